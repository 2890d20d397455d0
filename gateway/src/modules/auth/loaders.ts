// The session calls behind `me`, each made at most once per request and only when a field needs it.
import { defineLoader, defineOnce } from '../../context.ts';

/** tbSysUser/getTokenInfo */
export interface RestTokenInfo {
  userId: string | number;
  userName: string;
  mobile: string;
  userNumber?: string | null;
  email?: string | null;
  isAdmin?: boolean | string | number | null;
  groupId?: string | number | null;
  orgId?: string | number | null;
  orgName?: string | null;
  expiresAt?: string | null;
}

/** tbSysuserOrgMapping/listAll item */
export interface RestOrgMapping {
  orgId: string | number;
  orgName: string;
  isDefault: string | number;
}

/** tbSysUser/findMenu item */
export interface RestMenuItem {
  id: string | number;
  pid?: string | number | null;
  name: string;
  url?: string | null;
  icon?: string | null;
  type: string | number;
  sortId?: string | number | null;
  keepAlive?: string | null;
  hideInMenu?: string | null;
  hideInBreadcrumb?: string | null;
  actionKey?: string | null;
  childMenus?: RestMenuItem[] | null;
}

export interface RestMenu {
  menuList: RestMenuItem[];
}

/** tbOrganization/findOrgLogo */
export interface RestOrgLogo {
  orgId: string | number | null;
  orgName?: string | null;
  logoPath?: string | null;
}

/** tbOrganization/findGroupOrg item */
export interface RestGroupOrg {
  id: string | number;
  orgName: string;
  parentId?: string | number | null;
  status?: string | null;
}

export const tokenInfo = defineOnce('auth.tokenInfo', (ctx) =>
  ctx.rest.call<RestTokenInfo>('tbSysUser/getTokenInfo'),
);

export const orgMappings = defineOnce('auth.orgMappings', (ctx) =>
  ctx.rest.call<RestOrgMapping[]>('tbSysuserOrgMapping/listAll'),
);

export const menu = defineOnce('auth.menu', (ctx) => ctx.rest.call<RestMenu>('tbSysUser/findMenu'));

export const orgLogo = defineOnce('auth.orgLogo', (ctx) =>
  ctx.rest.call<RestOrgLogo | null>('tbOrganization/findOrgLogo'),
);

export const groupOrgs = defineOnce('auth.groupOrgs', (ctx) =>
  ctx.rest.call<RestGroupOrg[]>('tbOrganization/findGroupOrg'),
);

/** An organisation of the user's group by id (null when it is not in the group). */
export const groupOrgById = defineLoader<string, RestGroupOrg | null>(
  'auth.groupOrgById',
  async (ctx, ids) => {
    const byId = new Map((await ctx.loaders.once(groupOrgs)).map((org) => [String(org.id), org]));
    return ids.map((id) => byId.get(id) ?? null);
  },
);
