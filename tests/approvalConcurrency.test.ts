// Lost updates in approvals and fee templates: two users read the same lines (费用审核, 利润审核) or
// the same template; the first changes them; the second acts on what they read. Through a real
// gateway over a real rest (PGlite, or PostgreSQL with DATABASE_URL): the second call is refused
// with CONFLICT naming who changed the record and when, nothing of it is written, and after a
// reload the same call goes through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, expectConflict as expectVersionConflict } from './support/asUser.ts';
import { DEMO_ADMIN, signIn, startStack } from './support/stack.ts';
import type { GraphQLResponse, Stack } from './support/stack.ts';

let stack: Stack;
/** 系统管理员 (who changes), 张丽 (finance, who approves), 李明 (操作, who edits templates). */
let admin: string;
let finance: string;
let operator: string;
const CHANGER = '系统管理员';
const { gql, data } = asUser(() => stack);
const expectConflict = (answer: GraphQLResponse<unknown>, what: string) =>
  expectVersionConflict(answer, what, CHANGER);

beforeAll(async () => {
  stack = await startStack();
  [admin, finance, operator] = await Promise.all([
    signIn(stack),
    signIn(stack, { mobile: '13800000002', password: DEMO_ADMIN.password }),
    signIn(stack, { mobile: '13800000001', password: DEMO_ADMIN.password }),
  ]);
}, 180_000);

afterAll(() => stack?.close());

interface Line {
  id: string;
  version: number;
  feeTypeId: string;
  unitPrice: string;
  quantity: string;
  approveStatus: string;
  approver: string | null;
  currency: { code: string };
  exchangeRate: string;
  settlementUnit: { id: string };
}

interface Fees {
  orderCode: string;
  receivableVersion: number;
  receivables: Line[];
}

const LINE = `id version feeTypeId unitPrice quantity approveStatus approver currency { code }
  exchangeRate settlementUnit { id }`;
const FEES = `orderCode receivableVersion receivables { ${LINE} }`;

const readFees = async (token: string, orderCode: string) =>
  (
    await data<{ orderFees: Fees }>(
      token,
      `query ($c: String!) { orderFees(orderCode: $c) { ${FEES} } }`,
      { c: orderCode },
    )
  ).orderFees;

const used = new Set<string>();

/** A Shanghai ocean export order with at least two receivables, all still open. */
async function openOrder(): Promise<Fees> {
  const page = await data<{ profitApprovals: { items: { orderCode: string }[] } }>(
    admin,
    `query { profitApprovals(filter: { approveStatus: WTJ, orderType: "ZYLX_HYCK" }, pageSize: 50) {
      items { orderCode } } }`,
  );
  for (const { orderCode } of page.profitApprovals.items) {
    if (used.has(orderCode)) continue;
    const fees = await readFees(admin, orderCode);
    if (fees.receivables.length >= 2 && fees.receivables.every((l) => l.approveStatus === 'WTJ')) {
      used.add(orderCode);
      return fees;
    }
  }
  throw new Error('演示数据中没有两条以上应收费用均未提交的订单');
}

const STATUS = (action: string, extra = '') => `mutation ($ids: [ID!]!, $v: [Int!]!) {
  ${action}(side: RECEIVABLE, ids: $ids, expectedVersions: $v${extra}) {
    message lines { ${LINE} } } }`;

async function move(token: string, action: string, lines: readonly Line[]): Promise<Line[]> {
  const answer = await data<Record<string, { lines: Line[] }>>(token, STATUS(action), {
    ids: lines.map((l) => l.id),
    v: lines.map((l) => l.version),
  });
  return answer[action]?.lines ?? [];
}

