// Every date a write takes is refused outside 1900-01-01..2100-12-31, with a Chinese message on
// its field. Generated from the declarations (every date field of every master-data entity, insert
// and update, sub-list rows included; every date field of every order type's create and node saves,
// sub-list rows and their nested lists included), plus the writes whose dates are not declared
// fields. A completeness check reads schema.graphql: every Date field of every input a mutation
// takes must be one of the fields swept here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isInputObjectType,
  isScalarType,
  type GraphQLInputObjectType,
} from 'graphql';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateRangeMessage } from '../../../model/calendarDate.ts';
import { entities, has } from '../../../model/masterData/index.ts';
import type { EntityDecl, Field } from '../../../model/masterData/index.ts';
import { nodeFields, orderTypes } from '../../../model/orders/index.ts';
import type { OrderTypeDecl } from '../../../model/orders/index.ts';
import { callRest, loginAs, repoRoot, startTestRest } from '../testing/index.ts';
import type { TestRest } from '../testing/index.ts';
import { sampleRecord, type Body } from '../testing/masterData.ts';
import { sampleNode, type OrderSampleContext } from '../testing/orders.ts';

/** Outside the range on either side; 9999-12-31 is what was accepted before. */
const OUT_OF_RANGE = ['9999-12-31', '1899-12-31', '2101-01-01'] as const;

let rest: TestRest;
let token: string;
let ctx: OrderSampleContext;
let seq = 0;
/** Every field name a write was refused on here (the completeness check reads it). */
const swept = new Set<string>();

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
  token = await loginAs(rest.app);
  const { rows } = await sql<{ orgId: number; userId: number }>`
    select m.org_id as "orgId", u.id as "userId" from tb_sys_user u
    join tb_sysuser_org_mapping m on m.user_id = u.id and m.is_default = '1'
    where u.mobile = '13800000000'`.execute(rest.db);
  const me = rows[0];
  if (!me) throw new Error('no demo administrator');
  ctx = { db: rest.db, orgId: me.orgId, userId: me.userId };
}, 120_000);
afterAll(() => rest?.close());

async function call(pathName: string, body: Body, encoding: 'json' | 'form' = 'json') {
  const answer = await callRest<unknown>(rest.app, pathName, { ...body, token }, { encoding });
  return answer.body;
}

/** A write refused with 400, the range message naming `label`, on a field ending in `name`. */
async function expectRefused(
  pathName: string,
  body: Body,
  name: string,
  label: string,
  encoding: 'json' | 'form' = 'json',
) {
  const answer = await call(pathName, body, encoding);
  const where = `${pathName} ${name}=${JSON.stringify(body[name] ?? '(row)')}`;
  expect(answer.status, `${where} ${JSON.stringify(answer.data)}`).toBe(400);
  const messages = answer.data as { message: string; field?: string }[];
  const mine = messages.find((m) => m.message.includes(dateRangeMessage(label)));
  expect(mine, `${where} ${JSON.stringify(messages)}`).toBeDefined();
  expect(mine?.field ?? '', where).toMatch(new RegExp(`(^|\\.)${name}$`));
  swept.add(name);
}

const dateFields = (fields: readonly Field[]) =>
  fields.filter((f) => f.kind === 'date' && !f.readOnly);

async function refId(name: string): Promise<number> {
  const target = entities.find((e) => e.name === name)!;
  const action = has(target, 'listAll') ? 'listAll' : 'listGroupAll';
  const answer = await call(`${target.controller}/${action}`, {});
  const first = (answer.data as { id: number }[])[0];
  if (!first) throw new Error(`no ${name} to reference`);
  return first.id;
}

// Master data, and the records order types keep beside their orders (bills of lading).
const declaredRecords: readonly EntityDecl[] = [
  ...entities,
  ...orderTypes.flatMap((d) => (d.billOfLading ? [d.billOfLading] : [])),
];

const withDates = declaredRecords.filter(
  (e) =>
    has(e, 'insert') &&
    (dateFields(e.fields).length > 0 ||
      (e.subLists ?? []).some((s) => dateFields(s.fields).length)),
);

