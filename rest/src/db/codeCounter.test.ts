// Generated codes under concurrency: 20 creates at once of each kind of record that gets a code,
// all answered 200 with distinct codes of the expected form (PGlite, and PostgreSQL with its pool
// of connections under `npm run test:pg`).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entity } from '../../../model/masterData/index.ts';
import { callRest, loginAs, startTestRest } from '../testing/index.ts';
import type { TestRest } from '../testing/index.ts';
import { sampleRecord } from '../testing/masterData.ts';
import { peekCode, takeCode } from './codeCounter.ts';

const AT_ONCE = 20;

let rest: TestRest;
let token: string;
let adminId: number;

async function firstId(query: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`${sql.raw(query)}`.execute(rest.db);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`nothing for ${query}`);
  return id;
}

async function refId(name: string): Promise<number> {
  const decl = entity(name);
  return firstId(`select id from ${decl.table} order by id limit 1`);
}

/** Runs `create` AT_ONCE times at once; answers the statuses and the codes. */
async function together(
  create: (i: number) => Promise<{ status: number; code: unknown }>,
): Promise<{ statuses: number[]; codes: string[] }> {
  const answers = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => create(i)));
  return {
    statuses: answers.map((a) => a.status),
    codes: answers.map((a) => String(a.code)),
  };
}

function expectAllDistinct(result: { statuses: number[]; codes: string[] }, form: RegExp) {
  expect(result.statuses).toEqual(Array.from({ length: AT_ONCE }, () => 200));
  expect(new Set(result.codes).size).toBe(AT_ONCE);
  for (const code of result.codes) expect(code).toMatch(form);
}

const run = `${Date.now() % 100_000}`;

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
  token = await loginAs(rest.app);
  adminId = await firstId(`select id from tb_sys_user where mobile = '13800000000'`);
});
afterAll(() => rest?.close());

describe('20 concurrent creates get 20 distinct codes', () => {
  it.each([
    ['client', 'tbCustomer', 'customerName', 'customerCode', /^KH\d{6}$/],
    ['supplier', 'tbSupplier', 'supplierName', 'supplierCode', /^GYS\d{6}$/],
  ] as const)('%s', async (name, controller, nameField, codeField, form) => {
    const decl = entity(name);
    const bodies = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        sampleRecord(decl, { refId, userId: adminId, seq: i }),
      ),
    );
    const result = await together(async (i) => {
      const answer = await callRest<Record<string, unknown>>(
        rest.app,
        `${controller}/insert`,
        { token, ...bodies[i], [nameField]: `并发${name}${run}-${i}` },
        { encoding: 'json' },
      );
      return { status: answer.body.status, code: answer.body.data[codeField] };
    });
    expectAllDistinct(result, form);
  });

  it('ocean export orders (HYCK + month + number)', async () => {
    const booking = {
      clientId: await firstId(`select id from tb_customer where alias = '锦程贸易'`),
      shippingModeId: 'ZYFS_LCL',
      departurePortId: await firstId(`select id from tb_param_port where code = 'CNSHA'`),
      destinationPortId: await firstId(`select id from tb_param_port where code = 'USLAX'`),
      chineseName: '并发订单',
    };
    const result = await together(async () => {
      const answer = await callRest<string>(rest.app, 'tbSeaTransportExport/insertTD', {
        token,
        ...booking,
      });
      return { status: answer.body.status, code: answer.body.data };
    });
    expectAllDistinct(result, /^HYCK\d{6}\d{4}$/);
  });

  it('bills of lading (BL + 8 digits)', async () => {
    const { rows } = await sql<{ order_code: string }>`select order_code
      from tb_sea_transport_export order by id limit 1`.execute(rest.db);
    const orderCode = rows[0]?.order_code;
    const result = await together(async (i) => {
      const answer = await callRest<{ billofladingCode: string }>(
        rest.app,
        'tbSeaTransportExportBillOfLading/insert',
        { token, orderCode, sender: `SHIPPER ${i}`, receiver: `CONSIGNEE ${i}` },
      );
      return { status: answer.body.status, code: answer.body.data.billofladingCode };
    });
    expectAllDistinct(result, /^BL\d{8}$/);
  });

  it('users (HT + 4 digits)', async () => {
    const result = await together(async (i) => {
      const answer = await callRest<number>(
        rest.app,
        'tbSysUser/insert',
        {
          token,
          userName: `并发用户${i}`,
          mobile: `139${run.padStart(5, '0')}${String(i).padStart(3, '0')}`,
          useStatus: 'N',
        },
        { encoding: 'json' },
      );
      if (answer.body.status !== 200) return { status: answer.body.status, code: answer.body.data };
      const { rows } = await sql<{ user_number: string }>`select user_number from tb_sys_user
        where id = ${answer.body.data}`.execute(rest.db);
      return { status: 200, code: rows[0]?.user_number };
    });
    expectAllDistinct(result, /^HT\d{4}$/);
  });
});

describe('the counter', () => {
  // Codes of test prefixes kept in the users' number column.
  const scope = { orgId: null, existing: { table: 'tb_sys_user', column: 'user_number' } } as const;

  it('steps over codes already stored, previews without taking, gives back on rollback', async () => {
    const format = { prefix: 'ZZ', digits: 3 } as const;
    // A number typed by hand (ZZ041) is above the counter: the next one comes after it.
    await sql`update tb_sys_user set user_number = 'ZZ041' where mobile = '13800000005'`.execute(
      rest.db,
    );
    expect(await peekCode(rest.db, format, scope)).toBe('ZZ042');
    expect(await peekCode(rest.db, format, scope)).toBe('ZZ042');
    const taken = await rest.db.transaction().execute((trx) => takeCode(trx, format, scope));
    expect(taken).toBe('ZZ042');
    // Rolled back: the number is given back.
    await expect(
      rest.db.transaction().execute(async (trx) => {
        expect(await takeCode(trx, format, scope)).toBe('ZZ043');
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await peekCode(rest.db, format, scope)).toBe('ZZ043');
  });

  it('moves past the highest stored when its next code was typed by hand since it started', async () => {
    const format = { prefix: 'ZY', digits: 3 } as const;
    const take = () => rest.db.transaction().execute((trx) => takeCode(trx, format, scope));
    expect(await take()).toBe('ZY001');
    // Typed by hand after the counter started: the next number, and one further on.
    await sql`update tb_sys_user set user_number = 'ZY002' where mobile = '13800000005'`.execute(
      rest.db,
    );
    await sql`update tb_sys_user set user_number = 'ZY007' where mobile = '13800000001'`.execute(
      rest.db,
    );
    expect(await peekCode(rest.db, format, scope)).toBe('ZY008');
    expect(await take()).toBe('ZY008');
    expect(await take()).toBe('ZY009');
    // A number wider than its digits is written whole, and looked up whole.
    await sql`update tb_code_counter set last_value = 998 where prefix = 'ZY'`.execute(rest.db);
    await sql`update tb_sys_user set user_number = 'ZY1000' where mobile = '13800000005'`.execute(
      rest.db,
    );
    expect(await take()).toBe('ZY999');
    expect(await peekCode(rest.db, format, scope)).toBe('ZY1001');
    expect(await take()).toBe('ZY1001');
  });
});