describe('fee lines in 费用审核, read by finance while the order page changes them', () => {
  it('refuse the approval of a line withdrawn, edited and submitted again since, deciding none', async () => {
    const opened = await openOrder();
    const [a, b] = opened.receivables;
    if (!a || !b) throw new Error('缺少费用');
    // Both lines submitted; finance reads them (the 费用审核 list).
    const submitted = await move(admin, 'submitFeeLines', [a, b]);
    const seenByFinance = (await readFees(finance, opened.orderCode)).receivables.filter((l) =>
      submitted.some((s) => s.id === l.id),
    );
    expect(seenByFinance.map((l) => l.approveStatus)).toEqual(['DSH', 'DSH']);

    // The order page withdraws line a, raises its price, and submits it again.
    const [withdrawn] = await move(admin, 'withdrawFeeLines', [seenByFinance[0] as Line]);
    const fees = await readFees(admin, opened.orderCode);
    const edited = await data<{ saveFeeLines: Fees }>(
      admin,
      `mutation ($c: String!, $lines: [FeeLineInput!]!, $v: Int!, $r: [ID!]!) {
        saveFeeLines(orderCode: $c, side: RECEIVABLE, lines: $lines, expectedVersion: $v,
          readIds: $r) { ${FEES} } }`,
      {
        c: opened.orderCode,
        v: fees.receivableVersion,
        r: fees.receivables.map((l) => l.id),
        lines: fees.receivables.map((l) => ({
          id: l.id,
          feeTypeId: l.feeTypeId,
          unitPrice: l.id === withdrawn?.id ? '98765' : l.unitPrice,
          quantity: l.quantity,
          currency: l.currency.code,
          exchangeRate: l.exchangeRate,
          settlementUnitId: l.settlementUnit.id,
        })),
      },
    );
    const changed = edited.saveFeeLines.receivables.find((l) => l.id === a.id);
    if (!changed) throw new Error('缺少费用');
    await move(admin, 'submitFeeLines', [changed]);
    const stored = await readFees(admin, opened.orderCode);

    // Finance approves both lines as read: refused, naming who changed line a; b is not approved
    // either (one transaction).
    const refused = await gql(finance, STATUS('approveFeeLines', ', remark: "核对无误"'), {
      ids: seenByFinance.map((l) => l.id),
      v: seenByFinance.map((l) => l.version),
    });
    expectConflict(refused, '该应收费用');
    expect(await readFees(finance, opened.orderCode)).toEqual(stored);
    const decided = stored.receivables.filter((l) => l.id === a.id || l.id === b.id);
    expect(decided.map((l) => [l.approveStatus, l.approver])).toEqual([
      ['DSH', null],
      ['DSH', null],
    ]);
    expect(decided[0]?.unitPrice).toBe('98765');

    // A version missing for one of the lines is refused before anything (400), too.
    const short = await gql(finance, STATUS('approveFeeLines'), {
      ids: decided.map((l) => l.id),
      v: [decided[0]?.version],
    });
    expect(short.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });

    // After reloading, finance approves what is stored now.
    const approved = await move(finance, 'approveFeeLines', decided);
    expect(approved.map((l) => [l.approveStatus, l.unitPrice])).toEqual([
      ['YSH', '98765'],
      ['YSH', b.unitPrice],
    ]);
  });
});

describe('an order side in 利润审核, read by finance while the order page changes it', () => {
  it('refuses the decision on the side as read, and decides after a reload', async () => {
    const opened = await openOrder();
    const submitted = await move(admin, 'submitFeeLines', opened.receivables);
    const seen = await readFees(finance, opened.orderCode);
    expect(seen.receivables.every((l) => l.approveStatus === 'DSH')).toBe(true);

    // The order page withdraws one line: the side moved on.
    await move(admin, 'withdrawFeeLines', submitted.slice(0, 1));
    const stored = await readFees(admin, opened.orderCode);
    expect(stored.receivableVersion).toBeGreaterThan(seen.receivableVersion);

    const DECIDE = `mutation ($c: String!, $v: Int!) {
      decideOrderFees(orderCode: $c, side: RECEIVABLE, remark: "同意", expectedVersion: $v) {
        message lines { id approveStatus } } }`;
    expectConflict(
      await gql(finance, DECIDE, { c: opened.orderCode, v: seen.receivableVersion }),
      '该订单的应收费用',
    );
    expect(await readFees(finance, opened.orderCode)).toEqual(stored);

    const decided = await data<{ decideOrderFees: { lines: { id: string }[] } }>(finance, DECIDE, {
      c: opened.orderCode,
      v: stored.receivableVersion,
    });
    // What finance saw after the reload: the withdrawn line is not decided.
    expect(decided.decideOrderFees.lines.map((l) => l.id).sort()).toEqual(
      submitted
        .slice(1)
        .map((l) => l.id)
        .sort(),
    );
  });
});

