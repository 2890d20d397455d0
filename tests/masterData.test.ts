// Master data through GraphQL: a real gateway in front of a real rest, table-driven over the
// entity declarations, using the operation documents generated for the web client.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities, has } from '../model/masterData/index.ts';
import type { EntityDecl, Field } from '../model/masterData/index.ts';
import { ops } from '../gateway/src/modules/masterData/naming.ts';
import { badCases, sampleRecord } from '../rest/src/testing/masterData.ts';
import type { Body } from '../rest/src/testing/masterData.ts';
import { signIn, startStack } from './support/stack.ts';
import type { Stack } from './support/stack.ts';

let stack: Stack;
let token: string;
let seq = 0;

/** A record or a page as answered, read by field name in assertions. */
type Rec = Record<string, unknown> & {
  id: string;
  status?: string;
  total: number;
  pageSize: number;
  items: Rec[];
};

interface Extras {
  currentExchangeRate: {
    exchangeRate: string;
    originalCurrency: { name: string };
    exchangeCurrency: { name: string };
  };
  dictionary: { dictCode: string }[];
  myWorkflowNodes: { nodeCode: string }[];
  columnConfig: {
    nodeCode: string;
    columns: { id: string; selected: boolean; sortId: number }[];
  }[];
  settlementUnits: { kind: string }[];
}

interface Answer<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  calls: number;
}

function documentOf(decl: EntityDecl): string {
  return readFileSync(
    new URL(`../web/src/entities/operations/${decl.name}.graphql`, import.meta.url),
    'utf8',
  );
}

async function run<T = Record<string, Rec>>(
  document: string,
  operationName: string,
  variables: Record<string, unknown> = {},
): Promise<Answer<T>> {
  const res = await fetch(stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: document, operationName: operationName || undefined, variables }),
  });
  const body = (await res.json()) as Answer<T>;
  return { ...body, calls: Number(res.headers.get('x-rest-calls')) };
}

const op = (decl: EntityDecl, name: string, variables: Record<string, unknown> = {}) =>
  run(documentOf(decl), name, variables);

beforeAll(async () => {
  // Without the shared reference cache, so the call counts below show batching alone.
  stack = await startStack({ levers: { cache: false } });
  token = await signIn(stack);
});
afterAll(() => stack?.close());

/** A REST-shaped sample as GraphQL input: flags as booleans, cents as yuan, ids as text. */
function toInput(fields: readonly Field[], body: Body, subs: EntityDecl['subLists'] = []): Body {
  const input: Body = {};
  for (const field of fields) {
    if (!Object.hasOwn(body, field.name)) continue;
    const value = body[field.name];
    if (value === null || value === undefined) input[field.name] = value;
    else if (field.kind === 'flag') input[field.name] = value === (field.values?.[0] ?? 'Y');
    else if (field.kind === 'cents')
      input[field.name] = typeof value === 'number' ? (value / 100).toFixed(2) : value;
    else if (field.kind === 'ref' || field.kind === 'user')
      input[field.name] = typeof value === 'number' ? String(value) : value;
    else input[field.name] = value;
  }
  for (const sub of subs ?? []) {
    const rows = body[sub.name];
    if (Array.isArray(rows)) input[sub.name] = rows.map((r) => toInput(sub.fields, r as Body));
  }
  return input;
}

async function refId(name: string): Promise<number> {
  const target = entities.find((e) => e.name === name)!;
  const field = has(target, 'listAll') ? ops(target).options : ops(target).groupOptions;
  const answer = await run<Record<string, { id: string }[]>>(`query { ${field} { id } }`, '');
  return Number(answer.data![field]![0]!.id);
}

async function sample(decl: EntityDecl): Promise<Body> {
  const me = await run<{ me: { user: { id: string } } }>('query { me { user { id } } }', '');
  return sampleRecord(decl, { refId, userId: Number(me.data!.me.user.id), seq: ++seq });
}

const writable = entities.filter((e) => has(e, 'insert'));

