import { describe, expect, it } from 'vitest';
import type { EndpointPath } from '../rest/endpoints.ts';
import { RestClient, type RestBody, type RestTransport } from '../rest/client.ts';
import { RestHealth } from '../rest/health.ts';
import { FeatureDetector } from '../rest/features.ts';
import { ReferenceCache } from './referenceCache.ts';

// A back end that answers per token: each token belongs to an organisation, and each organisation
// has its own dictionary. It records every call it receives.
function backend(orgOfToken: Record<string, string>) {
  const calls: { path: EndpointPath; body: RestBody; token: string | undefined }[] = [];
  const names: Record<string, string> = { A: '整箱', B: '拼箱' };
  const nodesOf: Record<string, string[]> = { a: ['HYCK_TD'], a2: ['HYCK_FX'] };
  let release: (() => void) | undefined;
  let gate: Promise<void> | undefined;
  let releaseInfo: (() => void) | undefined;
  let infoGate: Promise<void> | undefined;
  const transport: RestTransport = {
    async send(path, body, token) {
      calls.push({ path, body, token });
      const asked = token ? orgOfToken[token] : undefined;
      if (path === 'tbSysUser/getTokenInfo' && infoGate) await infoGate;
      // What the back end knows once it answers (a token may be revoked meanwhile).
      const org = path === 'tbSysUser/getTokenInfo' && token ? orgOfToken[token] : asked;
      if (!org) return { status: 401, data: [{ message: '登录已失效' }] };
      if (path === 'tbSysUser/getTokenInfo')
        return { status: 200, data: { groupId: 1, orgId: org } };
      if (gate) await gate;
      if (path === NODES) return { status: 200, data: (nodesOf[token ?? ''] ?? []).map(asNode) };
      if (path === 'tbShippingType/update') {
        nodesOf[String(body.user)] = body.nodes as string[];
        return { status: 200, data: null };
      }
      if (path === 'tbDict/update') {
        names[org] = String(body.dictName);
        return { status: 200, data: null };
      }
      return { status: 200, data: [{ dictCode: 'FCL', dictName: names[org] }] };
    },
    probe: () => Promise.resolve(true),
    health: new RestHealth({ probe: () => Promise.resolve(true), recoveryIntervalMs: 1000 }),
    features: new FeatureDetector({
      probe: () => Promise.reject(new Error('不探测')),
      refreshMs: 0,
      waitMs: 0,
    }),
    close: () => undefined,
  };
  return {
    transport,
    calls,
    names,
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release() {
      gate = undefined;
      release?.();
    },
    /** Holds the answers of getTokenInfo until releaseInfo. */
    holdInfo() {
      infoGate = new Promise((resolve) => (releaseInfo = resolve));
    },
    releaseInfo() {
      infoGate = undefined;
      releaseInfo?.();
    },
    infos: () => calls.filter((c) => c.path === 'tbSysUser/getTokenInfo'),
    reads: () => calls.filter((c) => c.path === 'tbDict/getDictByTypeId'),
  };
}

const DICT = 'tbDict/getDictByTypeId' as const;
const NODES = 'tbShippingTypeNodeUserMapping/getNodeCodeByUser' as const;
const asNode = (nodeCode: string) => ({ nodeCode });
const BODY = { dictCatagoryCode: ['XZ'] };

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function client(back: ReturnType<typeof backend>, cache: ReferenceCache, token: string) {
  return new RestClient(back.transport, token, undefined, { dedupe: true, cache });
}

