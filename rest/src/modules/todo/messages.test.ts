// Messages through /rest/: the product's own notifications (fee decisions, an order moved in, a
// late milestone), the inbox with read/unread, and the late milestones as the csr's tasks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { businessDate } from '../../../../model/businessDate.ts';
import { addDays } from '../../../../model/todo/milestones.ts';
import type { Db } from '../../db/index.ts';
import { callRest, loginAs, startTestRest } from '../../testing/index.ts';
import type { Envelope, TestRest } from '../../testing/index.ts';

let rest: TestRest;
let app: FastifyInstance;
let db: Db;
let admin: string;
let finance: string;
let operator: string;
let adminId: number;
let liming: number;
let shanghai: number;
let ningbo: number;

const today = businessDate();

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
  app = rest.app;
  db = rest.db;
  admin = await loginAs(app);
  finance = await loginAs(app, '13800000002');
  operator = await loginAs(app, '13800000001');
  const users = await db.selectFrom('tb_sys_user').select(['id', 'mobile']).execute();
  adminId = users.find((u) => u.mobile === '13800000000')!.id;
  liming = users.find((u) => u.mobile === '13800000001')!.id;
  const orgs = await db.selectFrom('tb_organization').select(['id', 'org_name']).execute();
  shanghai = orgs.find((o) => o.org_name.startsWith('上海'))!.id;
  ningbo = orgs.find((o) => o.org_name.startsWith('宁波'))!.id;
});
afterAll(async () => {
  await rest?.close();
});

async function call<T = unknown>(
  path: string,
  fields: Record<string, unknown>,
  token: string,
): Promise<Envelope<T>> {
  return (await callRest<T>(app, path, { token, ...fields }, { encoding: 'json' })).body;
}

async function data<T = unknown>(
  path: string,
  fields: Record<string, unknown>,
  token: string,
): Promise<T> {
  const body = await call<T>(path, fields, token);
  expect(body.status, `${path} ${JSON.stringify(body.data)}`).toBe(200);
  return body.data;
}

interface Message {
  id: number;
  kind: string;
  kindName: string;
  title: string;
  content: string;
  orderCode: string | null;
  orderType: string | null;
  isRead: string;
  createDate: string;
}

interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

const inbox = (token: string, fields: Record<string, unknown> = {}) =>
  data<Page<Message>>('tbMessage/pageAll', { pageSize: 100, ...fields }, token);

const unread = async (token: string) =>
  (await data<{ unread: number }>('tbMessage/countUnread', {}, token)).unread;

async function submittedLines(table: 'tb_ar' | 'tb_ap') {
  const { rows } = await sql<{ id: number; orderCode: string; feeName: string }>`select
      id::int as id, order_code as "orderCode", fee_name as "feeName" from ${sql.table(table)}
    where org_id = ${shanghai} and approve_status = 'DSH' and creator_id = ${adminId}
    order by order_code, id`.execute(db);
  return rows;
}

describe('messages of fee decisions', () => {
  it('finance approving a receivable tells its creator; rejecting tells the remark', async () => {
    const lines = await submittedLines('tb_ar');
    const [first] = lines;
    expect(first).toBeDefined();
    const before = await unread(admin);
    const approved = await call(
      'tbAr/updateApproveStatus',
      { ids: String(first!.id), approveStatus: 'YSH' },
      finance,
    );
    expect(approved.status).toBe(200);
    const second = lines.find((l) => l.orderCode !== first!.orderCode)!;
    await data(
      'tbAr/updateApproveStatus',
      { ids: String(second.id), approveStatus: 'BH', approveRemark: '汇率有误' },
      finance,
    );
    expect(await unread(admin)).toBe(before + 2);
    const page = await inbox(admin, { isRead: 'N' });
    const ok = page.list.find((m) => m.kind === 'FEE_APPROVED' && m.orderCode === first!.orderCode);
    expect(ok).toMatchObject({
      kindName: '费用审核通过',
      title: `订单 ${first!.orderCode} 的应收费用已审核通过`,
      content: `张丽 审核通过了订单 ${first!.orderCode} 的应收费用：「${first!.feeName}」`,
      orderType: 'ZYLX_HYCK',
      isRead: 'N',
    });
    const back = page.list.find(
      (m) => m.kind === 'FEE_REJECTED' && m.orderCode === second.orderCode,
    );
    expect(back?.content).toBe(
      `张丽 驳回了订单 ${second.orderCode} 的应收费用：「${second.feeName}」。审核意见：汇率有误`,
    );
    // Newest first.
    expect(page.list[0]!.createDate >= page.list[page.list.length - 1]!.createDate).toBe(true);
  });

  it('profit approval of an order’s payables tells the creator once for the order', async () => {
    const [line] = await submittedLines('tb_ap');
    const before = (await inbox(admin, { kind: 'FEE_APPROVED' })).total;
    await data('profitApprove/updatePay', { orderCode: line!.orderCode }, finance);
    const after = await inbox(admin, { kind: 'FEE_APPROVED' });
    expect(after.total).toBe(before + 1);
    expect(after.list[0]).toMatchObject({
      title: `订单 ${line!.orderCode} 的应付费用已审核通过`,
      orderCode: line!.orderCode,
    });
  });

  it('a decision on one’s own lines sends nothing; a refused decision sends nothing', async () => {
    const before = (await inbox(admin)).total;
    const [line] = await submittedLines('tb_ar');
    await data('tbAr/updateApproveStatus', { ids: String(line!.id), approveStatus: 'YSH' }, admin);
    // Already approved: refused, nothing written.
    expect(
      (
        await call(
          'tbAr/updateApproveStatus',
          { ids: String(line!.id), approveStatus: 'BH' },
          finance,
        )
      ).status,
    ).toBe(422);
    expect((await inbox(admin)).total).toBe(before);
  });
});

