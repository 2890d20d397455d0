// The to-do area through the real UI, signed in as the operator 李明: a schedule entry added,
// edited, completed and deleted in the dialog, the month list (and its calendar) showing each
// change, also after a reload; then the late milestones of his orders as tasks on the messages
// page, the unread badge in the top bar, and the late node in red on the order's progress bar.
// Screenshots of both pages go to test-results/.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { businessDate, businessMonth } from '../../model/businessDate.ts';
import { root } from '../../scripts/webBuild.ts';
import { graphql, signIn } from '../support/stack.ts';
import { stepsOf } from './browser.ts';
import { signInOnPage } from './signIn.ts';
import { browserSuite } from './suite.ts';

const suite = browserSuite();

const OPERATOR = { mobile: '13800000001', password: 'demo1234' };
const shots = join(root, 'test-results');
const today = businessDate();
const month = businessMonth();
const subject = '浏览器测试：确认马士基舱位';
const edited = '浏览器测试：确认中远舱位';

const step = stepsOf('schedule', () => suite.page);
const list = () => suite.page.getByRole('table', { name: `${month} 日程` });
const calendar = () => suite.page.getByRole('region', { name: `${month} 日历` });
const rowOf = (text: string) => list().getByRole('row').filter({ hasText: text });
const dialog = () => suite.page.getByRole('dialog');

async function openEntry(text: string): Promise<void> {
  await suite.page.getByRole('button', { name: `编辑 ${text}` }).click();
  await expect.poll(() => dialog().getByLabel(/^主题/).inputValue()).toBe(text);
}

async function toastSays(message: string): Promise<void> {
  await suite.page.getByText(message, { exact: true }).first().waitFor();
}

