import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** 'Y' active / 'N' inactive, as the screens show status toggles. */
export type YesNo = 'Y' | 'N';
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface TbGroupTable {
  id: Generated<number>;
  group_name: string;
  status: ColumnType<YesNo, YesNo | undefined, YesNo>;
  /** Licence limit of active users; null: unlimited. */
  authorized_accounts_number: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TbOrganizationTable {
  id: Generated<number>;
  /** Moved by the version trigger (0032): never written by code. */
  version: ColumnType<number, never, never>;
  group_id: number;
  parent_id: number | null;
  org_name: string;
  status: ColumnType<YesNo, YesNo | undefined, YesNo>;
  is_can_update: ColumnType<YesNo, YesNo | undefined, YesNo>;
  remark: string | null;
  logo_path: string | null;
  sort_id: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TbSysUserTable {
  id: Generated<number>;
  /** Moved by the version trigger (0032): never written by code. */
  version: ColumnType<number, never, never>;
  user_number: string | null;
  user_name: string;
  mobile: string;
  password_hash: string;
  email: string | null;
  qq: string | null;
  group_id: number | null;
  is_admin: ColumnType<boolean, boolean | undefined, boolean>;
  use_status: ColumnType<YesNo, YesNo | undefined, YesNo>;
  validity_date: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TbSysuserOrgMappingTable {
  id: Generated<number>;
  user_id: number;
  org_id: number;
  /** '1' default organisation, '0' other member organisation. */
  is_default: ColumnType<'1' | '0', '1' | '0' | undefined, '1' | '0'>;
}

export interface TbRoleTable {
  id: Generated<number>;
  /** Moved by the version trigger (0032): never written by code. */
  version: ColumnType<number, never, never>;
  group_id: number | null;
  /** null: the role applies in every organisation of the group. */
  org_id: number | null;
  role_name: string;
  status: ColumnType<YesNo, YesNo | undefined, YesNo>;
  remark: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TbUserRoleTable {
  user_id: number;
  role_id: number;
}

export type MenuType = '0' | '1' | '2';

export interface TbMenuTable {
  id: Generated<number>;
  /** Moved by the version trigger (0032): never written by code. */
  version: ColumnType<number, never, never>;
  pid: number | null;
  sort_id: ColumnType<number, number | undefined, number>;
  type: MenuType;
  name: string;
  url: string | null;
  icon: string | null;
  action_key: string | null;
  keep_alive: ColumnType<YesNo, YesNo | undefined, YesNo>;
  hide_in_menu: ColumnType<YesNo, YesNo | undefined, YesNo>;
  hide_in_breadcrumb: ColumnType<YesNo, YesNo | undefined, YesNo>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TbRoleMenuTable {
  role_id: number;
  menu_id: number;
}

export interface TbDictCategoryTable {
  id: Generated<number>;
  code: string;
  name: string;
  created_at: CreatedAt;
}

export interface TbDictTable {
  id: Generated<number>;
  category_code: string;
  dict_code: string;
  dict_name: string;
  sort_id: ColumnType<number, number | undefined, number>;
  status: ColumnType<YesNo, YesNo | undefined, YesNo>;
  remark: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type SessionRevokedReason = 'LOGOUT' | 'TAKEN_OVER' | 'SWITCHED';

/** One row: moves with every committed change to the reference data gateways keep (0025). */
export interface SysReferenceStampTable {
  id: number;
  /** bigint, read as a string. */
  stamp: ColumnType<string, never, never>;
}

export interface SysSessionTable {
  id: Generated<number>;
  /** sha256 of the token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  org_id: number | null;
  created_at: CreatedAt;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revoked_reason: SessionRevokedReason | null;
  ip: string | null;
}

export interface SysCaptchaTable {
  check_key: string;
  code: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  /** The account the captcha was asked for (0027); null: any account. */
  mobile: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SysLoginAttemptTable {
  id: Generated<number>;
  mobile: string;
  ip: string;
  at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** null while the sign-in's password is being checked (0027). */
  ok: boolean | null;
}

export interface SysLoginLookupTable {
  id: Generated<number>;
  mobile: string;
  ip: string;
  known: boolean;
  at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One field of an action-log row: its value before and after the write. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). */
export interface SysActionLogTable {
  id: Generated<number>;
  at: ColumnType<Date, Date | string | undefined, never>;
  user_id: number;
  user_name: string;
  group_id: number | null;
  org_id: number | null;
  controller: string;
  action: string;
  table_name: string | null;
  record_key: string | null;
  changes: ColumnType<FieldChange[], string, never>;
  ip: string | null;
}

/** An API token of a reporting tool (0038); only the secret's SHA-256 is kept. */
export interface SysApiTokenTable {
  id: Generated<number>;
  name: string;
  token_hash: string;
  group_id: number;
  org_id: number;
  role_id: number;
  can_write: boolean;
  /** YYYY-MM-DD, the last business day it works. */
  expires_on: ColumnType<string, string, string>;
  requests_per_minute: number;
  cost_per_minute: number;
  created_by: number;
  created_by_name: string;
  created_at: CreatedAt;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revoked_by: number | null;
  revoked_by_name: string | null;
  last_used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_used_ip: string | null;
  /** bigint, read as a string. */
  use_count: ColumnType<string, never, never>;
  window_start: ColumnType<Date | null, never, never>;
  window_requests: ColumnType<number, never, never>;
  window_cost: ColumnType<number, never, never>;
  last_request_id: ColumnType<string | null, never, never>;
}

export interface Database {
  tb_group: TbGroupTable;
  tb_organization: TbOrganizationTable;
  tb_sys_user: TbSysUserTable;
  tb_sysuser_org_mapping: TbSysuserOrgMappingTable;
  tb_role: TbRoleTable;
  tb_user_role: TbUserRoleTable;
  tb_menu: TbMenuTable;
  tb_role_menu: TbRoleMenuTable;
  tb_dict_category: TbDictCategoryTable;
  tb_dict: TbDictTable;
  sys_session: SysSessionTable;
  sys_reference_stamp: SysReferenceStampTable;
  sys_captcha: SysCaptchaTable;
  sys_login_attempt: SysLoginAttemptTable;
  sys_login_lookup: SysLoginLookupTable;
  sys_action_log: SysActionLogTable;
  sys_api_token: SysApiTokenTable;
}

export type SysUser = Selectable<TbSysUserTable>;
export type NewSysUser = Insertable<TbSysUserTable>;
export type SysUserUpdate = Updateable<TbSysUserTable>;
export type Menu = Selectable<TbMenuTable>;
export type Organization = Selectable<TbOrganizationTable>;
export type Session = Selectable<SysSessionTable>;