interface Template {
  id: string;
  version: number;
  name: string;
  detailCount: number;
}

interface Detail {
  feeTypeId: string;
  unitPrice: string;
  quantity: string;
}

const TEMPLATE = 'id version name detailCount';
const SAVE_DETAILS = `mutation ($id: ID!, $details: [FeeTemplateDetailInput!]!, $v: Int!) {
  saveFeeTemplateDetails(side: RECEIVABLE, templateId: $id, details: $details,
    expectedVersion: $v) { feeTypeId unitPrice quantity } }`;

async function templateNamed(token: string, name: string): Promise<Template> {
  const list = await data<{ feeTemplates: Template[] }>(
    token,
    `query ($k: String) { feeTemplates(side: RECEIVABLE, keyword: $k) { ${TEMPLATE} } }`,
    { k: name },
  );
  const found = list.feeTemplates.find((t) => t.name === name);
  if (!found) throw new Error(`模板 ${name} 不存在`);
  return found;
}

describe("a fee template's lines, edited by two users", () => {
  it("refuse the second replacement and the template's change based on the template as read", async () => {
    const opened = await openOrder();
    const feeTypeId = opened.receivables[0]?.feeTypeId;
    const name = `并发测试模板${Date.now()}`;
    await data(
      admin,
      `mutation ($n: String!, $d: [FeeTemplateDetailInput!]) {
        createFeeTemplate(side: RECEIVABLE, name: $n, details: $d) { id } }`,
      { n: name, d: [{ feeTypeId, unitPrice: '100', quantity: '1' }] },
    );
    const seenByAdmin = await templateNamed(admin, name);
    const seenByOperator = await templateNamed(operator, name);
    expect(seenByOperator).toEqual(seenByAdmin);

    const saved = await data<{ saveFeeTemplateDetails: Detail[] }>(admin, SAVE_DETAILS, {
      id: seenByAdmin.id,
      v: seenByAdmin.version,
      details: [
        { feeTypeId, unitPrice: '200', quantity: '2' },
        { feeTypeId, unitPrice: '300', quantity: '3' },
      ],
    });
    expect(saved.saveFeeTemplateDetails.map((d) => d.unitPrice)).toEqual(['200', '300']);
    // Replacing the lines moved the template's version.
    const now = await templateNamed(admin, name);
    expect(now.version).toBeGreaterThan(seenByAdmin.version);
    expect(now.detailCount).toBe(2);

    // The second user, from the template as they opened it: refused, nothing written.
    expectConflict(
      await gql(operator, SAVE_DETAILS, {
        id: seenByOperator.id,
        v: seenByOperator.version,
        details: [{ feeTypeId, unitPrice: '999', quantity: '9' }],
      }),
      '该费用模板',
    );
    expectConflict(
      await gql(
        operator,
        `mutation ($id: ID!, $v: Int!) {
          updateFeeTemplate(side: RECEIVABLE, id: $id, name: "改名", expectedVersion: $v) { id } }`,
        { id: seenByOperator.id, v: seenByOperator.version },
      ),
      '该费用模板',
    );
    expect(await templateNamed(operator, name)).toEqual(now);

    // After a reload, the second user's lines save.
    const again = await data<{ saveFeeTemplateDetails: Detail[] }>(operator, SAVE_DETAILS, {
      id: now.id,
      v: now.version,
      details: [{ feeTypeId, unitPrice: '999', quantity: '9' }],
    });
    expect(again.saveFeeTemplateDetails.map((d) => [d.unitPrice, d.quantity])).toEqual([
      ['999', '9'],
    ]);
  });
});
