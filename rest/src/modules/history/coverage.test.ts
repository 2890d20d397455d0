// Every write of a record that keeps a history leaves an entry in it. The cases are generated from
// the endpoint table (the gateway's endpoints.ts) and the scope declarations (scopes.ts): each
// writing path that names a record of a kind with a history (model/history), or creates one, must
// have a recipe here (a valid call and the record whose history it writes), so a new write path
// fails this test until it is covered. Each call must add an entry of its action to the record's
// history, with the fields it changed. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../../gateway/src/rest/endpoints.ts';
import { businessDate } from '../../../../model/businessDate.ts';
import { historyKinds } from '../../../../model/history/index.ts';
import type { HistoryKind } from '../../../../model/history/index.ts';
import { entities, entity } from '../../../../model/masterData/index.ts';
import { oceanExport, orderTypes, staffFields } from '../../../../model/orders/index.ts';
import type { OrderTypeDecl } from '../../../../model/orders/index.ts';
import { scopeOf } from '../../http/scopes.ts';
import type { SessionInfo } from '../../http/session.ts';
import { DEMO_ADMIN, loginAs, startTestRest } from '../../testing/index.ts';
import type { TestRest } from '../../testing/index.ts';
import { recordCalls } from '../../testing/records.ts';
import { sampleRecord } from '../../testing/masterData.ts';
import { sampleNode, sampleSubRow } from '../../testing/orders.ts';
import { pageHistory } from './history.ts';

// ---- The generated cases ------------------------------------------------------------------------

/** Tables whose records keep a history, with the kind (an order's line tables: the order's). */
const historyTables = new Map<string, HistoryKind>(
  historyKinds.flatMap((k) => k.tables.map((t): [string, HistoryKind] => [t.table, k])),
);

function tablesOf(from: string): string[] {
  if (from.startsWith('(')) return [...from.matchAll(/from (\w+)/g)].map((m) => m[1] ?? '');
  return [from.split(' ')[0] ?? ''];
}

const writePaths = (Object.entries(endpoints) as [string, { readOnly: boolean; auth: boolean }][])
  .filter(([, spec]) => spec.auth && !spec.readOnly)
  .map(([path]) => path);

/** Writes naming a record with a history, and creations of such records. */
const cases = writePaths
  .filter((path) => {
    const [controller = '', action = ''] = path.split('/');
    const names = scopeOf(path)?.names ?? [];
    const namesOne = names.some((n) => tablesOf(n.kind.from).some((t) => historyTables.has(t)));
    const creates = /^insert/.test(action) && historyKinds.some((k) => k.controller === controller);
    const createsOrder = orderTypes.some(
      (t) => t.controller === controller && t.createAction === action,
    );
    return namesOne || creates || createsOrder;
  })
  .sort();

// ---- The stack and the records of organisation A ----------------------------------------------

let rest: TestRest;
let app: FastifyInstance;
let admin: string;
let adminId = 0;
let orgA = 0;
let orgB = 0;
let session: SessionInfo;
let serial = 0;
const today = businessDate();

const { ok, firstId: one, refId } = recordCalls(() => ({ app, db: rest.db, token: admin }));

const orderCtx = () => ({ db: rest.db, orgId: orgA, userId: adminId });

async function newOrder(decl: OrderTypeDecl): Promise<string> {
  const first = decl.nodes[0];
  if (!first) throw new Error(`${decl.name} 没有节点`);
  return ok<string>(
    `${decl.controller}/${decl.createAction}`,
    await sampleNode(decl, first, orderCtx()),
  );
}

async function feeLine(side: 'tbAr' | 'tbAp', orderCode: string, status?: 'DSH' | 'YSH') {
  const feeTypeId = await one(
    sql`select id from tb_fee_type where org_id = ${orgA} order by id limit 1`,
  );
  const settlementUnit =
    side === 'tbAr'
      ? await one(
          sql`select client_id as id from tb_sea_transport_export where order_code = ${orderCode}`,
        )
      : await one(sql`select id from tb_supplier where org_id = ${orgA} order by id limit 1`);
  const line = await ok<{ id: number }>(`${side}/insert`, {
    orderCode,
    feeTypeId,
    unitPrice: '100.00',
    quantity: '1',
    currency: '3',
    settlementUnit,
  });
  if (status) await ok(`${side}/updateApproveStatus`, { ids: [line.id], approveStatus: 'DSH' });
  if (status === 'YSH')
    await ok(`${side}/updateApproveStatus`, { ids: [line.id], approveStatus: 'YSH' });
  return line.id;
}