describe.each(writable)('$typeName ($label) through GraphQL', (decl) => {
  const o = ops(decl);
  const T = decl.typeName;
  let created: Rec;

  async function total(): Promise<number> {
    const page = await op(decl, `${T}Page`, { pageSize: 1 });
    return page.data![o.page]!.total;
  }

  it('creates, reads, searches and pages', async () => {
    const input = toInput(decl.fields, await sample(decl), decl.subLists);
    const answer = await op(decl, `Create${T}`, { input });
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    created = answer.data![o.create]!;
    expect(created.id).toMatch(/^\d+$/);
    if (decl.fields.some((f) => f.kind === 'status')) expect(created.status).toBe('ACTIVE');
    const read = await op(decl, `${T}ById`, { id: created.id });
    expect(read.data![o.byId]!).toEqual(created);
    for (const field of decl.fields.filter((f) => f.kind === 'dict' && !f.multiple)) {
      const value = created[field.name] as { code: string; name: string } | null;
      if (value) expect(value.name).not.toBe('');
    }
    if (!has(decl, 'pageAll')) return;
    const filter: Body = {};
    const searchable = decl.fields.find(
      (f) => f.search === 'like' && typeof created[f.name] === 'string',
    );
    if (searchable) filter[searchable.name] = created[searchable.name];
    const page = await op(decl, `${T}Page`, { filter, pageSize: 600 });
    expect(page.errors).toBeUndefined();
    expect(page.data![o.page]!.pageSize).toBe(500);
    expect((page.data![o.page]!.items as { id: string }[]).map((i) => i.id)).toContain(created.id);
  });

  it('updates, toggles the status and answers the uniqueness check', async () => {
    if (has(decl, 'update')) {
      const field = decl.fields.find(
        (f) =>
          (f.kind === 'string' || f.kind === 'text') &&
          !f.readOnly &&
          !f.pattern &&
          !f.min &&
          !f.example &&
          f.max >= 12,
      );
      if (field) {
        const value = `改${String(created[field.name])}`.slice(0, (field as { max: number }).max);
        // As the form sends it: the version of the record it was filled from.
        const answer = await op(decl, `Update${T}`, {
          id: created.id,
          input: { [field.name]: value },
          expectedVersion: created.version,
        });
        expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
        expect(answer.data![o.update]![field.name]).toBe(value);
        created = answer.data![o.update]!;
      }
    }
    if (has(decl, 'updateStatus')) {
      const off = await op(decl, `Set${T}Status`, {
        id: created.id,
        status: 'INACTIVE',
        expectedVersion: created.version,
      });
      expect(off.data![o.setStatus]!.status).toBe('INACTIVE');
      // Each change moves the version on: the next one names the version it answered.
      expect(off.data![o.setStatus]!.version).toBe(Number(created.version) + 1);
      const on = await op(decl, `Set${T}Status`, {
        id: created.id,
        status: 'ACTIVE',
        expectedVersion: off.data![o.setStatus]!.version,
      });
      expect(on.data![o.setStatus]!.status).toBe('ACTIVE');
      created = { ...created, version: on.data![o.setStatus]!.version };
    }
    for (const check of decl.validations ?? []) {
      const vars = Object.fromEntries(
        check.fields.map((f) => {
          const v = created[f];
          return [f, v && typeof v === 'object' && 'code' in v ? (v as { code: string }).code : v];
        }),
      );
      const taken = await op(decl, `Validate${T}`, vars);
      expect(taken.data![o.validate]!).toBe(false);
      const own = await op(decl, `Validate${T}`, { ...vars, id: created.id });
      expect(own.data![o.validate]!).toBe(true);
    }
  });

  it('refuses every declared rule with BAD_USER_INPUT in Chinese, writing nothing', async () => {
    const valid = await sample(decl);
    const before = has(decl, 'pageAll') ? await total() : 0;
    for (const bad of badCases(decl, valid)) {
      const answer = await op(decl, `Create${T}`, {
        input: toInput(decl.fields, bad.body, decl.subLists),
      });
      const error = answer.errors?.[0];
      expect(error?.extensions?.code, `${bad.rule} ${bad.field}`).toBe('BAD_USER_INPUT');
      const messages = error?.extensions?.messages as { message: string; field?: string }[];
      expect(messages[0]!.message, bad.rule).toMatch(/[\u4e00-\u9fa5]/);
      expect(messages[0]!.field, bad.rule).toBe(bad.field);
      // The refused field by its input path, as forms mark it.
      expect(error?.extensions?.fields, bad.rule).toEqual({ [bad.field]: messages[0]!.message });
    }
    if (has(decl, 'pageAll')) expect(await total()).toBe(before);
  });

  it('refuses a value another record holds, naming the field as the form does', async () => {
    const unique = decl.fields.filter(
      (f) =>
        f.unique &&
        !f.readOnly &&
        decl.autoCode?.field !== f.name &&
        (f.kind === 'string' || f.kind === 'text'),
    );
    for (const field of unique) {
      const input = toInput(decl.fields, await sample(decl), decl.subLists);
      input[field.name] = created[field.name];
      const answer = await op(decl, `Create${T}`, { input });
      const error = answer.errors?.[0];
      expect(error?.extensions?.code, field.name).toBe('BAD_USER_INPUT');
      const fields = error?.extensions?.fields as Record<string, string>;
      expect(Object.keys(fields), field.name).toEqual([field.name]);
      expect(fields[field.name], field.name).toMatch(/已存在|相同/);
    }
  });

  it('deletes', async () => {
    if (!has(decl, 'delete')) return;
    const answer = await op(decl, `Delete${T}`, {
      id: created.id,
      expectedVersion: created.version,
    });
    expect(answer.data![o.remove]!).toBe(true);
    const read = await op(decl, `${T}ById`, { id: created.id });
    expect(read.data![o.byId]!).toBeNull();
  });
});