describe.each(withDates.map((e) => [e.label, e] as const))('%s', (_label, decl: EntityDecl) => {
  it('refuses an out-of-range date on every date field, on insert and on update', async () => {
    const valid = await sampleRecord(decl, { refId, userId: ctx.userId, seq: ++seq });
    // A record of an order names one.
    if (decl.fields.some((f) => f.name === 'orderCode')) {
      const { rows } = await sql<{ code: string }>`select order_code as code
        from tb_sea_transport_export where org_id = ${ctx.orgId} order by id limit 1`.execute(
        rest.db,
      );
      valid.orderCode = rows[0]?.code;
    }
    const created = await call(`${decl.controller}/insert`, valid);
    expect(created.status, JSON.stringify(created.data)).toBe(200);
    const id = (created.data as { id: number }).id;
    for (const day of OUT_OF_RANGE) {
      for (const field of dateFields(decl.fields)) {
        const bad = { ...valid, [field.name]: day };
        await expectRefused(`${decl.controller}/insert`, bad, field.name, field.label);
        if (has(decl, 'update')) {
          await expectRefused(`${decl.controller}/update`, { ...bad, id }, field.name, field.label);
        }
      }
      for (const sub of decl.subLists ?? []) {
        const row = (valid[sub.name] as Body[])[0]!;
        for (const field of dateFields(sub.fields)) {
          const bad = { ...valid, [sub.name]: [{ ...row, [field.name]: day }] };
          await expectRefused(`${decl.controller}/insert`, bad, field.name, field.label);
        }
      }
    }
  });
});

describe.each(orderTypes.map((d) => [d.label, d] as const))('%s', (_label, decl: OrderTypeDecl) => {
  it('refuses an out-of-range date on every date field of its create and node saves', async () => {
    const first = decl.nodes[0]!;
    const createBody = await sampleNode(decl, first, ctx);
    delete createBody.csrId;
    const created = await call(
      `${decl.controller}/${decl.createAction}`,
      createBody,
      decl.encoding,
    );
    expect(created.status, JSON.stringify(created.data)).toBe(200);
    const orderCode = created.data as string;
    for (const [index, node] of decl.nodes.entries()) {
      const action = index === 0 ? decl.createAction : node.save;
      const valid = index === 0 ? createBody : await sampleNode(decl, node, ctx, index);
      const extra = index === 0 ? {} : { orderCode };
      const target = `${decl.controller}/${action}`;
      const day = OUT_OF_RANGE[index % OUT_OF_RANGE.length]!;
      for (const field of dateFields(nodeFields(decl, node))) {
        const bad = { ...valid, ...extra, [field.name]: day };
        await expectRefused(target, bad, field.name, field.label, decl.encoding);
      }
      for (const name of node.subLists ?? []) {
        const sub = decl.subLists.find((s) => s.name === name)!;
        const row = (valid[name] as Body[])[0]!;
        for (const field of dateFields(sub.fields)) {
          const bad = { ...valid, ...extra, [name]: [{ ...row, [field.name]: day }] };
          await expectRefused(target, bad, field.name, field.label, decl.encoding);
        }
        // The same rows through their own controller (transport-company lines).
        for (const line of (decl.lines ?? []).filter((l) => l.subList === name)) {
          for (const field of dateFields(sub.fields)) {
            const bad = { orderCode, ...row, [field.name]: day };
            await expectRefused(
              `${line.controller}/insert`,
              bad,
              field.name,
              field.label,
              decl.encoding,
            );
          }
        }
        for (const list of sub.jsonLists ?? []) {
          const item = (JSON.parse(row[list.name] as string) as Body[])[0]!;
          for (const field of dateFields(list.fields)) {
            const nested = JSON.stringify([{ ...item, [field.name]: day }]);
            const bad = { ...valid, ...extra, [name]: [{ ...row, [list.name]: nested }] };
            await expectRefused(target, bad, field.name, field.label, decl.encoding);
          }
        }
      }
    }
  });
});

