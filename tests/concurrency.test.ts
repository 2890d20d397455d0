// Lost updates: two users open the same record; the first saves; the second saves what they
// opened. Through a real gateway over a real rest (PGlite, or PostgreSQL with DATABASE_URL): the
// second save is refused with CONFLICT naming who changed the record and when, nothing of it is
// written, and the first user's change stays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, expectConflict as expectVersionConflict } from './support/asUser.ts';
import { DEMO_ADMIN, restCall, signIn, startStack } from './support/stack.ts';
import type { GraphQLResponse, Stack } from './support/stack.ts';

let stack: Stack;
/** 系统管理员 and 李明, both of the Shanghai organisation. */
let first: string;
let second: string;
const FIRST_NAME = '系统管理员';
const { gql, data } = asUser(() => stack);
const expectConflict = (answer: GraphQLResponse<unknown>, what: string) =>
  expectVersionConflict(answer, what, FIRST_NAME);

beforeAll(async () => {
  stack = await startStack();
  [first, second] = await Promise.all([
    signIn(stack),
    signIn(stack, { mobile: '13800000001', password: DEMO_ADMIN.password }),
  ]);
}, 180_000);

afterAll(() => stack?.close());

interface Line {
  id: string;
  feeTypeId: string;
  feeName: string;
  unitPrice: string;
  quantity: string;
  money: string;
  approveStatus: string;
  currency: { code: string };
  exchangeRate: string;
  settlementUnit: { id: string };
}

interface Fees {
  orderCode: string;
  receivableVersion: number;
  receivables: Line[];
}

const LINE = `id feeTypeId feeName unitPrice quantity money approveStatus currency { code }
  exchangeRate settlementUnit { id }`;
const FEES = `orderCode receivableVersion receivables { ${LINE} }`;
const SAVE = `mutation ($c: String!, $lines: [FeeLineInput!]!, $v: Int!, $r: [ID!]!) {
  saveFeeLines(orderCode: $c, side: RECEIVABLE, lines: $lines, expectedVersion: $v,
    readIds: $r) { ${FEES} } }`;

const input = (l: Line) => ({
  id: l.id,
  feeTypeId: l.feeTypeId,
  unitPrice: l.unitPrice,
  quantity: l.quantity,
  currency: l.currency.code,
  exchangeRate: l.exchangeRate,
  settlementUnitId: l.settlementUnit.id,
});

const readFees = async (token: string, orderCode: string) =>
  (
    await data<{ orderFees: Fees }>(
      token,
      `query ($c: String!) { orderFees(orderCode: $c) { ${FEES} } }`,
      {
        c: orderCode,
      },
    )
  ).orderFees;

/** A Shanghai ocean export order whose receivables are all still open. */
async function openOrder(skip: readonly string[] = []): Promise<Fees> {
  const page = await data<{ profitApprovals: { items: { orderCode: string }[] } }>(
    first,
    `query { profitApprovals(filter: { approveStatus: WTJ, orderType: "ZYLX_HYCK" }, pageSize: 50) {
      items { orderCode } } }`,
  );
  for (const { orderCode } of page.profitApprovals.items) {
    if (skip.includes(orderCode)) continue;
    const fees = await readFees(first, orderCode);
    if (fees.receivables.length > 0 && fees.receivables.every((l) => l.approveStatus === 'WTJ')) {
      return fees;
    }
  }
  throw new Error('演示数据中没有应收费用未提交的订单');
}

