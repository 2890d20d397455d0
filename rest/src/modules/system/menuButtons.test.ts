import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import { callRest, loginAs, startTestRest } from '../../testing/index.ts';
import type { Envelope, TestRest } from '../../testing/index.ts';

let rest: TestRest;
let app: FastifyInstance;
let db: Db;
let admin: string;

beforeAll(async () => {
  rest = await startTestRest({ listen: false });
  app = rest.app;
  db = rest.db;
  admin = await loginAs(app);
});
afterAll(async () => {
  await rest?.close();
});

async function call<T = unknown>(
  path: string,
  fields: Record<string, unknown>,
): Promise<Envelope<T>> {
  return (await callRest<T>(app, path, { token: admin, ...fields }, { encoding: 'json' })).body;
}

interface MenuItem {
  id: number;
  pid: number | null;
  name: string;
  path: string | null;
  icon: string | null;
  type: string;
  sortId: number;
  keepAlive: string;
  hideInMenu: string;
  hideInBreadcrumb: string;
  actionKey: string | null;
}

async function seededButton(actionKey: string): Promise<MenuItem> {
  const row = await db
    .selectFrom('tb_menu')
    .select('id')
    .where('type', '=', '2')
    .where('action_key', '=', actionKey)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const found = await call<MenuItem>('tbMenu/findByPK', { id: row.id });
  expect(found.status).toBe(200);
  return found.data;
}

/** The node as the editor sends it back: every field it showed. */
function saved(node: MenuItem, change: Partial<MenuItem> = {}) {
  const n = { ...node, ...change };
  return {
    id: n.id,
    pid: n.pid,
    name: n.name,
    path: n.path,
    icon: n.icon,
    type: n.type,
    sortId: n.sortId,
    keepAlive: n.keepAlive,
    hideInMenu: n.hideInMenu,
    hideInBreadcrumb: n.hideInBreadcrumb,
    actionKey: n.actionKey,
  };
}

describe('menu button keys are the BUTTON entries’ short keys (their remark)', () => {
  it('saves a seeded button node unchanged', async () => {
    const node = await seededButton('add');
    const answer = await call<number>('tbMenu/insertOrUpdate', saved(node));
    expect(answer.status, JSON.stringify(answer.data)).toBe(200);
    expect(answer.data).toBe(node.id);
    expect((await call<MenuItem>('tbMenu/findByPK', { id: node.id })).data).toEqual(node);
  });

  it('keeps several keys of the dictionary on one node', async () => {
    const node = await seededButton('edit');
    const answer = await call('tbMenu/insertOrUpdate', saved(node, { actionKey: 'edit, view' }));
    expect(answer.status, JSON.stringify(answer.data)).toBe(200);
    expect((await call<MenuItem>('tbMenu/findByPK', { id: node.id })).data.actionKey).toBe(
      'edit, view',
    );
  });

  it.each([
    ['an entry code', 'BUTTON_ADD', 'BUTTON_ADD'],
    ['an unknown key', 'add,launch', 'launch'],
  ])('refuses %s, naming it', async (_what, actionKey, missing) => {
    const node = await seededButton('view');
    const answer = await call<{ message: string; field?: string }[]>(
      'tbMenu/insertOrUpdate',
      saved(node, { actionKey }),
    );
    expect(answer.status).toBe(400);
    expect(answer.data[0]).toMatchObject({
      message: `按钮标识不在 BUTTON 字典中：${missing}`,
      field: 'actionKey',
    });
    expect((await call<MenuItem>('tbMenu/findByPK', { id: node.id })).data).toEqual(node);
  });

  it('refuses the key of a disabled BUTTON entry', async () => {
    const node = await seededButton('print');
    await db
      .updateTable('tb_dict')
      .set({ status: 'N' })
      .where('category_code', '=', 'BUTTON')
      .where('remark', '=', 'print')
      .execute();
    try {
      const answer = await call<{ message: string }[]>('tbMenu/insertOrUpdate', saved(node));
      expect(answer.status).toBe(400);
      expect(answer.data[0]?.message).toBe('按钮标识不在 BUTTON 字典中：print');
    } finally {
      await db
        .updateTable('tb_dict')
        .set({ status: 'Y' })
        .where('category_code', '=', 'BUTTON')
        .where('remark', '=', 'print')
        .execute();
    }
  });
});
