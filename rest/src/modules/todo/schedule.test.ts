// tbSchedule through /rest/ on the demo company: every call, the month list, the status changes,
// the assignment message, and each refusal with its Chinese message and nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { businessDate, businessMonth } from '../../../../model/businessDate.ts';
import { addDays } from '../../../../model/todo/milestones.ts';
import type { Db } from '../../db/index.ts';
import { callRest, loginAs, startTestRest } from '../../testing/index.ts';
import type { Envelope, TestRest } from '../../testing/index.ts';

let rest: TestRest;
let app: FastifyInstance;
let db: Db;
let admin: string;
let adminId: number;
let liming: number;
let ningboOnly: number;
let shanghai: number;
let ningbo: number;

const today = businessDate();

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
  app = rest.app;
  db = rest.db;
  admin = await loginAs(app);
  const users = await db.selectFrom('tb_sys_user').select(['id', 'mobile']).execute();
  const byMobile = (m: string) => users.find((u) => u.mobile === m)!.id;
  adminId = byMobile('13800000000');
  liming = byMobile('13800000001');
  ningboOnly = byMobile('13800000004');
  const orgs = await db.selectFrom('tb_organization').select(['id', 'org_name']).execute();
  shanghai = orgs.find((o) => o.org_name.startsWith('上海'))!.id;
  ningbo = orgs.find((o) => o.org_name.startsWith('宁波'))!.id;
});
afterAll(async () => {
  await rest?.close();
});

async function call<T = unknown>(
  path: string,
  fields: Record<string, unknown> = {},
  token = admin,
): Promise<Envelope<T>> {
  return (await callRest<T>(app, path, { token, ...fields }, { encoding: 'json' })).body;
}

/** A month's entries as tbSchedule/list answers them (at most its limit, with the total). */
async function listed(fields: Record<string, unknown> = {}, token = admin): Promise<Schedule[]> {
  return (await data<{ list: Schedule[] }>('tbSchedule/list', fields, token)).list;
}

async function data<T = unknown>(
  path: string,
  fields: Record<string, unknown> = {},
  token = admin,
): Promise<T> {
  const body = await call<T>(path, fields, token);
  expect(body.status, `${path} ${JSON.stringify(body.data)}`).toBe(200);
  return body.data;
}

interface Schedule {
  id: number;
  subject: string;
  salesmanId: number;
  salesmanName: string;
  endDate: string;
  endDateLabel: string;
  description: string | null;
  status: string;
  statusName: string;
  assignType: string;
  actualExecutorId: number | null;
  actualExecutorName: string | null;
  actualExecutionDate: string | null;
  creator: string | null;
  createByName: string | null;
  createDate: string;
  updator: string | null;
  updateDate: string | null;
}

const count = async () =>
  Number(
    (await sql<{ n: number }>`select count(*)::int as n from tb_schedule`.execute(db)).rows[0]?.n,
  );

const messagesOf = async (userId: number) =>
  (
    await sql<{ kind: string; title: string; schedule_id: number | null }>`select kind, title,
      schedule_id from tb_message where recipient_id = ${userId} order by id`.execute(db)
  ).rows;