describe('an order moved to another organisation', () => {
  it('tells the users of the organisation it moved into, there', async () => {
    const { rows } = await sql<{ orderCode: string }>`select order_code as "orderCode"
      from tb_sea_transport_export where org_id = ${shanghai} order by order_code limit 1`.execute(
      db,
    );
    const orderCode = rows[0]!.orderCode;
    const ningboUser = await loginAs(app, '13800000004');
    const before = (await inbox(ningboUser, { kind: 'ORDER_MOVED' })).total;
    await data('tbSeaTransportExport/insertChangeOrder', { orderCode, orgId: ningbo }, admin);
    const page = await inbox(ningboUser, { kind: 'ORDER_MOVED' });
    expect(page.total).toBe(before + 1);
    expect(page.list[0]).toMatchObject({
      title: `海运出口订单 ${orderCode} 已转入本组织`,
      content: `海运出口订单 ${orderCode} 由「上海华通国际货运代理有限公司」转入本组织。`,
      orderCode,
    });
    // Seen in Ningbo only: the administrator's Shanghai inbox does not show it.
    expect(
      (await inbox(admin, { kind: 'ORDER_MOVED' })).list.map((m) => m.orderCode),
    ).not.toContain(orderCode);
    const inNingbo = (
      await data<{ token: string }>('tbSysuserOrgMapping/updateDefault', { orgId: ningbo }, admin)
    ).token;
    expect((await inbox(inNingbo, { kind: 'ORDER_MOVED' })).list.map((m) => m.orderCode)).toContain(
      orderCode,
    );
    admin = (
      await data<{ token: string }>(
        'tbSysuserOrgMapping/updateDefault',
        { orgId: shanghai },
        inNingbo,
      )
    ).token;
  });
});

interface Task {
  orderCode: string;
  shippingType: string;
  shippingTypeName: string;
  key: string;
  label: string;
  nodeCode: string;
  plannedDate: string;
  state: string;
  daysLate: number;
}

