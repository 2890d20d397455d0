import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserModel, RoleModel } from '../modules/system/models.ts';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date, YYYY-MM-DD. */
  Date: { input: string; output: string; }
  /** An instant, ISO 8601 with offset. */
  DateTime: { input: string; output: string; }
  /** An exact decimal amount carried as a string (money, rates, weights); never a float. */
  Decimal: { input: string; output: string; }
};

/** One write through the back end: who, when, where, what, and the fields it changed. */
export type ActionLogEntry = {
  __typename?: 'ActionLogEntry';
  action: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  changes: Array<FieldChange>;
  controller: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  ip?: Maybe<Scalars['String']['output']>;
  organisation?: Maybe<Organisation>;
  recordKey?: Maybe<Scalars['String']['output']>;
  tableName?: Maybe<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
  userName: Scalars['String']['output'];
};

export type ActionLogFilter = {
  action?: InputMaybe<Scalars['String']['input']>;
  controller?: InputMaybe<Scalars['String']['input']>;
  /** First day, inclusive (company time zone). */
  from?: InputMaybe<Scalars['Date']['input']>;
  recordKey?: InputMaybe<Scalars['String']['input']>;
  tableName?: InputMaybe<Scalars['String']['input']>;
  /** Last day, inclusive. */
  to?: InputMaybe<Scalars['Date']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
  userName?: InputMaybe<Scalars['String']['input']>;
};