describe('reference cache', () => {
  it('serves an organisation from one call until the TTL ends', async () => {
    const back = backend({ t1: 'A', t2: 'A' });
    const time = clock();
    const cache = new ReferenceCache({
      ttlMs: 1000,
      sessionTtlMs: 500,
      maxEntries: 100,
      now: time.now,
    });
    const first = client(back, cache, 't1');
    expect(await first.call(DICT, BODY)).toEqual([{ dictCode: 'FCL', dictName: '整箱' }]);
    expect(first.calls).toBe(2); // the token's organisation, then the dictionary
    const second = client(back, cache, 't2');
    await second.call(DICT, BODY);
    expect(second.calls).toBe(1); // only its own organisation check
    const again = client(back, cache, 't1');
    await again.call(DICT, BODY);
    expect(again.calls).toBe(0);
    expect(back.reads()).toHaveLength(1);
    time.advance(1001);
    await client(back, cache, 't1').call(DICT, BODY);
    expect(back.reads()).toHaveLength(2);
  });

  it('never serves one organisation what another was answered', async () => {
    const back = backend({ a: 'A', b: 'B' });
    const cache = new ReferenceCache({ ttlMs: 60_000, sessionTtlMs: 60_000, maxEntries: 100 });
    expect(await client(back, cache, 'a').call(DICT, BODY)).toEqual([
      { dictCode: 'FCL', dictName: '整箱' },
    ]);
    expect(await client(back, cache, 'b').call(DICT, BODY)).toEqual([
      { dictCode: 'FCL', dictName: '拼箱' },
    ]);
    expect(back.reads().map((c) => c.token)).toEqual(['a', 'b']);
  });

  it('a write to the controller drops the cached answers at once', async () => {
    const back = backend({ a: 'A' });
    const cache = new ReferenceCache({ ttlMs: 60_000, sessionTtlMs: 60_000, maxEntries: 100 });
    await client(back, cache, 'a').call(DICT, BODY);
    await client(back, cache, 'a').call('tbDict/update', { id: 1, dictName: '整箱（改）' });
    expect(await client(back, cache, 'a').call(DICT, BODY)).toEqual([
      { dictCode: 'FCL', dictName: '整箱（改）' },
    ]);
    expect(back.reads()).toHaveLength(2);
  });

  it('a write elsewhere keeps the answers', async () => {
    const back = backend({ a: 'A' });
    const cache = new ReferenceCache({ ttlMs: 60_000, sessionTtlMs: 60_000, maxEntries: 100 });
    await client(back, cache, 'a').call(DICT, BODY);
    await client(back, cache, 'a').call('tbCustomer/update', { id: 1 });
    await client(back, cache, 'a').call(DICT, BODY);
    expect(back.reads()).toHaveLength(1);
  });

  it('a newer stamp from rest drops the kept answers; a read that began before it is not kept', async () => {
    // rest as two gateways share it: the dictionary and its stamp change behind this gateway.
    let stamp = 5;
    let name = '整箱';
    let hold: { stamp: number; name: string } | undefined;
    const calls: EndpointPath[] = [];
    const transport: RestTransport = {
      send(path) {
        calls.push(path);
        const seen = hold ?? { stamp, name };
        const data =
          path === 'tbSysUser/getTokenInfo'
            ? { groupId: 1, orgId: 'A' }
            : path === DICT
              ? [{ dictCode: 'FCL', dictName: seen.name }]
              : null;
        return Promise.resolve({ status: 200, data, referenceStamp: String(seen.stamp) });
      },
      probe: () => Promise.resolve(true),
      health: new RestHealth({ probe: () => Promise.resolve(true), recoveryIntervalMs: 1000 }),
      features: new FeatureDetector({
        probe: () => Promise.reject(new Error('不探测')),
        refreshMs: 0,
        waitMs: 0,
      }),
      close: () => undefined,
    };
    const cache = new ReferenceCache({ ttlMs: 60_000, sessionTtlMs: 60_000, maxEntries: 100 });
    const make = () => new RestClient(transport, 'a', undefined, { cache });
    const reads = () => calls.filter((p) => p === DICT).length;
    await make().call(DICT, BODY);
    await make().call(DICT, BODY);
    expect(reads()).toBe(1);

    // Changed elsewhere: the kept answer stays until rest is next asked anything.
    stamp = 6;
    name = '整箱（改）';
    expect(await make().call(DICT, BODY)).toEqual([{ dictCode: 'FCL', dictName: '整箱' }]);
    await make().call('tbCustomer/pageAll', {});
    expect(await make().call(DICT, BODY)).toEqual([{ dictCode: 'FCL', dictName: '整箱（改）' }]);
    expect(reads()).toBe(2);
    await make().call(DICT, BODY);
    expect(reads()).toBe(2);

    // An answer read under an older stamp than the newest seen is served, not kept.
    await make().call('tbCustomer/pageAll', {});
    stamp = 7;
    await make().call('tbCustomer/pageAll', {});
    hold = { stamp: 6, name: '整箱（改）' };
    await make().call(DICT, BODY);
    hold = undefined;
    await make().call(DICT, BODY);
    expect(reads()).toBe(4);
  });

  it('serves a kept answer only while the stamp is fresh: a change elsewhere shows without other calls', async () => {
    let stamp = 5;
    let name = '整箱';
    const calls: EndpointPath[] = [];
    const transport: RestTransport = {
      send(path) {
        calls.push(path);
        const data =
          path === 'tbSysUser/getTokenInfo'
            ? { groupId: 1, orgId: 'A' }
            : [{ dictCode: 'FCL', dictName: name }];
        return Promise.resolve({ status: 200, data, referenceStamp: String(stamp) });
      },
      probe: () => Promise.resolve(true),
      health: new RestHealth({ probe: () => Promise.resolve(true), recoveryIntervalMs: 1000 }),
      features: new FeatureDetector({
        probe: () => Promise.reject(new Error('不探测')),
        refreshMs: 0,
        waitMs: 0,
      }),
      close: () => undefined,
    };
    const time = clock();
    const cache = new ReferenceCache({
      ttlMs: 60_000,
      sessionTtlMs: 60_000,
      stampFreshMs: 500,
      maxEntries: 100,
      now: time.now,
    });
    const make = () => new RestClient(transport, 'a', undefined, { cache });
    const reads = () => calls.filter((p) => p === DICT).length;
    await make().call(DICT, BODY);
    time.advance(400);
    await make().call(DICT, BODY);
    expect(reads()).toBe(1);
    // Changed through another gateway; this one only reads the dictionary.
    stamp = 6;
    name = '整箱（改）';
    time.advance(101);
    expect(await make().call(DICT, BODY)).toEqual([{ dictCode: 'FCL', dictName: '整箱（改）' }]);
    expect(reads()).toBe(2);
    // The newer stamp dropped what was kept (the read that brought it too); then kept again while
    // the stamp is fresh.
    time.advance(100);
    await make().call(DICT, BODY);
    await make().call(DICT, BODY);
    expect(reads()).toBe(3);
  });

  it("asks a token's organisation again behind a request near the end of its time, never older than it", async () => {
    const orgOfToken: Record<string, string> = { a: 'A' };
    const back = backend(orgOfToken);
    const time = clock();
    const cache = new ReferenceCache({
      ttlMs: 60_000,
      sessionTtlMs: 500,
      maxEntries: 100,
      now: time.now,
    });
    await client(back, cache, 'a').call(DICT, BODY);
    expect(back.infos()).toHaveLength(1);
    time.advance(300);
    await client(back, cache, 'a').call(DICT, BODY);
    expect(back.infos()).toHaveLength(1);
    // 100 ms left: answered from what is known without waiting, and asked again behind it.
    time.advance(100);
    back.holdInfo();
    const near = client(back, cache, 'a');
    expect(await near.call(DICT, BODY)).toEqual([{ dictCode: 'FCL', dictName: '整箱' }]);
    // Asked behind it: not one of the calls the request waited for (x-rest-calls).
    expect(near.calls).toBe(0);
    expect(back.infos()).toHaveLength(2);
    // Asked once while under way, however many requests notice.
    await client(back, cache, 'a').call(DICT, BODY);
    expect(back.infos()).toHaveLength(2);
    back.releaseInfo();
    await new Promise((resolve) => setImmediate(resolve));
    // Past the first answer's time: the one asked at 400 ms stands, without a call on the path.
    time.advance(300);
    const later = client(back, cache, 'a');
    await later.call(DICT, BODY);
    expect(later.calls).toBe(0);
    // Revoked now: what was asked at 400 ms is served until 900 ms, never after.
    delete orgOfToken.a;
    time.advance(199);
    await client(back, cache, 'a').call(DICT, BODY);
    await new Promise((resolve) => setImmediate(resolve));
    time.advance(2);
    const refused = await client(back, cache, 'a').request(DICT, BODY);
    expect(refused.status).toBe(401);
  });

  it('a sign-out through this gateway is not undone by an organisation asked before it', async () => {
    const back = backend({ a: 'A' });
    const time = clock();
    const cache = new ReferenceCache({
      ttlMs: 60_000,
      sessionTtlMs: 500,
      maxEntries: 100,
      now: time.now,
    });
    await client(back, cache, 'a').call(DICT, BODY);
    time.advance(400);
    back.holdInfo();
    await client(back, cache, 'a').call(DICT, BODY);
    expect(back.infos()).toHaveLength(2);
    await client(back, cache, 'a').call('tbSysUser/exitLogin', {});
    back.releaseInfo();
    await new Promise((resolve) => setImmediate(resolve));
    // The next read asks again on its path.
    const after = client(back, cache, 'a');
    await after.call(DICT, BODY);
    expect(after.calls).toBe(1);
    expect(back.infos()).toHaveLength(3);
  });

  it('concurrent misses after an expiry share one call', async () => {
    const back = backend({ a: 'A', b: 'A' });
    const time = clock();
    const cache = new ReferenceCache({
      ttlMs: 1000,
      sessionTtlMs: 60_000,
      maxEntries: 100,
      now: time.now,
    });
    await client(back, cache, 'a').call(DICT, BODY);
    await client(back, cache, 'b').call(DICT, BODY);
    time.advance(1001);
    back.hold();
    const waiting = Array.from({ length: 20 }, (_, i) =>
      client(back, cache, i % 2 ? 'a' : 'b').call(DICT, BODY),
    );
    back.release();
    await Promise.all(waiting);
    expect(back.reads()).toHaveLength(2);
  });

  it('an unknown token is not served from the cache', async () => {
    const back = backend({ a: 'A' });
    const cache = new ReferenceCache({ ttlMs: 60_000, sessionTtlMs: 60_000, maxEntries: 100 });
    await client(back, cache, 'a').call(DICT, BODY);
    const stranger = client(back, cache, 'revoked');
    const answer = await stranger.request(DICT, BODY);
    expect(answer.status).toBe(401);
    expect(back.reads().map((c) => c.token)).toEqual(['a', 'revoked']);
  });

  it("keeps a user's nodes per session: never served to another user of the organisation", async () => {
    const back = backend({ a: 'A', a2: 'A' });
    const cache = new ReferenceCache({ ttlMs: 60_000, sessionTtlMs: 60_000, maxEntries: 100 });
    const body = { shippingTypeCode: 'ZYLX_HYCK' };
    expect(await client(back, cache, 'a').call(NODES, body)).toEqual([asNode('HYCK_TD')]);
    expect(await client(back, cache, 'a2').call(NODES, body)).toEqual([asNode('HYCK_FX')]);
    expect(await client(back, cache, 'a').call(NODES, body)).toEqual([asNode('HYCK_TD')]);
    const nodeReads = () => back.calls.filter((c) => c.path === NODES).map((c) => c.token);
    expect(nodeReads()).toEqual(['a', 'a2']);
    // Node users are set on the shipping type: the write drops what every session kept.
    await client(back, cache, 'a2').call('tbShippingType/update', {
      user: 'a',
      nodes: ['HYCK_TD', 'HYCK_DC'],
    });
    expect(await client(back, cache, 'a').call(NODES, body)).toEqual([
      asNode('HYCK_TD'),
      asNode('HYCK_DC'),
    ]);
    expect(nodeReads()).toEqual(['a', 'a2', 'a']);
    // A sign-out ends what the session kept.
    await client(back, cache, 'a').call('tbSysUser/exitLogin', {});
    await client(back, cache, 'a').request(NODES, body);
    expect(nodeReads()).toEqual(['a', 'a2', 'a', 'a']);
  });

  it('holds only reference reads', () => {
    expect(ReferenceCache.holds('tbParamPort/listAll')).toBe(true);
    expect(ReferenceCache.holds('tbCustomer/pageAll')).toBe(false);
    expect(ReferenceCache.holds('tbDict/pageAll')).toBe(false);
    expect(ReferenceCache.holds(NODES)).toBe(true);
    expect(ReferenceCache.holds('tbFile/listAll')).toBe(false);
  });
});

