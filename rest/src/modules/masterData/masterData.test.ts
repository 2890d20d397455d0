import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnOf, entities, has, userNameField } from '../../../../model/masterData/index.ts';
import type { EntityDecl, StringField } from '../../../../model/masterData/index.ts';
import { callRest, loginAs, startTestRest } from '../../testing/index.ts';
import type { TestRest } from '../../testing/index.ts';
import { badCases, sampleRecord } from '../../testing/masterData.ts';
import type { Body } from '../../testing/masterData.ts';
import { findRecord, REFERENCED } from './engine.ts';
import { forgetReferenceStamp } from '../../http/session.ts';

let rest: TestRest;
let token: string;
let adminId: number;
let adminName: string;
let seq = 0;

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
  token = await loginAs(rest.app);
  const admin = await rest.db
    .selectFrom('tb_sys_user')
    .select(['id', 'user_name'])
    .where('mobile', '=', '13800000000')
    .executeTakeFirstOrThrow();
  adminId = admin.id;
  adminName = admin.user_name;
});
afterAll(() => rest?.close());

async function call<T = unknown>(decl: EntityDecl, action: string, fields: Body = {}, t = token) {
  const result = await callRest<T>(
    rest.app,
    `${decl.controller}/${action}`,
    { ...fields, token: t },
    {
      encoding: 'json',
    },
  );
  expect(result.httpStatus).toBe(result.body.status);
  return result.body;
}

function byName(name: string): EntityDecl {
  return entities.find((e) => e.name === name)!;
}

async function refId(name: string): Promise<number> {
  const target = byName(name);
  const action = has(target, 'listAll') ? 'listAll' : 'listGroupAll';
  const answer = await call<{ id: number }[]>(target, action, {});
  const first = answer.data[0];
  if (!first) throw new Error(`no ${name} to reference`);
  return first.id;
}

const sample = (decl: EntityDecl) => sampleRecord(decl, { refId, userId: adminId, seq: ++seq });

async function total(decl: EntityDecl): Promise<number> {
  const page = await call<{ total: number }>(decl, 'pageAll', { pageSize: 1 });
  return page.data.total;
}