describe('the schedule and the messages in the browser', () => {
  it('signs in as the operator', async () => {
    await step('signin', async () => {
      await signInOnPage(suite.page, suite.stack.url, {
        mobile: OPERATOR.mobile,
        password: OPERATOR.password,
      });
    });
  });

  it('adds an entry: the dialog closes and the month list and calendar show it', async () => {
    await step('add', async () => {
      await suite.page.goto(`${suite.stack.url}/todo/schedule`);
      expect(await suite.page.getByLabel('年月').inputValue()).toBe(month);
      await list().waitFor();
      await suite.page.getByRole('button', { name: '新增日程', exact: true }).click();
      await dialog().getByLabel(/^主题/).fill(subject);
      expect(
        await dialog()
          .getByLabel(/^截止日期/)
          .inputValue(),
      ).toBe(today);
      await dialog().getByLabel(/^描述/).fill('与订舱代理核对40HQ配额');
      await dialog().getByRole('button', { name: '保存' }).click();
      await toastSays('添加成功');
      await dialog().waitFor({ state: 'detached' });
      const row = rowOf(subject);
      await row.waitFor();
      expect(await row.innerText()).toMatch(
        new RegExp(`${today}[\\s\\S]*${subject}[\\s\\S]*李明[\\s\\S]*待办[\\s\\S]*今天到期`),
      );
      await calendar().getByRole('button', { name: subject }).waitFor();
      await suite.page.screenshot({ path: join(shots, 'schedule-month.png'), fullPage: true });
    });
  });

  it('refuses an entry without a subject, in Chinese, and keeps the dialog open', async () => {
    await step('refuse', async () => {
      await suite.page.getByRole('button', { name: '新增日程', exact: true }).click();
      await dialog().getByRole('button', { name: '保存' }).click();
      await dialog().getByText('请输入主题').waitFor();
      await dialog().getByRole('button', { name: '关闭' }).click();
      await dialog().waitFor({ state: 'detached' });
    });
  });

  it('edits the entry: the list shows the new subject, also after a reload', async () => {
    await step('edit', async () => {
      await openEntry(subject);
      await dialog().getByLabel(/^主题/).fill(edited);
      await dialog().getByRole('button', { name: '保存' }).click();
      await toastSays('修改成功');
      await dialog().waitFor({ state: 'detached' });
      await rowOf(edited).waitFor();
      expect(await rowOf(subject).count()).toBe(0);
      await suite.page.reload();
      await rowOf(edited).waitFor();
      expect(await rowOf(subject).count()).toBe(0);
    });
  });

  it('completes the entry: the list shows 已完成, also after a reload', async () => {
    await step('complete', async () => {
      await openEntry(edited);
      await dialog().getByRole('button', { name: '标记完成' }).click();
      await toastSays('状态更新成功');
      await dialog().waitFor({ state: 'detached' });
      await expect.poll(() => rowOf(edited).innerText()).toMatch(/已完成[\s\S]*已完成/);
      await suite.page.reload();
      await expect.poll(() => rowOf(edited).innerText()).toMatch(/已完成/);
      await openEntry(edited);
      await dialog().getByText(`实际执行：李明 ${today}`).waitFor();
      await dialog().getByRole('button', { name: '关闭' }).click();
      await dialog().waitFor({ state: 'detached' });
    });
  });

  it('deletes the entry after confirmation: it leaves the list and the calendar', async () => {
    await step('delete', async () => {
      await openEntry(edited);
      await dialog().getByRole('button', { name: '删除' }).click();
      await suite.page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
      await toastSays('删除成功');
      await expect.poll(() => rowOf(edited).count()).toBe(0);
      expect(await calendar().getByRole('button', { name: edited }).count()).toBe(0);
      await suite.page.reload();
      await list().waitFor();
      expect(await rowOf(edited).count()).toBe(0);
    });
  });

  it('shows the late milestones of his orders as tasks, the unread badge, and red on the progress bar', async () => {
    const token = await signInElsewhereFree();
    const expected = await graphql<{
      lateMilestones: {
        total: number;
        items: {
          orderCode: string;
          shippingType: string;
          milestone: { label: string; daysLate: number };
        }[];
      };
      unreadMessageCount: number;
    }>(
      suite.stack,
      `
        query {
          lateMilestones(pageNum: 1, pageSize: 10) {
            total
            items {
              orderCode
              shippingType
              milestone {
                label
                daysLate
              }
            }
          }
          unreadMessageCount
        }
      `,
      {},
      token,
    );
    expect(expected.errors).toBeUndefined();
    const late = expected.data!.lateMilestones;
    // The demo orders' dates lie in the past: some of 李明's are late.
    expect(late.total).toBeGreaterThan(0);
    const first = late.items[0]!;
    await step('tasks', async () => {
      await suite.page.goto(`${suite.stack.url}/todo/message`);
      const tasks = suite.page.getByRole('table', { name: '逾期节点' });
      const row = tasks.getByRole('row').filter({ hasText: first.orderCode }).first();
      await row.waitFor();
      expect(await row.innerText()).toContain(first.milestone.label);
      expect(await row.innerText()).toContain(`逾期${first.milestone.daysLate}天`);
      // Late milestones arrive as news: one message per order with newly late milestones, the
      // older ones (all of the demo data's) as one summary of the backlog.
      const messages = suite.page.getByRole('table', { name: '消息', exact: true });
      await messages
        .getByText(/^(订单 \S+：.+ 已逾期|您有 \d+ 个逾期节点)$/)
        .first()
        .waitFor();
      const badge = suite.page.getByRole('button', { name: /^消息，\d+ 条未读$/ });
      await badge.waitFor();
      const unread = Number(/(\d+)/.exec((await badge.getAttribute('aria-label')) ?? '')?.[1]);
      expect(unread).toBeGreaterThan(0);
      await suite.page.screenshot({ path: join(shots, 'messages.png'), fullPage: true });
      await suite.page.screenshot({
        path: join(shots, 'messages-badge.png'),
        clip: { x: 1240, y: 0, width: 200, height: 48 },
      });
      // Reading one lowers the badge.
      await messages
        .getByRole('button', { name: /^标为已读 / })
        .first()
        .click();
      await expect
        .poll(
          async () =>
            (await suite.page.getByRole('button', { name: /^消息/ }).getAttribute('aria-label')) ??
            '',
        )
        .toBe(unread - 1 > 0 ? `消息，${unread - 1} 条未读` : '消息');
    });
    await step('progress', async () => {
      await suite.page
        .getByRole('table', { name: '逾期节点' })
        .getByRole('link', { name: first.orderCode })
        .first()
        .click();
      await suite.page.waitForURL((url) => url.pathname.endsWith('/view'));
      const bar = suite.page.getByRole('list', { name: '节点进度' });
      const red = bar.locator('li[data-late="true"]');
      await red.first().waitFor();
      expect(await red.first().innerText()).toMatch(/逾期\d+天/);
      await suite.page.screenshot({
        path: join(shots, 'order-late-milestone.png'),
        fullPage: false,
      });
    });
  });
});

/** The page's own token: a GraphQL sign-in would end the browser's session of the account. */
async function signInElsewhereFree(): Promise<string> {
  const token = await suite.page.evaluate(() => localStorage.getItem('token'));
  if (token) return token;
  return signIn(suite.stack, OPERATOR);
}