describe('REST calls behind a list page with resolved names', () => {
  const counts: Record<string, number[]> = {};

  it.each(entities.filter((e) => has(e, 'pageAll')))(
    '$typeName: constant whatever the page size',
    async (decl) => {
      const T = decl.typeName;
      const sizes = [10, 50];
      const calls: number[] = [];
      for (const pageSize of sizes) {
        const page = await op(decl, `${T}Page`, { pageSize });
        expect(page.errors, JSON.stringify(page.errors)).toBeUndefined();
        calls.push(page.calls);
      }
      counts[T] = calls;
      expect(calls[0]).toBe(calls[1]);
      // The page, one batched lookup per referenced entity, one for all dictionaries.
      const refs = new Set(
        decl.fields.filter((f) => f.kind === 'ref').map((f) => (f as { entity: string }).entity),
      );
      const dicts = decl.fields.some((f) => f.kind === 'dict') ? 1 : 0;
      expect(calls[0]).toBeLessThanOrEqual(1 + refs.size + dicts);
    },
  );

  it('costs at most 2 calls for voyages with their routes and suppliers with their types', async () => {
    for (const [name, selection] of [
      ['flightVoyages', 'items { id route { routeName } }'],
      ['suppliers', 'items { id supplierName typeIdList { code name } }'],
      ['clients', 'items { id customerName invoiceType { name } }'],
    ] as const) {
      for (const pageSize of [10, 50]) {
        const page = await run<Record<string, { items: unknown[] }>>(
          `query ($n: Int) { ${name}(pageSize: $n) { ${selection} } }`,
          '',
          { n: pageSize },
        );
        expect(page.errors).toBeUndefined();
        expect(page.calls, `${name} ${pageSize}`).toBeLessThanOrEqual(2);
      }
    }
  });
});

describe('extras', () => {
  it('answers the current rate, dictionaries, my nodes and the column configuration', async () => {
    const answer = await run<Extras>(
      `query {
        currentExchangeRate(originalCurrency: "1", date: "2026-05-01") { exchangeRate originalCurrency { name } exchangeCurrency { name } }
        dictionary(category: "GSLX") { dictCode dictName }
        myWorkflowNodes(shippingType: "ZYLX_HYCK") { nodeCode nodeName }
        columnConfig(shippingType: "ZYLX_HYCK") { nodeCode columns { id selected sortId } }
        settlementUnits(keyword: "中远") { name kind }
      }`,
      '',
    );
    expect(answer.errors).toBeUndefined();
    const d = answer.data!;
    expect(Number(d.currentExchangeRate.exchangeRate)).toBeCloseTo(7.105, 6);
    expect(d.currentExchangeRate.originalCurrency.name).toBe('美元');
    expect(d.currentExchangeRate.exchangeCurrency.name).toBe('人民币');
    expect(d.dictionary.map((e: { dictCode: string }) => e.dictCode)).toContain('GSLX_CGS');
    expect(d.myWorkflowNodes.map((n: { nodeCode: string }) => n.nodeCode)).toContain('HYCK_TD');
    expect(d.settlementUnits.some((u: { kind: string }) => u.kind === 'SUPPLIER')).toBe(true);
    const node = d.columnConfig[0]!;
    const flipped = node.columns.map((c: { id: string; selected: boolean; sortId: number }) => ({
      ...c,
      selected: !c.selected,
    }));
    const saved = await run<{ updateNodeColumns: Extras['columnConfig'] }>(
      `mutation ($input: UpdateNodeColumnsInput!) { updateNodeColumns(input: $input) { nodeCode columns { id selected } } }`,
      '',
      { input: { shippingType: 'ZYLX_HYCK', nodeCode: node.nodeCode, columns: flipped } },
    );
    expect(saved.errors).toBeUndefined();
    expect(
      saved.data!.updateNodeColumns[0]!.columns.map((c: { selected: boolean }) => c.selected),
    ).toEqual(flipped.map((c: { selected: boolean }) => c.selected));
  });

  it('shows fee prices in yuan while rest keeps cents', async () => {
    const page = await run<{ feePrices: { items: { fee: string }[] } }>(
      'query { feePrices(pageSize: 50) { items { fee feeName } } }',
      '',
    );
    const fees = page.data!.feePrices.items.map((i: { fee: string }) => i.fee);
    expect(fees).toContain('1850.00');
  });
});
