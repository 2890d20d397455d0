/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ActionLogFilter = {
  action?: string | null | undefined;
  controller?: string | null | undefined;
  /** First day, inclusive (company time zone). */
  from?: string | null | undefined;
  recordKey?: string | null | undefined;
  tableName?: string | null | undefined;
  /** Last day, inclusive. */
  to?: string | null | undefined;
  userId?: string | number | null | undefined;
  userName?: string | null | undefined;
};

/** 企业代码 row */
export type AddressCodeInput = {
  /** 代码类型 (required; at most 30 characters) */
  codeType?: string | null | undefined;
  /** 代码 (required; at most 50 characters) */
  codeValue?: string | null | undefined;
};

/** Search of addresses (地址) */
export type AddressFilter = {
  addressDetail?: string | null | undefined;
  addressType?: string | null | undefined;
  /** Matches the picker fields */
  keyword?: string | null | undefined;
  shippingType?: string | null | undefined;
  status?: RecordStatus | null | undefined;
};

export type ChangePasswordInput = {
  confirmPassword: string;
  newPassword: string;
  oldPassword: string;
};

/** What the first sign-in step says about an account. */
export type CheckLoginResult =
  /** The account exists and has no live session: go on and sign in. */
  | 'CONTINUE'
  /** The account is signed in elsewhere: signing in ends that session (ask the user to confirm). */
  | 'SIGNED_IN_ELSEWHERE';

/** 银行账户 row */
export type ClientBankInput = {
  /** 银行账号 (required; at most 40 characters; pattern digits ^\d*$) */
  bankAccount?: string | null | undefined;
  /** 开户银行 (required; at most 100 characters) */
  bankName?: string | null | undefined;
};