describe('tbSchedule', () => {
  let mine: number;
  const month = today.slice(0, 7);

  it('insert answers the new id; findByPK and the month list show it', async () => {
    const before = await count();
    mine = await data<number>('tbSchedule/insert', {
      subject: '  拜访客户：上海明华电子  ',
      endDate: today,
      description: '确认下月出货计划',
    });
    expect(await count()).toBe(before + 1);
    const entry = await data<Schedule>('tbSchedule/findByPK', { id: mine });
    expect(entry).toMatchObject({
      id: mine,
      subject: '拜访客户：上海明华电子',
      salesmanId: adminId,
      salesmanName: '系统管理员',
      endDate: today,
      endDateLabel: '今天到期',
      description: '确认下月出货计划',
      status: 'Y',
      statusName: '待办',
      assignType: '1',
      actualExecutorId: null,
      actualExecutionDate: null,
      creator: '系统管理员',
      createByName: '系统管理员',
      updator: null,
    });
    const list = await listed({ yearMonth: month });
    expect(list.map((s) => s.id)).toContain(mine);
    for (const s of list) expect(s.endDate.slice(0, 7)).toBe(month);
    const dates = list.map((s) => s.endDate);
    expect([...dates].sort()).toEqual(dates);
    // The action log keeps the insert.
    const log = await sql<{ n: number }>`select count(*)::int as n from sys_action_log
      where table_name = 'tb_schedule' and record_key = ${String(mine)}`.execute(db);
    expect(log.rows[0]?.n).toBe(1);
  });

  it('list defaults to the current month in China and filters by yearMonth', async () => {
    const byDefault = await listed();
    const explicit = await listed({ yearMonth: businessMonth() });
    expect(byDefault).toEqual(explicit);
    const later = addDays(today, 40);
    const id = await data<number>('tbSchedule/insert', {
      subject: '年度答谢会筹备',
      endDate: later,
    });
    const thatMonth = await listed({ yearMonth: later.slice(0, 7) });
    expect(thatMonth.map((s) => s.id)).toContain(id);
    expect((await listed()).map((s) => s.id)).not.toContain(id);
    expect(thatMonth.find((s) => s.id === id)?.endDateLabel).toBe('剩余40天');
    const december = await listed({ yearMonth: '2026-12' });
    for (const s of december) expect(s.endDate.slice(0, 7)).toBe('2026-12');
    expect(await call('tbSchedule/list', { yearMonth: '2026-13' })).toEqual({
      status: 400,
      data: [{ message: '年月格式应为 YYYY-MM', field: 'yearMonth' }],
    });
    expect((await call('tbSchedule/list', { yearMonth: '202612' })).status).toBe(400);
  });

  it('a month of more entries than it answers says how many there are', async () => {
    // A month no other test writes to: 1,001 entries, one more than the list answers.
    const { rows } = await sql<{ orgId: number; userId: number }>`select m.org_id as "orgId",
        u.id as "userId" from tb_sys_user u
      join tb_sysuser_org_mapping m on m.user_id = u.id and m.is_default = '1'
      where u.mobile = '13800000000'`.execute(db);
    const me = rows[0]!;
    await sql`insert into tb_schedule (org_id, subject, salesman_id, end_date, creator_id, creator)
      select ${me.orgId}, '批量日程' || g, ${me.userId}, date '2099-03-01' + (g % 28), ${me.userId},
        '系统管理员'
      from generate_series(1, 1001) g`.execute(db);
    const month = await data<{ list: Schedule[]; total: number; limit: number }>(
      'tbSchedule/list',
      { yearMonth: '2099-03' },
    );
    expect(month.limit).toBe(1000);
    expect(month.total).toBe(1001);
    expect(month.list).toHaveLength(1000);
    const dates = month.list.map((s) => s.endDate);
    expect([...dates].sort()).toEqual(dates);
    const narrowed = await data<{ list: Schedule[]; total: number }>('tbSchedule/list', {
      yearMonth: '2099-03',
      subject: '批量日程100',
    });
    // 100, 1000 and 1001: filtered, the whole list fits and the total says so.
    expect(narrowed.total).toBe(3);
    expect(narrowed.list).toHaveLength(3);
  });

  it('update changes the fields; the updator and date are kept', async () => {
    const next = addDays(today, 3);
    expect(
      await call('tbSchedule/update', {
        id: mine,
        subject: '拜访客户：苏州恒瑞机械',
        endDate: next,
        description: '',
      }),
    ).toEqual({ status: 200, data: null });
    const entry = await data<Schedule>('tbSchedule/findByPK', { id: mine });
    expect(entry).toMatchObject({
      subject: '拜访客户：苏州恒瑞机械',
      endDate: next,
      endDateLabel: '剩余3天',
      description: null,
      updator: '系统管理员',
    });
    expect(entry.updateDate).not.toBeNull();
  });

  it('assigning to a colleague sets assignType 2 and sends them a message', async () => {
    const id = await data<number>('tbSchedule/insert', {
      subject: '确认马士基舱位',
      endDate: addDays(today, 2),
      salesmanId: liming,
      assignType: '1',
    });
    const entry = await data<Schedule>('tbSchedule/findByPK', { id });
    expect(entry).toMatchObject({ salesmanId: liming, salesmanName: '李明', assignType: '2' });
    const got = (await messagesOf(liming)).filter((m) => m.schedule_id === id);
    expect(got).toEqual([
      {
        kind: 'SCHEDULE_ASSIGNED',
        title: '系统管理员 给您指派了日程「确认马士基舱位」',
        schedule_id: id,
      },
    ]);
    // Reassigning my own entry to a colleague tells them too.
    await data('tbSchedule/update', {
      id: mine,
      subject: '拜访客户：苏州恒瑞机械',
      endDate: addDays(today, 3),
      salesmanId: liming,
    });
    expect((await messagesOf(liming)).filter((m) => m.schedule_id === mine)).toHaveLength(1);
    expect((await data<Schedule>('tbSchedule/findByPK', { id: mine })).assignType).toBe('2');
    await data('tbSchedule/update', {
      id: mine,
      subject: '拜访客户：苏州恒瑞机械',
      endDate: addDays(today, 3),
      salesmanId: adminId,
    });
    expect((await data<Schedule>('tbSchedule/findByPK', { id: mine })).assignType).toBe('1');
  });

  it('updateStatus: done by me today by default, by another executor and day; back to open', async () => {
    expect(await call('tbSchedule/updateStatus', { id: mine, status: 'C' })).toEqual({
      status: 200,
      data: null,
    });
    expect(await data<Schedule>('tbSchedule/findByPK', { id: mine })).toMatchObject({
      status: 'C',
      statusName: '已完成',
      endDateLabel: '已完成',
      actualExecutorId: adminId,
      actualExecutorName: '系统管理员',
      actualExecutionDate: today,
    });
    const yesterday = addDays(today, -1);
    await data('tbSchedule/updateStatus', {
      id: mine,
      status: 'C',
      actualExecutorId: liming,
      actualExecutionDate: yesterday,
    });
    expect(await data<Schedule>('tbSchedule/findByPK', { id: mine })).toMatchObject({
      actualExecutorId: liming,
      actualExecutorName: '李明',
      actualExecutionDate: yesterday,
    });
    await data('tbSchedule/updateStatus', { id: mine, status: 'Y' });
    expect(await data<Schedule>('tbSchedule/findByPK', { id: mine })).toMatchObject({
      status: 'Y',
      statusName: '待办',
      actualExecutorId: null,
      actualExecutionDate: null,
    });
    await data('tbSchedule/updateStatus', { id: mine, status: 'N' });
    expect(await data<Schedule>('tbSchedule/findByPK', { id: mine })).toMatchObject({
      status: 'N',
      statusName: '已取消',
      endDateLabel: '已取消',
    });
    const list = await listed({
      yearMonth: addDays(today, 3).slice(0, 7),
      status: 'N',
    });
    expect(list.map((s) => s.id)).toContain(mine);
    for (const s of list) expect(s.status).toBe('N');
  });

  it('listAllName answers the organisation’s users to pick an executor from', async () => {
    const users = await data<{ id: number; userName: string }[]>('tbSchedule/listAllName');
    const ids = users.map((u) => u.id);
    expect(ids).toContain(adminId);
    expect(ids).toContain(liming);
    expect(ids).not.toContain(ningboOnly);
    expect(users.find((u) => u.id === liming)?.userName).toBe('李明');
  });

  it('refuses bad input with Chinese messages and writes nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ endDate: today }, 400, '请输入主题', 'subject'],
      [{ subject: '   ', endDate: today }, 400, '请输入主题', 'subject'],
      [{ subject: 'x'.repeat(101), endDate: today }, 400, '主题最多100个字符', 'subject'],
      [{ subject: '催收运费' }, 400, '请选择截止日期', 'endDate'],
      [
        { subject: '催收运费', endDate: '2026/12/01' },
        400,
        '截止日期格式应为 YYYY-MM-DD',
        'endDate',
      ],
      [
        { subject: '催收运费', endDate: '2026-02-30' },
        400,
        '截止日期格式应为 YYYY-MM-DD',
        'endDate',
      ],
      [
        { subject: '催收运费', endDate: addDays(today, -1) },
        400,
        '截止日期不能早于今天',
        'endDate',
      ],
      [
        { subject: '催收运费', endDate: today, salesmanId: 999999 },
        422,
        '执行人不存在或不属于本组织',
        'salesmanId',
      ],
      [
        { subject: '催收运费', endDate: today, salesmanId: ningboOnly },
        422,
        '执行人不存在或不属于本组织',
        'salesmanId',
      ],
      [
        { subject: '催收运费', endDate: today, salesmanId: 'abc' },
        400,
        '执行人格式不正确',
        'salesmanId',
      ],
      [
        { subject: '催收运费', endDate: today, assignType: '3' },
        400,
        '指派类型应为 1（本人）或 2（指派他人）',
        'assignType',
      ],
    ];
    for (const [fields, status, message, field] of cases) {
      expect(await call('tbSchedule/insert', fields), JSON.stringify(fields)).toEqual({
        status,
        data: [{ message, field }],
      });
    }
    expect(await count()).toBe(before);

    const id = await data<number>('tbSchedule/insert', { subject: '校对提单', endDate: today });
    expect(await call('tbSchedule/update', { id, subject: '', endDate: today })).toEqual({
      status: 400,
      data: [{ message: '请输入主题', field: 'subject' }],
    });
    expect(
      (await call('tbSchedule/update', { id, subject: '校对提单', endDate: addDays(today, -2) }))
        .data,
    ).toEqual([{ message: '截止日期不能早于今天', field: 'endDate' }]);
    expect(await call('tbSchedule/updateStatus', { id })).toEqual({
      status: 400,
      data: [{ message: '请选择状态', field: 'status' }],
    });
    expect((await call('tbSchedule/updateStatus', { id, status: 'X' })).status).toBe(400);
    expect(
      await call('tbSchedule/updateStatus', { id, status: 'C', actualExecutorId: ningboOnly }),
    ).toEqual({
      status: 422,
      data: [{ message: '执行人不存在或不属于本组织', field: 'actualExecutorId' }],
    });
    expect(
      await call('tbSchedule/updateStatus', {
        id,
        status: 'C',
        actualExecutionDate: addDays(today, 1),
      }),
    ).toEqual({
      status: 400,
      data: [{ message: '实际执行日期不能晚于今天', field: 'actualExecutionDate' }],
    });
    expect((await data<Schedule>('tbSchedule/findByPK', { id })).status).toBe('Y');
    for (const path of ['findByPK', 'update', 'updateStatus', 'delete']) {
      expect(
        await call(`tbSchedule/${path}`, {
          id: 99999999,
          subject: 'x',
          endDate: today,
          status: 'C',
        }),
      ).toEqual({
        status: 404,
        data: [{ message: '日程不存在', field: 'id' }],
      });
      expect((await call(`tbSchedule/${path}`, {})).status).toBe(400);
    }
  });

  it('another organisation’s entry answers 404 to every call; its list does not show it', async () => {
    const id = await data<number>('tbSchedule/insert', {
      subject: '上海办事处例会',
      endDate: today,
    });
    const switched = await data<{ token: string }>('tbSysuserOrgMapping/updateDefault', {
      orgId: ningbo,
    });
    const other = switched.token;
    for (const path of ['findByPK', 'update', 'updateStatus', 'delete']) {
      expect(
        await call(`tbSchedule/${path}`, { id, subject: '改', endDate: today, status: 'C' }, other),
        path,
      ).toEqual({ status: 404, data: [{ message: '日程不存在', field: 'id' }] });
    }
    const list = await listed({ yearMonth: month }, other);
    expect(list.map((s) => s.id)).not.toContain(id);
    // Back in Shanghai the entry is untouched.
    admin = (
      await data<{ token: string }>('tbSysuserOrgMapping/updateDefault', { orgId: shanghai }, other)
    ).token;
    expect(await data<Schedule>('tbSchedule/findByPK', { id })).toMatchObject({
      subject: '上海办事处例会',
      status: 'Y',
    });
  });

  it('only the creator, the executor or an administrator may change an entry', async () => {
    const id = await data<number>('tbSchedule/insert', { subject: '审核运价', endDate: today });
    const sales = await loginAs(app, '13800000003');
    expect(await call('tbSchedule/findByPK', { id }, sales)).toMatchObject({ status: 200 });
    for (const path of ['update', 'updateStatus', 'delete']) {
      expect(
        await call(`tbSchedule/${path}`, { id, subject: '改', endDate: today, status: 'C' }, sales),
        path,
      ).toEqual({
        status: 403,
        data: [{ message: '只能修改本人创建或指派给本人的日程', field: 'id', code: 'FORBIDDEN' }],
      });
    }
    // Assigned to a colleague, the colleague may complete it.
    const assigned = await data<number>('tbSchedule/insert', {
      subject: '跟进报关',
      endDate: today,
      salesmanId: liming,
    });
    const operator = await loginAs(app, '13800000001');
    await data('tbSchedule/updateStatus', { id: assigned, status: 'C' }, operator);
    expect(await data<Schedule>('tbSchedule/findByPK', { id: assigned })).toMatchObject({
      status: 'C',
      actualExecutorId: liming,
    });
  });

  it('delete removes the entry from findByPK and the month list', async () => {
    expect(await call('tbSchedule/delete', { id: mine })).toEqual({ status: 200, data: null });
    expect((await call('tbSchedule/findByPK', { id: mine })).status).toBe(404);
    const list = await listed({
      yearMonth: addDays(today, 3).slice(0, 7),
    });
    expect(list.map((s) => s.id)).not.toContain(mine);
    // Its assignment message stays, without the entry.
    const left = await sql<{ n: number }>`select count(*)::int as n from tb_message
      where kind = 'SCHEDULE_ASSIGNED' and schedule_id = ${mine}`.execute(db);
    expect(left.rows[0]?.n).toBe(0);
    expect((await messagesOf(liming)).some((m) => m.title.includes('拜访客户：苏州恒瑞机械'))).toBe(
      true,
    );
  });

  it('the demo company has schedule entries and assignment messages', async () => {
    const demo = await sql<{ n: number }>`select count(*)::int as n from tb_schedule
      where creator = '系统管理员' and org_id = ${shanghai}`.execute(db);
    expect(demo.rows[0]?.n).toBeGreaterThanOrEqual(8);
    expect((await messagesOf(liming)).some((m) => m.title.includes('确认马士基下月舱位分配'))).toBe(
      true,
    );
  });
});