describe('the receivables of an order, opened by two users', () => {
  it('refuse the second save from the grid as it was opened, and keep the first user’s line', async () => {
    const opened = await openOrder();
    const seenBySecond = await readFees(second, opened.orderCode);
    expect(seenBySecond).toEqual(opened);
    const fee = opened.receivables[0];
    if (!fee) throw new Error('缺少费用');

    // The first user adds a line of ¥777.
    const added = await data<{ saveFeeLines: Fees }>(first, SAVE, {
      c: opened.orderCode,
      v: opened.receivableVersion,
      r: opened.receivables.map((l) => l.id),
      lines: [
        ...opened.receivables.map(input),
        {
          feeTypeId: fee.feeTypeId,
          unitPrice: '777',
          quantity: '1',
          currency: '3',
          settlementUnitId: fee.settlementUnit.id,
        },
      ],
    });
    expect(added.saveFeeLines.receivableVersion).toBeGreaterThan(opened.receivableVersion);
    const line777 = added.saveFeeLines.receivables.find(
      (l) => !opened.receivables.some((o) => o.id === l.id),
    );
    expect(line777?.money).toBe('777.00');

    // The second user changes one price of the grid as they opened it.
    const refused = await gql(second, SAVE, {
      c: opened.orderCode,
      v: seenBySecond.receivableVersion,
      r: seenBySecond.receivables.map((l) => l.id),
      lines: seenBySecond.receivables.map((l, i) =>
        i === 0 ? { ...input(l), unitPrice: '1.23' } : input(l),
      ),
    });
    expectConflict(refused, '该订单的应收费用');

    // Nothing of the second save is written; the first user's line is there.
    const now = await readFees(second, opened.orderCode);
    expect(now).toEqual(added.saveFeeLines);
    expect(now.receivables.map((l) => l.money)).toContain('777.00');
    expect(now.receivables[0]?.unitPrice).toBe(fee.unitPrice);

    // After reloading, the same change saves, and the ¥777 line stays.
    const again = await data<{ saveFeeLines: Fees }>(second, SAVE, {
      c: opened.orderCode,
      v: now.receivableVersion,
      r: now.receivables.map((l) => l.id),
      lines: now.receivables.map((l) =>
        l.id === fee.id ? { ...input(l), unitPrice: '1.23' } : input(l),
      ),
    });
    expect(again.saveFeeLines.receivables.find((l) => l.id === fee.id)?.unitPrice).toBe('1.23');
    expect(again.saveFeeLines.receivables.map((l) => l.money)).toContain('777.00');
  });

  it('let exactly one of two saves based on the same version through', async () => {
    const opened = await openOrder();
    const base = {
      c: opened.orderCode,
      v: opened.receivableVersion,
      r: opened.receivables.map((l) => l.id),
    };
    const withPrice = (price: string) =>
      opened.receivables.map((l, i) => (i === 0 ? { ...input(l), unitPrice: price } : input(l)));
    const answers = await Promise.all([
      gql<{ saveFeeLines: Fees }>(first, SAVE, { ...base, lines: withPrice('11') }),
      gql<{ saveFeeLines: Fees }>(second, SAVE, { ...base, lines: withPrice('22') }),
    ]);
    const saved = answers.filter((a) => a.errors === undefined);
    const refused = answers.filter((a) => a.errors !== undefined);
    expect(saved).toHaveLength(1);
    expect(refused[0]?.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
    const stored = await readFees(first, opened.orderCode);
    expect(stored).toEqual(saved[0]?.data?.saveFeeLines);
  });

  it('delete only the lines the batch read, never one added since', async () => {
    const opened = await openOrder();
    const fee = opened.receivables[0];
    if (!fee) throw new Error('缺少费用');
    const added = await data<{ saveFeeLines: Fees }>(first, SAVE, {
      c: opened.orderCode,
      v: opened.receivableVersion,
      r: opened.receivables.map((l) => l.id),
      lines: [
        ...opened.receivables.map(input),
        { ...input(fee), id: null, unitPrice: '777', quantity: '1' },
      ],
    });
    // A batch that names no version is refused, nothing deleted.
    const restId = (l: Line) => Number(l.id.replace(/^AR-/, ''));
    const batch = {
      orderCode: opened.orderCode,
      readIds: opened.receivables.map(restId),
      list: opened.receivables.slice(1).map((l) => ({ ...input(l), id: restId(l) })),
    };
    await expect(restCall(stack, second, 'tbAr/updateBatch', batch)).rejects.toThrow(
      '缺少版本号：请刷新页面后重新操作',
    );
    // Naming the side's version as it stands now, but only the ids it read: the line added since
    // is not among them, so leaving it out does not delete it.
    const rest = await restCall<{ YSList: { id: number }[] }>(stack, second, 'tbAr/updateBatch', {
      ...batch,
      expectedVersion: added.saveFeeLines.receivableVersion,
    });
    const ids = rest.YSList.map((l) => `AR-${l.id}`);
    expect(ids).not.toContain(fee.id);
    const kept = added.saveFeeLines.receivables.filter(
      (l) => !opened.receivables.some((o) => o.id === l.id),
    );
    expect(kept).toHaveLength(1);
    expect(ids).toContain(kept[0]?.id);
  });
});

interface NodeOrder {
  orderCode: string;
  version: number;
  editable: boolean;
  releaseRemark: string | null;
  customsInspectionRemark: string | null;
  nodes: { code: string; mine: boolean }[];
}

const ORDER = `orderCode version editable releaseRemark customsInspectionRemark nodes { code mine }`;
const SAVE_RELEASE = `mutation ($c: String!, $input: OceanExportReleaseInput!, $v: Int!) {
  saveOceanExportRelease(orderCode: $c, input: $input, expectedVersion: $v) { ${ORDER} } }`;

const readOrder = async (token: string, orderCode: string) =>
  (
    await data<{ oceanExportOrder: NodeOrder }>(
      token,
      `query ($c: String!) { oceanExportOrder(orderCode: $c) { ${ORDER} } }`,
      { c: orderCode },
    )
  ).oceanExportOrder;

/** An open ocean export order whose release node both users operate. */
async function releasableOrder(): Promise<NodeOrder> {
  const page = await data<{ oceanExportOrders: { items: { orderCode: string }[] } }>(
    second,
    `query { oceanExportOrders(pageSize: 50) { items { orderCode } } }`,
  );
  for (const { orderCode } of page.oceanExportOrders.items) {
    const order = await readOrder(second, orderCode);
    if (order.editable && order.nodes.some((n) => n.code === 'HYCK_FX' && n.mine)) return order;
  }
  throw new Error('演示数据中没有李明可操作放行节点的订单');
}

describe('a workflow node form of an order, opened by two users', () => {
  it('refuses the second save and keeps the first user’s values', async () => {
    const opened = await releasableOrder();
    const seenBySecond = await readOrder(second, opened.orderCode);
    const firstSave = await data<{ saveOceanExportRelease: NodeOrder }>(first, SAVE_RELEASE, {
      c: opened.orderCode,
      v: opened.version,
      input: { releaseRemark: '海关已放行（第一位用户）' },
    });
    expect(firstSave.saveOceanExportRelease.version).toBeGreaterThan(opened.version);

    const refused = await gql(second, SAVE_RELEASE, {
      c: opened.orderCode,
      v: seenBySecond.version,
      input: { releaseRemark: '第二位用户的备注', customsInspectionRemark: '查验无异常' },
    });
    expectConflict(refused, '该订单');

    const now = await readOrder(second, opened.orderCode);
    expect(now.releaseRemark).toBe('海关已放行（第一位用户）');
    expect(now.customsInspectionRemark).toBe(opened.customsInspectionRemark);
    expect(now.version).toBe(firstSave.saveOceanExportRelease.version);

    // Based on the order as it now is, the second user's save goes through.
    const again = await data<{ saveOceanExportRelease: NodeOrder }>(second, SAVE_RELEASE, {
      c: opened.orderCode,
      v: now.version,
      input: { releaseRemark: '第二位用户的备注' },
    });
    expect(again.saveOceanExportRelease.releaseRemark).toBe('第二位用户的备注');
  });
});

interface Client {
  id: string;
  version: number;
  customerName: string;
  alias: string | null;
  registeredAddress: string | null;
}

const CLIENT = `id version customerName alias registeredAddress`;
const UPDATE_CLIENT = `mutation ($id: ID!, $input: UpdateClientInput!, $v: Int!) {
  updateClient(id: $id, input: $input, expectedVersion: $v) { ${CLIENT} } }`;

const readClient = async (token: string, id: string) =>
  (
    await data<{ client: Client }>(token, `query ($id: ID!) { client(id: $id) { ${CLIENT} } }`, {
      id,
    })
  ).client;

describe('a client, opened by two users (the master-data engine, every entity alike)', () => {
  it('refuses the second update and keeps the first user’s change', async () => {
    const page = await data<{ clients: { items: { id: string }[] } }>(
      first,
      `query { clients(pageSize: 1) { items { id } } }`,
    );
    const id = page.clients.items[0]?.id;
    if (!id) throw new Error('演示数据中没有客户');
    const opened = await readClient(first, id);
    const seenBySecond = await readClient(second, id);
    expect(seenBySecond).toEqual(opened);

    const saved = await data<{ updateClient: Client }>(first, UPDATE_CLIENT, {
      id,
      v: opened.version,
      input: { alias: '第一位用户的简称' },
    });
    expect(saved.updateClient.version).toBeGreaterThan(opened.version);

    const refused = await gql(second, UPDATE_CLIENT, {
      id,
      v: seenBySecond.version,
      input: { alias: '第二位用户的简称', registeredAddress: '第二位用户填写的地址' },
    });
    expectConflict(refused, '该客户');

    const now = await readClient(second, id);
    expect(now).toEqual(saved.updateClient);
    expect(now.alias).toBe('第一位用户的简称');
    expect(now.registeredAddress).toBe(opened.registeredAddress);
  });
});

const SET_STATUS = `mutation ($c: String!, $s: OrderOperationStatus!, $v: Int!) {
  setOceanExportOperationStatus(orderCode: $c, status: $s, expectedVersion: $v) {
    orderCode version operationStatus { code } } }`;

describe("an order's status, changed from two pages opened at once", () => {
  it('refuses the second change and leaves the first one', async () => {
    const opened = await releasableOrder();
    const seenBySecond = await readOrder(second, opened.orderCode);
    const saved = await data<{
      setOceanExportOperationStatus: { version: number; operationStatus: { code: string } };
    }>(first, SET_STATUS, { c: opened.orderCode, s: 'CANCELLED', v: opened.version });
    expect(saved.setOceanExportOperationStatus.operationStatus.code).toBe('CZZT_QX');
    expect(saved.setOceanExportOperationStatus.version).toBeGreaterThan(opened.version);

    // The second user, from the page as it was, completes the order: refused, nothing written.
    const refused = await gql(second, SET_STATUS, {
      c: opened.orderCode,
      s: 'COMPLETED',
      v: seenBySecond.version,
    });
    expectConflict(refused, '该订单');
    const now = await data<{
      oceanExportOrder: { version: number; operationStatus: { code: string } };
    }>(
      second,
      `query ($c: String!) { oceanExportOrder(orderCode: $c) { version operationStatus { code } } }`,
      { c: opened.orderCode },
    );
    expect(now.oceanExportOrder).toEqual({
      version: saved.setOceanExportOperationStatus.version,
      operationStatus: { code: 'CZZT_QX' },
    });
    // Back to where it was, so the order stays usable for the other tests.
    await data(first, SET_STATUS, {
      c: opened.orderCode,
      s: 'INITIALISED',
      v: now.oceanExportOrder.version,
    });
  });
});

interface Entry {
  id: string;
  version: number;
  subject: string;
  description: string | null;
}

const ENTRY = `id version subject description`;
const UPDATE_ENTRY = `mutation ($id: ID!, $input: ScheduleInput!, $v: Int!) {
  updateScheduleEntry(id: $id, input: $input, expectedVersion: $v) { ${ENTRY} } }`;

describe('a schedule entry, opened by two users', () => {
  it('refuses the second save, status change and delete, and keeps the first user’s change', async () => {
    const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const created = await data<{ createScheduleEntry: Entry }>(
      first,
      `mutation ($input: ScheduleInput!) { createScheduleEntry(input: $input) { ${ENTRY} } }`,
      { input: { subject: '两人同时打开的日程', endDate: day } },
    );
    const opened = created.createScheduleEntry;
    const saved = await data<{ updateScheduleEntry: Entry }>(first, UPDATE_ENTRY, {
      id: opened.id,
      v: opened.version,
      input: { subject: '第一位用户的主题', endDate: day },
    });
    expect(saved.updateScheduleEntry.version).toBeGreaterThan(opened.version);

    const refused = await gql(second, UPDATE_ENTRY, {
      id: opened.id,
      v: opened.version,
      input: { subject: '第二位用户的主题', endDate: day, description: '第二位用户的描述' },
    });
    expectConflict(refused, '该日程');
    expectConflict(
      await gql(
        second,
        `mutation ($id: ID!, $v: Int!) {
          setScheduleStatus(id: $id, status: DONE, expectedVersion: $v) { id } }`,
        { id: opened.id, v: opened.version },
      ),
      '该日程',
    );
    expectConflict(
      await gql(
        second,
        `mutation ($id: ID!, $v: Int!) { deleteScheduleEntry(id: $id, expectedVersion: $v) }`,
        { id: opened.id, v: opened.version },
      ),
      '该日程',
    );
    const now = await data<{ scheduleEntry: Entry & { status: string } }>(
      second,
      `query ($id: ID!) { scheduleEntry(id: $id) { ${ENTRY} status } }`,
      { id: opened.id },
    );
    expect(now.scheduleEntry).toEqual({ ...saved.updateScheduleEntry, status: 'OPEN' });
  });
});