describe('schema', () => {
  it('has a column for every declared field', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema()`.execute(rest.db);
    const have = new Set(rows.map((r) => `${r.table_name}.${r.column_name}`));
    const missing: string[] = [];
    for (const decl of entities) {
      for (const field of decl.fields) {
        if (!have.has(`${decl.table}.${columnOf(field)}`))
          missing.push(`${decl.table}.${columnOf(field)}`);
      }
      if (decl.scope !== 'global' && !have.has(`${decl.table}.org_id`))
        missing.push(`${decl.table}.org_id`);
      for (const sub of decl.subLists ?? []) {
        for (const field of sub.fields) {
          if (!have.has(`${sub.table}.${columnOf(field)}`))
            missing.push(`${sub.table}.${columnOf(field)}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

const writable = entities.filter((e) => has(e, 'insert'));

describe.each(writable)('$controller ($label)', (decl) => {
  let record: Body;

  it('creates with defaults, reads it back with its sub-lists', async () => {
    const input = await sample(decl);
    const created = await call<Body>(decl, 'insert', input);
    expect(created.status, JSON.stringify(created.data)).toBe(200);
    record = created.data;
    for (const [key, value] of Object.entries(input)) {
      if (Array.isArray(value) && typeof value[0] === 'object') {
        // Each sub-list row as it was sent, in its order, with its own id (and a user's name).
        const rows = record[key] as Body[];
        expect(rows.length, key).toBe(value.length);
        const sub = decl.subLists?.find((s) => s.name === key);
        expect(sub, key).toBeDefined();
        rows.forEach((row, i) => {
          const sent = value[i] as Body;
          expect(Number.isInteger(row.id), `${key}[${i}].id`).toBe(true);
          for (const field of sub?.fields ?? []) {
            expect(String(row[field.name]), `${key}[${i}].${field.name}`).toBe(
              String(sent[field.name]),
            );
            if (field.kind === 'user') {
              expect(row[userNameField(field)], `${key}[${i}] 用户名`).toBe(adminName);
            }
          }
        });
      } else if (decl.fields.find((f) => f.name === key)?.kind === 'decimal') {
        expect(Number(record[key]), key).toBe(Number(value));
      } else expect(record[key], key).toEqual(value);
    }
    if (decl.fields.some((f) => f.kind === 'status')) expect(record.status).toBe('Y');
    if (decl.autoCode)
      expect(record[decl.autoCode.field]).toMatch(
        new RegExp(`^${decl.autoCode.prefix}\\d{${decl.autoCode.digits}}$`),
      );
    const found = await call<Body>(decl, 'findByPK', { id: record.id });
    expect(found.status).toBe(200);
    expect(found.data).toEqual(record);
  });

  it('finds it by its search fields and pages with a capped size', async () => {
    if (!has(decl, 'pageAll')) return;
    const search: Body = {};
    for (const field of decl.fields.filter((f) => f.search && f.search !== 'range')) {
      const value = record[field.name];
      if (value === null || value === undefined) continue;
      search[field.name] = Array.isArray(value) ? value[0] : value;
    }
    const page = await call<{ list: Body[]; pageSize: number; total: number }>(decl, 'pageAll', {
      ...search,
      pageSize: 1000,
      pageNum: 1,
    });
    expect(page.status).toBe(200);
    expect(page.data.pageSize).toBe(500);
    expect(page.data.list.map((r) => r.id)).toContain(record.id);
    if (decl.fields.some((f) => f.keyword)) {
      const none = await call<{ total: number }>(decl, 'pageAll', {
        ...search,
        keyword: '无此记录¤',
      });
      expect(none.data.total).toBe(0);
    }
  });

  it('updates what is sent and keeps the rest', async () => {
    const field = decl.fields.find(
      (f): f is StringField =>
        (f.kind === 'string' || f.kind === 'text') &&
        !f.example &&
        !f.readOnly &&
        !f.pattern &&
        !f.min &&
        f.max >= 12,
    );
    if (!field) return;
    const value = `改${String(record[field.name])}`.slice(0, field.max);
    const updated = await call<Body>(decl, 'update', { id: record.id, [field.name]: value });
    expect(updated.status, JSON.stringify(updated.data)).toBe(200);
    expect(updated.data[field.name]).toBe(value);
    // The version and the last change move with every write (optimistic concurrency).
    const stamp = ['version', 'modifiedBy', 'modifiedAt'];
    const others = Object.keys(record).filter(
      (k) => k !== field.name && k !== field.name.replace(/Id$/, 'Name') && !stamp.includes(k),
    );
    for (const key of others) expect(updated.data[key], key).toEqual(record[key]);
    expect(updated.data.version).toBe(Number(record.version) + 1);
    record = updated.data;
  });

  it('changes its status', async () => {
    if (!has(decl, 'updateStatus')) return;
    const off = await call<Body>(decl, 'updateStatus', { id: record.id, status: 'N' });
    expect(off.data.status).toBe('N');
    const bad = await call(decl, 'updateStatus', { id: record.id, status: 'X' });
    expect(bad.status).toBe(400);
    const on = await call<Body>(decl, 'updateStatus', { id: record.id, status: 'Y' });
    expect(on.data.status).toBe('Y');
  });

  it('answers the uniqueness checks and refuses duplicates with 422', async () => {
    for (const check of decl.validations ?? []) {
      const values = Object.fromEntries(check.fields.map((f) => [f, record[f]]));
      expect((await call(decl, check.action, values)).data).toBe(false);
      expect((await call(decl, check.action, { ...values, id: record.id })).data).toBe(true);
      const last = check.fields.at(-1)!;
      expect(
        (
          await call(decl, check.action, {
            ...values,
            [last]: `${String(record[last])}x`.slice(-20),
          })
        ).data,
      ).toBe(true);
    }
    const unique = decl.fields.find((f) => f.unique);
    if (unique || decl.uniques?.length || decl.validations?.length) {
      const copy = { ...record };
      delete copy.id;
      const again = await call<{ message: string }[]>(decl, 'insert', copy);
      expect(again.status).toBe(422);
      expect(again.data[0]!.message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('refuses every declared rule with 400, a Chinese message and the field, writing nothing', async () => {
    const valid = await sample(decl);
    const before = has(decl, 'pageAll') ? await total(decl) : 0;
    const cases = badCases(decl, valid);
    expect(cases.length).toBeGreaterThan(0);
    for (const bad of cases) {
      const answer = await call<{ message: string; field?: string }[]>(decl, 'insert', bad.body);
      expect(answer.status, `${bad.rule} ${bad.field}`).toBe(bad.status);
      expect(answer.data[0]!.field, bad.rule).toBe(bad.field);
      expect(answer.data[0]!.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    if (has(decl, 'pageAll')) expect(await total(decl)).toBe(before);
  });

  it('refuses calls without a valid token', async () => {
    const answer = await call(decl, decl.actions[0]!, {}, 'not-a-token');
    expect(answer.status).toBe(401);
  });

  it('deletes it', async () => {
    if (!has(decl, 'delete')) return;
    expect((await call(decl, 'delete', { id: record.id })).status).toBe(200);
    expect((await call(decl, 'findByPK', { id: record.id })).status).toBe(404);
    expect((await call(decl, 'delete', { id: record.id })).status).toBe(404);
  });
});

describe('references', () => {
  it('refuses to delete a record another one references', async () => {
    const route = byName('route');
    const voyage = byName('flightVoyage');
    const created = await call<Body>(route, 'insert', await sample(route));
    const trip = await call<Body>(voyage, 'insert', {
      ...(await sample(voyage)),
      routeId: created.data.id,
    });
    expect(trip.status).toBe(200);
    const refused = await call<{ message: string }[]>(route, 'delete', { id: created.data.id });
    expect(refused.status).toBe(422);
    expect(refused.data[0]!.message).toBe(REFERENCED);
    await call(voyage, 'delete', { id: trip.data.id });
    expect((await call(route, 'delete', { id: created.data.id })).status).toBe(200);
  });
});

describe('organisations', () => {
  it('keeps an org-scoped record inside its organisation', async () => {
    const decl = byName('transportAddress');
    const created = await call<Body>(decl, 'insert', await sample(decl));
    const other = await loginAs(rest.app, '13800000004');
    const page = await call<{ list: Body[] }>(decl, 'pageAll', { pageSize: 500 }, other);
    expect(page.status).toBe(200);
    expect(page.data.list.map((r) => r.id)).not.toContain(created.data.id);
    expect((await call(decl, 'findByPK', { id: created.data.id }, other)).status).toBe(404);
  });

  it('shares group-scoped records through listGroupAll only', async () => {
    const decl = byName('client');
    const other = await loginAs(rest.app, '13800000004');
    const own = await call<Body[]>(decl, 'listAll', {}, other);
    const group = await call<Body[]>(decl, 'listGroupAll', {}, other);
    expect(group.data.length).toBeGreaterThan(own.data.length);
    expect(own.data.every((r) => group.data.some((g) => g.id === r.id))).toBe(true);
  });
});

describe('reference lists and extras', () => {
  it('lists seaports, airports, cities and countries by keyword with a limit', async () => {
    const port = await call<Body[]>(byName('seaport'), 'listAll', { keyword: 'CNSHA' });
    expect(port.data.map((p) => p.code)).toContain('CNSHA');
    const airports = await call<Body[]>(byName('airport'), 'listAll', {});
    expect(airports.data.length).toBe(50);
    const cities = await call<Body[]>(byName('city'), 'listAll', { keyword: '苏州' });
    expect(cities.data.some((c) => c.name === '苏州市')).toBe(true);
    const countries = await call<Body[]>(byName('country'), 'listAll', { keyword: '德国' });
    expect(countries.data.map((c) => c.code)).toContain('DE');
  });

  it('finds the exchange rate in force on a date', async () => {
    const rate = byName('exchangeRate');
    const found = await call<Body>(rate, 'findCurRate', {
      originalCurrency: '1',
      date: '2026-05-01',
    });
    expect(found.status).toBe(200);
    expect(Number(found.data.exchangeRate)).toBeCloseTo(7.105, 6);
    const none = await call(rate, 'findCurRate', { originalCurrency: '1', date: '2030-01-01' });
    expect(none.status).toBe(404);
  });

  it('answers several dictionary categories in one call', async () => {
    const dict = byName('dict');
    const answer = await call<{ categoryCode: string }[]>(dict, 'getDictByTypeId', {
      dictCatagoryCode: ['GSLX', 'ZYLX'],
    });
    expect(new Set(answer.data.map((d) => d.categoryCode))).toEqual(new Set(['GSLX', 'ZYLX']));
  });

  it('answers the nodes of a user and the column configuration', async () => {
    const nodes = await callRest<{ nodeCode: string }[]>(
      rest.app,
      'tbShippingTypeNodeUserMapping/getNodeCodeByUser',
      { token, shippingTypeCode: 'ZYLX_HYCK' },
      { encoding: 'json' },
    );
    expect(nodes.body.data.map((n) => n.nodeCode)).toContain('HYCK_TD');
    const columns = await callRest<{ nodeCode: string; list: { type: string }[] }[]>(
      rest.app,
      'tbColumn/listAllColumn',
      { token, shippingTypeCode: 'ZYLX_HYCK' },
      { encoding: 'json' },
    );
    expect(columns.body.data[0]!.nodeCode).toBe('HYCK_TD');
    expect(columns.body.data[0]!.list.filter((c) => c.type === 'Y').length).toBe(6);
  });
});

describe('reference stamp', () => {
  async function stamp(): Promise<bigint> {
    const response = await rest.app.inject({
      method: 'POST',
      url: '/rest/tbCustomer/pageAll',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ token, pageSize: 1 }),
    });
    expect(response.statusCode).toBe(200);
    const header = response.headers['x-reference-stamp'];
    expect(header).toMatch(/^\d+$/);
    return BigInt(String(header));
  }

  it('moves with each change to the reference data gateways keep, and only with those', async () => {
    const start = await stamp();
    // Changes made straight in the database stand for another rest process's: this process
    // reads the stamp again within a second, here at once.
    await sql`update tb_customer set id = id where id = (select min(id) from tb_customer)`.execute(
      rest.db,
    );
    forgetReferenceStamp();
    expect(await stamp()).toBe(start);
    const tables = [
      'tb_dict',
      'tb_dict_category',
      'tb_param_port',
      'tb_iata',
      'tb_fee_type',
      'tb_shipping_type',
      'tb_shipping_type_node_user_mapping',
    ];
    for (const [i, table] of tables.entries()) {
      await sql`update ${sql.table(table)} set id = id where id = (select min(id) from ${sql.table(table)})`.execute(
        rest.db,
      );
      forgetReferenceStamp();
      expect(await stamp()).toBe(start + BigInt(i + 1));
    }
  });

  it('a dictionary entry written through rest moves it for the next answer', async () => {
    const before = await stamp();
    const dict = byName('dict');
    const created = await call(dict, 'insert', await sample(dict));
    expect(created.status).toBe(200);
    expect(await stamp()).toBe(before + 1n);
  });
});

describe('uniqueness rules', () => {
  it('refuses with the message of the rule the values fall under, the first one when several', async () => {
    const feeType = byName('feeType');
    const record = await sample(feeType);
    const created = await call<{ id: number }>(feeType, 'insert', record);
    expect(created.status).toBe(200);
    const other = await sample(feeType);
    const message = async (values: Body) => {
      const answer = await call<{ message: string }[]>(feeType, 'insert', { ...other, ...values });
      expect(answer.status).toBe(422);
      return answer.data[0]?.message;
    };
    expect(await message({ feeName: record.feeName })).toBe('费用名称已存在');
    expect(await message({ feeCode: record.feeCode })).toBe('费用编码已存在');
    expect(await message({ feeCode: record.feeCode, feeName: record.feeName })).toBe(
      '费用编码已存在',
    );
    // Its own values are no collision for the record itself.
    const updated = await call(feeType, 'update', { ...record, id: created.data.id });
    expect(updated.status).toBe(200);
    expect((await call(feeType, 'insert', other)).status).toBe(200);
  });
});

describe('generated codes', () => {
  it('gives each new client the next code, whatever code the caller sent', async () => {
    const client = byName('client');
    const field = client.autoCode?.field ?? '';
    expect(field).not.toBe('');
    const first = await call<Body>(client, 'insert', await sample(client));
    expect(first.status).toBe(200);
    // A code already taken, sent along: the counter's code is used, and nothing is refused.
    const second = await call<Body>(client, 'insert', {
      ...(await sample(client)),
      [field]: first.data[field],
    });
    expect(second.status, JSON.stringify(second.data)).toBe(200);
    const number = (record: Body) => Number(String(record[field]).replace(/^\D+/, ''));
    expect(number(second.data)).toBe(number(first.data) + 1);
  });
});

describe('sub-lists', () => {
  it('answers every row in the order it was saved, after an insert, an update and on reading', async () => {
    const client = byName('client');
    const contacts = [
      { contact: '丙 联系人', contactTel: '0755-33330003', contactAddress: '深圳' },
      { contact: '甲 联系人', contactTel: '13900000001', contactAddress: '' },
      { contact: '乙 联系人', contactTel: '13900000002', contactAddress: '上海' },
    ];
    const banks = [{ bankName: '招商银行', bankAccount: '6225880000000001' }];
    const created = await call<Body>(client, 'insert', {
      ...(await sample(client)),
      contacts,
      banks,
    });
    expect(created.status, JSON.stringify(created.data)).toBe(200);
    const rowsOf = (record: Body, name: string) =>
      (record[name] as Body[]).map(({ id, ...row }) => {
        expect(Number.isInteger(id)).toBe(true);
        return row;
      });
    // An empty field is stored as absent.
    expect(rowsOf(created.data, 'contacts')).toEqual(
      contacts.map((c) => ({ ...c, contactAddress: c.contactAddress || null })),
    );
    expect(rowsOf(created.data, 'banks')).toEqual(banks);

    const reordered = [contacts[2], contacts[0]];
    const updated = await call<Body>(client, 'update', {
      ...created.data,
      contacts: reordered,
      banks: [],
    });
    expect(updated.status, JSON.stringify(updated.data)).toBe(200);
    expect(rowsOf(updated.data, 'contacts')).toEqual(reordered);
    expect(updated.data.banks).toEqual([]);
    const found = await call<Body>(client, 'findByPK', { id: created.data.id });
    expect(found.data).toEqual(updated.data);

    // The record and both its sub-lists are read in one statement.
    let statements = 0;
    const counted = rest.db.withPlugin({
      transformQuery: ({ node }) => {
        statements += 1;
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    });
    const session = {
      sessionId: 0,
      userId: adminId,
      userName: adminName,
      mobile: '13800000000',
      orgId: Number(created.data.orgId),
      groupId: null,
      isAdmin: true,
      expiresAt: new Date(Date.now() + 60_000),
    };
    const read = await findRecord(counted, client, session, Number(created.data.id), 'own');
    // As the answer carries it: the last change's time as text.
    expect(JSON.parse(JSON.stringify(read))).toEqual(updated.data);
    expect(statements).toBe(1);
  });
});