/** 联系人 row */
export type ClientContactInput = {
  /** 联系人 (required; at most 50 characters) */
  contact?: string | null | undefined;
  /** 联系地址 (at most 200 characters) */
  contactAddress?: string | null | undefined;
  /** 联系电话 (required; at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  contactTel?: string | null | undefined;
};

/** Search of clients (客户) */
export type ClientFilter = {
  customerCode?: string | null | undefined;
  customerName?: string | null | undefined;
  customsNum?: string | null | undefined;
  /** Matches the picker fields */
  keyword?: string | null | undefined;
  status?: RecordStatus | null | undefined;
};

/** A new Address (地址) */
export type CreateAddressInput = {
  /** 地址详情 (required; at most 500 characters) */
  addressDetail?: string | null | undefined;
  /** 地址类型 (required; dictionary DZLX) */
  addressType?: string | null | undefined;
  /** AEO编码 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  aeoCode?: string | null | undefined;
  /** 企业代码 */
  codeList?: Array<AddressCodeInput> | null | undefined;
  /** 作业类型 (required; dictionary ZYLX) */
  shippingType?: string | null | undefined;
  /** 状态 */
  status?: RecordStatus | null | undefined;
};

/** A new Client (客户) */
export type CreateClientInput = {
  /** 账期（天） */
  accountPeriod?: number | null | undefined;
  /** 简称 (at most 50 characters) */
  alias?: string | null | undefined;
  /** 开户账号 (at most 40 characters; pattern digits ^\d*$) */
  bankAccount?: string | null | undefined;
  /** 开户银行 (at most 100 characters) */
  bankName?: string | null | undefined;
  /** 银行账户 */
  banks?: Array<ClientBankInput> | null | undefined;
  /** 商检编号 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  businessInspectionNum?: string | null | undefined;
  /** 联系人 */
  contacts?: Array<ClientContactInput> | null | undefined;
  /** 客户名称 (required; at most 100 characters; unique) */
  customerName?: string | null | undefined;
  /** 海关编码 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  customsNum?: string | null | undefined;
  /** 境内目的地 (at most 100 characters) */
  domesticDestination?: string | null | undefined;
  /** 发票类型 (dictionary FPLX) */
  invoiceType?: string | null | undefined;
  /** 注册地址 (at most 200 characters) */
  registeredAddress?: string | null | undefined;
  /** 注册电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  registeredTel?: string | null | undefined;
  /** 状态 */
  status?: RecordStatus | null | undefined;
  /** 税率（%） */
  taxRate?: string | null | undefined;
  /** 纳税人识别号 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  taxpayerIdentificationNumber?: string | null | undefined;
};

/** A new Dict (业务字典) */
export type CreateDictInput = {
  /** 字典类别 (required; at most 50 characters) */
  categoryCode?: string | null | undefined;
  /** 字典编码 (required; at most 50 characters) */
  dictCode?: string | null | undefined;
  /** 字典名称 (required; at most 100 characters) */
  dictName?: string | null | undefined;
  /** 备注 (at most 500 characters) */
  remark?: string | null | undefined;
  /** 排序 */
  sortId?: number | null | undefined;
  /** 状态 */
  status?: RecordStatus | null | undefined;
};

/** A new ExchangeRate (汇率) */
export type CreateExchangeRateInput = {
  /** 结束日期 (required) */
  endDate?: string | null | undefined;
  /** 折算币种 (dictionary FYBZ) */
  exchangeCurrency?: string | null | undefined;
  /** 汇率 (required) */
  exchangeRate?: string | null | undefined;
  /** 原币种 (required; dictionary FYBZ) */
  originalCurrency?: string | null | undefined;
  /** 开始日期 (required) */
  startDate?: string | null | undefined;
  /** 状态 */
  status?: RecordStatus | null | undefined;
};

/** A new FeePrice (费用价格) */
export type CreateFeePriceInput = {
  /** 币种 (dictionary FYBZ) */
  currencyId?: string | null | undefined;
  /** 金额 (required; kept in cents by the back end, shown in yuan) */
  fee?: string | null | undefined;
  /** 费用名称 (at most 100 characters) */
  feeName?: string | null | undefined;
  /** 费用类型 (required; id of a FeeType) */
  feeTypeId?: string | number | null | undefined;
  /** 作业类型 (required; dictionary ZYLX) */
  shippingType?: string | null | undefined;
  /** 状态 */
  status?: RecordStatus | null | undefined;
  /** 供应商 (id of a Supplier) */
  supplierId?: string | number | null | undefined;
};

/** A new FeeType (费用类型) */
export type CreateFeeTypeInput = {
  /** 默认币种 (dictionary FYBZ) */
  currencyId?: string | null | undefined;
  /** 费用编码 (required; at most 20 characters; pattern alnum ^[A-Za-z0-9]+$; unique) */
  feeCode?: string | null | undefined;
  /** 英文名称 (at most 100 characters) */
  feeEnglishName?: string | null | undefined;
  /** 费用名称 (required; at most 50 characters; unique) */
  feeName?: string | null | undefined;
  /** 人民币计费 */
  isCny?: boolean | null | undefined;
  /** 应付 */
  isPayable?: boolean | null | undefined;
  /** 应收 */
  isReceivable?: boolean | null | undefined;
  /** 美元计费 */
  isUsd?: boolean | null | undefined;
  /** 状态 */
  status?: RecordStatus | null | undefined;
};

/** A new FlightVoyage (航班航次) */
export type CreateFlightVoyageInput = {
  /** 结束日期 (required) */
  endDate?: string | null | undefined;
  /** 航班舱位一价格 */
  flightCabinetAmount1?: string | null | undefined;
  /** 航班舱位二价格 */
  flightCabinetAmount2?: string | null | undefined;
  /** 航班舱位三价格 */
  flightCabinetAmount3?: string | null | undefined;
  /** 航班日 (at most 20 characters; pattern weekdays ^[1-7](,[1-7])*$) */
  flightPeriod?: string | null | undefined;
  /** 按航班 */
  isFlightPeriod?: boolean | null | undefined;
  /** 按船期 */
  isShipPeriod?: boolean | null | undefined;
  /** 航线 (required; id of a Route) */
  routeId?: string | number | null | undefined;
  /** 20GP价格 */
  shipCabinetAmount1?: string | null | undefined;
  /** 40GP价格 */
  shipCabinetAmount2?: string | null | undefined;
  /** 40HQ价格 */
  shipCabinetAmount3?: string | null | undefined;
  /** 船期 (at most 20 characters; pattern weekdays ^[1-7](,[1-7])*$) */
  shipPeriod?: string | null | undefined;
  /** 开始日期 (required) */
  startDate?: string | null | undefined;
  /** 状态 */
  status?: RecordStatus | null | undefined;
};

/** A new HsCode (HS编码) */
export type CreateHsCodeInput = {
  /** 检验检疫编码 (at most 3 characters; pattern digits ^\d*$) */
  ciqCode?: string | null | undefined;
  /** 消费税率（%） */
  consumptionTaxRate?: string | null | undefined;
  /** 海关监管条件 (at most 20 characters) */
  customsSupervisionConditions?: string | null | undefined;
  /** 申报要素 (at most 1000 characters) */
  declarationElement?: string | null | undefined;
  /** 出口退税率（%） */
  exportRebateRate?: string | null | undefined;
  /** 出口关税率（%） */
  exportTariffRate?: string | null | undefined;
  /** 中文描述 (at most 1000 characters) */
  goodsDescription?: string | null | undefined;
  /** 英文描述 (at most 1000 characters) */
  goodsEnglishDescription?: string | null | undefined;
  /** 商品名称 (required; at most 200 characters) */
  goodsName?: string | null | undefined;
  /** 商品编码 (required; at most 10 characters; pattern digits ^\d*$; unique) */
  goodsNo?: string | null | undefined;
  /** 最惠国进口税率（%） */
  importTaxRate?: string | null | undefined;
  /** 检验检疫类别 (at most 20 characters) */
  inspectionAndQuarantineCategory?: string | null | undefined;
  /** 标签内容 (at most 1000 characters) */
  labelContent?: string | null | undefined;
  /** 第一法定单位 (at most 20 characters) */
  legalUnit1?: string | null | undefined;
  /** 第二法定单位 (at most 20 characters) */
  legalUnit2?: string | null | undefined;
  /** 普通进口税率（%） */
  ordinaryTaxRate?: string | null | undefined;
  /** 暂定进口税率（%） */
  provisionalTaxRate?: string | null | undefined;
  /** 增值税率（%） */
  vatRate?: string | null | undefined;
};

/** A new Route (航线) */
export type CreateRouteInput = {
  /** 国家 (at most 50 characters) */
  country?: string | null | undefined;
  /** 起运港 (required; at most 50 characters) */
  departurePort?: string | null | undefined;
  /** 目的港 (required; at most 50 characters) */
  destinationPort?: string | null | undefined;
  /** 航线名称 (required; at most 100 characters; unique) */
  routeName?: string | null | undefined;
  /** 作业类型 (required; dictionary ZYLX) */
  shippingType?: string | null | undefined;
  /** 状态 */
  status?: RecordStatus | null | undefined;
  /** 中转港 (at most 50 characters) */
  transitPort?: string | null | undefined;
};

/** A new Supplier (供应商) */
export type CreateSupplierInput = {
  /** 账期（天） */
  accountPeriod?: number | null | undefined;
  /** 地址 (at most 200 characters) */
  address?: string | null | undefined;
  /** 简称 (at most 50 characters) */
  alias?: string | null | undefined;
  /** 开户账号 (at most 40 characters; pattern digits ^\d*$) */
  bankAccount?: string | null | undefined;
  /** 开户银行 (at most 100 characters) */
  bankName?: string | null | undefined;
  /** 银行账户 */
  banks?: Array<SupplierBankInput> | null | undefined;
  /** 商检编号 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  businessInspectionNum?: string | null | undefined;
  /** 联系人 */
  contacts?: Array<SupplierContactInput> | null | undefined;
  /** 海关编码 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  customsNum?: string | null | undefined;
  /** 境内目的地 (at most 100 characters) */
  domesticDestination?: string | null | undefined;
  /** 发票类型 (dictionary FPLX) */
  invoiceType?: string | null | undefined;
  /** 注册地址 (at most 200 characters) */
  registeredAddress?: string | null | undefined;
  /** 注册电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  registeredTel?: string | null | undefined;
  /** 销售 (id of a user) */
  salesId?: string | number | null | undefined;
  /** 状态 */
  status?: RecordStatus | null | undefined;
  /** 供应商名称 (required; at most 100 characters; unique) */
  supplierName?: string | null | undefined;
  /** 税率（%） */
  taxRate?: string | null | undefined;
  /** 纳税人识别号 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  taxpayerIdentificationNumber?: string | null | undefined;
  /** 供应商类型 (required; dictionary GSLX) */
  typeIdList?: Array<string> | null | undefined;
};

/** A new TransportAddress (运输地址) */
export type CreateTransportAddressInput = {
  /** 详细地址 (required; at most 200 characters) */
  address?: string | null | undefined;
  /** 城市 (required; at most 50 characters) */
  city?: string | null | undefined;
  /** 联系人 (at most 50 characters) */
  contact?: string | null | undefined;
  /** 联系人 */
  contactList?: Array<TransportAddressContactInput> | null | undefined;
  /** 区县 (at most 50 characters) */
  district?: string | null | undefined;
  /** 境外地址 */
  isAbroad?: boolean | null | undefined;
  /** 起运地 */
  isDeparture?: boolean | null | undefined;
  /** 目的地 */
  isDestination?: boolean | null | undefined;
  /** 联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  phone?: string | null | undefined;
  /** 省份 (required; at most 50 characters) */
  province?: string | null | undefined;
  /** 状态 */
  status?: RecordStatus | null | undefined;
  /** 邮编 (at most 10 characters; pattern digits ^\d*$) */
  zipCode?: string | null | undefined;
};

export type CreateUserInput = {
  active?: boolean | null | undefined;
  /** One of organisationIds; with a single organisation it is the default anyway. */
  defaultOrganisationId?: string | number | null | undefined;
  email?: string | null | undefined;
  /** 6 to 32 characters; without it the initial password is the mobile's last six digits. */
  initialPassword?: string | null | undefined;
  isAdmin?: boolean | null | undefined;
  mobile: string;
  organisationIds?: Array<string | number> | null | undefined;
  qq?: string | null | undefined;
  roleIds?: Array<string | number> | null | undefined;
  userName: string;
  /** Generated (U00001…) when absent. */
  userNumber?: string | null | undefined;
  validityDate?: string | null | undefined;
};

/** A new WorkflowNode (作业节点) */
export type CreateWorkflowNodeInput = {
  /** 节点编码 (required; at most 50 characters) */
  nodeCode?: string | null | undefined;
  /** 节点名称 (required; at most 50 characters) */
  nodeName?: string | null | undefined;
  /** 作业类型 (required; dictionary ZYLX) */
  shippingType?: string | null | undefined;
  /** 排序 */
  sortId?: number | null | undefined;
  /** 操作人员 */
  users?: Array<WorkflowNodeUserInput> | null | undefined;
};

/** Search of dicts (业务字典) */
export type DictFilter = {
  categoryCode?: string | null | undefined;
  dictCode?: string | null | undefined;
  dictName?: string | null | undefined;
  /** Matches the picker fields */
  keyword?: string | null | undefined;
  status?: RecordStatus | null | undefined;
};

/** Search of exchangeRates (汇率) */
export type ExchangeRateFilter = {
  exchangeCurrency?: string | null | undefined;
  /** Matches the picker fields */
  keyword?: string | null | undefined;
  originalCurrency?: string | null | undefined;
  startDateBegin?: string | null | undefined;
  startDateEnd?: string | null | undefined;
  status?: RecordStatus | null | undefined;
};

/** Search of feePrices (费用价格) */
export type FeePriceFilter = {
  feeName?: string | null | undefined;
  feeTypeId?: string | number | null | undefined;
  /** Matches the picker fields */
  keyword?: string | null | undefined;
  shippingType?: string | null | undefined;
  status?: RecordStatus | null | undefined;
  supplierId?: string | number | null | undefined;
};

/** Search of feeTypes (费用类型) */
export type FeeTypeFilter = {
  feeCode?: string | null | undefined;
  feeName?: string | null | undefined;
  isPayable?: boolean | null | undefined;
  isReceivable?: boolean | null | undefined;
  /** Matches the picker fields */
  keyword?: string | null | undefined;
  status?: RecordStatus | null | undefined;
};

/** Search of flightVoyages (航班航次) */
export type FlightVoyageFilter = {
  /** Matches the picker fields */
  keyword?: string | null | undefined;
  routeId?: string | number | null | undefined;
  startDateBegin?: string | null | undefined;
  startDateEnd?: string | null | undefined;
  status?: RecordStatus | null | undefined;
};

/** Search of hsCodes (HS编码) */
export type HsCodeFilter = {
  goodsName?: string | null | undefined;
  goodsNo?: string | null | undefined;
  /** Matches the picker fields */
  keyword?: string | null | undefined;
};

export type LoginInput = {
  captcha: string;
  checkKey: string;
  mobile: string;
  password: string;
};

export type MenuNodeInput = {
  /** Required for a button: key(s) of the BUTTON dictionary. */
  actionKey?: string | null | undefined;
  hideInBreadcrumb?: boolean | null | undefined;
  hideInMenu?: boolean | null | undefined;
  icon?: string | null | undefined;
  /** Absent: a new node. */
  id?: string | number | null | undefined;
  keepAlive?: boolean | null | undefined;
  name: string;
  parentId?: string | number | null | undefined;
  /** Required for a page; starts with /. */
  path?: string | null | undefined;
  sortId?: number | null | undefined;
  type: MenuType;
};

export type MenuType =
  /** A button / action key (type '2'). */
  | 'BUTTON'
  /** A group of entries (type '0'). */
  | 'GROUP'
  /** A page (type '1'). */
  | 'PAGE';

export type OrganisationFilter = {
  active?: boolean | null | undefined;
  /** Matches keep their ancestors, so the tree still reads from the top. */
  orgName?: string | null | undefined;
};

export type OrganisationInput = {
  active?: boolean | null | undefined;
  canUpdate?: boolean | null | undefined;
  orgName: string;
  parentId?: string | number | null | undefined;
  remark?: string | null | undefined;
  sortId?: number | null | undefined;
};

/** Active (Y) or inactive (N), as the lists' status toggles show it. */
export type RecordStatus =
  | 'ACTIVE'
  | 'INACTIVE';

export type RoleFilter = {
  active?: boolean | null | undefined;
  roleName?: string | null | undefined;
};

export type RoleInput = {
  active?: boolean | null | undefined;
  /** Only in this organisation; absent: in every organisation of the group. */
  organisationId?: string | number | null | undefined;
  remark?: string | null | undefined;
  roleName: string;
};

/** Search of routes (航线) */
export type RouteFilter = {
  country?: string | null | undefined;
  /** Matches the picker fields */
  keyword?: string | null | undefined;
  routeName?: string | null | undefined;
  shippingType?: string | null | undefined;
  status?: RecordStatus | null | undefined;
};

/** 银行账户 row */
export type SupplierBankInput = {
  /** 银行账号 (required; at most 40 characters; pattern digits ^\d*$) */
  bankAccount?: string | null | undefined;
  /** 开户银行 (required; at most 100 characters) */
  bankName?: string | null | undefined;
  /** 币种 (dictionary FYBZ) */
  currencyCodeList?: Array<string> | null | undefined;
};

/** 联系人 row */
export type SupplierContactInput = {
  /** 联系人 (required; at most 50 characters) */
  contact?: string | null | undefined;
  /** 联系地址 (at most 200 characters) */
  contactAddress?: string | null | undefined;
  /** 电子邮箱 (at most 100 characters; pattern email ^[^\s@]+@[^\s@]+\.[^\s@]+$) */
  contactEmail?: string | null | undefined;
  /** 联系电话 (required; at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  contactTel?: string | null | undefined;
};

/** Search of suppliers (供应商) */
export type SupplierFilter = {
  /** Matches the picker fields */
  keyword?: string | null | undefined;
  status?: RecordStatus | null | undefined;
  supplierName?: string | null | undefined;
  typeIdList?: string | null | undefined;
};

/** 联系人 row */
export type TransportAddressContactInput = {
  /** 联系人 (required; at most 50 characters) */
  contact?: string | null | undefined;
  /** 联系电话 (required; at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  phone?: string | null | undefined;
};

/** Search of transportAddresses (运输地址) */
export type TransportAddressFilter = {
  address?: string | null | undefined;
  city?: string | null | undefined;
  isDeparture?: boolean | null | undefined;
  isDestination?: boolean | null | undefined;
  /** Matches the picker fields */
  keyword?: string | null | undefined;
  province?: string | null | undefined;
  status?: RecordStatus | null | undefined;
};

/** Changes to a Address (地址): omitted fields stay, null clears */
export type UpdateAddressInput = {
  /** 地址详情 (required; at most 500 characters) */
  addressDetail?: string | null | undefined;
  /** 地址类型 (required; dictionary DZLX) */
  addressType?: string | null | undefined;
  /** AEO编码 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  aeoCode?: string | null | undefined;
  /** 企业代码; when given, replaces the stored rows */
  codeList?: Array<AddressCodeInput> | null | undefined;
  /** 作业类型 (required; dictionary ZYLX) */
  shippingType?: string | null | undefined;
  /** 状态 */
  status?: RecordStatus | null | undefined;
};

/** Changes to a Client (客户): omitted fields stay, null clears */
export type UpdateClientInput = {
  /** 账期（天） */
  accountPeriod?: number | null | undefined;
  /** 简称 (at most 50 characters) */
  alias?: string | null | undefined;
  /** 开户账号 (at most 40 characters; pattern digits ^\d*$) */
  bankAccount?: string | null | undefined;
  /** 开户银行 (at most 100 characters) */
  bankName?: string | null | undefined;
  /** 银行账户; when given, replaces the stored rows */
  banks?: Array<ClientBankInput> | null | undefined;
  /** 商检编号 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  businessInspectionNum?: string | null | undefined;
  /** 联系人; when given, replaces the stored rows */
  contacts?: Array<ClientContactInput> | null | undefined;
  /** 客户名称 (required; at most 100 characters; unique) */
  customerName?: string | null | undefined;
  /** 海关编码 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  customsNum?: string | null | undefined;
  /** 境内目的地 (at most 100 characters) */
  domesticDestination?: string | null | undefined;
  /** 发票类型 (dictionary FPLX) */
  invoiceType?: string | null | undefined;
  /** 注册地址 (at most 200 characters) */
  registeredAddress?: string | null | undefined;
  /** 注册电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  registeredTel?: string | null | undefined;
  /** 状态 */
  status?: RecordStatus | null | undefined;
  /** 税率（%） */
  taxRate?: string | null | undefined;
  /** 纳税人识别号 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  taxpayerIdentificationNumber?: string | null | undefined;
};

/** Changes to a Dict (业务字典): omitted fields stay, null clears */
export type UpdateDictInput = {
  /** 字典类别 (required; at most 50 characters) */
  categoryCode?: string | null | undefined;
  /** 字典编码 (required; at most 50 characters) */
  dictCode?: string | null | undefined;
  /** 字典名称 (required; at most 100 characters) */
  dictName?: string | null | undefined;
  /** 备注 (at most 500 characters) */
  remark?: string | null | undefined;
  /** 排序 */
  sortId?: number | null | undefined;
  /** 状态 */
  status?: RecordStatus | null | undefined;
};

/** Changes to a ExchangeRate (汇率): omitted fields stay, null clears */
export type UpdateExchangeRateInput = {
  /** 结束日期 (required) */
  endDate?: string | null | undefined;
  /** 折算币种 (dictionary FYBZ) */
  exchangeCurrency?: string | null | undefined;
  /** 汇率 (required) */
  exchangeRate?: string | null | undefined;
  /** 原币种 (required; dictionary FYBZ) */
  originalCurrency?: string | null | undefined;
  /** 开始日期 (required) */
  startDate?: string | null | undefined;
  /** 状态 */
  status?: RecordStatus | null | undefined;
};

/** Changes to a FeePrice (费用价格): omitted fields stay, null clears */
export type UpdateFeePriceInput = {
  /** 币种 (dictionary FYBZ) */
  currencyId?: string | null | undefined;
  /** 金额 (required; kept in cents by the back end, shown in yuan) */
  fee?: string | null | undefined;
  /** 费用名称 (at most 100 characters) */
  feeName?: string | null | undefined;
  /** 费用类型 (required; id of a FeeType) */
  feeTypeId?: string | number | null | undefined;
  /** 作业类型 (required; dictionary ZYLX) */
  shippingType?: string | null | undefined;
  /** 状态 */
  status?: RecordStatus | null | undefined;
  /** 供应商 (id of a Supplier) */
  supplierId?: string | number | null | undefined;
};

/** Changes to a FeeType (费用类型): omitted fields stay, null clears */
export type UpdateFeeTypeInput = {
  /** 默认币种 (dictionary FYBZ) */
  currencyId?: string | null | undefined;
  /** 费用编码 (required; at most 20 characters; pattern alnum ^[A-Za-z0-9]+$; unique) */
  feeCode?: string | null | undefined;
  /** 英文名称 (at most 100 characters) */
  feeEnglishName?: string | null | undefined;
  /** 费用名称 (required; at most 50 characters; unique) */
  feeName?: string | null | undefined;
  /** 人民币计费 */
  isCny?: boolean | null | undefined;
  /** 应付 */
  isPayable?: boolean | null | undefined;
  /** 应收 */
  isReceivable?: boolean | null | undefined;
  /** 美元计费 */
  isUsd?: boolean | null | undefined;
  /** 状态 */
  status?: RecordStatus | null | undefined;
};

/** Changes to a FlightVoyage (航班航次): omitted fields stay, null clears */
export type UpdateFlightVoyageInput = {
  /** 结束日期 (required) */
  endDate?: string | null | undefined;
  /** 航班舱位一价格 */
  flightCabinetAmount1?: string | null | undefined;
  /** 航班舱位二价格 */
  flightCabinetAmount2?: string | null | undefined;
  /** 航班舱位三价格 */
  flightCabinetAmount3?: string | null | undefined;
  /** 航班日 (at most 20 characters; pattern weekdays ^[1-7](,[1-7])*$) */
  flightPeriod?: string | null | undefined;
  /** 按航班 */
  isFlightPeriod?: boolean | null | undefined;
  /** 按船期 */
  isShipPeriod?: boolean | null | undefined;
  /** 航线 (required; id of a Route) */
  routeId?: string | number | null | undefined;
  /** 20GP价格 */
  shipCabinetAmount1?: string | null | undefined;
  /** 40GP价格 */
  shipCabinetAmount2?: string | null | undefined;
  /** 40HQ价格 */
  shipCabinetAmount3?: string | null | undefined;
  /** 船期 (at most 20 characters; pattern weekdays ^[1-7](,[1-7])*$) */
  shipPeriod?: string | null | undefined;
  /** 开始日期 (required) */
  startDate?: string | null | undefined;
  /** 状态 */
  status?: RecordStatus | null | undefined;
};

/** Changes to a HsCode (HS编码): omitted fields stay, null clears */
export type UpdateHsCodeInput = {
  /** 检验检疫编码 (at most 3 characters; pattern digits ^\d*$) */
  ciqCode?: string | null | undefined;
  /** 消费税率（%） */
  consumptionTaxRate?: string | null | undefined;
  /** 海关监管条件 (at most 20 characters) */
  customsSupervisionConditions?: string | null | undefined;
  /** 申报要素 (at most 1000 characters) */
  declarationElement?: string | null | undefined;
  /** 出口退税率（%） */
  exportRebateRate?: string | null | undefined;
  /** 出口关税率（%） */
  exportTariffRate?: string | null | undefined;
  /** 中文描述 (at most 1000 characters) */
  goodsDescription?: string | null | undefined;
  /** 英文描述 (at most 1000 characters) */
  goodsEnglishDescription?: string | null | undefined;
  /** 商品名称 (required; at most 200 characters) */
  goodsName?: string | null | undefined;
  /** 商品编码 (required; at most 10 characters; pattern digits ^\d*$; unique) */
  goodsNo?: string | null | undefined;
  /** 最惠国进口税率（%） */
  importTaxRate?: string | null | undefined;
  /** 检验检疫类别 (at most 20 characters) */
  inspectionAndQuarantineCategory?: string | null | undefined;
  /** 标签内容 (at most 1000 characters) */
  labelContent?: string | null | undefined;
  /** 第一法定单位 (at most 20 characters) */
  legalUnit1?: string | null | undefined;
  /** 第二法定单位 (at most 20 characters) */
  legalUnit2?: string | null | undefined;
  /** 普通进口税率（%） */
  ordinaryTaxRate?: string | null | undefined;
  /** 暂定进口税率（%） */
  provisionalTaxRate?: string | null | undefined;
  /** 增值税率（%） */
  vatRate?: string | null | undefined;
};

/** Changes to a Route (航线): omitted fields stay, null clears */
export type UpdateRouteInput = {
  /** 国家 (at most 50 characters) */
  country?: string | null | undefined;
  /** 起运港 (required; at most 50 characters) */
  departurePort?: string | null | undefined;
  /** 目的港 (required; at most 50 characters) */
  destinationPort?: string | null | undefined;
  /** 航线名称 (required; at most 100 characters; unique) */
  routeName?: string | null | undefined;
  /** 作业类型 (required; dictionary ZYLX) */
  shippingType?: string | null | undefined;
  /** 状态 */
  status?: RecordStatus | null | undefined;
  /** 中转港 (at most 50 characters) */
  transitPort?: string | null | undefined;
};

/** Changes to a Supplier (供应商): omitted fields stay, null clears */
export type UpdateSupplierInput = {
  /** 账期（天） */
  accountPeriod?: number | null | undefined;
  /** 地址 (at most 200 characters) */
  address?: string | null | undefined;
  /** 简称 (at most 50 characters) */
  alias?: string | null | undefined;
  /** 开户账号 (at most 40 characters; pattern digits ^\d*$) */
  bankAccount?: string | null | undefined;
  /** 开户银行 (at most 100 characters) */
  bankName?: string | null | undefined;
  /** 银行账户; when given, replaces the stored rows */
  banks?: Array<SupplierBankInput> | null | undefined;
  /** 商检编号 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  businessInspectionNum?: string | null | undefined;
  /** 联系人; when given, replaces the stored rows */
  contacts?: Array<SupplierContactInput> | null | undefined;
  /** 海关编码 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  customsNum?: string | null | undefined;
  /** 境内目的地 (at most 100 characters) */
  domesticDestination?: string | null | undefined;
  /** 发票类型 (dictionary FPLX) */
  invoiceType?: string | null | undefined;
  /** 注册地址 (at most 200 characters) */
  registeredAddress?: string | null | undefined;
  /** 注册电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  registeredTel?: string | null | undefined;
  /** 销售 (id of a user) */
  salesId?: string | number | null | undefined;
  /** 状态 */
  status?: RecordStatus | null | undefined;
  /** 供应商名称 (required; at most 100 characters; unique) */
  supplierName?: string | null | undefined;
  /** 税率（%） */
  taxRate?: string | null | undefined;
  /** 纳税人识别号 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  taxpayerIdentificationNumber?: string | null | undefined;
  /** 供应商类型 (required; dictionary GSLX) */
  typeIdList?: Array<string> | null | undefined;
};

/** Changes to a TransportAddress (运输地址): omitted fields stay, null clears */
export type UpdateTransportAddressInput = {
  /** 详细地址 (required; at most 200 characters) */
  address?: string | null | undefined;
  /** 城市 (required; at most 50 characters) */
  city?: string | null | undefined;
  /** 联系人 (at most 50 characters) */
  contact?: string | null | undefined;
  /** 联系人; when given, replaces the stored rows */
  contactList?: Array<TransportAddressContactInput> | null | undefined;
  /** 区县 (at most 50 characters) */
  district?: string | null | undefined;
  /** 境外地址 */
  isAbroad?: boolean | null | undefined;
  /** 起运地 */
  isDeparture?: boolean | null | undefined;
  /** 目的地 */
  isDestination?: boolean | null | undefined;
  /** 联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  phone?: string | null | undefined;
  /** 省份 (required; at most 50 characters) */
  province?: string | null | undefined;
  /** 状态 */
  status?: RecordStatus | null | undefined;
  /** 邮编 (at most 10 characters; pattern digits ^\d*$) */
  zipCode?: string | null | undefined;
};

/** Replaces the user's editable fields (absent optional fields are cleared). */
export type UpdateUserInput = {
  active?: boolean | null | undefined;
  defaultOrganisationId?: string | number | null | undefined;
  email?: string | null | undefined;
  isAdmin?: boolean | null | undefined;
  mobile: string;
  organisationIds?: Array<string | number> | null | undefined;
  qq?: string | null | undefined;
  roleIds?: Array<string | number> | null | undefined;
  userName: string;
  userNumber?: string | null | undefined;
  validityDate?: string | null | undefined;
};

/** Changes to a WorkflowNode (作业节点): omitted fields stay, null clears */
export type UpdateWorkflowNodeInput = {
  /** 节点编码 (required; at most 50 characters) */
  nodeCode?: string | null | undefined;
  /** 节点名称 (required; at most 50 characters) */
  nodeName?: string | null | undefined;
  /** 作业类型 (required; dictionary ZYLX) */
  shippingType?: string | null | undefined;
  /** 排序 */
  sortId?: number | null | undefined;
  /** 操作人员; when given, replaces the stored rows */
  users?: Array<WorkflowNodeUserInput> | null | undefined;
};

/** The seeds' user search fields. */
export type UserFilter = {
  active?: boolean | null | undefined;
  email?: string | null | undefined;
  groupId?: string | number | null | undefined;
  mobile?: string | null | undefined;
  qq?: string | null | undefined;
  /** Users holding any of these roles. */
  roleIds?: Array<string | number> | null | undefined;
  userName?: string | null | undefined;
  userNumber?: string | null | undefined;
};

/** Search of workflowNodes (作业节点) */
export type WorkflowNodeFilter = {
  /** Matches the picker fields */
  keyword?: string | null | undefined;
  nodeCode?: string | null | undefined;
  nodeName?: string | null | undefined;
  shippingType?: string | null | undefined;
};

/** 操作人员 row */
export type WorkflowNodeUserInput = {
  /** 操作人员 (required; id of a user) */
  userId?: string | number | null | undefined;
};

export type AddressFieldsFragment = { id: string, orgId: string, addressDetail: string, aeoCode: string | null, status: RecordStatus, shippingType: { code: string, name: string }, addressType: { code: string, name: string } };

export type AddressDetailFragment = { id: string, orgId: string, addressDetail: string, aeoCode: string | null, status: RecordStatus, codeList: Array<{ id: string, codeType: string, codeValue: string }>, shippingType: { code: string, name: string }, addressType: { code: string, name: string } };

export type AddressPageQueryVariables = Exact<{
  filter?: AddressFilter | null | undefined;
  pageNum?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AddressPageQuery = { addresses: { pageNum: number, pageSize: number, total: number, items: Array<{ id: string, orgId: string, addressDetail: string, aeoCode: string | null, status: RecordStatus, shippingType: { code: string, name: string }, addressType: { code: string, name: string } }> } };

export type AddressByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type AddressByIdQuery = { address: { id: string, orgId: string, addressDetail: string, aeoCode: string | null, status: RecordStatus, codeList: Array<{ id: string, codeType: string, codeValue: string }>, shippingType: { code: string, name: string }, addressType: { code: string, name: string } } | null };

export type AddressGroupOptionsQueryVariables = Exact<{
  keyword?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type AddressGroupOptionsQuery = { addressGroupOptions: Array<{ id: string, addressDetail: string }> };

export type CreateAddressMutationVariables = Exact<{
  input: CreateAddressInput;
}>;


export type CreateAddressMutation = { createAddress: { id: string, orgId: string, addressDetail: string, aeoCode: string | null, status: RecordStatus, codeList: Array<{ id: string, codeType: string, codeValue: string }>, shippingType: { code: string, name: string }, addressType: { code: string, name: string } } };

export type UpdateAddressMutationVariables = Exact<{
  id: string | number;
  input: UpdateAddressInput;
}>;


export type UpdateAddressMutation = { updateAddress: { id: string, orgId: string, addressDetail: string, aeoCode: string | null, status: RecordStatus, codeList: Array<{ id: string, codeType: string, codeValue: string }>, shippingType: { code: string, name: string }, addressType: { code: string, name: string } } };

export type SetAddressStatusMutationVariables = Exact<{
  id: string | number;
  status: RecordStatus;
}>;


export type SetAddressStatusMutation = { setAddressStatus: { id: string, status: RecordStatus } };

export type DeleteAddressMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteAddressMutation = { deleteAddress: boolean };

export type ValidateAddressQueryVariables = Exact<{
  shippingType?: string | null | undefined;
  addressType?: string | null | undefined;
  addressDetail?: string | null | undefined;
  id?: string | number | null | undefined;
}>;


export type ValidateAddressQuery = { validateAddress: boolean };

export type AirportFieldsFragment = { id: string, iata: string, nameEn: string, nameCn: string, city: string | null, cityCn: string | null, countryCode: string | null, countryCn: string | null };

export type AirportOptionsQueryVariables = Exact<{
  keyword?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type AirportOptionsQuery = { airportOptions: Array<{ id: string, nameCn: string }> };

export type CityFieldsFragment = { id: string, code: string, name: string, parentCode: string | null, level: number | null };

export type CityOptionsQueryVariables = Exact<{
  keyword?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type CityOptionsQuery = { cityOptions: Array<{ id: string, name: string }> };

export type ClientFieldsFragment = { id: string, orgId: string, customerCode: string | null, customerName: string, alias: string | null, businessInspectionNum: string | null, customsNum: string | null, domesticDestination: string | null, taxpayerIdentificationNumber: string | null, bankAccount: string | null, registeredTel: string | null, bankName: string | null, registeredAddress: string | null, accountPeriod: number | null, taxRate: string | null, status: RecordStatus, invoiceType: { code: string, name: string } | null };

export type ClientDetailFragment = { id: string, orgId: string, customerCode: string | null, customerName: string, alias: string | null, businessInspectionNum: string | null, customsNum: string | null, domesticDestination: string | null, taxpayerIdentificationNumber: string | null, bankAccount: string | null, registeredTel: string | null, bankName: string | null, registeredAddress: string | null, accountPeriod: number | null, taxRate: string | null, status: RecordStatus, contacts: Array<{ id: string, contact: string, contactTel: string, contactAddress: string | null }>, banks: Array<{ id: string, bankName: string, bankAccount: string }>, invoiceType: { code: string, name: string } | null };

export type ClientPageQueryVariables = Exact<{
  filter?: ClientFilter | null | undefined;
  pageNum?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ClientPageQuery = { clients: { pageNum: number, pageSize: number, total: number, items: Array<{ id: string, orgId: string, customerCode: string | null, customerName: string, alias: string | null, businessInspectionNum: string | null, customsNum: string | null, domesticDestination: string | null, taxpayerIdentificationNumber: string | null, bankAccount: string | null, registeredTel: string | null, bankName: string | null, registeredAddress: string | null, accountPeriod: number | null, taxRate: string | null, status: RecordStatus, invoiceType: { code: string, name: string } | null }> } };

export type ClientByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type ClientByIdQuery = { client: { id: string, orgId: string, customerCode: string | null, customerName: string, alias: string | null, businessInspectionNum: string | null, customsNum: string | null, domesticDestination: string | null, taxpayerIdentificationNumber: string | null, bankAccount: string | null, registeredTel: string | null, bankName: string | null, registeredAddress: string | null, accountPeriod: number | null, taxRate: string | null, status: RecordStatus, contacts: Array<{ id: string, contact: string, contactTel: string, contactAddress: string | null }>, banks: Array<{ id: string, bankName: string, bankAccount: string }>, invoiceType: { code: string, name: string } | null } | null };

export type ClientOptionsQueryVariables = Exact<{
  keyword?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type ClientOptionsQuery = { clientOptions: Array<{ id: string, customerName: string }> };

export type ClientGroupOptionsQueryVariables = Exact<{
  keyword?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type ClientGroupOptionsQuery = { clientGroupOptions: Array<{ id: string, customerName: string }> };

export type CreateClientMutationVariables = Exact<{
  input: CreateClientInput;
}>;


export type CreateClientMutation = { createClient: { id: string, orgId: string, customerCode: string | null, customerName: string, alias: string | null, businessInspectionNum: string | null, customsNum: string | null, domesticDestination: string | null, taxpayerIdentificationNumber: string | null, bankAccount: string | null, registeredTel: string | null, bankName: string | null, registeredAddress: string | null, accountPeriod: number | null, taxRate: string | null, status: RecordStatus, contacts: Array<{ id: string, contact: string, contactTel: string, contactAddress: string | null }>, banks: Array<{ id: string, bankName: string, bankAccount: string }>, invoiceType: { code: string, name: string } | null } };

export type UpdateClientMutationVariables = Exact<{
  id: string | number;
  input: UpdateClientInput;
}>;


export type UpdateClientMutation = { updateClient: { id: string, orgId: string, customerCode: string | null, customerName: string, alias: string | null, businessInspectionNum: string | null, customsNum: string | null, domesticDestination: string | null, taxpayerIdentificationNumber: string | null, bankAccount: string | null, registeredTel: string | null, bankName: string | null, registeredAddress: string | null, accountPeriod: number | null, taxRate: string | null, status: RecordStatus, contacts: Array<{ id: string, contact: string, contactTel: string, contactAddress: string | null }>, banks: Array<{ id: string, bankName: string, bankAccount: string }>, invoiceType: { code: string, name: string } | null } };

export type SetClientStatusMutationVariables = Exact<{
  id: string | number;
  status: RecordStatus;
}>;


export type SetClientStatusMutation = { setClientStatus: { id: string, status: RecordStatus } };

export type DeleteClientMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteClientMutation = { deleteClient: boolean };

export type ValidateClientQueryVariables = Exact<{
  customerName?: string | null | undefined;
  id?: string | number | null | undefined;
}>;


export type ValidateClientQuery = { validateClient: boolean };

export type CountryFieldsFragment = { id: string, code: string, nameEn: string, nameCn: string };

export type CountryOptionsQueryVariables = Exact<{
  keyword?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type CountryOptionsQuery = { countryOptions: Array<{ id: string, nameCn: string }> };

export type DictFieldsFragment = { id: string, categoryCode: string, dictCode: string, dictName: string, sortId: number | null, remark: string | null, status: RecordStatus };

export type DictPageQueryVariables = Exact<{
  filter?: DictFilter | null | undefined;
  pageNum?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type DictPageQuery = { dicts: { pageNum: number, pageSize: number, total: number, items: Array<{ id: string, categoryCode: string, dictCode: string, dictName: string, sortId: number | null, remark: string | null, status: RecordStatus }> } };

export type DictByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type DictByIdQuery = { dict: { id: string, categoryCode: string, dictCode: string, dictName: string, sortId: number | null, remark: string | null, status: RecordStatus } | null };

export type CreateDictMutationVariables = Exact<{
  input: CreateDictInput;
}>;


export type CreateDictMutation = { createDict: { id: string, categoryCode: string, dictCode: string, dictName: string, sortId: number | null, remark: string | null, status: RecordStatus } };

export type UpdateDictMutationVariables = Exact<{
  id: string | number;
  input: UpdateDictInput;
}>;


export type UpdateDictMutation = { updateDict: { id: string, categoryCode: string, dictCode: string, dictName: string, sortId: number | null, remark: string | null, status: RecordStatus } };

export type SetDictStatusMutationVariables = Exact<{
  id: string | number;
  status: RecordStatus;
}>;


export type SetDictStatusMutation = { setDictStatus: { id: string, status: RecordStatus } };

export type DeleteDictMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteDictMutation = { deleteDict: boolean };

export type DictCategoryFieldsFragment = { id: string, code: string, name: string };

export type DictCategoryByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type DictCategoryByIdQuery = { dictCategory: { id: string, code: string, name: string } | null };

export type DictCategoryOptionsQueryVariables = Exact<{
  keyword?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type DictCategoryOptionsQuery = { dictCategoryOptions: Array<{ id: string, name: string }> };

export type ExchangeRateFieldsFragment = { id: string, orgId: string, exchangeRate: string, startDate: string, endDate: string, status: RecordStatus, originalCurrency: { code: string, name: string }, exchangeCurrency: { code: string, name: string } | null };

export type ExchangeRatePageQueryVariables = Exact<{
  filter?: ExchangeRateFilter | null | undefined;
  pageNum?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ExchangeRatePageQuery = { exchangeRates: { pageNum: number, pageSize: number, total: number, items: Array<{ id: string, orgId: string, exchangeRate: string, startDate: string, endDate: string, status: RecordStatus, originalCurrency: { code: string, name: string }, exchangeCurrency: { code: string, name: string } | null }> } };

export type ExchangeRateByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type ExchangeRateByIdQuery = { exchangeRate: { id: string, orgId: string, exchangeRate: string, startDate: string, endDate: string, status: RecordStatus, originalCurrency: { code: string, name: string }, exchangeCurrency: { code: string, name: string } | null } | null };

export type CreateExchangeRateMutationVariables = Exact<{
  input: CreateExchangeRateInput;
}>;


export type CreateExchangeRateMutation = { createExchangeRate: { id: string, orgId: string, exchangeRate: string, startDate: string, endDate: string, status: RecordStatus, originalCurrency: { code: string, name: string }, exchangeCurrency: { code: string, name: string } | null } };

export type UpdateExchangeRateMutationVariables = Exact<{
  id: string | number;
  input: UpdateExchangeRateInput;
}>;


export type UpdateExchangeRateMutation = { updateExchangeRate: { id: string, orgId: string, exchangeRate: string, startDate: string, endDate: string, status: RecordStatus, originalCurrency: { code: string, name: string }, exchangeCurrency: { code: string, name: string } | null } };

export type SetExchangeRateStatusMutationVariables = Exact<{
  id: string | number;
  status: RecordStatus;
}>;


export type SetExchangeRateStatusMutation = { setExchangeRateStatus: { id: string, status: RecordStatus } };

export type DeleteExchangeRateMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteExchangeRateMutation = { deleteExchangeRate: boolean };

export type FeePriceFieldsFragment = { id: string, orgId: string, supplierId: string | null, feeTypeId: string, feeName: string | null, fee: string, status: RecordStatus, supplier: { id: string, supplierName: string } | null, shippingType: { code: string, name: string }, feeType: { id: string, feeName: string } | null, currencyId: { code: string, name: string } | null };

export type FeePricePageQueryVariables = Exact<{
  filter?: FeePriceFilter | null | undefined;
  pageNum?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type FeePricePageQuery = { feePrices: { pageNum: number, pageSize: number, total: number, items: Array<{ id: string, orgId: string, supplierId: string | null, feeTypeId: string, feeName: string | null, fee: string, status: RecordStatus, supplier: { id: string, supplierName: string } | null, shippingType: { code: string, name: string }, feeType: { id: string, feeName: string } | null, currencyId: { code: string, name: string } | null }> } };

export type FeePriceByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type FeePriceByIdQuery = { feePrice: { id: string, orgId: string, supplierId: string | null, feeTypeId: string, feeName: string | null, fee: string, status: RecordStatus, supplier: { id: string, supplierName: string } | null, shippingType: { code: string, name: string }, feeType: { id: string, feeName: string } | null, currencyId: { code: string, name: string } | null } | null };

export type FeePriceOptionsQueryVariables = Exact<{
  keyword?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type FeePriceOptionsQuery = { feePriceOptions: Array<{ id: string, feeName: string | null }> };

export type CreateFeePriceMutationVariables = Exact<{
  input: CreateFeePriceInput;
}>;


export type CreateFeePriceMutation = { createFeePrice: { id: string, orgId: string, supplierId: string | null, feeTypeId: string, feeName: string | null, fee: string, status: RecordStatus, supplier: { id: string, supplierName: string } | null, shippingType: { code: string, name: string }, feeType: { id: string, feeName: string } | null, currencyId: { code: string, name: string } | null } };

export type UpdateFeePriceMutationVariables = Exact<{
  id: string | number;
  input: UpdateFeePriceInput;
}>;


export type UpdateFeePriceMutation = { updateFeePrice: { id: string, orgId: string, supplierId: string | null, feeTypeId: string, feeName: string | null, fee: string, status: RecordStatus, supplier: { id: string, supplierName: string } | null, shippingType: { code: string, name: string }, feeType: { id: string, feeName: string } | null, currencyId: { code: string, name: string } | null } };

export type DeleteFeePriceMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFeePriceMutation = { deleteFeePrice: boolean };

export type FeeTypeFieldsFragment = { id: string, orgId: string, feeCode: string, feeName: string, feeEnglishName: string | null, isCny: boolean, isUsd: boolean, isPayable: boolean, isReceivable: boolean, status: RecordStatus, currencyId: { code: string, name: string } | null };

export type FeeTypePageQueryVariables = Exact<{
  filter?: FeeTypeFilter | null | undefined;
  pageNum?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type FeeTypePageQuery = { feeTypes: { pageNum: number, pageSize: number, total: number, items: Array<{ id: string, orgId: string, feeCode: string, feeName: string, feeEnglishName: string | null, isCny: boolean, isUsd: boolean, isPayable: boolean, isReceivable: boolean, status: RecordStatus, currencyId: { code: string, name: string } | null }> } };

export type FeeTypeByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type FeeTypeByIdQuery = { feeType: { id: string, orgId: string, feeCode: string, feeName: string, feeEnglishName: string | null, isCny: boolean, isUsd: boolean, isPayable: boolean, isReceivable: boolean, status: RecordStatus, currencyId: { code: string, name: string } | null } | null };

export type FeeTypeOptionsQueryVariables = Exact<{
  keyword?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type FeeTypeOptionsQuery = { feeTypeOptions: Array<{ id: string, feeName: string }> };

export type CreateFeeTypeMutationVariables = Exact<{
  input: CreateFeeTypeInput;
}>;


export type CreateFeeTypeMutation = { createFeeType: { id: string, orgId: string, feeCode: string, feeName: string, feeEnglishName: string | null, isCny: boolean, isUsd: boolean, isPayable: boolean, isReceivable: boolean, status: RecordStatus, currencyId: { code: string, name: string } | null } };

export type UpdateFeeTypeMutationVariables = Exact<{
  id: string | number;
  input: UpdateFeeTypeInput;
}>;


export type UpdateFeeTypeMutation = { updateFeeType: { id: string, orgId: string, feeCode: string, feeName: string, feeEnglishName: string | null, isCny: boolean, isUsd: boolean, isPayable: boolean, isReceivable: boolean, status: RecordStatus, currencyId: { code: string, name: string } | null } };

export type DeleteFeeTypeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFeeTypeMutation = { deleteFeeType: boolean };

export type FlightVoyageFieldsFragment = { id: string, orgId: string, routeId: string, isFlightPeriod: boolean, flightPeriod: string | null, isShipPeriod: boolean, shipPeriod: string | null, flightCabinetAmount1: string | null, flightCabinetAmount2: string | null, flightCabinetAmount3: string | null, shipCabinetAmount1: string | null, shipCabinetAmount2: string | null, shipCabinetAmount3: string | null, startDate: string, endDate: string, status: RecordStatus, route: { id: string, routeName: string } | null };

export type FlightVoyagePageQueryVariables = Exact<{
  filter?: FlightVoyageFilter | null | undefined;
  pageNum?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type FlightVoyagePageQuery = { flightVoyages: { pageNum: number, pageSize: number, total: number, items: Array<{ id: string, orgId: string, routeId: string, isFlightPeriod: boolean, flightPeriod: string | null, isShipPeriod: boolean, shipPeriod: string | null, flightCabinetAmount1: string | null, flightCabinetAmount2: string | null, flightCabinetAmount3: string | null, shipCabinetAmount1: string | null, shipCabinetAmount2: string | null, shipCabinetAmount3: string | null, startDate: string, endDate: string, status: RecordStatus, route: { id: string, routeName: string } | null }> } };

export type FlightVoyageByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type FlightVoyageByIdQuery = { flightVoyage: { id: string, orgId: string, routeId: string, isFlightPeriod: boolean, flightPeriod: string | null, isShipPeriod: boolean, shipPeriod: string | null, flightCabinetAmount1: string | null, flightCabinetAmount2: string | null, flightCabinetAmount3: string | null, shipCabinetAmount1: string | null, shipCabinetAmount2: string | null, shipCabinetAmount3: string | null, startDate: string, endDate: string, status: RecordStatus, route: { id: string, routeName: string } | null } | null };

export type CreateFlightVoyageMutationVariables = Exact<{
  input: CreateFlightVoyageInput;
}>;


export type CreateFlightVoyageMutation = { createFlightVoyage: { id: string, orgId: string, routeId: string, isFlightPeriod: boolean, flightPeriod: string | null, isShipPeriod: boolean, shipPeriod: string | null, flightCabinetAmount1: string | null, flightCabinetAmount2: string | null, flightCabinetAmount3: string | null, shipCabinetAmount1: string | null, shipCabinetAmount2: string | null, shipCabinetAmount3: string | null, startDate: string, endDate: string, status: RecordStatus, route: { id: string, routeName: string } | null } };

export type UpdateFlightVoyageMutationVariables = Exact<{
  id: string | number;
  input: UpdateFlightVoyageInput;
}>;


export type UpdateFlightVoyageMutation = { updateFlightVoyage: { id: string, orgId: string, routeId: string, isFlightPeriod: boolean, flightPeriod: string | null, isShipPeriod: boolean, shipPeriod: string | null, flightCabinetAmount1: string | null, flightCabinetAmount2: string | null, flightCabinetAmount3: string | null, shipCabinetAmount1: string | null, shipCabinetAmount2: string | null, shipCabinetAmount3: string | null, startDate: string, endDate: string, status: RecordStatus, route: { id: string, routeName: string } | null } };

export type SetFlightVoyageStatusMutationVariables = Exact<{
  id: string | number;
  status: RecordStatus;
}>;


export type SetFlightVoyageStatusMutation = { setFlightVoyageStatus: { id: string, status: RecordStatus } };

export type DeleteFlightVoyageMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteFlightVoyageMutation = { deleteFlightVoyage: boolean };

export type HsCodeFieldsFragment = { id: string, goodsNo: string, ciqCode: string | null, goodsName: string, goodsDescription: string | null, goodsEnglishDescription: string | null, declarationElement: string | null, legalUnit1: string | null, legalUnit2: string | null, importTaxRate: string | null, ordinaryTaxRate: string | null, provisionalTaxRate: string | null, consumptionTaxRate: string | null, exportTariffRate: string | null, exportRebateRate: string | null, vatRate: string | null, customsSupervisionConditions: string | null, inspectionAndQuarantineCategory: string | null, labelContent: string | null };

export type HsCodePageQueryVariables = Exact<{
  filter?: HsCodeFilter | null | undefined;
  pageNum?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type HsCodePageQuery = { hsCodes: { pageNum: number, pageSize: number, total: number, items: Array<{ id: string, goodsNo: string, ciqCode: string | null, goodsName: string, goodsDescription: string | null, goodsEnglishDescription: string | null, declarationElement: string | null, legalUnit1: string | null, legalUnit2: string | null, importTaxRate: string | null, ordinaryTaxRate: string | null, provisionalTaxRate: string | null, consumptionTaxRate: string | null, exportTariffRate: string | null, exportRebateRate: string | null, vatRate: string | null, customsSupervisionConditions: string | null, inspectionAndQuarantineCategory: string | null, labelContent: string | null }> } };

export type HsCodeByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type HsCodeByIdQuery = { hsCode: { id: string, goodsNo: string, ciqCode: string | null, goodsName: string, goodsDescription: string | null, goodsEnglishDescription: string | null, declarationElement: string | null, legalUnit1: string | null, legalUnit2: string | null, importTaxRate: string | null, ordinaryTaxRate: string | null, provisionalTaxRate: string | null, consumptionTaxRate: string | null, exportTariffRate: string | null, exportRebateRate: string | null, vatRate: string | null, customsSupervisionConditions: string | null, inspectionAndQuarantineCategory: string | null, labelContent: string | null } | null };

export type CreateHsCodeMutationVariables = Exact<{
  input: CreateHsCodeInput;
}>;


export type CreateHsCodeMutation = { createHsCode: { id: string, goodsNo: string, ciqCode: string | null, goodsName: string, goodsDescription: string | null, goodsEnglishDescription: string | null, declarationElement: string | null, legalUnit1: string | null, legalUnit2: string | null, importTaxRate: string | null, ordinaryTaxRate: string | null, provisionalTaxRate: string | null, consumptionTaxRate: string | null, exportTariffRate: string | null, exportRebateRate: string | null, vatRate: string | null, customsSupervisionConditions: string | null, inspectionAndQuarantineCategory: string | null, labelContent: string | null } };

export type UpdateHsCodeMutationVariables = Exact<{
  id: string | number;
  input: UpdateHsCodeInput;
}>;


export type UpdateHsCodeMutation = { updateHsCode: { id: string, goodsNo: string, ciqCode: string | null, goodsName: string, goodsDescription: string | null, goodsEnglishDescription: string | null, declarationElement: string | null, legalUnit1: string | null, legalUnit2: string | null, importTaxRate: string | null, ordinaryTaxRate: string | null, provisionalTaxRate: string | null, consumptionTaxRate: string | null, exportTariffRate: string | null, exportRebateRate: string | null, vatRate: string | null, customsSupervisionConditions: string | null, inspectionAndQuarantineCategory: string | null, labelContent: string | null } };

export type DeleteHsCodeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteHsCodeMutation = { deleteHsCode: boolean };

export type RouteFieldsFragment = { id: string, orgId: string, routeName: string, country: string | null, departurePort: string, transitPort: string | null, destinationPort: string, status: RecordStatus, shippingType: { code: string, name: string } };

export type RoutePageQueryVariables = Exact<{
  filter?: RouteFilter | null | undefined;
  pageNum?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type RoutePageQuery = { routes: { pageNum: number, pageSize: number, total: number, items: Array<{ id: string, orgId: string, routeName: string, country: string | null, departurePort: string, transitPort: string | null, destinationPort: string, status: RecordStatus, shippingType: { code: string, name: string } }> } };

export type RouteByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type RouteByIdQuery = { route: { id: string, orgId: string, routeName: string, country: string | null, departurePort: string, transitPort: string | null, destinationPort: string, status: RecordStatus, shippingType: { code: string, name: string } } | null };

export type RouteOptionsQueryVariables = Exact<{
  keyword?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type RouteOptionsQuery = { routeOptions: Array<{ id: string, routeName: string }> };

export type RouteGroupOptionsQueryVariables = Exact<{
  keyword?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type RouteGroupOptionsQuery = { routeGroupOptions: Array<{ id: string, routeName: string }> };

export type CreateRouteMutationVariables = Exact<{
  input: CreateRouteInput;
}>;


export type CreateRouteMutation = { createRoute: { id: string, orgId: string, routeName: string, country: string | null, departurePort: string, transitPort: string | null, destinationPort: string, status: RecordStatus, shippingType: { code: string, name: string } } };

export type UpdateRouteMutationVariables = Exact<{
  id: string | number;
  input: UpdateRouteInput;
}>;


export type UpdateRouteMutation = { updateRoute: { id: string, orgId: string, routeName: string, country: string | null, departurePort: string, transitPort: string | null, destinationPort: string, status: RecordStatus, shippingType: { code: string, name: string } } };

export type SetRouteStatusMutationVariables = Exact<{
  id: string | number;
  status: RecordStatus;
}>;


export type SetRouteStatusMutation = { setRouteStatus: { id: string, status: RecordStatus } };

export type DeleteRouteMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRouteMutation = { deleteRoute: boolean };

export type SeaportFieldsFragment = { id: string, code: string, nameEn: string, nameCn: string, countryCode: string | null, countryCn: string | null };

export type SeaportOptionsQueryVariables = Exact<{
  keyword?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type SeaportOptionsQuery = { seaportOptions: Array<{ id: string, nameCn: string }> };

export type SupplierFieldsFragment = { id: string, orgId: string, supplierCode: string | null, supplierName: string, alias: string | null, address: string | null, businessInspectionNum: string | null, customsNum: string | null, domesticDestination: string | null, salesId: string | null, salesName: string | null, taxpayerIdentificationNumber: string | null, bankAccount: string | null, registeredTel: string | null, bankName: string | null, registeredAddress: string | null, accountPeriod: number | null, taxRate: string | null, status: RecordStatus, typeIdList: Array<{ code: string, name: string }>, invoiceType: { code: string, name: string } | null };

export type SupplierDetailFragment = { id: string, orgId: string, supplierCode: string | null, supplierName: string, alias: string | null, address: string | null, businessInspectionNum: string | null, customsNum: string | null, domesticDestination: string | null, salesId: string | null, salesName: string | null, taxpayerIdentificationNumber: string | null, bankAccount: string | null, registeredTel: string | null, bankName: string | null, registeredAddress: string | null, accountPeriod: number | null, taxRate: string | null, status: RecordStatus, contacts: Array<{ id: string, contact: string, contactTel: string, contactEmail: string | null, contactAddress: string | null }>, banks: Array<{ id: string, bankName: string, bankAccount: string, currencyCodeList: Array<{ code: string, name: string }> }>, typeIdList: Array<{ code: string, name: string }>, invoiceType: { code: string, name: string } | null };

export type SupplierPageQueryVariables = Exact<{
  filter?: SupplierFilter | null | undefined;
  pageNum?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type SupplierPageQuery = { suppliers: { pageNum: number, pageSize: number, total: number, items: Array<{ id: string, orgId: string, supplierCode: string | null, supplierName: string, alias: string | null, address: string | null, businessInspectionNum: string | null, customsNum: string | null, domesticDestination: string | null, salesId: string | null, salesName: string | null, taxpayerIdentificationNumber: string | null, bankAccount: string | null, registeredTel: string | null, bankName: string | null, registeredAddress: string | null, accountPeriod: number | null, taxRate: string | null, status: RecordStatus, typeIdList: Array<{ code: string, name: string }>, invoiceType: { code: string, name: string } | null }> } };

export type SupplierByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type SupplierByIdQuery = { supplier: { id: string, orgId: string, supplierCode: string | null, supplierName: string, alias: string | null, address: string | null, businessInspectionNum: string | null, customsNum: string | null, domesticDestination: string | null, salesId: string | null, salesName: string | null, taxpayerIdentificationNumber: string | null, bankAccount: string | null, registeredTel: string | null, bankName: string | null, registeredAddress: string | null, accountPeriod: number | null, taxRate: string | null, status: RecordStatus, contacts: Array<{ id: string, contact: string, contactTel: string, contactEmail: string | null, contactAddress: string | null }>, banks: Array<{ id: string, bankName: string, bankAccount: string, currencyCodeList: Array<{ code: string, name: string }> }>, typeIdList: Array<{ code: string, name: string }>, invoiceType: { code: string, name: string } | null } | null };

export type SupplierOptionsQueryVariables = Exact<{
  keyword?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type SupplierOptionsQuery = { supplierOptions: Array<{ id: string, supplierName: string }> };

export type CreateSupplierMutationVariables = Exact<{
  input: CreateSupplierInput;
}>;


export type CreateSupplierMutation = { createSupplier: { id: string, orgId: string, supplierCode: string | null, supplierName: string, alias: string | null, address: string | null, businessInspectionNum: string | null, customsNum: string | null, domesticDestination: string | null, salesId: string | null, salesName: string | null, taxpayerIdentificationNumber: string | null, bankAccount: string | null, registeredTel: string | null, bankName: string | null, registeredAddress: string | null, accountPeriod: number | null, taxRate: string | null, status: RecordStatus, contacts: Array<{ id: string, contact: string, contactTel: string, contactEmail: string | null, contactAddress: string | null }>, banks: Array<{ id: string, bankName: string, bankAccount: string, currencyCodeList: Array<{ code: string, name: string }> }>, typeIdList: Array<{ code: string, name: string }>, invoiceType: { code: string, name: string } | null } };

export type UpdateSupplierMutationVariables = Exact<{
  id: string | number;
  input: UpdateSupplierInput;
}>;


export type UpdateSupplierMutation = { updateSupplier: { id: string, orgId: string, supplierCode: string | null, supplierName: string, alias: string | null, address: string | null, businessInspectionNum: string | null, customsNum: string | null, domesticDestination: string | null, salesId: string | null, salesName: string | null, taxpayerIdentificationNumber: string | null, bankAccount: string | null, registeredTel: string | null, bankName: string | null, registeredAddress: string | null, accountPeriod: number | null, taxRate: string | null, status: RecordStatus, contacts: Array<{ id: string, contact: string, contactTel: string, contactEmail: string | null, contactAddress: string | null }>, banks: Array<{ id: string, bankName: string, bankAccount: string, currencyCodeList: Array<{ code: string, name: string }> }>, typeIdList: Array<{ code: string, name: string }>, invoiceType: { code: string, name: string } | null } };

export type SetSupplierStatusMutationVariables = Exact<{
  id: string | number;
  status: RecordStatus;
}>;


export type SetSupplierStatusMutation = { setSupplierStatus: { id: string, status: RecordStatus } };

export type DeleteSupplierMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSupplierMutation = { deleteSupplier: boolean };

export type ValidateSupplierQueryVariables = Exact<{
  supplierName?: string | null | undefined;
  id?: string | number | null | undefined;
}>;


export type ValidateSupplierQuery = { validateSupplier: boolean };

export type TransportAddressFieldsFragment = { id: string, orgId: string, province: string, city: string, district: string | null, address: string, zipCode: string | null, contact: string | null, phone: string | null, isDeparture: boolean, isDestination: boolean, isAbroad: boolean, status: RecordStatus };

export type TransportAddressDetailFragment = { id: string, orgId: string, province: string, city: string, district: string | null, address: string, zipCode: string | null, contact: string | null, phone: string | null, isDeparture: boolean, isDestination: boolean, isAbroad: boolean, status: RecordStatus, contactList: Array<{ id: string, contact: string, phone: string }> };

export type TransportAddressPageQueryVariables = Exact<{
  filter?: TransportAddressFilter | null | undefined;
  pageNum?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type TransportAddressPageQuery = { transportAddresses: { pageNum: number, pageSize: number, total: number, items: Array<{ id: string, orgId: string, province: string, city: string, district: string | null, address: string, zipCode: string | null, contact: string | null, phone: string | null, isDeparture: boolean, isDestination: boolean, isAbroad: boolean, status: RecordStatus }> } };

export type TransportAddressByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type TransportAddressByIdQuery = { transportAddress: { id: string, orgId: string, province: string, city: string, district: string | null, address: string, zipCode: string | null, contact: string | null, phone: string | null, isDeparture: boolean, isDestination: boolean, isAbroad: boolean, status: RecordStatus, contactList: Array<{ id: string, contact: string, phone: string }> } | null };

export type TransportAddressOptionsQueryVariables = Exact<{
  keyword?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type TransportAddressOptionsQuery = { transportAddressOptions: Array<{ id: string, address: string }> };

export type CreateTransportAddressMutationVariables = Exact<{
  input: CreateTransportAddressInput;
}>;


export type CreateTransportAddressMutation = { createTransportAddress: { id: string, orgId: string, province: string, city: string, district: string | null, address: string, zipCode: string | null, contact: string | null, phone: string | null, isDeparture: boolean, isDestination: boolean, isAbroad: boolean, status: RecordStatus, contactList: Array<{ id: string, contact: string, phone: string }> } };

export type UpdateTransportAddressMutationVariables = Exact<{
  id: string | number;
  input: UpdateTransportAddressInput;
}>;


export type UpdateTransportAddressMutation = { updateTransportAddress: { id: string, orgId: string, province: string, city: string, district: string | null, address: string, zipCode: string | null, contact: string | null, phone: string | null, isDeparture: boolean, isDestination: boolean, isAbroad: boolean, status: RecordStatus, contactList: Array<{ id: string, contact: string, phone: string }> } };

export type SetTransportAddressStatusMutationVariables = Exact<{
  id: string | number;
  status: RecordStatus;
}>;


export type SetTransportAddressStatusMutation = { setTransportAddressStatus: { id: string, status: RecordStatus } };

export type DeleteTransportAddressMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTransportAddressMutation = { deleteTransportAddress: boolean };

export type ValidateTransportAddressQueryVariables = Exact<{
  province?: string | null | undefined;
  city?: string | null | undefined;
  district?: string | null | undefined;
  address?: string | null | undefined;
  id?: string | number | null | undefined;
}>;


export type ValidateTransportAddressQuery = { validateTransportAddress: boolean };

export type WorkflowNodeFieldsFragment = { id: string, orgId: string, nodeCode: string, nodeName: string, sortId: number | null, shippingType: { code: string, name: string } };

export type WorkflowNodeDetailFragment = { id: string, orgId: string, nodeCode: string, nodeName: string, sortId: number | null, users: Array<{ id: string, userId: string, userName: string | null }>, shippingType: { code: string, name: string } };

export type WorkflowNodePageQueryVariables = Exact<{
  filter?: WorkflowNodeFilter | null | undefined;
  pageNum?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type WorkflowNodePageQuery = { workflowNodes: { pageNum: number, pageSize: number, total: number, items: Array<{ id: string, orgId: string, nodeCode: string, nodeName: string, sortId: number | null, shippingType: { code: string, name: string } }> } };

export type WorkflowNodeByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type WorkflowNodeByIdQuery = { workflowNode: { id: string, orgId: string, nodeCode: string, nodeName: string, sortId: number | null, users: Array<{ id: string, userId: string, userName: string | null }>, shippingType: { code: string, name: string } } | null };

export type CreateWorkflowNodeMutationVariables = Exact<{
  input: CreateWorkflowNodeInput;
}>;


export type CreateWorkflowNodeMutation = { createWorkflowNode: { id: string, orgId: string, nodeCode: string, nodeName: string, sortId: number | null, users: Array<{ id: string, userId: string, userName: string | null }>, shippingType: { code: string, name: string } } };

export type UpdateWorkflowNodeMutationVariables = Exact<{
  id: string | number;
  input: UpdateWorkflowNodeInput;
}>;


export type UpdateWorkflowNodeMutation = { updateWorkflowNode: { id: string, orgId: string, nodeCode: string, nodeName: string, sortId: number | null, users: Array<{ id: string, userId: string, userName: string | null }>, shippingType: { code: string, name: string } } };

export type CaptchaQueryVariables = Exact<{
  checkKey?: string | null | undefined;
}>;


export type CaptchaQuery = { captcha: { checkKey: string, image: string } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type CheckLoginQueryVariables = Exact<{
  mobile: string;
}>;


export type CheckLoginQuery = { checkLogin: CheckLoginResult };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { token: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type SessionMenuItemFragment = { id: string, parentId: string | null, name: string, url: string | null, icon: string | null, type: MenuType, sortId: number, hideInMenu: boolean, hideInBreadcrumb: boolean };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { logoPath: string | null, user: { id: string, userName: string, mobile: string }, currentOrganisation: { id: string, orgName: string, logoPath: string | null } | null, organisations: Array<{ isDefault: boolean, organisation: { id: string, orgName: string } }>, menu: Array<{ id: string, parentId: string | null, name: string, url: string | null, icon: string | null, type: MenuType, sortId: number, hideInMenu: boolean, hideInBreadcrumb: boolean, children: Array<{ id: string, parentId: string | null, name: string, url: string | null, icon: string | null, type: MenuType, sortId: number, hideInMenu: boolean, hideInBreadcrumb: boolean, children: Array<{ id: string, parentId: string | null, name: string, url: string | null, icon: string | null, type: MenuType, sortId: number, hideInMenu: boolean, hideInBreadcrumb: boolean, children: Array<{ id: string, parentId: string | null, name: string, url: string | null, icon: string | null, type: MenuType, sortId: number, hideInMenu: boolean, hideInBreadcrumb: boolean }> }> }> }> } };

export type SwitchOrganisationMutationVariables = Exact<{
  orgId: string | number;
}>;


export type SwitchOrganisationMutation = { switchOrganisation: { token: string } };

export type ActionLogPage_EntryFragment = { id: string, at: string, userId: string, userName: string, controller: string, action: string, tableName: string | null, recordKey: string | null, ip: string | null, organisation: { id: string, orgName: string } | null, changes: Array<{ field: string, before: string | null, after: string | null }> };

export type ActionLogQueryVariables = Exact<{
  filter?: ActionLogFilter | null | undefined;
  pageNum?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ActionLogQuery = { actionLog: { pageNum: number, pageSize: number, total: number, items: Array<{ id: string, at: string, userId: string, userName: string, controller: string, action: string, tableName: string | null, recordKey: string | null, ip: string | null, organisation: { id: string, orgName: string } | null, changes: Array<{ field: string, before: string | null, after: string | null }> }> } };

export type ButtonKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ButtonKeysQuery = { dictionary: Array<{ id: string, dictCode: string, dictName: string, remark: string | null }> };

export type CreateOrganisationMutationVariables = Exact<{
  input: OrganisationInput;
}>;


export type CreateOrganisationMutation = { createOrganisation: { id: string, orgName: string, parentId: string | null, active: boolean, canUpdate: boolean, remark: string | null, sortId: number } };

export type CreateRoleMutationVariables = Exact<{
  input: RoleInput;
}>;


export type CreateRoleMutation = { createRole: { id: string, roleName: string, active: boolean, remark: string | null, organisation: { id: string, orgName: string } | null } };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { id: string, userNumber: string | null, userName: string, mobile: string, qq: string | null, email: string | null, isAdmin: boolean, active: boolean | null, validityDate: string | null, group: { id: string, groupName: string } | null, roles: Array<{ id: string, roleName: string }> | null, organisations: Array<{ isDefault: boolean, organisation: { id: string, orgName: string } }> | null, defaultOrganisation: { id: string, orgName: string } | null } };

export type DeleteMenuNodeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteMenuNodeMutation = { deleteMenuNode: boolean };

export type DeleteOrganisationMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteOrganisationMutation = { deleteOrganisation: boolean };

export type DeleteRoleMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRoleMutation = { deleteRole: boolean };

export type DeleteUserMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteUserMutation = { deleteUser: boolean };

export type MenuEditor_NodeFragment = { id: string, parentId: string | null, sortId: number, type: MenuType, name: string, path: string | null, icon: string | null, actionKey: string | null, keepAlive: boolean, hideInBreadcrumb: boolean, hideInMenu: boolean };

export type MenuTreeQueryVariables = Exact<{ [key: string]: never; }>;


export type MenuTreeQuery = { menuTree: Array<{ id: string, parentId: string | null, sortId: number, type: MenuType, name: string, path: string | null, icon: string | null, actionKey: string | null, keepAlive: boolean, hideInBreadcrumb: boolean, hideInMenu: boolean, children: Array<{ id: string, parentId: string | null, sortId: number, type: MenuType, name: string, path: string | null, icon: string | null, actionKey: string | null, keepAlive: boolean, hideInBreadcrumb: boolean, hideInMenu: boolean, children: Array<{ id: string, parentId: string | null, sortId: number, type: MenuType, name: string, path: string | null, icon: string | null, actionKey: string | null, keepAlive: boolean, hideInBreadcrumb: boolean, hideInMenu: boolean, children: Array<{ id: string, parentId: string | null, sortId: number, type: MenuType, name: string, path: string | null, icon: string | null, actionKey: string | null, keepAlive: boolean, hideInBreadcrumb: boolean, hideInMenu: boolean }> }> }> }> };

export type NextUserNumberQueryVariables = Exact<{ [key: string]: never; }>;


export type NextUserNumberQuery = { nextUserNumber: string };

export type OrganisationEditor_NodeFragment = { id: string, orgName: string, parentId: string | null, active: boolean, canUpdate: boolean, remark: string | null, sortId: number };

export type OrganisationTreeQueryVariables = Exact<{
  filter?: OrganisationFilter | null | undefined;
}>;


export type OrganisationTreeQuery = { organisationTree: Array<{ id: string, orgName: string, parentId: string | null, active: boolean, canUpdate: boolean, remark: string | null, sortId: number, children: Array<{ id: string, orgName: string, parentId: string | null, active: boolean, canUpdate: boolean, remark: string | null, sortId: number, children: Array<{ id: string, orgName: string, parentId: string | null, active: boolean, canUpdate: boolean, remark: string | null, sortId: number, children: Array<{ id: string, orgName: string, parentId: string | null, active: boolean, canUpdate: boolean, remark: string | null, sortId: number, children: Array<{ id: string, orgName: string, parentId: string | null, active: boolean, canUpdate: boolean, remark: string | null, sortId: number }> }> }> }> }> };

export type RoleForm_RoleFragment = { id: string, roleName: string, active: boolean, remark: string | null, organisation: { id: string, orgName: string } | null };

export type RoleQueryVariables = Exact<{
  id: string | number;
}>;


export type RoleQuery = { role: { id: string, roleName: string, active: boolean, remark: string | null, organisation: { id: string, orgName: string } | null } | null };

export type RoleMenuQueryVariables = Exact<{
  roleId: string | number;
}>;


export type RoleMenuQuery = { role: { id: string, roleName: string, menuIds: Array<string> } | null, menuTree: Array<{ id: string, name: string, type: MenuType, sortId: number, children: Array<{ id: string, name: string, type: MenuType, sortId: number, children: Array<{ id: string, name: string, type: MenuType, sortId: number, children: Array<{ id: string, name: string, type: MenuType, sortId: number }> }> }> }> };

export type MenuCheckTree_NodeFragment = { id: string, name: string, type: MenuType, sortId: number };

export type RoleListPage_RoleFragment = { id: string, roleName: string, active: boolean, remark: string | null, organisation: { id: string, orgName: string } | null };

export type RolesQueryVariables = Exact<{
  filter?: RoleFilter | null | undefined;
  pageNum?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type RolesQuery = { roles: { pageNum: number, pageSize: number, total: number, items: Array<{ id: string, roleName: string, active: boolean, remark: string | null, organisation: { id: string, orgName: string } | null }> } };

export type SaveMenuNodeMutationVariables = Exact<{
  input: MenuNodeInput;
}>;


export type SaveMenuNodeMutation = { saveMenuNode: { id: string, parentId: string | null, sortId: number, type: MenuType, name: string, path: string | null, icon: string | null, actionKey: string | null, keepAlive: boolean, hideInBreadcrumb: boolean, hideInMenu: boolean } };

export type SetOrganisationActiveMutationVariables = Exact<{
  id: string | number;
  active: boolean;
}>;


export type SetOrganisationActiveMutation = { setOrganisationActive: { id: string, orgName: string, parentId: string | null, active: boolean, canUpdate: boolean, remark: string | null, sortId: number } };

export type SetRoleActiveMutationVariables = Exact<{
  id: string | number;
  active: boolean;
}>;


export type SetRoleActiveMutation = { setRoleActive: { id: string, active: boolean } };

export type SetRoleMenusMutationVariables = Exact<{
  roleId: string | number;
  menuIds: Array<string | number> | string | number;
}>;


export type SetRoleMenusMutation = { setRoleMenus: { id: string, menuIds: Array<string> } };

export type SetUserActiveMutationVariables = Exact<{
  id: string | number;
  active: boolean;
}>;


export type SetUserActiveMutation = { setUserActive: { id: string, active: boolean | null } };

export type UpdateOrganisationMutationVariables = Exact<{
  id: string | number;
  input: OrganisationInput;
}>;


export type UpdateOrganisationMutation = { updateOrganisation: { id: string, orgName: string, parentId: string | null, active: boolean, canUpdate: boolean, remark: string | null, sortId: number } };

export type UpdateRoleMutationVariables = Exact<{
  id: string | number;
  input: RoleInput;
}>;


export type UpdateRoleMutation = { updateRole: { id: string, roleName: string, active: boolean, remark: string | null, organisation: { id: string, orgName: string } | null } };

export type UpdateUserMutationVariables = Exact<{
  id: string | number;
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { id: string, userNumber: string | null, userName: string, mobile: string, qq: string | null, email: string | null, isAdmin: boolean, active: boolean | null, validityDate: string | null, group: { id: string, groupName: string } | null, roles: Array<{ id: string, roleName: string }> | null, organisations: Array<{ isDefault: boolean, organisation: { id: string, orgName: string } }> | null, defaultOrganisation: { id: string, orgName: string } | null } };

export type UserForm_UserFragment = { id: string, userNumber: string | null, userName: string, mobile: string, qq: string | null, email: string | null, isAdmin: boolean, active: boolean | null, validityDate: string | null, group: { id: string, groupName: string } | null, roles: Array<{ id: string, roleName: string }> | null, organisations: Array<{ isDefault: boolean, organisation: { id: string, orgName: string } }> | null, defaultOrganisation: { id: string, orgName: string } | null };

export type UserQueryVariables = Exact<{
  id: string | number;
}>;


export type UserQuery = { user: { id: string, userNumber: string | null, userName: string, mobile: string, qq: string | null, email: string | null, isAdmin: boolean, active: boolean | null, validityDate: string | null, group: { id: string, groupName: string } | null, roles: Array<{ id: string, roleName: string }> | null, organisations: Array<{ isDefault: boolean, organisation: { id: string, orgName: string } }> | null, defaultOrganisation: { id: string, orgName: string } | null } | null };

export type UserChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type UserChoicesQuery = { allRoles: Array<{ id: string, roleName: string, active: boolean }>, organisationTree: Array<{ id: string, orgName: string, active: boolean, children: Array<{ id: string, orgName: string, active: boolean, children: Array<{ id: string, orgName: string, active: boolean, children: Array<{ id: string, orgName: string, active: boolean }> }> }> }>, groups: Array<{ id: string, groupName: string }> };

export type OrganisationChoice_NodeFragment = { id: string, orgName: string, active: boolean };

export type UserListPage_UserFragment = { id: string, userNumber: string | null, userName: string, mobile: string, qq: string | null, email: string | null, isAdmin: boolean, active: boolean | null, validityDate: string | null, group: { id: string, groupName: string } | null, roles: Array<{ id: string, roleName: string }> | null, organisations: Array<{ isDefault: boolean, organisation: { id: string, orgName: string } }> | null };

export type UsersQueryVariables = Exact<{
  filter?: UserFilter | null | undefined;
  pageNum?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type UsersQuery = { users: { pageNum: number, pageSize: number, total: number, items: Array<{ id: string, userNumber: string | null, userName: string, mobile: string, qq: string | null, email: string | null, isAdmin: boolean, active: boolean | null, validityDate: string | null, group: { id: string, groupName: string } | null, roles: Array<{ id: string, roleName: string }> | null, organisations: Array<{ isDefault: boolean, organisation: { id: string, orgName: string } }> | null }> }, userAccounts: { authorizedAccountsNumber: number | null, userValid: number } };

export const AddressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"shippingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addressType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addressDetail"}},{"kind":"Field","name":{"kind":"Name","value":"aeoCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<AddressFieldsFragment, unknown>;
export const AddressDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}},{"kind":"Field","name":{"kind":"Name","value":"codeList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeType"}},{"kind":"Field","name":{"kind":"Name","value":"codeValue"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"shippingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addressType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addressDetail"}},{"kind":"Field","name":{"kind":"Name","value":"aeoCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<AddressDetailFragment, unknown>;
export const AirportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AirportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Airport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"iata"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameCn"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"cityCn"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryCn"}}]}}]} as unknown as DocumentNode<AirportFieldsFragment, unknown>;
export const CityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"City"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentCode"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]} as unknown as DocumentNode<CityFieldsFragment, unknown>;
export const ClientFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"businessInspectionNum"}},{"kind":"Field","name":{"kind":"Name","value":"customsNum"}},{"kind":"Field","name":{"kind":"Name","value":"domesticDestination"}},{"kind":"Field","name":{"kind":"Name","value":"taxpayerIdentificationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"registeredTel"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAddress"}},{"kind":"Field","name":{"kind":"Name","value":"accountPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<ClientFieldsFragment, unknown>;
export const ClientDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFields"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"contactTel"}},{"kind":"Field","name":{"kind":"Name","value":"contactAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"banks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"businessInspectionNum"}},{"kind":"Field","name":{"kind":"Name","value":"customsNum"}},{"kind":"Field","name":{"kind":"Name","value":"domesticDestination"}},{"kind":"Field","name":{"kind":"Name","value":"taxpayerIdentificationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"registeredTel"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAddress"}},{"kind":"Field","name":{"kind":"Name","value":"accountPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<ClientDetailFragment, unknown>;
export const CountryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CountryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Country"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameCn"}}]}}]} as unknown as DocumentNode<CountryFieldsFragment, unknown>;
export const DictFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DictFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryCode"}},{"kind":"Field","name":{"kind":"Name","value":"dictCode"}},{"kind":"Field","name":{"kind":"Name","value":"dictName"}},{"kind":"Field","name":{"kind":"Name","value":"sortId"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<DictFieldsFragment, unknown>;
export const DictCategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DictCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DictCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<DictCategoryFieldsFragment, unknown>;
export const ExchangeRateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExchangeRateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExchangeRate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"originalCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exchangeCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<ExchangeRateFieldsFragment, unknown>;
export const FeePriceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeePriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feeTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"feeType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"feeName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feeName"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"currencyId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<FeePriceFieldsFragment, unknown>;
export const FeeTypeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"feeCode"}},{"kind":"Field","name":{"kind":"Name","value":"feeName"}},{"kind":"Field","name":{"kind":"Name","value":"feeEnglishName"}},{"kind":"Field","name":{"kind":"Name","value":"currencyId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCny"}},{"kind":"Field","name":{"kind":"Name","value":"isUsd"}},{"kind":"Field","name":{"kind":"Name","value":"isPayable"}},{"kind":"Field","name":{"kind":"Name","value":"isReceivable"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<FeeTypeFieldsFragment, unknown>;
export const FlightVoyageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlightVoyageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlightVoyage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"routeId"}},{"kind":"Field","name":{"kind":"Name","value":"route"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isFlightPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"flightPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"isShipPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"shipPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"flightCabinetAmount1"}},{"kind":"Field","name":{"kind":"Name","value":"flightCabinetAmount2"}},{"kind":"Field","name":{"kind":"Name","value":"flightCabinetAmount3"}},{"kind":"Field","name":{"kind":"Name","value":"shipCabinetAmount1"}},{"kind":"Field","name":{"kind":"Name","value":"shipCabinetAmount2"}},{"kind":"Field","name":{"kind":"Name","value":"shipCabinetAmount3"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<FlightVoyageFieldsFragment, unknown>;
export const HsCodeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HsCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HsCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"goodsNo"}},{"kind":"Field","name":{"kind":"Name","value":"ciqCode"}},{"kind":"Field","name":{"kind":"Name","value":"goodsName"}},{"kind":"Field","name":{"kind":"Name","value":"goodsDescription"}},{"kind":"Field","name":{"kind":"Name","value":"goodsEnglishDescription"}},{"kind":"Field","name":{"kind":"Name","value":"declarationElement"}},{"kind":"Field","name":{"kind":"Name","value":"legalUnit1"}},{"kind":"Field","name":{"kind":"Name","value":"legalUnit2"}},{"kind":"Field","name":{"kind":"Name","value":"importTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"ordinaryTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"provisionalTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"consumptionTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"exportTariffRate"}},{"kind":"Field","name":{"kind":"Name","value":"exportRebateRate"}},{"kind":"Field","name":{"kind":"Name","value":"vatRate"}},{"kind":"Field","name":{"kind":"Name","value":"customsSupervisionConditions"}},{"kind":"Field","name":{"kind":"Name","value":"inspectionAndQuarantineCategory"}},{"kind":"Field","name":{"kind":"Name","value":"labelContent"}}]}}]} as unknown as DocumentNode<HsCodeFieldsFragment, unknown>;
export const RouteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RouteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Route"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"shippingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"departurePort"}},{"kind":"Field","name":{"kind":"Name","value":"transitPort"}},{"kind":"Field","name":{"kind":"Name","value":"destinationPort"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<RouteFieldsFragment, unknown>;
export const SeaportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SeaportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Seaport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"nameEn"}},{"kind":"Field","name":{"kind":"Name","value":"nameCn"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"countryCn"}}]}}]} as unknown as DocumentNode<SeaportFieldsFragment, unknown>;
export const SupplierFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierCode"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"typeIdList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"businessInspectionNum"}},{"kind":"Field","name":{"kind":"Name","value":"customsNum"}},{"kind":"Field","name":{"kind":"Name","value":"domesticDestination"}},{"kind":"Field","name":{"kind":"Name","value":"salesId"}},{"kind":"Field","name":{"kind":"Name","value":"salesName"}},{"kind":"Field","name":{"kind":"Name","value":"taxpayerIdentificationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"registeredTel"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAddress"}},{"kind":"Field","name":{"kind":"Name","value":"accountPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<SupplierFieldsFragment, unknown>;
export const SupplierDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupplierFields"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"contactTel"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"banks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCodeList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierCode"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"typeIdList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"businessInspectionNum"}},{"kind":"Field","name":{"kind":"Name","value":"customsNum"}},{"kind":"Field","name":{"kind":"Name","value":"domesticDestination"}},{"kind":"Field","name":{"kind":"Name","value":"salesId"}},{"kind":"Field","name":{"kind":"Name","value":"salesName"}},{"kind":"Field","name":{"kind":"Name","value":"taxpayerIdentificationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"registeredTel"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAddress"}},{"kind":"Field","name":{"kind":"Name","value":"accountPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<SupplierDetailFragment, unknown>;
export const TransportAddressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isDeparture"}},{"kind":"Field","name":{"kind":"Name","value":"isDestination"}},{"kind":"Field","name":{"kind":"Name","value":"isAbroad"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<TransportAddressFieldsFragment, unknown>;
export const TransportAddressDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportAddressDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportAddressFields"}},{"kind":"Field","name":{"kind":"Name","value":"contactList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isDeparture"}},{"kind":"Field","name":{"kind":"Name","value":"isDestination"}},{"kind":"Field","name":{"kind":"Name","value":"isAbroad"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<TransportAddressDetailFragment, unknown>;
export const WorkflowNodeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"shippingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodeCode"}},{"kind":"Field","name":{"kind":"Name","value":"nodeName"}},{"kind":"Field","name":{"kind":"Name","value":"sortId"}}]}}]} as unknown as DocumentNode<WorkflowNodeFieldsFragment, unknown>;
export const WorkflowNodeDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowNodeDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowNodeFields"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"shippingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodeCode"}},{"kind":"Field","name":{"kind":"Name","value":"nodeName"}},{"kind":"Field","name":{"kind":"Name","value":"sortId"}}]}}]} as unknown as DocumentNode<WorkflowNodeDetailFragment, unknown>;
export const SessionMenuItemFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionMenuItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sortId"}},{"kind":"Field","name":{"kind":"Name","value":"hideInMenu"}},{"kind":"Field","name":{"kind":"Name","value":"hideInBreadcrumb"}}]}}]} as unknown as DocumentNode<SessionMenuItemFragment, unknown>;
export const ActionLogPage_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActionLogPage_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionLogEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"controller"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"recordKey"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<ActionLogPage_EntryFragment, unknown>;
export const MenuEditor_NodeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuEditor_node"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"sortId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"actionKey"}},{"kind":"Field","name":{"kind":"Name","value":"keepAlive"}},{"kind":"Field","name":{"kind":"Name","value":"hideInBreadcrumb"}},{"kind":"Field","name":{"kind":"Name","value":"hideInMenu"}}]}}]} as unknown as DocumentNode<MenuEditor_NodeFragment, unknown>;
export const OrganisationEditor_NodeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationEditor_node"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganisationNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"sortId"}}]}}]} as unknown as DocumentNode<OrganisationEditor_NodeFragment, unknown>;
export const RoleForm_RoleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleForm_role"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}}]}}]}}]} as unknown as DocumentNode<RoleForm_RoleFragment, unknown>;
export const MenuCheckTree_NodeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuCheckTree_node"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sortId"}}]}}]} as unknown as DocumentNode<MenuCheckTree_NodeFragment, unknown>;
export const RoleListPage_RoleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleListPage_role"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}}]}}]}}]} as unknown as DocumentNode<RoleListPage_RoleFragment, unknown>;
export const UserForm_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"qq"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"validityDate"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organisations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultOrganisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}}]}}]}}]} as unknown as DocumentNode<UserForm_UserFragment, unknown>;
export const OrganisationChoice_NodeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationChoice_node"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganisationNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<OrganisationChoice_NodeFragment, unknown>;
export const UserListPage_UserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserListPage_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"qq"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"validityDate"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organisations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}}]}}]}}]}}]} as unknown as DocumentNode<UserListPage_UserFragment, unknown>;
export const AddressPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddressPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AddressFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"shippingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addressType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addressDetail"}},{"kind":"Field","name":{"kind":"Name","value":"aeoCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<AddressPageQuery, AddressPageQueryVariables>;
export const AddressByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddressById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"shippingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addressType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addressDetail"}},{"kind":"Field","name":{"kind":"Name","value":"aeoCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}},{"kind":"Field","name":{"kind":"Name","value":"codeList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeType"}},{"kind":"Field","name":{"kind":"Name","value":"codeValue"}}]}}]}}]} as unknown as DocumentNode<AddressByIdQuery, AddressByIdQueryVariables>;
export const AddressGroupOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AddressGroupOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addressGroupOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"addressDetail"}}]}}]}}]} as unknown as DocumentNode<AddressGroupOptionsQuery, AddressGroupOptionsQueryVariables>;
export const CreateAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"shippingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addressType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addressDetail"}},{"kind":"Field","name":{"kind":"Name","value":"aeoCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}},{"kind":"Field","name":{"kind":"Name","value":"codeList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeType"}},{"kind":"Field","name":{"kind":"Name","value":"codeValue"}}]}}]}}]} as unknown as DocumentNode<CreateAddressMutation, CreateAddressMutationVariables>;
export const UpdateAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"shippingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addressType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"addressDetail"}},{"kind":"Field","name":{"kind":"Name","value":"aeoCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}},{"kind":"Field","name":{"kind":"Name","value":"codeList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"codeType"}},{"kind":"Field","name":{"kind":"Name","value":"codeValue"}}]}}]}}]} as unknown as DocumentNode<UpdateAddressMutation, UpdateAddressMutationVariables>;
export const SetAddressStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAddressStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAddressStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetAddressStatusMutation, SetAddressStatusMutationVariables>;
export const DeleteAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteAddressMutation, DeleteAddressMutationVariables>;
export const ValidateAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ValidateAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shippingType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"addressType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"addressDetail"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"shippingType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shippingType"}}},{"kind":"Argument","name":{"kind":"Name","value":"addressType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"addressType"}}},{"kind":"Argument","name":{"kind":"Name","value":"addressDetail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"addressDetail"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ValidateAddressQuery, ValidateAddressQueryVariables>;
export const AirportOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AirportOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"airportOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameCn"}}]}}]}}]} as unknown as DocumentNode<AirportOptionsQuery, AirportOptionsQueryVariables>;
export const CityOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CityOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cityOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CityOptionsQuery, CityOptionsQueryVariables>;
export const ClientPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ClientFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"businessInspectionNum"}},{"kind":"Field","name":{"kind":"Name","value":"customsNum"}},{"kind":"Field","name":{"kind":"Name","value":"domesticDestination"}},{"kind":"Field","name":{"kind":"Name","value":"taxpayerIdentificationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"registeredTel"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAddress"}},{"kind":"Field","name":{"kind":"Name","value":"accountPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<ClientPageQuery, ClientPageQueryVariables>;
export const ClientByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"businessInspectionNum"}},{"kind":"Field","name":{"kind":"Name","value":"customsNum"}},{"kind":"Field","name":{"kind":"Name","value":"domesticDestination"}},{"kind":"Field","name":{"kind":"Name","value":"taxpayerIdentificationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"registeredTel"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAddress"}},{"kind":"Field","name":{"kind":"Name","value":"accountPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFields"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"contactTel"}},{"kind":"Field","name":{"kind":"Name","value":"contactAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"banks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}}]}}]}}]} as unknown as DocumentNode<ClientByIdQuery, ClientByIdQueryVariables>;
export const ClientOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}}]}}]}}]} as unknown as DocumentNode<ClientOptionsQuery, ClientOptionsQueryVariables>;
export const ClientGroupOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientGroupOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientGroupOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}}]}}]}}]} as unknown as DocumentNode<ClientGroupOptionsQuery, ClientGroupOptionsQueryVariables>;
export const CreateClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"businessInspectionNum"}},{"kind":"Field","name":{"kind":"Name","value":"customsNum"}},{"kind":"Field","name":{"kind":"Name","value":"domesticDestination"}},{"kind":"Field","name":{"kind":"Name","value":"taxpayerIdentificationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"registeredTel"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAddress"}},{"kind":"Field","name":{"kind":"Name","value":"accountPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFields"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"contactTel"}},{"kind":"Field","name":{"kind":"Name","value":"contactAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"banks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}}]}}]}}]} as unknown as DocumentNode<CreateClientMutation, CreateClientMutationVariables>;
export const UpdateClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"customerCode"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"businessInspectionNum"}},{"kind":"Field","name":{"kind":"Name","value":"customsNum"}},{"kind":"Field","name":{"kind":"Name","value":"domesticDestination"}},{"kind":"Field","name":{"kind":"Name","value":"taxpayerIdentificationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"registeredTel"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAddress"}},{"kind":"Field","name":{"kind":"Name","value":"accountPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFields"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"contactTel"}},{"kind":"Field","name":{"kind":"Name","value":"contactAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"banks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}}]}}]}}]} as unknown as DocumentNode<UpdateClientMutation, UpdateClientMutationVariables>;
export const SetClientStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetClientStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setClientStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetClientStatusMutation, SetClientStatusMutationVariables>;
export const DeleteClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteClientMutation, DeleteClientMutationVariables>;
export const ValidateClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ValidateClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"customerName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerName"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ValidateClientQuery, ValidateClientQueryVariables>;
export const CountryOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CountryOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countryOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameCn"}}]}}]}}]} as unknown as DocumentNode<CountryOptionsQuery, CountryOptionsQueryVariables>;
export const DictPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DictPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DictFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dicts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DictFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DictFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryCode"}},{"kind":"Field","name":{"kind":"Name","value":"dictCode"}},{"kind":"Field","name":{"kind":"Name","value":"dictName"}},{"kind":"Field","name":{"kind":"Name","value":"sortId"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<DictPageQuery, DictPageQueryVariables>;
export const DictByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DictById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dict"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DictFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DictFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryCode"}},{"kind":"Field","name":{"kind":"Name","value":"dictCode"}},{"kind":"Field","name":{"kind":"Name","value":"dictName"}},{"kind":"Field","name":{"kind":"Name","value":"sortId"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<DictByIdQuery, DictByIdQueryVariables>;
export const CreateDictDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDict"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDictInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDict"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DictFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DictFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryCode"}},{"kind":"Field","name":{"kind":"Name","value":"dictCode"}},{"kind":"Field","name":{"kind":"Name","value":"dictName"}},{"kind":"Field","name":{"kind":"Name","value":"sortId"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<CreateDictMutation, CreateDictMutationVariables>;
export const UpdateDictDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDict"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateDictInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDict"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DictFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DictFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Dict"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"categoryCode"}},{"kind":"Field","name":{"kind":"Name","value":"dictCode"}},{"kind":"Field","name":{"kind":"Name","value":"dictName"}},{"kind":"Field","name":{"kind":"Name","value":"sortId"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<UpdateDictMutation, UpdateDictMutationVariables>;
export const SetDictStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDictStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDictStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetDictStatusMutation, SetDictStatusMutationVariables>;
export const DeleteDictDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDict"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDict"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteDictMutation, DeleteDictMutationVariables>;
export const DictCategoryByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DictCategoryById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dictCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DictCategoryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DictCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DictCategory"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<DictCategoryByIdQuery, DictCategoryByIdQueryVariables>;
export const DictCategoryOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DictCategoryOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dictCategoryOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DictCategoryOptionsQuery, DictCategoryOptionsQueryVariables>;
export const ExchangeRatePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExchangeRatePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ExchangeRateFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchangeRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExchangeRateFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExchangeRateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExchangeRate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"originalCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exchangeCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<ExchangeRatePageQuery, ExchangeRatePageQueryVariables>;
export const ExchangeRateByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExchangeRateById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExchangeRateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExchangeRateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExchangeRate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"originalCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exchangeCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<ExchangeRateByIdQuery, ExchangeRateByIdQueryVariables>;
export const CreateExchangeRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateExchangeRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateExchangeRateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createExchangeRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExchangeRateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExchangeRateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExchangeRate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"originalCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exchangeCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<CreateExchangeRateMutation, CreateExchangeRateMutationVariables>;
export const UpdateExchangeRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateExchangeRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateExchangeRateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateExchangeRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExchangeRateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExchangeRateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExchangeRate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"originalCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exchangeCurrency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<UpdateExchangeRateMutation, UpdateExchangeRateMutationVariables>;
export const SetExchangeRateStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetExchangeRateStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setExchangeRateStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetExchangeRateStatusMutation, SetExchangeRateStatusMutationVariables>;
export const DeleteExchangeRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteExchangeRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteExchangeRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteExchangeRateMutation, DeleteExchangeRateMutationVariables>;
export const FeePricePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeePricePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FeePriceFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feePrices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeePriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeePriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feeTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"feeType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"feeName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feeName"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"currencyId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<FeePricePageQuery, FeePricePageQueryVariables>;
export const FeePriceByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeePriceById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeePriceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeePriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feeTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"feeType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"feeName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feeName"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"currencyId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<FeePriceByIdQuery, FeePriceByIdQueryVariables>;
export const FeePriceOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeePriceOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feePriceOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"feeName"}}]}}]}}]} as unknown as DocumentNode<FeePriceOptionsQuery, FeePriceOptionsQueryVariables>;
export const CreateFeePriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFeePrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFeePriceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFeePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeePriceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeePriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feeTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"feeType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"feeName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feeName"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"currencyId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<CreateFeePriceMutation, CreateFeePriceMutationVariables>;
export const UpdateFeePriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFeePrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFeePriceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFeePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeePriceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeePriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeePrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierId"}},{"kind":"Field","name":{"kind":"Name","value":"supplier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feeTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"feeType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"feeName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feeName"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"currencyId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<UpdateFeePriceMutation, UpdateFeePriceMutationVariables>;
export const DeleteFeePriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFeePrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFeePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteFeePriceMutation, DeleteFeePriceMutationVariables>;
export const FeeTypePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeeTypePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FeeTypeFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feeTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeTypeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"feeCode"}},{"kind":"Field","name":{"kind":"Name","value":"feeName"}},{"kind":"Field","name":{"kind":"Name","value":"feeEnglishName"}},{"kind":"Field","name":{"kind":"Name","value":"currencyId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCny"}},{"kind":"Field","name":{"kind":"Name","value":"isUsd"}},{"kind":"Field","name":{"kind":"Name","value":"isPayable"}},{"kind":"Field","name":{"kind":"Name","value":"isReceivable"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<FeeTypePageQuery, FeeTypePageQueryVariables>;
export const FeeTypeByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeeTypeById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feeType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"feeCode"}},{"kind":"Field","name":{"kind":"Name","value":"feeName"}},{"kind":"Field","name":{"kind":"Name","value":"feeEnglishName"}},{"kind":"Field","name":{"kind":"Name","value":"currencyId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCny"}},{"kind":"Field","name":{"kind":"Name","value":"isUsd"}},{"kind":"Field","name":{"kind":"Name","value":"isPayable"}},{"kind":"Field","name":{"kind":"Name","value":"isReceivable"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<FeeTypeByIdQuery, FeeTypeByIdQueryVariables>;
export const FeeTypeOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeeTypeOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feeTypeOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"feeName"}}]}}]}}]} as unknown as DocumentNode<FeeTypeOptionsQuery, FeeTypeOptionsQueryVariables>;
export const CreateFeeTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFeeType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFeeTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFeeType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"feeCode"}},{"kind":"Field","name":{"kind":"Name","value":"feeName"}},{"kind":"Field","name":{"kind":"Name","value":"feeEnglishName"}},{"kind":"Field","name":{"kind":"Name","value":"currencyId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCny"}},{"kind":"Field","name":{"kind":"Name","value":"isUsd"}},{"kind":"Field","name":{"kind":"Name","value":"isPayable"}},{"kind":"Field","name":{"kind":"Name","value":"isReceivable"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<CreateFeeTypeMutation, CreateFeeTypeMutationVariables>;
export const UpdateFeeTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFeeType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFeeTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFeeType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeeTypeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeeTypeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeeType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"feeCode"}},{"kind":"Field","name":{"kind":"Name","value":"feeName"}},{"kind":"Field","name":{"kind":"Name","value":"feeEnglishName"}},{"kind":"Field","name":{"kind":"Name","value":"currencyId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isCny"}},{"kind":"Field","name":{"kind":"Name","value":"isUsd"}},{"kind":"Field","name":{"kind":"Name","value":"isPayable"}},{"kind":"Field","name":{"kind":"Name","value":"isReceivable"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<UpdateFeeTypeMutation, UpdateFeeTypeMutationVariables>;
export const DeleteFeeTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFeeType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFeeType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteFeeTypeMutation, DeleteFeeTypeMutationVariables>;
export const FlightVoyagePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlightVoyagePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FlightVoyageFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flightVoyages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightVoyageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlightVoyageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlightVoyage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"routeId"}},{"kind":"Field","name":{"kind":"Name","value":"route"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isFlightPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"flightPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"isShipPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"shipPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"flightCabinetAmount1"}},{"kind":"Field","name":{"kind":"Name","value":"flightCabinetAmount2"}},{"kind":"Field","name":{"kind":"Name","value":"flightCabinetAmount3"}},{"kind":"Field","name":{"kind":"Name","value":"shipCabinetAmount1"}},{"kind":"Field","name":{"kind":"Name","value":"shipCabinetAmount2"}},{"kind":"Field","name":{"kind":"Name","value":"shipCabinetAmount3"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<FlightVoyagePageQuery, FlightVoyagePageQueryVariables>;
export const FlightVoyageByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FlightVoyageById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"flightVoyage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightVoyageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlightVoyageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlightVoyage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"routeId"}},{"kind":"Field","name":{"kind":"Name","value":"route"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isFlightPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"flightPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"isShipPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"shipPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"flightCabinetAmount1"}},{"kind":"Field","name":{"kind":"Name","value":"flightCabinetAmount2"}},{"kind":"Field","name":{"kind":"Name","value":"flightCabinetAmount3"}},{"kind":"Field","name":{"kind":"Name","value":"shipCabinetAmount1"}},{"kind":"Field","name":{"kind":"Name","value":"shipCabinetAmount2"}},{"kind":"Field","name":{"kind":"Name","value":"shipCabinetAmount3"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<FlightVoyageByIdQuery, FlightVoyageByIdQueryVariables>;
export const CreateFlightVoyageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFlightVoyage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFlightVoyageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFlightVoyage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightVoyageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlightVoyageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlightVoyage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"routeId"}},{"kind":"Field","name":{"kind":"Name","value":"route"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isFlightPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"flightPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"isShipPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"shipPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"flightCabinetAmount1"}},{"kind":"Field","name":{"kind":"Name","value":"flightCabinetAmount2"}},{"kind":"Field","name":{"kind":"Name","value":"flightCabinetAmount3"}},{"kind":"Field","name":{"kind":"Name","value":"shipCabinetAmount1"}},{"kind":"Field","name":{"kind":"Name","value":"shipCabinetAmount2"}},{"kind":"Field","name":{"kind":"Name","value":"shipCabinetAmount3"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<CreateFlightVoyageMutation, CreateFlightVoyageMutationVariables>;
export const UpdateFlightVoyageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFlightVoyage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFlightVoyageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFlightVoyage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FlightVoyageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FlightVoyageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FlightVoyage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"routeId"}},{"kind":"Field","name":{"kind":"Name","value":"route"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isFlightPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"flightPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"isShipPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"shipPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"flightCabinetAmount1"}},{"kind":"Field","name":{"kind":"Name","value":"flightCabinetAmount2"}},{"kind":"Field","name":{"kind":"Name","value":"flightCabinetAmount3"}},{"kind":"Field","name":{"kind":"Name","value":"shipCabinetAmount1"}},{"kind":"Field","name":{"kind":"Name","value":"shipCabinetAmount2"}},{"kind":"Field","name":{"kind":"Name","value":"shipCabinetAmount3"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<UpdateFlightVoyageMutation, UpdateFlightVoyageMutationVariables>;
export const SetFlightVoyageStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetFlightVoyageStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setFlightVoyageStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetFlightVoyageStatusMutation, SetFlightVoyageStatusMutationVariables>;
export const DeleteFlightVoyageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFlightVoyage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFlightVoyage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteFlightVoyageMutation, DeleteFlightVoyageMutationVariables>;
export const HsCodePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HsCodePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"HsCodeFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hsCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HsCodeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HsCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HsCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"goodsNo"}},{"kind":"Field","name":{"kind":"Name","value":"ciqCode"}},{"kind":"Field","name":{"kind":"Name","value":"goodsName"}},{"kind":"Field","name":{"kind":"Name","value":"goodsDescription"}},{"kind":"Field","name":{"kind":"Name","value":"goodsEnglishDescription"}},{"kind":"Field","name":{"kind":"Name","value":"declarationElement"}},{"kind":"Field","name":{"kind":"Name","value":"legalUnit1"}},{"kind":"Field","name":{"kind":"Name","value":"legalUnit2"}},{"kind":"Field","name":{"kind":"Name","value":"importTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"ordinaryTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"provisionalTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"consumptionTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"exportTariffRate"}},{"kind":"Field","name":{"kind":"Name","value":"exportRebateRate"}},{"kind":"Field","name":{"kind":"Name","value":"vatRate"}},{"kind":"Field","name":{"kind":"Name","value":"customsSupervisionConditions"}},{"kind":"Field","name":{"kind":"Name","value":"inspectionAndQuarantineCategory"}},{"kind":"Field","name":{"kind":"Name","value":"labelContent"}}]}}]} as unknown as DocumentNode<HsCodePageQuery, HsCodePageQueryVariables>;
export const HsCodeByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HsCodeById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hsCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HsCodeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HsCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HsCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"goodsNo"}},{"kind":"Field","name":{"kind":"Name","value":"ciqCode"}},{"kind":"Field","name":{"kind":"Name","value":"goodsName"}},{"kind":"Field","name":{"kind":"Name","value":"goodsDescription"}},{"kind":"Field","name":{"kind":"Name","value":"goodsEnglishDescription"}},{"kind":"Field","name":{"kind":"Name","value":"declarationElement"}},{"kind":"Field","name":{"kind":"Name","value":"legalUnit1"}},{"kind":"Field","name":{"kind":"Name","value":"legalUnit2"}},{"kind":"Field","name":{"kind":"Name","value":"importTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"ordinaryTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"provisionalTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"consumptionTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"exportTariffRate"}},{"kind":"Field","name":{"kind":"Name","value":"exportRebateRate"}},{"kind":"Field","name":{"kind":"Name","value":"vatRate"}},{"kind":"Field","name":{"kind":"Name","value":"customsSupervisionConditions"}},{"kind":"Field","name":{"kind":"Name","value":"inspectionAndQuarantineCategory"}},{"kind":"Field","name":{"kind":"Name","value":"labelContent"}}]}}]} as unknown as DocumentNode<HsCodeByIdQuery, HsCodeByIdQueryVariables>;
export const CreateHsCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateHsCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateHsCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHsCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HsCodeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HsCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HsCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"goodsNo"}},{"kind":"Field","name":{"kind":"Name","value":"ciqCode"}},{"kind":"Field","name":{"kind":"Name","value":"goodsName"}},{"kind":"Field","name":{"kind":"Name","value":"goodsDescription"}},{"kind":"Field","name":{"kind":"Name","value":"goodsEnglishDescription"}},{"kind":"Field","name":{"kind":"Name","value":"declarationElement"}},{"kind":"Field","name":{"kind":"Name","value":"legalUnit1"}},{"kind":"Field","name":{"kind":"Name","value":"legalUnit2"}},{"kind":"Field","name":{"kind":"Name","value":"importTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"ordinaryTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"provisionalTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"consumptionTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"exportTariffRate"}},{"kind":"Field","name":{"kind":"Name","value":"exportRebateRate"}},{"kind":"Field","name":{"kind":"Name","value":"vatRate"}},{"kind":"Field","name":{"kind":"Name","value":"customsSupervisionConditions"}},{"kind":"Field","name":{"kind":"Name","value":"inspectionAndQuarantineCategory"}},{"kind":"Field","name":{"kind":"Name","value":"labelContent"}}]}}]} as unknown as DocumentNode<CreateHsCodeMutation, CreateHsCodeMutationVariables>;
export const UpdateHsCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateHsCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateHsCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHsCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HsCodeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HsCodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HsCode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"goodsNo"}},{"kind":"Field","name":{"kind":"Name","value":"ciqCode"}},{"kind":"Field","name":{"kind":"Name","value":"goodsName"}},{"kind":"Field","name":{"kind":"Name","value":"goodsDescription"}},{"kind":"Field","name":{"kind":"Name","value":"goodsEnglishDescription"}},{"kind":"Field","name":{"kind":"Name","value":"declarationElement"}},{"kind":"Field","name":{"kind":"Name","value":"legalUnit1"}},{"kind":"Field","name":{"kind":"Name","value":"legalUnit2"}},{"kind":"Field","name":{"kind":"Name","value":"importTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"ordinaryTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"provisionalTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"consumptionTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"exportTariffRate"}},{"kind":"Field","name":{"kind":"Name","value":"exportRebateRate"}},{"kind":"Field","name":{"kind":"Name","value":"vatRate"}},{"kind":"Field","name":{"kind":"Name","value":"customsSupervisionConditions"}},{"kind":"Field","name":{"kind":"Name","value":"inspectionAndQuarantineCategory"}},{"kind":"Field","name":{"kind":"Name","value":"labelContent"}}]}}]} as unknown as DocumentNode<UpdateHsCodeMutation, UpdateHsCodeMutationVariables>;
export const DeleteHsCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteHsCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHsCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteHsCodeMutation, DeleteHsCodeMutationVariables>;
export const RoutePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoutePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RouteFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RouteFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RouteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Route"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"shippingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"departurePort"}},{"kind":"Field","name":{"kind":"Name","value":"transitPort"}},{"kind":"Field","name":{"kind":"Name","value":"destinationPort"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<RoutePageQuery, RoutePageQueryVariables>;
export const RouteByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RouteById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"route"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RouteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RouteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Route"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"shippingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"departurePort"}},{"kind":"Field","name":{"kind":"Name","value":"transitPort"}},{"kind":"Field","name":{"kind":"Name","value":"destinationPort"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<RouteByIdQuery, RouteByIdQueryVariables>;
export const RouteOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RouteOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routeOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}}]}}]}}]} as unknown as DocumentNode<RouteOptionsQuery, RouteOptionsQueryVariables>;
export const RouteGroupOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RouteGroupOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routeGroupOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}}]}}]}}]} as unknown as DocumentNode<RouteGroupOptionsQuery, RouteGroupOptionsQueryVariables>;
export const CreateRouteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRoute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateRouteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRoute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RouteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RouteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Route"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"shippingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"departurePort"}},{"kind":"Field","name":{"kind":"Name","value":"transitPort"}},{"kind":"Field","name":{"kind":"Name","value":"destinationPort"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<CreateRouteMutation, CreateRouteMutationVariables>;
export const UpdateRouteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRoute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateRouteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRoute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RouteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RouteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Route"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"shippingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"routeName"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"departurePort"}},{"kind":"Field","name":{"kind":"Name","value":"transitPort"}},{"kind":"Field","name":{"kind":"Name","value":"destinationPort"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<UpdateRouteMutation, UpdateRouteMutationVariables>;
export const SetRouteStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRouteStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRouteStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetRouteStatusMutation, SetRouteStatusMutationVariables>;
export const DeleteRouteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRoute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRoute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteRouteMutation, DeleteRouteMutationVariables>;
export const SeaportOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SeaportOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seaportOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nameCn"}}]}}]}}]} as unknown as DocumentNode<SeaportOptionsQuery, SeaportOptionsQueryVariables>;
export const SupplierPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupplierPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SupplierFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suppliers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupplierFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierCode"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"typeIdList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"businessInspectionNum"}},{"kind":"Field","name":{"kind":"Name","value":"customsNum"}},{"kind":"Field","name":{"kind":"Name","value":"domesticDestination"}},{"kind":"Field","name":{"kind":"Name","value":"salesId"}},{"kind":"Field","name":{"kind":"Name","value":"salesName"}},{"kind":"Field","name":{"kind":"Name","value":"taxpayerIdentificationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"registeredTel"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAddress"}},{"kind":"Field","name":{"kind":"Name","value":"accountPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<SupplierPageQuery, SupplierPageQueryVariables>;
export const SupplierByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupplierById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupplierDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierCode"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"typeIdList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"businessInspectionNum"}},{"kind":"Field","name":{"kind":"Name","value":"customsNum"}},{"kind":"Field","name":{"kind":"Name","value":"domesticDestination"}},{"kind":"Field","name":{"kind":"Name","value":"salesId"}},{"kind":"Field","name":{"kind":"Name","value":"salesName"}},{"kind":"Field","name":{"kind":"Name","value":"taxpayerIdentificationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"registeredTel"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAddress"}},{"kind":"Field","name":{"kind":"Name","value":"accountPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupplierFields"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"contactTel"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"banks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCodeList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SupplierByIdQuery, SupplierByIdQueryVariables>;
export const SupplierOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupplierOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}}]}}]}}]} as unknown as DocumentNode<SupplierOptionsQuery, SupplierOptionsQueryVariables>;
export const CreateSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSupplierInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupplierDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierCode"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"typeIdList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"businessInspectionNum"}},{"kind":"Field","name":{"kind":"Name","value":"customsNum"}},{"kind":"Field","name":{"kind":"Name","value":"domesticDestination"}},{"kind":"Field","name":{"kind":"Name","value":"salesId"}},{"kind":"Field","name":{"kind":"Name","value":"salesName"}},{"kind":"Field","name":{"kind":"Name","value":"taxpayerIdentificationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"registeredTel"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAddress"}},{"kind":"Field","name":{"kind":"Name","value":"accountPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupplierFields"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"contactTel"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"banks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCodeList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CreateSupplierMutation, CreateSupplierMutationVariables>;
export const UpdateSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSupplierInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupplierDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierCode"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"alias"}},{"kind":"Field","name":{"kind":"Name","value":"typeIdList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"businessInspectionNum"}},{"kind":"Field","name":{"kind":"Name","value":"customsNum"}},{"kind":"Field","name":{"kind":"Name","value":"domesticDestination"}},{"kind":"Field","name":{"kind":"Name","value":"salesId"}},{"kind":"Field","name":{"kind":"Name","value":"salesName"}},{"kind":"Field","name":{"kind":"Name","value":"taxpayerIdentificationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"registeredTel"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAddress"}},{"kind":"Field","name":{"kind":"Name","value":"accountPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"taxRate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupplierDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Supplier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupplierFields"}},{"kind":"Field","name":{"kind":"Name","value":"contacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"contactTel"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"contactAddress"}}]}},{"kind":"Field","name":{"kind":"Name","value":"banks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCodeList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateSupplierMutation, UpdateSupplierMutationVariables>;
export const SetSupplierStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSupplierStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSupplierStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetSupplierStatusMutation, SetSupplierStatusMutationVariables>;
export const DeleteSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteSupplierMutation, DeleteSupplierMutationVariables>;
export const ValidateSupplierDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ValidateSupplier"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supplierName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateSupplier"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"supplierName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supplierName"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ValidateSupplierQuery, ValidateSupplierQueryVariables>;
export const TransportAddressPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransportAddressPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TransportAddressFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transportAddresses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isDeparture"}},{"kind":"Field","name":{"kind":"Name","value":"isDestination"}},{"kind":"Field","name":{"kind":"Name","value":"isAbroad"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<TransportAddressPageQuery, TransportAddressPageQueryVariables>;
export const TransportAddressByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransportAddressById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transportAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportAddressDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isDeparture"}},{"kind":"Field","name":{"kind":"Name","value":"isDestination"}},{"kind":"Field","name":{"kind":"Name","value":"isAbroad"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportAddressDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportAddressFields"}},{"kind":"Field","name":{"kind":"Name","value":"contactList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<TransportAddressByIdQuery, TransportAddressByIdQueryVariables>;
export const TransportAddressOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransportAddressOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transportAddressOptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"keyword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"keyword"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]} as unknown as DocumentNode<TransportAddressOptionsQuery, TransportAddressOptionsQueryVariables>;
export const CreateTransportAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTransportAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTransportAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTransportAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportAddressDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isDeparture"}},{"kind":"Field","name":{"kind":"Name","value":"isDestination"}},{"kind":"Field","name":{"kind":"Name","value":"isAbroad"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportAddressDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportAddressFields"}},{"kind":"Field","name":{"kind":"Name","value":"contactList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<CreateTransportAddressMutation, CreateTransportAddressMutationVariables>;
export const UpdateTransportAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTransportAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateTransportAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTransportAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportAddressDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"province"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"district"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"isDeparture"}},{"kind":"Field","name":{"kind":"Name","value":"isDestination"}},{"kind":"Field","name":{"kind":"Name","value":"isAbroad"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TransportAddressDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransportAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TransportAddressFields"}},{"kind":"Field","name":{"kind":"Name","value":"contactList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]} as unknown as DocumentNode<UpdateTransportAddressMutation, UpdateTransportAddressMutationVariables>;
export const SetTransportAddressStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTransportAddressStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTransportAddressStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetTransportAddressStatusMutation, SetTransportAddressStatusMutationVariables>;
export const DeleteTransportAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTransportAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTransportAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteTransportAddressMutation, DeleteTransportAddressMutationVariables>;
export const ValidateTransportAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ValidateTransportAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"province"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"city"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"district"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"address"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateTransportAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"province"},"value":{"kind":"Variable","name":{"kind":"Name","value":"province"}}},{"kind":"Argument","name":{"kind":"Name","value":"city"},"value":{"kind":"Variable","name":{"kind":"Name","value":"city"}}},{"kind":"Argument","name":{"kind":"Name","value":"district"},"value":{"kind":"Variable","name":{"kind":"Name","value":"district"}}},{"kind":"Argument","name":{"kind":"Name","value":"address"},"value":{"kind":"Variable","name":{"kind":"Name","value":"address"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ValidateTransportAddressQuery, ValidateTransportAddressQueryVariables>;
export const WorkflowNodePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkflowNodePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowNodeFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workflowNodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowNodeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"shippingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodeCode"}},{"kind":"Field","name":{"kind":"Name","value":"nodeName"}},{"kind":"Field","name":{"kind":"Name","value":"sortId"}}]}}]} as unknown as DocumentNode<WorkflowNodePageQuery, WorkflowNodePageQueryVariables>;
export const WorkflowNodeByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkflowNodeById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workflowNode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowNodeDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"shippingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodeCode"}},{"kind":"Field","name":{"kind":"Name","value":"nodeName"}},{"kind":"Field","name":{"kind":"Name","value":"sortId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowNodeDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowNodeFields"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]} as unknown as DocumentNode<WorkflowNodeByIdQuery, WorkflowNodeByIdQueryVariables>;
export const CreateWorkflowNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWorkflowNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWorkflowNodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWorkflowNode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowNodeDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"shippingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodeCode"}},{"kind":"Field","name":{"kind":"Name","value":"nodeName"}},{"kind":"Field","name":{"kind":"Name","value":"sortId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowNodeDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowNodeFields"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]} as unknown as DocumentNode<CreateWorkflowNodeMutation, CreateWorkflowNodeMutationVariables>;
export const UpdateWorkflowNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWorkflowNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWorkflowNodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWorkflowNode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowNodeDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"shippingType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodeCode"}},{"kind":"Field","name":{"kind":"Name","value":"nodeName"}},{"kind":"Field","name":{"kind":"Name","value":"sortId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WorkflowNodeDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkflowNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WorkflowNodeFields"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]} as unknown as DocumentNode<UpdateWorkflowNodeMutation, UpdateWorkflowNodeMutationVariables>;
export const CaptchaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Captcha"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"captcha"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"checkKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkKey"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<CaptchaQuery, CaptchaQueryVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const CheckLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mobile"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mobile"}}}]}]}}]} as unknown as DocumentNode<CheckLoginQuery, CheckLoginQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentOrganisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"logoPath"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organisations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"menu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionMenuItem"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionMenuItem"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionMenuItem"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionMenuItem"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"logoPath"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionMenuItem"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sortId"}},{"kind":"Field","name":{"kind":"Name","value":"hideInMenu"}},{"kind":"Field","name":{"kind":"Name","value":"hideInBreadcrumb"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const SwitchOrganisationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SwitchOrganisation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"switchOrganisation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}}]} as unknown as DocumentNode<SwitchOrganisationMutation, SwitchOrganisationMutationVariables>;
export const ActionLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActionLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ActionLogFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actionLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActionLogPage_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActionLogPage_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActionLogEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"controller"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"recordKey"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<ActionLogQuery, ActionLogQueryVariables>;
export const ButtonKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ButtonKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dictionary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"StringValue","value":"BUTTON","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dictCode"}},{"kind":"Field","name":{"kind":"Name","value":"dictName"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}}]}}]}}]} as unknown as DocumentNode<ButtonKeysQuery, ButtonKeysQueryVariables>;
export const CreateOrganisationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOrganisation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganisationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrganisation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationEditor_node"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationEditor_node"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganisationNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"sortId"}}]}}]} as unknown as DocumentNode<CreateOrganisationMutation, CreateOrganisationMutationVariables>;
export const CreateRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleForm_role"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleForm_role"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}}]}}]}}]} as unknown as DocumentNode<CreateRoleMutation, CreateRoleMutationVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserForm_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"qq"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"validityDate"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organisations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultOrganisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}}]}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const DeleteMenuNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMenuNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMenuNode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteMenuNodeMutation, DeleteMenuNodeMutationVariables>;
export const DeleteOrganisationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteOrganisation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOrganisation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteOrganisationMutation, DeleteOrganisationMutationVariables>;
export const DeleteRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteRoleMutation, DeleteRoleMutationVariables>;
export const DeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteUserMutation, DeleteUserMutationVariables>;
export const MenuTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MenuTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuEditor_node"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuEditor_node"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuEditor_node"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuEditor_node"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuEditor_node"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"sortId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"actionKey"}},{"kind":"Field","name":{"kind":"Name","value":"keepAlive"}},{"kind":"Field","name":{"kind":"Name","value":"hideInBreadcrumb"}},{"kind":"Field","name":{"kind":"Name","value":"hideInMenu"}}]}}]} as unknown as DocumentNode<MenuTreeQuery, MenuTreeQueryVariables>;
export const NextUserNumberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NextUserNumber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextUserNumber"}}]}}]} as unknown as DocumentNode<NextUserNumberQuery, NextUserNumberQueryVariables>;
export const OrganisationTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganisationTree"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganisationFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organisationTree"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationEditor_node"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationEditor_node"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationEditor_node"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationEditor_node"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationEditor_node"}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationEditor_node"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganisationNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"sortId"}}]}}]} as unknown as DocumentNode<OrganisationTreeQuery, OrganisationTreeQueryVariables>;
export const RoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Role"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleForm_role"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleForm_role"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}}]}}]}}]} as unknown as DocumentNode<RoleQuery, RoleQueryVariables>;
export const RoleMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoleMenu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"menuIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"menuTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuCheckTree_node"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuCheckTree_node"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuCheckTree_node"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuCheckTree_node"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuCheckTree_node"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sortId"}}]}}]} as unknown as DocumentNode<RoleMenuQuery, RoleMenuQueryVariables>;
export const RolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Roles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleListPage_role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleListPage_role"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}}]}}]}}]} as unknown as DocumentNode<RolesQuery, RolesQueryVariables>;
export const SaveMenuNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMenuNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MenuNodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMenuNode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuEditor_node"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuEditor_node"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"sortId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"actionKey"}},{"kind":"Field","name":{"kind":"Name","value":"keepAlive"}},{"kind":"Field","name":{"kind":"Name","value":"hideInBreadcrumb"}},{"kind":"Field","name":{"kind":"Name","value":"hideInMenu"}}]}}]} as unknown as DocumentNode<SaveMenuNodeMutation, SaveMenuNodeMutationVariables>;
export const SetOrganisationActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetOrganisationActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOrganisationActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationEditor_node"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationEditor_node"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganisationNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"sortId"}}]}}]} as unknown as DocumentNode<SetOrganisationActiveMutation, SetOrganisationActiveMutationVariables>;
export const SetRoleActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRoleActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRoleActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<SetRoleActiveMutation, SetRoleActiveMutationVariables>;
export const SetRoleMenusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRoleMenus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"menuIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRoleMenus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"menuIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"menuIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"menuIds"}}]}}]}}]} as unknown as DocumentNode<SetRoleMenusMutation, SetRoleMenusMutationVariables>;
export const SetUserActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<SetUserActiveMutation, SetUserActiveMutationVariables>;
export const UpdateOrganisationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrganisation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganisationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrganisation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationEditor_node"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationEditor_node"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganisationNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"canUpdate"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"sortId"}}]}}]} as unknown as DocumentNode<UpdateOrganisationMutation, UpdateOrganisationMutationVariables>;
export const UpdateRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleForm_role"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleForm_role"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}}]}}]}}]} as unknown as DocumentNode<UpdateRoleMutation, UpdateRoleMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserForm_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"qq"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"validityDate"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organisations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultOrganisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const UserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"User"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserForm_user"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserForm_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"qq"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"validityDate"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organisations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultOrganisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}}]}}]}}]} as unknown as DocumentNode<UserQuery, UserQueryVariables>;
export const UserChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organisationTree"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationChoice_node"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationChoice_node"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationChoice_node"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganisationChoice_node"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"groups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganisationChoice_node"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganisationNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<UserChoicesQuery, UserChoicesQueryVariables>;
export const UsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Users"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserListPage_user"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageNum"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorizedAccountsNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userValid"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserListPage_user"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userNumber"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"qq"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"validityDate"}},{"kind":"Field","name":{"kind":"Name","value":"group"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"groupName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organisations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}}]}}]}}]}}]} as unknown as DocumentNode<UsersQuery, UsersQueryVariables>;