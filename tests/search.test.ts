// Find anything (Query.search) through the real gateway over a real rest on the demo company.
// For every kind of model/search, records are read from the kind's own list (rest) and each of
// their searched numbers or names is looked for: the record comes back in its kind's group, with
// the field that matched. A user of another organisation of the group never sees them; a user
// whose role lacks a kind's list page never gets that kind.
import { pinyin } from 'pinyin-pro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTypes } from '../model/orders/index.ts';
import { searchHitPath, searchKinds } from '../model/search/index.ts';
import { accountWithMenus, type MatrixAccount } from './support/permissions.ts';
import { graphql, restCall, signIn, startStack, type Stack } from './support/stack.ts';

interface Hit {
  kind: string;
  key: string;
  title: string;
  detail: string | null;
  field: string;
  value: string;
  viewPath: string;
}
interface Group {
  kind: string;
  label: string;
  hits: Hit[];
}
interface Search {
  search: { text: string; groups: Group[] };
}

const SEARCH = `query ($text: String!, $limit: Int) { search(text: $text, limit: $limit) {
  text groups { kind label hits { kind key title detail field value viewPath } } } }`;

let stack: Stack;
let admin: string;
let outsider: MatrixAccount;
let clientsOnly: MatrixAccount;

/** oceanExportLading → OCEAN_EXPORT_LADING */
const enumOf = (kind: string) => kind.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();

async function search(text: string, token = admin, limit = 20): Promise<Group[]> {
  const answer = await graphql<Search>(stack, SEARCH, { text, limit }, token);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data?.search.groups ?? [];
}

/** A value to look for, the record it names, and the label of the field it is. */
interface Probe {
  kind: string;
  key: string;
  field: string;
  value: string;
}

type Row = Record<string, unknown>;
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

async function list(path: string, body: Row = {}): Promise<Row[]> {
  const page = await restCall<{ list: Row[] }>(stack, admin, path, { pageSize: 50, ...body });
  return page.list;
}

/** The first row holding each field, as a probe of that field. */
function probesOf(kind: string, rows: Row[], key: string, fields: Record<string, string>) {
  return Object.entries(fields).flatMap(([name, label]) => {
    const row = rows.find((r) => text(r[name]));
    return row ? [{ kind, key: String(row[key]), field: label, value: String(row[name]) }] : [];
  });
}

const probes: Probe[] = [];

beforeAll(async () => {
  stack = await startStack();
  admin = await signIn(stack);
  const tree = await graphql<{ organisationTree: { id: string; orgName: string }[] }>(
    stack,
    '{ organisationTree { id orgName children { id orgName } } }',
    {},
    admin,
  );
  const flat = (tree.data?.organisationTree ?? []).flatMap((o) => [
    o,
    ...((o as { children?: { id: string; orgName: string }[] }).children ?? []),
  ]);
  const shanghai = flat.find((o) => o.orgName.startsWith('上海'));
  const ningbo = flat.find((o) => o.orgName.startsWith('宁波'));
  if (!shanghai || !ningbo) throw new Error('示例数据中没有上海、宁波两个组织');
  const every = searchKinds.map((k) => k.route);
  outsider = await accountWithMenus(stack, admin, every, [ningbo.id]);
  clientsOnly = await accountWithMenus(stack, admin, ['/basic/client'], [shanghai.id]);

  for (const t of orderTypes) {
    const rows = await list(`${t.controller}/pageAll`);
    probes.push(
      ...probesOf(t.name, rows, 'orderCode', {
        orderCode: '订单号',
        hblNo: 'HBL号',
        mblNo: 'MBL号',
        mainOrderNumber: '主单号',
        orderNumber: '分单号',
      }),
    );
    // Containers and seals are on the order's delivery lines.
    if (t.name === 'oceanExport') {
      for (const row of rows) {
        const order = await restCall<{ companyList?: { boxJson?: string }[] }>(
          stack,
          admin,
          `${t.controller}/findByPK`,
          { orderCode: row.orderCode },
        );
        const box = (order.companyList ?? [])
          .flatMap((c) => JSON.parse(c.boxJson ?? '[]') as Row[])
          .find((b) => text(b.containerNo) && text(b.sealNo));
        if (box) {
          const key = String(row.orderCode);
          probes.push({ kind: t.name, key, field: '箱号', value: String(box.containerNo) });
          probes.push({ kind: t.name, key, field: '封号', value: String(box.sealNo) });
          break;
        }
      }
    }
    const lading = t.billOfLading;
    if (lading) {
      const ladings = await list(`${lading.controller}/pageAll`);
      probes.push(
        ...probesOf(lading.name, ladings, lading.titleField, {
          billofladingCode: '提单编号',
          hblNo: 'HBL号',
        }),
      );
    }
  }
  const clients = await list('tbCustomer/pageAll');
  probes.push(
    ...probesOf('client', clients, 'id', {
      customerCode: '客户编码',
      customerName: '客户名称',
      alias: '简称',
    }),
  );
  for (const c of clients.slice(0, 3)) {
    parties.push({ kind: 'client', key: String(c.id), name: String(c.customerName) });
  }
  const suppliers = await list('tbSupplier/pageAll');
  for (const c of suppliers.slice(0, 3)) {
    parties.push({ kind: 'supplier', key: String(c.id), name: String(c.supplierName) });
  }
  probes.push(
    ...probesOf('supplier', suppliers, 'id', {
      supplierCode: '供应商编码',
      supplierName: '供应商名称',
    }),
  );
  probes.push(
    ...probesOf('invoice', await list('tbArInvoice/pageAll'), 'id', { invoiceNo: '发票号' }),
  );
  probes.push(
    ...probesOf('receipt', await list('tbReceipt/pageAll'), 'id', { settlementNo: '收款单号' }),
  );
  probes.push(
    ...probesOf('payment', await list('tbPayment/pageAll'), 'id', { settlementNo: '付款单号' }),
  );
}, 180_000);

