// Isolation, generated from the endpoint table (rest-endpoints.tsv and the gateway's endpoints.ts)
// and the scope declarations (scopes.ts): for every path that reads or changes a record named by
// id or code, a record is made in organisation A, then a user of organisation B of the same group
// and a user with no organisation, both holding every menu page, make the call. Whatever the rule
// of docs/isolation.md does not allow answers 404 or 403 and leaves the record as it was; the
// reads it allows answer 200. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../gateway/src/rest/endpoints.ts';
import { businessDate } from '../../../model/businessDate.ts';
import { historyKeysField, historyKinds, historyPath } from '../../../model/history/index.ts';
import { entities, has } from '../../../model/masterData/index.ts';
import { oceanExport, orderTypes } from '../../../model/orders/index.ts';
import type { OrderTypeDecl } from '../../../model/orders/index.ts';
import { callRest, DEMO_ADMIN, loginAs, multipart, startTestRest } from '../testing/index.ts';
import type { TestRest } from '../testing/index.ts';
import { recordCalls } from '../testing/records.ts';
import { sampleRecord } from '../testing/masterData.ts';
import { sampleNode, sampleSubRow } from '../testing/orders.ts';
import { userWithMenus } from '../testing/permissions.ts';
import type { MatrixUser } from '../testing/permissions.ts';
import { sendMessages } from '../modules/todo/messages.ts';
import { checkIsolation } from './isolation.ts';
import type { Named, PathScope, RecordKind } from './isolation.ts';
import type { SessionInfo } from './session.ts';
import { route, WRITE_ACTION } from './route.ts';
import { CLIENT, declaredScopes, scopeOf } from './scopes.ts';
import { VERSION_MISSING } from './versions.ts';
import type { VersionedBy } from './versions.ts';

const tsv = fileURLToPath(new URL('../../../../shared/rest-endpoints.tsv', import.meta.url));
const PUBLIC = new Set(['tbSysUser/login', 'tbSysUser/checkLogin', 'randomImage/{checkKey}']);

