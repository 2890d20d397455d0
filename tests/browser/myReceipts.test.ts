// 回执 (/todo/receipt) in the browser: finance records a receipt (GraphQL recordSettlement) for an
// approved receivable line of an open demo order of the demo user; the page then SHOWS the row with
// its number, the amount, the part allocated to my order and the order code linking to the order.
// Expected values come from the rest back end, never from the page. Screenshot in test-results/.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/webBuild.ts';
import { formatDecimal } from '../../web/src/components/form/decimal.ts';
import { DEMO_ADMIN, restCall } from '../support/stack.ts';
import { stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();
let token: string;

const shots = join(root, 'test-results');

interface RestLine {
  id: number;
  orderCode: string;
  money: string;
  writeOffMoney: string | null;
  settlementUnit: number;
  settlementUnitName: string;
}

const rest = <T>(path: string, body: Record<string, unknown>): Promise<T> =>
  restCall<T>(suite.stack, token, path, body);

async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await fetch(suite.stack.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await res.json()) as { data?: T; errors?: unknown[] };
  if (answer.errors || !answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}

const step = stepsOf('my-receipts', () => suite.page);

describe('回执: a receipt over my order', () => {
  it('SHOWS a receipt recorded for my demo order with its amounts and order code', async () => {
    await step('receipt', async () => {
      token = await signInOnPage(suite.page, suite.stack.url, DEMO_ADMIN);
      expect(token).not.toBe('');

      // My open orders (the kanban's), and an approved CNY receivable of one of them.
      const mine = await rest<{ list: { orderCode: string }[] }>('tbWorkspace/kanban', {});
      const codes = new Set(mine.list.map((o) => o.orderCode));
      const approved = await rest<{ list: RestLine[] }>('tbAr/pageAll', {
        approveStatus: 'YSH',
        currency: '3',
        pageSize: 500,
      });
      const line = approved.list.find(
        (l) => codes.has(l.orderCode) && l.writeOffMoney === null && Number(l.money) > 100,
      );
      expect(line).toBeDefined();
      if (!line) return;

      const saved = await graphql<{ recordSettlement: { id: string; settlementNo: string } }>(
        `
          mutation ($input: RecordSettlementInput!) {
            recordSettlement(kind: RECEIPT, input: $input) {
              id
              settlementNo
            }
          }
        `,
        {
          input: {
            settlementUnitId: String(line.settlementUnit),
            currency: '3',
            amount: '1234.56',
            settleDate: '2026-11-20',
            allocations: [{ feeLineId: `AR-${line.id}`, writeOffMoney: '87.65' }],
          },
        },
      );
      const { settlementNo } = saved.recordSettlement;
      const stored = await rest<{ list: { settlementNo: string; amount: string }[] }>(
        'tbWorkspace/receipts',
        { settleDateBegin: '2026-11-20', settleDateEnd: '2026-11-20', pageSize: 50 },
      );
      expect(stored.list.map((r) => r.settlementNo)).toContain(settlementNo);

      await suite.page.goto(`${suite.stack.url}/todo/receipt`);
      await suite.page.reload();
      const row = suite.page.getByRole('row').filter({ hasText: settlementNo });
      await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain(line.orderCode);
      const text = await row.innerText();
      expect(text).toContain(formatDecimal('1234.56', 2));
      expect(text).toContain(formatDecimal('87.65', 2));
      expect(text).toContain(line.settlementUnitName);
      expect(text).toContain('2026-11-20');
      expect(text).toContain('正常');
      const link = row.getByRole('link', { name: line.orderCode, exact: true });
      expect(await link.getAttribute('href')).toContain(`/view?orderCode=${line.orderCode}`);
      await expect
        .poll(() => suite.page.getByLabel('回执合计').innerText(), { timeout: 10_000 })
        .toContain('人民币');
      await suite.page.screenshot({ path: join(shots, 'my-receipts.png'), fullPage: true });

      // Finance reverses it: the row stays, marked 已冲销.
      await graphql(
        `
          mutation ($id: ID!, $v: Int!) {
            reverseSettlement(kind: RECEIPT, id: $id, reason: "录错", expectedVersion: $v) {
              id
            }
          }
        `,
        {
          id: saved.recordSettlement.id,
          v: (
            await graphql<{ settlement: { version: number } }>(
              'query ($id: ID!) { settlement(kind: RECEIPT, id: $id) { version } }',
              { id: saved.recordSettlement.id },
            )
          ).settlement.version,
        },
      );
      await suite.page.reload();
      await expect.poll(() => row.innerText(), { timeout: 15_000 }).toContain('已冲销');
      await suite.page.screenshot({
        path: join(shots, 'my-receipts-reversed.png'),
        fullPage: true,
      });
    });
  }, 300_000);
});
