import type {
  ActionLogEntry,
  Group,
  MenuNode,
  MenuType,
  Organisation,
  OrganisationInput,
  OrganisationNode,
  Resolvers,
  SignInFailure,
  UserOrganisation,
} from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import type { RestPage } from '../../rest/client.ts';
import { groupOrgById } from '../auth/loaders.ts';
import { allRoles, groupById, groups, menuAll, roleById, roleDetail, userById } from './loaders.ts';
import type {
  RestActionLog,
  RestGroup,
  RestMenuNode,
  RestOrgInfo,
  RestOrganisationNode,
  RestRole,
  RestSignInFailure,
  RestUser,
  RestUserOption,
  RoleModel,
  UserModel,
} from './models.ts';

function flag(value: unknown): boolean {
  return value === true || value === 'Y' || value === 'y' || value === '1' || value === 1;
}

/** Booleans travel as 'Y'/'N'; absent stays absent. */
function yn(value: boolean | null | undefined): 'Y' | 'N' | undefined {
  return value === undefined || value === null ? undefined : value ? 'Y' : 'N';
}

function text(value: string | number | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : String(value);
}

/** Root nodes come with an empty or 0 parent depending on the back end. */
function parentId(value: string | number | null | undefined): string | null {
  const id = text(value);
  return id === null || id === '0' ? null : id;
}

/** The seeds' period-separated lists. */
function split(value: string | null | undefined): string[] {
  return value ? value.split('.').filter((part) => part !== '') : [];
}

const joinIds = (ids: readonly string[] | null | undefined): string | undefined =>
  ids ? ids.join('.') : undefined;

export function toUserModel(record: RestUser): UserModel {
  return {
    id: String(record.id),
    userName: record.userName,
    mobile: record.mobile,
    userNumber: text(record.userNumber),
    email: text(record.email),
    isAdmin: flag(record.isAdmin),
    record,
  };
}

function optionToUser(option: RestUserOption): UserModel {
  return {
    id: String(option.id),
    userName: option.userName,
    mobile: option.mobile,
    userNumber: text(option.userNumber),
    email: text(option.email),
    isAdmin: false,
  };
}

const toRoleModel = (record: RestRole): RoleModel => ({ id: String(record.id), record });

const MENU_TYPES: Record<string, MenuType> = { '0': 'GROUP', '1': 'PAGE', '2': 'BUTTON' };
const MENU_CODES: Record<MenuType, string> = { GROUP: '0', PAGE: '1', BUTTON: '2' };

function toMenuNode(node: RestMenuNode): MenuNode {
  return {
    id: String(node.id),
    parentId: parentId(node.pid),
    sortId: Number(node.sortId ?? 0) || 0,
    type: MENU_TYPES[String(node.type)] ?? 'PAGE',
    name: node.name,
    path: text(node.path ?? node.url),
    icon: text(node.icon),
    actionKey: text(node.actionKey),
    keepAlive: flag(node.keepAlive),
    hideInBreadcrumb: flag(node.hideInBreadcrumb),
    hideInMenu: flag(node.hideInMenu),
    children: (node.childMenus ?? []).map(toMenuNode),
  };
}

/** The nodes whose ids are granted, with their ancestors, as a tree. */
function grantedTree(tree: MenuNode[], granted: ReadonlySet<string>): MenuNode[] {
  return tree.flatMap((node) => {
    const children = grantedTree(node.children, granted);
    return granted.has(node.id) || children.length > 0 ? [{ ...node, children }] : [];
  });
}

function toOrganisationNode(node: RestOrganisationNode): OrganisationNode {
  return {
    id: String(node.id),
    version: Number(node.version ?? 0),
    orgName: node.orgName,
    parentId: parentId(node.parentId),
    active: flag(node.status),
    canUpdate: flag(node.isCanUpdate),
    remark: text(node.remark),
    sortId: Number(node.sortId ?? 0) || 0,
    children: (node.children ?? []).map(toOrganisationNode),
  };
}