describe('per-request deduplication', () => {
  it('makes an identical read once per request, and writes every time', async () => {
    const back = backend({ a: 'A' });
    const rest = new RestClient(back.transport, 'a', undefined, { dedupe: true });
    const answers = await Promise.all([
      rest.call(DICT, BODY),
      rest.call(DICT, BODY),
      rest.call(DICT, { dictCatagoryCode: ['YS'] }),
    ]);
    expect(answers[0]).toBe(answers[1]);
    await rest.call('tbDict/update', { id: 1, dictName: 'x' });
    await rest.call('tbDict/update', { id: 1, dictName: 'x' });
    expect(back.calls.map((c) => c.path)).toEqual([DICT, DICT, 'tbDict/update', 'tbDict/update']);
    expect(rest.calls).toBe(4);
  });

  it('is never shared between requests of different users or organisations', async () => {
    const back = backend({ a: 'A', b: 'B' });
    const one = new RestClient(back.transport, 'a', undefined, { dedupe: true });
    const other = new RestClient(back.transport, 'b', undefined, { dedupe: true });
    const [fromA, fromB] = await Promise.all([one.call(DICT, BODY), other.call(DICT, BODY)]);
    expect(fromA).toEqual([{ dictCode: 'FCL', dictName: '整箱' }]);
    expect(fromB).toEqual([{ dictCode: 'FCL', dictName: '拼箱' }]);
    expect(back.calls.map((c) => c.token)).toEqual(['a', 'b']);
  });
});