export type ActionLogPage = {
  __typename?: 'ActionLogPage';
  items: Array<ActionLogEntry>;
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A sender, receiver or notifier address for documents (地址); REST tbAdderss */
export type Address = {
  __typename?: 'Address';
  /** 地址详情 (required; at most 500 characters) */
  addressDetail: Scalars['String']['output'];
  /** 地址类型 (required; dictionary DZLX) */
  addressType: CodeName;
  /** AEO编码 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  aeoCode?: Maybe<Scalars['String']['output']>;
  /** 企业代码 (sub-list) */
  codeList: Array<AddressCode>;
  id: Scalars['ID']['output'];
  /** The organisation the record belongs to */
  orgId: Scalars['ID']['output'];
  /** 作业类型 (required; dictionary ZYLX) */
  shippingType: CodeName;
  /** 状态 */
  status: RecordStatus;
};

/** 企业代码 of a Address */
export type AddressCode = {
  __typename?: 'AddressCode';
  /** 代码类型 (required; at most 30 characters) */
  codeType: Scalars['String']['output'];
  /** 代码 (required; at most 50 characters) */
  codeValue: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** 企业代码 row */
export type AddressCodeInput = {
  /** 代码类型 (required; at most 30 characters) */
  codeType?: InputMaybe<Scalars['String']['input']>;
  /** 代码 (required; at most 50 characters) */
  codeValue?: InputMaybe<Scalars['String']['input']>;
};

/** Search of addresses (地址) */
export type AddressFilter = {
  addressDetail?: InputMaybe<Scalars['String']['input']>;
  addressType?: InputMaybe<Scalars['String']['input']>;
  /** Matches the picker fields */
  keyword?: InputMaybe<Scalars['String']['input']>;
  shippingType?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<RecordStatus>;
};

/** A page of addresses */
export type AddressPage = {
  __typename?: 'AddressPage';
  items: Array<Address>;
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** An airport by IATA code (机场); REST tbIata */
export type Airport = {
  __typename?: 'Airport';
  /** 城市 (at most 100 characters) */
  city?: Maybe<Scalars['String']['output']>;
  /** 城市中文名 (at most 100 characters) */
  cityCn?: Maybe<Scalars['String']['output']>;
  /** 国家 (at most 100 characters) */
  countryCn?: Maybe<Scalars['String']['output']>;
  /** 国家代码 (at most 2 characters) */
  countryCode?: Maybe<Scalars['String']['output']>;
  /** IATA三字码 (required; at most 3 characters; unique) */
  iata: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** 中文名称 (required; at most 100 characters) */
  nameCn: Scalars['String']['output'];
  /** 英文名称 (required; at most 100 characters) */
  nameEn: Scalars['String']['output'];
};

/** An image verification code. The image is a data URL (SVG); the code is single-use and expires in minutes. */
export type Captcha = {
  __typename?: 'Captcha';
  checkKey: Scalars['String']['output'];
  image: Scalars['String']['output'];
};

export type ChangePasswordInput = {
  confirmPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
};

/** What the first sign-in step says about an account. */
export type CheckLoginResult =
  /** The account exists and has no live session: go on and sign in. */
  | 'CONTINUE'
  /** The account is signed in elsewhere: signing in ends that session (ask the user to confirm). */
  | 'SIGNED_IN_ELSEWHERE';

/** A Chinese province or city (GB/T 2260) (省市); REST tbCity */
export type City = {
  __typename?: 'City';
  /** 行政区划代码 (required; at most 6 characters; unique) */
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** 级别 */
  level?: Maybe<Scalars['Int']['output']>;
  /** 名称 (required; at most 50 characters) */
  name: Scalars['String']['output'];
  /** 上级代码 (at most 6 characters) */
  parentCode?: Maybe<Scalars['String']['output']>;
};

/** A client (customer) of the company (客户); REST tbCustomer */
export type Client = {
  __typename?: 'Client';
  /** 账期（天） */
  accountPeriod?: Maybe<Scalars['Int']['output']>;
  /** 简称 (at most 50 characters) */
  alias?: Maybe<Scalars['String']['output']>;
  /** 开户账号 (at most 40 characters; pattern digits ^\d*$) */
  bankAccount?: Maybe<Scalars['String']['output']>;
  /** 开户银行 (at most 100 characters) */
  bankName?: Maybe<Scalars['String']['output']>;
  /** 银行账户 (sub-list) */
  banks: Array<ClientBank>;
  /** 商检编号 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  businessInspectionNum?: Maybe<Scalars['String']['output']>;
  /** 联系人 (sub-list) */
  contacts: Array<ClientContact>;
  /** 客户编码 (at most 20 characters; set by the server) */
  customerCode?: Maybe<Scalars['String']['output']>;
  /** 客户名称 (required; at most 100 characters; unique) */
  customerName: Scalars['String']['output'];
  /** 海关编码 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  customsNum?: Maybe<Scalars['String']['output']>;
  /** 境内目的地 (at most 100 characters) */
  domesticDestination?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** 发票类型 (dictionary FPLX) */
  invoiceType?: Maybe<CodeName>;
  /** The organisation the record belongs to */
  orgId: Scalars['ID']['output'];
  /** 注册地址 (at most 200 characters) */
  registeredAddress?: Maybe<Scalars['String']['output']>;
  /** 注册电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  registeredTel?: Maybe<Scalars['String']['output']>;
  /** 状态 */
  status: RecordStatus;
  /** 税率（%） */
  taxRate?: Maybe<Scalars['Decimal']['output']>;
  /** 纳税人识别号 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  taxpayerIdentificationNumber?: Maybe<Scalars['String']['output']>;
};

/** 银行账户 of a Client */
export type ClientBank = {
  __typename?: 'ClientBank';
  /** 银行账号 (required; at most 40 characters; pattern digits ^\d*$) */
  bankAccount: Scalars['String']['output'];
  /** 开户银行 (required; at most 100 characters) */
  bankName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** 银行账户 row */
export type ClientBankInput = {
  /** 银行账号 (required; at most 40 characters; pattern digits ^\d*$) */
  bankAccount?: InputMaybe<Scalars['String']['input']>;
  /** 开户银行 (required; at most 100 characters) */
  bankName?: InputMaybe<Scalars['String']['input']>;
};

/** 联系人 of a Client */
export type ClientContact = {
  __typename?: 'ClientContact';
  /** 联系人 (required; at most 50 characters) */
  contact: Scalars['String']['output'];
  /** 联系地址 (at most 200 characters) */
  contactAddress?: Maybe<Scalars['String']['output']>;
  /** 联系电话 (required; at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  contactTel: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** 联系人 row */
export type ClientContactInput = {
  /** 联系人 (required; at most 50 characters) */
  contact?: InputMaybe<Scalars['String']['input']>;
  /** 联系地址 (at most 200 characters) */
  contactAddress?: InputMaybe<Scalars['String']['input']>;
  /** 联系电话 (required; at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  contactTel?: InputMaybe<Scalars['String']['input']>;
};

/** Search of clients (客户) */
export type ClientFilter = {
  customerCode?: InputMaybe<Scalars['String']['input']>;
  customerName?: InputMaybe<Scalars['String']['input']>;
  customsNum?: InputMaybe<Scalars['String']['input']>;
  /** Matches the picker fields */
  keyword?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<RecordStatus>;
};

/** A page of clients */
export type ClientPage = {
  __typename?: 'ClientPage';
  items: Array<Client>;
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A code from a business dictionary (or any coded reference) with its display name. */
export type CodeName = {
  __typename?: 'CodeName';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type ColumnChoiceInput = {
  id: Scalars['ID']['input'];
  selected: Scalars['Boolean']['input'];
  sortId: Scalars['Int']['input'];
};

/** A column of the order lists at one node (列配置); selected columns show, ordered by sortId. */
export type ColumnConfig = {
  __typename?: 'ColumnConfig';
  columnCode: Scalars['String']['output'];
  columnName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  selected: Scalars['Boolean']['output'];
  sortId: Scalars['Int']['output'];
};

/** A country or region (ISO 3166-1) (国家地区); REST tbParamsSix */
export type Country = {
  __typename?: 'Country';
  /** 国家代码 (required; at most 2 characters; unique) */
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** 中文名称 (required; at most 100 characters) */
  nameCn: Scalars['String']['output'];
  /** 英文名称 (required; at most 100 characters) */
  nameEn: Scalars['String']['output'];
};

/** A new Address (地址) */
export type CreateAddressInput = {
  /** 地址详情 (required; at most 500 characters) */
  addressDetail?: InputMaybe<Scalars['String']['input']>;
  /** 地址类型 (required; dictionary DZLX) */
  addressType?: InputMaybe<Scalars['String']['input']>;
  /** AEO编码 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  aeoCode?: InputMaybe<Scalars['String']['input']>;
  /** 企业代码 */
  codeList?: InputMaybe<Array<AddressCodeInput>>;
  /** 作业类型 (required; dictionary ZYLX) */
  shippingType?: InputMaybe<Scalars['String']['input']>;
  /** 状态 */
  status?: InputMaybe<RecordStatus>;
};

/** A new Client (客户) */
export type CreateClientInput = {
  /** 账期（天） */
  accountPeriod?: InputMaybe<Scalars['Int']['input']>;
  /** 简称 (at most 50 characters) */
  alias?: InputMaybe<Scalars['String']['input']>;
  /** 开户账号 (at most 40 characters; pattern digits ^\d*$) */
  bankAccount?: InputMaybe<Scalars['String']['input']>;
  /** 开户银行 (at most 100 characters) */
  bankName?: InputMaybe<Scalars['String']['input']>;
  /** 银行账户 */
  banks?: InputMaybe<Array<ClientBankInput>>;
  /** 商检编号 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  businessInspectionNum?: InputMaybe<Scalars['String']['input']>;
  /** 联系人 */
  contacts?: InputMaybe<Array<ClientContactInput>>;
  /** 客户名称 (required; at most 100 characters; unique) */
  customerName?: InputMaybe<Scalars['String']['input']>;
  /** 海关编码 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  customsNum?: InputMaybe<Scalars['String']['input']>;
  /** 境内目的地 (at most 100 characters) */
  domesticDestination?: InputMaybe<Scalars['String']['input']>;
  /** 发票类型 (dictionary FPLX) */
  invoiceType?: InputMaybe<Scalars['String']['input']>;
  /** 注册地址 (at most 200 characters) */
  registeredAddress?: InputMaybe<Scalars['String']['input']>;
  /** 注册电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  registeredTel?: InputMaybe<Scalars['String']['input']>;
  /** 状态 */
  status?: InputMaybe<RecordStatus>;
  /** 税率（%） */
  taxRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 纳税人识别号 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  taxpayerIdentificationNumber?: InputMaybe<Scalars['String']['input']>;
};

/** A new Dict (业务字典) */
export type CreateDictInput = {
  /** 字典类别 (required; at most 50 characters) */
  categoryCode?: InputMaybe<Scalars['String']['input']>;
  /** 字典编码 (required; at most 50 characters) */
  dictCode?: InputMaybe<Scalars['String']['input']>;
  /** 字典名称 (required; at most 100 characters) */
  dictName?: InputMaybe<Scalars['String']['input']>;
  /** 备注 (at most 500 characters) */
  remark?: InputMaybe<Scalars['String']['input']>;
  /** 排序 */
  sortId?: InputMaybe<Scalars['Int']['input']>;
  /** 状态 */
  status?: InputMaybe<RecordStatus>;
};

/** A new ExchangeRate (汇率) */
export type CreateExchangeRateInput = {
  /** 结束日期 (required) */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** 折算币种 (dictionary FYBZ) */
  exchangeCurrency?: InputMaybe<Scalars['String']['input']>;
  /** 汇率 (required) */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 原币种 (required; dictionary FYBZ) */
  originalCurrency?: InputMaybe<Scalars['String']['input']>;
  /** 开始日期 (required) */
  startDate?: InputMaybe<Scalars['Date']['input']>;
  /** 状态 */
  status?: InputMaybe<RecordStatus>;
};

/** A new FeePrice (费用价格) */
export type CreateFeePriceInput = {
  /** 币种 (dictionary FYBZ) */
  currencyId?: InputMaybe<Scalars['String']['input']>;
  /** 金额 (required; kept in cents by the back end, shown in yuan) */
  fee?: InputMaybe<Scalars['Decimal']['input']>;
  /** 费用名称 (at most 100 characters) */
  feeName?: InputMaybe<Scalars['String']['input']>;
  /** 费用类型 (required; id of a FeeType) */
  feeTypeId?: InputMaybe<Scalars['ID']['input']>;
  /** 作业类型 (required; dictionary ZYLX) */
  shippingType?: InputMaybe<Scalars['String']['input']>;
  /** 状态 */
  status?: InputMaybe<RecordStatus>;
  /** 供应商 (id of a Supplier) */
  supplierId?: InputMaybe<Scalars['ID']['input']>;
};

/** A new FeeType (费用类型) */
export type CreateFeeTypeInput = {
  /** 默认币种 (dictionary FYBZ) */
  currencyId?: InputMaybe<Scalars['String']['input']>;
  /** 费用编码 (required; at most 20 characters; pattern alnum ^[A-Za-z0-9]+$; unique) */
  feeCode?: InputMaybe<Scalars['String']['input']>;
  /** 英文名称 (at most 100 characters) */
  feeEnglishName?: InputMaybe<Scalars['String']['input']>;
  /** 费用名称 (required; at most 50 characters; unique) */
  feeName?: InputMaybe<Scalars['String']['input']>;
  /** 人民币计费 */
  isCny?: InputMaybe<Scalars['Boolean']['input']>;
  /** 应付 */
  isPayable?: InputMaybe<Scalars['Boolean']['input']>;
  /** 应收 */
  isReceivable?: InputMaybe<Scalars['Boolean']['input']>;
  /** 美元计费 */
  isUsd?: InputMaybe<Scalars['Boolean']['input']>;
  /** 状态 */
  status?: InputMaybe<RecordStatus>;
};

/** A new FlightVoyage (航班航次) */
export type CreateFlightVoyageInput = {
  /** 结束日期 (required) */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** 航班舱位一价格 */
  flightCabinetAmount1?: InputMaybe<Scalars['Decimal']['input']>;
  /** 航班舱位二价格 */
  flightCabinetAmount2?: InputMaybe<Scalars['Decimal']['input']>;
  /** 航班舱位三价格 */
  flightCabinetAmount3?: InputMaybe<Scalars['Decimal']['input']>;
  /** 航班日 (at most 20 characters; pattern weekdays ^[1-7](,[1-7])*$) */
  flightPeriod?: InputMaybe<Scalars['String']['input']>;
  /** 按航班 */
  isFlightPeriod?: InputMaybe<Scalars['Boolean']['input']>;
  /** 按船期 */
  isShipPeriod?: InputMaybe<Scalars['Boolean']['input']>;
  /** 航线 (required; id of a Route) */
  routeId?: InputMaybe<Scalars['ID']['input']>;
  /** 20GP价格 */
  shipCabinetAmount1?: InputMaybe<Scalars['Decimal']['input']>;
  /** 40GP价格 */
  shipCabinetAmount2?: InputMaybe<Scalars['Decimal']['input']>;
  /** 40HQ价格 */
  shipCabinetAmount3?: InputMaybe<Scalars['Decimal']['input']>;
  /** 船期 (at most 20 characters; pattern weekdays ^[1-7](,[1-7])*$) */
  shipPeriod?: InputMaybe<Scalars['String']['input']>;
  /** 开始日期 (required) */
  startDate?: InputMaybe<Scalars['Date']['input']>;
  /** 状态 */
  status?: InputMaybe<RecordStatus>;
};

/** A new HsCode (HS编码) */
export type CreateHsCodeInput = {
  /** 检验检疫编码 (at most 3 characters; pattern digits ^\d*$) */
  ciqCode?: InputMaybe<Scalars['String']['input']>;
  /** 消费税率（%） */
  consumptionTaxRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 海关监管条件 (at most 20 characters) */
  customsSupervisionConditions?: InputMaybe<Scalars['String']['input']>;
  /** 申报要素 (at most 1000 characters) */
  declarationElement?: InputMaybe<Scalars['String']['input']>;
  /** 出口退税率（%） */
  exportRebateRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 出口关税率（%） */
  exportTariffRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 中文描述 (at most 1000 characters) */
  goodsDescription?: InputMaybe<Scalars['String']['input']>;
  /** 英文描述 (at most 1000 characters) */
  goodsEnglishDescription?: InputMaybe<Scalars['String']['input']>;
  /** 商品名称 (required; at most 200 characters) */
  goodsName?: InputMaybe<Scalars['String']['input']>;
  /** 商品编码 (required; at most 10 characters; pattern digits ^\d*$; unique) */
  goodsNo?: InputMaybe<Scalars['String']['input']>;
  /** 最惠国进口税率（%） */
  importTaxRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 检验检疫类别 (at most 20 characters) */
  inspectionAndQuarantineCategory?: InputMaybe<Scalars['String']['input']>;
  /** 标签内容 (at most 1000 characters) */
  labelContent?: InputMaybe<Scalars['String']['input']>;
  /** 第一法定单位 (at most 20 characters) */
  legalUnit1?: InputMaybe<Scalars['String']['input']>;
  /** 第二法定单位 (at most 20 characters) */
  legalUnit2?: InputMaybe<Scalars['String']['input']>;
  /** 普通进口税率（%） */
  ordinaryTaxRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 暂定进口税率（%） */
  provisionalTaxRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 增值税率（%） */
  vatRate?: InputMaybe<Scalars['Decimal']['input']>;
};

/** A new Route (航线) */
export type CreateRouteInput = {
  /** 国家 (at most 50 characters) */
  country?: InputMaybe<Scalars['String']['input']>;
  /** 起运港 (required; at most 50 characters) */
  departurePort?: InputMaybe<Scalars['String']['input']>;
  /** 目的港 (required; at most 50 characters) */
  destinationPort?: InputMaybe<Scalars['String']['input']>;
  /** 航线名称 (required; at most 100 characters; unique) */
  routeName?: InputMaybe<Scalars['String']['input']>;
  /** 作业类型 (required; dictionary ZYLX) */
  shippingType?: InputMaybe<Scalars['String']['input']>;
  /** 状态 */
  status?: InputMaybe<RecordStatus>;
  /** 中转港 (at most 50 characters) */
  transitPort?: InputMaybe<Scalars['String']['input']>;
};

/** A new Supplier (供应商) */
export type CreateSupplierInput = {
  /** 账期（天） */
  accountPeriod?: InputMaybe<Scalars['Int']['input']>;
  /** 地址 (at most 200 characters) */
  address?: InputMaybe<Scalars['String']['input']>;
  /** 简称 (at most 50 characters) */
  alias?: InputMaybe<Scalars['String']['input']>;
  /** 开户账号 (at most 40 characters; pattern digits ^\d*$) */
  bankAccount?: InputMaybe<Scalars['String']['input']>;
  /** 开户银行 (at most 100 characters) */
  bankName?: InputMaybe<Scalars['String']['input']>;
  /** 银行账户 */
  banks?: InputMaybe<Array<SupplierBankInput>>;
  /** 商检编号 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  businessInspectionNum?: InputMaybe<Scalars['String']['input']>;
  /** 联系人 */
  contacts?: InputMaybe<Array<SupplierContactInput>>;
  /** 海关编码 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  customsNum?: InputMaybe<Scalars['String']['input']>;
  /** 境内目的地 (at most 100 characters) */
  domesticDestination?: InputMaybe<Scalars['String']['input']>;
  /** 发票类型 (dictionary FPLX) */
  invoiceType?: InputMaybe<Scalars['String']['input']>;
  /** 注册地址 (at most 200 characters) */
  registeredAddress?: InputMaybe<Scalars['String']['input']>;
  /** 注册电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  registeredTel?: InputMaybe<Scalars['String']['input']>;
  /** 销售 (id of a user) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
  /** 状态 */
  status?: InputMaybe<RecordStatus>;
  /** 供应商名称 (required; at most 100 characters; unique) */
  supplierName?: InputMaybe<Scalars['String']['input']>;
  /** 税率（%） */
  taxRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 纳税人识别号 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  taxpayerIdentificationNumber?: InputMaybe<Scalars['String']['input']>;
  /** 供应商类型 (required; dictionary GSLX) */
  typeIdList?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A new TransportAddress (运输地址) */
export type CreateTransportAddressInput = {
  /** 详细地址 (required; at most 200 characters) */
  address?: InputMaybe<Scalars['String']['input']>;
  /** 城市 (required; at most 50 characters) */
  city?: InputMaybe<Scalars['String']['input']>;
  /** 联系人 (at most 50 characters) */
  contact?: InputMaybe<Scalars['String']['input']>;
  /** 联系人 */
  contactList?: InputMaybe<Array<TransportAddressContactInput>>;
  /** 区县 (at most 50 characters) */
  district?: InputMaybe<Scalars['String']['input']>;
  /** 境外地址 */
  isAbroad?: InputMaybe<Scalars['Boolean']['input']>;
  /** 起运地 */
  isDeparture?: InputMaybe<Scalars['Boolean']['input']>;
  /** 目的地 */
  isDestination?: InputMaybe<Scalars['Boolean']['input']>;
  /** 联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** 省份 (required; at most 50 characters) */
  province?: InputMaybe<Scalars['String']['input']>;
  /** 状态 */
  status?: InputMaybe<RecordStatus>;
  /** 邮编 (at most 10 characters; pattern digits ^\d*$) */
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

export type CreateUserInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** One of organisationIds; with a single organisation it is the default anyway. */
  defaultOrganisationId?: InputMaybe<Scalars['ID']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  /** 6 to 32 characters; without it the initial password is the mobile's last six digits. */
  initialPassword?: InputMaybe<Scalars['String']['input']>;
  isAdmin?: InputMaybe<Scalars['Boolean']['input']>;
  mobile: Scalars['String']['input'];
  organisationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  qq?: InputMaybe<Scalars['String']['input']>;
  roleIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  userName: Scalars['String']['input'];
  /** Generated (U00001…) when absent. */
  userNumber?: InputMaybe<Scalars['String']['input']>;
  validityDate?: InputMaybe<Scalars['Date']['input']>;
};

/** A new WorkflowNode (作业节点) */
export type CreateWorkflowNodeInput = {
  /** 节点编码 (required; at most 50 characters) */
  nodeCode?: InputMaybe<Scalars['String']['input']>;
  /** 节点名称 (required; at most 50 characters) */
  nodeName?: InputMaybe<Scalars['String']['input']>;
  /** 作业类型 (required; dictionary ZYLX) */
  shippingType?: InputMaybe<Scalars['String']['input']>;
  /** 排序 */
  sortId?: InputMaybe<Scalars['Int']['input']>;
  /** 操作人员 */
  users?: InputMaybe<Array<WorkflowNodeUserInput>>;
};

/** The rate in force on a date (tbExchangeRate/findCurRate). */
export type CurrentExchangeRate = {
  __typename?: 'CurrentExchangeRate';
  endDate?: Maybe<Scalars['Date']['output']>;
  exchangeCurrency: CodeName;
  exchangeRate: Scalars['Decimal']['output'];
  originalCurrency: CodeName;
  startDate?: Maybe<Scalars['Date']['output']>;
};

/** An entry of a business dictionary category (业务字典); REST tbDict */
export type Dict = {
  __typename?: 'Dict';
  /** 字典类别 (required; at most 50 characters) */
  categoryCode: Scalars['String']['output'];
  /** 字典编码 (required; at most 50 characters) */
  dictCode: Scalars['String']['output'];
  /** 字典名称 (required; at most 100 characters) */
  dictName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** 备注 (at most 500 characters) */
  remark?: Maybe<Scalars['String']['output']>;
  /** 排序 */
  sortId?: Maybe<Scalars['Int']['output']>;
  /** 状态 */
  status: RecordStatus;
};

/** A business dictionary category (ZYLX, GSLX…) (字典类别); REST tbDictCategory */
export type DictCategory = {
  __typename?: 'DictCategory';
  /** 类别编码 (required; at most 50 characters; unique) */
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** 类别名称 (required; at most 100 characters) */
  name: Scalars['String']['output'];
};

/** Search of dicts (业务字典) */
export type DictFilter = {
  categoryCode?: InputMaybe<Scalars['String']['input']>;
  dictCode?: InputMaybe<Scalars['String']['input']>;
  dictName?: InputMaybe<Scalars['String']['input']>;
  /** Matches the picker fields */
  keyword?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<RecordStatus>;
};

/** A page of dicts */
export type DictPage = {
  __typename?: 'DictPage';
  items: Array<Dict>;
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A short-lived signed link (60 s) the browser opens on this origin to download a file. */
export type DownloadLink = {
  __typename?: 'DownloadLink';
  expiresAt: Scalars['DateTime']['output'];
  url: Scalars['String']['output'];
};

/** One parameter of a download (orderCode, ids…), sent as the REST call's field. */
export type DownloadParam = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

/** The rate of a currency to CNY over a date range (汇率); REST tbExchangeRate */
export type ExchangeRate = {
  __typename?: 'ExchangeRate';
  /** 结束日期 (required) */
  endDate: Scalars['Date']['output'];
  /** 折算币种 (dictionary FYBZ) */
  exchangeCurrency?: Maybe<CodeName>;
  /** 汇率 (required) */
  exchangeRate: Scalars['Decimal']['output'];
  id: Scalars['ID']['output'];
  /** The organisation the record belongs to */
  orgId: Scalars['ID']['output'];
  /** 原币种 (required; dictionary FYBZ) */
  originalCurrency: CodeName;
  /** 开始日期 (required) */
  startDate: Scalars['Date']['output'];
  /** 状态 */
  status: RecordStatus;
};

/** Search of exchangeRates (汇率) */
export type ExchangeRateFilter = {
  exchangeCurrency?: InputMaybe<Scalars['String']['input']>;
  /** Matches the picker fields */
  keyword?: InputMaybe<Scalars['String']['input']>;
  originalCurrency?: InputMaybe<Scalars['String']['input']>;
  startDateBegin?: InputMaybe<Scalars['Date']['input']>;
  startDateEnd?: InputMaybe<Scalars['Date']['input']>;
  status?: InputMaybe<RecordStatus>;
};

/** A page of exchangeRates */
export type ExchangeRatePage = {
  __typename?: 'ExchangeRatePage';
  items: Array<ExchangeRate>;
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** The agreed price of a fee type from a supplier, kept in cents (费用价格); REST tbBaseFee */
export type FeePrice = {
  __typename?: 'FeePrice';
  /** 币种 (dictionary FYBZ) */
  currencyId?: Maybe<CodeName>;
  /** 金额 (required; kept in cents by the back end, shown in yuan) */
  fee: Scalars['Decimal']['output'];
  /** 费用名称 (at most 100 characters) */
  feeName?: Maybe<Scalars['String']['output']>;
  /** 费用类型: the record */
  feeType?: Maybe<FeeType>;
  /** 费用类型 (required; id of a FeeType) */
  feeTypeId: Scalars['ID']['output'];
  id: Scalars['ID']['output'];
  /** The organisation the record belongs to */
  orgId: Scalars['ID']['output'];
  /** 作业类型 (required; dictionary ZYLX) */
  shippingType: CodeName;
  /** 状态 */
  status: RecordStatus;
  /** 供应商: the record */
  supplier?: Maybe<Supplier>;
  /** 供应商 (id of a Supplier) */
  supplierId?: Maybe<Scalars['ID']['output']>;
};

/** Search of feePrices (费用价格) */
export type FeePriceFilter = {
  feeName?: InputMaybe<Scalars['String']['input']>;
  feeTypeId?: InputMaybe<Scalars['ID']['input']>;
  /** Matches the picker fields */
  keyword?: InputMaybe<Scalars['String']['input']>;
  shippingType?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<RecordStatus>;
  supplierId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of feePrices */
export type FeePricePage = {
  __typename?: 'FeePricePage';
  items: Array<FeePrice>;
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A kind of fee (ocean freight, customs declaration…) and its default currency (费用类型); REST tbFeeType */
export type FeeType = {
  __typename?: 'FeeType';
  /** 默认币种 (dictionary FYBZ) */
  currencyId?: Maybe<CodeName>;
  /** 费用编码 (required; at most 20 characters; pattern alnum ^[A-Za-z0-9]+$; unique) */
  feeCode: Scalars['String']['output'];
  /** 英文名称 (at most 100 characters) */
  feeEnglishName?: Maybe<Scalars['String']['output']>;
  /** 费用名称 (required; at most 50 characters; unique) */
  feeName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** 人民币计费 */
  isCny: Scalars['Boolean']['output'];
  /** 应付 */
  isPayable: Scalars['Boolean']['output'];
  /** 应收 */
  isReceivable: Scalars['Boolean']['output'];
  /** 美元计费 */
  isUsd: Scalars['Boolean']['output'];
  /** The organisation the record belongs to */
  orgId: Scalars['ID']['output'];
  /** 状态 */
  status: RecordStatus;
};

/** Search of feeTypes (费用类型) */
export type FeeTypeFilter = {
  feeCode?: InputMaybe<Scalars['String']['input']>;
  feeName?: InputMaybe<Scalars['String']['input']>;
  isPayable?: InputMaybe<Scalars['Boolean']['input']>;
  isReceivable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Matches the picker fields */
  keyword?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<RecordStatus>;
};

/** A page of feeTypes */
export type FeeTypePage = {
  __typename?: 'FeeTypePage';
  items: Array<FeeType>;
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** One changed field of an action-log entry; values as JSON text (null when absent). */
export type FieldChange = {
  __typename?: 'FieldChange';
  after?: Maybe<Scalars['String']['output']>;
  before?: Maybe<Scalars['String']['output']>;
  field: Scalars['String']['output'];
};

/** The document page's search (待办 文档): order attributes filter through the orders of each type. */
export type FileManageFilter = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  csrId?: InputMaybe<Scalars['ID']['input']>;
  fileName?: InputMaybe<Scalars['String']['input']>;
  nodeCode?: InputMaybe<Scalars['String']['input']>;
  operationUnitsId?: InputMaybe<Scalars['ID']['input']>;
  orderCode?: InputMaybe<Scalars['String']['input']>;
  salesId?: InputMaybe<Scalars['ID']['input']>;
  shippingType?: InputMaybe<Scalars['String']['input']>;
};

/** The flight or sailing schedule and cabinet prices of a route (航班航次); REST tbRouteFlight */
export type FlightVoyage = {
  __typename?: 'FlightVoyage';
  /** 结束日期 (required) */
  endDate: Scalars['Date']['output'];
  /** 航班舱位一价格 */
  flightCabinetAmount1?: Maybe<Scalars['Decimal']['output']>;
  /** 航班舱位二价格 */
  flightCabinetAmount2?: Maybe<Scalars['Decimal']['output']>;
  /** 航班舱位三价格 */
  flightCabinetAmount3?: Maybe<Scalars['Decimal']['output']>;
  /** 航班日 (at most 20 characters; pattern weekdays ^[1-7](,[1-7])*$) */
  flightPeriod?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** 按航班 */
  isFlightPeriod: Scalars['Boolean']['output'];
  /** 按船期 */
  isShipPeriod: Scalars['Boolean']['output'];
  /** The organisation the record belongs to */
  orgId: Scalars['ID']['output'];
  /** 航线: the record */
  route?: Maybe<Route>;
  /** 航线 (required; id of a Route) */
  routeId: Scalars['ID']['output'];
  /** 20GP价格 */
  shipCabinetAmount1?: Maybe<Scalars['Decimal']['output']>;
  /** 40GP价格 */
  shipCabinetAmount2?: Maybe<Scalars['Decimal']['output']>;
  /** 40HQ价格 */
  shipCabinetAmount3?: Maybe<Scalars['Decimal']['output']>;
  /** 船期 (at most 20 characters; pattern weekdays ^[1-7](,[1-7])*$) */
  shipPeriod?: Maybe<Scalars['String']['output']>;
  /** 开始日期 (required) */
  startDate: Scalars['Date']['output'];
  /** 状态 */
  status: RecordStatus;
};

/** Search of flightVoyages (航班航次) */
export type FlightVoyageFilter = {
  /** Matches the picker fields */
  keyword?: InputMaybe<Scalars['String']['input']>;
  routeId?: InputMaybe<Scalars['ID']['input']>;
  startDateBegin?: InputMaybe<Scalars['Date']['input']>;
  startDateEnd?: InputMaybe<Scalars['Date']['input']>;
  status?: InputMaybe<RecordStatus>;
};

/** A page of flightVoyages */
export type FlightVoyagePage = {
  __typename?: 'FlightVoyagePage';
  items: Array<FlightVoyage>;
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** The group a company's organisations and users belong to. */
export type Group = {
  __typename?: 'Group';
  active: Scalars['Boolean']['output'];
  /** Licence limit of valid (active, not expired) users; null: unlimited. */
  authorizedAccountsNumber?: Maybe<Scalars['Int']['output']>;
  groupName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** A customs commodity code (HS code) with tax rates and declaration elements (HS编码); REST tbGoods */
export type HsCode = {
  __typename?: 'HsCode';
  /** 检验检疫编码 (at most 3 characters; pattern digits ^\d*$) */
  ciqCode?: Maybe<Scalars['String']['output']>;
  /** 消费税率（%） */
  consumptionTaxRate?: Maybe<Scalars['Decimal']['output']>;
  /** 海关监管条件 (at most 20 characters) */
  customsSupervisionConditions?: Maybe<Scalars['String']['output']>;
  /** 申报要素 (at most 1000 characters) */
  declarationElement?: Maybe<Scalars['String']['output']>;
  /** 出口退税率（%） */
  exportRebateRate?: Maybe<Scalars['Decimal']['output']>;
  /** 出口关税率（%） */
  exportTariffRate?: Maybe<Scalars['Decimal']['output']>;
  /** 中文描述 (at most 1000 characters) */
  goodsDescription?: Maybe<Scalars['String']['output']>;
  /** 英文描述 (at most 1000 characters) */
  goodsEnglishDescription?: Maybe<Scalars['String']['output']>;
  /** 商品名称 (required; at most 200 characters) */
  goodsName: Scalars['String']['output'];
  /** 商品编码 (required; at most 10 characters; pattern digits ^\d*$; unique) */
  goodsNo: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** 最惠国进口税率（%） */
  importTaxRate?: Maybe<Scalars['Decimal']['output']>;
  /** 检验检疫类别 (at most 20 characters) */
  inspectionAndQuarantineCategory?: Maybe<Scalars['String']['output']>;
  /** 标签内容 (at most 1000 characters) */
  labelContent?: Maybe<Scalars['String']['output']>;
  /** 第一法定单位 (at most 20 characters) */
  legalUnit1?: Maybe<Scalars['String']['output']>;
  /** 第二法定单位 (at most 20 characters) */
  legalUnit2?: Maybe<Scalars['String']['output']>;
  /** 普通进口税率（%） */
  ordinaryTaxRate?: Maybe<Scalars['Decimal']['output']>;
  /** 暂定进口税率（%） */
  provisionalTaxRate?: Maybe<Scalars['Decimal']['output']>;
  /** 增值税率（%） */
  vatRate?: Maybe<Scalars['Decimal']['output']>;
};

/** Search of hsCodes (HS编码) */
export type HsCodeFilter = {
  goodsName?: InputMaybe<Scalars['String']['input']>;
  goodsNo?: InputMaybe<Scalars['String']['input']>;
  /** Matches the picker fields */
  keyword?: InputMaybe<Scalars['String']['input']>;
};

/** A page of hsCodes */
export type HsCodePage = {
  __typename?: 'HsCodePage';
  items: Array<HsCode>;
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type LoginInput = {
  captcha: Scalars['String']['input'];
  checkKey: Scalars['String']['input'];
  mobile: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type LoginPayload = {
  __typename?: 'LoginPayload';
  /** Bearer token for the Authorization header. */
  token: Scalars['String']['output'];
};

/** The signed-in user and their session. */
export type Me = {
  __typename?: 'Me';
  /** The organisation of this session; null until one is chosen. */
  currentOrganisation?: Maybe<Organisation>;
  logoPath?: Maybe<Scalars['String']['output']>;
  /** The menu tree the user's roles allow. */
  menu: Array<MenuItem>;
  organisations: Array<UserOrganisation>;
  user: User;
};

export type MenuItem = {
  __typename?: 'MenuItem';
  children: Array<MenuItem>;
  hideInBreadcrumb: Scalars['Boolean']['output'];
  hideInMenu: Scalars['Boolean']['output'];
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  keepAlive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  parentId?: Maybe<Scalars['ID']['output']>;
  sortId: Scalars['Int']['output'];
  type: MenuType;
  url?: Maybe<Scalars['String']['output']>;
};

/** A node of the menu tree editor. */
export type MenuNode = {
  __typename?: 'MenuNode';
  /** Button action key(s) from the BUTTON dictionary, comma-separated. */
  actionKey?: Maybe<Scalars['String']['output']>;
  children: Array<MenuNode>;
  hideInBreadcrumb: Scalars['Boolean']['output'];
  hideInMenu: Scalars['Boolean']['output'];
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  keepAlive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  parentId?: Maybe<Scalars['ID']['output']>;
  /** The route of a page. */
  path?: Maybe<Scalars['String']['output']>;
  sortId: Scalars['Int']['output'];
  type: MenuType;
};

export type MenuNodeInput = {
  /** Required for a button: key(s) of the BUTTON dictionary. */
  actionKey?: InputMaybe<Scalars['String']['input']>;
  hideInBreadcrumb?: InputMaybe<Scalars['Boolean']['input']>;
  hideInMenu?: InputMaybe<Scalars['Boolean']['input']>;
  icon?: InputMaybe<Scalars['String']['input']>;
  /** Absent: a new node. */
  id?: InputMaybe<Scalars['ID']['input']>;
  keepAlive?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /** Required for a page; starts with /. */
  path?: InputMaybe<Scalars['String']['input']>;
  sortId?: InputMaybe<Scalars['Int']['input']>;
  type: MenuType;
};

export type MenuType =
  /** A button / action key (type '2'). */
  | 'BUTTON'
  /** A group of entries (type '0'). */
  | 'GROUP'
  /** A page (type '1'). */
  | 'PAGE';

export type Mutation = {
  __typename?: 'Mutation';
  changePassword: Scalars['Boolean']['output'];
  /** 新增地址 */
  createAddress: Address;
  /** 新增客户 */
  createClient: Client;
  /** 新增业务字典 */
  createDict: Dict;
  /** 新增汇率 */
  createExchangeRate: ExchangeRate;
  /** 新增费用价格 */
  createFeePrice: FeePrice;
  /** 新增费用类型 */
  createFeeType: FeeType;
  /** 新增航班航次 */
  createFlightVoyage: FlightVoyage;
  /** 新增HS编码 */
  createHsCode: HsCode;
  createOrganisation: OrganisationNode;
  createRole: Role;
  /** 新增航线 */
  createRoute: Route;
  /** 新增供应商 */
  createSupplier: Supplier;
  /** 新增运输地址 */
  createTransportAddress: TransportAddress;
  createUser: User;
  /** 新增作业节点 */
  createWorkflowNode: WorkflowNode;
  /** 删除地址; refused while other records reference it */
  deleteAddress: Scalars['Boolean']['output'];
  /** 删除客户; refused while other records reference it */
  deleteClient: Scalars['Boolean']['output'];
  /** 删除业务字典; refused while other records reference it */
  deleteDict: Scalars['Boolean']['output'];
  /** 删除汇率; refused while other records reference it */
  deleteExchangeRate: Scalars['Boolean']['output'];
  /** 删除费用价格; refused while other records reference it */
  deleteFeePrice: Scalars['Boolean']['output'];
  /** 删除费用类型; refused while other records reference it */
  deleteFeeType: Scalars['Boolean']['output'];
  /** 删除航班航次; refused while other records reference it */
  deleteFlightVoyage: Scalars['Boolean']['output'];
  /** 删除HS编码; refused while other records reference it */
  deleteHsCode: Scalars['Boolean']['output'];
  /** Refused while the node has children. */
  deleteMenuNode: Scalars['Boolean']['output'];
  /** Refused while the organisation has sub-organisations, users or records. */
  deleteOrganisation: Scalars['Boolean']['output'];
  /** Refused while the role is assigned to a user. */
  deleteRole: Scalars['Boolean']['output'];
  /** 删除航线; refused while other records reference it */
  deleteRoute: Scalars['Boolean']['output'];
  /** 删除供应商; refused while other records reference it */
  deleteSupplier: Scalars['Boolean']['output'];
  /** 删除运输地址; refused while other records reference it */
  deleteTransportAddress: Scalars['Boolean']['output'];
  deleteUser: Scalars['Boolean']['output'];
  /**
   * A signed link to a document or file download: `path` is a download of the REST contract
   * (tbFileManage/listAllDownLoad, tbSeaTransportExport/downloadAr…), `params` its fields.
   * Answers NOT_FOUND with 暂无数据 when there is nothing to download.
   */
  downloadLink: DownloadLink;
  /** A zip of files (by ids, or all matching the filter) as a signed link. */
  filesZipLink: DownloadLink;
  /** Signs in; ends any other live session of the account. */
  login: LoginPayload;
  /** Ends the current session. */
  logout: Scalars['Boolean']['output'];
  /** Always true; root placeholder so modules can extend Mutation. */
  noop: Scalars['Boolean']['output'];
  /** Saves the signed-in user's columns for a page (tbSysUser/saveDynamicColumns). */
  saveDynamicColumns: Scalars['Boolean']['output'];
  /** Creates (without id) or updates a menu node. */
  saveMenuNode: MenuNode;
  /** 启用/停用地址 */
  setAddressStatus: Address;
  /** 启用/停用客户 */
  setClientStatus: Client;
  /** 启用/停用业务字典 */
  setDictStatus: Dict;
  /** 启用/停用汇率 */
  setExchangeRateStatus: ExchangeRate;
  /** 启用/停用航班航次 */
  setFlightVoyageStatus: FlightVoyage;
  setOrganisationActive: OrganisationNode;
  setRoleActive: Role;
  /** Replaces the role's menus in one step. */
  setRoleMenus: Role;
  /** 启用/停用航线 */
  setRouteStatus: Route;
  /** 启用/停用供应商 */
  setSupplierStatus: Supplier;
  /** 启用/停用运输地址 */
  setTransportAddressStatus: TransportAddress;
  /** Disabling ends the user's live sessions. */
  setUserActive: User;
  /** Makes orgId the default organisation and answers a new token for it; the old token stops working. */
  switchOrganisation: LoginPayload;
  /** 修改地址 */
  updateAddress: Address;
  /** 修改客户 */
  updateClient: Client;
  /** 修改业务字典 */
  updateDict: Dict;
  /** 修改汇率 */
  updateExchangeRate: ExchangeRate;
  /** 修改费用价格 */
  updateFeePrice: FeePrice;
  /** 修改费用类型 */
  updateFeeType: FeeType;
  /** 修改航班航次 */
  updateFlightVoyage: FlightVoyage;
  /** 修改HS编码 */
  updateHsCode: HsCode;
  /** Ticks and orders the columns of one node (tbColumn/updateNodeColumn); answers the shipping type's columns. */
  updateNodeColumns: Array<NodeColumnConfig>;
  updateOrganisation: OrganisationNode;
  updateRole: Role;
  /** 修改航线 */
  updateRoute: Route;
  /** 修改供应商 */
  updateSupplier: Supplier;
  /** 修改运输地址 */
  updateTransportAddress: TransportAddress;
  updateUser: User;
  /** 修改作业节点 */
  updateWorkflowNode: WorkflowNode;
  /** A grant to upload one file, tagged with the order, node and company it belongs to. */
  uploadGrant: UploadGrant;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationCreateAddressArgs = {
  input: CreateAddressInput;
};


export type MutationCreateClientArgs = {
  input: CreateClientInput;
};


export type MutationCreateDictArgs = {
  input: CreateDictInput;
};


export type MutationCreateExchangeRateArgs = {
  input: CreateExchangeRateInput;
};


export type MutationCreateFeePriceArgs = {
  input: CreateFeePriceInput;
};


export type MutationCreateFeeTypeArgs = {
  input: CreateFeeTypeInput;
};


export type MutationCreateFlightVoyageArgs = {
  input: CreateFlightVoyageInput;
};


export type MutationCreateHsCodeArgs = {
  input: CreateHsCodeInput;
};


export type MutationCreateOrganisationArgs = {
  input: OrganisationInput;
};


export type MutationCreateRoleArgs = {
  input: RoleInput;
};


export type MutationCreateRouteArgs = {
  input: CreateRouteInput;
};


export type MutationCreateSupplierArgs = {
  input: CreateSupplierInput;
};


export type MutationCreateTransportAddressArgs = {
  input: CreateTransportAddressInput;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationCreateWorkflowNodeArgs = {
  input: CreateWorkflowNodeInput;
};


export type MutationDeleteAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteClientArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteDictArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteExchangeRateArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFeePriceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFeeTypeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFlightVoyageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteHsCodeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteMenuNodeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteOrganisationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteRoleArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteRouteArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSupplierArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTransportAddressArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDownloadLinkArgs = {
  params?: InputMaybe<Array<DownloadParam>>;
  path: Scalars['String']['input'];
};


export type MutationFilesZipLinkArgs = {
  filter?: InputMaybe<FileManageFilter>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationSaveDynamicColumnsArgs = {
  columns: Array<Scalars['String']['input']>;
  pageKey: Scalars['String']['input'];
};


export type MutationSaveMenuNodeArgs = {
  input: MenuNodeInput;
};


export type MutationSetAddressStatusArgs = {
  id: Scalars['ID']['input'];
  status: RecordStatus;
};


export type MutationSetClientStatusArgs = {
  id: Scalars['ID']['input'];
  status: RecordStatus;
};


export type MutationSetDictStatusArgs = {
  id: Scalars['ID']['input'];
  status: RecordStatus;
};


export type MutationSetExchangeRateStatusArgs = {
  id: Scalars['ID']['input'];
  status: RecordStatus;
};


export type MutationSetFlightVoyageStatusArgs = {
  id: Scalars['ID']['input'];
  status: RecordStatus;
};


export type MutationSetOrganisationActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetRoleActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetRoleMenusArgs = {
  menuIds: Array<Scalars['ID']['input']>;
  roleId: Scalars['ID']['input'];
};


export type MutationSetRouteStatusArgs = {
  id: Scalars['ID']['input'];
  status: RecordStatus;
};


export type MutationSetSupplierStatusArgs = {
  id: Scalars['ID']['input'];
  status: RecordStatus;
};


export type MutationSetTransportAddressStatusArgs = {
  id: Scalars['ID']['input'];
  status: RecordStatus;
};


export type MutationSetUserActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSwitchOrganisationArgs = {
  orgId: Scalars['ID']['input'];
};


export type MutationUpdateAddressArgs = {
  id: Scalars['ID']['input'];
  input: UpdateAddressInput;
};


export type MutationUpdateClientArgs = {
  id: Scalars['ID']['input'];
  input: UpdateClientInput;
};


export type MutationUpdateDictArgs = {
  id: Scalars['ID']['input'];
  input: UpdateDictInput;
};


export type MutationUpdateExchangeRateArgs = {
  id: Scalars['ID']['input'];
  input: UpdateExchangeRateInput;
};


export type MutationUpdateFeePriceArgs = {
  id: Scalars['ID']['input'];
  input: UpdateFeePriceInput;
};


export type MutationUpdateFeeTypeArgs = {
  id: Scalars['ID']['input'];
  input: UpdateFeeTypeInput;
};


export type MutationUpdateFlightVoyageArgs = {
  id: Scalars['ID']['input'];
  input: UpdateFlightVoyageInput;
};


export type MutationUpdateHsCodeArgs = {
  id: Scalars['ID']['input'];
  input: UpdateHsCodeInput;
};


export type MutationUpdateNodeColumnsArgs = {
  input: UpdateNodeColumnsInput;
};


export type MutationUpdateOrganisationArgs = {
  id: Scalars['ID']['input'];
  input: OrganisationInput;
};


export type MutationUpdateRoleArgs = {
  id: Scalars['ID']['input'];
  input: RoleInput;
};


export type MutationUpdateRouteArgs = {
  id: Scalars['ID']['input'];
  input: UpdateRouteInput;
};


export type MutationUpdateSupplierArgs = {
  id: Scalars['ID']['input'];
  input: UpdateSupplierInput;
};


export type MutationUpdateTransportAddressArgs = {
  id: Scalars['ID']['input'];
  input: UpdateTransportAddressInput;
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};


export type MutationUpdateWorkflowNodeArgs = {
  id: Scalars['ID']['input'];
  input: UpdateWorkflowNodeInput;
};


export type MutationUploadGrantArgs = {
  area: UploadArea;
  attachmentType?: InputMaybe<Scalars['String']['input']>;
  companyId?: InputMaybe<Scalars['String']['input']>;
  nodeCode?: InputMaybe<Scalars['String']['input']>;
  orderCode?: InputMaybe<Scalars['String']['input']>;
  shippingType?: InputMaybe<Scalars['String']['input']>;
};

/** A workflow node the signed-in user may operate (tbShippingTypeNodeUserMapping/getNodeCodeByUser). */
export type MyWorkflowNode = {
  __typename?: 'MyWorkflowNode';
  nodeCode: Scalars['String']['output'];
  nodeName: Scalars['String']['output'];
  sortId: Scalars['Int']['output'];
};

/** The columns of one workflow node. */
export type NodeColumnConfig = {
  __typename?: 'NodeColumnConfig';
  columns: Array<ColumnConfig>;
  nodeCode: Scalars['String']['output'];
  nodeName: Scalars['String']['output'];
};

export type Organisation = {
  __typename?: 'Organisation';
  id: Scalars['ID']['output'];
  logoPath?: Maybe<Scalars['String']['output']>;
  orgName: Scalars['String']['output'];
  parentId?: Maybe<Scalars['ID']['output']>;
};

export type OrganisationFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Matches keep their ancestors, so the tree still reads from the top. */
  orgName?: InputMaybe<Scalars['String']['input']>;
};

export type OrganisationInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  canUpdate?: InputMaybe<Scalars['Boolean']['input']>;
  orgName: Scalars['String']['input'];
  parentId?: InputMaybe<Scalars['ID']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
  sortId?: InputMaybe<Scalars['Int']['input']>;
};

/** A node of the organisation tree editor. */
export type OrganisationNode = {
  __typename?: 'OrganisationNode';
  active: Scalars['Boolean']['output'];
  /** False: the organisation is locked against edits, status changes and deletion. */
  canUpdate: Scalars['Boolean']['output'];
  children: Array<OrganisationNode>;
  id: Scalars['ID']['output'];
  orgName: Scalars['String']['output'];
  parentId?: Maybe<Scalars['ID']['output']>;
  remark?: Maybe<Scalars['String']['output']>;
  sortId: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The current organisation's log, newest first. */
  actionLog: ActionLogPage;
  /** 地址: one record, null when not found */
  address?: Maybe<Address>;
  /** 地址: picker list across the organisations of the group */
  addressGroupOptions: Array<Address>;
  /** 地址列表: a page (pageSize at most 500) */
  addresses: AddressPage;
  /** 机场: picker list of the organisation (active records) */
  airportOptions: Array<Airport>;
  /** Every role of the group (active only when asked). */
  allRoles: Array<Role>;
  /** A new image verification code. checkKey defaults to a fresh timestamp key. */
  captcha: Captcha;
  /** First sign-in step: is the mobile number known, and is it signed in elsewhere? */
  checkLogin: CheckLoginResult;
  /** 省市: picker list of the organisation (active records) */
  cityOptions: Array<City>;
  /** 客户: one record, null when not found */
  client?: Maybe<Client>;
  /** 客户: picker list across the organisations of the group */
  clientGroupOptions: Array<Client>;
  /** 客户: picker list of the organisation (active records) */
  clientOptions: Array<Client>;
  /** 客户列表: a page (pageSize at most 500) */
  clients: ClientPage;
  /** The order-list columns per node of a shipping type (tbColumn/listAllColumn). */
  columnConfig: Array<NodeColumnConfig>;
  /** 国家地区: picker list of the organisation (active records) */
  countryOptions: Array<Country>;
  /** The exchange rate to exchangeCurrency (default CNY) in force on date (default today); null when none. */
  currentExchangeRate?: Maybe<CurrentExchangeRate>;
  /** 业务字典: one record, null when not found */
  dict?: Maybe<Dict>;
  /** 字典类别: one record, null when not found */
  dictCategory?: Maybe<DictCategory>;
  /** 字典类别: picker list of the organisation (active records) */
  dictCategoryOptions: Array<DictCategory>;
  /** The entries of a dictionary category (tbDict/getDictByTypeId). */
  dictionary: Array<Dict>;
  /** 业务字典列表: a page (pageSize at most 500) */
  dicts: DictPage;
  /** The signed-in user's own choice of columns for a page (tbSysUser/findDynamicColumns). */
  dynamicColumns: Array<Scalars['String']['output']>;
  /** 汇率: one record, null when not found */
  exchangeRate?: Maybe<ExchangeRate>;
  /** 汇率列表: a page (pageSize at most 500) */
  exchangeRates: ExchangeRatePage;
  /** 费用价格: one record, null when not found */
  feePrice?: Maybe<FeePrice>;
  /** 费用价格: picker list of the organisation (active records) */
  feePriceOptions: Array<FeePrice>;
  /** 费用价格列表: a page (pageSize at most 500) */
  feePrices: FeePricePage;
  /** 费用类型: one record, null when not found */
  feeType?: Maybe<FeeType>;
  /** 费用类型: picker list of the organisation (active records) */
  feeTypeOptions: Array<FeeType>;
  /** 费用类型列表: a page (pageSize at most 500) */
  feeTypes: FeeTypePage;
  fileManagePage: StoredFilePage;
  /** Files of an order (optionally one node) or of a company, newest first. */
  files: Array<StoredFile>;
  /** 航班航次: one record, null when not found */
  flightVoyage?: Maybe<FlightVoyage>;
  /** 航班航次列表: a page (pageSize at most 500) */
  flightVoyages: FlightVoyagePage;
  /** Active users of the whole group (pickers). */
  groupUsers: Array<User>;
  groups: Array<Group>;
  hasFile: Scalars['Boolean']['output'];
  /** HS编码: one record, null when not found */
  hsCode?: Maybe<HsCode>;
  /** HS codes whose number or name matches (tbGoods/findSelectValue). */
  hsCodeSearch: Array<HsCode>;
  /** HS编码列表: a page (pageSize at most 500) */
  hsCodes: HsCodePage;
  me: Me;
  menuNode?: Maybe<MenuNode>;
  /** The whole menu tree, for the menu editor and the role menu editor. */
  menuTree: Array<MenuNode>;
  /** The workflow nodes of a shipping type the signed-in user may operate. */
  myWorkflowNodes: Array<MyWorkflowNode>;
  /** The number a new user will get (the add page shows it). */
  nextUserNumber: Scalars['String']['output'];
  organisationNode?: Maybe<OrganisationNode>;
  organisationTree: Array<OrganisationNode>;
  /** Active users of the current organisation (pickers). */
  organisationUsers: Array<User>;
  /** Always true; lets tools check that the schema answers. */
  ping: Scalars['Boolean']['output'];
  /** A signed address of a private file, valid 5 minutes (a public file's stable address). */
  privateFileUrl: Scalars['String']['output'];
  role?: Maybe<Role>;
  roles: RolePage;
  /** 航线: one record, null when not found */
  route?: Maybe<Route>;
  /** 航线: picker list across the organisations of the group */
  routeGroupOptions: Array<Route>;
  /** 航线: picker list of the organisation (active records) */
  routeOptions: Array<Route>;
  /** 航线列表: a page (pageSize at most 500) */
  routes: RoutePage;
  /** 港口: picker list of the organisation (active records) */
  seaportOptions: Array<Seaport>;
  /** Clients and suppliers to settle fee lines with (tbCustomer/listSupplierAll). */
  settlementUnits: Array<SettlementUnit>;
  /** 供应商: one record, null when not found */
  supplier?: Maybe<Supplier>;
  /** 供应商: picker list of the organisation (active records) */
  supplierOptions: Array<Supplier>;
  /** 供应商列表: a page (pageSize at most 500) */
  suppliers: SupplierPage;
  /** 运输地址: one record, null when not found */
  transportAddress?: Maybe<TransportAddress>;
  /** 运输地址: picker list of the organisation (active records) */
  transportAddressOptions: Array<TransportAddress>;
  /** 运输地址列表: a page (pageSize at most 500) */
  transportAddresses: TransportAddressPage;
  user?: Maybe<User>;
  userAccounts: UserAccounts;
  /** The menu a user's roles grant (everything for an administrator). */
  userMenu: Array<MenuNode>;
  users: UserPage;
  /** Active users of the current organisation holding an active role of that name (销售, 客服…). */
  usersWithRole: Array<User>;
  /** True when no other 地址 of the organisation has these values (该地址已存在); id: the record being edited */
  validateAddress: Scalars['Boolean']['output'];
  /** True when no other 客户 of the organisation has these values (客户名称已存在); id: the record being edited */
  validateClient: Scalars['Boolean']['output'];
  /** True when no other 供应商 of the organisation has these values (供应商名称已存在); id: the record being edited */
  validateSupplier: Scalars['Boolean']['output'];
  /** True when no other 运输地址 of the organisation has these values (该运输地址已存在); id: the record being edited */
  validateTransportAddress: Scalars['Boolean']['output'];
  /** 作业节点: one record, null when not found */
  workflowNode?: Maybe<WorkflowNode>;
  /** 作业节点列表: a page (pageSize at most 500) */
  workflowNodes: WorkflowNodePage;
};


export type QueryActionLogArgs = {
  filter?: InputMaybe<ActionLogFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAddressArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAddressGroupOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAddressesArgs = {
  filter?: InputMaybe<AddressFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAirportOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryAllRolesArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryCaptchaArgs = {
  checkKey?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCheckLoginArgs = {
  mobile: Scalars['String']['input'];
};


export type QueryCityOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryClientArgs = {
  id: Scalars['ID']['input'];
};


export type QueryClientGroupOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryClientOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryClientsArgs = {
  filter?: InputMaybe<ClientFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryColumnConfigArgs = {
  shippingType: Scalars['String']['input'];
};


export type QueryCountryOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCurrentExchangeRateArgs = {
  date?: InputMaybe<Scalars['Date']['input']>;
  exchangeCurrency?: InputMaybe<Scalars['String']['input']>;
  originalCurrency: Scalars['String']['input'];
};


export type QueryDictArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDictCategoryArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDictCategoryOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDictionaryArgs = {
  activeOnly?: InputMaybe<Scalars['Boolean']['input']>;
  category: Scalars['String']['input'];
};


export type QueryDictsArgs = {
  filter?: InputMaybe<DictFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDynamicColumnsArgs = {
  pageKey: Scalars['String']['input'];
};


export type QueryExchangeRateArgs = {
  id: Scalars['ID']['input'];
};


export type QueryExchangeRatesArgs = {
  filter?: InputMaybe<ExchangeRateFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFeePriceArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFeePriceOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFeePricesArgs = {
  filter?: InputMaybe<FeePriceFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFeeTypeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFeeTypeOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFeeTypesArgs = {
  filter?: InputMaybe<FeeTypeFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFileManagePageArgs = {
  filter?: InputMaybe<FileManageFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryFilesArgs = {
  companyId?: InputMaybe<Scalars['String']['input']>;
  nodeCode?: InputMaybe<Scalars['String']['input']>;
  orderCode?: InputMaybe<Scalars['String']['input']>;
};


export type QueryFlightVoyageArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFlightVoyagesArgs = {
  filter?: InputMaybe<FlightVoyageFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHasFileArgs = {
  nodeCode?: InputMaybe<Scalars['String']['input']>;
  orderCode: Scalars['String']['input'];
};


export type QueryHsCodeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryHsCodeSearchArgs = {
  keyword: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryHsCodesArgs = {
  filter?: InputMaybe<HsCodeFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMenuNodeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMyWorkflowNodesArgs = {
  shippingType: Scalars['String']['input'];
};


export type QueryOrganisationNodeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrganisationTreeArgs = {
  filter?: InputMaybe<OrganisationFilter>;
};


export type QueryPrivateFileUrlArgs = {
  path: Scalars['String']['input'];
};


export type QueryRoleArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRolesArgs = {
  filter?: InputMaybe<RoleFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRouteArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRouteGroupOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRouteOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryRoutesArgs = {
  filter?: InputMaybe<RouteFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySeaportOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySettlementUnitsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySupplierArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySupplierOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySuppliersArgs = {
  filter?: InputMaybe<SupplierFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTransportAddressArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTransportAddressOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTransportAddressesArgs = {
  filter?: InputMaybe<TransportAddressFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryUserMenuArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  filter?: InputMaybe<UserFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUsersWithRoleArgs = {
  roleName: Scalars['String']['input'];
};


export type QueryValidateAddressArgs = {
  addressDetail?: InputMaybe<Scalars['String']['input']>;
  addressType?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  shippingType?: InputMaybe<Scalars['String']['input']>;
};


export type QueryValidateClientArgs = {
  customerName?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryValidateSupplierArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  supplierName?: InputMaybe<Scalars['String']['input']>;
};


export type QueryValidateTransportAddressArgs = {
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  district?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  province?: InputMaybe<Scalars['String']['input']>;
};


export type QueryWorkflowNodeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWorkflowNodesArgs = {
  filter?: InputMaybe<WorkflowNodeFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Active (Y) or inactive (N), as the lists' status toggles show it. */
export type RecordStatus =
  | 'ACTIVE'
  | 'INACTIVE';

export type Role = {
  __typename?: 'Role';
  active: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The granted menus as a tree (their groups included). */
  menu: Array<MenuNode>;
  /** The menu ids the role grants (the ticked boxes of the role's menu editor). */
  menuIds: Array<Scalars['ID']['output']>;
  /** Set when the role applies in one organisation only. */
  organisation?: Maybe<Organisation>;
  remark?: Maybe<Scalars['String']['output']>;
  roleName: Scalars['String']['output'];
};

export type RoleFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  roleName?: InputMaybe<Scalars['String']['input']>;
};

export type RoleInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only in this organisation; absent: in every organisation of the group. */
  organisationId?: InputMaybe<Scalars['ID']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
  roleName: Scalars['String']['input'];
};

export type RolePage = {
  __typename?: 'RolePage';
  items: Array<Role>;
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A shipping route or airline between ports (航线); REST tbRoute */
export type Route = {
  __typename?: 'Route';
  /** 国家 (at most 50 characters) */
  country?: Maybe<Scalars['String']['output']>;
  /** 起运港 (required; at most 50 characters) */
  departurePort: Scalars['String']['output'];
  /** 目的港 (required; at most 50 characters) */
  destinationPort: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The organisation the record belongs to */
  orgId: Scalars['ID']['output'];
  /** 航线名称 (required; at most 100 characters; unique) */
  routeName: Scalars['String']['output'];
  /** 作业类型 (required; dictionary ZYLX) */
  shippingType: CodeName;
  /** 状态 */
  status: RecordStatus;
  /** 中转港 (at most 50 characters) */
  transitPort?: Maybe<Scalars['String']['output']>;
};

/** Search of routes (航线) */
export type RouteFilter = {
  country?: InputMaybe<Scalars['String']['input']>;
  /** Matches the picker fields */
  keyword?: InputMaybe<Scalars['String']['input']>;
  routeName?: InputMaybe<Scalars['String']['input']>;
  shippingType?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<RecordStatus>;
};

/** A page of routes */
export type RoutePage = {
  __typename?: 'RoutePage';
  items: Array<Route>;
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A seaport by UN/LOCODE (港口); REST tbParamPort */
export type Seaport = {
  __typename?: 'Seaport';
  /** UN/LOCODE (required; at most 5 characters; unique) */
  code: Scalars['String']['output'];
  /** 国家 (at most 100 characters) */
  countryCn?: Maybe<Scalars['String']['output']>;
  /** 国家代码 (at most 2 characters) */
  countryCode?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** 中文名称 (required; at most 100 characters) */
  nameCn: Scalars['String']['output'];
  /** 英文名称 (required; at most 100 characters) */
  nameEn: Scalars['String']['output'];
};

/** Who a fee line is settled with: a client of the group or a supplier of the organisation. */
export type SettlementUnit = {
  __typename?: 'SettlementUnit';
  code?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: SettlementUnitKind;
  name: Scalars['String']['output'];
};

export type SettlementUnitKind =
  | 'CLIENT'
  | 'SUPPLIER';

/** A file attached to an order node (or a company). */
export type StoredFile = {
  __typename?: 'StoredFile';
  attachmentType?: Maybe<Scalars['String']['output']>;
  companyId?: Maybe<Scalars['String']['output']>;
  contentType: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  isPrivate: Scalars['Boolean']['output'];
  /** The name the user uploaded it under. */
  name: Scalars['String']['output'];
  nodeCode?: Maybe<Scalars['String']['output']>;
  orderCode?: Maybe<Scalars['String']['output']>;
  /** The key to ask privateFileUrl with. */
  path: Scalars['String']['output'];
  /** The stable address of a public file; null for a private one (ask privateFileUrl). */
  publicUrl?: Maybe<Scalars['String']['output']>;
  sha256: Scalars['String']['output'];
  shippingType?: Maybe<Scalars['String']['output']>;
  size: Scalars['Int']['output'];
  uploaderName: Scalars['String']['output'];
};

export type StoredFilePage = {
  __typename?: 'StoredFilePage';
  items: Array<StoredFile>;
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A supplier: booking agent, shipping company, customs broker, carrier… (供应商); REST tbSupplier */
export type Supplier = {
  __typename?: 'Supplier';
  /** 账期（天） */
  accountPeriod?: Maybe<Scalars['Int']['output']>;
  /** 地址 (at most 200 characters) */
  address?: Maybe<Scalars['String']['output']>;
  /** 简称 (at most 50 characters) */
  alias?: Maybe<Scalars['String']['output']>;
  /** 开户账号 (at most 40 characters; pattern digits ^\d*$) */
  bankAccount?: Maybe<Scalars['String']['output']>;
  /** 开户银行 (at most 100 characters) */
  bankName?: Maybe<Scalars['String']['output']>;
  /** 银行账户 (sub-list) */
  banks: Array<SupplierBank>;
  /** 商检编号 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  businessInspectionNum?: Maybe<Scalars['String']['output']>;
  /** 联系人 (sub-list) */
  contacts: Array<SupplierContact>;
  /** 海关编码 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  customsNum?: Maybe<Scalars['String']['output']>;
  /** 境内目的地 (at most 100 characters) */
  domesticDestination?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** 发票类型 (dictionary FPLX) */
  invoiceType?: Maybe<CodeName>;
  /** The organisation the record belongs to */
  orgId: Scalars['ID']['output'];
  /** 注册地址 (at most 200 characters) */
  registeredAddress?: Maybe<Scalars['String']['output']>;
  /** 注册电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  registeredTel?: Maybe<Scalars['String']['output']>;
  /** 销售 (id of a user) */
  salesId?: Maybe<Scalars['ID']['output']>;
  /** 销售: name */
  salesName?: Maybe<Scalars['String']['output']>;
  /** 状态 */
  status: RecordStatus;
  /** 供应商编码 (at most 20 characters; set by the server) */
  supplierCode?: Maybe<Scalars['String']['output']>;
  /** 供应商名称 (required; at most 100 characters; unique) */
  supplierName: Scalars['String']['output'];
  /** 税率（%） */
  taxRate?: Maybe<Scalars['Decimal']['output']>;
  /** 纳税人识别号 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  taxpayerIdentificationNumber?: Maybe<Scalars['String']['output']>;
  /** 供应商类型 (required; dictionary GSLX) */
  typeIdList: Array<CodeName>;
};

/** 银行账户 of a Supplier */
export type SupplierBank = {
  __typename?: 'SupplierBank';
  /** 银行账号 (required; at most 40 characters; pattern digits ^\d*$) */
  bankAccount: Scalars['String']['output'];
  /** 开户银行 (required; at most 100 characters) */
  bankName: Scalars['String']['output'];
  /** 币种 (dictionary FYBZ) */
  currencyCodeList: Array<CodeName>;
  id: Scalars['ID']['output'];
};

/** 银行账户 row */
export type SupplierBankInput = {
  /** 银行账号 (required; at most 40 characters; pattern digits ^\d*$) */
  bankAccount?: InputMaybe<Scalars['String']['input']>;
  /** 开户银行 (required; at most 100 characters) */
  bankName?: InputMaybe<Scalars['String']['input']>;
  /** 币种 (dictionary FYBZ) */
  currencyCodeList?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** 联系人 of a Supplier */
export type SupplierContact = {
  __typename?: 'SupplierContact';
  /** 联系人 (required; at most 50 characters) */
  contact: Scalars['String']['output'];
  /** 联系地址 (at most 200 characters) */
  contactAddress?: Maybe<Scalars['String']['output']>;
  /** 电子邮箱 (at most 100 characters; pattern email ^[^\s@]+@[^\s@]+\.[^\s@]+$) */
  contactEmail?: Maybe<Scalars['String']['output']>;
  /** 联系电话 (required; at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  contactTel: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** 联系人 row */
export type SupplierContactInput = {
  /** 联系人 (required; at most 50 characters) */
  contact?: InputMaybe<Scalars['String']['input']>;
  /** 联系地址 (at most 200 characters) */
  contactAddress?: InputMaybe<Scalars['String']['input']>;
  /** 电子邮箱 (at most 100 characters; pattern email ^[^\s@]+@[^\s@]+\.[^\s@]+$) */
  contactEmail?: InputMaybe<Scalars['String']['input']>;
  /** 联系电话 (required; at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  contactTel?: InputMaybe<Scalars['String']['input']>;
};

/** Search of suppliers (供应商) */
export type SupplierFilter = {
  /** Matches the picker fields */
  keyword?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<RecordStatus>;
  supplierName?: InputMaybe<Scalars['String']['input']>;
  typeIdList?: InputMaybe<Scalars['String']['input']>;
};

/** A page of suppliers */
export type SupplierPage = {
  __typename?: 'SupplierPage';
  items: Array<Supplier>;
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A pick-up or delivery address for trucking (运输地址); REST tbTransportation */
export type TransportAddress = {
  __typename?: 'TransportAddress';
  /** 详细地址 (required; at most 200 characters) */
  address: Scalars['String']['output'];
  /** 城市 (required; at most 50 characters) */
  city: Scalars['String']['output'];
  /** 联系人 (at most 50 characters) */
  contact?: Maybe<Scalars['String']['output']>;
  /** 联系人 (sub-list) */
  contactList: Array<TransportAddressContact>;
  /** 区县 (at most 50 characters) */
  district?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** 境外地址 */
  isAbroad: Scalars['Boolean']['output'];
  /** 起运地 */
  isDeparture: Scalars['Boolean']['output'];
  /** 目的地 */
  isDestination: Scalars['Boolean']['output'];
  /** The organisation the record belongs to */
  orgId: Scalars['ID']['output'];
  /** 联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  phone?: Maybe<Scalars['String']['output']>;
  /** 省份 (required; at most 50 characters) */
  province: Scalars['String']['output'];
  /** 状态 */
  status: RecordStatus;
  /** 邮编 (at most 10 characters; pattern digits ^\d*$) */
  zipCode?: Maybe<Scalars['String']['output']>;
};

/** 联系人 of a TransportAddress */
export type TransportAddressContact = {
  __typename?: 'TransportAddressContact';
  /** 联系人 (required; at most 50 characters) */
  contact: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** 联系电话 (required; at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  phone: Scalars['String']['output'];
};

/** 联系人 row */
export type TransportAddressContactInput = {
  /** 联系人 (required; at most 50 characters) */
  contact?: InputMaybe<Scalars['String']['input']>;
  /** 联系电话 (required; at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** Search of transportAddresses (运输地址) */
export type TransportAddressFilter = {
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  isDeparture?: InputMaybe<Scalars['Boolean']['input']>;
  isDestination?: InputMaybe<Scalars['Boolean']['input']>;
  /** Matches the picker fields */
  keyword?: InputMaybe<Scalars['String']['input']>;
  province?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<RecordStatus>;
};

/** A page of transportAddresses */
export type TransportAddressPage = {
  __typename?: 'TransportAddressPage';
  items: Array<TransportAddress>;
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Changes to a Address (地址): omitted fields stay, null clears */
export type UpdateAddressInput = {
  /** 地址详情 (required; at most 500 characters) */
  addressDetail?: InputMaybe<Scalars['String']['input']>;
  /** 地址类型 (required; dictionary DZLX) */
  addressType?: InputMaybe<Scalars['String']['input']>;
  /** AEO编码 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  aeoCode?: InputMaybe<Scalars['String']['input']>;
  /** 企业代码; when given, replaces the stored rows */
  codeList?: InputMaybe<Array<AddressCodeInput>>;
  /** 作业类型 (required; dictionary ZYLX) */
  shippingType?: InputMaybe<Scalars['String']['input']>;
  /** 状态 */
  status?: InputMaybe<RecordStatus>;
};

/** Changes to a Client (客户): omitted fields stay, null clears */
export type UpdateClientInput = {
  /** 账期（天） */
  accountPeriod?: InputMaybe<Scalars['Int']['input']>;
  /** 简称 (at most 50 characters) */
  alias?: InputMaybe<Scalars['String']['input']>;
  /** 开户账号 (at most 40 characters; pattern digits ^\d*$) */
  bankAccount?: InputMaybe<Scalars['String']['input']>;
  /** 开户银行 (at most 100 characters) */
  bankName?: InputMaybe<Scalars['String']['input']>;
  /** 银行账户; when given, replaces the stored rows */
  banks?: InputMaybe<Array<ClientBankInput>>;
  /** 商检编号 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  businessInspectionNum?: InputMaybe<Scalars['String']['input']>;
  /** 联系人; when given, replaces the stored rows */
  contacts?: InputMaybe<Array<ClientContactInput>>;
  /** 客户名称 (required; at most 100 characters; unique) */
  customerName?: InputMaybe<Scalars['String']['input']>;
  /** 海关编码 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  customsNum?: InputMaybe<Scalars['String']['input']>;
  /** 境内目的地 (at most 100 characters) */
  domesticDestination?: InputMaybe<Scalars['String']['input']>;
  /** 发票类型 (dictionary FPLX) */
  invoiceType?: InputMaybe<Scalars['String']['input']>;
  /** 注册地址 (at most 200 characters) */
  registeredAddress?: InputMaybe<Scalars['String']['input']>;
  /** 注册电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  registeredTel?: InputMaybe<Scalars['String']['input']>;
  /** 状态 */
  status?: InputMaybe<RecordStatus>;
  /** 税率（%） */
  taxRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 纳税人识别号 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  taxpayerIdentificationNumber?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a Dict (业务字典): omitted fields stay, null clears */
export type UpdateDictInput = {
  /** 字典类别 (required; at most 50 characters) */
  categoryCode?: InputMaybe<Scalars['String']['input']>;
  /** 字典编码 (required; at most 50 characters) */
  dictCode?: InputMaybe<Scalars['String']['input']>;
  /** 字典名称 (required; at most 100 characters) */
  dictName?: InputMaybe<Scalars['String']['input']>;
  /** 备注 (at most 500 characters) */
  remark?: InputMaybe<Scalars['String']['input']>;
  /** 排序 */
  sortId?: InputMaybe<Scalars['Int']['input']>;
  /** 状态 */
  status?: InputMaybe<RecordStatus>;
};

/** Changes to a ExchangeRate (汇率): omitted fields stay, null clears */
export type UpdateExchangeRateInput = {
  /** 结束日期 (required) */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** 折算币种 (dictionary FYBZ) */
  exchangeCurrency?: InputMaybe<Scalars['String']['input']>;
  /** 汇率 (required) */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 原币种 (required; dictionary FYBZ) */
  originalCurrency?: InputMaybe<Scalars['String']['input']>;
  /** 开始日期 (required) */
  startDate?: InputMaybe<Scalars['Date']['input']>;
  /** 状态 */
  status?: InputMaybe<RecordStatus>;
};

/** Changes to a FeePrice (费用价格): omitted fields stay, null clears */
export type UpdateFeePriceInput = {
  /** 币种 (dictionary FYBZ) */
  currencyId?: InputMaybe<Scalars['String']['input']>;
  /** 金额 (required; kept in cents by the back end, shown in yuan) */
  fee?: InputMaybe<Scalars['Decimal']['input']>;
  /** 费用名称 (at most 100 characters) */
  feeName?: InputMaybe<Scalars['String']['input']>;
  /** 费用类型 (required; id of a FeeType) */
  feeTypeId?: InputMaybe<Scalars['ID']['input']>;
  /** 作业类型 (required; dictionary ZYLX) */
  shippingType?: InputMaybe<Scalars['String']['input']>;
  /** 状态 */
  status?: InputMaybe<RecordStatus>;
  /** 供应商 (id of a Supplier) */
  supplierId?: InputMaybe<Scalars['ID']['input']>;
};

/** Changes to a FeeType (费用类型): omitted fields stay, null clears */
export type UpdateFeeTypeInput = {
  /** 默认币种 (dictionary FYBZ) */
  currencyId?: InputMaybe<Scalars['String']['input']>;
  /** 费用编码 (required; at most 20 characters; pattern alnum ^[A-Za-z0-9]+$; unique) */
  feeCode?: InputMaybe<Scalars['String']['input']>;
  /** 英文名称 (at most 100 characters) */
  feeEnglishName?: InputMaybe<Scalars['String']['input']>;
  /** 费用名称 (required; at most 50 characters; unique) */
  feeName?: InputMaybe<Scalars['String']['input']>;
  /** 人民币计费 */
  isCny?: InputMaybe<Scalars['Boolean']['input']>;
  /** 应付 */
  isPayable?: InputMaybe<Scalars['Boolean']['input']>;
  /** 应收 */
  isReceivable?: InputMaybe<Scalars['Boolean']['input']>;
  /** 美元计费 */
  isUsd?: InputMaybe<Scalars['Boolean']['input']>;
  /** 状态 */
  status?: InputMaybe<RecordStatus>;
};

/** Changes to a FlightVoyage (航班航次): omitted fields stay, null clears */
export type UpdateFlightVoyageInput = {
  /** 结束日期 (required) */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** 航班舱位一价格 */
  flightCabinetAmount1?: InputMaybe<Scalars['Decimal']['input']>;
  /** 航班舱位二价格 */
  flightCabinetAmount2?: InputMaybe<Scalars['Decimal']['input']>;
  /** 航班舱位三价格 */
  flightCabinetAmount3?: InputMaybe<Scalars['Decimal']['input']>;
  /** 航班日 (at most 20 characters; pattern weekdays ^[1-7](,[1-7])*$) */
  flightPeriod?: InputMaybe<Scalars['String']['input']>;
  /** 按航班 */
  isFlightPeriod?: InputMaybe<Scalars['Boolean']['input']>;
  /** 按船期 */
  isShipPeriod?: InputMaybe<Scalars['Boolean']['input']>;
  /** 航线 (required; id of a Route) */
  routeId?: InputMaybe<Scalars['ID']['input']>;
  /** 20GP价格 */
  shipCabinetAmount1?: InputMaybe<Scalars['Decimal']['input']>;
  /** 40GP价格 */
  shipCabinetAmount2?: InputMaybe<Scalars['Decimal']['input']>;
  /** 40HQ价格 */
  shipCabinetAmount3?: InputMaybe<Scalars['Decimal']['input']>;
  /** 船期 (at most 20 characters; pattern weekdays ^[1-7](,[1-7])*$) */
  shipPeriod?: InputMaybe<Scalars['String']['input']>;
  /** 开始日期 (required) */
  startDate?: InputMaybe<Scalars['Date']['input']>;
  /** 状态 */
  status?: InputMaybe<RecordStatus>;
};

/** Changes to a HsCode (HS编码): omitted fields stay, null clears */
export type UpdateHsCodeInput = {
  /** 检验检疫编码 (at most 3 characters; pattern digits ^\d*$) */
  ciqCode?: InputMaybe<Scalars['String']['input']>;
  /** 消费税率（%） */
  consumptionTaxRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 海关监管条件 (at most 20 characters) */
  customsSupervisionConditions?: InputMaybe<Scalars['String']['input']>;
  /** 申报要素 (at most 1000 characters) */
  declarationElement?: InputMaybe<Scalars['String']['input']>;
  /** 出口退税率（%） */
  exportRebateRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 出口关税率（%） */
  exportTariffRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 中文描述 (at most 1000 characters) */
  goodsDescription?: InputMaybe<Scalars['String']['input']>;
  /** 英文描述 (at most 1000 characters) */
  goodsEnglishDescription?: InputMaybe<Scalars['String']['input']>;
  /** 商品名称 (required; at most 200 characters) */
  goodsName?: InputMaybe<Scalars['String']['input']>;
  /** 商品编码 (required; at most 10 characters; pattern digits ^\d*$; unique) */
  goodsNo?: InputMaybe<Scalars['String']['input']>;
  /** 最惠国进口税率（%） */
  importTaxRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 检验检疫类别 (at most 20 characters) */
  inspectionAndQuarantineCategory?: InputMaybe<Scalars['String']['input']>;
  /** 标签内容 (at most 1000 characters) */
  labelContent?: InputMaybe<Scalars['String']['input']>;
  /** 第一法定单位 (at most 20 characters) */
  legalUnit1?: InputMaybe<Scalars['String']['input']>;
  /** 第二法定单位 (at most 20 characters) */
  legalUnit2?: InputMaybe<Scalars['String']['input']>;
  /** 普通进口税率（%） */
  ordinaryTaxRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 暂定进口税率（%） */
  provisionalTaxRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 增值税率（%） */
  vatRate?: InputMaybe<Scalars['Decimal']['input']>;
};

export type UpdateNodeColumnsInput = {
  columns: Array<ColumnChoiceInput>;
  nodeCode: Scalars['String']['input'];
  /** A ZYLX code, e.g. ZYLX_HYCK */
  shippingType: Scalars['String']['input'];
};

/** Changes to a Route (航线): omitted fields stay, null clears */
export type UpdateRouteInput = {
  /** 国家 (at most 50 characters) */
  country?: InputMaybe<Scalars['String']['input']>;
  /** 起运港 (required; at most 50 characters) */
  departurePort?: InputMaybe<Scalars['String']['input']>;
  /** 目的港 (required; at most 50 characters) */
  destinationPort?: InputMaybe<Scalars['String']['input']>;
  /** 航线名称 (required; at most 100 characters; unique) */
  routeName?: InputMaybe<Scalars['String']['input']>;
  /** 作业类型 (required; dictionary ZYLX) */
  shippingType?: InputMaybe<Scalars['String']['input']>;
  /** 状态 */
  status?: InputMaybe<RecordStatus>;
  /** 中转港 (at most 50 characters) */
  transitPort?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a Supplier (供应商): omitted fields stay, null clears */
export type UpdateSupplierInput = {
  /** 账期（天） */
  accountPeriod?: InputMaybe<Scalars['Int']['input']>;
  /** 地址 (at most 200 characters) */
  address?: InputMaybe<Scalars['String']['input']>;
  /** 简称 (at most 50 characters) */
  alias?: InputMaybe<Scalars['String']['input']>;
  /** 开户账号 (at most 40 characters; pattern digits ^\d*$) */
  bankAccount?: InputMaybe<Scalars['String']['input']>;
  /** 开户银行 (at most 100 characters) */
  bankName?: InputMaybe<Scalars['String']['input']>;
  /** 银行账户; when given, replaces the stored rows */
  banks?: InputMaybe<Array<SupplierBankInput>>;
  /** 商检编号 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  businessInspectionNum?: InputMaybe<Scalars['String']['input']>;
  /** 联系人; when given, replaces the stored rows */
  contacts?: InputMaybe<Array<SupplierContactInput>>;
  /** 海关编码 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  customsNum?: InputMaybe<Scalars['String']['input']>;
  /** 境内目的地 (at most 100 characters) */
  domesticDestination?: InputMaybe<Scalars['String']['input']>;
  /** 发票类型 (dictionary FPLX) */
  invoiceType?: InputMaybe<Scalars['String']['input']>;
  /** 注册地址 (at most 200 characters) */
  registeredAddress?: InputMaybe<Scalars['String']['input']>;
  /** 注册电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  registeredTel?: InputMaybe<Scalars['String']['input']>;
  /** 销售 (id of a user) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
  /** 状态 */
  status?: InputMaybe<RecordStatus>;
  /** 供应商名称 (required; at most 100 characters; unique) */
  supplierName?: InputMaybe<Scalars['String']['input']>;
  /** 税率（%） */
  taxRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 纳税人识别号 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  taxpayerIdentificationNumber?: InputMaybe<Scalars['String']['input']>;
  /** 供应商类型 (required; dictionary GSLX) */
  typeIdList?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Changes to a TransportAddress (运输地址): omitted fields stay, null clears */
export type UpdateTransportAddressInput = {
  /** 详细地址 (required; at most 200 characters) */
  address?: InputMaybe<Scalars['String']['input']>;
  /** 城市 (required; at most 50 characters) */
  city?: InputMaybe<Scalars['String']['input']>;
  /** 联系人 (at most 50 characters) */
  contact?: InputMaybe<Scalars['String']['input']>;
  /** 联系人; when given, replaces the stored rows */
  contactList?: InputMaybe<Array<TransportAddressContactInput>>;
  /** 区县 (at most 50 characters) */
  district?: InputMaybe<Scalars['String']['input']>;
  /** 境外地址 */
  isAbroad?: InputMaybe<Scalars['Boolean']['input']>;
  /** 起运地 */
  isDeparture?: InputMaybe<Scalars['Boolean']['input']>;
  /** 目的地 */
  isDestination?: InputMaybe<Scalars['Boolean']['input']>;
  /** 联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** 省份 (required; at most 50 characters) */
  province?: InputMaybe<Scalars['String']['input']>;
  /** 状态 */
  status?: InputMaybe<RecordStatus>;
  /** 邮编 (at most 10 characters; pattern digits ^\d*$) */
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

/** Replaces the user's editable fields (absent optional fields are cleared). */
export type UpdateUserInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  defaultOrganisationId?: InputMaybe<Scalars['ID']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  isAdmin?: InputMaybe<Scalars['Boolean']['input']>;
  mobile: Scalars['String']['input'];
  organisationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  qq?: InputMaybe<Scalars['String']['input']>;
  roleIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  userName: Scalars['String']['input'];
  userNumber?: InputMaybe<Scalars['String']['input']>;
  validityDate?: InputMaybe<Scalars['Date']['input']>;
};

/** Changes to a WorkflowNode (作业节点): omitted fields stay, null clears */
export type UpdateWorkflowNodeInput = {
  /** 节点编码 (required; at most 50 characters) */
  nodeCode?: InputMaybe<Scalars['String']['input']>;
  /** 节点名称 (required; at most 50 characters) */
  nodeName?: InputMaybe<Scalars['String']['input']>;
  /** 作业类型 (required; dictionary ZYLX) */
  shippingType?: InputMaybe<Scalars['String']['input']>;
  /** 排序 */
  sortId?: InputMaybe<Scalars['Int']['input']>;
  /** 操作人员; when given, replaces the stored rows */
  users?: InputMaybe<Array<WorkflowNodeUserInput>>;
};

/** Where an uploaded file is kept: PUBLIC files have a stable address, PRIVATE ones only short-lived signed links. */
export type UploadArea =
  | 'PRIVATE'
  | 'PUBLIC';

/**
 * A grant to upload one file: the browser POSTs it as multipart/form-data (field `file`) to
 * `uploadUrl` on this origin; the answer is `{status, data: {path, fileId, name, size}}`.
 * Valid 10 minutes, for this session and organisation only.
 */
export type UploadGrant = {
  __typename?: 'UploadGrant';
  expiresAt: Scalars['DateTime']['output'];
  /** Largest accepted file, in bytes. */
  maxBytes?: Maybe<Scalars['Int']['output']>;
  uploadUrl: Scalars['String']['output'];
};

export type User = {
  __typename?: 'User';
  /** Active (use status Y). */
  active?: Maybe<Scalars['Boolean']['output']>;
  defaultOrganisation?: Maybe<Organisation>;
  email?: Maybe<Scalars['String']['output']>;
  group?: Maybe<Group>;
  id: Scalars['ID']['output'];
  isAdmin: Scalars['Boolean']['output'];
  mobile: Scalars['String']['output'];
  organisations?: Maybe<Array<UserOrganisation>>;
  qq?: Maybe<Scalars['String']['output']>;
  roles?: Maybe<Array<Role>>;
  userName: Scalars['String']['output'];
  userNumber?: Maybe<Scalars['String']['output']>;
  /** The last day the account may sign in; null: no limit. */
  validityDate?: Maybe<Scalars['Date']['output']>;
};

/** The group's licence use. */
export type UserAccounts = {
  __typename?: 'UserAccounts';
  /** Licence limit; null: unlimited. */
  authorizedAccountsNumber?: Maybe<Scalars['Int']['output']>;
  /** Users that are active and not past their validity date. */
  userValid: Scalars['Int']['output'];
};

/** The seeds' user search fields. */
export type UserFilter = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  groupId?: InputMaybe<Scalars['ID']['input']>;
  mobile?: InputMaybe<Scalars['String']['input']>;
  qq?: InputMaybe<Scalars['String']['input']>;
  /** Users holding any of these roles. */
  roleIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  userName?: InputMaybe<Scalars['String']['input']>;
  userNumber?: InputMaybe<Scalars['String']['input']>;
};

export type UserOrganisation = {
  __typename?: 'UserOrganisation';
  isDefault: Scalars['Boolean']['output'];
  organisation: Organisation;
};

export type UserPage = {
  __typename?: 'UserPage';
  items: Array<User>;
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A workflow node of a shipping type and the staff who operate it (作业节点); REST tbShippingType */
export type WorkflowNode = {
  __typename?: 'WorkflowNode';
  id: Scalars['ID']['output'];
  /** 节点编码 (required; at most 50 characters) */
  nodeCode: Scalars['String']['output'];
  /** 节点名称 (required; at most 50 characters) */
  nodeName: Scalars['String']['output'];
  /** The organisation the record belongs to */
  orgId: Scalars['ID']['output'];
  /** 作业类型 (required; dictionary ZYLX) */
  shippingType: CodeName;
  /** 排序 */
  sortId?: Maybe<Scalars['Int']['output']>;
  /** 操作人员 (sub-list) */
  users: Array<WorkflowNodeUser>;
};

/** Search of workflowNodes (作业节点) */
export type WorkflowNodeFilter = {
  /** Matches the picker fields */
  keyword?: InputMaybe<Scalars['String']['input']>;
  nodeCode?: InputMaybe<Scalars['String']['input']>;
  nodeName?: InputMaybe<Scalars['String']['input']>;
  shippingType?: InputMaybe<Scalars['String']['input']>;
};

/** A page of workflowNodes */
export type WorkflowNodePage = {
  __typename?: 'WorkflowNodePage';
  items: Array<WorkflowNode>;
  pageNum: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** 操作人员 of a WorkflowNode */
export type WorkflowNodeUser = {
  __typename?: 'WorkflowNodeUser';
  id: Scalars['ID']['output'];
  /** 操作人员 (required; id of a user) */
  userId: Scalars['ID']['output'];
  /** 操作人员: name */
  userName?: Maybe<Scalars['String']['output']>;
};

/** 操作人员 row */
export type WorkflowNodeUserInput = {
  /** 操作人员 (required; id of a user) */
  userId?: InputMaybe<Scalars['ID']['input']>;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  ActionLogEntry: ResolverTypeWrapper<ActionLogEntry>;
  ActionLogFilter: ActionLogFilter;
  ActionLogPage: ResolverTypeWrapper<ActionLogPage>;
  Address: ResolverTypeWrapper<Address>;
  AddressCode: ResolverTypeWrapper<AddressCode>;
  AddressCodeInput: AddressCodeInput;
  AddressFilter: AddressFilter;
  AddressPage: ResolverTypeWrapper<AddressPage>;
  Airport: ResolverTypeWrapper<Airport>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Captcha: ResolverTypeWrapper<Captcha>;
  ChangePasswordInput: ChangePasswordInput;
  CheckLoginResult: CheckLoginResult;
  City: ResolverTypeWrapper<City>;
  Client: ResolverTypeWrapper<Client>;
  ClientBank: ResolverTypeWrapper<ClientBank>;
  ClientBankInput: ClientBankInput;
  ClientContact: ResolverTypeWrapper<ClientContact>;
  ClientContactInput: ClientContactInput;
  ClientFilter: ClientFilter;
  ClientPage: ResolverTypeWrapper<ClientPage>;
  CodeName: ResolverTypeWrapper<CodeName>;
  ColumnChoiceInput: ColumnChoiceInput;
  ColumnConfig: ResolverTypeWrapper<ColumnConfig>;
  Country: ResolverTypeWrapper<Country>;
  CreateAddressInput: CreateAddressInput;
  CreateClientInput: CreateClientInput;
  CreateDictInput: CreateDictInput;
  CreateExchangeRateInput: CreateExchangeRateInput;
  CreateFeePriceInput: CreateFeePriceInput;
  CreateFeeTypeInput: CreateFeeTypeInput;
  CreateFlightVoyageInput: CreateFlightVoyageInput;
  CreateHsCodeInput: CreateHsCodeInput;
  CreateRouteInput: CreateRouteInput;
  CreateSupplierInput: CreateSupplierInput;
  CreateTransportAddressInput: CreateTransportAddressInput;
  CreateUserInput: CreateUserInput;
  CreateWorkflowNodeInput: CreateWorkflowNodeInput;
  CurrentExchangeRate: ResolverTypeWrapper<CurrentExchangeRate>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  Dict: ResolverTypeWrapper<Dict>;
  DictCategory: ResolverTypeWrapper<DictCategory>;
  DictFilter: DictFilter;
  DictPage: ResolverTypeWrapper<DictPage>;
  DownloadLink: ResolverTypeWrapper<DownloadLink>;
  DownloadParam: DownloadParam;
  ExchangeRate: ResolverTypeWrapper<ExchangeRate>;
  ExchangeRateFilter: ExchangeRateFilter;
  ExchangeRatePage: ResolverTypeWrapper<ExchangeRatePage>;
  FeePrice: ResolverTypeWrapper<FeePrice>;
  FeePriceFilter: FeePriceFilter;
  FeePricePage: ResolverTypeWrapper<FeePricePage>;
  FeeType: ResolverTypeWrapper<FeeType>;
  FeeTypeFilter: FeeTypeFilter;
  FeeTypePage: ResolverTypeWrapper<FeeTypePage>;
  FieldChange: ResolverTypeWrapper<FieldChange>;
  FileManageFilter: FileManageFilter;
  FlightVoyage: ResolverTypeWrapper<FlightVoyage>;
  FlightVoyageFilter: FlightVoyageFilter;
  FlightVoyagePage: ResolverTypeWrapper<FlightVoyagePage>;
  Group: ResolverTypeWrapper<Group>;
  HsCode: ResolverTypeWrapper<HsCode>;
  HsCodeFilter: HsCodeFilter;
  HsCodePage: ResolverTypeWrapper<HsCodePage>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginInput: LoginInput;
  LoginPayload: ResolverTypeWrapper<LoginPayload>;
  Me: ResolverTypeWrapper<Omit<Me, 'user'> & { user: ResolversTypes['User'] }>;
  MenuItem: ResolverTypeWrapper<MenuItem>;
  MenuNode: ResolverTypeWrapper<MenuNode>;
  MenuNodeInput: MenuNodeInput;
  MenuType: MenuType;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyWorkflowNode: ResolverTypeWrapper<MyWorkflowNode>;
  NodeColumnConfig: ResolverTypeWrapper<NodeColumnConfig>;
  Organisation: ResolverTypeWrapper<Organisation>;
  OrganisationFilter: OrganisationFilter;
  OrganisationInput: OrganisationInput;
  OrganisationNode: ResolverTypeWrapper<OrganisationNode>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordStatus: RecordStatus;
  Role: ResolverTypeWrapper<RoleModel>;
  RoleFilter: RoleFilter;
  RoleInput: RoleInput;
  RolePage: ResolverTypeWrapper<Omit<RolePage, 'items'> & { items: Array<ResolversTypes['Role']> }>;
  Route: ResolverTypeWrapper<Route>;
  RouteFilter: RouteFilter;
  RoutePage: ResolverTypeWrapper<RoutePage>;
  Seaport: ResolverTypeWrapper<Seaport>;
  SettlementUnit: ResolverTypeWrapper<SettlementUnit>;
  SettlementUnitKind: SettlementUnitKind;
  StoredFile: ResolverTypeWrapper<StoredFile>;
  StoredFilePage: ResolverTypeWrapper<StoredFilePage>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Supplier: ResolverTypeWrapper<Supplier>;
  SupplierBank: ResolverTypeWrapper<SupplierBank>;
  SupplierBankInput: SupplierBankInput;
  SupplierContact: ResolverTypeWrapper<SupplierContact>;
  SupplierContactInput: SupplierContactInput;
  SupplierFilter: SupplierFilter;
  SupplierPage: ResolverTypeWrapper<SupplierPage>;
  TransportAddress: ResolverTypeWrapper<TransportAddress>;
  TransportAddressContact: ResolverTypeWrapper<TransportAddressContact>;
  TransportAddressContactInput: TransportAddressContactInput;
  TransportAddressFilter: TransportAddressFilter;
  TransportAddressPage: ResolverTypeWrapper<TransportAddressPage>;
  UpdateAddressInput: UpdateAddressInput;
  UpdateClientInput: UpdateClientInput;
  UpdateDictInput: UpdateDictInput;
  UpdateExchangeRateInput: UpdateExchangeRateInput;
  UpdateFeePriceInput: UpdateFeePriceInput;
  UpdateFeeTypeInput: UpdateFeeTypeInput;
  UpdateFlightVoyageInput: UpdateFlightVoyageInput;
  UpdateHsCodeInput: UpdateHsCodeInput;
  UpdateNodeColumnsInput: UpdateNodeColumnsInput;
  UpdateRouteInput: UpdateRouteInput;
  UpdateSupplierInput: UpdateSupplierInput;
  UpdateTransportAddressInput: UpdateTransportAddressInput;
  UpdateUserInput: UpdateUserInput;
  UpdateWorkflowNodeInput: UpdateWorkflowNodeInput;
  UploadArea: UploadArea;
  UploadGrant: ResolverTypeWrapper<UploadGrant>;
  User: ResolverTypeWrapper<UserModel>;
  UserAccounts: ResolverTypeWrapper<UserAccounts>;
  UserFilter: UserFilter;
  UserOrganisation: ResolverTypeWrapper<UserOrganisation>;
  UserPage: ResolverTypeWrapper<Omit<UserPage, 'items'> & { items: Array<ResolversTypes['User']> }>;
  WorkflowNode: ResolverTypeWrapper<WorkflowNode>;
  WorkflowNodeFilter: WorkflowNodeFilter;
  WorkflowNodePage: ResolverTypeWrapper<WorkflowNodePage>;
  WorkflowNodeUser: ResolverTypeWrapper<WorkflowNodeUser>;
  WorkflowNodeUserInput: WorkflowNodeUserInput;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ActionLogEntry: ActionLogEntry;
  ActionLogFilter: ActionLogFilter;
  ActionLogPage: ActionLogPage;
  Address: Address;
  AddressCode: AddressCode;
  AddressCodeInput: AddressCodeInput;
  AddressFilter: AddressFilter;
  AddressPage: AddressPage;
  Airport: Airport;
  Boolean: Scalars['Boolean']['output'];
  Captcha: Captcha;
  ChangePasswordInput: ChangePasswordInput;
  City: City;
  Client: Client;
  ClientBank: ClientBank;
  ClientBankInput: ClientBankInput;
  ClientContact: ClientContact;
  ClientContactInput: ClientContactInput;
  ClientFilter: ClientFilter;
  ClientPage: ClientPage;
  CodeName: CodeName;
  ColumnChoiceInput: ColumnChoiceInput;
  ColumnConfig: ColumnConfig;
  Country: Country;
  CreateAddressInput: CreateAddressInput;
  CreateClientInput: CreateClientInput;
  CreateDictInput: CreateDictInput;
  CreateExchangeRateInput: CreateExchangeRateInput;
  CreateFeePriceInput: CreateFeePriceInput;
  CreateFeeTypeInput: CreateFeeTypeInput;
  CreateFlightVoyageInput: CreateFlightVoyageInput;
  CreateHsCodeInput: CreateHsCodeInput;
  CreateRouteInput: CreateRouteInput;
  CreateSupplierInput: CreateSupplierInput;
  CreateTransportAddressInput: CreateTransportAddressInput;
  CreateUserInput: CreateUserInput;
  CreateWorkflowNodeInput: CreateWorkflowNodeInput;
  CurrentExchangeRate: CurrentExchangeRate;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  Dict: Dict;
  DictCategory: DictCategory;
  DictFilter: DictFilter;
  DictPage: DictPage;
  DownloadLink: DownloadLink;
  DownloadParam: DownloadParam;
  ExchangeRate: ExchangeRate;
  ExchangeRateFilter: ExchangeRateFilter;
  ExchangeRatePage: ExchangeRatePage;
  FeePrice: FeePrice;
  FeePriceFilter: FeePriceFilter;
  FeePricePage: FeePricePage;
  FeeType: FeeType;
  FeeTypeFilter: FeeTypeFilter;
  FeeTypePage: FeeTypePage;
  FieldChange: FieldChange;
  FileManageFilter: FileManageFilter;
  FlightVoyage: FlightVoyage;
  FlightVoyageFilter: FlightVoyageFilter;
  FlightVoyagePage: FlightVoyagePage;
  Group: Group;
  HsCode: HsCode;
  HsCodeFilter: HsCodeFilter;
  HsCodePage: HsCodePage;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LoginInput: LoginInput;
  LoginPayload: LoginPayload;
  Me: Omit<Me, 'user'> & { user: ResolversParentTypes['User'] };
  MenuItem: MenuItem;
  MenuNode: MenuNode;
  MenuNodeInput: MenuNodeInput;
  Mutation: Record<PropertyKey, never>;
  MyWorkflowNode: MyWorkflowNode;
  NodeColumnConfig: NodeColumnConfig;
  Organisation: Organisation;
  OrganisationFilter: OrganisationFilter;
  OrganisationInput: OrganisationInput;
  OrganisationNode: OrganisationNode;
  Query: Record<PropertyKey, never>;
  Role: RoleModel;
  RoleFilter: RoleFilter;
  RoleInput: RoleInput;
  RolePage: Omit<RolePage, 'items'> & { items: Array<ResolversParentTypes['Role']> };
  Route: Route;
  RouteFilter: RouteFilter;
  RoutePage: RoutePage;
  Seaport: Seaport;
  SettlementUnit: SettlementUnit;
  StoredFile: StoredFile;
  StoredFilePage: StoredFilePage;
  String: Scalars['String']['output'];
  Supplier: Supplier;
  SupplierBank: SupplierBank;
  SupplierBankInput: SupplierBankInput;
  SupplierContact: SupplierContact;
  SupplierContactInput: SupplierContactInput;
  SupplierFilter: SupplierFilter;
  SupplierPage: SupplierPage;
  TransportAddress: TransportAddress;
  TransportAddressContact: TransportAddressContact;
  TransportAddressContactInput: TransportAddressContactInput;
  TransportAddressFilter: TransportAddressFilter;
  TransportAddressPage: TransportAddressPage;
  UpdateAddressInput: UpdateAddressInput;
  UpdateClientInput: UpdateClientInput;
  UpdateDictInput: UpdateDictInput;
  UpdateExchangeRateInput: UpdateExchangeRateInput;
  UpdateFeePriceInput: UpdateFeePriceInput;
  UpdateFeeTypeInput: UpdateFeeTypeInput;
  UpdateFlightVoyageInput: UpdateFlightVoyageInput;
  UpdateHsCodeInput: UpdateHsCodeInput;
  UpdateNodeColumnsInput: UpdateNodeColumnsInput;
  UpdateRouteInput: UpdateRouteInput;
  UpdateSupplierInput: UpdateSupplierInput;
  UpdateTransportAddressInput: UpdateTransportAddressInput;
  UpdateUserInput: UpdateUserInput;
  UpdateWorkflowNodeInput: UpdateWorkflowNodeInput;
  UploadGrant: UploadGrant;
  User: UserModel;
  UserAccounts: UserAccounts;
  UserFilter: UserFilter;
  UserOrganisation: UserOrganisation;
  UserPage: Omit<UserPage, 'items'> & { items: Array<ResolversParentTypes['User']> };
  WorkflowNode: WorkflowNode;
  WorkflowNodeFilter: WorkflowNodeFilter;
  WorkflowNodePage: WorkflowNodePage;
  WorkflowNodeUser: WorkflowNodeUser;
  WorkflowNodeUserInput: WorkflowNodeUserInput;
}>;

export type ActionLogEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActionLogEntry'] = ResolversParentTypes['ActionLogEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['FieldChange']>, ParentType, ContextType>;
  controller?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organisation?: Resolver<Maybe<ResolversTypes['Organisation']>, ParentType, ContextType>;
  recordKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tableName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ActionLogPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActionLogPage'] = ResolversParentTypes['ActionLogPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ActionLogEntry']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = ResolversObject<{
  addressDetail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  addressType?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  aeoCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  codeList?: Resolver<Array<ResolversTypes['AddressCode']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shippingType?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
}>;

export type AddressCodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressCode'] = ResolversParentTypes['AddressCode']> = ResolversObject<{
  codeType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  codeValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AddressPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AddressPage'] = ResolversParentTypes['AddressPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AirportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Airport'] = ResolversParentTypes['Airport']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cityCn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  iata?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nameCn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CaptchaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Captcha'] = ResolversParentTypes['Captcha']> = ResolversObject<{
  checkKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ClientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Client'] = ResolversParentTypes['Client']> = ResolversObject<{
  accountPeriod?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  alias?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  banks?: Resolver<Array<ResolversTypes['ClientBank']>, ParentType, ContextType>;
  businessInspectionNum?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contacts?: Resolver<Array<ResolversTypes['ClientContact']>, ParentType, ContextType>;
  customerCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customsNum?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  domesticDestination?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceType?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  registeredAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registeredTel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
  taxRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  taxpayerIdentificationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ClientBankResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientBank'] = ResolversParentTypes['ClientBank']> = ResolversObject<{
  bankAccount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ClientContactResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientContact'] = ResolversParentTypes['ClientContact']> = ResolversObject<{
  contact?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactTel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ClientPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientPage'] = ResolversParentTypes['ClientPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Client']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CodeNameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CodeName'] = ResolversParentTypes['CodeName']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ColumnConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ColumnConfig'] = ResolversParentTypes['ColumnConfig']> = ResolversObject<{
  columnCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  columnName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sortId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CountryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nameCn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CurrentExchangeRateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CurrentExchangeRate'] = ResolversParentTypes['CurrentExchangeRate']> = ResolversObject<{
  endDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  exchangeCurrency?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  originalCurrency?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DecimalScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Decimal'], any> {
  name: 'Decimal';
}

export type DictResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Dict'] = ResolversParentTypes['Dict']> = ResolversObject<{
  categoryCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dictCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dictName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
}>;

export type DictCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DictCategory'] = ResolversParentTypes['DictCategory']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DictPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DictPage'] = ResolversParentTypes['DictPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Dict']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DownloadLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DownloadLink'] = ResolversParentTypes['DownloadLink']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ExchangeRateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExchangeRate'] = ResolversParentTypes['ExchangeRate']> = ResolversObject<{
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  exchangeCurrency?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  originalCurrency?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
}>;

export type ExchangeRatePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExchangeRatePage'] = ResolversParentTypes['ExchangeRatePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ExchangeRate']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FeePriceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeePrice'] = ResolversParentTypes['FeePrice']> = ResolversObject<{
  currencyId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  feeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feeType?: Resolver<Maybe<ResolversTypes['FeeType']>, ParentType, ContextType>;
  feeTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shippingType?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
  supplier?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  supplierId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type FeePricePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeePricePage'] = ResolversParentTypes['FeePricePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['FeePrice']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FeeTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeeType'] = ResolversParentTypes['FeeType']> = ResolversObject<{
  currencyId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  feeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feeEnglishName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCny?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPayable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isReceivable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isUsd?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
}>;

export type FeeTypePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeeTypePage'] = ResolversParentTypes['FeeTypePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['FeeType']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FieldChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldChange'] = ResolversParentTypes['FieldChange']> = ResolversObject<{
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FlightVoyageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlightVoyage'] = ResolversParentTypes['FlightVoyage']> = ResolversObject<{
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  flightCabinetAmount1?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  flightCabinetAmount2?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  flightCabinetAmount3?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  flightPeriod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFlightPeriod?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isShipPeriod?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  route?: Resolver<Maybe<ResolversTypes['Route']>, ParentType, ContextType>;
  routeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shipCabinetAmount1?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  shipCabinetAmount2?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  shipCabinetAmount3?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  shipPeriod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
}>;

export type FlightVoyagePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FlightVoyagePage'] = ResolversParentTypes['FlightVoyagePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['FlightVoyage']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type GroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Group'] = ResolversParentTypes['Group']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  authorizedAccountsNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type HsCodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HsCode'] = ResolversParentTypes['HsCode']> = ResolversObject<{
  ciqCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  consumptionTaxRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  customsSupervisionConditions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  declarationElement?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exportRebateRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  exportTariffRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  goodsDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  goodsEnglishDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  goodsName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  goodsNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  importTaxRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  inspectionAndQuarantineCategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  labelContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  legalUnit1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  legalUnit2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ordinaryTaxRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  provisionalTaxRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  vatRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
}>;

export type HsCodePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HsCodePage'] = ResolversParentTypes['HsCodePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['HsCode']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LoginPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = ResolversObject<{
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Me'] = ResolversParentTypes['Me']> = ResolversObject<{
  currentOrganisation?: Resolver<Maybe<ResolversTypes['Organisation']>, ParentType, ContextType>;
  logoPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  menu?: Resolver<Array<ResolversTypes['MenuItem']>, ParentType, ContextType>;
  organisations?: Resolver<Array<ResolversTypes['UserOrganisation']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
}>;

export type MenuItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MenuItem'] = ResolversParentTypes['MenuItem']> = ResolversObject<{
  children?: Resolver<Array<ResolversTypes['MenuItem']>, ParentType, ContextType>;
  hideInBreadcrumb?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hideInMenu?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keepAlive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sortId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['MenuType'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MenuNodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MenuNode'] = ResolversParentTypes['MenuNode']> = ResolversObject<{
  actionKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['MenuNode']>, ParentType, ContextType>;
  hideInBreadcrumb?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hideInMenu?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keepAlive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['MenuType'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  createAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationCreateAddressArgs, 'input'>>;
  createClient?: Resolver<ResolversTypes['Client'], ParentType, ContextType, RequireFields<MutationCreateClientArgs, 'input'>>;
  createDict?: Resolver<ResolversTypes['Dict'], ParentType, ContextType, RequireFields<MutationCreateDictArgs, 'input'>>;
  createExchangeRate?: Resolver<ResolversTypes['ExchangeRate'], ParentType, ContextType, RequireFields<MutationCreateExchangeRateArgs, 'input'>>;
  createFeePrice?: Resolver<ResolversTypes['FeePrice'], ParentType, ContextType, RequireFields<MutationCreateFeePriceArgs, 'input'>>;
  createFeeType?: Resolver<ResolversTypes['FeeType'], ParentType, ContextType, RequireFields<MutationCreateFeeTypeArgs, 'input'>>;
  createFlightVoyage?: Resolver<ResolversTypes['FlightVoyage'], ParentType, ContextType, RequireFields<MutationCreateFlightVoyageArgs, 'input'>>;
  createHsCode?: Resolver<ResolversTypes['HsCode'], ParentType, ContextType, RequireFields<MutationCreateHsCodeArgs, 'input'>>;
  createOrganisation?: Resolver<ResolversTypes['OrganisationNode'], ParentType, ContextType, RequireFields<MutationCreateOrganisationArgs, 'input'>>;
  createRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationCreateRoleArgs, 'input'>>;
  createRoute?: Resolver<ResolversTypes['Route'], ParentType, ContextType, RequireFields<MutationCreateRouteArgs, 'input'>>;
  createSupplier?: Resolver<ResolversTypes['Supplier'], ParentType, ContextType, RequireFields<MutationCreateSupplierArgs, 'input'>>;
  createTransportAddress?: Resolver<ResolversTypes['TransportAddress'], ParentType, ContextType, RequireFields<MutationCreateTransportAddressArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  createWorkflowNode?: Resolver<ResolversTypes['WorkflowNode'], ParentType, ContextType, RequireFields<MutationCreateWorkflowNodeArgs, 'input'>>;
  deleteAddress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'id'>>;
  deleteClient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteClientArgs, 'id'>>;
  deleteDict?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteDictArgs, 'id'>>;
  deleteExchangeRate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteExchangeRateArgs, 'id'>>;
  deleteFeePrice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteFeePriceArgs, 'id'>>;
  deleteFeeType?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteFeeTypeArgs, 'id'>>;
  deleteFlightVoyage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteFlightVoyageArgs, 'id'>>;
  deleteHsCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteHsCodeArgs, 'id'>>;
  deleteMenuNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteMenuNodeArgs, 'id'>>;
  deleteOrganisation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteOrganisationArgs, 'id'>>;
  deleteRole?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteRoleArgs, 'id'>>;
  deleteRoute?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteRouteArgs, 'id'>>;
  deleteSupplier?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSupplierArgs, 'id'>>;
  deleteTransportAddress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTransportAddressArgs, 'id'>>;
  deleteUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  downloadLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationDownloadLinkArgs, 'path'>>;
  filesZipLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, Partial<MutationFilesZipLinkArgs>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  noop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  saveDynamicColumns?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSaveDynamicColumnsArgs, 'columns' | 'pageKey'>>;
  saveMenuNode?: Resolver<ResolversTypes['MenuNode'], ParentType, ContextType, RequireFields<MutationSaveMenuNodeArgs, 'input'>>;
  setAddressStatus?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationSetAddressStatusArgs, 'id' | 'status'>>;
  setClientStatus?: Resolver<ResolversTypes['Client'], ParentType, ContextType, RequireFields<MutationSetClientStatusArgs, 'id' | 'status'>>;
  setDictStatus?: Resolver<ResolversTypes['Dict'], ParentType, ContextType, RequireFields<MutationSetDictStatusArgs, 'id' | 'status'>>;
  setExchangeRateStatus?: Resolver<ResolversTypes['ExchangeRate'], ParentType, ContextType, RequireFields<MutationSetExchangeRateStatusArgs, 'id' | 'status'>>;
  setFlightVoyageStatus?: Resolver<ResolversTypes['FlightVoyage'], ParentType, ContextType, RequireFields<MutationSetFlightVoyageStatusArgs, 'id' | 'status'>>;
  setOrganisationActive?: Resolver<ResolversTypes['OrganisationNode'], ParentType, ContextType, RequireFields<MutationSetOrganisationActiveArgs, 'active' | 'id'>>;
  setRoleActive?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationSetRoleActiveArgs, 'active' | 'id'>>;
  setRoleMenus?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationSetRoleMenusArgs, 'menuIds' | 'roleId'>>;
  setRouteStatus?: Resolver<ResolversTypes['Route'], ParentType, ContextType, RequireFields<MutationSetRouteStatusArgs, 'id' | 'status'>>;
  setSupplierStatus?: Resolver<ResolversTypes['Supplier'], ParentType, ContextType, RequireFields<MutationSetSupplierStatusArgs, 'id' | 'status'>>;
  setTransportAddressStatus?: Resolver<ResolversTypes['TransportAddress'], ParentType, ContextType, RequireFields<MutationSetTransportAddressStatusArgs, 'id' | 'status'>>;
  setUserActive?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserActiveArgs, 'active' | 'id'>>;
  switchOrganisation?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationSwitchOrganisationArgs, 'orgId'>>;
  updateAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'id' | 'input'>>;
  updateClient?: Resolver<ResolversTypes['Client'], ParentType, ContextType, RequireFields<MutationUpdateClientArgs, 'id' | 'input'>>;
  updateDict?: Resolver<ResolversTypes['Dict'], ParentType, ContextType, RequireFields<MutationUpdateDictArgs, 'id' | 'input'>>;
  updateExchangeRate?: Resolver<ResolversTypes['ExchangeRate'], ParentType, ContextType, RequireFields<MutationUpdateExchangeRateArgs, 'id' | 'input'>>;
  updateFeePrice?: Resolver<ResolversTypes['FeePrice'], ParentType, ContextType, RequireFields<MutationUpdateFeePriceArgs, 'id' | 'input'>>;
  updateFeeType?: Resolver<ResolversTypes['FeeType'], ParentType, ContextType, RequireFields<MutationUpdateFeeTypeArgs, 'id' | 'input'>>;
  updateFlightVoyage?: Resolver<ResolversTypes['FlightVoyage'], ParentType, ContextType, RequireFields<MutationUpdateFlightVoyageArgs, 'id' | 'input'>>;
  updateHsCode?: Resolver<ResolversTypes['HsCode'], ParentType, ContextType, RequireFields<MutationUpdateHsCodeArgs, 'id' | 'input'>>;
  updateNodeColumns?: Resolver<Array<ResolversTypes['NodeColumnConfig']>, ParentType, ContextType, RequireFields<MutationUpdateNodeColumnsArgs, 'input'>>;
  updateOrganisation?: Resolver<ResolversTypes['OrganisationNode'], ParentType, ContextType, RequireFields<MutationUpdateOrganisationArgs, 'id' | 'input'>>;
  updateRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationUpdateRoleArgs, 'id' | 'input'>>;
  updateRoute?: Resolver<ResolversTypes['Route'], ParentType, ContextType, RequireFields<MutationUpdateRouteArgs, 'id' | 'input'>>;
  updateSupplier?: Resolver<ResolversTypes['Supplier'], ParentType, ContextType, RequireFields<MutationUpdateSupplierArgs, 'id' | 'input'>>;
  updateTransportAddress?: Resolver<ResolversTypes['TransportAddress'], ParentType, ContextType, RequireFields<MutationUpdateTransportAddressArgs, 'id' | 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
  updateWorkflowNode?: Resolver<ResolversTypes['WorkflowNode'], ParentType, ContextType, RequireFields<MutationUpdateWorkflowNodeArgs, 'id' | 'input'>>;
  uploadGrant?: Resolver<ResolversTypes['UploadGrant'], ParentType, ContextType, RequireFields<MutationUploadGrantArgs, 'area'>>;
}>;

export type MyWorkflowNodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MyWorkflowNode'] = ResolversParentTypes['MyWorkflowNode']> = ResolversObject<{
  nodeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NodeColumnConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NodeColumnConfig'] = ResolversParentTypes['NodeColumnConfig']> = ResolversObject<{
  columns?: Resolver<Array<ResolversTypes['ColumnConfig']>, ParentType, ContextType>;
  nodeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrganisationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Organisation'] = ResolversParentTypes['Organisation']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logoPath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orgName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type OrganisationNodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrganisationNode'] = ResolversParentTypes['OrganisationNode']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canUpdate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  children?: Resolver<Array<ResolversTypes['OrganisationNode']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orgName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  actionLog?: Resolver<ResolversTypes['ActionLogPage'], ParentType, ContextType, RequireFields<QueryActionLogArgs, 'pageNum' | 'pageSize'>>;
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType, RequireFields<QueryAddressArgs, 'id'>>;
  addressGroupOptions?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType, Partial<QueryAddressGroupOptionsArgs>>;
  addresses?: Resolver<ResolversTypes['AddressPage'], ParentType, ContextType, RequireFields<QueryAddressesArgs, 'pageNum' | 'pageSize'>>;
  airportOptions?: Resolver<Array<ResolversTypes['Airport']>, ParentType, ContextType, Partial<QueryAirportOptionsArgs>>;
  allRoles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType, Partial<QueryAllRolesArgs>>;
  captcha?: Resolver<ResolversTypes['Captcha'], ParentType, ContextType, Partial<QueryCaptchaArgs>>;
  checkLogin?: Resolver<ResolversTypes['CheckLoginResult'], ParentType, ContextType, RequireFields<QueryCheckLoginArgs, 'mobile'>>;
  cityOptions?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType, Partial<QueryCityOptionsArgs>>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType, RequireFields<QueryClientArgs, 'id'>>;
  clientGroupOptions?: Resolver<Array<ResolversTypes['Client']>, ParentType, ContextType, Partial<QueryClientGroupOptionsArgs>>;
  clientOptions?: Resolver<Array<ResolversTypes['Client']>, ParentType, ContextType, Partial<QueryClientOptionsArgs>>;
  clients?: Resolver<ResolversTypes['ClientPage'], ParentType, ContextType, RequireFields<QueryClientsArgs, 'pageNum' | 'pageSize'>>;
  columnConfig?: Resolver<Array<ResolversTypes['NodeColumnConfig']>, ParentType, ContextType, RequireFields<QueryColumnConfigArgs, 'shippingType'>>;
  countryOptions?: Resolver<Array<ResolversTypes['Country']>, ParentType, ContextType, Partial<QueryCountryOptionsArgs>>;
  currentExchangeRate?: Resolver<Maybe<ResolversTypes['CurrentExchangeRate']>, ParentType, ContextType, RequireFields<QueryCurrentExchangeRateArgs, 'originalCurrency'>>;
  dict?: Resolver<Maybe<ResolversTypes['Dict']>, ParentType, ContextType, RequireFields<QueryDictArgs, 'id'>>;
  dictCategory?: Resolver<Maybe<ResolversTypes['DictCategory']>, ParentType, ContextType, RequireFields<QueryDictCategoryArgs, 'id'>>;
  dictCategoryOptions?: Resolver<Array<ResolversTypes['DictCategory']>, ParentType, ContextType, Partial<QueryDictCategoryOptionsArgs>>;
  dictionary?: Resolver<Array<ResolversTypes['Dict']>, ParentType, ContextType, RequireFields<QueryDictionaryArgs, 'activeOnly' | 'category'>>;
  dicts?: Resolver<ResolversTypes['DictPage'], ParentType, ContextType, RequireFields<QueryDictsArgs, 'pageNum' | 'pageSize'>>;
  dynamicColumns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryDynamicColumnsArgs, 'pageKey'>>;
  exchangeRate?: Resolver<Maybe<ResolversTypes['ExchangeRate']>, ParentType, ContextType, RequireFields<QueryExchangeRateArgs, 'id'>>;
  exchangeRates?: Resolver<ResolversTypes['ExchangeRatePage'], ParentType, ContextType, RequireFields<QueryExchangeRatesArgs, 'pageNum' | 'pageSize'>>;
  feePrice?: Resolver<Maybe<ResolversTypes['FeePrice']>, ParentType, ContextType, RequireFields<QueryFeePriceArgs, 'id'>>;
  feePriceOptions?: Resolver<Array<ResolversTypes['FeePrice']>, ParentType, ContextType, Partial<QueryFeePriceOptionsArgs>>;
  feePrices?: Resolver<ResolversTypes['FeePricePage'], ParentType, ContextType, RequireFields<QueryFeePricesArgs, 'pageNum' | 'pageSize'>>;
  feeType?: Resolver<Maybe<ResolversTypes['FeeType']>, ParentType, ContextType, RequireFields<QueryFeeTypeArgs, 'id'>>;
  feeTypeOptions?: Resolver<Array<ResolversTypes['FeeType']>, ParentType, ContextType, Partial<QueryFeeTypeOptionsArgs>>;
  feeTypes?: Resolver<ResolversTypes['FeeTypePage'], ParentType, ContextType, RequireFields<QueryFeeTypesArgs, 'pageNum' | 'pageSize'>>;
  fileManagePage?: Resolver<ResolversTypes['StoredFilePage'], ParentType, ContextType, RequireFields<QueryFileManagePageArgs, 'pageNum' | 'pageSize'>>;
  files?: Resolver<Array<ResolversTypes['StoredFile']>, ParentType, ContextType, Partial<QueryFilesArgs>>;
  flightVoyage?: Resolver<Maybe<ResolversTypes['FlightVoyage']>, ParentType, ContextType, RequireFields<QueryFlightVoyageArgs, 'id'>>;
  flightVoyages?: Resolver<ResolversTypes['FlightVoyagePage'], ParentType, ContextType, RequireFields<QueryFlightVoyagesArgs, 'pageNum' | 'pageSize'>>;
  groupUsers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['Group']>, ParentType, ContextType>;
  hasFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryHasFileArgs, 'orderCode'>>;
  hsCode?: Resolver<Maybe<ResolversTypes['HsCode']>, ParentType, ContextType, RequireFields<QueryHsCodeArgs, 'id'>>;
  hsCodeSearch?: Resolver<Array<ResolversTypes['HsCode']>, ParentType, ContextType, RequireFields<QueryHsCodeSearchArgs, 'keyword'>>;
  hsCodes?: Resolver<ResolversTypes['HsCodePage'], ParentType, ContextType, RequireFields<QueryHsCodesArgs, 'pageNum' | 'pageSize'>>;
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  menuNode?: Resolver<Maybe<ResolversTypes['MenuNode']>, ParentType, ContextType, RequireFields<QueryMenuNodeArgs, 'id'>>;
  menuTree?: Resolver<Array<ResolversTypes['MenuNode']>, ParentType, ContextType>;
  myWorkflowNodes?: Resolver<Array<ResolversTypes['MyWorkflowNode']>, ParentType, ContextType, RequireFields<QueryMyWorkflowNodesArgs, 'shippingType'>>;
  nextUserNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organisationNode?: Resolver<Maybe<ResolversTypes['OrganisationNode']>, ParentType, ContextType, RequireFields<QueryOrganisationNodeArgs, 'id'>>;
  organisationTree?: Resolver<Array<ResolversTypes['OrganisationNode']>, ParentType, ContextType, Partial<QueryOrganisationTreeArgs>>;
  organisationUsers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  privateFileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryPrivateFileUrlArgs, 'path'>>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType, RequireFields<QueryRoleArgs, 'id'>>;
  roles?: Resolver<ResolversTypes['RolePage'], ParentType, ContextType, RequireFields<QueryRolesArgs, 'pageNum' | 'pageSize'>>;
  route?: Resolver<Maybe<ResolversTypes['Route']>, ParentType, ContextType, RequireFields<QueryRouteArgs, 'id'>>;
  routeGroupOptions?: Resolver<Array<ResolversTypes['Route']>, ParentType, ContextType, Partial<QueryRouteGroupOptionsArgs>>;
  routeOptions?: Resolver<Array<ResolversTypes['Route']>, ParentType, ContextType, Partial<QueryRouteOptionsArgs>>;
  routes?: Resolver<ResolversTypes['RoutePage'], ParentType, ContextType, RequireFields<QueryRoutesArgs, 'pageNum' | 'pageSize'>>;
  seaportOptions?: Resolver<Array<ResolversTypes['Seaport']>, ParentType, ContextType, Partial<QuerySeaportOptionsArgs>>;
  settlementUnits?: Resolver<Array<ResolversTypes['SettlementUnit']>, ParentType, ContextType, Partial<QuerySettlementUnitsArgs>>;
  supplier?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType, RequireFields<QuerySupplierArgs, 'id'>>;
  supplierOptions?: Resolver<Array<ResolversTypes['Supplier']>, ParentType, ContextType, Partial<QuerySupplierOptionsArgs>>;
  suppliers?: Resolver<ResolversTypes['SupplierPage'], ParentType, ContextType, RequireFields<QuerySuppliersArgs, 'pageNum' | 'pageSize'>>;
  transportAddress?: Resolver<Maybe<ResolversTypes['TransportAddress']>, ParentType, ContextType, RequireFields<QueryTransportAddressArgs, 'id'>>;
  transportAddressOptions?: Resolver<Array<ResolversTypes['TransportAddress']>, ParentType, ContextType, Partial<QueryTransportAddressOptionsArgs>>;
  transportAddresses?: Resolver<ResolversTypes['TransportAddressPage'], ParentType, ContextType, RequireFields<QueryTransportAddressesArgs, 'pageNum' | 'pageSize'>>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUserArgs, 'id'>>;
  userAccounts?: Resolver<ResolversTypes['UserAccounts'], ParentType, ContextType>;
  userMenu?: Resolver<Array<ResolversTypes['MenuNode']>, ParentType, ContextType, RequireFields<QueryUserMenuArgs, 'userId'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'pageNum' | 'pageSize'>>;
  usersWithRole?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType, RequireFields<QueryUsersWithRoleArgs, 'roleName'>>;
  validateAddress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<QueryValidateAddressArgs>>;
  validateClient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<QueryValidateClientArgs>>;
  validateSupplier?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<QueryValidateSupplierArgs>>;
  validateTransportAddress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<QueryValidateTransportAddressArgs>>;
  workflowNode?: Resolver<Maybe<ResolversTypes['WorkflowNode']>, ParentType, ContextType, RequireFields<QueryWorkflowNodeArgs, 'id'>>;
  workflowNodes?: Resolver<ResolversTypes['WorkflowNodePage'], ParentType, ContextType, RequireFields<QueryWorkflowNodesArgs, 'pageNum' | 'pageSize'>>;
}>;

export type RoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  menu?: Resolver<Array<ResolversTypes['MenuNode']>, ParentType, ContextType>;
  menuIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  organisation?: Resolver<Maybe<ResolversTypes['Organisation']>, ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RolePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RolePage'] = ResolversParentTypes['RolePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RouteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Route'] = ResolversParentTypes['Route']> = ResolversObject<{
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  departurePort?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  destinationPort?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  routeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingType?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
  transitPort?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RoutePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoutePage'] = ResolversParentTypes['RoutePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Route']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SeaportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Seaport'] = ResolversParentTypes['Seaport']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nameCn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SettlementUnitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SettlementUnit'] = ResolversParentTypes['SettlementUnit']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SettlementUnitKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StoredFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoredFile'] = ResolversParentTypes['StoredFile']> = ResolversObject<{
  attachmentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPrivate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodeCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publicUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sha256?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploaderName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StoredFilePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoredFilePage'] = ResolversParentTypes['StoredFilePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SupplierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Supplier'] = ResolversParentTypes['Supplier']> = ResolversObject<{
  accountPeriod?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  alias?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankAccount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  banks?: Resolver<Array<ResolversTypes['SupplierBank']>, ParentType, ContextType>;
  businessInspectionNum?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contacts?: Resolver<Array<ResolversTypes['SupplierContact']>, ParentType, ContextType>;
  customsNum?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  domesticDestination?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceType?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  registeredAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registeredTel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salesId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  salesName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
  supplierCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supplierName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  taxRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  taxpayerIdentificationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  typeIdList?: Resolver<Array<ResolversTypes['CodeName']>, ParentType, ContextType>;
}>;

export type SupplierBankResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupplierBank'] = ResolversParentTypes['SupplierBank']> = ResolversObject<{
  bankAccount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencyCodeList?: Resolver<Array<ResolversTypes['CodeName']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type SupplierContactResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupplierContact'] = ResolversParentTypes['SupplierContact']> = ResolversObject<{
  contact?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactTel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type SupplierPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SupplierPage'] = ResolversParentTypes['SupplierPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Supplier']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TransportAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TransportAddress'] = ResolversParentTypes['TransportAddress']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactList?: Resolver<Array<ResolversTypes['TransportAddressContact']>, ParentType, ContextType>;
  district?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAbroad?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDeparture?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDestination?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  province?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
  zipCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TransportAddressContactResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TransportAddressContact'] = ResolversParentTypes['TransportAddressContact']> = ResolversObject<{
  contact?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TransportAddressPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TransportAddressPage'] = ResolversParentTypes['TransportAddressPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['TransportAddress']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UploadGrantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UploadGrant'] = ResolversParentTypes['UploadGrant']> = ResolversObject<{
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  maxBytes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  uploadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  active?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  defaultOrganisation?: Resolver<Maybe<ResolversTypes['Organisation']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  group?: Resolver<Maybe<ResolversTypes['Group']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organisations?: Resolver<Maybe<Array<ResolversTypes['UserOrganisation']>>, ParentType, ContextType>;
  qq?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Maybe<Array<ResolversTypes['Role']>>, ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  validityDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
}>;

export type UserAccountsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserAccounts'] = ResolversParentTypes['UserAccounts']> = ResolversObject<{
  authorizedAccountsNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userValid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserOrganisationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserOrganisation'] = ResolversParentTypes['UserOrganisation']> = ResolversObject<{
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  organisation?: Resolver<ResolversTypes['Organisation'], ParentType, ContextType>;
}>;

export type UserPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WorkflowNodeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkflowNode'] = ResolversParentTypes['WorkflowNode']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nodeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  shippingType?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  sortId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['WorkflowNodeUser']>, ParentType, ContextType>;
}>;

export type WorkflowNodePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkflowNodePage'] = ResolversParentTypes['WorkflowNodePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['WorkflowNode']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WorkflowNodeUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkflowNodeUser'] = ResolversParentTypes['WorkflowNodeUser']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  ActionLogEntry?: ActionLogEntryResolvers<ContextType>;
  ActionLogPage?: ActionLogPageResolvers<ContextType>;
  Address?: AddressResolvers<ContextType>;
  AddressCode?: AddressCodeResolvers<ContextType>;
  AddressPage?: AddressPageResolvers<ContextType>;
  Airport?: AirportResolvers<ContextType>;
  Captcha?: CaptchaResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  Client?: ClientResolvers<ContextType>;
  ClientBank?: ClientBankResolvers<ContextType>;
  ClientContact?: ClientContactResolvers<ContextType>;
  ClientPage?: ClientPageResolvers<ContextType>;
  CodeName?: CodeNameResolvers<ContextType>;
  ColumnConfig?: ColumnConfigResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CurrentExchangeRate?: CurrentExchangeRateResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  Dict?: DictResolvers<ContextType>;
  DictCategory?: DictCategoryResolvers<ContextType>;
  DictPage?: DictPageResolvers<ContextType>;
  DownloadLink?: DownloadLinkResolvers<ContextType>;
  ExchangeRate?: ExchangeRateResolvers<ContextType>;
  ExchangeRatePage?: ExchangeRatePageResolvers<ContextType>;
  FeePrice?: FeePriceResolvers<ContextType>;
  FeePricePage?: FeePricePageResolvers<ContextType>;
  FeeType?: FeeTypeResolvers<ContextType>;
  FeeTypePage?: FeeTypePageResolvers<ContextType>;
  FieldChange?: FieldChangeResolvers<ContextType>;
  FlightVoyage?: FlightVoyageResolvers<ContextType>;
  FlightVoyagePage?: FlightVoyagePageResolvers<ContextType>;
  Group?: GroupResolvers<ContextType>;
  HsCode?: HsCodeResolvers<ContextType>;
  HsCodePage?: HsCodePageResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  MenuItem?: MenuItemResolvers<ContextType>;
  MenuNode?: MenuNodeResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyWorkflowNode?: MyWorkflowNodeResolvers<ContextType>;
  NodeColumnConfig?: NodeColumnConfigResolvers<ContextType>;
  Organisation?: OrganisationResolvers<ContextType>;
  OrganisationNode?: OrganisationNodeResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  RolePage?: RolePageResolvers<ContextType>;
  Route?: RouteResolvers<ContextType>;
  RoutePage?: RoutePageResolvers<ContextType>;
  Seaport?: SeaportResolvers<ContextType>;
  SettlementUnit?: SettlementUnitResolvers<ContextType>;
  StoredFile?: StoredFileResolvers<ContextType>;
  StoredFilePage?: StoredFilePageResolvers<ContextType>;
  Supplier?: SupplierResolvers<ContextType>;
  SupplierBank?: SupplierBankResolvers<ContextType>;
  SupplierContact?: SupplierContactResolvers<ContextType>;
  SupplierPage?: SupplierPageResolvers<ContextType>;
  TransportAddress?: TransportAddressResolvers<ContextType>;
  TransportAddressContact?: TransportAddressContactResolvers<ContextType>;
  TransportAddressPage?: TransportAddressPageResolvers<ContextType>;
  UploadGrant?: UploadGrantResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserAccounts?: UserAccountsResolvers<ContextType>;
  UserOrganisation?: UserOrganisationResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  WorkflowNode?: WorkflowNodeResolvers<ContextType>;
  WorkflowNodePage?: WorkflowNodePageResolvers<ContextType>;
  WorkflowNodeUser?: WorkflowNodeUserResolvers<ContextType>;
}>;