describe('writes whose dates are not declared fields', () => {
  it('refuses an out-of-range date on each', async () => {
    const { rows } = await sql<{ id: number }>`select id from tb_ar
      where org_id = ${ctx.orgId} order by id limit 1`.execute(rest.db);
    const arLine = rows[0]?.id ?? 0;
    const orderCode = (
      await sql<{ code: string }>`select order_code as code from tb_ar
        where org_id = ${ctx.orgId} order by id limit 1`.execute(rest.db)
    ).rows[0]?.code;
    const schedule = await call('tbSchedule/insert', {
      subject: '日期边界',
      salesmanId: ctx.userId,
      endDate: '2100-12-31',
    });
    expect(schedule.status, JSON.stringify(schedule.data)).toBe(200);
    const scheduleId =
      typeof schedule.data === 'number' ? schedule.data : (schedule.data as { id: number }).id;
    for (const day of OUT_OF_RANGE) {
      await expectRefused(
        'tbSchedule/updateStatus',
        { id: scheduleId, status: 'C', actualExecutionDate: day },
        'actualExecutionDate',
        '实际执行日期',
      );
      const n = `${Date.now() % 1_000_000}`.padStart(7, '0');
      await expectRefused(
        'tbSysUser/insert',
        { userName: `日期${n}`, mobile: `1370${n}`, validityDate: day },
        'validityDate',
        '有效期',
      );
      await expectRefused(
        'tbSchedule/insert',
        { subject: '日期边界', salesmanId: ctx.userId, endDate: day },
        'endDate',
        '截止日期',
      );
      await expectRefused(
        'tbApiToken/save',
        { name: '日期边界', orgId: ctx.orgId, roleId: 1, expiresOn: day },
        'expiresOn',
        '到期日',
      );
      await expectRefused(
        'tbArInvoice/insert',
        { ids: [arLine], invoiceSetId: 1, invoiceDate: day },
        'invoiceDate',
        '开票日期',
      );
      await expectRefused(
        'tbAr/update',
        { id: arLine, orderCode, invoiceDate: day },
        'invoiceDate',
        '开票日期',
      );
      for (const [controller, label] of [
        ['tbReceipt', '收款'],
        ['tbPayment', '付款'],
      ] as const) {
        await expectRefused(
          `${controller}/insert`,
          { settlementUnit: 1, amount: '1', settleDate: day },
          'settleDate',
          `${label}日期`,
        );
      }
    }
  });
});

describe('completeness', () => {
  it('every Date field of every mutation input was swept', () => {
    const schema = buildSchema(readFileSync(path.join(repoRoot, 'schema.graphql'), 'utf8'));
    const seen = new Set<GraphQLInputObjectType>();
    const dateNames = new Map<string, string[]>();
    const walk = (type: GraphQLInputObjectType) => {
      if (seen.has(type)) return;
      seen.add(type);
      for (const field of Object.values(type.getFields())) {
        const named = getNamedType(field.type);
        // A filter's dates select records (an export by a date range), they store nothing.
        if (isInputObjectType(named)) {
          if (!named.name.endsWith('Filter')) walk(named);
        } else if (isScalarType(named) && named.name === 'Date') {
          dateNames.set(field.name, [...(dateNames.get(field.name) ?? []), type.name]);
        }
      }
    };
    for (const mutation of Object.values(schema.getMutationType()?.getFields() ?? {})) {
      for (const arg of mutation.args) {
        const named = getNamedType(arg.type);
        if (isInputObjectType(named)) {
          if (!named.name.endsWith('Filter')) walk(named);
        } else if (isScalarType(named) && named.name === 'Date') {
          dateNames.set(arg.name, [...(dateNames.get(arg.name) ?? []), mutation.name]);
        }
      }
    }
    const missing = [...dateNames]
      .filter(([name]) => !swept.has(name))
      .map(([n, t]) => `${n} (${t.join(', ')})`);
    expect(missing).toEqual([]);
  });
});
