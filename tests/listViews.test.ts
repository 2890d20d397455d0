// Saved list views through the whole product: GraphQL → gateway → rest → database. A view is kept
// per user and organisation; a shared one is seen read-only by the organisation's other users and
// by no one elsewhere; each user has one default view per list; bad input is refused in Chinese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithMenus } from './support/permissions.ts';
import type { MatrixAccount } from './support/permissions.ts';
import { graphql, restCall, signIn, startStack, type Stack } from './support/stack.ts';

let stack: Stack;
let admin: string;
let alice: MatrixAccount;
let bob: MatrixAccount;
let ningboClerk: MatrixAccount;

interface OrgNodeJson {
  id: string;
  orgName: string;
  children: OrgNodeJson[];
}

const VIEW = `id list name shared mine ownerName isDefault filters { name value }
  columns { key hidden width } sort { field descending } pageSize`;
const VIEWS = `query ($list: String!) { listViews(list: $list) { ${VIEW} } }`;
const SAVE = `mutation ($input: ListViewInput!) { saveListView(input: $input) { ${VIEW} } }`;
const DELETE = `mutation ($id: ID!) { deleteListView(id: $id) { ${VIEW} } }`;
const DEFAULT = `mutation ($list: String!, $id: ID) { setDefaultListView(list: $list, id: $id) { ${VIEW} } }`;

interface View {
  id: string;
  list: string;
  name: string;
  shared: boolean;
  mine: boolean;
  ownerName: string;
  isDefault: boolean;
  filters: { name: string; value: string }[];
  columns: { key: string; hidden: boolean; width: number | null }[];
  sort: { field: string; descending: boolean } | null;
  pageSize: number | null;
}

/** Each test its own list, so the cases do not see each other's views. */
let serial = 0;
const listKey = () => `/action/oceanexport-${process.pid}-${++serial}`;