function toGroup(group: RestGroup): Group {
  return {
    id: String(group.id),
    groupName: group.groupName,
    active: flag(group.status),
    authorizedAccountsNumber: group.authorizedAccountsNumber ?? null,
  };
}

/** Values of a change as JSON text, so any type survives; absent is null. */
function jsonText(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

function toSignInFailure(row: RestSignInFailure): SignInFailure {
  return {
    userId: String(row.userId),
    userName: row.userName,
    mobile: row.mobile,
    failures: Number(row.failures),
    addresses: Number(row.addresses),
    lastFailedAt: row.lastFailedAt,
    lastAddress: text(row.lastIp),
    captchaRequired: row.captchaRequired,
  };
}

function toActionLogEntry(entry: RestActionLog): ActionLogEntry {
  const orgId = text(entry.orgId);
  return {
    id: String(entry.id),
    at: entry.at,
    userId: String(entry.userId),
    userName: entry.userName,
    organisation: orgId === null ? null : { id: orgId, orgName: entry.orgName ?? '' },
    controller: entry.controller,
    action: entry.action,
    tableName: text(entry.tableName),
    recordKey: text(entry.recordKey),
    changes: (entry.changes ?? []).map((c) => ({
      field: c.field,
      before: jsonText(c.before),
      after: jsonText(c.after),
    })),
    ip: text(entry.ip),
  };
}

async function userRecord(user: UserModel, ctx: GatewayContext): Promise<RestUser> {
  return user.record ?? ctx.loaders.get(userById).load(user.id);
}

async function findUser(ctx: GatewayContext, id: string | number): Promise<UserModel> {
  return toUserModel(await ctx.rest.call<RestUser>('tbSysUser/findByPK', { id }));
}

async function findRole(ctx: GatewayContext, id: string | number): Promise<RoleModel> {
  return toRoleModel(await ctx.rest.call<RestRole>('tbRole/findByPK', { id }));
}

async function findOrganisation(
  ctx: GatewayContext,
  id: string | number,
): Promise<OrganisationNode> {
  return toOrganisationNode(
    await ctx.rest.call<RestOrganisationNode>('tbGroupManage/findByPK', { id }),
  );
}

function page<T, U>(data: RestPage<T>, map: (item: T) => U) {
  return {
    items: data.list.map(map),
    pageNum: Number(data.pageNum),
    pageSize: Number(data.pageSize),
    total: Number(data.total),
  };
}

interface UserFields {
  userName: string;
  mobile: string;
  userNumber?: string | null;
  qq?: string | null;
  email?: string | null;
  groupId?: string | null;
  isAdmin?: boolean | null;
  active?: boolean | null;
  validityDate?: string | null;
  roleIds?: readonly string[] | null;
  organisationIds?: readonly string[] | null;
  defaultOrganisationId?: string | null;
}

/** userBody's REST names as the user input names them. */
const userInputNames = {
  useStatus: 'active',
  orgIds: 'organisationIds',
  defaultOrgId: 'defaultOrganisationId',
  userPwd: 'initialPassword',
} as const;

function userBody(input: UserFields): Record<string, unknown> {
  return {
    userName: input.userName,
    mobile: input.mobile,
    userNumber: input.userNumber ?? undefined,
    qq: input.qq ?? undefined,
    email: input.email ?? undefined,
    groupId: input.groupId ?? undefined,
    isAdmin: yn(input.isAdmin),
    useStatus: yn(input.active),
    validityDate: input.validityDate ?? undefined,
    roleIds: joinIds(input.roleIds),
    orgIds: joinIds(input.organisationIds),
    defaultOrgId: input.defaultOrganisationId ?? undefined,
  };
}

const roleInputNames = { status: 'active', orgId: 'organisationId' } as const;
const organisationInputNames = { status: 'active', isCanUpdate: 'canUpdate' } as const;

function organisationBody(input: OrganisationInput): Record<string, unknown> {
  return {
    orgName: input.orgName,
    parentId: input.parentId ?? undefined,
    status: yn(input.active),
    isCanUpdate: yn(input.canUpdate),
    remark: input.remark ?? undefined,
    sortId: input.sortId ?? undefined,
  };
}

export const resolvers: Resolvers = {
  Query: {
    async users(_parent, { filter, pageNum, pageSize }, ctx) {
      const data = await ctx.rest.call<RestPage<RestUser>>('tbSysUser/pageAll', {
        pageNum,
        pageSize,
        userNumber: filter?.userNumber ?? undefined,
        userName: filter?.userName ?? undefined,
        mobile: filter?.mobile ?? undefined,
        qq: filter?.qq ?? undefined,
        email: filter?.email ?? undefined,
        useStatus: yn(filter?.active),
        groupId: filter?.groupId ?? undefined,
        roleIds: joinIds(filter?.roleIds),
      });
      return page(data, toUserModel);
    },
    user: (_parent, { id }, ctx) => findUser(ctx, id),
    nextUserNumber: (_parent, _args, ctx) => ctx.rest.call<string>('tbSysUser/getUserNumber'),
    async userAccounts(_parent, _args, ctx) {
      const info = await ctx.rest.call<RestOrgInfo>('tbSysUser/findOrgInfo');
      return {
        authorizedAccountsNumber: info.authorizedAccountsNumber ?? null,
        userValid: Number(info.userValid),
      };
    },
    organisationUsers: async (_parent, _args, ctx) =>
      (await ctx.rest.call<RestUserOption[]>('tbSysUser/listAll')).map(optionToUser),
    groupUsers: async (_parent, _args, ctx) =>
      (await ctx.rest.call<RestUserOption[]>('tbSysUser/listGroupAll')).map(optionToUser),
    usersWithRole: async (_parent, { roleName }, ctx) =>
      (
        await ctx.rest.call<RestUserOption[]>('tbSysUser/findByGroupName', {
          groupName: roleName,
        })
      ).map(optionToUser),
    groups: async (_parent, _args, ctx) => (await ctx.loaders.once(groups)).map(toGroup),
    async roles(_parent, { filter, pageNum, pageSize }, ctx) {
      const data = await ctx.rest.call<RestPage<RestRole>>('tbRole/pageAll', {
        pageNum,
        pageSize,
        roleName: filter?.roleName ?? undefined,
        status: yn(filter?.active),
      });
      return page(data, toRoleModel);
    },
    role: (_parent, { id }, ctx) => findRole(ctx, id),
    async allRoles(_parent, { active }, ctx) {
      const roles = await ctx.loaders.once(allRoles);
      return roles
        .filter((r) => active === undefined || active === null || flag(r.status) === active)
        .map(toRoleModel);
    },
    menuTree: async (_parent, _args, ctx) => (await ctx.loaders.once(menuAll)).map(toMenuNode),
    menuNode: async (_parent, { id }, ctx) =>
      toMenuNode(await ctx.rest.call<RestMenuNode>('tbMenu/findByPK', { id })),
    async userMenu(_parent, { userId }, ctx) {
      const data = await ctx.rest.call<{ menuList: RestMenuNode[] }>('tbMenu/getRoleMenuByUserId', {
        userId,
      });
      return data.menuList.map(toMenuNode);
    },
    organisationTree: async (_parent, { filter }, ctx) =>
      (
        await ctx.rest.call<RestOrganisationNode[]>('tbGroupManage/selectTree', {
          orgName: filter?.orgName ?? undefined,
          status: yn(filter?.active),
        })
      ).map(toOrganisationNode),
    organisationNode: (_parent, { id }, ctx) => findOrganisation(ctx, id),
    async actionLog(_parent, { filter, pageNum, pageSize }, ctx) {
      const data = await ctx.rest.call<RestPage<RestActionLog>>('tbActionLog/pageAll', {
        pageNum,
        pageSize,
        userName: filter?.userName ?? undefined,
        userId: filter?.userId ?? undefined,
        controller: filter?.controller ?? undefined,
        action: filter?.action ?? undefined,
        recordKey: filter?.recordKey ?? undefined,
        tableName: filter?.tableName ?? undefined,
        startDate: filter?.from ?? undefined,
        endDate: filter?.to ?? undefined,
      });
      return page(data, toActionLogEntry);
    },
    async signInFailures(_parent, { pageNum, pageSize }, ctx) {
      const data = await ctx.rest.call<RestPage<RestSignInFailure>>('tbLoginFailure/pageAll', {
        pageNum,
        pageSize,
      });
      return page(data, toSignInFailure);
    },
  },

  User: {
    version: async (user, _args, ctx) => Number((await userRecord(user, ctx)).version ?? 0),
    qq: async (user, _args, ctx) => text((await userRecord(user, ctx)).qq),
    active: async (user, _args, ctx) => (await userRecord(user, ctx)).useStatus === 'Y',
    validityDate: async (user, _args, ctx) => text((await userRecord(user, ctx)).validityDate),
    async group(user, _args, ctx) {
      const groupId = text((await userRecord(user, ctx)).groupId);
      if (groupId === null) return null;
      const group = await ctx.loaders.get(groupById).load(groupId);
      return group ? toGroup(group) : null;
    },
    async roles(user, _args, ctx) {
      const record = await userRecord(user, ctx);
      const ids = split(record.roleIds);
      const names = split(record.roleNames);
      const roles = await ctx.loaders.get(roleById).loadMany(ids);
      // A role of another organisation is not listed by tbRole/listAll: keep its name at least.
      return ids.map((id, index) => {
        const found = roles[index];
        return toRoleModel(
          found && !(found instanceof Error)
            ? found
            : { id, roleName: names[index] ?? '', status: 'Y' },
        );
      });
    },
    async organisations(user, _args, ctx) {
      const record = await userRecord(user, ctx);
      const names = split(record.orgNames);
      const defaultId = text(record.defaultOrgId);
      return split(record.orgIds).map((id, index): UserOrganisation => ({
        organisation: { id, orgName: names[index] ?? '' },
        isDefault: id === defaultId,
      }));
    },
    async defaultOrganisation(user, _args, ctx) {
      const record = await userRecord(user, ctx);
      const defaultId = text(record.defaultOrgId);
      if (defaultId === null) return null;
      const index = split(record.orgIds).indexOf(defaultId);
      return { id: defaultId, orgName: split(record.orgNames)[index] ?? '' };
    },
  },

  Role: {
    id: (role) => role.id,
    version: (role) => Number(role.record.version ?? 0),
    roleName: (role) => role.record.roleName,
    active: (role) => flag(role.record.status),
    remark: (role) => text(role.record.remark),
    async organisation(role, _args, ctx): Promise<Organisation | null> {
      const orgId = text(role.record.orgId);
      if (orgId === null) return null;
      const org = await ctx.loaders.get(groupOrgById).load(orgId);
      return org ? { id: String(org.id), orgName: org.orgName } : null;
    },
    async menuIds(role, _args, ctx) {
      const ids = role.record.menuIds ?? (await ctx.loaders.get(roleDetail).load(role.id)).menuIds;
      return (ids ?? []).map(String);
    },
    async menu(role, _args, ctx) {
      const [ids, tree] = await Promise.all([
        role.record.menuIds
          ? Promise.resolve(role.record.menuIds)
          : ctx.loaders
              .get(roleDetail)
              .load(role.id)
              .then((detail) => detail.menuIds),
        ctx.loaders.once(menuAll),
      ]);
      return grantedTree(tree.map(toMenuNode), new Set((ids ?? []).map(String)));
    },
  },

  Mutation: {
    async clearSignInFailures(_parent, { mobile }, ctx) {
      const data = await ctx.rest.call<{ cleared: number }>('tbLoginFailure/delete', { mobile });
      return data.cleared;
    },
    async createUser(_parent, { input }, ctx) {
      const id = await ctx.rest.call<number>(
        'tbSysUser/insert',
        { ...userBody(input), userPwd: input.initialPassword ?? undefined },
        { inputNames: userInputNames },
      );
      return findUser(ctx, id);
    },
    async updateUser(_parent, { id, input, expectedVersion }, ctx) {
      await ctx.rest.call(
        'tbSysUser/update',
        { id, ...userBody(input), expectedVersion },
        { inputNames: userInputNames },
      );
      return findUser(ctx, id);
    },
    async setUserActive(_parent, { id, active, expectedVersion }, ctx) {
      await ctx.rest.call('tbSysUser/updateStatusByIdAndStatus', {
        id,
        useStatus: yn(active),
        expectedVersion,
      });
      return findUser(ctx, id);
    },
    async deleteUser(_parent, { id, expectedVersion }, ctx) {
      await ctx.rest.call('tbSysUser/delete', { id, expectedVersion });
      return true;
    },
    async createRole(_parent, { input }, ctx) {
      const id = await ctx.rest.call<number>(
        'tbRole/insert',
        {
          roleName: input.roleName,
          status: yn(input.active),
          remark: input.remark ?? undefined,
          orgId: input.organisationId ?? undefined,
        },
        { inputNames: roleInputNames },
      );
      return findRole(ctx, id);
    },
    async updateRole(_parent, { id, input, expectedVersion }, ctx) {
      await ctx.rest.call(
        'tbRole/update',
        {
          id,
          expectedVersion,
          roleName: input.roleName,
          status: yn(input.active),
          remark: input.remark ?? undefined,
          orgId: input.organisationId ?? undefined,
        },
        { inputNames: roleInputNames },
      );
      return findRole(ctx, id);
    },
    async setRoleActive(_parent, { id, active, expectedVersion }, ctx) {
      await ctx.rest.call('tbRole/updateStatus', { id, status: yn(active), expectedVersion });
      return findRole(ctx, id);
    },
    async deleteRole(_parent, { id, expectedVersion }, ctx) {
      await ctx.rest.call('role/delete', { id, expectedVersion });
      return true;
    },
    async setRoleMenus(_parent, { roleId, menuIds, expectedVersion }, ctx) {
      await ctx.rest.call('tbMenu/updateRoleMenuInfoByMenuIdsAndRoleId', {
        roleId,
        menuIds: menuIds.join('.'),
        expectedVersion,
      });
      return findRole(ctx, roleId);
    },
    async saveMenuNode(_parent, { input }, ctx) {
      const id = await ctx.rest.call<number>(
        'tbMenu/insertOrUpdate',
        {
          id: input.id ?? undefined,
          pid: input.parentId ?? undefined,
          sortId: input.sortId ?? undefined,
          type: MENU_CODES[input.type],
          name: input.name,
          path: input.path ?? undefined,
          icon: input.icon ?? undefined,
          actionKey: input.actionKey ?? undefined,
          keepAlive: yn(input.keepAlive),
          hideInBreadcrumb: yn(input.hideInBreadcrumb),
          hideInMenu: yn(input.hideInMenu),
        },
        { inputNames: { pid: 'parentId', url: 'path' } },
      );
      return toMenuNode(await ctx.rest.call<RestMenuNode>('tbMenu/findByPK', { id }));
    },
    async deleteMenuNode(_parent, { id }, ctx) {
      await ctx.rest.call('tbMenu/delete', { id });
      return true;
    },
    async createOrganisation(_parent, { input }, ctx) {
      const id = await ctx.rest.call<number>('tbGroupManage/insert', organisationBody(input), {
        inputNames: organisationInputNames,
      });
      return findOrganisation(ctx, id);
    },
    async updateOrganisation(_parent, { id, input, expectedVersion }, ctx) {
      await ctx.rest.call(
        'tbGroupManage/update',
        { id, ...organisationBody(input), expectedVersion },
        { inputNames: organisationInputNames },
      );
      return findOrganisation(ctx, id);
    },
    async setOrganisationActive(_parent, { id, active, expectedVersion }, ctx) {
      await ctx.rest.call('tbGroupManage/updateOrganizationByStatus', {
        id,
        status: yn(active),
        expectedVersion,
      });
      return findOrganisation(ctx, id);
    },
    async deleteOrganisation(_parent, { id, expectedVersion }, ctx) {
      await ctx.rest.call('tbGroupManage/delete', { id, expectedVersion });
      return true;
    },
  },
};
