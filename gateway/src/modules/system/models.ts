// What the system calls answer, and the parents the gateway passes between resolvers.

/** tbSysUser/pageAll and findByPK item. */
export interface RestUser {
  id: number | string;
  version?: number;
  userNumber?: string | null;
  userName: string;
  mobile: string;
  qq?: string | null;
  email?: string | null;
  groupId?: number | string | null;
  groupName?: string | null;
  isAdmin?: boolean | string | null;
  useStatus?: string | null;
  validityDate?: string | null;
  /** Period-separated ids and names, in the same order. */
  roleIds?: string | null;
  roleNames?: string | null;
  orgIds?: string | null;
  orgNames?: string | null;
  defaultOrgId?: number | string | null;
}

/** tbSysUser/listAll, listGroupAll, findByGroupName item. */
export interface RestUserOption {
  id: number | string;
  userName: string;
  userNumber?: string | null;
  mobile: string;
  email?: string | null;
}

/**
 * A User parent: the fields every source has (sign-in, pickers, administration); `record` is the
 * full administration record when the parent came from one.
 */
export interface UserModel {
  id: string;
  userName: string;
  mobile: string;
  userNumber?: string | null;
  email?: string | null;
  isAdmin: boolean;
  record?: RestUser;
}

/** tbRole/pageAll, listAll, findByPK item (findByPK adds menuIds). */
export interface RestRole {
  id: number | string;
  version?: number;
  roleName: string;
  status: string;
  remark?: string | null;
  orgId?: number | string | null;
  menuIds?: (number | string)[];
}

export interface RoleModel {
  id: string;
  record: RestRole;
}

/** tbMenu/getMenuAll item. */
export interface RestMenuNode {
  id: number | string;
  pid?: number | string | null;
  sortId?: number | string | null;
  type: string | number;
  name: string;
  url?: string | null;
  path?: string | null;
  icon?: string | null;
  actionKey?: string | null;
  keepAlive?: string | null;
  hideInMenu?: string | null;
  hideInBreadcrumb?: string | null;
  childMenus?: RestMenuNode[] | null;
}

/** tbGroupManage/selectTree item. */
export interface RestOrganisationNode {
  id: number | string;
  version?: number;
  orgName: string;
  parentId?: number | string | null;
  status: string;
  isCanUpdate: string;
  remark?: string | null;
  sortId?: number | string | null;
  children?: RestOrganisationNode[] | null;
}

/** tbGroup/listAll item. */
export interface RestGroup {
  id: number | string;
  groupName: string;
  status: string;
  authorizedAccountsNumber?: number | null;
}

/** tbLoginFailure/pageAll item. */
export interface RestSignInFailure {
  userId: number | string;
  userName: string;
  mobile: string;
  failures: number;
  addresses: number;
  lastFailedAt: string;
  lastIp?: string | null;
  captchaRequired: boolean;
}

/** tbActionLog/pageAll item. */
export interface RestActionLog {
  id: number | string;
  at: string;
  userId: number | string;
  userName: string;
  orgId?: number | string | null;
  orgName?: string | null;
  controller: string;
  action: string;
  tableName?: string | null;
  recordKey?: string | null;
  changes?: { field: string; before: unknown; after: unknown }[] | null;
  ip?: string | null;
}

/** tbSysUser/findOrgInfo */
export interface RestOrgInfo {
  authorizedAccountsNumber?: number | null;
  userValid: number;
}