/** Every signed-in path of the endpoint table: the tsv (when present) and the gateway's table. */
const tablePaths = [
  ...new Set([
    ...(existsSync(tsv)
      ? readFileSync(tsv, 'utf8')
          .split('\n')
          .slice(1)
          .map((line) => line.split('\t')[0]?.replace(/^\/rest\//, '') ?? '')
      : []),
    ...Object.keys(endpoints),
  ]),
]
  .filter((p) => p !== '' && !PUBLIC.has(p))
  .sort();

/** A change, as the gateway's table says (or by its action's name, as rest decides). */
function isWrite(path: string): boolean {
  const spec = (endpoints as Record<string, { readOnly: boolean } | undefined>)[path];
  return spec ? !spec.readOnly : WRITE_ACTION.test(path.split('/')[1] ?? '');
}

interface Case {
  path: string;
  write: boolean;
  declared: PathScope;
  named: Named;
}

/** The generated cases: each path naming a record, with the first record it names. */
const cases: Case[] = tablePaths.flatMap((path) => {
  const declared = scopeOf(path);
  const named = declared?.names?.[0];
  return declared && named ? [{ path, write: isWrite(path), declared, named }] : [];
});

type Who = 'B' | 'N';

/**
 * What the rule allows, restated from docs/isolation.md: an organisation's record is reached by
 * that organisation only, except that a record shared in the group is read by the whole group;
 * the group's records by the group; a user's records by that user. A session without an
 * organisation reaches no organisation data at all.
 */
function allowed(c: Case, who: Who): boolean {
  const { kind } = c.named;
  if (who === 'N' && (c.declared.scope === 'organisation' || c.declared.scope === 'group')) {
    return false;
  }
  switch (kind.holder) {
    case 'organisation':
      return who === 'B' && kind.shared === true && !c.write;
    case 'group':
      return true;
    case 'user':
      return false;
  }
}

// ---- Records of organisation A, one per kind ---------------------------------------------------

interface Made {
  /** The value a body names it by. */
  key: number | string;
  /** Where it is kept, to see it unchanged. */
  table: string;
  column: 'id' | 'order_code';
}

let rest: TestRest;
let app: FastifyInstance;
let admin: string;
let adminId = 0;
let orgA = 0;
let orgB = 0;
let groupId = 0;
let userB: MatrixUser;
let userN: MatrixUser;
let serial = 0;
const today = businessDate();

const { call, ok, firstId, refId } = recordCalls(() => ({ app, db: rest.db, token: admin }));

const orderCtx = () => ({ db: rest.db, orgId: orgA, userId: adminId });

const orderCodes = new Map<OrderTypeDecl, Promise<string>>();
function orderOf(decl: OrderTypeDecl): Promise<string> {
  let code = orderCodes.get(decl);
  if (!code) {
    const first = decl.nodes[0];
    if (!first) throw new Error(`${decl.name} 没有节点`);
    code = sampleNode(decl, first, orderCtx()).then((body) =>
      ok<string>(`${decl.controller}/${decl.createAction}`, body),
    );
    orderCodes.set(decl, code);
  }
  return code;
}

async function feeLine(side: 'tbAr' | 'tbAp', approved = false): Promise<number> {
  const orderCode = await orderOf(oceanExport);
  const feeTypeId = await firstId(sql`select id from tb_fee_type where org_id = ${orgA}
    order by id limit 1`);
  const settlementUnit =
    side === 'tbAr'
      ? await firstId(sql`select client_id as id from tb_sea_transport_export
          where order_code = ${orderCode}`)
      : await firstId(sql`select id from tb_supplier where org_id = ${orgA} order by id limit 1`);
  const line = await ok<{ id: number }>(`${side}/insert`, {
    orderCode,
    feeTypeId,
    unitPrice: '100.00',
    quantity: '1',
    currency: '3',
    settlementUnit,
  });
  if (approved) {
    await ok(`${side}/updateApproveStatus`, { ids: [line.id], approveStatus: 'DSH' });
    await ok(`${side}/updateApproveStatus`, { ids: [line.id], approveStatus: 'YSH' });
  }
  return line.id;
}

async function invoiceSet(): Promise<number> {
  serial += 1;
  const start = 900_000 + serial * 100;
  await ok('tbInvoiceSet/insert', {
    invoiceType: 'FPLX_PP',
    invoiceStartNo: String(start),
    invoiceEndNo: String(start + 50),
  });
  return firstId(sql`select id::int as id from tb_invoice_set where org_id = ${orgA}
    and invoice_start_no = ${start}`);
}

const byId =
  (table: string) =>
  (key: number | string): Made => ({ key, table, column: 'id' });

/** How a record of each kind is made in organisation A, by the kind's table and key. */
function makers(): Map<string, () => Promise<Made>> {
  const m = new Map<string, () => Promise<Made>>();
  for (const e of entities) {
    if (e.scope === 'global' || !has(e, 'insert')) continue;
    m.set(`${e.table}|t.id`, async () => {
      serial += 1;
      const body = await sampleRecord(e, { refId, userId: adminId, seq: serial });
      const saved = await ok<{ id: number }>(`${e.controller}/insert`, body);
      return byId(e.table)(saved.id);
    });
  }
  for (const decl of orderTypes) {
    m.set(`${decl.table}|t.order_code`, async () => ({
      key: await orderOf(decl),
      table: decl.table,
      column: 'order_code',
    }));
    for (const line of decl.lines ?? []) {
      const sub = decl.subLists.find((s) => s.name === line.subList);
      if (!sub) continue;
      m.set(`${sub.table}|t.id`, async () => {
        const row = await sampleSubRow(sub, orderCtx());
        const saved = await ok<{ id: number }>(`${line.controller}/insert`, {
          ...row,
          orderCode: await orderOf(decl),
        });
        return byId(sub.table)(saved.id);
      });
    }
    const lading = decl.billOfLading;
    if (lading) {
      m.set(`${lading.table}|t.id`, async () => {
        serial += 1;
        const body = await sampleRecord(lading, { refId, userId: adminId, seq: serial });
        const saved = await ok<{ id: number }>(`${lading.controller}/insert`, {
          ...body,
          orderCode: await orderOf(decl),
        });
        return byId(lading.table)(saved.id);
      });
    }
  }
  // Orders of any type by code: an ocean export order.
  m.set('(union)|t.order_code', async () => ({
    key: await orderOf(oceanExport),
    table: oceanExport.table,
    column: 'order_code',
  }));
  m.set('tb_ar|t.id', async () => byId('tb_ar')(await feeLine('tbAr')));
  m.set('tb_ap|t.id', async () => byId('tb_ap')(await feeLine('tbAp')));
  for (const [controller, table] of [
    ['tbArTemple', 'tb_ar_temple'],
    ['tbApTemple', 'tb_ap_temple'],
  ] as const) {
    m.set(`${table}|t.id`, async () => {
      serial += 1;
      const saved = await ok<{ id: number }>(`${controller}/insert`, {
        templeName: `隔离模板${serial}`,
      });
      return byId(table)(saved.id);
    });
  }
  m.set('tb_file|t.id', async () => {
    const grant = await ok<{ uploadUrl: string }>('tbFile/getPrivateUploadToken', {
      orderCode: await orderOf(oceanExport),
    });
    const response = await app.inject({
      method: 'POST',
      url: grant.uploadUrl,
      ...multipart('隔离.pdf', Buffer.from('%PDF-1.4\n%%EOF\n')),
    });
    const answer = response.json<{ status: number; data: { fileId: number } }>();
    if (answer.status !== 200) throw new Error(`上传失败：${JSON.stringify(answer)}`);
    return byId('tb_file')(answer.data.fileId);
  });
  m.set('tb_schedule|t.id', async () =>
    byId('tb_schedule')(
      await ok<number>('tbSchedule/insert', { subject: '隔离测试日程', endDate: today }),
    ),
  );
  m.set('tb_invoice_set|t.id', async () => byId('tb_invoice_set')(await invoiceSet()));
  m.set('tb_ar_invoice|t.id', async () => {
    const line = await feeLine('tbAr', true);
    const invoice = await ok<{ id: number }>('tbArInvoice/insert', {
      invoiceSetId: await invoiceSet(),
      ids: [line],
      invoiceDate: today,
    });
    return byId('tb_ar_invoice')(invoice.id);
  });
  m.set('tb_settlement|t.id', async () => {
    const settlementUnit = await firstId(sql`select client_id as id
      from tb_sea_transport_export where order_code = ${await orderOf(oceanExport)}`);
    const line = await feeLine('tbAr', true);
    const saved = await ok<{ id: number }>('tbReceipt/insert', {
      settlementUnit,
      currency: '3',
      settleDate: today,
      amount: '10',
      allocations: [{ feeLineId: line, writeOffMoney: '10' }],
    });
    return byId('tb_settlement')(saved.id);
  });
  m.set('tb_message|t.id', async () => {
    await sendMessages(rest.db, [
      {
        orgId: orgA,
        recipientId: adminId,
        kind: 'SCHEDULE_ASSIGNED',
        title: '隔离测试消息',
        content: '只有收件人可以读',
      },
    ]);
    return byId('tb_message')(
      await firstId(sql`select id::int as id from tb_message where recipient_id = ${adminId}
        and title = '隔离测试消息' order by id desc limit 1`),
    );
  });
  m.set('tb_list_view|t.id', async () => {
    serial += 1;
    const saved = await ok<{ id: number }>('tbListView/save', {
      listKey: '/action/oceanexport',
      viewName: `隔离视图${serial}`,
      state: { filters: { status: 'WC' } },
    });
    return byId('tb_list_view')(saved.id);
  });
  m.set('tb_sys_user|t.id', () => Promise.resolve(byId('tb_sys_user')(adminId)));
  m.set('tb_role|t.id', async () =>
    byId('tb_role')(await firstId(sql`select id from tb_role where org_id is null order by id`)),
  );
  m.set('tb_organization|t.id', () => Promise.resolve(byId('tb_organization')(orgA)));
  return m;
}

function makerKey(kind: RecordKind): string {
  const table = kind.from.startsWith('(') ? '(union)' : (kind.from.split(' ')[0] ?? '');
  return `${table}|${kind.key}`;
}

const made = new Map<string, Promise<Made>>();
let recipes: Map<string, () => Promise<Made>>;
function recordOf(kind: RecordKind): Promise<Made> {
  const key = makerKey(kind);
  let record = made.get(key);
  if (!record) {
    const make = recipes.get(key);
    if (!make) throw new Error(`不知道怎样在组织 A 中建立 ${kind.label}（${key}）`);
    record = make();
    made.set(key, record);
  }
  return record;
}

/** The record as stored, and for an order the fee lines and files that hang on it. */
async function snapshot(record: Made): Promise<string> {
  const { rows } = await sql<{ row: string }>`select row_to_json(x)::text as "row"
    from ${sql.table(record.table)} x where ${sql.ref(`x.${record.column}`)} = ${record.key}`.execute(
    rest.db,
  );
  let text = rows.map((r) => r.row).join('\n');
  if (record.column === 'order_code') {
    const { rows: counts } = await sql<{ n: string }>`select concat_ws(',',
        (select count(*) from tb_ar where order_code = ${record.key}),
        (select count(*) from tb_ap where order_code = ${record.key}),
        (select count(*) from tb_file where order_code = ${record.key})) as "n"`.execute(rest.db);
    text += `|${counts[0]?.n ?? ''}`;
  }
  if (!rows.length) throw new Error(`${record.table} 中没有 ${String(record.key)}`);
  return text;
}

/** What the route layer knows of a matrix user's session. */
function sessionOf(user: MatrixUser, orgId: number | null): SessionInfo {
  return {
    sessionId: 0,
    userId: user.userId,
    userName: '',
    mobile: user.mobile,
    orgId,
    groupId,
    isAdmin: false,
    expiresAt: new Date(Date.now() + 60_000),
  };
}

function bodyFor(c: Case, record: Made): Record<string, unknown> {
  const { field } = c.named;
  const named = { [field]: field === 'ids' || field === 'arIds' ? [record.key] : record.key };
  // A bulk call's own fields, so that only the row's reach decides (http/bulk.ts).
  if (c.named.perRow) {
    return {
      ...named,
      operationStatus: 'CZZT_CZWC',
      field: 'csrId',
      userId: String(adminId),
      approveStatus: 'YSH',
    };
  }
  return named;
}

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
  app = rest.app;
  admin = await loginAs(app);
  const { rows } = await sql<{ userId: number; orgId: number; other: number }>`
    select u.id as "userId", m.org_id as "orgId",
      (select o.id from tb_organization o where o.group_id = u.group_id and o.id <> m.org_id
        order by o.id limit 1) as "other"
    from tb_sys_user u join tb_sysuser_org_mapping m on m.user_id = u.id and m.is_default = '1'
    where u.mobile = ${DEMO_ADMIN.mobile}`.execute(rest.db);
  adminId = Number(rows[0]?.userId);
  orgA = Number(rows[0]?.orgId);
  orgB = Number(rows[0]?.other);
  groupId = await firstId(sql`select group_id as id from tb_organization where id = ${orgA}`);
  const { rows: menus } = await sql<{ url: string }>`select distinct url from tb_menu
    where url is not null`.execute(rest.db);
  const every = menus.map((m) => m.url);
  userB = await userWithMenus(app, admin, every, [orgB]);
  userN = await userWithMenus(app, admin, every, []);
  recipes = makers();
}, 180_000);