// ---- One recipe per path ------------------------------------------------------------------------

/** What a recipe did: the record whose history it wrote. */
interface Written {
  kind: HistoryKind;
  key: string | number;
}
type Recipe = () => Promise<Written>;

const kindOf = (controller: string): HistoryKind => {
  const found = historyKinds.find((k) => k.controller === controller);
  if (!found) throw new Error(`${controller} 没有历史`);
  return found;
};

function recipes(): Map<string, Recipe> {
  const r = new Map<string, Recipe>();
  for (const decl of orderTypes) {
    const c = decl.controller;
    const kind = kindOf(c);
    const at = (key: string): Written => ({ kind, key });
    r.set(`${c}/${decl.createAction}`, async () => at(await newOrder(decl)));
    for (const [i, node] of decl.nodes.entries()) {
      if (node.save === decl.createAction) continue;
      r.set(`${c}/${node.save}`, async () => {
        const code = await newOrder(decl);
        const body = await sampleNode(decl, node, orderCtx(), i + 7);
        await ok(`${c}/${node.save}`, { ...body, orderCode: code });
        return at(code);
      });
    }
    r.set(`${c}/updateOperationStatus`, async () => {
      const code = await newOrder(decl);
      await ok(`${c}/updateOperationStatus`, { orderCode: code, operationStatus: 'CZZT_CZWC' });
      return at(code);
    });
    r.set(`${c}/updateOperationStatusBulk`, async () => {
      const code = await newOrder(decl);
      await ok(`${c}/updateOperationStatusBulk`, {
        orderCodes: [code],
        operationStatus: 'CZZT_CZWC',
      });
      return at(code);
    });
    r.set(`${c}/updateStaffBulk`, async () => {
      const code = await newOrder(decl);
      const [field] = staffFields(decl);
      // Another active member of the organisation than the one the new order names.
      const userId = await one(sql`select u.id from tb_sys_user u
        join tb_sysuser_org_mapping m on m.user_id = u.id and m.org_id = ${orgA}
        where u.use_status = 'Y' and u.id <> ${adminId} order by u.id limit 1`);
      await ok(`${c}/updateStaffBulk`, { orderCodes: [code], field: field?.name, userId });
      return at(code);
    });
    r.set(`${c}/updateNodeOperatorBulk`, async () => {
      const code = await newOrder(decl);
      const userId = await one(sql`select u.id from tb_sys_user u
        join tb_sysuser_org_mapping m on m.user_id = u.id and m.org_id = ${orgA}
        where u.use_status = 'Y' order by u.id limit 1`);
      // The order's current node, then a chosen one.
      await ok(`${c}/updateNodeOperatorBulk`, { orderCodes: [code], userId });
      await ok(`${c}/updateNodeOperatorBulk`, {
        orderCodes: [code],
        nodeCode: decl.nodes.at(-1)?.code,
        userId,
      });
      return at(code);
    });
    r.set(`${c}/${decl.backAction}`, async () => {
      const code = await newOrder(decl);
      await ok(`${c}/updateOperationStatus`, { orderCode: code, operationStatus: 'CZZT_CZWC' });
      await ok(`${c}/${decl.backAction}`, { orderCode: code });
      return at(code);
    });
    r.set(`${c}/updateArApStatus`, async () => {
      const code = await newOrder(decl);
      await ok(`${c}/updateArApStatus`, { orderCode: code, arStatus: '1' });
      return at(code);
    });
    r.set(`${c}/delete`, async () => {
      const code = await newOrder(decl);
      await ok(`${c}/delete`, { orderCode: code });
      return at(code);
    });
    r.set(`${c}/insertCopy`, async () =>
      at(await ok<string>(`${c}/insertCopy`, { orderCode: await newOrder(decl) })),
    );
    if (decl.changeOrder !== false) {
      r.set(`${c}/insertChangeOrder`, async () => {
        const code = await newOrder(decl);
        await ok(`${c}/insertChangeOrder`, { orderCode: code, orgId: orgB });
        return at(code);
      });
    }
    for (const line of decl.lines ?? []) {
      const sub = decl.subLists.find((s) => s.name === line.subList);
      if (!sub) continue;
      const insert = async (code: string) =>
        ok<{ id: number }>(`${line.controller}/insert`, {
          ...(await sampleSubRow(sub, orderCtx())),
          orderCode: code,
        });
      r.set(`${line.controller}/insert`, async () => {
        const code = await newOrder(decl);
        await insert(code);
        return at(code);
      });
      r.set(`${line.controller}/update`, async () => {
        const code = await newOrder(decl);
        const saved = await insert(code);
        await ok(`${line.controller}/update`, {
          ...(await sampleSubRow(sub, orderCtx(), `${Date.now() % 1000}9`)),
          id: saved.id,
          orderCode: code,
        });
        return at(code);
      });
      r.set(`${line.controller}/delete`, async () => {
        const code = await newOrder(decl);
        const saved = await insert(code);
        await ok(`${line.controller}/delete`, { id: saved.id });
        return at(code);
      });
    }
    const lading = decl.billOfLading;
    if (lading) {
      const ladingKind = kindOf(lading.controller);
      const insert = async () => {
        serial += 1;
        const body = await sampleRecord(lading, { refId, userId: adminId, seq: serial });
        return ok<{ id: number }>(`${lading.controller}/insert`, {
          ...body,
          orderCode: await newOrder(decl),
        });
      };
      r.set(`${lading.controller}/insert`, async () => ({
        kind: ladingKind,
        key: (await insert()).id,
      }));
      r.set(`${lading.controller}/update`, async () => {
        const saved = await insert();
        serial += 1;
        const body = await sampleRecord(lading, { refId, userId: adminId, seq: serial });
        const { orderCode } = await ok<{ orderCode: string }>(`${lading.controller}/findByPK`, {
          id: saved.id,
        });
        await ok(`${lading.controller}/update`, { ...body, id: saved.id, orderCode });
        return { kind: ladingKind, key: saved.id };
      });
    }
  }

  for (const e of entities.filter((x) => historyKinds.some((k) => k.controller === x.controller))) {
    const kind = kindOf(e.controller);
    const insert = async () => {
      serial += 1;
      return ok<{ id: number }>(
        `${e.controller}/insert`,
        await sampleRecord(e, { refId, userId: adminId, seq: serial }),
      );
    };
    r.set(`${e.controller}/insert`, async () => ({ kind, key: (await insert()).id }));
    r.set(`${e.controller}/update`, async () => {
      const saved = await insert();
      serial += 1;
      const body = await sampleRecord(e, { refId, userId: adminId, seq: serial });
      await ok(`${e.controller}/update`, { ...body, id: saved.id });
      return { kind, key: saved.id };
    });
    r.set(`${e.controller}/updateStatus`, async () => {
      const saved = await insert();
      await ok(`${e.controller}/updateStatus`, { id: saved.id, status: 'N' });
      return { kind, key: saved.id };
    });
    r.set(`${e.controller}/delete`, async () => {
      const saved = await insert();
      await ok(`${e.controller}/delete`, { id: saved.id });
      return { kind, key: saved.id };
    });
  }
  r.set('tbCreditControl/update', async () => {
    const client = await ok<{ id: number }>(
      'tbCustomer/insert',
      await sampleRecord(entity('client'), { refId, userId: adminId, seq: ++serial }),
    );
    await ok('tbCreditControl/update', { clientId: client.id, creditLimit: '5000' });
    return { kind: kindOf('tbCustomer'), key: client.id };
  });

  for (const side of ['tbAr', 'tbAp'] as const) {
    const kind = kindOf(side);
    const order = () => newOrder(oceanExport);
    r.set(`${side}/insert`, async () => ({ kind, key: await feeLine(side, await order()) }));
    r.set(`${side}/update`, async () => {
      const id = await feeLine(side, await order());
      const stored = await sql<Record<string, unknown>>`select fee_type_id as "feeTypeId",
        settlement_unit_id as "settlementUnit" from ${sql.table(kind.tables[0]?.table ?? '')}
        where id = ${id}`.execute(rest.db);
      await ok(`${side}/update`, {
        id,
        ...stored.rows[0],
        unitPrice: '250.00',
        quantity: '2',
        currency: '3',
      });
      return { kind, key: id };
    });
    r.set(`${side}/delete`, async () => {
      const id = await feeLine(side, await order());
      await ok(`${side}/delete`, { ids: [id] });
      return { kind, key: id };
    });
    r.set(`${side}/updateApproveStatus`, async () => ({
      kind,
      key: await feeLine(side, await order(), 'DSH'),
    }));
    r.set(`${side}/updateApproveStatusBulk`, async () => {
      const id = await feeLine(side, await order(), 'DSH');
      await ok(`${side}/updateApproveStatusBulk`, { ids: [id], approveStatus: 'YSH' });
      return { kind, key: id };
    });
    r.set(`${side}/updateBatch`, async () => {
      const code = await order();
      const id = await feeLine(side, code);
      const stored = await sql<Record<string, unknown>>`select fee_type_id as "feeTypeId",
        settlement_unit_id as "settlementUnit" from ${sql.table(kind.tables[0]?.table ?? '')}
        where id = ${id}`.execute(rest.db);
      await ok(`${side}/updateBatch`, {
        orderCode: code,
        list: [{ id, ...stored.rows[0], unitPrice: '180', quantity: '3', currency: '3' }],
      });
      return { kind, key: id };
    });
  }
  for (const [path, side] of [
    ['profitApprove/updateReceive', 'tbAr'],
    ['profitApprove/updatePay', 'tbAp'],
  ] as const) {
    r.set(path, async () => {
      const code = await newOrder(oceanExport);
      const id = await feeLine(side, code, 'DSH');
      await ok(path, { orderCode: code, approveStatus: 'YSH' });
      return { kind: kindOf(side), key: id };
    });
  }

  const invoiceSet = async () => {
    serial += 1;
    const start = 700_000 + serial * 100 + (Date.now() % 97) * 10_000;
    await ok('tbInvoiceSet/insert', {
      invoiceType: 'FPLX_PP',
      invoiceStartNo: String(start),
      invoiceEndNo: String(start + 50),
    });
    return one(sql`select id::int as id from tb_invoice_set where org_id = ${orgA}
      and invoice_start_no = ${start}`);
  };
  const invoice = async (line: number) =>
    ok<{ id: number }>('tbArInvoice/insert', {
      invoiceSetId: await invoiceSet(),
      ids: [line],
      invoiceDate: today,
    });
  r.set('tbArInvoice/insert', async () => {
    const line = await feeLine('tbAr', await newOrder(oceanExport), 'YSH');
    return { kind: kindOf('tbArInvoice'), key: (await invoice(line)).id };
  });
  r.set('tbArInvoice/updateInvoiceClearn', async () => {
    const line = await feeLine('tbAr', await newOrder(oceanExport), 'YSH');
    const saved = await invoice(line);
    await ok('tbArInvoice/updateInvoiceClearn', { id: saved.id, clearRemark: '开错了' });
    return { kind: kindOf('tbArInvoice'), key: saved.id };
  });

  for (const [controller, side] of [
    ['tbReceipt', 'tbAr'],
    ['tbPayment', 'tbAp'],
  ] as const) {
    const kind = kindOf(controller);
    const line = async () => feeLine(side, await newOrder(oceanExport), 'YSH');
    const settle = async () => {
      const first = await line();
      const settlementUnit = await one(sql`select settlement_unit_id as id
        from ${sql.table(side === 'tbAr' ? 'tb_ar' : 'tb_ap')} where id = ${first}`);
      const saved = await ok<{ id: number; allocations: { id: number }[] }>(
        `${controller}/insert`,
        {
          settlementUnit,
          currency: '3',
          settleDate: today,
          amount: '100',
          allocations: [{ feeLineId: first, writeOffMoney: '40' }],
        },
      );
      return saved;
    };
    r.set(`${controller}/insert`, async () => ({ kind, key: (await settle()).id }));
    r.set(`${controller}/updateAllocate`, async () => {
      const saved = await settle();
      const { rows } = await sql<{ id: number }>`select id::int as id
        from ${sql.table(side === 'tbAr' ? 'tb_ar' : 'tb_ap')}
        where org_id = ${orgA} and approve_status = 'YSH' and settlement_unit_id = (
          select settlement_unit_id from tb_settlement where id = ${saved.id})
          and coalesce(write_off_money, 0) < money order by id desc limit 1`.execute(rest.db);
      await ok(`${controller}/updateAllocate`, {
        id: saved.id,
        allocations: [{ feeLineId: rows[0]?.id, writeOffMoney: '30' }],
      });
      return { kind, key: saved.id };
    });
    r.set(`${controller}/updateUnallocate`, async () => {
      const saved = await settle();
      const allocationId = saved.allocations[0]?.id;
      await ok(`${controller}/updateUnallocate`, { id: saved.id, allocationId });
      return { kind, key: saved.id };
    });
    r.set(`${controller}/updateReverse`, async () => {
      const saved = await settle();
      await ok(`${controller}/updateReverse`, { id: saved.id, reverseReason: '录错了' });
      return { kind, key: saved.id };
    });
  }
  return r;
}

