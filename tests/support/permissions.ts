// The permission matrix through GraphQL: a role granting some menu pages and a user holding it,
// made through the administration mutations as an administrator would, then signed in.
import { graphql, signIn, type Stack } from './stack.ts';

interface MenuNodeJson {
  id: string;
  path: string | null;
  children: MenuNodeJson[];
}

const MENU_TREE = `query { menuTree { ...N children { ...N children { ...N children { ...N } } } } }
  fragment N on MenuNode { id path }`;

async function must<T>(
  stack: Stack,
  query: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<T> {
  const answer = await graphql<T>(stack, query, variables, token);
  if (answer.errors || !answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}

/** The ids of the pages with these paths and of everything under them. */
export async function menuIdsFor(
  stack: Stack,
  adminToken: string,
  paths: readonly string[],
): Promise<string[]> {
  const { menuTree } = await must<{ menuTree: MenuNodeJson[] }>(stack, MENU_TREE, {}, adminToken);
  const ids: string[] = [];
  const found = new Set<string>();
  const walk = (nodes: MenuNodeJson[], inside: boolean): void => {
    for (const node of nodes) {
      const hit = inside || (node.path !== null && paths.includes(node.path));
      if (node.path !== null && paths.includes(node.path)) found.add(node.path);
      if (hit) ids.push(node.id);
      walk(node.children, hit);
    }
  };
  walk(menuTree, false);
  const missing = paths.filter((p) => !found.has(p));
  if (missing.length > 0) throw new Error(`菜单不存在：${missing.join(', ')}`);
  return ids;
}

let serial = 0;

export interface MatrixAccount {
  token: string;
  userId: string;
  roleId: string;
  mobile: string;
  password: string;
}

/** A role with exactly these pages, a user holding it in these organisations, signed in. */
export async function accountWithMenus(
  stack: Stack,
  adminToken: string,
  paths: readonly string[],
  organisationIds: readonly string[],
): Promise<MatrixAccount> {
  serial += 1;
  const tag = `${process.pid % 1000}`.padStart(3, '0') + String(serial).padStart(3, '0');
  const { createRole } = await must<{ createRole: { id: string; version: number } }>(
    stack,
    'mutation ($input: RoleInput!) { createRole(input: $input) { id version } }',
    { input: { roleName: `权限矩阵${tag}` } },
    adminToken,
  );
  await must(
    stack,
    'mutation ($roleId: ID!, $menuIds: [ID!]!, $v: Int!) { setRoleMenus(roleId: $roleId, menuIds: $menuIds, expectedVersion: $v) { id } }',
    {
      roleId: createRole.id,
      menuIds: await menuIdsFor(stack, adminToken, paths),
      v: createRole.version,
    },
    adminToken,
  );
  const mobile = `15${tag}${String(serial % 1000).padStart(3, '0')}`;
  const password = 'matrix-pass';
  const { createUser } = await must<{ createUser: { id: string } }>(
    stack,
    'mutation ($input: CreateUserInput!) { createUser(input: $input) { id } }',
    {
      input: {
        userName: `矩阵${tag}`,
        mobile,
        initialPassword: password,
        roleIds: [createRole.id],
        organisationIds,
        defaultOrganisationId: organisationIds[0],
      },
    },
    adminToken,
  );
  const token = await signIn(stack, { mobile, password });
  return { token, userId: createUser.id, roleId: createRole.id, mobile, password };
}