async function views(token: string, list: string): Promise<View[]> {
  const answer = await graphql<{ listViews: View[] }>(stack, VIEWS, { list }, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.listViews;
}

async function save(token: string, input: Record<string, unknown>): Promise<View> {
  const answer = await graphql<{ saveListView: View }>(stack, SAVE, { input }, token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.saveListView;
}

const sample = (list: string, name: string) => ({
  list,
  name,
  filters: [{ name: 'clientId', value: '12' }],
  columns: [
    { key: 'orderCode', hidden: false, width: 160 },
    { key: 'status', hidden: true },
    { key: 'clientId', hidden: false },
  ],
  sort: { field: 'clientId', descending: false },
  pageSize: 20,
});

beforeAll(async () => {
  stack = await startStack();
  admin = await signIn(stack);
  const tree = await graphql<{ organisationTree: OrgNodeJson[] }>(
    stack,
    '{ organisationTree { id orgName children { id orgName } } }',
    {},
    admin,
  );
  const flat = (tree.data?.organisationTree ?? []).flatMap((o) => [o, ...o.children]);
  const shanghai = flat.find((o) => o.orgName.startsWith('上海'));
  const ningbo = flat.find((o) => o.orgName.startsWith('宁波'));
  if (!shanghai || !ningbo) throw new Error('示例数据中没有上海、宁波两个组织');
  alice = await accountWithMenus(stack, admin, ['/basic/client'], [shanghai.id]);
  bob = await accountWithMenus(stack, admin, ['/basic/client'], [shanghai.id]);
  ningboClerk = await accountWithMenus(stack, admin, ['/basic/client'], [ningbo.id]);
});
afterAll(async () => {
  await stack?.close();
});

describe('saved list views', () => {
  it('saves a view with its filters, columns, sort and page size, and lists it back', async () => {
    const list = listKey();
    const saved = await save(alice.token, sample(list, '我的客户'));
    expect(saved).toMatchObject({
      list,
      name: '我的客户',
      shared: false,
      mine: true,
      isDefault: false,
      filters: [{ name: 'clientId', value: '12' }],
      columns: [
        { key: 'orderCode', hidden: false, width: 160 },
        { key: 'status', hidden: true, width: null },
        { key: 'clientId', hidden: false, width: null },
      ],
      sort: { field: 'clientId', descending: false },
      pageSize: 20,
    });
    expect(await views(alice.token, list)).toEqual([saved]);

    // The same id changes the view; another name is a second view.
    const changed = await save(alice.token, {
      ...sample(list, '我的客户（改）'),
      id: saved.id,
      sort: null,
    });
    expect(changed.id).toBe(saved.id);
    expect(changed.sort).toBeNull();
    await save(alice.token, sample(list, '另一个'));
    expect((await views(alice.token, list)).map((v) => v.name)).toEqual([
      '另一个',
      '我的客户（改）',
    ]);
  });

  it('keeps views per user: another user of the organisation sees only shared ones, read-only', async () => {
    const list = listKey();
    const own = await save(alice.token, sample(list, '私有'));
    const shared = await save(alice.token, { ...sample(list, '共享'), shared: true });
    const seen = await views(bob.token, list);
    expect(seen.map((v) => [v.name, v.mine, v.shared])).toEqual([['共享', false, true]]);
    expect(seen[0]?.ownerName).toBe((await views(alice.token, list))[0]?.ownerName);

    // Bob can neither change nor delete Alice's views, shared or not: 404, and they stay.
    const change = await graphql(
      stack,
      SAVE,
      { input: { ...sample(list, '共享'), id: shared.id, name: '改名' } },
      bob.token,
    );
    expect(change.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    for (const id of [own.id, shared.id]) {
      const removal = await graphql(stack, DELETE, { id }, bob.token);
      expect(removal.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await views(alice.token, list)).map((v) => v.name).sort()).toEqual(['共享', '私有']);

    // He copies it as his own view (same content, his name), which Alice does not see.
    const copy = await save(bob.token, { ...sample(list, '共享 副本') });
    expect(copy.mine).toBe(true);
    expect((await views(alice.token, list)).some((v) => v.id === copy.id)).toBe(false);

    // Unshared, it leaves Bob's list.
    await save(alice.token, { ...sample(list, '共享'), id: shared.id, shared: false });
    expect((await views(bob.token, list)).map((v) => v.name)).toEqual(['共享 副本']);
  });

  it('never shows a shared view outside its organisation', async () => {
    const list = listKey();
    const shared = await save(alice.token, { ...sample(list, '上海共享'), shared: true });
    expect(await views(ningboClerk.token, list)).toEqual([]);
    const asDefault = await graphql(stack, DEFAULT, { list, id: shared.id }, ningboClerk.token);
    expect(asDefault.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const removal = await graphql(stack, DELETE, { id: shared.id }, ningboClerk.token);
    expect(removal.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // rest itself answers the same to a direct call.
    await expect(
      restCall(stack, ningboClerk.token, 'tbListView/delete', { id: Number(shared.id) }),
    ).rejects.toThrow(/404/);
  });

  it('keeps one default view per user and list, an own view or a shared one', async () => {
    const list = listKey();
    const first = await save(alice.token, { ...sample(list, '第一'), isDefault: true });
    expect(first.isDefault).toBe(true);
    const second = await save(alice.token, { ...sample(list, '第二'), shared: true });
    const after = await graphql<{ setDefaultListView: View[] }>(
      stack,
      DEFAULT,
      { list, id: second.id },
      alice.token,
    );
    expect(after.data?.setDefaultListView.map((v) => [v.name, v.isDefault])).toEqual([
      ['第一', false],
      ['第二', true],
    ]);
    // Bob's default is his own choice: Alice's shared view, without changing hers.
    await graphql(stack, DEFAULT, { list, id: second.id }, bob.token);
    expect((await views(bob.token, list)).map((v) => [v.name, v.isDefault])).toEqual([
      ['第二', true],
    ]);
    await graphql(stack, DEFAULT, { list, id: null }, alice.token);
    expect((await views(alice.token, list)).every((v) => !v.isDefault)).toBe(true);
    expect((await views(bob.token, list))[0]?.isDefault).toBe(true);
    // Deleting the view ends the defaults that named it.
    const left = await graphql<{ deleteListView: View[] }>(
      stack,
      DELETE,
      { id: second.id },
      alice.token,
    );
    expect(left.data?.deleteListView.map((v) => v.name)).toEqual(['第一']);
    expect(await views(bob.token, list)).toEqual([]);
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['an empty name', { name: '  ' }, '请输入视图名称'],
    ['a name too long', { name: '长'.repeat(51) }, '视图名称不能超过 50 个字'],
    ['a malformed list key', { list: 'drop table;' }, '列表标识格式不正确'],
    [
      'a width out of range',
      { columns: [{ key: 'orderCode', width: 5 }] },
      '列宽应为 40 到 1000 之间的整数',
    ],
    ['a column twice', { columns: [{ key: 'a' }, { key: 'a' }] }, '列「a」重复'],
    ['a bad column key', { columns: [{ key: 'a b' }] }, '视图的列设置格式不正确'],
    ['a page size out of range', { pageSize: 501 }, '每页条数应为 1 到 500 之间的整数'],
    ['a bad sort field', { sort: { field: "x'--", descending: true } }, '视图的排序格式不正确'],
    ['a bad filter name', { filters: [{ name: '1=1', value: 'x' }] }, '筛选条件名称不正确'],
  ];
  it.each(refusals)('refuses %s with 400 and a Chinese message', async (_case, change, message) => {
    const answer = await graphql(
      stack,
      SAVE,
      { input: { ...sample(listKey(), '坏视图'), ...change } },
      alice.token,
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.extensions?.status).toBe(400);
    expect(JSON.stringify(answer.errors?.[0]?.extensions?.messages)).toContain(message);
  });

  it('refuses a second view of the same name in one list', async () => {
    const list = listKey();
    await save(alice.token, sample(list, '同名'));
    const again = await graphql(stack, SAVE, { input: sample(list, '同名') }, alice.token);
    expect(again.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(again.errors?.[0]?.extensions?.messages)).toContain(
      '已有名为「同名」的视图',
    );
  });

  it('sorts a master-data list on the server by a declared list column, and refuses others', async () => {
    const PAGE = `query ($filter: ClientFilter) { clients(filter: $filter, pageNum: 1, pageSize: 50) {
      items { customerCode } } }`;
    const codes = async (descending: boolean) => {
      const answer = await graphql<{ clients: { items: { customerCode: string }[] } }>(
        stack,
        PAGE,
        { filter: { sortField: 'customerCode', descending } },
        admin,
      );
      expect(answer.errors).toBeUndefined();
      return answer.data!.clients.items.map((c) => c.customerCode);
    };
    const ascending = await codes(false);
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending).toEqual([...ascending].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(await codes(true)).toEqual([...ascending].reverse());
    const refused = await graphql(stack, PAGE, { filter: { sortField: 'password' } }, admin);
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(refused.errors?.[0]?.extensions?.messages)).toContain('不支持的排序字段');
  });
});