/** Writes that name a record with a history but write another record's (its file, its set). */
const NOT_THE_RECORDS_OWN = new Set(['tbFile/delete']);

let book: Map<string, Recipe>;

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
  app = rest.app;
  admin = await loginAs(app);
  const { rows } = await sql<{ userId: number; orgId: number; other: number; groupId: number }>`
    select u.id as "userId", m.org_id as "orgId", u.group_id as "groupId",
      (select o.id from tb_organization o where o.group_id = u.group_id and o.id <> m.org_id
        order by o.id limit 1) as "other"
    from tb_sys_user u join tb_sysuser_org_mapping m on m.user_id = u.id and m.is_default = '1'
    where u.mobile = ${DEMO_ADMIN.mobile}`.execute(rest.db);
  adminId = Number(rows[0]?.userId);
  orgA = Number(rows[0]?.orgId);
  orgB = Number(rows[0]?.other);
  session = {
    sessionId: 0,
    userId: adminId,
    userName: '',
    mobile: DEMO_ADMIN.mobile,
    orgId: orgA,
    groupId: Number(rows[0]?.groupId),
    isAdmin: true,
    expiresAt: new Date(Date.now() + 60_000),
  };
  book = recipes();
}, 180_000);
afterAll(async () => {
  await rest?.close();
});

