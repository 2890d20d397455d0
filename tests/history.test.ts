// Record history (历史) through the whole product: edits made through GraphQL show up in the
// record's `history` field, newest first, with the fields' labels and their old and new values
// as names (a client's name, a dictionary entry's name, an amount with its currency), never as
// codes; another organisation does not see them. On PGlite, and PostgreSQL with DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oceanExport } from '../model/orders/index.ts';
import { accountWithMenus, type MatrixAccount } from './support/permissions.ts';
import { graphql, restCall, signIn, startStack, type Stack } from './support/stack.ts';

let stack: Stack;
let admin: string;
let outsider: MatrixAccount;

interface Change {
  field: string;
  label: string;
  from: string | null;
  to: string | null;
}
interface Entry {
  at: string;
  userName: string;
  action: string;
  actionName: string;
  changes: Change[];
}
interface HistoryPage {
  total: number;
  pageNum: number;
  pageSize: number;
  items: Entry[];
}

const HISTORY = `history(pageNum: 1, pageSize: 5) { total pageNum pageSize
  items { at userName action actionName changes { field label from to } } }`;

async function data<T>(query: string, variables: Record<string, unknown> = {}, token = admin) {
  const answer = await graphql<T>(stack, query, variables, token);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  if (!answer.data) throw new Error('没有数据');
  return answer.data;
}

const change = (entry: Entry | undefined, field: string) =>
  entry?.changes.find((c) => c.field === field);

beforeAll(async () => {
  stack = await startStack();
  admin = await signIn(stack);
  const tree = await data<{
    organisationTree: {
      id: string;
      orgName: string;
      children: { id: string; orgName: string }[];
    }[];
  }>('{ organisationTree { id orgName children { id orgName } } }');
  const flat = tree.organisationTree.flatMap((o) => [o, ...o.children]);
  const ningbo = flat.find((o) => o.orgName.startsWith('宁波'));
  if (!ningbo) throw new Error('示例数据中没有宁波组织');
  outsider = await accountWithMenus(
    stack,
    admin,
    ['/action/oceanexport', '/basic/client', '/finance/receive'],
    [ningbo.id],
  );
}, 180_000);
afterAll(async () => {
  await stack?.close();
});

interface OrderRow {
  orderCode: string;
  version: number;
  clientId: string | null;
  clientName: string | null;
  estimatedSailingDate: string | null;
  shippingModeId: { code: string; name: string } | null;
  operationStatus: { code: string } | null;
}

const ORDER = `orderCode version clientId clientName estimatedSailingDate
  shippingModeId { code name } operationStatus { code }`;

describe('an order edited in three fields', () => {
  let order: OrderRow;
  let history: HistoryPage;
  let newClient = { id: '', customerName: '' };
  let newMode = { dictCode: '', dictName: '' };

  beforeAll(async () => {
    const page = await data<{ oceanExportOrders: { items: OrderRow[] } }>(
      `query { oceanExportOrders(pageSize: 50) { items { ${ORDER} } } }`,
    );
    const open = page.oceanExportOrders.items.find(
      (o) =>
        o.clientId !== null && o.shippingModeId !== null && o.operationStatus?.code === 'CZZT_CSH',
    );
    if (!open) throw new Error('演示数据中没有可编辑的海运出口订单');
    order = open;
    const clients = await data<{ clients: { items: { id: string; customerName: string }[] } }>(
      'query { clients(pageSize: 20) { items { id customerName } } }',
    );
    newClient = clients.clients.items.find((c) => c.id !== order.clientId) ?? newClient;
    const modes = await data<{ dictionary: { dictCode: string; dictName: string }[] }>(
      'query { dictionary(category: "ZYFS") { dictCode dictName } }',
    );
    // A mode that asks for no more rows than the order has (FCL needs container rows).
    const needsRows = oceanExport.subLists.flatMap((sub) =>
      sub.requiredWhen?.field === 'shippingModeId' ? [sub.requiredWhen.code] : [],
    );
    newMode =
      modes.dictionary.find(
        (d) => d.dictCode !== order.shippingModeId?.code && !needsRows.includes(d.dictCode),
      ) ?? newMode;
    await data(
      `mutation ($c: String!, $v: Int!, $input: OceanExportBookingInput!) {
        saveOceanExportBooking(orderCode: $c, expectedVersion: $v, input: $input) { orderCode } }`,
      {
        c: order.orderCode,
        v: order.version,
        input: {
          clientId: newClient.id,
          shippingModeId: newMode.dictCode,
          estimatedSailingDate: '2027-01-15',
        },
      },
    );
    const read = await data<{ oceanExportOrder: { history: HistoryPage } }>(
      `query ($c: String!) { oceanExportOrder(orderCode: $c) { ${HISTORY} } }`,
      { c: order.orderCode },
    );
    history = read.oceanExportOrder.history;
  });

  it('shows the three changes, newest first, with labels and names instead of codes', () => {
    const latest = history.items[0];
    expect(history.total).toBeGreaterThanOrEqual(1);
    expect(latest).toMatchObject({
      userName: '系统管理员',
      action: 'updateTD',
      actionName: '保存托单',
    });
    expect(change(latest, 'clientId')).toEqual({
      field: 'clientId',
      label: '客户',
      from: order.clientName,
      to: newClient.customerName,
    });
    expect(change(latest, 'shippingModeId')).toEqual({
      field: 'shippingModeId',
      label: '作业方式',
      from: order.shippingModeId?.name,
      to: newMode.dictName,
    });
    expect(change(latest, 'estimatedSailingDate')).toEqual({
      field: 'estimatedSailingDate',
      label: '预计开船日期',
      from: order.estimatedSailingDate,
      to: '2027-01-15',
    });
    expect(Date.now() - new Date(latest?.at ?? 0).getTime()).toBeLessThan(10 * 60_000);
  });

  it('is not shown to another organisation of the group', async () => {
    const seen = await graphql<{ oceanExportOrder: { history: HistoryPage } | null }>(
      stack,
      `query ($c: String!) { oceanExportOrder(orderCode: $c) { ${HISTORY} } }`,
      { c: order.orderCode },
      outsider.token,
    );
    expect(seen.data?.oceanExportOrder ?? null).toBeNull();
    // Asked of rest directly, the order's history is not there for that organisation.
    await expect(
      restCall(stack, outsider.token, 'tbSeaTransportExport/pageHistory', {
        orderCode: order.orderCode,
      }),
    ).rejects.toThrow(/404/);
  });
});