afterAll(async () => {
  await rest?.close();
});

describe('the scope declarations', () => {
  it('declare every signed-in path of the endpoint table and every path rest serves', () => {
    expect(tablePaths.length).toBeGreaterThan(250);
    expect(tablePaths.filter((p) => !scopeOf(p))).toEqual([]);
    const served = app
      .servedPaths()
      .map((p) => p.replace(/^\/rest\//, ''))
      .filter((p) => !PUBLIC.has(p));
    expect(served.filter((p) => !scopeOf(p))).toEqual([]);
    // Every declared path naming records is in the endpoint table, so the cases below cover it.
    const naming = [...declaredScopes()].filter(([, d]) => d.names?.length).map(([p]) => p);
    expect(naming.filter((p) => !tablePaths.includes(p))).toEqual([]);
  });

  it('are required: registering a signed-in path without one stops rest', () => {
    expect(() => route(app, 'tbUndeclared/findByPK', () => Promise.resolve(null))).toThrow(
      '路径 /rest/tbUndeclared/findByPK 没有声明数据范围（rest/src/http/scopes.ts），服务不能启动',
    );
  });

  it('name the record of every change of organisation data that is not a creation', () => {
    const unnamed = tablePaths.filter((p) => {
      const d = scopeOf(p);
      const action = p.split('/')[1] ?? '';
      const orgData = d?.scope === 'organisation' || d?.scope === 'group';
      return isWrite(p) && orgData && !d.names?.length && !/^insert/.test(action);
    });
    // The organisation's own column settings: written for the caller's organisation, by no id.
    expect(unnamed.sort()).toEqual(['tbColumn/updateNodeColumn']);
  });

  it('cover findByPK, update, delete, updateStatus and the calls of every family', () => {
    const covered = new Set(cases.map((c) => c.path));
    const actionsOf = (controller: string) =>
      cases.filter((c) => c.path.startsWith(`${controller}/`)).map((c) => c.path.split('/')[1]);
    for (const decl of orderTypes) {
      expect(actionsOf(decl.controller)).toEqual(
        expect.arrayContaining([
          'findByPK',
          'delete',
          'updateOperationStatus',
          'updateArApStatus',
          ...decl.nodes.map((n) => n.save).filter((a) => a !== decl.createAction),
        ]),
      );
    }
    for (const e of entities.filter((x) => x.scope !== 'global')) {
      for (const action of ['findByPK', 'update', 'delete', 'updateStatus'] as const) {
        if (has(e, action))
          expect(covered, `${e.controller}/${action}`).toContain(`${e.controller}/${action}`);
      }
    }
    for (const path of [
      'tbCreditControl/update',
      'tbCreditControl/findByClient',
      'tbAr/update',
      'tbAr/delete',
      'tbAr/updateApproveStatus',
      'tbAr/updateBatch',
      'tbAp/update',
      'tbFile/delete',
      'tbFile/listAll',
      'tbSchedule/update',
      'tbSchedule/delete',
      'tbArInvoice/updateInvoiceClearn',
      'tbReceipt/updateReverse',
      'tbPayment/updateAllocate',
      'tbMessage/updateRead',
      'tbMilestone/listByOrder',
      'profitApprove/updatePay',
    ]) {
      expect(covered, path).toContain(path);
    }
    const calls = cases.flatMap((c) => (['B', 'N'] as const).map((who) => ({ c, who })));
    const refused = calls.filter(({ c, who }) => !allowed(c, who)).length;
    const reads = calls.filter(({ c, who }) => allowed(c, who) && !c.write).length;
    console.log(
      `隔离测试：${cases.length} 个按编号读写的路径（其中写 ${cases.filter((c) => c.write).length} 个）；` +
        `组织 B 的用户与无组织的用户共 ${calls.length} 次：应拒绝 ${refused} 次，允许读取 ${reads} 次，` +
        `允许的写入 ${calls.length - refused - reads} 次不调用`,
    );
  });
});

describe.each(cases)('$path', (c) => {
  it.each(['B', 'N'] as const)(
    'as a user %s: what the rule refuses answers 404/403 (a bulk call: the row), unchanged',
    async (who) => {
      const record = await recordOf(c.named.kind);
      const token = who === 'B' ? userB.token : userN.token;
      const before = await snapshot(record);
      if (allowed(c, who)) {
        // Allowed changes are not made here (they would change the record): the route layer's
        // check lets them through; allowed reads answer.
        if (c.write) {
          const session = sessionOf(who === 'B' ? userB : userN, who === 'B' ? orgB : null);
          await expect(
            checkIsolation(c.declared, true, session, bodyFor(c, record), rest.db),
          ).resolves.toBeUndefined();
          return;
        }
        const answer = await call(c.path, bodyFor(c, record), token);
        expect(answer.status, JSON.stringify(answer)).toBe(200);
        return;
      }
      const answer = await call(c.path, bodyFor(c, record), token);
      if (c.named.perRow && who === 'B') {
        // A bulk call refuses the row, not the call: the answer says why, the record is as it was.
        expect(answer.status, JSON.stringify(answer)).toBe(200);
        const { results } = answer.data as { results: { outcome: string; message: string }[] };
        expect(results).toEqual([
          { key: String(record.key), outcome: 'refused', message: `${c.named.kind.label}不存在` },
        ]);
      } else {
        expect([403, 404], JSON.stringify(answer)).toContain(answer.status);
      }
      expect(await snapshot(record)).toBe(before);
    },
  );
});

// The list form of a record's history (several records at once, http/parents.ts) names its
// records in a second field, refused row by row: the generated cases above take a path's first.
describe.each(historyKinds.map((kind) => ({ kind, path: historyPath(kind) })))(
  '$path with several records',
  ({ kind, path }) => {
    it('answers organisation B each record as its single call does, row by row', async () => {
      const declared = scopeOf(path);
      const named = declared?.names?.find((n) => n.field === historyKeysField(kind));
      expect(named?.perRow).toBe(true);
      if (!named) return;
      const record = await recordOf(named.kind);
      const single = await call(path, { [kind.keyField]: record.key }, userB.token);
      const listed = await call<{
        results: { key: string; outcome: string; message?: string; page?: { total: number } }[];
      }>(path, { [historyKeysField(kind)]: [record.key], pageSize: 5 }, userB.token);
      expect(listed.status, JSON.stringify(listed)).toBe(200);
      const [row] = listed.data.results;
      if (single.status === 200) {
        expect(row).toMatchObject({ key: String(record.key), outcome: 'done' });
        expect(row?.page?.total).toBe((single.data as { total: number }).total);
      } else {
        expect(single.status).toBe(404);
        const [message] = single.data as { message: string }[];
        expect(row).toEqual({
          key: String(record.key),
          outcome: 'refused',
          message: message?.message,
        });
      }
      // Without an organisation, the call is refused as a whole.
      const none = await call(path, { [historyKeysField(kind)]: [record.key] }, userN.token);
      expect(none.status).toBe(403);
    });
  },
);

describe('credit terms of a shared client', () => {
  it('are changed by the organisation that keeps the client only; the group sees them', async () => {
    const client = await recordOf(CLIENT);
    const finance = await userWithMenus(
      app,
      admin,
      ['/finance/financetj', '/finance/receive'],
      [orgB],
    );
    const before = await snapshot(client);
    const refused = await call<{ message: string }[]>(
      'tbCreditControl/update',
      { clientId: client.key, creditLimit: '1', orderBlocked: 'Y' },
      finance.token,
    );
    expect(refused.status).toBe(403);
    const { rows } = await sql<{ name: string }>`select org_name as "name" from tb_organization
      where id = ${orgA}`.execute(rest.db);
    expect(refused.data[0]?.message).toBe(
      `该客户由「${rows[0]?.name ?? ''}」维护，只有该组织可以修改`,
    );
    expect(await snapshot(client)).toBe(before);
    const seen = await ok<{
      creditLimit: string | null;
      orderBlocked: boolean;
      editable: boolean;
      keptBy: string;
    }>('tbCreditControl/findByClient', { clientId: client.key }, finance.token);
    expect(seen.orderBlocked).toBe(false);
    // The answer says who keeps the client, so a page offers the change to the keeper only.
    expect(seen).toMatchObject({ editable: false, keptBy: rows[0]?.name });
    expect(
      await ok<{ editable: boolean; keptBy: string }>('tbCreditControl/findByClient', {
        clientId: client.key,
      }),
    ).toMatchObject({ editable: true, keptBy: rows[0]?.name });
    // The keeper sets them, and the group sees the new terms.
    await ok('tbCreditControl/update', { clientId: client.key, creditLimit: '5000' });
    expect(
      await ok<{ creditLimit: string | null }>(
        'tbCreditControl/findByClient',
        { clientId: client.key },
        finance.token,
      ),
    ).toMatchObject({ creditLimit: '5000.00' });
    // The finance page's list says the same.
    const { rows: named } = await sql<{ name: string }>`select customer_name as "name"
      from tb_customer where id = ${client.key}`.execute(rest.db);
    const listed = await ok<{ list: { clientId: number; editable: boolean }[] }>(
      'tbCreditControl/pageAll',
      { customerName: named[0]?.name ?? '', pageSize: 50 },
      finance.token,
    );
    expect(listed.list.find((c) => c.clientId === Number(client.key))?.editable).toBe(false);
  });
});

// ---- Versions, generated from the same declarations ------------------------------------------
// Every change of a stored record names the version it was read at (scopes.ts, versions.ts): as
// the record's own organisation, a change naming no version answers 400 and one naming another
// version than the stored one answers 409 CONFLICT naming who changed it and when; the record is
// unchanged either way. The cases are the declared paths, so a path declared later is covered.

interface VersionCase {
  path: string;
  version: VersionedBy;
  field: string;
}

const versionCases: VersionCase[] = [...declaredScopes()]
  .flatMap(([path, d]) =>
    d.version ? [{ path, version: d.version, field: d.version.fields[0] ?? 'id' }] : [],
  )
  .sort((a, b) => a.path.localeCompare(b.path));

/**
 * Changes of stored records that name no version, and why (docs/concurrency.md). A new write path
 * naming a record must be versioned or listed here with its reason.
 */
const NODE_MARK_REASON =
  'marks the fees or files node done (and attaches the files named): it adds, and overwrites nothing a reader saw; a form opened before is refused at its own save, since the order version moved';
const BULK_REASON =
  'bulk work names its rows by selection or by a filter, never a form read row by row: each row is one move of a status or of the staff, checked against the state the row is in when the call runs (done, unchanged or refused per row); a form opened before it is refused at its own save, because the move changes the version';
const UNVERSIONED: Readonly<Record<string, string>> = {
  'tbAirTransportExport/updateFY': NODE_MARK_REASON,
  'tbAirTransportExport/updateOrderWJ': NODE_MARK_REASON,
  'tbAirTransportImport/updateFY': NODE_MARK_REASON,
  'tbAirTransportImport/updateOrderWJ': NODE_MARK_REASON,
  'tbDomesticTradeBusiness/updateFY': NODE_MARK_REASON,
  'tbDomesticTradeBusiness/updateOrderWJ': NODE_MARK_REASON,
  'tbFile/delete': 'a stored file never changes: deleting one already deleted answers 404',
  'tbMessage/updateRead': "the user's own inbox: marking read again changes nothing",
  'tbSeaTransportExport/updateFY': NODE_MARK_REASON,
  'tbSeaTransportExport/updateOrderWJ': NODE_MARK_REASON,
  'tbSeaTransportImport/updateFY': NODE_MARK_REASON,
  'tbSeaTransportImport/updateOrderWJ': NODE_MARK_REASON,
  'tbListView/save': "the user's own saved list views: no one else edits them",
  'tbListView/delete': "the user's own saved list views: no one else edits them",
  ...Object.fromEntries(
    orderTypes.flatMap((t) => [
      [`${t.controller}/updateOperationStatusBulk`, BULK_REASON],
      [`${t.controller}/updateStaffBulk`, BULK_REASON],
      [`${t.controller}/updateNodeOperatorBulk`, BULK_REASON],
    ]),
  ),
  'tbAr/updateApproveStatusBulk': BULK_REASON,
  'tbAp/updateApproveStatusBulk': BULK_REASON,
};

/** The record a versioned path changes, made in organisation A. */
async function versionedRecord(c: VersionCase): Promise<Made> {
  const named = scopeOf(c.path)?.names?.find((n) => n.field === c.field);
  if (named) return recordOf(named.kind);
  // Global reference data names no record for isolation: made by its entity's insert.
  const controller = c.path.split('/')[0];
  const decl = entities.find((e) => e.controller === controller);
  if (!decl) throw new Error(`不知道怎样建立 ${c.path} 的记录`);
  serial += 1;
  const body = await sampleRecord(decl, { refId, userId: adminId, seq: serial });
  const saved = await ok<{ id: number }>(`${decl.controller}/insert`, body);
  return byId(decl.table)(saved.id);
}

async function storedVersion(c: VersionCase, record: Made): Promise<number> {
  const stamps = await c.version.source.lock(rest.db, [String(record.key)]);
  return Number(stamps.get(String(record.key))?.version ?? 0);
}

describe('versions', () => {
  it('are named by every change of a stored record, or the path is listed with its reason', () => {
    const unversioned = cases
      .filter((c) => c.write && !c.declared.version && !/^insert/.test(c.path.split('/')[1] ?? ''))
      .map((c) => c.path);
    expect(unversioned.filter((p) => !(p in UNVERSIONED))).toEqual([]);
    // A path versioned since leaves the list.
    expect(Object.keys(UNVERSIONED).filter((p) => scopeOf(p)?.version)).toEqual([]);
    console.log(`版本测试：${versionCases.length} 个修改已存记录的路径须带版本号`);
  });

  describe.each(versionCases)('$path', (c) => {
    it('refuses a change naming no version (400) or an outdated one (409), unchanged', async () => {
      const record = await versionedRecord(c);
      const before = await snapshot(record);
      const keyed = { [c.field]: c.field === 'ids' ? [record.key] : record.key };
      const missing = await callRest<{ message: string }[]>(
        app,
        c.path,
        { token: admin, ...keyed },
        { encoding: 'json', readFirst: false },
      );
      expect(missing.body.status, JSON.stringify(missing.body)).toBe(400);
      expect(missing.body.data[0]?.message).toBe(VERSION_MISSING);
      expect(await snapshot(record)).toBe(before);

      const stored = await storedVersion(c, record);
      const stale = await callRest<{ message: string; code?: string }[]>(
        app,
        c.path,
        { token: admin, ...keyed, expectedVersion: stored + 1 },
        { encoding: 'json', readFirst: false },
      );
      expect(stale.body.status, JSON.stringify(stale.body)).toBe(409);
      expect(stale.body.data[0]?.message).toMatch(/已被 .+ 修改，请刷新后重新填写$/);
      expect(await snapshot(record)).toBe(before);
    });
  });
});