describe('milestones', () => {
  let orderCode: string;

  it('a milestone past its planned day without an actual is a task of the csr and a message, once', async () => {
    const { rows } = await sql<{ orderCode: string }>`select order_code as "orderCode"
      from tb_sea_transport_export where org_id = ${shanghai} and is_draft = 'N'
      order by order_code desc limit 1`.execute(db);
    orderCode = rows[0]!.orderCode;
    // The order sails in ten days' time... ten days ago, and nothing after its booking is done.
    await sql`update tb_sea_transport_export set csr_id = ${liming},
        estimated_sailing_date = ${addDays(today, -10)}::date, interception_date = null,
        actual_sailing_date = null, customs_clearance_date = null, delivery_date = null,
        done_nodes = 'HYCK_TD', operation_status = 'CZZT_CSH'
      where order_code = ${orderCode}`.execute(db);
    const tasks = await data<Page<Task>>('tbMilestone/listLate', { pageSize: 500 }, operator);
    const mine = tasks.list.filter((t) => t.orderCode === orderCode);
    expect(mine.map((t) => [t.key, t.label, t.plannedDate, t.daysLate])).toEqual([
      ['booking', '订舱', addDays(today, -17), 17],
      ['cargo', '派送', addDays(today, -13), 13],
      ['customs', '报关', addDays(today, -12), 12],
      ['release', '放行', addDays(today, -11), 11],
      ['departure', '开船', addDays(today, -10), 10],
    ]);
    expect(mine[0]).toMatchObject({
      shippingType: 'ZYLX_HYCK',
      shippingTypeName: '海运出口',
      nodeCode: 'HYCK_DC',
      state: 'LATE',
    });
    // Oldest planned day first across all the csr's orders.
    const planned = tasks.list.map((t) => t.plannedDate);
    expect([...planned].sort()).toEqual(planned);
    // Not the administrator's: the csr's.
    const adminTasks = await data<Page<Task>>('tbMilestone/listLate', { pageSize: 500 }, admin);
    expect(adminTasks.list.filter((t) => t.orderCode === orderCode)).toEqual([]);

    // The first notice: an order with a milestone late a week or less is news, one message for
    // the order; the late milestones of the other orders (this one's, all older than a week,
    // among them) are a backlog — one summary message, none per milestone or order.
    expect(tasks.list.length).toBe(tasks.total);
    const news = new Set(tasks.list.filter((t) => t.daysLate <= 7).map((t) => t.orderCode));
    const backlog = tasks.list.filter((t) => !news.has(t.orderCode));
    expect(backlog.filter((t) => t.orderCode === orderCode)).toHaveLength(5);
    const first = await inbox(operator, { kind: 'MILESTONE_LATE' });
    const summaries = first.list.filter((m) => m.orderCode === null);
    expect(summaries.map((m) => m.title)).toEqual([`您有 ${backlog.length} 个逾期节点`]);
    expect(summaries[0]!.content).toContain('请在「待办任务」中查看处理');
    expect(
      first.list
        .filter((m) => m.orderCode !== null)
        .map((m) => m.orderCode)
        .sort(),
    ).toEqual([...news].sort());
    // Noticed again on every read, sent once.
    await unread(operator);
    await inbox(operator);
    expect((await inbox(operator, { kind: 'MILESTONE_LATE' })).total).toBe(1 + news.size);
  });

  it('many milestones of one order becoming late make one message for the order, again for a new one', async () => {
    const before = await unread(operator);
    const sent = (await inbox(operator, { kind: 'MILESTONE_LATE' })).total;
    // Sailing tomorrow: 订舱, 派送, 报关 are late (6, 2 and 1 days), all news.
    await sql`update tb_sea_transport_export set estimated_sailing_date = ${addDays(today, 1)}::date
      where order_code = ${orderCode}`.execute(db);
    const about = async () =>
      (await inbox(operator, { kind: 'MILESTONE_LATE' })).list.filter(
        (m) => m.orderCode === orderCode,
      );
    const once = await about();
    expect(once.map((m) => m.title)).toEqual([`订单 ${orderCode}：订舱、派送、报关 已逾期`]);
    expect(once[0]!.content).toContain(`「报关」计划于 ${addDays(today, -1)}`);
    expect(await unread(operator)).toBe(before + 1);
    expect(await about()).toHaveLength(1);
    // Sailing put back to two days ago: 放行 and 开船 become late too — one more message.
    await sql`update tb_sea_transport_export set estimated_sailing_date = ${addDays(today, -2)}::date
      where order_code = ${orderCode}`.execute(db);
    const twice = await about();
    expect(twice.map((m) => m.title)).toEqual([
      `订单 ${orderCode}：订舱、派送、报关、放行、开船 已逾期`,
      `订单 ${orderCode}：订舱、派送、报关 已逾期`,
    ]);
    expect(await unread(operator)).toBe(before + 2);
    // Nothing new: nothing sent, not even a summary.
    await inbox(operator);
    expect((await inbox(operator, { kind: 'MILESTONE_LATE' })).total).toBe(sent + 2);
    await sql`update tb_sea_transport_export set estimated_sailing_date = ${addDays(today, -10)}::date
      where order_code = ${orderCode}`.execute(db);
  });

  it('listByOrder shows planned and actual; a saved node or a filled date ends the task', async () => {
    await sql`update tb_sea_transport_export set done_nodes = 'HYCK_TD,HYCK_DC',
        actual_sailing_date = ${addDays(today, -9)}::date
      where order_code = ${orderCode}`.execute(db);
    const view = await data<{
      orderCode: string;
      milestones: (Task & { actualDate: string | null })[];
    }>('tbMilestone/listByOrder', { orderCode }, admin);
    expect(view.milestones.map((m) => [m.key, m.state])).toEqual([
      ['booking', 'DONE'],
      ['cargo', 'LATE'],
      ['customs', 'LATE'],
      ['release', 'LATE'],
      ['departure', 'DONE'],
    ]);
    expect(view.milestones[4]).toMatchObject({
      actualDate: addDays(today, -9),
      plannedDate: addDays(today, -10),
    });
    const tasks = await data<Page<Task>>('tbMilestone/listLate', { pageSize: 500 }, operator);
    expect(tasks.list.filter((t) => t.orderCode === orderCode).map((t) => t.key)).toEqual([
      'cargo',
      'customs',
      'release',
    ]);
    // A completed order has nothing late; a future sailing nothing yet.
    await sql`update tb_sea_transport_export set operation_status = 'CZZT_CZWC'
      where order_code = ${orderCode}`.execute(db);
    expect(
      (await data<Page<Task>>('tbMilestone/listLate', { pageSize: 500 }, operator)).list.filter(
        (t) => t.orderCode === orderCode,
      ),
    ).toEqual([]);
    await sql`update tb_sea_transport_export set operation_status = 'CZZT_CSH', done_nodes = 'HYCK_TD',
        actual_sailing_date = null, estimated_sailing_date = ${addDays(today, 30)}::date
      where order_code = ${orderCode}`.execute(db);
    const future = await data<{ milestones: Task[] }>(
      'tbMilestone/listByOrder',
      { orderCode },
      admin,
    );
    expect(future.milestones.map((m) => m.state)).toEqual(Array(5).fill('PENDING'));
  });

  it('refuses an unknown order, another organisation’s, and a bad filter', async () => {
    expect(await call('tbMilestone/listByOrder', { orderCode: 'HYCK000000' }, admin)).toMatchObject(
      { status: 404 },
    );
    expect(await call('tbMilestone/listByOrder', {}, admin)).toEqual({
      status: 400,
      data: [{ message: '请选择订单', field: 'orderCode' }],
    });
    const { rows } = await sql<{ orderCode: string }>`select order_code as "orderCode"
      from tb_sea_transport_export where org_id = ${ningbo} limit 1`.execute(db);
    expect(
      (await call('tbMilestone/listByOrder', { orderCode: rows[0]!.orderCode }, admin)).status,
    ).toBe(404);
    expect(await call('tbMilestone/listLate', { shippingType: 'ZYLX_XX' }, admin)).toEqual({
      status: 400,
      data: [{ message: '业务类型不存在：ZYLX_XX', field: 'shippingType' }],
    });
  });
});