describe('a client edited in three fields', () => {
  it('shows the changes with the dictionary name of the invoice type', async () => {
    const page = await data<{
      clients: {
        items: {
          id: string;
          version: number;
          alias: string | null;
          accountPeriod: number | null;
          invoiceType: { code: string; name: string } | null;
        }[];
      };
    }>(
      'query { clients(pageSize: 5) { items { id version alias accountPeriod invoiceType { code name } } } }',
    );
    const client = page.clients.items[0];
    if (!client) throw new Error('没有客户');
    const types = await data<{ dictionary: { dictCode: string; dictName: string }[] }>(
      'query { dictionary(category: "FPLX") { dictCode dictName } }',
    );
    const type = types.dictionary.find((d) => d.dictCode !== client.invoiceType?.code);
    if (!type) throw new Error('没有发票类型');
    const period = (client.accountPeriod ?? 0) === 45 ? 60 : 45;
    await data(
      `mutation ($id: ID!, $v: Int!, $input: UpdateClientInput!) {
        updateClient(id: $id, expectedVersion: $v, input: $input) { id } }`,
      {
        id: client.id,
        v: client.version,
        input: { alias: '历史测试简称', accountPeriod: period, invoiceType: type.dictCode },
      },
    );
    const read = await data<{ client: { history: HistoryPage } }>(
      `query ($id: ID!) { client(id: $id) { ${HISTORY} } }`,
      { id: client.id },
    );
    const latest = read.client.history.items[0];
    expect(latest?.actionName).toBe('修改');
    expect(change(latest, 'alias')).toMatchObject({
      label: '简称',
      from: client.alias,
      to: '历史测试简称',
    });
    expect(change(latest, 'accountPeriod')).toMatchObject({
      label: '账期（天）',
      from: client.accountPeriod === null ? null : String(client.accountPeriod),
      to: String(period),
    });
    expect(change(latest, 'invoiceType')).toMatchObject({
      label: '发票类型',
      from: client.invoiceType?.name ?? null,
      to: type.dictName,
    });
    // A client is shared in the group: another organisation reads its history too.
    const shared = await graphql<{ client: { history: HistoryPage } | null }>(
      stack,
      `query ($id: ID!) { client(id: $id) { ${HISTORY} } }`,
      { id: client.id },
      outsider.token,
    );
    expect(shared.errors).toBeUndefined();
    expect(shared.data?.client?.history.items[0]?.changes).toEqual(latest?.changes);
  });
});

interface Line {
  id: string;
  unitPrice: string;
  quantity: string;
  money: string;
  approveStatus: string;
  currency: { code: string };
  feeType: { id: string } | null;
  settlementUnit: { id: string };
}