afterAll(async () => {
  await stack?.close();
});

/** Clients and suppliers to find by the pinyin initials of their names. */
const parties: { kind: string; key: string; name: string }[] = [];

/** Each character's initial in its most common reading, as the database keeps them. */
const initialsOf = (name: string) =>
  [...name]
    .map((ch) =>
      /[A-Za-z0-9]/.test(ch)
        ? ch.toLowerCase()
        : /[\u4e00-\u9fa5]/.test(ch)
          ? pinyin(ch, { pattern: 'first', toneType: 'none' })
          : '',
    )
    .join('');

describe('search', () => {
  it('has a demo record of every kind to look for', () => {
    const kinds = new Set(probes.map((p) => p.kind));
    expect([...kinds].sort()).toEqual(searchKinds.map((k) => k.kind).sort());
    expect(probes.some((p) => p.field === '箱号')).toBe(true);
  });

  it('finds each record by each of its numbers and names, with the field that matched', async () => {
    for (const probe of probes) {
      const groups = await search(probe.value);
      const group = groups.find((g) => g.kind === enumOf(probe.kind));
      const hit = group?.hits.find((h) => h.key === probe.key);
      expect(hit, `${probe.kind} ${probe.field} ${probe.value}`).toMatchObject({
        field: probe.field,
        value: probe.value,
        viewPath: searchHitPath(probe.kind, probe.key),
      });
      // An exact value ranks first in its group, and its group first.
      expect(group?.hits[0]?.value.toUpperCase()).toBe(probe.value.toUpperCase());
      expect(groups[0]?.hits[0]?.value.toUpperCase()).toBe(probe.value.toUpperCase());
    }
  });

  it('finds clients and suppliers by the pinyin initials of their names, in any case', async () => {
    expect(parties.map((p) => p.kind)).toEqual(expect.arrayContaining(['client', 'supplier']));
    for (const party of parties) {
      const initials = initialsOf(party.name);
      expect(initials, party.name).toMatch(/^[a-z0-9]{4,}$/);
      for (const typed of [initials, initials.toUpperCase()]) {
        const groups = await search(typed, admin, 20);
        const hits = groups.find((g) => g.kind === enumOf(party.kind))?.hits ?? [];
        expect(
          hits.find((h) => h.key === party.key),
          `${party.name} ${typed}`,
        ).toMatchObject({
          title: party.name,
          field: '拼音首字母',
          value: initials,
        });
      }
    }
  });

  it('matches part of a number, in any case', async () => {
    const container = probes.find((p) => p.field === '箱号');
    if (!container) throw new Error('没有箱号');
    const part = container.value.slice(2, -1).toLowerCase();
    const groups = await search(part);
    const hits = groups.find((g) => g.kind === 'OCEAN_EXPORT')?.hits ?? [];
    expect(hits.some((h) => h.key === container.key && h.field === '箱号')).toBe(true);
  });

  it('labels each group with its kind in Chinese', async () => {
    const order = probes.find((p) => p.kind === 'oceanExport' && p.field === '订单号');
    const groups = await search(order?.value ?? '');
    expect(groups[0]).toMatchObject({ kind: 'OCEAN_EXPORT', label: '海运出口' });
  });

  it('never shows another organisation’s records', async () => {
    for (const probe of probes.filter((p) => p.kind !== 'client' && p.kind !== 'supplier')) {
      const groups = await search(probe.value, outsider.token);
      const seen = groups.flatMap((g) => g.hits).filter((h) => h.key === probe.key);
      expect(seen, `${probe.kind} ${probe.value}`).toEqual([]);
    }
    const client = probes.find((p) => p.kind === 'client' && p.field === '客户名称');
    const groups = await search(client?.value ?? '', outsider.token);
    expect(groups.flatMap((g) => g.hits).map((h) => h.key)).not.toContain(client?.key);
  });

  it('leaves out the kinds whose list page the role lacks', async () => {
    const order = probes.find((p) => p.kind === 'oceanExport');
    expect(await search(order?.value ?? '', clientsOnly.token)).toEqual([]);
    const client = probes.find((p) => p.kind === 'client' && p.field === '客户名称');
    const groups = await search(client?.value ?? '', clientsOnly.token);
    expect(groups.map((g) => g.kind)).toEqual(['CLIENT']);
    expect(groups[0]?.hits.map((h) => h.key)).toContain(client?.key);
  });

  it('refuses an empty text and a limit out of range with a Chinese message', async () => {
    for (const [variables, message] of [
      [{ text: '  ' }, '请输入要查找的内容'],
      [{ text: 'HYCK', limit: 99 }, '每类条数应在1到20之间'],
      [{ text: 'x'.repeat(101) }, '查找内容不能超过100个字符'],
    ] as const) {
      const answer = await graphql<Search>(stack, SEARCH, variables, admin);
      expect(answer.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('takes LIKE wildcards literally', async () => {
    expect(await search('%%%')).toEqual([]);
    expect(await search('___')).toEqual([]);
  });
});