describe('the inbox', () => {
  it('marks chosen messages read, then all; another user’s message is not found', async () => {
    const page = await inbox(operator, { isRead: 'N' });
    expect(page.total).toBeGreaterThanOrEqual(2);
    const [a, b] = page.list;
    const before = await unread(operator);
    expect(await call('tbMessage/updateRead', { ids: `${a!.id}.${b!.id}` }, operator)).toEqual({
      status: 200,
      data: { unread: before - 2 },
    });
    expect((await inbox(operator, { isRead: 'Y' })).list.map((m) => m.id)).toEqual(
      expect.arrayContaining([a!.id, b!.id]),
    );
    // Read again: nothing changes.
    expect(
      (await data<{ unread: number }>('tbMessage/updateRead', { ids: [a!.id] }, operator)).unread,
    ).toBe(before - 2);
    const adminMessage = (await inbox(admin)).list[0]!;
    expect(await call('tbMessage/updateRead', { ids: String(adminMessage.id) }, operator)).toEqual({
      status: 404,
      data: [{ message: `消息不存在：${adminMessage.id}`, field: 'ids' }],
    });
    expect((await inbox(admin)).list[0]!.isRead).toBe('N');
    expect((await call('tbMessage/updateRead', {}, operator)).data).toEqual([
      { message: '请选择消息', field: 'ids' },
    ]);
    expect((await call('tbMessage/pageAll', { isRead: 'X' }, operator)).status).toBe(400);
    expect((await call('tbMessage/pageAll', { kind: 'SPAM' }, operator)).data).toEqual([
      { message: '消息类型不存在：SPAM', field: 'kind' },
    ]);
    expect(await data('tbMessage/updateReadAll', {}, operator)).toEqual({ unread: 0 });
    expect(await unread(operator)).toBe(0);
    expect((await inbox(operator, { isRead: 'N' })).total).toBe(0);
    expect(await unread(admin)).toBeGreaterThan(0);
  });

  it('pages 10 a message by default', async () => {
    const page = await data<Page<Message>>('tbMessage/pageAll', {}, admin);
    expect(page.pageSize).toBe(10);
    expect(page.pageNum).toBe(1);
    expect(page.list.length).toBeLessThanOrEqual(10);
  });
});