describe('an order whose 应收状态 and 应付状态 change', () => {
  it('shows the words staff see for them, not their codes', async () => {
    const page = await data<{
      oceanExportOrders: {
        items: {
          orderCode: string;
          version: number;
          arStatus: string | null;
          operationStatus: { code: string };
        }[];
      };
    }>(
      'query { oceanExportOrders(pageSize: 50) { items { orderCode version arStatus operationStatus { code } } } }',
    );
    const order = page.oceanExportOrders.items.find(
      (o) => o.operationStatus.code === 'CZZT_CSH' && o.arStatus !== '1',
    );
    if (!order) throw new Error('演示数据中没有应收未确认的海运出口订单');
    const { setOceanExportArApStatus: saved } = await data<{
      setOceanExportArApStatus: { history: HistoryPage };
    }>(
      `mutation ($c: String!, $v: Int!) {
        setOceanExportArApStatus(orderCode: $c, arStatus: "1", apStatus: "1", expectedVersion: $v) {
        ${HISTORY} } }`,
      { c: order.orderCode, v: order.version },
    );
    const latest = saved.history.items[0];
    expect(change(latest, 'arStatus')).toEqual({
      field: 'arStatus',
      label: '应收状态',
      from: order.arStatus === null || order.arStatus === '' ? null : '未确认',
      to: '已确认',
    });
    expect(change(latest, 'apStatus')?.to).toBe('已确认');
    const shown = latest?.changes.flatMap((c) => [c.from, c.to]) ?? [];
    expect(shown).not.toContain('0');
    expect(shown).not.toContain('1');
  });
});

describe('a fee line whose amount changes', () => {
  it('shows the price and the amount with their currency', async () => {
    const orders = await data<{ profitApprovals: { items: { orderCode: string }[] } }>(
      `query { profitApprovals(filter: { approveStatus: WTJ, orderType: "ZYLX_HYCK" }, pageSize: 50) {
        items { orderCode } } }`,
    );
    const LINE =
      'id unitPrice quantity money approveStatus currency { code } feeType { id } settlementUnit { id }';
    let found: { orderCode: string; version: number; lines: Line[]; line: Line } | undefined;
    for (const { orderCode } of orders.profitApprovals.items) {
      const fees = await data<{ orderFees: { receivableVersion: number; receivables: Line[] } }>(
        `query ($c: String!) { orderFees(orderCode: $c) { receivableVersion receivables { ${LINE} } } }`,
        { c: orderCode },
      );
      const lines = fees.orderFees.receivables;
      const usd = lines.find((l) => l.currency.code === '1' && l.approveStatus === 'WTJ');
      if (usd && lines.every((l) => l.approveStatus === 'WTJ' || l.approveStatus === 'BH')) {
        found = { orderCode, version: fees.orderFees.receivableVersion, lines, line: usd };
        break;
      }
    }
    if (!found) throw new Error('演示数据中没有美元的未提交应收费用');
    const { line } = found;
    const newPrice = (Number(line.unitPrice) + 1000).toFixed(2);
    await data(
      `mutation ($c: String!, $lines: [FeeLineInput!]!, $v: Int!, $r: [ID!]!) {
        saveFeeLines(orderCode: $c, side: RECEIVABLE, lines: $lines, expectedVersion: $v, readIds: $r) {
          orderCode } }`,
      {
        c: found.orderCode,
        v: found.version,
        r: found.lines.map((l) => l.id),
        lines: found.lines.map((l) => ({
          id: l.id,
          feeTypeId: l.feeType?.id,
          unitPrice: l.id === line.id ? newPrice : l.unitPrice,
          quantity: l.quantity,
          currency: l.currency.code,
          settlementUnitId: l.settlementUnit.id,
        })),
      },
    );
    const read = await data<{ orderFees: { receivables: (Line & { history: HistoryPage })[] } }>(
      `query ($c: String!) { orderFees(orderCode: $c) { receivables { id money ${HISTORY} } } }`,
      { c: found.orderCode },
    );
    const after = read.orderFees.receivables.find((l) => l.id === line.id);
    const latest = after?.history.items[0];
    const usd = (value: string) =>
      `USD ${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 })}`;
    expect(change(latest, 'unitPrice')).toEqual({
      field: 'unitPrice',
      label: '单价',
      from: usd(line.unitPrice),
      to: usd(newPrice),
    });
    expect(change(latest, 'money')).toEqual({
      field: 'money',
      label: '金额',
      from: usd(line.money),
      to: usd(after?.money ?? ''),
    });
    // The other organisation of the group does not reach the line's history.
    await expect(
      restCall(stack, outsider.token, 'tbAr/pageHistory', { id: line.id.replace(/^AR-/, '') }),
    ).rejects.toThrow(/40[34]/);
  });
});