describe('the history coverage of the write paths', () => {
  it('has a recipe for every write of a record with a history', () => {
    expect(cases.length).toBeGreaterThan(60);
    const missing = cases.filter((p) => !book.has(p) && !NOT_THE_RECORDS_OWN.has(p));
    expect(missing).toEqual([]);
    // Every recipe is for a path of the table (none left over from a path that went away).
    expect([...book.keys()].filter((p) => !cases.includes(p))).toEqual([]);
  });
});

describe.each(cases.filter((p) => !NOT_THE_RECORDS_OWN.has(p)))('%s', (path) => {
  it('leaves an entry of its action, with the fields it changed, in the record history', async () => {
    const recipe = book.get(path);
    if (!recipe) throw new Error(`${path} 没有用例`);
    const written = await recipe();
    const page = await pageHistory(rest.db, session, written.kind, String(written.key), {
      pageNum: 1,
      pageSize: 20,
      offset: 0,
    });
    const action = path.split('/')[1];
    const entry = page.list.find((e) => e.action === action);
    expect(entry, `${path}: ${JSON.stringify(page.list.map((e) => e.action))}`).toBeDefined();
    expect(entry?.userName).toBe('系统管理员');
    expect(entry?.changes.length, JSON.stringify(entry)).toBeGreaterThan(0);
    for (const change of entry?.changes ?? []) {
      expect(change.label).not.toBe('');
      expect(change.from).not.toBe(change.to);
    }
  });
});
