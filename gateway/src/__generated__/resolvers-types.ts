import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserModel, RoleModel } from '../modules/system/models.ts';
import type { FeeLineModel, OrderFeesModel, FeeTotalsModel, CurrencyTotalModel, FeeTemplateModel, FeeTemplateDetailModel, ProfitApprovalModel } from '../modules/fees/models.ts';
import type { SettlementModel, AllocationModel, RestCurrencyTotal, OpenFeeLineModel, RestOpenTotal } from '../modules/settlements/models.ts';
import type { RestInvoiceSet, RestArInvoice, RestArInvoiceLine, RestCurrencyAmount, RestTicketLine } from '../modules/invoices/models.ts';
import type { ScheduleEntryModel } from '../modules/todo/models.ts';
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
  /** The REST action called (insert, update…) */
  action: Scalars['String']['output'];
  /** When (ISO 8601) */
  at: Scalars['DateTime']['output'];
  /** The fields it changed */
  changes: Array<FieldChange>;
  /** The REST controller called (tbCustomer…) */
  controller: Scalars['String']['output'];
  /** The entry id */
  id: Scalars['ID']['output'];
  /** The caller's address; null when unknown */
  ip?: Maybe<Scalars['String']['output']>;
  /** The organisation of the session; null for a call outside one */
  organisation?: Maybe<Organisation>;
  /** The record written (its id or code); null when none */
  recordKey?: Maybe<Scalars['String']['output']>;
  /** The table written; null when none */
  tableName?: Maybe<Scalars['String']['output']>;
  /** Who: the user id */
  userId: Scalars['ID']['output'];
  /** Who: the user's name */
  userName: Scalars['String']['output'];
};

/** The action log's search; every filter optional. */
export type ActionLogFilter = {
  /** Exactly this REST action (insert, update…) */
  action?: InputMaybe<Scalars['String']['input']>;
  /** Exactly this REST controller (tbCustomer…) */
  controller?: InputMaybe<Scalars['String']['input']>;
  /** First day, inclusive (company time zone). */
  from?: InputMaybe<Scalars['Date']['input']>;
  /** Exactly this record key */
  recordKey?: InputMaybe<Scalars['String']['input']>;
  /** Exactly this table */
  tableName?: InputMaybe<Scalars['String']['input']>;
  /** Last day, inclusive. */
  to?: InputMaybe<Scalars['Date']['input']>;
  /** Exactly this user */
  userId?: InputMaybe<Scalars['ID']['input']>;
  /** Part of the user's name */
  userName?: InputMaybe<Scalars['String']['input']>;
};

/** A page of action-log entries, newest first. */
export type ActionLogPage = {
  __typename?: 'ActionLogPage';
  /** The rows of this page */
  items: Array<ActionLogEntry>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** A sender, receiver or notifier address for documents (地址); REST tbAdderss */
export type Address = {
  __typename?: 'Address';
  /** 地址详情 (required; at most 500 characters) */
  addressDetail: Scalars['String']['output'];
  /** 地址类型 (required; a code of dictionary category DZLX) */
  addressType: CodeName;
  /** AEO编码 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  aeoCode?: Maybe<Scalars['String']['output']>;
  /** 企业代码 (sub-list) */
  codeList: Array<AddressCode>;
  /** The record id */
  id: Scalars['ID']['output'];
  /** The organisation the record belongs to */
  orgId: Scalars['ID']['output'];
  /** 作业类型 (required; a code of dictionary category ZYLX) */
  shippingType: CodeName;
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status: RecordStatus;
  /** Moves with every change of the record: an update sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};

/** 企业代码 of a Address */
export type AddressCode = {
  __typename?: 'AddressCode';
  /** 代码类型 (required; at most 30 characters) */
  codeType: Scalars['String']['output'];
  /** 代码 (required; at most 50 characters) */
  codeValue: Scalars['String']['output'];
  /** The row id */
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
  /** 地址详情: contains the text (case-insensitive) */
  addressDetail?: InputMaybe<Scalars['String']['input']>;
  /** 地址类型: equals a code of dictionary category DZLX */
  addressType?: InputMaybe<Scalars['String']['input']>;
  /** Default true */
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  /** Matches the picker fields */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** 作业类型: equals a code of dictionary category ZYLX */
  shippingType?: InputMaybe<Scalars['String']['input']>;
  /** A list column to sort by; default the declared order */
  sortField?: InputMaybe<Scalars['String']['input']>;
  /** 状态: equals ACTIVE or INACTIVE */
  status?: InputMaybe<RecordStatus>;
};

/** A page of addresses */
export type AddressPage = {
  __typename?: 'AddressPage';
  /** The rows of this page */
  items: Array<Address>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** The 实际信息 node's own fields (REST updateSJ); omitted fields stay, null clears */
export type AirExportActualsInput = {
  /** 实际到达日期 (YYYY-MM-DD) */
  actualArriveDate?: InputMaybe<Scalars['Date']['input']>;
  /** 实际计费重量(KGS) (up to 3 decimal places; at least 0) */
  actualChargeableWeight?: InputMaybe<Scalars['Decimal']['input']>;
  /** 实际起飞日期 (YYYY-MM-DD) */
  actualDepartureDate?: InputMaybe<Scalars['Date']['input']>;
  /** 实际航班号 (at most 20 characters; pattern alnum ^[A-Za-z0-9]+$) */
  actualFlight?: InputMaybe<Scalars['String']['input']>;
  /** 实际毛重(KGS) (up to 3 decimal places; at least 0) */
  actualGrossWeight?: InputMaybe<Scalars['Decimal']['input']>;
  /** 实际件数 (at least 0; at most 99999999) */
  actualPiecesNumber?: InputMaybe<Scalars['Int']['input']>;
  /** 实际体积(CBM) (up to 3 decimal places; at least 0) */
  actualVolume?: InputMaybe<Scalars['Decimal']['input']>;
};

/** The 托单 node's own fields (REST updateTD); omitted fields stay, null clears */
export type AirExportBookingInput = {
  /** 订舱代理 (the id of a Supplier) */
  bookingAgentId?: InputMaybe<Scalars['ID']['input']>;
  /** 货物属性 (a code of dictionary category HWSX) */
  cargoAttributeId?: InputMaybe<Scalars['String']['input']>;
  /** 计费重量(KGS) (up to 3 decimal places; at least 0) */
  chargeableWeight?: InputMaybe<Scalars['Decimal']['input']>;
  /** 中文品名 (at most 200 characters) */
  chineseName?: InputMaybe<Scalars['String']['input']>;
  /** 客户 (required; the id of a Client) */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** 联系人 (at most 50 characters) */
  contact?: InputMaybe<Scalars['String']['input']>;
  /** 客户联系人编号 (at least 1) */
  contactId?: InputMaybe<Scalars['Int']['input']>;
  /** 联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  contactTel?: InputMaybe<Scalars['String']['input']>;
  /** 客服 (the id of a user) */
  csrId?: InputMaybe<Scalars['ID']['input']>;
  /** 客户参考号 (at most 50 characters) */
  customerReferenceNo?: InputMaybe<Scalars['String']['input']>;
  /** 贸易条款 (a code of dictionary category MYFS) */
  deliveryTermsId?: InputMaybe<Scalars['String']['input']>;
  /** 起运港 (required; the id of an Airport) */
  departurePortId?: InputMaybe<Scalars['ID']['input']>;
  /** 目的港 (required; the id of an Airport) */
  destinationPortId?: InputMaybe<Scalars['ID']['input']>;
  /** 英文品名 (at most 200 characters) */
  englishName?: InputMaybe<Scalars['String']['input']>;
  /** 航班号 (at most 20 characters; pattern alnum ^[A-Za-z0-9]+$) */
  flight?: InputMaybe<Scalars['String']['input']>;
  /** 航班日期 (YYYY-MM-DD) */
  flightDate?: InputMaybe<Scalars['Date']['input']>;
  /** 毛重(KGS) (up to 3 decimal places; at least 0) */
  grossWeight?: InputMaybe<Scalars['Decimal']['input']>;
  /** 内部类型 (a code of dictionary category NBLX) */
  internalTypeId?: InputMaybe<Scalars['String']['input']>;
  /** 需提货 */
  isDelivery?: InputMaybe<Scalars['Boolean']['input']>;
  /** 草稿 */
  isDraft?: InputMaybe<Scalars['Boolean']['input']>;
  /** 主单号 (at most 50 characters) */
  mainOrderNumber?: InputMaybe<Scalars['String']['input']>;
  /** 通知人 (the id of an Address) */
  notifierId?: InputMaybe<Scalars['ID']['input']>;
  /** 经营单位 (the id of a Client) */
  operationUnitsId?: InputMaybe<Scalars['ID']['input']>;
  /** 分单号 (at most 50 characters) */
  orderNumber?: InputMaybe<Scalars['String']['input']>;
  /** 订单备注 (at most 1000 characters) */
  orderRemark?: InputMaybe<Scalars['String']['input']>;
  /** 包装种类 (a code of dictionary category BZ) */
  packageId?: InputMaybe<Scalars['String']['input']>;
  /** 件数 (at least 0; at most 99999999) */
  piecesNumber?: InputMaybe<Scalars['Int']['input']>;
  /** 收货人 (the id of an Address) */
  receiverId?: InputMaybe<Scalars['ID']['input']>;
  /** 航线 (the id of a Route) */
  routeId?: InputMaybe<Scalars['ID']['input']>;
  /** 销售 (the id of a user) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
  /** 发货人 (the id of an Address) */
  senderId?: InputMaybe<Scalars['ID']['input']>;
  /** 运费条款 (a code of dictionary category YFTK) */
  shippingFeeTermsId?: InputMaybe<Scalars['String']['input']>;
  /** 运输条款 (a code of dictionary category YSTK) */
  shippingTermsId?: InputMaybe<Scalars['String']['input']>;
  /** 中转港 (the id of an Airport) */
  transitPortId?: InputMaybe<Scalars['ID']['input']>;
  /** 体积(CBM) (up to 3 decimal places; at least 0) */
  volume?: InputMaybe<Scalars['Decimal']['input']>;
};

/** The 报关 node's own fields (REST updateBG); omitted fields stay, null clears */
export type AirExportCustomsInput = {
  /** 报关行邮箱 (at most 100 characters; pattern email ^[^\s@]+@[^\s@]+\.[^\s@]+$) */
  customsBrokerContactEmail?: InputMaybe<Scalars['String']['input']>;
  /** 报关行联系人编号 (at least 1) */
  customsBrokerContactId?: InputMaybe<Scalars['Int']['input']>;
  /** 报关行联系人 (at most 50 characters) */
  customsBrokerContactName?: InputMaybe<Scalars['String']['input']>;
  /** 报关行联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  customsBrokerContactTel?: InputMaybe<Scalars['String']['input']>;
  /** 报关行 (the id of a Supplier) */
  customsBrokerId?: InputMaybe<Scalars['ID']['input']>;
  /** 报关单; when given, replaces the stored rows */
  customsBrokerList?: InputMaybe<Array<AirExportOrderCustomsDeclarationInput>>;
  /** 报关日期 (YYYY-MM-DD) */
  customsClearanceDate?: InputMaybe<Scalars['Date']['input']>;
  /** 报关备注 (at most 500 characters) */
  customsClearanceRemark?: InputMaybe<Scalars['String']['input']>;
  /** 加急 */
  isExpedited?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The 派送 node's own fields (REST updatePS); omitted fields stay, null clears */
export type AirExportDeliveryInput = {
  /** 送货地址 (the id of a TransportAddress) */
  deliveryAddressId?: InputMaybe<Scalars['ID']['input']>;
  /** 送货日期 (YYYY-MM-DD) */
  deliveryDate?: InputMaybe<Scalars['Date']['input']>;
  /** 派送备注 (at most 500 characters) */
  deliveryRemark?: InputMaybe<Scalars['String']['input']>;
  /** 司机 (at most 30 characters) */
  driverName?: InputMaybe<Scalars['String']['input']>;
  /** 司机电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  driverPhone?: InputMaybe<Scalars['String']['input']>;
  /** 提货地址 (the id of a TransportAddress) */
  pickupAddressId?: InputMaybe<Scalars['ID']['input']>;
  /** 提货日期 (YYYY-MM-DD) */
  pickupDate?: InputMaybe<Scalars['Date']['input']>;
  /** 车牌号 (at most 20 characters) */
  plateNumber?: InputMaybe<Scalars['String']['input']>;
  /** 提货联系人 (at most 50 characters) */
  takeContact?: InputMaybe<Scalars['String']['input']>;
  /** 提货联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  takeContactTel?: InputMaybe<Scalars['String']['input']>;
  /** 车队 (the id of a Supplier) */
  transportCompanyId?: InputMaybe<Scalars['ID']['input']>;
  /** 运输要求 (at most 500 characters) */
  transportationRequirements?: InputMaybe<Scalars['String']['input']>;
  /** 车型 (a code of dictionary category CLLX) */
  vehicleType?: InputMaybe<Scalars['String']['input']>;
};

/** An air export shipment order (空运出口); REST tbAirTransportExport. Its list and writes need the /action/airexport page */
export type AirExportOrder = Order & {
  __typename?: 'AirExportOrder';
  /** 实际到达日期 (YYYY-MM-DD) */
  actualArriveDate?: Maybe<Scalars['Date']['output']>;
  /** 实际计费重量(KGS) (up to 3 decimal places; at least 0) */
  actualChargeableWeight?: Maybe<Scalars['Decimal']['output']>;
  /** 实际起飞日期 (YYYY-MM-DD) */
  actualDepartureDate?: Maybe<Scalars['Date']['output']>;
  /** 实际航班号 (at most 20 characters; pattern alnum ^[A-Za-z0-9]+$) */
  actualFlight?: Maybe<Scalars['String']['output']>;
  /** 实际毛重(KGS) (up to 3 decimal places; at least 0) */
  actualGrossWeight?: Maybe<Scalars['Decimal']['output']>;
  /** 实际件数 (at least 0; at most 99999999) */
  actualPiecesNumber?: Maybe<Scalars['Int']['output']>;
  /** 实际体积(CBM) (up to 3 decimal places; at least 0) */
  actualVolume?: Maybe<Scalars['Decimal']['output']>;
  /** 应付状态 (at most 1 character; set by the server) */
  apStatus?: Maybe<Scalars['String']['output']>;
  /** 应收状态 (at most 1 character; set by the server) */
  arStatus?: Maybe<Scalars['String']['output']>;
  /** 订舱代理: the Supplier record; null when none */
  bookingAgent?: Maybe<Supplier>;
  /** 订舱代理 (the id of a Supplier) */
  bookingAgentId?: Maybe<Scalars['ID']['output']>;
  /** 订舱代理: the name, as shown; null when none */
  bookingAgentName?: Maybe<Scalars['String']['output']>;
  /** 商检查验日期 (YYYY-MM-DD) */
  businessInspectionDate?: Maybe<Scalars['Date']['output']>;
  /** 商检查验备注 (at most 500 characters) */
  businessInspectionRemark?: Maybe<Scalars['String']['output']>;
  /** 货物属性 (a code of dictionary category HWSX) */
  cargoAttributeId?: Maybe<CodeName>;
  /** 计费重量(KGS) (up to 3 decimal places; at least 0) */
  chargeableWeight?: Maybe<Scalars['Decimal']['output']>;
  /** 中文品名 (at most 200 characters) */
  chineseName?: Maybe<Scalars['String']['output']>;
  /** 客户: the Client record; null when none */
  client?: Maybe<Client>;
  /** 客户 (required; the id of a Client) */
  clientId?: Maybe<Scalars['ID']['output']>;
  /** 客户: the name, as shown; null when none */
  clientName?: Maybe<Scalars['String']['output']>;
  /** 联系人 (at most 50 characters) */
  contact?: Maybe<Scalars['String']['output']>;
  /** 客户联系人编号 (at least 1) */
  contactId?: Maybe<Scalars['Int']['output']>;
  /** 联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  contactTel?: Maybe<Scalars['String']['output']>;
  /** 创建日期 (YYYY-MM-DD; set by the server) */
  createDate?: Maybe<Scalars['Date']['output']>;
  /** 客服 (the id of a user) */
  csrId?: Maybe<Scalars['ID']['output']>;
  /** 客服: the name, as shown; null when none */
  csrName?: Maybe<Scalars['String']['output']>;
  /** Position of the order step in nodes (the progress bar) */
  currentNodeIndex: Scalars['Int']['output'];
  /** 客户参考号 (at most 50 characters) */
  customerReferenceNo?: Maybe<Scalars['String']['output']>;
  /** 报关行: the Supplier record; null when none */
  customsBroker?: Maybe<Supplier>;
  /** 报关行邮箱 (at most 100 characters; pattern email ^[^\s@]+@[^\s@]+\.[^\s@]+$) */
  customsBrokerContactEmail?: Maybe<Scalars['String']['output']>;
  /** 报关行联系人编号 (at least 1) */
  customsBrokerContactId?: Maybe<Scalars['Int']['output']>;
  /** 报关行联系人 (at most 50 characters) */
  customsBrokerContactName?: Maybe<Scalars['String']['output']>;
  /** 报关行联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  customsBrokerContactTel?: Maybe<Scalars['String']['output']>;
  /** 报关行 (the id of a Supplier) */
  customsBrokerId?: Maybe<Scalars['ID']['output']>;
  /** 报关单 */
  customsBrokerList: Array<AirExportOrderCustomsDeclaration>;
  /** 报关行: the name, as shown; null when none */
  customsBrokerName?: Maybe<Scalars['String']['output']>;
  /** 报关日期 (YYYY-MM-DD) */
  customsClearanceDate?: Maybe<Scalars['Date']['output']>;
  /** 报关备注 (at most 500 characters) */
  customsClearanceRemark?: Maybe<Scalars['String']['output']>;
  /** 海关查验日期 (YYYY-MM-DD) */
  customsInspectionDate?: Maybe<Scalars['Date']['output']>;
  /** 海关查验备注 (at most 500 characters) */
  customsInspectionRemark?: Maybe<Scalars['String']['output']>;
  /** 送货地址: the TransportAddress record; null when none */
  deliveryAddress?: Maybe<TransportAddress>;
  /** 送货地址 (the id of a TransportAddress) */
  deliveryAddressId?: Maybe<Scalars['ID']['output']>;
  /** 送货地址: the name, as shown; null when none */
  deliveryAddressName?: Maybe<Scalars['String']['output']>;
  /** 送货日期 (YYYY-MM-DD) */
  deliveryDate?: Maybe<Scalars['Date']['output']>;
  /** 派送备注 (at most 500 characters) */
  deliveryRemark?: Maybe<Scalars['String']['output']>;
  /** 贸易条款 (a code of dictionary category MYFS) */
  deliveryTermsId?: Maybe<CodeName>;
  /** 起运港: the Airport record; null when none */
  departurePort?: Maybe<Airport>;
  /** 起运港: the record's code; null when none */
  departurePortCode?: Maybe<Scalars['String']['output']>;
  /** 起运港 (required; the id of an Airport) */
  departurePortId?: Maybe<Scalars['ID']['output']>;
  /** 起运港: the name, as shown; null when none */
  departurePortName?: Maybe<Scalars['String']['output']>;
  /** 目的港: the Airport record; null when none */
  destinationPort?: Maybe<Airport>;
  /** 目的港: the record's code; null when none */
  destinationPortCode?: Maybe<Scalars['String']['output']>;
  /** 目的港 (required; the id of an Airport) */
  destinationPortId?: Maybe<Scalars['ID']['output']>;
  /** 目的港: the name, as shown; null when none */
  destinationPortName?: Maybe<Scalars['String']['output']>;
  /** Codes of the nodes saved so far */
  doneNodes: Array<Scalars['String']['output']>;
  /** 司机 (at most 30 characters) */
  driverName?: Maybe<Scalars['String']['output']>;
  /** 司机电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  driverPhone?: Maybe<Scalars['String']['output']>;
  /** False once cancelled or completed: node saves are refused */
  editable: Scalars['Boolean']['output'];
  /** 英文品名 (at most 200 characters) */
  englishName?: Maybe<Scalars['String']['output']>;
  /** The order's fees and totals (fees module; the same one call as orderFees) */
  fees: OrderFees;
  /** The order's attached files, every node (files module, tbFile/listAll by orderCode): one call, so the order page asks one query */
  files: Array<StoredFile>;
  /** 航班号 (at most 20 characters; pattern alnum ^[A-Za-z0-9]+$) */
  flight?: Maybe<Scalars['String']['output']>;
  /** 航班日期 (YYYY-MM-DD) */
  flightDate?: Maybe<Scalars['Date']['output']>;
  /** 毛重(KGS) (up to 3 decimal places; at least 0) */
  grossWeight?: Maybe<Scalars['Decimal']['output']>;
  /** Who changed which field of the record, from what to what, and when: newest first (历史). */
  history: HistoryPage;
  /** The order id */
  id: Scalars['ID']['output'];
  /** 内部类型 (a code of dictionary category NBLX) */
  internalTypeId?: Maybe<CodeName>;
  /** 商检查验 */
  isBusinessInspection: Scalars['Boolean']['output'];
  /** 海关查验 */
  isCustomsInspection: Scalars['Boolean']['output'];
  /** 需提货 */
  isDelivery: Scalars['Boolean']['output'];
  /** 草稿 */
  isDraft: Scalars['Boolean']['output'];
  /** 加急 */
  isExpedited: Scalars['Boolean']['output'];
  /** 主单号 (at most 50 characters) */
  mainOrderNumber?: Maybe<Scalars['String']['output']>;
  /** The workflow nodes of the type (node dictionary order), with progress and whether the signed-in user operates each */
  nodes: Array<OrderNodeProgress>;
  /** 通知人: the Address record; null when none */
  notifier?: Maybe<Address>;
  /** 通知人 (the id of an Address) */
  notifierId?: Maybe<Scalars['ID']['output']>;
  /** 通知人: the name, as shown; null when none */
  notifierName?: Maybe<Scalars['String']['output']>;
  /** 操作状态 (a code of dictionary category CZZT; set by the server) */
  operationStatus?: Maybe<CodeName>;
  /** 经营单位: the Client record; null when none */
  operationUnits?: Maybe<Client>;
  /** 经营单位 (the id of a Client) */
  operationUnitsId?: Maybe<Scalars['ID']['output']>;
  /** 经营单位: the name, as shown; null when none */
  operationUnitsName?: Maybe<Scalars['String']['output']>;
  /** 订单号 (at most 20 characters; set by the server) */
  orderCode?: Maybe<Scalars['String']['output']>;
  /** 分单号 (at most 50 characters) */
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** 订单备注 (at most 1000 characters) */
  orderRemark?: Maybe<Scalars['String']['output']>;
  /** The order's type: AIR_EXPORT (空运出口) */
  orderType: OrderType;
  /** The organisation the order belongs to */
  orgId: Scalars['ID']['output'];
  /** 包装种类 (a code of dictionary category BZ) */
  packageId?: Maybe<CodeName>;
  /** 提货地址: the TransportAddress record; null when none */
  pickupAddress?: Maybe<TransportAddress>;
  /** 提货地址 (the id of a TransportAddress) */
  pickupAddressId?: Maybe<Scalars['ID']['output']>;
  /** 提货地址: the name, as shown; null when none */
  pickupAddressName?: Maybe<Scalars['String']['output']>;
  /** 提货日期 (YYYY-MM-DD) */
  pickupDate?: Maybe<Scalars['Date']['output']>;
  /** 件数 (at least 0; at most 99999999) */
  piecesNumber?: Maybe<Scalars['Int']['output']>;
  /** 车牌号 (at most 20 characters) */
  plateNumber?: Maybe<Scalars['String']['output']>;
  /** 收货人: the Address record; null when none */
  receiver?: Maybe<Address>;
  /** 收货人 (the id of an Address) */
  receiverId?: Maybe<Scalars['ID']['output']>;
  /** 收货人: the name, as shown; null when none */
  receiverName?: Maybe<Scalars['String']['output']>;
  /** 放行日期 (YYYY-MM-DD) */
  releaseDate?: Maybe<Scalars['Date']['output']>;
  /** 放行备注 (at most 500 characters) */
  releaseRemark?: Maybe<Scalars['String']['output']>;
  /** 航线: the Route record; null when none */
  route?: Maybe<Route>;
  /** 航线 (the id of a Route) */
  routeId?: Maybe<Scalars['ID']['output']>;
  /** 航线: the name, as shown; null when none */
  routeName?: Maybe<Scalars['String']['output']>;
  /** 销售 (the id of a user) */
  salesId?: Maybe<Scalars['ID']['output']>;
  /** 销售: the name, as shown; null when none */
  salesName?: Maybe<Scalars['String']['output']>;
  /** 发货人: the Address record; null when none */
  sender?: Maybe<Address>;
  /** 发货人 (the id of an Address) */
  senderId?: Maybe<Scalars['ID']['output']>;
  /** 发货人: the name, as shown; null when none */
  senderName?: Maybe<Scalars['String']['output']>;
  /** 运费条款 (a code of dictionary category YFTK) */
  shippingFeeTermsId?: Maybe<CodeName>;
  /** 运输条款 (a code of dictionary category YSTK) */
  shippingTermsId?: Maybe<CodeName>;
  /** 订单状态 (a code of dictionary category KC_DDZT; set by the server) */
  status?: Maybe<CodeName>;
  /** 当前节点 (a code of dictionary category KYCK; set by the server) */
  step?: Maybe<CodeName>;
  /** 提货联系人 (at most 50 characters) */
  takeContact?: Maybe<Scalars['String']['output']>;
  /** 提货联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  takeContactTel?: Maybe<Scalars['String']['output']>;
  /** The order's receivable, payable and profit in CNY (元), as the fee summary keeps them (利润 report) */
  totals: OrderTotals;
  /** 中转港: the Airport record; null when none */
  transitPort?: Maybe<Airport>;
  /** 中转港: the record's code; null when none */
  transitPortCode?: Maybe<Scalars['String']['output']>;
  /** 中转港 (the id of an Airport) */
  transitPortId?: Maybe<Scalars['ID']['output']>;
  /** 中转港: the name, as shown; null when none */
  transitPortName?: Maybe<Scalars['String']['output']>;
  /** 车队: the Supplier record; null when none */
  transportCompany?: Maybe<Supplier>;
  /** 车队 (the id of a Supplier) */
  transportCompanyId?: Maybe<Scalars['ID']['output']>;
  /** 车队: the name, as shown; null when none */
  transportCompanyName?: Maybe<Scalars['String']['output']>;
  /** 运输要求 (at most 500 characters) */
  transportationRequirements?: Maybe<Scalars['String']['output']>;
  /** 车型 (a code of dictionary category CLLX) */
  vehicleType?: Maybe<CodeName>;
  /** Moves with every change of the order: a node save sends it back as expectedVersion */
  version: Scalars['Int']['output'];
  /** 体积(CBM) (up to 3 decimal places; at least 0) */
  volume?: Maybe<Scalars['Decimal']['output']>;
};


/** An air export shipment order (空运出口); REST tbAirTransportExport. Its list and writes need the /action/airexport page */
export type AirExportOrderHistoryArgs = {
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** 报关单 of a AirExportOrder */
export type AirExportOrderCustomsDeclaration = {
  __typename?: 'AirExportOrderCustomsDeclaration';
  /** 报关单号 (required; at most 18 characters; pattern digits ^\d*$) */
  customsBrokerCode?: Maybe<Scalars['String']['output']>;
  /** 申报关区 (a code of dictionary category JCJGB) */
  customsPortId?: Maybe<CodeName>;
  /** 申报日期 (YYYY-MM-DD) */
  filingDate?: Maybe<Scalars['Date']['output']>;
  /** The row id */
  id: Scalars['ID']['output'];
  /** 出口申报 */
  inOrOut: Scalars['Boolean']['output'];
  /** 核销单号 (at most 50 characters) */
  singleNumber?: Maybe<Scalars['String']['output']>;
  /** Position of the row in its list, from 1 */
  sortId: Scalars['Int']['output'];
  /** 拼单号 (at most 50 characters) */
  splicingNumber?: Maybe<Scalars['String']['output']>;
};

/** 报关单 row */
export type AirExportOrderCustomsDeclarationInput = {
  /** 报关单号 (required; at most 18 characters; pattern digits ^\d*$) */
  customsBrokerCode?: InputMaybe<Scalars['String']['input']>;
  /** 申报关区 (a code of dictionary category JCJGB) */
  customsPortId?: InputMaybe<Scalars['String']['input']>;
  /** 申报日期 (YYYY-MM-DD) */
  filingDate?: InputMaybe<Scalars['Date']['input']>;
  /** 出口申报 */
  inOrOut?: InputMaybe<Scalars['Boolean']['input']>;
  /** 核销单号 (at most 50 characters) */
  singleNumber?: InputMaybe<Scalars['String']['input']>;
  /** 拼单号 (at most 50 characters) */
  splicingNumber?: InputMaybe<Scalars['String']['input']>;
};

/** Search of 空运出口 orders */
export type AirExportOrderFilter = {
  /** 客户: equals the id of a Client */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** 创建日期: on or after (inclusive), YYYY-MM-DD */
  createDateBegin?: InputMaybe<Scalars['Date']['input']>;
  /** 创建日期: on or before (inclusive), YYYY-MM-DD */
  createDateEnd?: InputMaybe<Scalars['Date']['input']>;
  /** 客服: equals the id of a user */
  csrId?: InputMaybe<Scalars['ID']['input']>;
  /** 客户参考号: contains the text (case-insensitive) */
  customerReferenceNo?: InputMaybe<Scalars['String']['input']>;
  /** 起运港: equals the id of an Airport */
  departurePortId?: InputMaybe<Scalars['ID']['input']>;
  /** Default true (order-by flag 1) */
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  /** 目的港: equals the id of an Airport */
  destinationPortId?: InputMaybe<Scalars['ID']['input']>;
  /** 航班号: contains the text (case-insensitive) */
  flight?: InputMaybe<Scalars['String']['input']>;
  /** 航班日期: on or after (inclusive), YYYY-MM-DD */
  flightDateBegin?: InputMaybe<Scalars['Date']['input']>;
  /** 航班日期: on or before (inclusive), YYYY-MM-DD */
  flightDateEnd?: InputMaybe<Scalars['Date']['input']>;
  /** 主单号: contains the text (case-insensitive) */
  mainOrderNumber?: InputMaybe<Scalars['String']['input']>;
  /** 操作状态: equals a code of dictionary category CZZT */
  operationStatus?: InputMaybe<Scalars['String']['input']>;
  /** 订单号: contains the text (case-insensitive) */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** Only these orders (a selection of the list) */
  orderCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** 分单号: contains the text (case-insensitive) */
  orderNumber?: InputMaybe<Scalars['String']['input']>;
  /** 销售: equals the id of a user */
  salesId?: InputMaybe<Scalars['ID']['input']>;
  /** A list column to sort by; default orderCode */
  sortField?: InputMaybe<Scalars['String']['input']>;
  /** 订单状态: equals a code of dictionary category KC_DDZT */
  status?: InputMaybe<Scalars['String']['input']>;
};

/** A page of 空运出口 orders */
export type AirExportOrderPage = {
  __typename?: 'AirExportOrderPage';
  /** The rows of this page */
  items: Array<AirExportOrder>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** The 放行 node's own fields (REST updateFX); omitted fields stay, null clears */
export type AirExportReleaseInput = {
  /** 商检查验日期 (YYYY-MM-DD) */
  businessInspectionDate?: InputMaybe<Scalars['Date']['input']>;
  /** 商检查验备注 (at most 500 characters) */
  businessInspectionRemark?: InputMaybe<Scalars['String']['input']>;
  /** 海关查验日期 (YYYY-MM-DD) */
  customsInspectionDate?: InputMaybe<Scalars['Date']['input']>;
  /** 海关查验备注 (at most 500 characters) */
  customsInspectionRemark?: InputMaybe<Scalars['String']['input']>;
  /** 商检查验 */
  isBusinessInspection?: InputMaybe<Scalars['Boolean']['input']>;
  /** 海关查验 */
  isCustomsInspection?: InputMaybe<Scalars['Boolean']['input']>;
  /** 放行日期 (YYYY-MM-DD) */
  releaseDate?: InputMaybe<Scalars['Date']['input']>;
  /** 放行备注 (at most 500 characters) */
  releaseRemark?: InputMaybe<Scalars['String']['input']>;
};

/** The 托单 node's own fields (REST updateTD); omitted fields stay, null clears */
export type AirImportBookingInput = {
  /** 境外发货人 (at most 500 characters) */
  abroadSender?: InputMaybe<Scalars['String']['input']>;
  /** 预计到港日期 (YYYY-MM-DD) */
  arrivalDate?: InputMaybe<Scalars['Date']['input']>;
  /** 境内收货人 (at most 500 characters) */
  bordersReceiver?: InputMaybe<Scalars['String']['input']>;
  /** 货物属性 (a code of dictionary category HWSX) */
  cargoAttributeId?: InputMaybe<Scalars['String']['input']>;
  /** 计费重量(KGS) (up to 3 decimal places; at least 0) */
  chargeableWeight?: InputMaybe<Scalars['Decimal']['input']>;
  /** 中文品名 (at most 200 characters) */
  chineseName?: InputMaybe<Scalars['String']['input']>;
  /** 客户 (required; the id of a Client) */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** 联系人 (at most 50 characters) */
  contact?: InputMaybe<Scalars['String']['input']>;
  /** 联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  contactTel?: InputMaybe<Scalars['String']['input']>;
  /** 客服 (the id of a user) */
  csrId?: InputMaybe<Scalars['ID']['input']>;
  /** 贸易条款 (a code of dictionary category MYFS) */
  deliveryTermsId?: InputMaybe<Scalars['String']['input']>;
  /** 起运港 (required; the id of an Airport) */
  departurePortId?: InputMaybe<Scalars['ID']['input']>;
  /** 英文品名 (at most 200 characters) */
  englishName?: InputMaybe<Scalars['String']['input']>;
  /** 入境港 (required; the id of an Airport) */
  entryPortId?: InputMaybe<Scalars['ID']['input']>;
  /** 毛重(KGS) (up to 3 decimal places; at least 0) */
  grossWeight?: InputMaybe<Scalars['Decimal']['input']>;
  /** 内部类型 (a code of dictionary category NBLX) */
  internalTypeId?: InputMaybe<Scalars['String']['input']>;
  /** 草稿 */
  isDraft?: InputMaybe<Scalars['Boolean']['input']>;
  /** 主单号 (at most 50 characters) */
  mainOrderNumber?: InputMaybe<Scalars['String']['input']>;
  /** 净重(KGS) (up to 3 decimal places; at least 0) */
  netWeight?: InputMaybe<Scalars['Decimal']['input']>;
  /** 开单日期 (YYYY-MM-DD) */
  openDate?: InputMaybe<Scalars['Date']['input']>;
  /** 经营单位 (the id of a Client) */
  operationUnitsId?: InputMaybe<Scalars['ID']['input']>;
  /** 分单号 (at most 50 characters) */
  orderNumber?: InputMaybe<Scalars['String']['input']>;
  /** 订单备注 (at most 1000 characters) */
  orderRemark?: InputMaybe<Scalars['String']['input']>;
  /** 包装种类 (a code of dictionary category BZ) */
  packageId?: InputMaybe<Scalars['String']['input']>;
  /** 件数 (at least 0; at most 99999999) */
  piecesNumber?: InputMaybe<Scalars['Int']['input']>;
  /** 收货人 (the id of an Address) */
  receiverId?: InputMaybe<Scalars['ID']['input']>;
  /** 航班; when given, replaces the stored rows */
  routeList?: InputMaybe<Array<AirImportOrderFlightInput>>;
  /** 销售 (the id of a user) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
  /** 发货人 (the id of an Address) */
  senderId?: InputMaybe<Scalars['ID']['input']>;
  /** 中转港 (the id of an Airport) */
  transitPortId?: InputMaybe<Scalars['ID']['input']>;
  /** 体积(CBM) (up to 3 decimal places; at least 0) */
  volume?: InputMaybe<Scalars['Decimal']['input']>;
};

/** The 报关 node's own fields (REST updateBG); omitted fields stay, null clears */
export type AirImportCustomsInput = {
  /** AEO编码 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  aeoCode?: InputMaybe<Scalars['String']['input']>;
  /** 合同协议号 (at most 50 characters) */
  contractAgreementNo?: InputMaybe<Scalars['String']['input']>;
  /** 报关行联系人邮箱 (at most 100 characters; pattern email ^[^\s@]+@[^\s@]+\.[^\s@]+$) */
  customsBrokerContactEmail?: InputMaybe<Scalars['String']['input']>;
  /** 报关行联系人编号 (at least 1) */
  customsBrokerContactId?: InputMaybe<Scalars['Int']['input']>;
  /** 报关行联系人 (at most 50 characters) */
  customsBrokerContactName?: InputMaybe<Scalars['String']['input']>;
  /** 报关行联系人电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  customsBrokerContactTel?: InputMaybe<Scalars['String']['input']>;
  /** 报关行 (the id of a Supplier) */
  customsBrokerId?: InputMaybe<Scalars['ID']['input']>;
  /** 报关单; when given, replaces the stored rows */
  customsBrokerList?: InputMaybe<Array<AirImportOrderCustomsBrokerInput>>;
  /** 报关备注 (at most 500 characters) */
  customsClearanceRemark?: InputMaybe<Scalars['String']['input']>;
  /** 申报口岸 (a code of dictionary category SBKA) */
  declarationPort?: InputMaybe<Scalars['String']['input']>;
  /** 申报备注 (at most 500 characters) */
  declarationRemark?: InputMaybe<Scalars['String']['input']>;
  /** 目的地海关 (a code of dictionary category JCJGB) */
  destinationAuthority?: InputMaybe<Scalars['String']['input']>;
  /** 目的国 (the id of a Country) */
  destinationCountry?: InputMaybe<Scalars['ID']['input']>;
  /** 入境口岸 (a code of dictionary category JCJGB) */
  entryExitPort?: InputMaybe<Scalars['String']['input']>;
  /** 最终目的地 (at most 100 characters) */
  finalDestinationName?: InputMaybe<Scalars['String']['input']>;
  /** 运费 (in the currency given by freightFeeCode (FYBZ, default 3 人民币); up to 2 decimal places; at least 0) */
  freightFee?: InputMaybe<Scalars['Decimal']['input']>;
  /** 运费币种 (a code of dictionary category FYBZ) */
  freightFeeCode?: InputMaybe<Scalars['String']['input']>;
  /** 商品; when given, replaces the stored rows */
  goodsList?: InputMaybe<Array<AirImportOrderGoodsInput>>;
  /** 查验编号 (at most 50 characters) */
  inspectionNumber?: InputMaybe<Scalars['String']['input']>;
  /** 发票号 (at most 50 characters) */
  invoiceNo?: InputMaybe<Scalars['String']['input']>;
  /** 加急 */
  isExpedited?: InputMaybe<Scalars['Boolean']['input']>;
  /** 卫生检疫 */
  isHealthInspection?: InputMaybe<Scalars['Boolean']['input']>;
  /** 价格影响确认 */
  isPriceImpactConfirmation?: InputMaybe<Scalars['Boolean']['input']>;
  /** 自报自缴 */
  isSelfReport?: InputMaybe<Scalars['Boolean']['input']>;
  /** 特殊关系确认 */
  isSpecialRelationship?: InputMaybe<Scalars['Boolean']['input']>;
  /** 支付特许权使用费确认 */
  isSpecialRoyalties?: InputMaybe<Scalars['Boolean']['input']>;
  /** 征免性质 (a code of dictionary category ZMXZ) */
  natureOfExemption?: InputMaybe<Scalars['String']['input']>;
  /** 保费 (in the currency given by premiumFeeCode (FYBZ, default 3 人民币); up to 2 decimal places; at least 0) */
  premiumFee?: InputMaybe<Scalars['Decimal']['input']>;
  /** 保费币种 (a code of dictionary category FYBZ) */
  premiumFeeCode?: InputMaybe<Scalars['String']['input']>;
  /** 报关单号 (at most 18 characters; pattern digits ^\d*$) */
  singleNumber?: InputMaybe<Scalars['String']['input']>;
  /** 拼接编号 (at most 50 characters) */
  splicingNumber?: InputMaybe<Scalars['String']['input']>;
  /** 杂费 (in the currency given by sundriesFeeCode (FYBZ, default 3 人民币); up to 2 decimal places; at least 0) */
  sundriesFee?: InputMaybe<Scalars['Decimal']['input']>;
  /** 杂费币种 (a code of dictionary category FYBZ) */
  sundriesFeeCode?: InputMaybe<Scalars['String']['input']>;
  /** 监管方式 (a code of dictionary category JGFS) */
  supervisionMode?: InputMaybe<Scalars['String']['input']>;
  /** 贸易国 (the id of a Country) */
  tradingCountry?: InputMaybe<Scalars['ID']['input']>;
  /** 转关联系人邮箱 (at most 100 characters; pattern email ^[^\s@]+@[^\s@]+\.[^\s@]+$) */
  transferBrokerContactEmail?: InputMaybe<Scalars['String']['input']>;
  /** 转关联系人编号 (at least 1) */
  transferBrokerContactId?: InputMaybe<Scalars['Int']['input']>;
  /** 转关联系人 (at most 50 characters) */
  transferBrokerContactName?: InputMaybe<Scalars['String']['input']>;
  /** 转关联系人电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  transferBrokerContactTel?: InputMaybe<Scalars['String']['input']>;
  /** 转关报关行 (the id of a Supplier) */
  transferBrokerId?: InputMaybe<Scalars['ID']['input']>;
  /** 仓库地址 (a code of dictionary category CKDZ) */
  warehouseAddress?: InputMaybe<Scalars['String']['input']>;
};

/** The 配送 node's own fields (REST updatePS); omitted fields stay, null clears */
export type AirImportDeliveryInput = {
  /** 送货日期 (YYYY-MM-DD) */
  deliveryDate?: InputMaybe<Scalars['Date']['input']>;
  /** 送货方式 (a code of dictionary category SHFS) */
  deliveryMethods?: InputMaybe<Scalars['String']['input']>;
  /** 配送备注 (at most 500 characters) */
  deliveryRemark?: InputMaybe<Scalars['String']['input']>;
  /** 提货地址 (the id of a TransportAddress) */
  departureAddressId?: InputMaybe<Scalars['ID']['input']>;
  /** 提货联系人 (at most 50 characters) */
  departureContact?: InputMaybe<Scalars['String']['input']>;
  /** 提货联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  departurePhone?: InputMaybe<Scalars['String']['input']>;
  /** 送货地址 (the id of a TransportAddress) */
  destinationAddressId?: InputMaybe<Scalars['ID']['input']>;
  /** 送货联系人 (at most 50 characters) */
  destinationContact?: InputMaybe<Scalars['String']['input']>;
  /** 送货联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  destinationPhone?: InputMaybe<Scalars['String']['input']>;
  /** 司机电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  driverPhone?: InputMaybe<Scalars['String']['input']>;
  /** 需配送 */
  isDelivery?: InputMaybe<Scalars['Boolean']['input']>;
  /** 提货日期 (YYYY-MM-DD) */
  pickupDate?: InputMaybe<Scalars['Date']['input']>;
  /** 车牌号 (at most 20 characters) */
  plateNumber?: InputMaybe<Scalars['String']['input']>;
  /** 司机 (at most 30 characters) */
  takeContact?: InputMaybe<Scalars['String']['input']>;
  /** 车队 (the id of a Supplier) */
  transportCompanyId?: InputMaybe<Scalars['ID']['input']>;
  /** 运输要求 (at most 500 characters) */
  transportationRequirements?: InputMaybe<Scalars['String']['input']>;
  /** 车型 (a code of dictionary category CLLX) */
  vehicleType?: InputMaybe<Scalars['String']['input']>;
};

/** An air import shipment order (空运进口); REST tbAirTransportImport. Its list and writes need the /action/airimport page */
export type AirImportOrder = Order & {
  __typename?: 'AirImportOrder';
  /** 境外发货人 (at most 500 characters) */
  abroadSender?: Maybe<Scalars['String']['output']>;
  /** AEO编码 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  aeoCode?: Maybe<Scalars['String']['output']>;
  /** 应付状态 (at most 1 character; set by the server) */
  apStatus?: Maybe<Scalars['String']['output']>;
  /** 应收状态 (at most 1 character; set by the server) */
  arStatus?: Maybe<Scalars['String']['output']>;
  /** 预计到港日期 (YYYY-MM-DD) */
  arrivalDate?: Maybe<Scalars['Date']['output']>;
  /** 境内收货人 (at most 500 characters) */
  bordersReceiver?: Maybe<Scalars['String']['output']>;
  /** 商检查验日期 (YYYY-MM-DD) */
  businessInspectionDate?: Maybe<Scalars['Date']['output']>;
  /** 商检查验备注 (at most 500 characters) */
  businessInspectionRemark?: Maybe<Scalars['String']['output']>;
  /** 货物属性 (a code of dictionary category HWSX) */
  cargoAttributeId?: Maybe<CodeName>;
  /** 计费重量(KGS) (up to 3 decimal places; at least 0) */
  chargeableWeight?: Maybe<Scalars['Decimal']['output']>;
  /** 中文品名 (at most 200 characters) */
  chineseName?: Maybe<Scalars['String']['output']>;
  /** 客户: the Client record; null when none */
  client?: Maybe<Client>;
  /** 客户 (required; the id of a Client) */
  clientId?: Maybe<Scalars['ID']['output']>;
  /** 客户: the name, as shown; null when none */
  clientName?: Maybe<Scalars['String']['output']>;
  /** 联系人 (at most 50 characters) */
  contact?: Maybe<Scalars['String']['output']>;
  /** 联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  contactTel?: Maybe<Scalars['String']['output']>;
  /** 合同协议号 (at most 50 characters) */
  contractAgreementNo?: Maybe<Scalars['String']['output']>;
  /** 创建日期 (YYYY-MM-DD; set by the server) */
  createDate?: Maybe<Scalars['Date']['output']>;
  /** 客服 (the id of a user) */
  csrId?: Maybe<Scalars['ID']['output']>;
  /** 客服: the name, as shown; null when none */
  csrName?: Maybe<Scalars['String']['output']>;
  /** Position of the order step in nodes (the progress bar) */
  currentNodeIndex: Scalars['Int']['output'];
  /** 报关行: the Supplier record; null when none */
  customsBroker?: Maybe<Supplier>;
  /** 报关行编码 (at most 30 characters) */
  customsBrokerCode?: Maybe<Scalars['String']['output']>;
  /** 报关行联系人邮箱 (at most 100 characters; pattern email ^[^\s@]+@[^\s@]+\.[^\s@]+$) */
  customsBrokerContactEmail?: Maybe<Scalars['String']['output']>;
  /** 报关行联系人编号 (at least 1) */
  customsBrokerContactId?: Maybe<Scalars['Int']['output']>;
  /** 报关行联系人 (at most 50 characters) */
  customsBrokerContactName?: Maybe<Scalars['String']['output']>;
  /** 报关行联系人电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  customsBrokerContactTel?: Maybe<Scalars['String']['output']>;
  /** 报关行 (the id of a Supplier) */
  customsBrokerId?: Maybe<Scalars['ID']['output']>;
  /** 报关单 */
  customsBrokerList: Array<AirImportOrderCustomsBroker>;
  /** 报关行: the name, as shown; null when none */
  customsBrokerName?: Maybe<Scalars['String']['output']>;
  /** 报关备注 (at most 500 characters) */
  customsClearanceRemark?: Maybe<Scalars['String']['output']>;
  /** 海关查验日期 (YYYY-MM-DD) */
  customsInspectionDate?: Maybe<Scalars['Date']['output']>;
  /** 海关查验备注 (at most 500 characters) */
  customsInspectionRemark?: Maybe<Scalars['String']['output']>;
  /** 申报口岸 (a code of dictionary category SBKA) */
  declarationPort?: Maybe<CodeName>;
  /** 申报备注 (at most 500 characters) */
  declarationRemark?: Maybe<Scalars['String']['output']>;
  /** 送货日期 (YYYY-MM-DD) */
  deliveryDate?: Maybe<Scalars['Date']['output']>;
  /** 送货方式 (a code of dictionary category SHFS) */
  deliveryMethods?: Maybe<CodeName>;
  /** 配送备注 (at most 500 characters) */
  deliveryRemark?: Maybe<Scalars['String']['output']>;
  /** 贸易条款 (a code of dictionary category MYFS) */
  deliveryTermsId?: Maybe<CodeName>;
  /** 提货地址: the TransportAddress record; null when none */
  departureAddress?: Maybe<TransportAddress>;
  /** 提货地址 (the id of a TransportAddress) */
  departureAddressId?: Maybe<Scalars['ID']['output']>;
  /** 提货地址: the name, as shown; null when none */
  departureAddressName?: Maybe<Scalars['String']['output']>;
  /** 提货联系人 (at most 50 characters) */
  departureContact?: Maybe<Scalars['String']['output']>;
  /** 提货联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  departurePhone?: Maybe<Scalars['String']['output']>;
  /** 起运港: the Airport record; null when none */
  departurePort?: Maybe<Airport>;
  /** 起运港: the record's code; null when none */
  departurePortCode?: Maybe<Scalars['String']['output']>;
  /** 起运港 (required; the id of an Airport) */
  departurePortId?: Maybe<Scalars['ID']['output']>;
  /** 起运港: the name, as shown; null when none */
  departurePortName?: Maybe<Scalars['String']['output']>;
  /** 送货地址: the TransportAddress record; null when none */
  destinationAddress?: Maybe<TransportAddress>;
  /** 送货地址 (the id of a TransportAddress) */
  destinationAddressId?: Maybe<Scalars['ID']['output']>;
  /** 送货地址: the name, as shown; null when none */
  destinationAddressName?: Maybe<Scalars['String']['output']>;
  /** 目的地海关 (a code of dictionary category JCJGB) */
  destinationAuthority?: Maybe<CodeName>;
  /** 送货联系人 (at most 50 characters) */
  destinationContact?: Maybe<Scalars['String']['output']>;
  /** 目的国 (the id of a Country) */
  destinationCountry?: Maybe<Scalars['ID']['output']>;
  /** 目的国: the record's code; null when none */
  destinationCountryCode?: Maybe<Scalars['String']['output']>;
  /** 目的国: the name, as shown; null when none */
  destinationCountryName?: Maybe<Scalars['String']['output']>;
  /** 目的国: the Country record; null when none */
  destinationCountryRecord?: Maybe<Country>;
  /** 送货联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  destinationPhone?: Maybe<Scalars['String']['output']>;
  /** Codes of the nodes saved so far */
  doneNodes: Array<Scalars['String']['output']>;
  /** 司机电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  driverPhone?: Maybe<Scalars['String']['output']>;
  /** 完税日期 (YYYY-MM-DD) */
  dutyPaidDate?: Maybe<Scalars['Date']['output']>;
  /** 完税备注 (at most 500 characters) */
  dutyPaidRemark?: Maybe<Scalars['String']['output']>;
  /** False once cancelled or completed: node saves are refused */
  editable: Scalars['Boolean']['output'];
  /** 英文品名 (at most 200 characters) */
  englishName?: Maybe<Scalars['String']['output']>;
  /** 入境口岸 (a code of dictionary category JCJGB) */
  entryExitPort?: Maybe<CodeName>;
  /** 入境港: the Airport record; null when none */
  entryPort?: Maybe<Airport>;
  /** 入境港: the record's code; null when none */
  entryPortCode?: Maybe<Scalars['String']['output']>;
  /** 入境港 (required; the id of an Airport) */
  entryPortId?: Maybe<Scalars['ID']['output']>;
  /** 入境港: the name, as shown; null when none */
  entryPortName?: Maybe<Scalars['String']['output']>;
  /** The order's fees and totals (fees module; the same one call as orderFees) */
  fees: OrderFees;
  /** The order's attached files, every node (files module, tbFile/listAll by orderCode): one call, so the order page asks one query */
  files: Array<StoredFile>;
  /** 最终目的地 (at most 100 characters) */
  finalDestinationName?: Maybe<Scalars['String']['output']>;
  /** 运费 (in the currency given by freightFeeCode (FYBZ, default 3 人民币); up to 2 decimal places; at least 0) */
  freightFee?: Maybe<Scalars['Decimal']['output']>;
  /** 运费币种 (a code of dictionary category FYBZ) */
  freightFeeCode?: Maybe<CodeName>;
  /** 商品 */
  goodsList: Array<AirImportOrderGoods>;
  /** 毛重(KGS) (up to 3 decimal places; at least 0) */
  grossWeight?: Maybe<Scalars['Decimal']['output']>;
  /** Who changed which field of the record, from what to what, and when: newest first (历史). */
  history: HistoryPage;
  /** The order id */
  id: Scalars['ID']['output'];
  /** 查验编号 (at most 50 characters) */
  inspectionNumber?: Maybe<Scalars['String']['output']>;
  /** 内部类型 (a code of dictionary category NBLX) */
  internalTypeId?: Maybe<CodeName>;
  /** 发票号 (at most 50 characters) */
  invoiceNo?: Maybe<Scalars['String']['output']>;
  /** 商检查验 */
  isBusinessInspection: Scalars['Boolean']['output'];
  /** 海关查验 */
  isCustomsInspection: Scalars['Boolean']['output'];
  /** 需配送 */
  isDelivery: Scalars['Boolean']['output'];
  /** 草稿 */
  isDraft: Scalars['Boolean']['output'];
  /** 加急 */
  isExpedited: Scalars['Boolean']['output'];
  /** 卫生检疫 */
  isHealthInspection: Scalars['Boolean']['output'];
  /** 卫生检疫: 是 or 否, as shown */
  isHealthInspectionName?: Maybe<Scalars['String']['output']>;
  /** 邮政查验 */
  isPostInspection: Scalars['Boolean']['output'];
  /** 价格影响确认 */
  isPriceImpactConfirmation: Scalars['Boolean']['output'];
  /** 价格影响确认: 是 or 否, as shown */
  isPriceImpactConfirmationName?: Maybe<Scalars['String']['output']>;
  /** 自报自缴 */
  isSelfReport: Scalars['Boolean']['output'];
  /** 自报自缴: 是 or 否, as shown */
  isSelfReportName?: Maybe<Scalars['String']['output']>;
  /** 特殊关系确认 */
  isSpecialRelationship: Scalars['Boolean']['output'];
  /** 特殊关系确认: 是 or 否, as shown */
  isSpecialRelationshipName?: Maybe<Scalars['String']['output']>;
  /** 支付特许权使用费确认 */
  isSpecialRoyalties: Scalars['Boolean']['output'];
  /** 支付特许权使用费确认: 是 or 否, as shown */
  isSpecialRoyaltiesName?: Maybe<Scalars['String']['output']>;
  /** 主单号 (at most 50 characters) */
  mainOrderNumber?: Maybe<Scalars['String']['output']>;
  /** 征免性质 (a code of dictionary category ZMXZ) */
  natureOfExemption?: Maybe<CodeName>;
  /** 净重(KGS) (up to 3 decimal places; at least 0) */
  netWeight?: Maybe<Scalars['Decimal']['output']>;
  /** The workflow nodes of the type (node dictionary order), with progress and whether the signed-in user operates each */
  nodes: Array<OrderNodeProgress>;
  /** 开单日期 (YYYY-MM-DD) */
  openDate?: Maybe<Scalars['Date']['output']>;
  /** 操作状态 (a code of dictionary category CZZT; set by the server) */
  operationStatus?: Maybe<CodeName>;
  /** 经营单位: the Client record; null when none */
  operationUnits?: Maybe<Client>;
  /** 经营单位 (the id of a Client) */
  operationUnitsId?: Maybe<Scalars['ID']['output']>;
  /** 经营单位: the name, as shown; null when none */
  operationUnitsName?: Maybe<Scalars['String']['output']>;
  /** 订单号 (at most 20 characters; set by the server) */
  orderCode?: Maybe<Scalars['String']['output']>;
  /** 分单号 (at most 50 characters) */
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** 订单备注 (at most 1000 characters) */
  orderRemark?: Maybe<Scalars['String']['output']>;
  /** The order's type: AIR_IMPORT (空运进口) */
  orderType: OrderType;
  /** The organisation the order belongs to */
  orgId: Scalars['ID']['output'];
  /** 包装种类 (a code of dictionary category BZ) */
  packageId?: Maybe<CodeName>;
  /** 提货日期 (YYYY-MM-DD) */
  pickupDate?: Maybe<Scalars['Date']['output']>;
  /** 件数 (at least 0; at most 99999999) */
  piecesNumber?: Maybe<Scalars['Int']['output']>;
  /** 车牌号 (at most 20 characters) */
  plateNumber?: Maybe<Scalars['String']['output']>;
  /** 邮政查验日期 (YYYY-MM-DD) */
  postInspectionDate?: Maybe<Scalars['Date']['output']>;
  /** 邮政查验备注 (at most 500 characters) */
  postInspectionRemark?: Maybe<Scalars['String']['output']>;
  /** 保费 (in the currency given by premiumFeeCode (FYBZ, default 3 人民币); up to 2 decimal places; at least 0) */
  premiumFee?: Maybe<Scalars['Decimal']['output']>;
  /** 保费币种 (a code of dictionary category FYBZ) */
  premiumFeeCode?: Maybe<CodeName>;
  /** 收货人: the Address record; null when none */
  receiver?: Maybe<Address>;
  /** 收货人 (the id of an Address) */
  receiverId?: Maybe<Scalars['ID']['output']>;
  /** 收货人: the name, as shown; null when none */
  receiverName?: Maybe<Scalars['String']['output']>;
  /** 放行日期 (YYYY-MM-DD) */
  releaseDate?: Maybe<Scalars['Date']['output']>;
  /** 放行备注 (at most 500 characters) */
  releaseRemark?: Maybe<Scalars['String']['output']>;
  /** 航班 */
  routeList: Array<AirImportOrderFlight>;
  /** 销售 (the id of a user) */
  salesId?: Maybe<Scalars['ID']['output']>;
  /** 销售: the name, as shown; null when none */
  salesName?: Maybe<Scalars['String']['output']>;
  /** 发货人: the Address record; null when none */
  sender?: Maybe<Address>;
  /** 发货人 (the id of an Address) */
  senderId?: Maybe<Scalars['ID']['output']>;
  /** 发货人: the name, as shown; null when none */
  senderName?: Maybe<Scalars['String']['output']>;
  /** 运单编号 (at most 101 characters; set by the server) */
  shipmentCode?: Maybe<Scalars['String']['output']>;
  /** 报关单号 (at most 18 characters; pattern digits ^\d*$) */
  singleNumber?: Maybe<Scalars['String']['output']>;
  /** 拼接编号 (at most 50 characters) */
  splicingNumber?: Maybe<Scalars['String']['output']>;
  /** 订单状态 (a code of dictionary category KJ_DDZT; set by the server) */
  status?: Maybe<CodeName>;
  /** 当前节点 (a code of dictionary category KYJK; set by the server) */
  step?: Maybe<CodeName>;
  /** 杂费 (in the currency given by sundriesFeeCode (FYBZ, default 3 人民币); up to 2 decimal places; at least 0) */
  sundriesFee?: Maybe<Scalars['Decimal']['output']>;
  /** 杂费币种 (a code of dictionary category FYBZ) */
  sundriesFeeCode?: Maybe<CodeName>;
  /** 监管方式 (a code of dictionary category JGFS) */
  supervisionMode?: Maybe<CodeName>;
  /** 司机 (at most 30 characters) */
  takeContact?: Maybe<Scalars['String']['output']>;
  /** The order's receivable, payable and profit in CNY (元), as the fee summary keeps them (利润 report) */
  totals: OrderTotals;
  /** 贸易国 (the id of a Country) */
  tradingCountry?: Maybe<Scalars['ID']['output']>;
  /** 贸易国: the record's code; null when none */
  tradingCountryCode?: Maybe<Scalars['String']['output']>;
  /** 贸易国: the name, as shown; null when none */
  tradingCountryName?: Maybe<Scalars['String']['output']>;
  /** 贸易国: the Country record; null when none */
  tradingCountryRecord?: Maybe<Country>;
  /** 转关报关行: the Supplier record; null when none */
  transferBroker?: Maybe<Supplier>;
  /** 转关联系人邮箱 (at most 100 characters; pattern email ^[^\s@]+@[^\s@]+\.[^\s@]+$) */
  transferBrokerContactEmail?: Maybe<Scalars['String']['output']>;
  /** 转关联系人编号 (at least 1) */
  transferBrokerContactId?: Maybe<Scalars['Int']['output']>;
  /** 转关联系人 (at most 50 characters) */
  transferBrokerContactName?: Maybe<Scalars['String']['output']>;
  /** 转关联系人电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  transferBrokerContactTel?: Maybe<Scalars['String']['output']>;
  /** 转关报关行 (the id of a Supplier) */
  transferBrokerId?: Maybe<Scalars['ID']['output']>;
  /** 转关报关行: the name, as shown; null when none */
  transferBrokerName?: Maybe<Scalars['String']['output']>;
  /** 中转港: the Airport record; null when none */
  transitPort?: Maybe<Airport>;
  /** 中转港: the record's code; null when none */
  transitPortCode?: Maybe<Scalars['String']['output']>;
  /** 中转港 (the id of an Airport) */
  transitPortId?: Maybe<Scalars['ID']['output']>;
  /** 中转港: the name, as shown; null when none */
  transitPortName?: Maybe<Scalars['String']['output']>;
  /** 车队: the Supplier record; null when none */
  transportCompany?: Maybe<Supplier>;
  /** 车队 (the id of a Supplier) */
  transportCompanyId?: Maybe<Scalars['ID']['output']>;
  /** 车队: the name, as shown; null when none */
  transportCompanyName?: Maybe<Scalars['String']['output']>;
  /** 运输要求 (at most 500 characters) */
  transportationRequirements?: Maybe<Scalars['String']['output']>;
  /** 车型 (a code of dictionary category CLLX) */
  vehicleType?: Maybe<CodeName>;
  /** Moves with every change of the order: a node save sends it back as expectedVersion */
  version: Scalars['Int']['output'];
  /** 体积(CBM) (up to 3 decimal places; at least 0) */
  volume?: Maybe<Scalars['Decimal']['output']>;
  /** 仓库地址 (a code of dictionary category CKDZ) */
  warehouseAddress?: Maybe<CodeName>;
};


/** An air import shipment order (空运进口); REST tbAirTransportImport. Its list and writes need the /action/airimport page */
export type AirImportOrderHistoryArgs = {
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** 报关单 of a AirImportOrder */
export type AirImportOrderCustomsBroker = {
  __typename?: 'AirImportOrderCustomsBroker';
  /** 报关行编码 (at most 30 characters) */
  customsBrokerCode?: Maybe<Scalars['String']['output']>;
  /** 申报日期 (YYYY-MM-DD) */
  filingDate?: Maybe<Scalars['Date']['output']>;
  /** The row id */
  id: Scalars['ID']['output'];
  /** 进口 */
  inOrOut: Scalars['Boolean']['output'];
  /** 报关单号 (at most 18 characters; pattern digits ^\d*$) */
  singleNumber?: Maybe<Scalars['String']['output']>;
  /** Position of the row in its list, from 1 */
  sortId: Scalars['Int']['output'];
  /** 拼接编号 (at most 50 characters) */
  splicingNumber?: Maybe<Scalars['String']['output']>;
};

/** 报关单 row */
export type AirImportOrderCustomsBrokerInput = {
  /** 报关行编码 (at most 30 characters) */
  customsBrokerCode?: InputMaybe<Scalars['String']['input']>;
  /** 申报日期 (YYYY-MM-DD) */
  filingDate?: InputMaybe<Scalars['Date']['input']>;
  /** 进口 */
  inOrOut?: InputMaybe<Scalars['Boolean']['input']>;
  /** 报关单号 (at most 18 characters; pattern digits ^\d*$) */
  singleNumber?: InputMaybe<Scalars['String']['input']>;
  /** 拼接编号 (at most 50 characters) */
  splicingNumber?: InputMaybe<Scalars['String']['input']>;
};

/** Search of 空运进口 orders */
export type AirImportOrderFilter = {
  /** 预计到港日期: on or after (inclusive), YYYY-MM-DD */
  arrivalDateBegin?: InputMaybe<Scalars['Date']['input']>;
  /** 预计到港日期: on or before (inclusive), YYYY-MM-DD */
  arrivalDateEnd?: InputMaybe<Scalars['Date']['input']>;
  /** 客户: equals the id of a Client */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** 创建日期: on or after (inclusive), YYYY-MM-DD */
  createDateBegin?: InputMaybe<Scalars['Date']['input']>;
  /** 创建日期: on or before (inclusive), YYYY-MM-DD */
  createDateEnd?: InputMaybe<Scalars['Date']['input']>;
  /** 客服: equals the id of a user */
  csrId?: InputMaybe<Scalars['ID']['input']>;
  /** 起运港: equals the id of an Airport */
  departurePortId?: InputMaybe<Scalars['ID']['input']>;
  /** Default true (order-by flag 1) */
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  /** 入境港: equals the id of an Airport */
  entryPortId?: InputMaybe<Scalars['ID']['input']>;
  /** 主单号: contains the text (case-insensitive) */
  mainOrderNumber?: InputMaybe<Scalars['String']['input']>;
  /** 操作状态: equals a code of dictionary category CZZT */
  operationStatus?: InputMaybe<Scalars['String']['input']>;
  /** 订单号: contains the text (case-insensitive) */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** Only these orders (a selection of the list) */
  orderCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** 分单号: contains the text (case-insensitive) */
  orderNumber?: InputMaybe<Scalars['String']['input']>;
  /** 销售: equals the id of a user */
  salesId?: InputMaybe<Scalars['ID']['input']>;
  /** 报关单号: contains the text (case-insensitive) */
  singleNumber?: InputMaybe<Scalars['String']['input']>;
  /** A list column to sort by; default orderCode */
  sortField?: InputMaybe<Scalars['String']['input']>;
  /** 订单状态: equals a code of dictionary category KJ_DDZT */
  status?: InputMaybe<Scalars['String']['input']>;
};

/** 航班 of a AirImportOrder */
export type AirImportOrderFlight = {
  __typename?: 'AirImportOrderFlight';
  /** 航班日期 (YYYY-MM-DD) */
  flightDate?: Maybe<Scalars['Date']['output']>;
  /** 航班号 (required; at most 10 characters; pattern alnum ^[A-Za-z0-9]+$) */
  flightNo?: Maybe<Scalars['String']['output']>;
  /** 起飞机场: the Airport record; null when none */
  fromPort?: Maybe<Airport>;
  /** 起飞机场: the record's code; null when none */
  fromPortCode?: Maybe<Scalars['String']['output']>;
  /** 起飞机场 (the id of an Airport) */
  fromPortId?: Maybe<Scalars['ID']['output']>;
  /** 起飞机场: the name, as shown; null when none */
  fromPortName?: Maybe<Scalars['String']['output']>;
  /** The row id */
  id: Scalars['ID']['output'];
  /** Position of the row in its list, from 1 */
  sortId: Scalars['Int']['output'];
  /** 到达机场: the Airport record; null when none */
  toPort?: Maybe<Airport>;
  /** 到达机场: the record's code; null when none */
  toPortCode?: Maybe<Scalars['String']['output']>;
  /** 到达机场 (the id of an Airport) */
  toPortId?: Maybe<Scalars['ID']['output']>;
  /** 到达机场: the name, as shown; null when none */
  toPortName?: Maybe<Scalars['String']['output']>;
};

/** 航班 row */
export type AirImportOrderFlightInput = {
  /** 航班日期 (YYYY-MM-DD) */
  flightDate?: InputMaybe<Scalars['Date']['input']>;
  /** 航班号 (required; at most 10 characters; pattern alnum ^[A-Za-z0-9]+$) */
  flightNo?: InputMaybe<Scalars['String']['input']>;
  /** 起飞机场 (the id of an Airport) */
  fromPortId?: InputMaybe<Scalars['ID']['input']>;
  /** 到达机场 (the id of an Airport) */
  toPortId?: InputMaybe<Scalars['ID']['input']>;
};

/** 商品 of a AirImportOrder */
export type AirImportOrderGoods = {
  __typename?: 'AirImportOrderGoods';
  /** 中文品名 (at most 200 characters) */
  chineseName?: Maybe<Scalars['String']['output']>;
  /** 申报要素 (at most 1000 characters) */
  declarationElement?: Maybe<Scalars['String']['output']>;
  /** 规格明细 (at most 500 characters) */
  details?: Maybe<Scalars['String']['output']>;
  /** 境内目的地 (at most 100 characters) */
  domesticDestination?: Maybe<Scalars['String']['output']>;
  /** 征免方式 (a code of dictionary category ZMXZ) */
  exemption?: Maybe<CodeName>;
  /** 最终目的国 (the id of a Country) */
  finalDestinationCountry?: Maybe<Scalars['ID']['output']>;
  /** 最终目的国: the record's code; null when none */
  finalDestinationCountryCode?: Maybe<Scalars['String']['output']>;
  /** 最终目的国: the name, as shown; null when none */
  finalDestinationCountryName?: Maybe<Scalars['String']['output']>;
  /** 最终目的国: the Country record; null when none */
  finalDestinationCountryRecord?: Maybe<Country>;
  /** HS编码: the HsCode record; null when none */
  goods?: Maybe<HsCode>;
  /** HS编码 (required; the id of a HsCode) */
  goodsId?: Maybe<Scalars['ID']['output']>;
  /** HS编码: the name, as shown; null when none */
  goodsName?: Maybe<Scalars['String']['output']>;
  /** 商品编码 (at most 10 characters; pattern digits ^\d*$) */
  goodsNo?: Maybe<Scalars['String']['output']>;
  /** The row id */
  id: Scalars['ID']['output'];
  /** 标签内容 (at most 1000 characters) */
  labelContent?: Maybe<Scalars['String']['output']>;
  /** 原产国 (the id of a Country) */
  originCountry?: Maybe<Scalars['ID']['output']>;
  /** 原产国: the record's code; null when none */
  originCountryCode?: Maybe<Scalars['String']['output']>;
  /** 原产国: the name, as shown; null when none */
  originCountryName?: Maybe<Scalars['String']['output']>;
  /** 原产国: the Country record; null when none */
  originCountryRecord?: Maybe<Country>;
  /** Position of the row in its list, from 1 */
  sortId: Scalars['Int']['output'];
};

/** 商品 row */
export type AirImportOrderGoodsInput = {
  /** 中文品名 (at most 200 characters) */
  chineseName?: InputMaybe<Scalars['String']['input']>;
  /** 申报要素 (at most 1000 characters) */
  declarationElement?: InputMaybe<Scalars['String']['input']>;
  /** 规格明细 (at most 500 characters) */
  details?: InputMaybe<Scalars['String']['input']>;
  /** 境内目的地 (at most 100 characters) */
  domesticDestination?: InputMaybe<Scalars['String']['input']>;
  /** 征免方式 (a code of dictionary category ZMXZ) */
  exemption?: InputMaybe<Scalars['String']['input']>;
  /** 最终目的国 (the id of a Country) */
  finalDestinationCountry?: InputMaybe<Scalars['ID']['input']>;
  /** HS编码 (required; the id of a HsCode) */
  goodsId?: InputMaybe<Scalars['ID']['input']>;
  /** 商品编码 (at most 10 characters; pattern digits ^\d*$) */
  goodsNo?: InputMaybe<Scalars['String']['input']>;
  /** 标签内容 (at most 1000 characters) */
  labelContent?: InputMaybe<Scalars['String']['input']>;
  /** 原产国 (the id of a Country) */
  originCountry?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of 空运进口 orders */
export type AirImportOrderPage = {
  __typename?: 'AirImportOrderPage';
  /** The rows of this page */
  items: Array<AirImportOrder>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** The 放行 node's own fields (REST updateFX); omitted fields stay, null clears */
export type AirImportReleaseInput = {
  /** 商检查验日期 (YYYY-MM-DD) */
  businessInspectionDate?: InputMaybe<Scalars['Date']['input']>;
  /** 商检查验备注 (at most 500 characters) */
  businessInspectionRemark?: InputMaybe<Scalars['String']['input']>;
  /** 海关查验日期 (YYYY-MM-DD) */
  customsInspectionDate?: InputMaybe<Scalars['Date']['input']>;
  /** 海关查验备注 (at most 500 characters) */
  customsInspectionRemark?: InputMaybe<Scalars['String']['input']>;
  /** 商检查验 */
  isBusinessInspection?: InputMaybe<Scalars['Boolean']['input']>;
  /** 海关查验 */
  isCustomsInspection?: InputMaybe<Scalars['Boolean']['input']>;
  /** 邮政查验 */
  isPostInspection?: InputMaybe<Scalars['Boolean']['input']>;
  /** 邮政查验日期 (YYYY-MM-DD) */
  postInspectionDate?: InputMaybe<Scalars['Date']['input']>;
  /** 邮政查验备注 (at most 500 characters) */
  postInspectionRemark?: InputMaybe<Scalars['String']['input']>;
  /** 放行日期 (YYYY-MM-DD) */
  releaseDate?: InputMaybe<Scalars['Date']['input']>;
  /** 放行备注 (at most 500 characters) */
  releaseRemark?: InputMaybe<Scalars['String']['input']>;
};

/** The 完税 node's own fields (REST updateWS); omitted fields stay, null clears */
export type AirImportTaxesInput = {
  /** 报关行编码 (at most 30 characters) */
  customsBrokerCode?: InputMaybe<Scalars['String']['input']>;
  /** 完税日期 (YYYY-MM-DD) */
  dutyPaidDate?: InputMaybe<Scalars['Date']['input']>;
  /** 完税备注 (at most 500 characters) */
  dutyPaidRemark?: InputMaybe<Scalars['String']['input']>;
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
  /** The record id */
  id: Scalars['ID']['output'];
  /** 中文名称 (required; at most 100 characters) */
  nameCn: Scalars['String']['output'];
  /** 英文名称 (required; at most 100 characters) */
  nameEn: Scalars['String']['output'];
  /** Moves with every change of the record: an update sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};

/**
 * An API token of a reporting tool: sent as `Authorization: Bearer hta_…` to /graphql, it reads (and,
 * with write access, changes) the data of its organisation as a user of its role would, without a
 * captcha or a session. It cannot sign in, change passwords, open the web client or manage tokens.
 */
export type ApiToken = {
  __typename?: 'ApiToken';
  /** Back-end calls (the query cost) allowed per minute. */
  costPerMinute: Scalars['Int']['output'];
  /** When it was created (ISO 8601 with offset) */
  createdAt: Scalars['DateTime']['output'];
  /** Who created it (user name). */
  createdBy: Scalars['String']['output'];
  /** The last day (YYYY-MM-DD, China time) the token works. */
  expiresOn: Scalars['Date']['output'];
  /** The token's id (not its secret) */
  id: Scalars['ID']['output'];
  /** The client address of the last use. */
  lastUsedAddress?: Maybe<Scalars['String']['output']>;
  /** When it was last used; null: never */
  lastUsedAt?: Maybe<Scalars['DateTime']['output']>;
  /** A name that says which tool holds it (shown in the action log as `API 令牌：<name>`). */
  name: Scalars['String']['output'];
  /** The organisation whose data it reads. */
  organisation: ApiTokenParty;
  /** GraphQL requests allowed per minute. */
  requestsPerMinute: Scalars['Int']['output'];
  /** When it was revoked; null while not revoked */
  revokedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who revoked it (user name). */
  revokedBy?: Maybe<Scalars['String']['output']>;
  /** The role whose menu decides what it may read. */
  role: ApiTokenParty;
  /** 有效, 已吊销 or 已过期 as of now */
  status: ApiTokenStatus;
  /** Back-end calls made with it so far. */
  useCount: Scalars['Int']['output'];
  /** True: read and write (读写); false: read only (只读). */
  write: Scalars['Boolean']['output'];
};

/** A page of API tokens, newest first */
export type ApiTokenPage = {
  __typename?: 'ApiTokenPage';
  /** The tokens of this page */
  items: Array<ApiToken>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Tokens over all pages */
  total: Scalars['Int']['output'];
};

/** An organisation or role a token is bound to. */
export type ApiTokenParty = {
  __typename?: 'ApiTokenParty';
  /** The organisation's or role's id */
  id: Scalars['ID']['output'];
  /** The organisation's or role's name */
  name: Scalars['String']['output'];
};

/** Whether a token works now */
export type ApiTokenStatus =
  /** 有效 */
  | 'ACTIVE'
  /** 已过期 */
  | 'EXPIRED'
  /** 已吊销 */
  | 'REVOKED';

/** A receivable invoice (应收发票, REST tbArInvoice) for approved lines of one settlement unit. */
export type ArInvoice = {
  __typename?: 'ArInvoice';
  /** Σ of the lines' cnyMoney (each line's money at the rate frozen on it, rounded to cents) */
  amountCny: Scalars['Decimal']['output'];
  /** When it was cleared (ISO 8601); null while in force */
  clearDate?: Maybe<Scalars['DateTime']['output']>;
  /** Who cleared it; null while in force */
  clearName?: Maybe<Scalars['String']['output']>;
  /** Why it was cleared; null when not cleared or no reason given */
  clearRemark?: Maybe<Scalars['String']['output']>;
  /** When it was issued (ISO 8601) */
  createDate: Scalars['DateTime']['output'];
  /** Who issued it (user name) */
  creator?: Maybe<Scalars['String']['output']>;
  /** Who changed which field of the record, from what to what, and when: newest first (历史). */
  history: HistoryPage;
  /** The invoice id */
  id: Scalars['ID']['output'];
  /** 开票日期 (YYYY-MM-DD) */
  invoiceDate: Scalars['Date']['output'];
  /** 发票号码: the set's number it took (digits) */
  invoiceNo: Scalars['String']['output'];
  /** The InvoiceSet the number came from */
  invoiceSetId: Scalars['ID']['output'];
  /** FPLX dictionary, the invoice set's type */
  invoiceType: CodeName;
  /** How many fee lines it covers */
  lineCount: Scalars['Int']['output'];
  /** The lines as invoiced (kept after clearing) */
  lines: Array<ArInvoiceLine>;
  /** 备注; null when none */
  remark?: Maybe<Scalars['String']['output']>;
  /** The client invoiced */
  settlementUnit: SettlementUnit;
  /** Issued or cleared */
  status: ArInvoiceStatus;
  /** status as shown (已开票, 已作废) */
  statusName: Scalars['String']['output'];
  /** Per currency, CNY first */
  totals: Array<InvoiceCurrencyAmount>;
  /** Moves with every change: a change sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};


/** A receivable invoice (应收发票, REST tbArInvoice) for approved lines of one settlement unit. */
export type ArInvoiceHistoryArgs = {
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** The receivable invoice page's search (应收发票); every filter optional. */
export type ArInvoiceFilter = {
  /** Invoiced on or after this day (YYYY-MM-DD) */
  invoiceDateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Invoiced on or before this day (YYYY-MM-DD) */
  invoiceDateTo?: InputMaybe<Scalars['Date']['input']>;
  /** Part of the number */
  invoiceNo?: InputMaybe<Scalars['String']['input']>;
  /** 发票类型: a code of dictionary category FPLX */
  invoiceType?: InputMaybe<Scalars['String']['input']>;
  /** Part of an order code of its lines */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** The client invoiced (a Client id) */
  settlementUnitId?: InputMaybe<Scalars['ID']['input']>;
  /** Part of the client's name */
  settlementUnitName?: InputMaybe<Scalars['String']['input']>;
  /** Issued or cleared */
  status?: InputMaybe<ArInvoiceStatus>;
};

/** A receivable line as an invoice covered it, with its write-off as it is now. */
export type ArInvoiceLine = {
  __typename?: 'ArInvoiceLine';
  /** 折合人民币 (CNY, 元): money × exchangeRate, rounded to cents */
  cnyMoney: Scalars['Decimal']['output'];
  /** The line's own currency (dictionary category FYBZ) */
  currency: CodeName;
  /** The invoice the fee line belongs to now; null after this invoice was cleared */
  currentInvoiceNo?: Maybe<Scalars['String']['output']>;
  /** CNY for one unit of the line's currency, frozen on the line */
  exchangeRate: Scalars['Decimal']['output'];
  /** The fee line (FeeLine.id, AR-n) */
  feeLineId: Scalars['ID']['output'];
  /** 费用名称 */
  feeName: Scalars['String']['output'];
  /** The row id */
  id: Scalars['ID']['output'];
  /** 金额 in the line's own currency */
  money: Scalars['Decimal']['output'];
  /** The order's number (订单编号) */
  orderCode: Scalars['String']['output'];
  /** money − writeOffMoney, in the line's own currency */
  outstanding: Scalars['Decimal']['output'];
  /** Written off by receipts so far, in the line's own currency; null when nothing */
  writeOffMoney?: Maybe<Scalars['Decimal']['output']>;
};

/** A page of receivable invoices, newest invoice date first. */
export type ArInvoicePage = {
  __typename?: 'ArInvoicePage';
  /** The rows of this page */
  items: Array<ArInvoice>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** An invoice's state (REST codes): YKP 已开票 (issued), YZF 已作废 (cleared: its lines are free again). */
export type ArInvoiceStatus =
  /** 已开票: issued and in force */
  | 'YKP'
  /** 已作废: cleared; its lines are free to invoice again */
  | 'YZF';

/** A feature this project added to the /rest/ back end of the specifications; the company's own back end may lack it (legacy mode). */
export type BackendFeature =
  /** 操作日志: the action log list for administrators (tbActionLog/pageAll) */
  | 'ACTION_LOG'
  /** 全部类型订单: one list of the orders of all five types, a fee line's order, a client's orders (tbOrder/pageAll) */
  | 'ALL_ORDERS'
  /** API 令牌: API tokens for reporting tools (tbApiToken/*) */
  | 'API_TOKENS'
  /** 批量操作: status, staff and approval changes over many rows at once (…Bulk) */
  | 'BULK'
  /** 信用控制: clients' credit limits and the credit shown beside fee lines (tbCreditControl/*) */
  | 'CREDIT_CONTROL'
  /** 单据下载: order documents and fee statements as Excel / PDF (download…) */
  | 'DOCUMENTS'
  /** 删除附件: deleting an uploaded file of an order (tbFile/delete) */
  | 'FILE_DELETE'
  /** 财务统计: the finance statistics page (tbFinanceStat/findStatistics) */
  | 'FINANCE_STATISTICS'
  /** 修改历史: the change history of one record (…/pageHistory) */
  | 'HISTORY'
  /** 发票列表: the invoice list, issuing, and the invoiced / not-invoiced line lists (tbArInvoice/pageAll…) */
  | 'INVOICE_LISTS'
  /** 列表导出: a filtered list as an Excel file (pageAllExcel, exportAll) */
  | 'LIST_EXPORTS'
  /** 登录失败记录: failed sign-ins for administrators (tbLoginFailure/*) */
  | 'LOGIN_FAILURES'
  /** 消息: the to-do inbox: messages and their unread count (tbMessage/*) */
  | 'MESSAGES'
  /** 节点时效: late workflow nodes of orders (tbMilestone/*) */
  | 'MILESTONES'
  /** 付款: money paid to suppliers and its allocation to payable lines (tbPayment/*) */
  | 'PAYMENTS'
  /** 收款: money received from clients and its allocation to receivable lines (tbReceipt/*) */
  | 'RECEIPTS'
  /** 保存的视图: saved filters and columns of a list (tbListView/*) */
  | 'SAVED_VIEWS'
  /** 全局搜索: finding orders, clients and more by any code or name (tbSearch/search) */
  | 'SEARCH'
  /** 报表: the 17 reports under 报表 and their exports (statement/*) */
  | 'STATEMENTS'
  /** 工作台统计: the figures and kanban of the workspace (tbWorkspace/figures, /kanban) */
  | 'WORKSPACE_FIGURES'
  /** 回执: the receipts over my orders on the to-do page 回执 (tbWorkspace/receipts) */
  | 'WORKSPACE_RECEIPTS';

/** Whether the back end this gateway talks to has one of this project's additions. */
export type BackendFeatureState = {
  __typename?: 'BackendFeatureState';
  /** True when the back end serves every path of the feature; false in legacy mode on the company's own back end */
  available: Scalars['Boolean']['output'];
  /** The feature */
  feature: BackendFeature;
  /** Its Chinese name, as notices name it (报表, 消息…) */
  name: Scalars['String']['output'];
};

/** The answer of a bulk action: a result per row, in the order the rows were given. */
export type BulkResult = {
  __typename?: 'BulkResult';
  /** Rows changed */
  done: Scalars['Int']['output'];
  /** Rows refused, each with its reason */
  refused: Scalars['Int']['output'];
  /** One result per row, in the order given */
  results: Array<BulkRowResult>;
  /** Rows given */
  total: Scalars['Int']['output'];
  /** Rows already in the state asked, left as they were */
  unchanged: Scalars['Int']['output'];
};

/** How one row of a bulk action ended. */
export type BulkRowOutcome =
  /** Done as asked */
  | 'DONE'
  /** Refused by a rule; message says why (the single action's message) */
  | 'REFUSED'
  /** Already as asked; nothing written (a repeated run) */
  | 'UNCHANGED';

/** One row of a bulk action: an order code or a fee line id. */
export type BulkRowResult = {
  __typename?: 'BulkRowResult';
  /** The row as it was given: an order code or a fee line id */
  key: Scalars['String']['output'];
  /** Why it was refused, in Chinese; null when not refused */
  message?: Maybe<Scalars['String']['output']>;
  /** Done, unchanged (already so) or refused */
  outcome: BulkRowOutcome;
};

/** An image verification code. The image is a data URL (SVG); the code is single-use and expires in minutes. */
export type Captcha = {
  __typename?: 'Captcha';
  /** The key the code is kept under: send it back with the typed code (LoginInput.checkKey) */
  checkKey: Scalars['String']['output'];
  /** The picture of the code, a data URL (data:image/svg+xml…) */
  image: Scalars['String']['output'];
};

/** A change of the signed-in user's own password (tbSysUser/updatePwd). */
export type ChangePasswordInput = {
  /** The new password again (确认密码); must equal newPassword */
  confirmPassword: Scalars['String']['input'];
  /** The new password (新密码): 6 to 32 characters, not the current one */
  newPassword: Scalars['String']['input'];
  /** The current password (原密码) */
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
  /** The record id */
  id: Scalars['ID']['output'];
  /** 级别 (at least 1; at most 3) */
  level?: Maybe<Scalars['Int']['output']>;
  /** 名称 (required; at most 50 characters) */
  name: Scalars['String']['output'];
  /** 上级代码 (at most 6 characters) */
  parentCode?: Maybe<Scalars['String']['output']>;
  /** Moves with every change of the record: an update sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};

/** A client (customer) of the company (客户); REST tbCustomer */
export type Client = {
  __typename?: 'Client';
  /** 账期（天） (at least 0; at most 365) */
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
  /** Who changed which field of the record, from what to what, and when: newest first (历史). */
  history: HistoryPage;
  /** The record id */
  id: Scalars['ID']['output'];
  /** 发票类型 (a code of dictionary category FPLX) */
  invoiceType?: Maybe<CodeName>;
  /** 应收未收: the client's approved receivable lines of the organisation with an open amount (tbReceipt/pageOpenLines; needs the 收款 page) */
  openReceivables: OpenFeeLinePage;
  /** The client's orders of every type the caller may see, newest first by default (tbOrder/pageAll by clientId) */
  orders: OrderPage;
  /** The organisation the record belongs to */
  orgId: Scalars['ID']['output'];
  /** 注册地址 (at most 200 characters) */
  registeredAddress?: Maybe<Scalars['String']['output']>;
  /** 注册电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  registeredTel?: Maybe<Scalars['String']['output']>;
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status: RecordStatus;
  /** 税率（%） (up to 2 decimal places; at least 0; at most 100) */
  taxRate?: Maybe<Scalars['Decimal']['output']>;
  /** 纳税人识别号 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  taxpayerIdentificationNumber?: Maybe<Scalars['String']['output']>;
  /** Moves with every change of the record: an update sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};


/** A client (customer) of the company (客户); REST tbCustomer */
export type ClientHistoryArgs = {
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** A client (customer) of the company (客户); REST tbCustomer */
export type ClientOpenReceivablesArgs = {
  currency?: InputMaybe<Scalars['String']['input']>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** A client (customer) of the company (客户); REST tbCustomer */
export type ClientOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<OrderFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** 银行账户 of a Client */
export type ClientBank = {
  __typename?: 'ClientBank';
  /** 银行账号 (required; at most 40 characters; pattern digits ^\d*$) */
  bankAccount: Scalars['String']['output'];
  /** 开户银行 (required; at most 100 characters) */
  bankName: Scalars['String']['output'];
  /** The row id */
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
  /** The row id */
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

/** A client's credit limit, payment term and exposure in the organisation (CNY). */
export type ClientCredit = {
  __typename?: 'ClientCredit';
  /** Account period in days */
  accountPeriod?: Maybe<Scalars['Int']['output']>;
  /** The Client id */
  clientId: Scalars['ID']['output'];
  /** 信用额度 in CNY (元); null: no limit */
  creditLimit?: Maybe<Scalars['Decimal']['output']>;
  /** 客户编码; null when none */
  customerCode?: Maybe<Scalars['String']['output']>;
  /** 客户名称 */
  customerName: Scalars['String']['output'];
  /** Whether the signed-in organisation keeps the client and so may change its credit terms */
  editable: Scalars['Boolean']['output'];
  /** outstanding + pending (+ extraMoney asked for), 元 CNY */
  exposure: Scalars['Decimal']['output'];
  /** The organisation that keeps the client (clients are shared in the group) */
  keptBy: Scalars['String']['output'];
  /** The earliest due date of the overdue lines (YYYY-MM-DD); null when none */
  oldestDueDate?: Maybe<Scalars['Date']['output']>;
  /** Finance stopped new orders of this client */
  orderBlocked: Scalars['Boolean']['output'];
  /** Approved receivables not yet written off (元, CNY) */
  outstanding: Scalars['Decimal']['output'];
  /** The client has a limit and exposure exceeds it */
  overLimit: Scalars['Boolean']['output'];
  /** How many approved lines with an open amount are past due */
  overdueCount: Scalars['Int']['output'];
  /** Open amount of the overdue lines (元, CNY) */
  overdueMoney: Scalars['Decimal']['output'];
  /** Receivables not yet approved: 未提交 and 待审核 (元, CNY) */
  pending: Scalars['Decimal']['output'];
  /** The client's version (its terms are the client's own): a change sends it back as expectedVersion */
  version: Scalars['Int']['output'];
  /** What to warn about, Chinese */
  warnings: Array<Scalars['String']['output']>;
};

/** The search of 信用控制; every filter optional. */
export type ClientCreditFilter = {
  /** Part of the client's name or code */
  customerName?: InputMaybe<Scalars['String']['input']>;
  /** true: only clients whose new orders are stopped */
  orderBlocked?: InputMaybe<Scalars['Boolean']['input']>;
  /** true: only clients over their limit */
  overLimit?: InputMaybe<Scalars['Boolean']['input']>;
  /** true: only clients with overdue lines */
  overdue?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A client's credit terms as finance sets them. */
export type ClientCreditInput = {
  /** 信用额度 in CNY (元); null or empty: no limit */
  creditLimit?: InputMaybe<Scalars['Decimal']['input']>;
  /** Stop new orders of the client */
  orderBlocked: Scalars['Boolean']['input'];
};

/** A page of clients' credit, the most exposed first. */
export type ClientCreditPage = {
  __typename?: 'ClientCreditPage';
  /** The rows of this page */
  items: Array<ClientCredit>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** Search of clients (客户) */
export type ClientFilter = {
  /** 客户编码: contains the text (case-insensitive) */
  customerCode?: InputMaybe<Scalars['String']['input']>;
  /** 客户名称: contains the text (case-insensitive) */
  customerName?: InputMaybe<Scalars['String']['input']>;
  /** 海关编码: contains the text (case-insensitive) */
  customsNum?: InputMaybe<Scalars['String']['input']>;
  /** Default true */
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  /** Matches the picker fields */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** A list column to sort by; default the declared order */
  sortField?: InputMaybe<Scalars['String']['input']>;
  /** 状态: equals ACTIVE or INACTIVE */
  status?: InputMaybe<RecordStatus>;
};

/** A page of clients */
export type ClientPage = {
  __typename?: 'ClientPage';
  /** The rows of this page */
  items: Array<Client>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** A code from a business dictionary (or any coded reference) with its display name. */
export type CodeName = {
  __typename?: 'CodeName';
  /** The code as stored (a dictionary entry's dictCode) */
  code: Scalars['String']['output'];
  /** Its display name (Chinese) */
  name: Scalars['String']['output'];
};

/** One column's choice: shown or not, and where. */
export type ColumnChoiceInput = {
  /** The ColumnConfig id */
  id: Scalars['ID']['input'];
  /** Shown in the node's list */
  selected: Scalars['Boolean']['input'];
  /** Position among the columns, from 1 */
  sortId: Scalars['Int']['input'];
};

/** A column of the order lists at one node (列配置); selected columns show, ordered by sortId. */
export type ColumnConfig = {
  __typename?: 'ColumnConfig';
  /** The list field the column shows */
  columnCode: Scalars['String']['output'];
  /** The column's heading (列名) */
  columnName: Scalars['String']['output'];
  /** The column setting's id */
  id: Scalars['ID']['output'];
  /** Shown in the node's list */
  selected: Scalars['Boolean']['output'];
  /** Position among the columns, from 1 */
  sortId: Scalars['Int']['output'];
};

/** A country or region (ISO 3166-1) (国家地区); REST tbParamsSix */
export type Country = {
  __typename?: 'Country';
  /** 国家代码 (required; at most 2 characters; unique) */
  code: Scalars['String']['output'];
  /** The record id */
  id: Scalars['ID']['output'];
  /** 中文名称 (required; at most 100 characters) */
  nameCn: Scalars['String']['output'];
  /** 英文名称 (required; at most 100 characters) */
  nameEn: Scalars['String']['output'];
  /** Moves with every change of the record: an update sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};

/** A new Address (地址) */
export type CreateAddressInput = {
  /** 地址详情 (required; at most 500 characters) */
  addressDetail?: InputMaybe<Scalars['String']['input']>;
  /** 地址类型 (required; a code of dictionary category DZLX) */
  addressType?: InputMaybe<Scalars['String']['input']>;
  /** AEO编码 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  aeoCode?: InputMaybe<Scalars['String']['input']>;
  /** 企业代码 */
  codeList?: InputMaybe<Array<AddressCodeInput>>;
  /** 作业类型 (required; a code of dictionary category ZYLX) */
  shippingType?: InputMaybe<Scalars['String']['input']>;
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status?: InputMaybe<RecordStatus>;
};

/** A token to create */
export type CreateApiTokenInput = {
  /** Default 2000. */
  costPerMinute?: InputMaybe<Scalars['Int']['input']>;
  /** The last day it works (YYYY-MM-DD), today or later. */
  expiresOn: Scalars['Date']['input'];
  /** At most 40 characters. */
  name: Scalars['String']['input'];
  /** The organisation whose data it reads: one of the group's */
  orgId: Scalars['ID']['input'];
  /** Default 120. */
  requestsPerMinute?: InputMaybe<Scalars['Int']['input']>;
  /** A role of the group that applies in the organisation. */
  roleId: Scalars['ID']['input'];
  /** Grant write access; read-only when false. */
  write: Scalars['Boolean']['input'];
};

/** A new Client (客户) */
export type CreateClientInput = {
  /** 账期（天） (at least 0; at most 365) */
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
  /** 发票类型 (a code of dictionary category FPLX) */
  invoiceType?: InputMaybe<Scalars['String']['input']>;
  /** 注册地址 (at most 200 characters) */
  registeredAddress?: InputMaybe<Scalars['String']['input']>;
  /** 注册电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  registeredTel?: InputMaybe<Scalars['String']['input']>;
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status?: InputMaybe<RecordStatus>;
  /** 税率（%） (up to 2 decimal places; at least 0; at most 100) */
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
  /** 排序 (at least 0; at most 99999) */
  sortId?: InputMaybe<Scalars['Int']['input']>;
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status?: InputMaybe<RecordStatus>;
};

/** A new ExchangeRate (汇率) */
export type CreateExchangeRateInput = {
  /** 结束日期 (required; YYYY-MM-DD) */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** 折算币种 (a code of dictionary category FYBZ) */
  exchangeCurrency?: InputMaybe<Scalars['String']['input']>;
  /** 汇率 (required; units of the 折算币种 (exchangeCurrency) for one unit of the 原币种 (originalCurrency); up to 6 decimal places; at least 0.000001) */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 原币种 (required; a code of dictionary category FYBZ) */
  originalCurrency?: InputMaybe<Scalars['String']['input']>;
  /** 开始日期 (required; YYYY-MM-DD) */
  startDate?: InputMaybe<Scalars['Date']['input']>;
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status?: InputMaybe<RecordStatus>;
};

/** A new FeePrice (费用价格) */
export type CreateFeePriceInput = {
  /** 币种 (a code of dictionary category FYBZ) */
  currencyId?: InputMaybe<Scalars['String']['input']>;
  /** 金额 (required; in the currency of currencyId (FYBZ); two decimals; the back end keeps it in cents (分)) */
  fee?: InputMaybe<Scalars['Decimal']['input']>;
  /** 费用名称 (at most 100 characters) */
  feeName?: InputMaybe<Scalars['String']['input']>;
  /** 费用类型 (required; the id of a FeeType) */
  feeTypeId?: InputMaybe<Scalars['ID']['input']>;
  /** 作业类型 (required; a code of dictionary category ZYLX) */
  shippingType?: InputMaybe<Scalars['String']['input']>;
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status?: InputMaybe<RecordStatus>;
  /** 供应商 (the id of a Supplier) */
  supplierId?: InputMaybe<Scalars['ID']['input']>;
};

/** A new FeeType (费用类型) */
export type CreateFeeTypeInput = {
  /** 默认币种 (a code of dictionary category FYBZ) */
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
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status?: InputMaybe<RecordStatus>;
};

/** A new FlightVoyage (航班航次) */
export type CreateFlightVoyageInput = {
  /** 结束日期 (required; YYYY-MM-DD) */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** 航班舱位一价格 (a price as entered; the record keeps no currency of its own; up to 2 decimal places; at least 0) */
  flightCabinetAmount1?: InputMaybe<Scalars['Decimal']['input']>;
  /** 航班舱位二价格 (a price as entered; the record keeps no currency of its own; up to 2 decimal places; at least 0) */
  flightCabinetAmount2?: InputMaybe<Scalars['Decimal']['input']>;
  /** 航班舱位三价格 (a price as entered; the record keeps no currency of its own; up to 2 decimal places; at least 0) */
  flightCabinetAmount3?: InputMaybe<Scalars['Decimal']['input']>;
  /** 航班日 (at most 20 characters; pattern weekdays ^[1-7](,[1-7])*$) */
  flightPeriod?: InputMaybe<Scalars['String']['input']>;
  /** 按航班 */
  isFlightPeriod?: InputMaybe<Scalars['Boolean']['input']>;
  /** 按船期 */
  isShipPeriod?: InputMaybe<Scalars['Boolean']['input']>;
  /** 航线 (required; the id of a Route) */
  routeId?: InputMaybe<Scalars['ID']['input']>;
  /** 20GP价格 (a price as entered; the record keeps no currency of its own; up to 2 decimal places; at least 0) */
  shipCabinetAmount1?: InputMaybe<Scalars['Decimal']['input']>;
  /** 40GP价格 (a price as entered; the record keeps no currency of its own; up to 2 decimal places; at least 0) */
  shipCabinetAmount2?: InputMaybe<Scalars['Decimal']['input']>;
  /** 40HQ价格 (a price as entered; the record keeps no currency of its own; up to 2 decimal places; at least 0) */
  shipCabinetAmount3?: InputMaybe<Scalars['Decimal']['input']>;
  /** 船期 (at most 20 characters; pattern weekdays ^[1-7](,[1-7])*$) */
  shipPeriod?: InputMaybe<Scalars['String']['input']>;
  /** 开始日期 (required; YYYY-MM-DD) */
  startDate?: InputMaybe<Scalars['Date']['input']>;
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status?: InputMaybe<RecordStatus>;
};

/** A new HsCode (HS编码) */
export type CreateHsCodeInput = {
  /** 检验检疫编码 (at most 3 characters; pattern digits ^\d*$) */
  ciqCode?: InputMaybe<Scalars['String']['input']>;
  /** 消费税率（%） (up to 2 decimal places; at least 0; at most 1000) */
  consumptionTaxRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 海关监管条件 (at most 20 characters) */
  customsSupervisionConditions?: InputMaybe<Scalars['String']['input']>;
  /** 申报要素 (at most 1000 characters) */
  declarationElement?: InputMaybe<Scalars['String']['input']>;
  /** 出口退税率（%） (up to 2 decimal places; at least 0; at most 1000) */
  exportRebateRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 出口关税率（%） (up to 2 decimal places; at least 0; at most 1000) */
  exportTariffRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 中文描述 (at most 1000 characters) */
  goodsDescription?: InputMaybe<Scalars['String']['input']>;
  /** 英文描述 (at most 1000 characters) */
  goodsEnglishDescription?: InputMaybe<Scalars['String']['input']>;
  /** 商品名称 (required; at most 200 characters) */
  goodsName?: InputMaybe<Scalars['String']['input']>;
  /** 商品编码 (required; at most 10 characters; pattern digits ^\d*$; unique) */
  goodsNo?: InputMaybe<Scalars['String']['input']>;
  /** 最惠国进口税率（%） (up to 2 decimal places; at least 0; at most 1000) */
  importTaxRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 检验检疫类别 (at most 20 characters) */
  inspectionAndQuarantineCategory?: InputMaybe<Scalars['String']['input']>;
  /** 标签内容 (at most 1000 characters) */
  labelContent?: InputMaybe<Scalars['String']['input']>;
  /** 第一法定单位 (at most 20 characters) */
  legalUnit1?: InputMaybe<Scalars['String']['input']>;
  /** 第二法定单位 (at most 20 characters) */
  legalUnit2?: InputMaybe<Scalars['String']['input']>;
  /** 普通进口税率（%） (up to 2 decimal places; at least 0; at most 1000) */
  ordinaryTaxRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 暂定进口税率（%） (up to 2 decimal places; at least 0; at most 1000) */
  provisionalTaxRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 增值税率（%） (up to 2 decimal places; at least 0; at most 1000) */
  vatRate?: InputMaybe<Scalars['Decimal']['input']>;
};

/** A new OceanExportBillOfLading (提单) */
export type CreateOceanExportBillOfLadingInput = {
  /** 集装箱 */
  boxList?: InputMaybe<Array<OceanExportBillOfLadingBoxInput>>;
  /** 客户 (the id of a Client) */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** 起运港 (the id of a Seaport) */
  departurePortId?: InputMaybe<Scalars['ID']['input']>;
  /** 目的港 (the id of a Seaport) */
  destinationPortId?: InputMaybe<Scalars['ID']['input']>;
  /** 毛重(KGS) (up to 3 decimal places; at least 0) */
  grossWeight?: InputMaybe<Scalars['Decimal']['input']>;
  /** HBL号 (at most 50 characters) */
  hblNo?: InputMaybe<Scalars['String']['input']>;
  /** 已签发 */
  isIssue?: InputMaybe<Scalars['Boolean']['input']>;
  /** 签发日期 (YYYY-MM-DD) */
  issueDate?: InputMaybe<Scalars['Date']['input']>;
  /** 签发地点 (at most 100 characters) */
  issueLocation?: InputMaybe<Scalars['String']['input']>;
  /** MBL号 (at most 50 characters) */
  mblNo?: InputMaybe<Scalars['String']['input']>;
  /** 通知人 (at most 500 characters) */
  notifier?: InputMaybe<Scalars['String']['input']>;
  /** 订单号 (required; at most 20 characters) */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** 件数 (at least 0; at most 99999999) */
  pieces?: InputMaybe<Scalars['Int']['input']>;
  /** 收货人 (required; at most 500 characters) */
  receiver?: InputMaybe<Scalars['String']['input']>;
  /** 发货人 (required; at most 500 characters) */
  sender?: InputMaybe<Scalars['String']['input']>;
  /** 运费条款 (a code of dictionary category YFTK) */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** 船名航次 (at most 100 characters) */
  vesselVoyage?: InputMaybe<Scalars['String']['input']>;
  /** 体积(CBM) (up to 3 decimal places; at least 0) */
  volume?: InputMaybe<Scalars['Decimal']['input']>;
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
  /** 作业类型 (required; a code of dictionary category ZYLX) */
  shippingType?: InputMaybe<Scalars['String']['input']>;
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status?: InputMaybe<RecordStatus>;
  /** 中转港 (at most 50 characters) */
  transitPort?: InputMaybe<Scalars['String']['input']>;
};

/** A new Supplier (供应商) */
export type CreateSupplierInput = {
  /** 账期（天） (at least 0; at most 365) */
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
  /** 发票类型 (a code of dictionary category FPLX) */
  invoiceType?: InputMaybe<Scalars['String']['input']>;
  /** 注册地址 (at most 200 characters) */
  registeredAddress?: InputMaybe<Scalars['String']['input']>;
  /** 注册电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  registeredTel?: InputMaybe<Scalars['String']['input']>;
  /** 销售 (the id of a user) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status?: InputMaybe<RecordStatus>;
  /** 供应商名称 (required; at most 100 characters; unique) */
  supplierName?: InputMaybe<Scalars['String']['input']>;
  /** 税率（%） (up to 2 decimal places; at least 0; at most 100) */
  taxRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 纳税人识别号 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  taxpayerIdentificationNumber?: InputMaybe<Scalars['String']['input']>;
  /** 供应商类型 (required; codes of dictionary category GSLX) */
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
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status?: InputMaybe<RecordStatus>;
  /** 邮编 (at most 10 characters; pattern digits ^\d*$) */
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

/** A new user (新增用户). */
export type CreateUserInput = {
  /** Active (default true) */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** One of organisationIds; with a single organisation it is the default anyway. */
  defaultOrganisationId?: InputMaybe<Scalars['ID']['input']>;
  /** Email address */
  email?: InputMaybe<Scalars['String']['input']>;
  /** One of `groups`: a user is put in the administrator's own group; absent: that group. */
  groupId?: InputMaybe<Scalars['ID']['input']>;
  /** 6 to 32 characters; without it the initial password is the mobile's last six digits. */
  initialPassword?: InputMaybe<Scalars['String']['input']>;
  /** Make the user an administrator (default false) */
  isAdmin?: InputMaybe<Scalars['Boolean']['input']>;
  /** 手机号: the sign-in name, unique */
  mobile: Scalars['String']['input'];
  /** The organisations the user may work in */
  organisationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** QQ number */
  qq?: InputMaybe<Scalars['String']['input']>;
  /** The roles the user holds */
  roleIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** 姓名 */
  userName: Scalars['String']['input'];
  /** Generated (the next HT0001-style number) when absent. */
  userNumber?: InputMaybe<Scalars['String']['input']>;
  /** The last day the account may sign in (YYYY-MM-DD); absent: no limit */
  validityDate?: InputMaybe<Scalars['Date']['input']>;
};

/** A new WorkflowNode (作业节点) */
export type CreateWorkflowNodeInput = {
  /** 节点编码 (required; at most 50 characters) */
  nodeCode?: InputMaybe<Scalars['String']['input']>;
  /** 节点名称 (required; at most 50 characters) */
  nodeName?: InputMaybe<Scalars['String']['input']>;
  /** 作业类型 (required; a code of dictionary category ZYLX) */
  shippingType?: InputMaybe<Scalars['String']['input']>;
  /** 排序 (at least 0; at most 9999) */
  sortId?: InputMaybe<Scalars['Int']['input']>;
  /** 操作人员 */
  users?: InputMaybe<Array<WorkflowNodeUserInput>>;
};

/** A token just created: the only answer that carries its secret. */
export type CreatedApiToken = {
  __typename?: 'CreatedApiToken';
  /** The secret (`hta_…`): shown once, stored only as a hash. */
  secret: Scalars['String']['output'];
  /** The token as the list shows it */
  token: ApiToken;
};

/** The totals of one currency: receivable, payable and their difference (amount). */
export type CurrencyTotal = {
  __typename?: 'CurrencyTotal';
  /** receivable − payable in this currency */
  amount: Scalars['Decimal']['output'];
  /** The currency (dictionary category FYBZ) */
  currency: CodeName;
  /** Sum of the payable lines' money in this currency */
  payable: Scalars['Decimal']['output'];
  /** Sum of the receivable lines' money in this currency */
  receivable: Scalars['Decimal']['output'];
};

/** The rate in force on a date (tbExchangeRate/findCurRate). */
export type CurrentExchangeRate = {
  __typename?: 'CurrentExchangeRate';
  /** Last day the rate is in force (YYYY-MM-DD) */
  endDate?: Maybe<Scalars['Date']['output']>;
  /** 折算币种: the currency converted to (dictionary category FYBZ) */
  exchangeCurrency: CodeName;
  /** Units of exchangeCurrency for one unit of originalCurrency (up to 6 decimal places) */
  exchangeRate: Scalars['Decimal']['output'];
  /** 原币种: the currency converted from (dictionary category FYBZ) */
  originalCurrency: CodeName;
  /** First day the rate is in force (YYYY-MM-DD) */
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
  /** The record id */
  id: Scalars['ID']['output'];
  /** 备注 (at most 500 characters) */
  remark?: Maybe<Scalars['String']['output']>;
  /** 排序 (at least 0; at most 99999) */
  sortId?: Maybe<Scalars['Int']['output']>;
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status: RecordStatus;
  /** Moves with every change of the record: an update sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};

/** A business dictionary category (ZYLX, GSLX…) (字典类别); REST tbDictCategory */
export type DictCategory = {
  __typename?: 'DictCategory';
  /** 类别编码 (required; at most 50 characters; unique) */
  code: Scalars['String']['output'];
  /** The record id */
  id: Scalars['ID']['output'];
  /** 类别名称 (required; at most 100 characters) */
  name: Scalars['String']['output'];
  /** Moves with every change of the record: an update sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};

/** Search of dicts (业务字典) */
export type DictFilter = {
  /** 字典类别: equals */
  categoryCode?: InputMaybe<Scalars['String']['input']>;
  /** Default true */
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  /** 字典编码: contains the text (case-insensitive) */
  dictCode?: InputMaybe<Scalars['String']['input']>;
  /** 字典名称: contains the text (case-insensitive) */
  dictName?: InputMaybe<Scalars['String']['input']>;
  /** Matches the picker fields */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** A list column to sort by; default the declared order */
  sortField?: InputMaybe<Scalars['String']['input']>;
  /** 状态: equals ACTIVE or INACTIVE */
  status?: InputMaybe<RecordStatus>;
};

/** A page of dicts */
export type DictPage = {
  __typename?: 'DictPage';
  /** The rows of this page */
  items: Array<Dict>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** The file format of an order document. */
export type DocumentFormat =
  /** PDF */
  | 'PDF'
  /** Excel workbook (.xlsx) */
  | 'XLSX';

/** The 实际信息 node's own fields (REST updateShiji); omitted fields stay, null clears */
export type DomesticTradeActualsInput = {
  /** 实际到港日期 (YYYY-MM-DD) */
  actualArriveDate?: InputMaybe<Scalars['Date']['input']>;
  /** 实际信息备注 (at most 500 characters) */
  actualRemark?: InputMaybe<Scalars['String']['input']>;
  /** 实际开船日期 (YYYY-MM-DD) */
  actualSailingDate?: InputMaybe<Scalars['Date']['input']>;
  /** 送达日期 (YYYY-MM-DD) */
  deliveryDate?: InputMaybe<Scalars['Date']['input']>;
};

/** The 托单 node's own fields (REST updateTuodan); omitted fields stay, null clears */
export type DomesticTradeBookingInput = {
  /** 订舱代理 (the id of a Supplier) */
  bookingAgentId?: InputMaybe<Scalars['ID']['input']>;
  /** 箱型箱量; when given, replaces the stored rows */
  boxList?: InputMaybe<Array<DomesticTradeOrderBoxInput>>;
  /** 货物属性 (a code of dictionary category HWSX) */
  cargoAttributeId?: InputMaybe<Scalars['String']['input']>;
  /** 货物尺寸; when given, replaces the stored rows */
  cargoSizeList?: InputMaybe<Array<DomesticTradeOrderCargoSizeInput>>;
  /** 中文品名 (at most 200 characters) */
  chineseName?: InputMaybe<Scalars['String']['input']>;
  /** 客户 (required; the id of a Client) */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** 联系人 (at most 50 characters) */
  contact?: InputMaybe<Scalars['String']['input']>;
  /** 客户联系人编号 (at least 1) */
  contactId?: InputMaybe<Scalars['Int']['input']>;
  /** 联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  contactPhone?: InputMaybe<Scalars['String']['input']>;
  /** 合同号 (at most 50 characters) */
  contractReferenceNo?: InputMaybe<Scalars['String']['input']>;
  /** 客服 (the id of a user) */
  csrId?: InputMaybe<Scalars['ID']['input']>;
  /** 起运港 (required; the id of a Seaport) */
  departurePortId?: InputMaybe<Scalars['ID']['input']>;
  /** 目的港 (required; the id of a Seaport) */
  destinationPortId?: InputMaybe<Scalars['ID']['input']>;
  /** 英文品名 (at most 200 characters) */
  englishName?: InputMaybe<Scalars['String']['input']>;
  /** 进仓编号 (at most 50 characters) */
  entryNumber?: InputMaybe<Scalars['String']['input']>;
  /** 预计开船日期 (YYYY-MM-DD) */
  estimatedSailingDate?: InputMaybe<Scalars['Date']['input']>;
  /** 毛重(KGS) (up to 3 decimal places; at least 0) */
  grossWeight?: InputMaybe<Scalars['Decimal']['input']>;
  /** 内部类型 (a code of dictionary category NBLX) */
  internalTypeId?: InputMaybe<Scalars['String']['input']>;
  /** 需配送 */
  isDelivery?: InputMaybe<Scalars['Boolean']['input']>;
  /** 草稿 */
  isDraft?: InputMaybe<Scalars['Boolean']['input']>;
  /** 经营单位 (the id of a Client) */
  operationUnitsId?: InputMaybe<Scalars['ID']['input']>;
  /** 订单备注 (at most 1000 characters) */
  orderRemark?: InputMaybe<Scalars['String']['input']>;
  /** 包装种类 (a code of dictionary category BZ) */
  packageId?: InputMaybe<Scalars['String']['input']>;
  /** 件数 (at least 0; at most 99999999) */
  piecesNumber?: InputMaybe<Scalars['Int']['input']>;
  /** 航线 (the id of a Route) */
  routeId?: InputMaybe<Scalars['ID']['input']>;
  /** 销售 (the id of a user) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
  /** 作业方式 (required; a code of dictionary category ZYFS) */
  shippingModeId?: InputMaybe<Scalars['String']['input']>;
  /** 中转港 (the id of a Seaport) */
  transitPortId?: InputMaybe<Scalars['ID']['input']>;
  /** 体积(CBM) (up to 3 decimal places; at least 0) */
  volume?: InputMaybe<Scalars['Decimal']['input']>;
};

/** The 配送 node's own fields (REST updatePeisong); omitted fields stay, null clears */
export type DomesticTradeDeliveryInput = {
  /** 配送车队; when given, replaces the stored rows */
  companyList?: InputMaybe<Array<DomesticTradeOrderDeliveryLegInput>>;
};

/** 车辆 */
export type DomesticTradeLegVehicle = {
  __typename?: 'DomesticTradeLegVehicle';
  /** 司机 (at most 30 characters) */
  driverName?: Maybe<Scalars['String']['output']>;
  /** 司机电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  driverPhone?: Maybe<Scalars['String']['output']>;
  /** 车牌号 (at most 20 characters) */
  plateNumber?: Maybe<Scalars['String']['output']>;
  /** 备注 (at most 200 characters) */
  remark?: Maybe<Scalars['String']['output']>;
  /** 车辆数 (at least 1; at most 99) */
  vehicleCount?: Maybe<Scalars['Int']['output']>;
  /** 车辆要求 (a code of dictionary category CLYQ) */
  vehicleRequirement?: Maybe<CodeName>;
  /** 车型 (required; a code of dictionary category CLLX) */
  vehicleType?: Maybe<CodeName>;
};

/** 车辆 row */
export type DomesticTradeLegVehicleInput = {
  /** 司机 (at most 30 characters) */
  driverName?: InputMaybe<Scalars['String']['input']>;
  /** 司机电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  driverPhone?: InputMaybe<Scalars['String']['input']>;
  /** 车牌号 (at most 20 characters) */
  plateNumber?: InputMaybe<Scalars['String']['input']>;
  /** 备注 (at most 200 characters) */
  remark?: InputMaybe<Scalars['String']['input']>;
  /** 车辆数 (at least 1; at most 99) */
  vehicleCount?: InputMaybe<Scalars['Int']['input']>;
  /** 车辆要求 (a code of dictionary category CLYQ) */
  vehicleRequirement?: InputMaybe<Scalars['String']['input']>;
  /** 车型 (required; a code of dictionary category CLLX) */
  vehicleType?: InputMaybe<Scalars['String']['input']>;
};

/** A domestic trade (tuodan) order with delivery legs (内贸业务); REST tbDomesticTradeBusiness. Its list and writes need the /action/domestictrade page */
export type DomesticTradeOrder = Order & {
  __typename?: 'DomesticTradeOrder';
  /** 实际到港日期 (YYYY-MM-DD) */
  actualArriveDate?: Maybe<Scalars['Date']['output']>;
  /** 实际信息备注 (at most 500 characters) */
  actualRemark?: Maybe<Scalars['String']['output']>;
  /** 实际开船日期 (YYYY-MM-DD) */
  actualSailingDate?: Maybe<Scalars['Date']['output']>;
  /** 应付状态 (at most 1 character; set by the server) */
  apStatus?: Maybe<Scalars['String']['output']>;
  /** 应收状态 (at most 1 character; set by the server) */
  arStatus?: Maybe<Scalars['String']['output']>;
  /** 订舱代理: the Supplier record; null when none */
  bookingAgent?: Maybe<Supplier>;
  /** 订舱代理 (the id of a Supplier) */
  bookingAgentId?: Maybe<Scalars['ID']['output']>;
  /** 订舱代理: the name, as shown; null when none */
  bookingAgentName?: Maybe<Scalars['String']['output']>;
  /** 箱型箱量 */
  boxList: Array<DomesticTradeOrderBox>;
  /** 货物属性 (a code of dictionary category HWSX) */
  cargoAttributeId?: Maybe<CodeName>;
  /** 货物尺寸 */
  cargoSizeList: Array<DomesticTradeOrderCargoSize>;
  /** 中文品名 (at most 200 characters) */
  chineseName?: Maybe<Scalars['String']['output']>;
  /** 客户: the Client record; null when none */
  client?: Maybe<Client>;
  /** 客户 (required; the id of a Client) */
  clientId?: Maybe<Scalars['ID']['output']>;
  /** 客户: the name, as shown; null when none */
  clientName?: Maybe<Scalars['String']['output']>;
  /** 配送车队 */
  companyList: Array<DomesticTradeOrderDeliveryLeg>;
  /** 联系人 (at most 50 characters) */
  contact?: Maybe<Scalars['String']['output']>;
  /** 客户联系人编号 (at least 1) */
  contactId?: Maybe<Scalars['Int']['output']>;
  /** 联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  contactPhone?: Maybe<Scalars['String']['output']>;
  /** 合同号 (at most 50 characters) */
  contractReferenceNo?: Maybe<Scalars['String']['output']>;
  /** 创建日期 (YYYY-MM-DD; set by the server) */
  createDate?: Maybe<Scalars['Date']['output']>;
  /** 客服 (the id of a user) */
  csrId?: Maybe<Scalars['ID']['output']>;
  /** 客服: the name, as shown; null when none */
  csrName?: Maybe<Scalars['String']['output']>;
  /** Position of the order step in nodes (the progress bar) */
  currentNodeIndex: Scalars['Int']['output'];
  /** 送达日期 (YYYY-MM-DD) */
  deliveryDate?: Maybe<Scalars['Date']['output']>;
  /** 起运港: the Seaport record; null when none */
  departurePort?: Maybe<Seaport>;
  /** 起运港: the record's code; null when none */
  departurePortCode?: Maybe<Scalars['String']['output']>;
  /** 起运港 (required; the id of a Seaport) */
  departurePortId?: Maybe<Scalars['ID']['output']>;
  /** 起运港: the name, as shown; null when none */
  departurePortName?: Maybe<Scalars['String']['output']>;
  /** 目的港: the Seaport record; null when none */
  destinationPort?: Maybe<Seaport>;
  /** 目的港: the record's code; null when none */
  destinationPortCode?: Maybe<Scalars['String']['output']>;
  /** 目的港 (required; the id of a Seaport) */
  destinationPortId?: Maybe<Scalars['ID']['output']>;
  /** 目的港: the name, as shown; null when none */
  destinationPortName?: Maybe<Scalars['String']['output']>;
  /** Codes of the nodes saved so far */
  doneNodes: Array<Scalars['String']['output']>;
  /** False once cancelled or completed: node saves are refused */
  editable: Scalars['Boolean']['output'];
  /** 英文品名 (at most 200 characters) */
  englishName?: Maybe<Scalars['String']['output']>;
  /** 进仓编号 (at most 50 characters) */
  entryNumber?: Maybe<Scalars['String']['output']>;
  /** 预计开船日期 (YYYY-MM-DD) */
  estimatedSailingDate?: Maybe<Scalars['Date']['output']>;
  /** The order's fees and totals (fees module; the same one call as orderFees) */
  fees: OrderFees;
  /** The order's attached files, every node (files module, tbFile/listAll by orderCode): one call, so the order page asks one query */
  files: Array<StoredFile>;
  /** 毛重(KGS) (up to 3 decimal places; at least 0) */
  grossWeight?: Maybe<Scalars['Decimal']['output']>;
  /** Who changed which field of the record, from what to what, and when: newest first (历史). */
  history: HistoryPage;
  /** The order id */
  id: Scalars['ID']['output'];
  /** 内部类型 (a code of dictionary category NBLX) */
  internalTypeId?: Maybe<CodeName>;
  /** 需配送 */
  isDelivery: Scalars['Boolean']['output'];
  /** 草稿 */
  isDraft: Scalars['Boolean']['output'];
  /** The workflow nodes of the type (node dictionary order), with progress and whether the signed-in user operates each */
  nodes: Array<OrderNodeProgress>;
  /** 操作状态 (a code of dictionary category CZZT; set by the server) */
  operationStatus?: Maybe<CodeName>;
  /** 经营单位: the Client record; null when none */
  operationUnits?: Maybe<Client>;
  /** 经营单位 (the id of a Client) */
  operationUnitsId?: Maybe<Scalars['ID']['output']>;
  /** 经营单位: the name, as shown; null when none */
  operationUnitsName?: Maybe<Scalars['String']['output']>;
  /** 订单号 (at most 20 characters; set by the server) */
  orderCode?: Maybe<Scalars['String']['output']>;
  /** 订单备注 (at most 1000 characters) */
  orderRemark?: Maybe<Scalars['String']['output']>;
  /** The order's type: DOMESTIC_TRADE (内贸业务) */
  orderType: OrderType;
  /** The organisation the order belongs to */
  orgId: Scalars['ID']['output'];
  /** 包装种类 (a code of dictionary category BZ) */
  packageId?: Maybe<CodeName>;
  /** 件数 (at least 0; at most 99999999) */
  piecesNumber?: Maybe<Scalars['Int']['output']>;
  /** 航线: the Route record; null when none */
  route?: Maybe<Route>;
  /** 航线 (the id of a Route) */
  routeId?: Maybe<Scalars['ID']['output']>;
  /** 航线: the name, as shown; null when none */
  routeName?: Maybe<Scalars['String']['output']>;
  /** 销售 (the id of a user) */
  salesId?: Maybe<Scalars['ID']['output']>;
  /** 销售: the name, as shown; null when none */
  salesName?: Maybe<Scalars['String']['output']>;
  /** 作业方式 (required; a code of dictionary category ZYFS) */
  shippingModeId?: Maybe<CodeName>;
  /** 订单状态 (a code of dictionary category NM_DDZT; set by the server) */
  status?: Maybe<CodeName>;
  /** 当前节点 (a code of dictionary category NMYW; set by the server) */
  step?: Maybe<CodeName>;
  /** The order's receivable, payable and profit in CNY (元), as the fee summary keeps them (利润 report) */
  totals: OrderTotals;
  /** 中转港: the Seaport record; null when none */
  transitPort?: Maybe<Seaport>;
  /** 中转港: the record's code; null when none */
  transitPortCode?: Maybe<Scalars['String']['output']>;
  /** 中转港 (the id of a Seaport) */
  transitPortId?: Maybe<Scalars['ID']['output']>;
  /** 中转港: the name, as shown; null when none */
  transitPortName?: Maybe<Scalars['String']['output']>;
  /** Moves with every change of the order: a node save sends it back as expectedVersion */
  version: Scalars['Int']['output'];
  /** 体积(CBM) (up to 3 decimal places; at least 0) */
  volume?: Maybe<Scalars['Decimal']['output']>;
};


/** A domestic trade (tuodan) order with delivery legs (内贸业务); REST tbDomesticTradeBusiness. Its list and writes need the /action/domestictrade page */
export type DomesticTradeOrderHistoryArgs = {
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** 箱型箱量 of a DomesticTradeOrder */
export type DomesticTradeOrderBox = {
  __typename?: 'DomesticTradeOrderBox';
  /** 箱量 (required; at least 1; at most 999) */
  boxNumber?: Maybe<Scalars['Int']['output']>;
  /** 箱型 (required; a code of dictionary category XX) */
  boxType?: Maybe<CodeName>;
  /** The row id */
  id: Scalars['ID']['output'];
  /** Position of the row in its list, from 1 */
  sortId: Scalars['Int']['output'];
};

/** 箱型箱量 row */
export type DomesticTradeOrderBoxInput = {
  /** 箱量 (required; at least 1; at most 999) */
  boxNumber?: InputMaybe<Scalars['Int']['input']>;
  /** 箱型 (required; a code of dictionary category XX) */
  boxType?: InputMaybe<Scalars['String']['input']>;
};

/** 货物尺寸 of a DomesticTradeOrder */
export type DomesticTradeOrderCargoSize = {
  __typename?: 'DomesticTradeOrderCargoSize';
  /** 高(CM) (required; up to 2 decimal places; at least 0.01) */
  height?: Maybe<Scalars['Decimal']['output']>;
  /** The row id */
  id: Scalars['ID']['output'];
  /** 长(CM) (required; up to 2 decimal places; at least 0.01) */
  length?: Maybe<Scalars['Decimal']['output']>;
  /** 件数 (required; at least 1; at most 99999999) */
  piecesNumber?: Maybe<Scalars['Int']['output']>;
  /** Position of the row in its list, from 1 */
  sortId: Scalars['Int']['output'];
  /** 体积(CBM) (up to 3 decimal places; set by the server) */
  volumn?: Maybe<Scalars['Decimal']['output']>;
  /** 宽(CM) (required; up to 2 decimal places; at least 0.01) */
  width?: Maybe<Scalars['Decimal']['output']>;
};

/** 货物尺寸 row */
export type DomesticTradeOrderCargoSizeInput = {
  /** 高(CM) (required; up to 2 decimal places; at least 0.01) */
  height?: InputMaybe<Scalars['Decimal']['input']>;
  /** 长(CM) (required; up to 2 decimal places; at least 0.01) */
  length?: InputMaybe<Scalars['Decimal']['input']>;
  /** 件数 (required; at least 1; at most 99999999) */
  piecesNumber?: InputMaybe<Scalars['Int']['input']>;
  /** 宽(CM) (required; up to 2 decimal places; at least 0.01) */
  width?: InputMaybe<Scalars['Decimal']['input']>;
};

/** 配送车队 of a DomesticTradeOrder */
export type DomesticTradeOrderDeliveryLeg = {
  __typename?: 'DomesticTradeOrderDeliveryLeg';
  /** 提单号 (at most 50 characters) */
  billOfLadingCode?: Maybe<Scalars['String']['output']>;
  /** 送货日期 (YYYY-MM-DD) */
  deliveryDate?: Maybe<Scalars['Date']['output']>;
  /** 送货方式 (a code of dictionary category SHFS) */
  deliveryMethods?: Maybe<CodeName>;
  /** 进仓编号 (at most 50 characters) */
  entryNumber?: Maybe<Scalars['String']['output']>;
  /** The row id */
  id: Scalars['ID']['output'];
  /** The order the row belongs to: The order number (订单编号): NMYW, the year and month (YYYYMM) and a monthly sequence, e.g. NMYW2026030001 */
  orderCode: Scalars['String']['output'];
  /** 提货日期 (required; YYYY-MM-DD) */
  pickupDate?: Maybe<Scalars['Date']['output']>;
  /** 备注 (at most 500 characters) */
  remark?: Maybe<Scalars['String']['output']>;
  /** 运输要求 (at most 500 characters) */
  requirements?: Maybe<Scalars['String']['output']>;
  /** Position of the row in its list, from 1 */
  sortId: Scalars['Int']['output'];
  /** 装货地址: the TransportAddress record; null when none */
  storeAddress?: Maybe<TransportAddress>;
  /** 装货地址 (required; the id of a TransportAddress) */
  storeAddressId?: Maybe<Scalars['ID']['output']>;
  /** 装货地址: the name, as shown; null when none */
  storeAddressName?: Maybe<Scalars['String']['output']>;
  /** 装货联系人 (at most 50 characters) */
  storeContact?: Maybe<Scalars['String']['output']>;
  /** 装货联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  storePhone?: Maybe<Scalars['String']['output']>;
  /** 总毛重(KGS) (up to 3 decimal places; at least 0) */
  totalGrossWeight?: Maybe<Scalars['Decimal']['output']>;
  /** 总件数 (at least 0; at most 99999999) */
  totalPiecesNumber?: Maybe<Scalars['Int']['output']>;
  /** 总体积(CBM) (up to 3 decimal places; at least 0) */
  totalVolume?: Maybe<Scalars['Decimal']['output']>;
  /** 车队: the Supplier record; null when none */
  transportCompany?: Maybe<Supplier>;
  /** 车队 (required; the id of a Supplier) */
  transportCompanyId?: Maybe<Scalars['ID']['output']>;
  /** 车队: the name, as shown; null when none */
  transportCompanyName?: Maybe<Scalars['String']['output']>;
  /** 车辆 */
  vehicles: Array<DomesticTradeLegVehicle>;
  /** Moves with every change of the row: its update or delete sends it back as expectedVersion */
  version: Scalars['Int']['output'];
  /** 船名航次 (at most 100 characters) */
  vesselVoyage?: Maybe<Scalars['String']['output']>;
};

/** 配送车队 row */
export type DomesticTradeOrderDeliveryLegInput = {
  /** 提单号 (at most 50 characters) */
  billOfLadingCode?: InputMaybe<Scalars['String']['input']>;
  /** 送货日期 (YYYY-MM-DD) */
  deliveryDate?: InputMaybe<Scalars['Date']['input']>;
  /** 送货方式 (a code of dictionary category SHFS) */
  deliveryMethods?: InputMaybe<Scalars['String']['input']>;
  /** 进仓编号 (at most 50 characters) */
  entryNumber?: InputMaybe<Scalars['String']['input']>;
  /** 提货日期 (required; YYYY-MM-DD) */
  pickupDate?: InputMaybe<Scalars['Date']['input']>;
  /** 备注 (at most 500 characters) */
  remark?: InputMaybe<Scalars['String']['input']>;
  /** 运输要求 (at most 500 characters) */
  requirements?: InputMaybe<Scalars['String']['input']>;
  /** 装货地址 (required; the id of a TransportAddress) */
  storeAddressId?: InputMaybe<Scalars['ID']['input']>;
  /** 装货联系人 (at most 50 characters) */
  storeContact?: InputMaybe<Scalars['String']['input']>;
  /** 装货联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  storePhone?: InputMaybe<Scalars['String']['input']>;
  /** 总毛重(KGS) (up to 3 decimal places; at least 0) */
  totalGrossWeight?: InputMaybe<Scalars['Decimal']['input']>;
  /** 总件数 (at least 0; at most 99999999) */
  totalPiecesNumber?: InputMaybe<Scalars['Int']['input']>;
  /** 总体积(CBM) (up to 3 decimal places; at least 0) */
  totalVolume?: InputMaybe<Scalars['Decimal']['input']>;
  /** 车队 (required; the id of a Supplier) */
  transportCompanyId?: InputMaybe<Scalars['ID']['input']>;
  /** 车辆 */
  vehicles?: InputMaybe<Array<DomesticTradeLegVehicleInput>>;
  /** 船名航次 (at most 100 characters) */
  vesselVoyage?: InputMaybe<Scalars['String']['input']>;
};

/** Search of 内贸业务 orders */
export type DomesticTradeOrderFilter = {
  /** 客户: equals the id of a Client */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** 合同号: contains the text (case-insensitive) */
  contractReferenceNo?: InputMaybe<Scalars['String']['input']>;
  /** 创建日期: on or after (inclusive), YYYY-MM-DD */
  createDateBegin?: InputMaybe<Scalars['Date']['input']>;
  /** 创建日期: on or before (inclusive), YYYY-MM-DD */
  createDateEnd?: InputMaybe<Scalars['Date']['input']>;
  /** 客服: equals the id of a user */
  csrId?: InputMaybe<Scalars['ID']['input']>;
  /** 起运港: equals the id of a Seaport */
  departurePortId?: InputMaybe<Scalars['ID']['input']>;
  /** Default true (order-by flag 1) */
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  /** 目的港: equals the id of a Seaport */
  destinationPortId?: InputMaybe<Scalars['ID']['input']>;
  /** 进仓编号: contains the text (case-insensitive) */
  entryNumber?: InputMaybe<Scalars['String']['input']>;
  /** 预计开船日期: on or after (inclusive), YYYY-MM-DD */
  estimatedSailingDateBegin?: InputMaybe<Scalars['Date']['input']>;
  /** 预计开船日期: on or before (inclusive), YYYY-MM-DD */
  estimatedSailingDateEnd?: InputMaybe<Scalars['Date']['input']>;
  /** 操作状态: equals a code of dictionary category CZZT */
  operationStatus?: InputMaybe<Scalars['String']['input']>;
  /** 订单号: contains the text (case-insensitive) */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** Only these orders (a selection of the list) */
  orderCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** 销售: equals the id of a user */
  salesId?: InputMaybe<Scalars['ID']['input']>;
  /** 作业方式: equals a code of dictionary category ZYFS */
  shippingModeId?: InputMaybe<Scalars['String']['input']>;
  /** A list column to sort by; default orderCode */
  sortField?: InputMaybe<Scalars['String']['input']>;
  /** 订单状态: equals a code of dictionary category NM_DDZT */
  status?: InputMaybe<Scalars['String']['input']>;
};

/** A page of 内贸业务 orders */
export type DomesticTradeOrderPage = {
  __typename?: 'DomesticTradeOrderPage';
  /** The rows of this page */
  items: Array<DomesticTradeOrder>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** A short-lived signed link (60 s) the browser opens on this origin to download a file. */
export type DownloadLink = {
  __typename?: 'DownloadLink';
  /** When the link stops working (ISO 8601) */
  expiresAt: Scalars['DateTime']['output'];
  /** The link: a path on this origin carrying the signed grant */
  url: Scalars['String']['output'];
};

/** One parameter of a download (orderCode, ids…), sent as the REST call's field. */
export type DownloadParam = {
  /** The REST field name */
  name: Scalars['String']['input'];
  /** Its value, as text */
  value: Scalars['String']['input'];
};

/** The rate of a currency to CNY over a date range (汇率); REST tbExchangeRate */
export type ExchangeRate = {
  __typename?: 'ExchangeRate';
  /** 结束日期 (required; YYYY-MM-DD) */
  endDate: Scalars['Date']['output'];
  /** 折算币种 (a code of dictionary category FYBZ) */
  exchangeCurrency?: Maybe<CodeName>;
  /** 汇率 (required; units of the 折算币种 (exchangeCurrency) for one unit of the 原币种 (originalCurrency); up to 6 decimal places; at least 0.000001) */
  exchangeRate: Scalars['Decimal']['output'];
  /** The record id */
  id: Scalars['ID']['output'];
  /** The organisation the record belongs to */
  orgId: Scalars['ID']['output'];
  /** 原币种 (required; a code of dictionary category FYBZ) */
  originalCurrency: CodeName;
  /** 开始日期 (required; YYYY-MM-DD) */
  startDate: Scalars['Date']['output'];
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status: RecordStatus;
  /** Moves with every change of the record: an update sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};

/** Search of exchangeRates (汇率) */
export type ExchangeRateFilter = {
  /** Default true */
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  /** 折算币种: equals a code of dictionary category FYBZ */
  exchangeCurrency?: InputMaybe<Scalars['String']['input']>;
  /** Matches the picker fields */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** 原币种: equals a code of dictionary category FYBZ */
  originalCurrency?: InputMaybe<Scalars['String']['input']>;
  /** A list column to sort by; default the declared order */
  sortField?: InputMaybe<Scalars['String']['input']>;
  /** 开始日期: on or after (inclusive), YYYY-MM-DD */
  startDateBegin?: InputMaybe<Scalars['Date']['input']>;
  /** 开始日期: on or before (inclusive), YYYY-MM-DD */
  startDateEnd?: InputMaybe<Scalars['Date']['input']>;
  /** 状态: equals ACTIVE or INACTIVE */
  status?: InputMaybe<RecordStatus>;
};

/** A page of exchangeRates */
export type ExchangeRatePage = {
  __typename?: 'ExchangeRatePage';
  /** The rows of this page */
  items: Array<ExchangeRate>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/**
 * Approval of a fee line, by the codes the back end keeps: WTJ 未提交 (saved) and BH 已驳回 (sent
 * back by finance) are editable; DSH 待审核 (submitted) and YSH 已审核 (approved) are locked.
 */
export type FeeApproveStatus =
  /** 已驳回: sent back by finance, editable again */
  | 'BH'
  /** 待审核: submitted to finance, locked */
  | 'DSH'
  /** 未提交: saved, editable */
  | 'WTJ'
  /** 已审核: approved by finance, locked; may be settled and invoiced */
  | 'YSH';

/** A decision of finance on submitted lines. */
export type FeeDecision =
  /** 审核通过 (DSH → YSH) */
  | 'APPROVE'
  /** 驳回 (DSH → BH) */
  | 'REJECT';

/** A fee line payable or receivable of an order (应付/应收费用). */
export type FeeLine = {
  __typename?: 'FeeLine';
  /** When it was approved or sent back (ISO 8601); null when never */
  approveDate?: Maybe<Scalars['DateTime']['output']>;
  /** Finance's remark on approval or sending back; null when none */
  approveRemark?: Maybe<Scalars['String']['output']>;
  /** 审核状态 */
  approveStatus: FeeApproveStatus;
  /** 审核状态 as shown (未提交, 待审核, 已审核, 已驳回) */
  approveStatusName: Scalars['String']['output'];
  /** Who approved or sent back the line last; null when nobody */
  approver?: Maybe<Scalars['String']['output']>;
  /** The order's client (委托单位); null when the order has none */
  clientName?: Maybe<Scalars['String']['output']>;
  /** 折合人民币: money × exchangeRate in CNY (本位币), rounded to cents */
  cnyMoney: Scalars['Decimal']['output'];
  /** When the line was added (ISO 8601) */
  createDate: Scalars['DateTime']['output'];
  /** Who added the line (user name) */
  creator?: Maybe<Scalars['String']['output']>;
  /** 币种: the line's own currency (dictionary category FYBZ); default 3 人民币 */
  currency: CodeName;
  /** True while the line may be changed or deleted (WTJ, BH) */
  editable: Scalars['Boolean']['output'];
  /** 汇率: CNY for one unit of the line's currency; the rate in force when the line was saved unless given (1 for CNY) */
  exchangeRate: Scalars['Decimal']['output'];
  /** 费用代码 of the fee type */
  feeCode: Scalars['String']['output'];
  /** 费用名称 of the fee type */
  feeName: Scalars['String']['output'];
  /** The fee type record; null when it was deleted */
  feeType?: Maybe<FeeType>;
  /** The FeeType id (费用类型) */
  feeTypeId: Scalars['ID']['output'];
  /** Path of a file attached to the line (at most 200 characters); null when none */
  filePath?: Maybe<Scalars['String']['output']>;
  /** Who changed which field of the record, from what to what, and when: newest first (历史). */
  history: HistoryPage;
  /**
   * Unique across both sides: AP-7 is payable line 7 (tbAp), AR-7 receivable line 7 (tbAr). Inputs
   * that name lines take this id and refuse one of the other side.
   */
  id: Scalars['ID']['output'];
  /** 开票日期 (YYYY-MM-DD); null until invoiced */
  invoiceDate?: Maybe<Scalars['Date']['output']>;
  /** 发票号; null until invoiced */
  invoiceNo?: Maybe<Scalars['String']['output']>;
  /** The line's id in its side's table (tbAp or tbAr): unique within that side only */
  lineId: Scalars['ID']['output'];
  /** 金额 in the line's own currency: unitPrice × quantity, rounded to cents (元, two decimals) by the back end */
  money: Scalars['Decimal']['output'];
  /** The order the line belongs to, of whichever type; null when the caller's menus lack that type's list page */
  order?: Maybe<Order>;
  /** The order's number (订单编号) */
  orderCode: Scalars['String']['output'];
  /** The order's shipping type (ZYLX dictionary) */
  orderType: CodeName;
  /** money − writeOffMoney, in the line's currency */
  outstandingMoney: Scalars['Decimal']['output'];
  /** 数量, above 0 (up to 4 decimal places) */
  quantity: Scalars['Decimal']['output'];
  /** 备注 (at most 200 characters) */
  remark?: Maybe<Scalars['String']['output']>;
  /** The settlement unit's client record (receivables) */
  settlementClient?: Maybe<Client>;
  /** The settlement unit's supplier record (payables) */
  settlementSupplier?: Maybe<Supplier>;
  /** A client of the group (receivables) or a supplier of the organisation (payables) */
  settlementUnit: SettlementUnit;
  /** 应付 or 应收 */
  side: FeeSide;
  /** Position of the line in the order's list of its side */
  sortId: Scalars['Int']['output'];
  /** 单价, in the line's own currency (up to 4 decimal places) */
  unitPrice: Scalars['Decimal']['output'];
  /**
   * Moves with every change of the line (an edit, a submission, a decision): submitting,
   * withdrawing, approving or rejecting it sends it back in expectedVersions (0 from a back end that
   * keeps no versions)
   */
  version: Scalars['Int']['output'];
  /** Date of the last write-off (YYYY-MM-DD); null when none */
  writeOffDate?: Maybe<Scalars['Date']['output']>;
  /** 已核销金额: written off by receipts or payments so far, in the line's own currency; null when nothing */
  writeOffMoney?: Maybe<Scalars['Decimal']['output']>;
  /** Who made the last write-off; null when none */
  writeOffName?: Maybe<Scalars['String']['output']>;
};


/** A fee line payable or receivable of an order (应付/应收费用). */
export type FeeLineHistoryArgs = {
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** The fee audit page's search (费用审核); every filter optional. */
export type FeeLineFilter = {
  /** Lines in any of these approval states */
  approveStatus?: InputMaybe<Array<FeeApproveStatus>>;
  /** Part of the order's client name */
  clientName?: InputMaybe<Scalars['String']['input']>;
  /** Added on or after this day (YYYY-MM-DD, China time) */
  createdFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Added on or before this day (YYYY-MM-DD, China time) */
  createdTo?: InputMaybe<Scalars['Date']['input']>;
  /** Lines in this currency: a code of dictionary category FYBZ */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** Lines of this FeeType id */
  feeTypeId?: InputMaybe<Scalars['ID']['input']>;
  /** Invoiced on or after this day (YYYY-MM-DD) */
  invoiceDateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Invoiced on or before this day (YYYY-MM-DD) */
  invoiceDateTo?: InputMaybe<Scalars['Date']['input']>;
  /** Part of the invoice number */
  invoiceNo?: InputMaybe<Scalars['String']['input']>;
  /** Part of the order code */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** The order type: a code of dictionary category ZYLX */
  orderType?: InputMaybe<Scalars['String']['input']>;
  /** Lines settled with this client or supplier id */
  settlementUnitId?: InputMaybe<Scalars['ID']['input']>;
  /** Part of the settlement unit's name */
  settlementUnitName?: InputMaybe<Scalars['String']['input']>;
};

/** A line as the order page saves it: with id an existing line, without a new one. */
export type FeeLineInput = {
  /** 币种: a code of dictionary category FYBZ; default 3 (人民币, CNY) */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** CNY for one unit of the currency, above 0, at most 6 decimal places; default the rate in force (findCurRate), 1 for CNY */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** The FeeType id (费用类型) */
  feeTypeId: Scalars['ID']['input'];
  /** Path of an attached file, at most 200 characters */
  filePath?: InputMaybe<Scalars['String']['input']>;
  /** FeeLine.id of a line of the side being saved (AP-7 for payables, AR-7 for receivables) */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** 开票日期 (YYYY-MM-DD); null clears */
  invoiceDate?: InputMaybe<Scalars['Date']['input']>;
  /** 发票号, at most 64 characters */
  invoiceNo?: InputMaybe<Scalars['String']['input']>;
  /** 数量: greater than 0, at most 4 decimal places */
  quantity: Scalars['Decimal']['input'];
  /** 备注, at most 200 characters */
  remark?: InputMaybe<Scalars['String']['input']>;
  /** The client (receivables) or supplier (payables) id to settle with: a SettlementUnit id */
  settlementUnitId: Scalars['ID']['input'];
  /** 单价 in the line's currency: at most 14 digits before the point and 4 after */
  unitPrice: Scalars['Decimal']['input'];
};

/** A page of fee lines, newest first. */
export type FeeLinePage = {
  __typename?: 'FeeLinePage';
  /** The rows of this page */
  items: Array<FeeLine>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** The agreed price of a fee type from a supplier, kept in cents (费用价格); REST tbBaseFee */
export type FeePrice = {
  __typename?: 'FeePrice';
  /** 币种 (a code of dictionary category FYBZ) */
  currencyId?: Maybe<CodeName>;
  /** 金额 (required; in the currency of currencyId (FYBZ); two decimals; the back end keeps it in cents (分)) */
  fee: Scalars['Decimal']['output'];
  /** 费用名称 (at most 100 characters) */
  feeName?: Maybe<Scalars['String']['output']>;
  /** 费用类型: the FeeType record; null when none */
  feeType?: Maybe<FeeType>;
  /** 费用类型 (required; the id of a FeeType) */
  feeTypeId: Scalars['ID']['output'];
  /** The record id */
  id: Scalars['ID']['output'];
  /** The organisation the record belongs to */
  orgId: Scalars['ID']['output'];
  /** 作业类型 (required; a code of dictionary category ZYLX) */
  shippingType: CodeName;
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status: RecordStatus;
  /** 供应商: the Supplier record; null when none */
  supplier?: Maybe<Supplier>;
  /** 供应商 (the id of a Supplier) */
  supplierId?: Maybe<Scalars['ID']['output']>;
  /** Moves with every change of the record: an update sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};

/** Search of feePrices (费用价格) */
export type FeePriceFilter = {
  /** Default true */
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  /** 费用名称: contains the text (case-insensitive) */
  feeName?: InputMaybe<Scalars['String']['input']>;
  /** 费用类型: equals the id of a FeeType */
  feeTypeId?: InputMaybe<Scalars['ID']['input']>;
  /** Matches the picker fields */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** 作业类型: equals a code of dictionary category ZYLX */
  shippingType?: InputMaybe<Scalars['String']['input']>;
  /** A list column to sort by; default the declared order */
  sortField?: InputMaybe<Scalars['String']['input']>;
  /** 状态: equals ACTIVE or INACTIVE */
  status?: InputMaybe<RecordStatus>;
  /** 供应商: equals the id of a Supplier */
  supplierId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of feePrices */
export type FeePricePage = {
  __typename?: 'FeePricePage';
  /** The rows of this page */
  items: Array<FeePrice>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** A settlement unit offered for a side, marked when the order's lines already use it. */
export type FeeSettlementUnitOption = {
  __typename?: 'FeeSettlementUnitOption';
  /** The client or supplier */
  unit: SettlementUnit;
  /** The order's lines of the side already use it */
  used: Scalars['Boolean']['output'];
};

/** Which side of an order's fees: payables (应付, REST tbAp) or receivables (应收, REST tbAr). */
export type FeeSide =
  /** 应付: what the organisation owes its suppliers (tbAp) */
  | 'PAYABLE'
  /** 应收: what clients owe the organisation (tbAr) */
  | 'RECEIVABLE';

/** The statements of an order, on its type's controller (tbSeaTransportExport/downloadAr…). */
export type FeeStatement =
  /** 应付对账单 PDF (<controller>/querydownloadApPdf) */
  | 'PAYABLE_PDF'
  /** 应付对账单 Excel (<controller>/downloadAp) */
  | 'PAYABLE_XLSX'
  /** 应收对账单 PDF (<controller>/querydownloadArPdf) */
  | 'RECEIVABLE_PDF'
  /** 应收对账单 Excel (<controller>/downloadAr) */
  | 'RECEIVABLE_XLSX';

/** The outcome of an approval step, with the lines as they now are. */
export type FeeStatusChange = {
  __typename?: 'FeeStatusChange';
  /** The lines named, as they now are */
  lines: Array<FeeLine>;
  /** The back end's message, in Chinese (提交成功…) */
  message: Scalars['String']['output'];
};

/** A named set of fee lines of one side (费用模板) that an order adds at once. */
export type FeeTemplate = {
  __typename?: 'FeeTemplate';
  /** When it was made (ISO 8601) */
  createDate: Scalars['DateTime']['output'];
  /** Who made the template (user name) */
  creator?: Maybe<Scalars['String']['output']>;
  /** How many lines it holds */
  detailCount: Scalars['Int']['output'];
  /** Its lines, in sortId order */
  details: Array<FeeTemplateDetail>;
  /** Unique across both sides, as FeeLine.id: AP-3 (tbApTemple), AR-3 (tbArTemple) */
  id: Scalars['ID']['output'];
  /** 模板名称 */
  name: Scalars['String']['output'];
  /** 备注; null when none */
  remark?: Maybe<Scalars['String']['output']>;
  /** 应付 or 应收 */
  side: FeeSide;
  /** Moves with every change of the template: a change or delete sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};

/** A line of a fee template. */
export type FeeTemplateDetail = {
  __typename?: 'FeeTemplateDetail';
  /** 币种 (dictionary category FYBZ) */
  currency: CodeName;
  /** 费用代码 of the fee type */
  feeCode: Scalars['String']['output'];
  /** 费用名称 of the fee type */
  feeName: Scalars['String']['output'];
  /** The fee type record; null when it was deleted */
  feeType?: Maybe<FeeType>;
  /** The FeeType id (费用类型) */
  feeTypeId: Scalars['ID']['output'];
  /** Unique across both sides: AP-5 (tbApTempleDetail), AR-5 (tbArTempleDetail) */
  id: Scalars['ID']['output'];
  /** 数量 */
  quantity: Scalars['Decimal']['output'];
  /** 备注; null when none */
  remark?: Maybe<Scalars['String']['output']>;
  /** The client or supplier id to settle with; null: chosen when the template is applied */
  settlementUnitId?: Maybe<Scalars['ID']['output']>;
  /** The settlement unit's name; null when none */
  settlementUnitName?: Maybe<Scalars['String']['output']>;
  /** Position of the line in the template */
  sortId: Scalars['Int']['output'];
  /** 单价 in the line's currency */
  unitPrice: Scalars['Decimal']['output'];
};

/** A line of a fee template, as saved. */
export type FeeTemplateDetailInput = {
  /** 币种: a code of dictionary category FYBZ; default 3 (人民币) */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** The FeeType id (费用类型) */
  feeTypeId: Scalars['ID']['input'];
  /** 数量, greater than 0 */
  quantity: Scalars['Decimal']['input'];
  /** 备注 */
  remark?: InputMaybe<Scalars['String']['input']>;
  /** The client or supplier id to settle with; omitted: chosen when the template is applied */
  settlementUnitId?: InputMaybe<Scalars['ID']['input']>;
  /** 单价 in the line's currency */
  unitPrice: Scalars['Decimal']['input'];
};

/** An order's fee totals: per currency, and in CNY (本位币). */
export type FeeTotals = {
  __typename?: 'FeeTotals';
  /** One entry per currency the lines use */
  byCurrency: Array<CurrencyTotal>;
  /** Sum of the payable lines' cnyMoney (元, CNY) */
  payableCny: Scalars['Decimal']['output'];
  /** receivable − payable, in CNY */
  profitCny: Scalars['Decimal']['output'];
  /** Sum of the receivable lines' cnyMoney (元, CNY) */
  receivableCny: Scalars['Decimal']['output'];
};

/** A kind of fee (ocean freight, customs declaration…) and its default currency (费用类型); REST tbFeeType */
export type FeeType = {
  __typename?: 'FeeType';
  /** 默认币种 (a code of dictionary category FYBZ) */
  currencyId?: Maybe<CodeName>;
  /** 费用编码 (required; at most 20 characters; pattern alnum ^[A-Za-z0-9]+$; unique) */
  feeCode: Scalars['String']['output'];
  /** 英文名称 (at most 100 characters) */
  feeEnglishName?: Maybe<Scalars['String']['output']>;
  /** 费用名称 (required; at most 50 characters; unique) */
  feeName: Scalars['String']['output'];
  /** The record id */
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
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status: RecordStatus;
  /** Moves with every change of the record: an update sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};

/** Search of feeTypes (费用类型) */
export type FeeTypeFilter = {
  /** Default true */
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  /** 费用编码: contains the text (case-insensitive) */
  feeCode?: InputMaybe<Scalars['String']['input']>;
  /** 费用名称: contains the text (case-insensitive) */
  feeName?: InputMaybe<Scalars['String']['input']>;
  /** 应付: equals */
  isPayable?: InputMaybe<Scalars['Boolean']['input']>;
  /** 应收: equals */
  isReceivable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Matches the picker fields */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** A list column to sort by; default the declared order */
  sortField?: InputMaybe<Scalars['String']['input']>;
  /** 状态: equals ACTIVE or INACTIVE */
  status?: InputMaybe<RecordStatus>;
};

/** A page of feeTypes */
export type FeeTypePage = {
  __typename?: 'FeeTypePage';
  /** The rows of this page */
  items: Array<FeeType>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** One changed field of an action-log entry; values as JSON text (null when absent). */
export type FieldChange = {
  __typename?: 'FieldChange';
  /** Its value after, as JSON text; null when absent (a deletion) */
  after?: Maybe<Scalars['String']['output']>;
  /** Its value before, as JSON text; null when absent (a new record) */
  before?: Maybe<Scalars['String']['output']>;
  /** The field's name as the back end keeps it */
  field: Scalars['String']['output'];
};

/** The document page's search (待办 文档): order attributes filter through the orders of each type. */
export type FileManageFilter = {
  /** Files of orders of this client (客户, a Client id) */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** Files of orders of this customer-service user (客服, a user id) */
  csrId?: InputMaybe<Scalars['ID']['input']>;
  /** Part of the file's name (case-insensitive) */
  fileName?: InputMaybe<Scalars['String']['input']>;
  /** Files attached at this node (node code) */
  nodeCode?: InputMaybe<Scalars['String']['input']>;
  /** Files of orders of this 经营单位 (a Client id) */
  operationUnitsId?: InputMaybe<Scalars['ID']['input']>;
  /** Files of this order (the whole order number) */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** Files of orders of this salesperson (销售, a user id) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
  /** 业务类型: a code of dictionary category ZYLX */
  shippingType?: InputMaybe<Scalars['String']['input']>;
};

/** Receivable, received, payable, paid and outstanding, in CNY. */
export type FinanceFigures = {
  __typename?: 'FinanceFigures';
  /** 已付: their written-off part at each line's rate (元, CNY) */
  paid: Scalars['Decimal']['output'];
  /** 应付: approved payable lines' cnyMoney (元, CNY) */
  payable: Scalars['Decimal']['output'];
  /** 未付: payable − paid (元, CNY) */
  payableOutstanding: Scalars['Decimal']['output'];
  /** 应收: approved receivable lines' cnyMoney (元, CNY) */
  receivable: Scalars['Decimal']['output'];
  /** 未收: receivable − received (元, CNY) */
  receivableOutstanding: Scalars['Decimal']['output'];
  /** 已收: their written-off part at each line's rate (元, CNY) */
  received: Scalars['Decimal']['output'];
};

/** The figures of one month. */
export type FinanceMonthFigures = {
  __typename?: 'FinanceMonthFigures';
  /** Its figures, in CNY */
  figures: FinanceFigures;
  /** YYYY-MM, the month the lines were approved (China) */
  month: Scalars['String']['output'];
};

/** 财务统计: approved lines' figures in CNY, per settlement unit, per month and in all. */
export type FinanceStatistics = {
  __typename?: 'FinanceStatistics';
  /** Per month the lines were approved (China) */
  byMonth: Array<FinanceMonthFigures>;
  /** Per client or supplier */
  byUnit: Array<FinanceUnitFigures>;
  /** Over everything the filter finds */
  total: FinanceFigures;
};

/** The search of 财务统计; every filter optional. */
export type FinanceStatisticsFilter = {
  /** First month (YYYY-MM) the lines were approved in, inclusive */
  monthFrom?: InputMaybe<Scalars['String']['input']>;
  /** Last month (YYYY-MM), inclusive */
  monthTo?: InputMaybe<Scalars['String']['input']>;
  /** Part of the settlement unit's name */
  settlementUnitName?: InputMaybe<Scalars['String']['input']>;
};

/** The figures of one settlement unit. */
export type FinanceUnitFigures = {
  __typename?: 'FinanceUnitFigures';
  /** Its figures, in CNY */
  figures: FinanceFigures;
  /** The client or supplier */
  settlementUnit: SettlementUnit;
};

/** The flight or sailing schedule and cabinet prices of a route (航班航次); REST tbRouteFlight */
export type FlightVoyage = {
  __typename?: 'FlightVoyage';
  /** 结束日期 (required; YYYY-MM-DD) */
  endDate: Scalars['Date']['output'];
  /** 航班舱位一价格 (a price as entered; the record keeps no currency of its own; up to 2 decimal places; at least 0) */
  flightCabinetAmount1?: Maybe<Scalars['Decimal']['output']>;
  /** 航班舱位二价格 (a price as entered; the record keeps no currency of its own; up to 2 decimal places; at least 0) */
  flightCabinetAmount2?: Maybe<Scalars['Decimal']['output']>;
  /** 航班舱位三价格 (a price as entered; the record keeps no currency of its own; up to 2 decimal places; at least 0) */
  flightCabinetAmount3?: Maybe<Scalars['Decimal']['output']>;
  /** 航班日 (at most 20 characters; pattern weekdays ^[1-7](,[1-7])*$) */
  flightPeriod?: Maybe<Scalars['String']['output']>;
  /** The record id */
  id: Scalars['ID']['output'];
  /** 按航班 */
  isFlightPeriod: Scalars['Boolean']['output'];
  /** 按船期 */
  isShipPeriod: Scalars['Boolean']['output'];
  /** The organisation the record belongs to */
  orgId: Scalars['ID']['output'];
  /** 航线: the Route record; null when none */
  route?: Maybe<Route>;
  /** 航线 (required; the id of a Route) */
  routeId: Scalars['ID']['output'];
  /** 20GP价格 (a price as entered; the record keeps no currency of its own; up to 2 decimal places; at least 0) */
  shipCabinetAmount1?: Maybe<Scalars['Decimal']['output']>;
  /** 40GP价格 (a price as entered; the record keeps no currency of its own; up to 2 decimal places; at least 0) */
  shipCabinetAmount2?: Maybe<Scalars['Decimal']['output']>;
  /** 40HQ价格 (a price as entered; the record keeps no currency of its own; up to 2 decimal places; at least 0) */
  shipCabinetAmount3?: Maybe<Scalars['Decimal']['output']>;
  /** 船期 (at most 20 characters; pattern weekdays ^[1-7](,[1-7])*$) */
  shipPeriod?: Maybe<Scalars['String']['output']>;
  /** 开始日期 (required; YYYY-MM-DD) */
  startDate: Scalars['Date']['output'];
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status: RecordStatus;
  /** Moves with every change of the record: an update sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};

/** Search of flightVoyages (航班航次) */
export type FlightVoyageFilter = {
  /** Default true */
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  /** Matches the picker fields */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** 航线: equals the id of a Route */
  routeId?: InputMaybe<Scalars['ID']['input']>;
  /** A list column to sort by; default the declared order */
  sortField?: InputMaybe<Scalars['String']['input']>;
  /** 开始日期: on or after (inclusive), YYYY-MM-DD */
  startDateBegin?: InputMaybe<Scalars['Date']['input']>;
  /** 开始日期: on or before (inclusive), YYYY-MM-DD */
  startDateEnd?: InputMaybe<Scalars['Date']['input']>;
  /** 状态: equals ACTIVE or INACTIVE */
  status?: InputMaybe<RecordStatus>;
};

/** A page of flightVoyages */
export type FlightVoyagePage = {
  __typename?: 'FlightVoyagePage';
  /** The rows of this page */
  items: Array<FlightVoyage>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** The group a company's organisations and users belong to. */
export type Group = {
  __typename?: 'Group';
  /** In use (status Y) */
  active: Scalars['Boolean']['output'];
  /** Licence limit of valid (active, not expired) users; null: unlimited. */
  authorizedAccountsNumber?: Maybe<Scalars['Int']['output']>;
  /** 集团名称 */
  groupName: Scalars['String']['output'];
  /** The group id */
  id: Scalars['ID']['output'];
};

/** One field a write changed, its values as a person reads them (names, not codes). */
export type HistoryChange = {
  __typename?: 'HistoryChange';
  /** The field's name (clientId), as the record's type names it. */
  field: Scalars['String']['output'];
  /** Before the write; null when it was empty. */
  from?: Maybe<Scalars['String']['output']>;
  /** The field's Chinese label (客户). */
  label: Scalars['String']['output'];
  /** After the write; null when it is empty. */
  to?: Maybe<Scalars['String']['output']>;
};

/** One write of the record, from the action log. */
export type HistoryEntry = {
  __typename?: 'HistoryEntry';
  /** The rest action (updateTD, updateStatus…). */
  action: Scalars['String']['output'];
  /** What the write did, in words (保存托单, 修改, 删除…). */
  actionName: Scalars['String']['output'];
  /** When the write was made (ISO 8601 with offset) */
  at: Scalars['DateTime']['output'];
  /** The fields the write changed, in the record type's field order; empty when it changed none (a delete, a status change logged without fields) */
  changes: Array<HistoryChange>;
  /** The action log entry's id */
  id: Scalars['ID']['output'];
  /** Who wrote (the name as it was then). */
  userName: Scalars['String']['output'];
};

/** A page of a record's history, newest first */
export type HistoryPage = {
  __typename?: 'HistoryPage';
  /** The rows of this page */
  items: Array<HistoryEntry>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** A customs commodity code (HS code) with tax rates and declaration elements (HS编码); REST tbGoods */
export type HsCode = {
  __typename?: 'HsCode';
  /** 检验检疫编码 (at most 3 characters; pattern digits ^\d*$) */
  ciqCode?: Maybe<Scalars['String']['output']>;
  /** 消费税率（%） (up to 2 decimal places; at least 0; at most 1000) */
  consumptionTaxRate?: Maybe<Scalars['Decimal']['output']>;
  /** 海关监管条件 (at most 20 characters) */
  customsSupervisionConditions?: Maybe<Scalars['String']['output']>;
  /** 申报要素 (at most 1000 characters) */
  declarationElement?: Maybe<Scalars['String']['output']>;
  /** 出口退税率（%） (up to 2 decimal places; at least 0; at most 1000) */
  exportRebateRate?: Maybe<Scalars['Decimal']['output']>;
  /** 出口关税率（%） (up to 2 decimal places; at least 0; at most 1000) */
  exportTariffRate?: Maybe<Scalars['Decimal']['output']>;
  /** 中文描述 (at most 1000 characters) */
  goodsDescription?: Maybe<Scalars['String']['output']>;
  /** 英文描述 (at most 1000 characters) */
  goodsEnglishDescription?: Maybe<Scalars['String']['output']>;
  /** 商品名称 (required; at most 200 characters) */
  goodsName: Scalars['String']['output'];
  /** 商品编码 (required; at most 10 characters; pattern digits ^\d*$; unique) */
  goodsNo: Scalars['String']['output'];
  /** The record id */
  id: Scalars['ID']['output'];
  /** 最惠国进口税率（%） (up to 2 decimal places; at least 0; at most 1000) */
  importTaxRate?: Maybe<Scalars['Decimal']['output']>;
  /** 检验检疫类别 (at most 20 characters) */
  inspectionAndQuarantineCategory?: Maybe<Scalars['String']['output']>;
  /** 标签内容 (at most 1000 characters) */
  labelContent?: Maybe<Scalars['String']['output']>;
  /** 第一法定单位 (at most 20 characters) */
  legalUnit1?: Maybe<Scalars['String']['output']>;
  /** 第二法定单位 (at most 20 characters) */
  legalUnit2?: Maybe<Scalars['String']['output']>;
  /** 普通进口税率（%） (up to 2 decimal places; at least 0; at most 1000) */
  ordinaryTaxRate?: Maybe<Scalars['Decimal']['output']>;
  /** 暂定进口税率（%） (up to 2 decimal places; at least 0; at most 1000) */
  provisionalTaxRate?: Maybe<Scalars['Decimal']['output']>;
  /** 增值税率（%） (up to 2 decimal places; at least 0; at most 1000) */
  vatRate?: Maybe<Scalars['Decimal']['output']>;
  /** Moves with every change of the record: an update sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};

/** Search of hsCodes (HS编码) */
export type HsCodeFilter = {
  /** Default true */
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  /** 商品名称: contains the text (case-insensitive) */
  goodsName?: InputMaybe<Scalars['String']['input']>;
  /** 商品编码: contains the text (case-insensitive) */
  goodsNo?: InputMaybe<Scalars['String']['input']>;
  /** Matches the picker fields */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** A list column to sort by; default the declared order */
  sortField?: InputMaybe<Scalars['String']['input']>;
};

/** A page of hsCodes */
export type HsCodePage = {
  __typename?: 'HsCodePage';
  /** The rows of this page */
  items: Array<HsCode>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** Lines of one currency: their money, what receipts wrote off, and what is still outstanding. */
export type InvoiceCurrencyAmount = {
  __typename?: 'InvoiceCurrencyAmount';
  /** How many lines */
  count: Scalars['Int']['output'];
  /** The currency (dictionary category FYBZ) */
  currency: CodeName;
  /** Their money summed, in this currency */
  money: Scalars['Decimal']['output'];
  /** money − writeOffMoney */
  outstanding: Scalars['Decimal']['output'];
  /** What receipts wrote off of them, in this currency */
  writeOffMoney: Scalars['Decimal']['output'];
};

/**
 * An invoice set (发票号段, REST tbInvoiceSet): numbers of one invoice type handed out in order, one
 * per invoice, never twice. Numbers are digit strings (leading zeros kept).
 */
export type InvoiceSet = {
  __typename?: 'InvoiceSet';
  /** When it was added (ISO 8601) */
  createDate: Scalars['DateTime']['output'];
  /** Who added the set (user name) */
  creator?: Maybe<Scalars['String']['output']>;
  /** 1-based position of the next number in the set; a new set fetches 1 */
  fetchNumber: Scalars['String']['output'];
  /** The set id */
  id: Scalars['ID']['output'];
  /** 结束号码: the last number of the set (digits) */
  invoiceEndNo: Scalars['String']['output'];
  /** 起始号码: the first number of the set (digits) */
  invoiceStartNo: Scalars['String']['output'];
  /** 发票类型 (dictionary category FPLX) */
  invoiceType: CodeName;
  /** The number the next invoice takes; null once the set is used up */
  nextNo?: Maybe<Scalars['String']['output']>;
  /** Numbers left */
  remaining: Scalars['String']['output'];
  /** 备注; null when none */
  remark?: Maybe<Scalars['String']['output']>;
  /** Whether a number was handed out: a used set cannot be deleted */
  used: Scalars['Boolean']['output'];
  /** Moves with every change: a change sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};

/** A new invoice set. */
export type InvoiceSetInput = {
  /** Position of the next number (default 1: the set is new) */
  fetchNumber?: InputMaybe<Scalars['String']['input']>;
  /** As many digits as invoiceStartNo, not below it */
  invoiceEndNo: Scalars['String']['input'];
  /** 1 to 20 digits */
  invoiceStartNo: Scalars['String']['input'];
  /** 发票类型: a code of dictionary category FPLX */
  invoiceType: Scalars['String']['input'];
  /** 备注 */
  remark?: InputMaybe<Scalars['String']['input']>;
};

/** A page of invoice sets, by type and first number. */
export type InvoiceSetPage = {
  __typename?: 'InvoiceSetPage';
  /** The rows of this page */
  items: Array<InvoiceSet>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/**
 * My open orders (neither completed nor cancelled) of every order type I may open — I am their
 * customer service, salesman or creator — newest first, one board per type.
 */
export type Kanban = {
  __typename?: 'Kanban';
  /** One board per order type with open orders */
  boards: Array<KanbanBoard>;
  /** The most shown at once (500) */
  limit: Scalars['Int']['output'];
  /** How many the boards show */
  shown: Scalars['Int']['output'];
  /** Matching orders; the boards show at most `limit` of them (narrow the filters beyond). */
  total: Scalars['Int']['output'];
};

/** The board of one order type: a column per workflow node, in the order of the workflow. */
export type KanbanBoard = {
  __typename?: 'KanbanBoard';
  /** How many cards the board shows */
  cardCount: Scalars['Int']['output'];
  /** One column per workflow node, in workflow order */
  columns: Array<KanbanColumn>;
  /** The type's order list route. */
  listPath: Scalars['String']['output'];
  /** The order type's shipping type code (a code of dictionary category ZYLX) */
  shippingType: Scalars['String']['output'];
  /** 海运出口, 空运进口… */
  typeName: Scalars['String']['output'];
};

/** One card of the kanban (看板): an open order of mine. */
export type KanbanCard = {
  __typename?: 'KanbanCard';
  /** The order's client (a Client id) */
  clientId: Scalars['ID']['output'];
  /** The client's name; null when unknown */
  clientName?: Maybe<Scalars['String']['output']>;
  /** The order's 创建日期 (YYYY-MM-DD) */
  createDate: Scalars['Date']['output'];
  /** 客服: the customer-service user's name; null when none */
  csrName?: Maybe<Scalars['String']['output']>;
  /** The order's current workflow node. */
  node: CodeName;
  /** The order's number (订单编号) */
  orderCode: Scalars['String']['output'];
  /** The order type's shipping type code (ZYLX_HYCK…). */
  shippingType: Scalars['String']['output'];
  /** 订单状态 (the type's status dictionary, e.g. category HC_DDZT for 海运出口) */
  status: CodeName;
  /** The order's page (its list route + /view?orderCode=…). */
  viewPath: Scalars['String']['output'];
};

/** A workflow node of an order type with my open orders standing on it. */
export type KanbanColumn = {
  __typename?: 'KanbanColumn';
  /** The orders standing on it, newest first */
  cards: Array<KanbanCard>;
  /** The workflow node (code and name) */
  node: CodeName;
};

/** A late milestone of one of the caller's orders (as csr): a task. */
export type LateMilestone = {
  __typename?: 'LateMilestone';
  /** The order's client; null when none */
  clientName?: Maybe<Scalars['String']['output']>;
  /** The late milestone */
  milestone: Milestone;
  /** The order's number (订单编号) */
  orderCode: Scalars['String']['output'];
  /** The order's shipping type (a code of dictionary category ZYLX) */
  shippingType: Scalars['String']['output'];
  /** Its name (海运出口…) */
  shippingTypeName: Scalars['String']['output'];
};

/** A page of late milestones, oldest planned day first. */
export type LateMilestonePage = {
  __typename?: 'LateMilestonePage';
  /** The rows of this page */
  items: Array<LateMilestone>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** A saved view of a list (列表视图): its filters, columns, sort and page size */
export type ListView = {
  __typename?: 'ListView';
  /** Every column of the list in the view's order, hidden ones included; empty: the list's own */
  columns: Array<ListViewColumn>;
  /** The search the view applies; empty: no search */
  filters: Array<ListViewFilter>;
  /** The view's id */
  id: Scalars['ID']['output'];
  /** The caller's default view of the list: the list opens on it when its address names no search. */
  isDefault: Scalars['Boolean']['output'];
  /** Which list: the list's own key (its route, e.g. /order/seaexport/list). */
  list: Scalars['String']['output'];
  /** The caller created it, and may change, share or delete it. */
  mine: Scalars['Boolean']['output'];
  /** The view's name, unique per list and user (at most 40 characters) */
  name: Scalars['String']['output'];
  /** Who created it. */
  ownerName: Scalars['String']['output'];
  /** Rows per page; null: the list's own page size */
  pageSize?: Maybe<Scalars['Int']['output']>;
  /** Seen read-only by the organisation's other users. */
  shared: Scalars['Boolean']['output'];
  /** The sort; null: the list's own order */
  sort?: Maybe<ListViewSort>;
  /** When it was last saved (ISO 8601 with offset) */
  updatedAt: Scalars['DateTime']['output'];
};

/** A column of the list, in the view's order. */
export type ListViewColumn = {
  __typename?: 'ListViewColumn';
  /** True: the column is not shown */
  hidden: Scalars['Boolean']['output'];
  /** The column's key in the list (a field name such as orderCode) */
  key: Scalars['String']['output'];
  /** Pixels; null: the list's own width. */
  width?: Maybe<Scalars['Int']['output']>;
};

/** A column of the list, in the view's order */
export type ListViewColumnInput = {
  /** True: not shown; default false */
  hidden?: InputMaybe<Scalars['Boolean']['input']>;
  /** The column's key in the list */
  key: Scalars['String']['input'];
  /** Pixels; null: the list's own width */
  width?: InputMaybe<Scalars['Int']['input']>;
};

/** A search field of the list and its value, as the list's address holds it. */
export type ListViewFilter = {
  __typename?: 'ListViewFilter';
  /** The search field's name as the list's address holds it (clientId, createDateBegin…) */
  name: Scalars['String']['output'];
  /** Its value as text, as the address holds it (an id, a code, a YYYY-MM-DD date) */
  value: Scalars['String']['output'];
};

/** A search field of the list and its value */
export type ListViewFilterInput = {
  /** The search field's name as the list's address holds it */
  name: Scalars['String']['input'];
  /** Its value as text (an id, a code, a YYYY-MM-DD date) */
  value: Scalars['String']['input'];
};

/** A view to save */
export type ListViewInput = {
  /** Every column in the view's order; omitted: the list's own */
  columns?: InputMaybe<Array<ListViewColumnInput>>;
  /** The search to keep; omitted: none */
  filters?: InputMaybe<Array<ListViewFilterInput>>;
  /** Absent: a new view; else a change of one of the caller's own views. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** True: make it the caller's default view of the list; false: stop it being the default. */
  isDefault?: InputMaybe<Scalars['Boolean']['input']>;
  /** Which list: its route, e.g. /order/seaexport/list */
  list: Scalars['String']['input'];
  /** The view's name, unique per list and user (at most 40 characters) */
  name: Scalars['String']['input'];
  /** Rows per page (1–500); omitted: the list's own */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** True: the organisation's other users see it read-only; default false */
  shared?: InputMaybe<Scalars['Boolean']['input']>;
  /** The sort; omitted: the list's own order */
  sort?: InputMaybe<ListViewSortInput>;
};

/** The order of the list's rows */
export type ListViewSort = {
  __typename?: 'ListViewSort';
  /** True: largest / latest first */
  descending: Scalars['Boolean']['output'];
  /** A sortable column of the list. */
  field: Scalars['String']['output'];
};

/** The order of the list's rows */
export type ListViewSortInput = {
  /** True: largest / latest first */
  descending: Scalars['Boolean']['input'];
  /** A sortable column of the list */
  field: Scalars['String']['input'];
};

/** Sign-in with mobile number, password and the captcha's code (tbSysUser/login). */
export type LoginInput = {
  /** The code the captcha image shows, as the user typed it */
  captcha: Scalars['String']['input'];
  /** The checkKey of the captcha the code was read from */
  checkKey: Scalars['String']['input'];
  /** The account's mobile number (手机号) */
  mobile: Scalars['String']['input'];
  /** The account's password */
  password: Scalars['String']['input'];
};

/** The answer of a sign-in or an organisation switch. */
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
  /** Path of the current organisation's logo image; null when none */
  logoPath?: Maybe<Scalars['String']['output']>;
  /** The menu tree the user's roles allow. */
  menu: Array<MenuItem>;
  /** The organisations the user may switch to */
  organisations: Array<UserOrganisation>;
  /** The signed-in user */
  user: User;
};

/** An entry of the menu tree: a group, a page or a button (action key). */
export type MenuItem = {
  __typename?: 'MenuItem';
  /** The entries below, in sortId order */
  children: Array<MenuItem>;
  /** Not shown in the breadcrumb */
  hideInBreadcrumb: Scalars['Boolean']['output'];
  /** Not shown in the side menu */
  hideInMenu: Scalars['Boolean']['output'];
  /** The icon name; null when none */
  icon?: Maybe<Scalars['String']['output']>;
  /** The menu id */
  id: Scalars['ID']['output'];
  /** The page keeps its state when left (a tab) */
  keepAlive: Scalars['Boolean']['output'];
  /** The entry's name as shown (Chinese) */
  name: Scalars['String']['output'];
  /** The entry above; null at the top */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** Position among its siblings */
  sortId: Scalars['Int']['output'];
  /** Group, page or button */
  type: MenuType;
  /** The route of a page (/basic/client); null when the entry has none */
  url?: Maybe<Scalars['String']['output']>;
};

/** A node of the menu tree editor. */
export type MenuNode = {
  __typename?: 'MenuNode';
  /** Button action key(s), comma-separated: the short key (the remark, e.g. add) of BUTTON dictionary entries. */
  actionKey?: Maybe<Scalars['String']['output']>;
  /** The nodes below, in sortId order */
  children: Array<MenuNode>;
  /** Not shown in the breadcrumb */
  hideInBreadcrumb: Scalars['Boolean']['output'];
  /** Not shown in the side menu */
  hideInMenu: Scalars['Boolean']['output'];
  /** The icon name; null when none */
  icon?: Maybe<Scalars['String']['output']>;
  /** The menu id */
  id: Scalars['ID']['output'];
  /** The page keeps its state when left (a tab) */
  keepAlive: Scalars['Boolean']['output'];
  /** The name shown (Chinese) */
  name: Scalars['String']['output'];
  /** The node above; null at the top */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** The route of a page. */
  path?: Maybe<Scalars['String']['output']>;
  /** Position among its siblings */
  sortId: Scalars['Int']['output'];
  /** Group, page or button */
  type: MenuType;
};

/** A menu node as saved. */
export type MenuNodeInput = {
  /** Required for a button: short key(s) of active BUTTON dictionary entries (their remark, e.g. add), comma-separated. */
  actionKey?: InputMaybe<Scalars['String']['input']>;
  /** Not shown in the breadcrumb */
  hideInBreadcrumb?: InputMaybe<Scalars['Boolean']['input']>;
  /** Not shown in the side menu */
  hideInMenu?: InputMaybe<Scalars['Boolean']['input']>;
  /** The icon name */
  icon?: InputMaybe<Scalars['String']['input']>;
  /** Absent: a new node. */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** The page keeps its state when left (a tab) */
  keepAlive?: InputMaybe<Scalars['Boolean']['input']>;
  /** The name shown (Chinese) */
  name: Scalars['String']['input'];
  /** The node above; absent: at the top */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /** Required for a page; starts with /. */
  path?: InputMaybe<Scalars['String']['input']>;
  /** Position among its siblings */
  sortId?: InputMaybe<Scalars['Int']['input']>;
  /** Group, page or button */
  type: MenuType;
};

/** What a menu entry is. */
export type MenuType =
  /** A button / action key (type '2'). */
  | 'BUTTON'
  /** A group of entries (type '0'). */
  | 'GROUP'
  /** A page (type '1'). */
  | 'PAGE';

/** A message the product sent the user (消息). */
export type Message = {
  __typename?: 'Message';
  /** 内容 (Chinese) */
  content: Scalars['String']['output'];
  /** When it was sent (ISO 8601) */
  createdAt: Scalars['DateTime']['output'];
  /** The message id */
  id: Scalars['ID']['output'];
  /** What it tells of */
  kind: MessageKind;
  /** kind as shown (Chinese) */
  kindName: Scalars['String']['output'];
  /** The order it is about, and that order's shipping type code (ZYLX_HYCK…). */
  orderCode?: Maybe<Scalars['String']['output']>;
  /** The user has read it */
  read: Scalars['Boolean']['output'];
  /** When it was read (ISO 8601); null while unread */
  readAt?: Maybe<Scalars['DateTime']['output']>;
  /** The schedule entry it is about; null when none */
  scheduleId?: Maybe<Scalars['ID']['output']>;
  /** The order's shipping type (a code of dictionary category ZYLX); null when no order */
  shippingType?: Maybe<Scalars['String']['output']>;
  /** 标题 (Chinese) */
  title: Scalars['String']['output'];
};

/** The message list's search. */
export type MessageFilter = {
  /** Only messages of this kind */
  kind?: InputMaybe<MessageKind>;
  /** true: read ones only; false: unread ones only; omitted: both */
  read?: InputMaybe<Scalars['Boolean']['input']>;
};

/** What a message tells of. */
export type MessageKind =
  /** 费用审核通过: finance approved fee lines the user submitted */
  | 'FEE_APPROVED'
  /** 费用被驳回: finance sent fee lines back */
  | 'FEE_REJECTED'
  /** 节点逾期: milestones of the user's orders are late */
  | 'MILESTONE_LATE'
  /** 订单转入: an order was moved (改单) into the organisation */
  | 'ORDER_MOVED'
  /** 日程指派: a schedule entry was assigned to the user */
  | 'SCHEDULE_ASSIGNED';

/** A page of messages, newest first. */
export type MessagePage = {
  __typename?: 'MessagePage';
  /** The rows of this page */
  items: Array<Message>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** A key point of an order: its planned day (from the order's dates) and the actual one. */
export type Milestone = {
  __typename?: 'Milestone';
  /** 实际日期 (YYYY-MM-DD); null when the order keeps no date for it */
  actualDate?: Maybe<Scalars['Date']['output']>;
  /** Days past the planned day (China) when LATE; 0 otherwise */
  daysLate: Scalars['Int']['output'];
  /** booking, cargo, customs, release, departure or delivery */
  key: Scalars['String']['output'];
  /** Its name as shown (订舱, 报关, 放行…) */
  label: Scalars['String']['output'];
  /** The workflow node it belongs to (its step on the progress bar). */
  nodeCode: Scalars['String']['output'];
  /** 计划日期 (YYYY-MM-DD), from the order's dates and the usual lead times; null when unplanned */
  plannedDate?: Maybe<Scalars['Date']['output']>;
  /** Done, late, pending or unplanned */
  state: MilestoneState;
};

/** Where a milestone stands. */
export type MilestoneState =
  /** Reached: its date is recorded or its node saved */
  | 'DONE'
  /** Not reached and its planned day has passed (the order still in progress) */
  | 'LATE'
  /** Not reached; its planned day is today or later */
  | 'PENDING'
  /** No planned day: the order lacks the date it is planned from. */
  | 'UNPLANNED';

/** Profit of my orders made in one month (not cancelled): all their fee lines, in CNY. */
export type MonthProfit = {
  __typename?: 'MonthProfit';
  /** How many of my orders were made in the month */
  orderCount: Scalars['Int']['output'];
  /** Their payable lines' cnyMoney summed (元, CNY) */
  payableCny: Scalars['Decimal']['output'];
  /** receivableCny − payableCny (元, CNY) */
  profitCny: Scalars['Decimal']['output'];
  /** Their receivable lines' cnyMoney summed (元, CNY) */
  receivableCny: Scalars['Decimal']['output'];
};

/** The write operations of the API (and the signed download links). */
export type Mutation = {
  __typename?: 'Mutation';
  /** A signed link to the whole filtered 地址列表 as Excel or CSV (REST tbAdderss/exportAll) */
  addressExportLink: DownloadLink;
  /** A signed link to one of the order documents */
  airExportDocumentLink: DownloadLink;
  /** A signed link to the whole filtered list as Excel (default) or CSV */
  airExportListExportLink: DownloadLink;
  /** A signed link to one of the order documents */
  airImportDocumentLink: DownloadLink;
  /** A signed link to the whole filtered list as Excel (default) or CSV */
  airImportListExportLink: DownloadLink;
  /**
   * 核销余额: allocates what the settlement has not yet allocated to further approved lines of its
   * unit, at its own date and rate, with the rules of recording; all or nothing
   */
  allocateSettlement: Settlement;
  /**
   * Adds a template's lines to an order's lines of that side (saved through saveFeeLines' batch).
   * Lines without a settlement unit take settlementUnitId, or for receivables the order's client.
   */
  applyFeeTemplate: OrderFees;
  /** Finance approves submitted lines (DSH → YSH). */
  approveFeeLines: FeeStatusChange;
  /** 批量指派操作人员 (tbAirTransportExport/updateNodeOperatorBulk): the operator of a workflow node of each order; the person must work in the organisation; a result per order */
  bulkAssignAirExportNodeOperator: BulkResult;
  /** 批量指派销售/客服 (tbAirTransportExport/updateStaffBulk): the person must work in the organisation; a result per order */
  bulkAssignAirExportStaff: BulkResult;
  /** 批量指派操作人员 (tbAirTransportImport/updateNodeOperatorBulk): the operator of a workflow node of each order; the person must work in the organisation; a result per order */
  bulkAssignAirImportNodeOperator: BulkResult;
  /** 批量指派销售/客服 (tbAirTransportImport/updateStaffBulk): the person must work in the organisation; a result per order */
  bulkAssignAirImportStaff: BulkResult;
  /** 批量指派操作人员 (tbDomesticTradeBusiness/updateNodeOperatorBulk): the operator of a workflow node of each order; the person must work in the organisation; a result per order */
  bulkAssignDomesticTradeNodeOperator: BulkResult;
  /** 批量指派销售/客服 (tbDomesticTradeBusiness/updateStaffBulk): the person must work in the organisation; a result per order */
  bulkAssignDomesticTradeStaff: BulkResult;
  /** 批量指派操作人员 (tbSeaTransportExport/updateNodeOperatorBulk): the operator of a workflow node of each order; the person must work in the organisation; a result per order */
  bulkAssignOceanExportNodeOperator: BulkResult;
  /** 批量指派销售/客服 (tbSeaTransportExport/updateStaffBulk): the person must work in the organisation; a result per order */
  bulkAssignOceanExportStaff: BulkResult;
  /** 批量指派操作人员 (tbSeaTransportImport/updateNodeOperatorBulk): the operator of a workflow node of each order; the person must work in the organisation; a result per order */
  bulkAssignOceanImportNodeOperator: BulkResult;
  /** 批量指派销售/客服 (tbSeaTransportImport/updateStaffBulk): the person must work in the organisation; a result per order */
  bulkAssignOceanImportStaff: BulkResult;
  /**
   * 费用审核 in bulk (tbAp/updateApproveStatusBulk): finance approves or rejects the lines named, or
   * every line the filter matches (at most 1000). Each line is decided as approveFeeLines decides
   * one; a line that may not be decided is refused with its reason while the others go ahead.
   */
  bulkDecideFeeLines: BulkResult;
  /** 批量取消/初始化/操作完成 (tbAirTransportExport/updateOperationStatusBulk): the orders named, or those the filter matches (at most 1000); a result per order */
  bulkSetAirExportOperationStatus: BulkResult;
  /** 批量取消/初始化/操作完成 (tbAirTransportImport/updateOperationStatusBulk): the orders named, or those the filter matches (at most 1000); a result per order */
  bulkSetAirImportOperationStatus: BulkResult;
  /** 批量取消/初始化/操作完成 (tbDomesticTradeBusiness/updateOperationStatusBulk): the orders named, or those the filter matches (at most 1000); a result per order */
  bulkSetDomesticTradeOperationStatus: BulkResult;
  /** 批量取消/初始化/操作完成 (tbSeaTransportExport/updateOperationStatusBulk): the orders named, or those the filter matches (at most 1000); a result per order */
  bulkSetOceanExportOperationStatus: BulkResult;
  /** 批量取消/初始化/操作完成 (tbSeaTransportImport/updateOperationStatusBulk): the orders named, or those the filter matches (at most 1000); a result per order */
  bulkSetOceanImportOperationStatus: BulkResult;
  /** 改单 (tbAirTransportExport/insertChangeOrder): moves the order, its files and fees to another organisation of the group */
  changeAirExportOrderOrganisation: Scalars['Boolean']['output'];
  /** 改单 (tbAirTransportImport/insertChangeOrder): moves the order, its files and fees to another organisation of the group */
  changeAirImportOrderOrganisation: Scalars['Boolean']['output'];
  /** 改单 (tbSeaTransportExport/insertChangeOrder): moves the order, its files and fees to another organisation of the group */
  changeOceanExportOrderOrganisation: Scalars['Boolean']['output'];
  /** 改单 (tbSeaTransportImport/insertChangeOrder): moves the order, its files and fees to another organisation of the group */
  changeOceanImportOrderOrganisation: Scalars['Boolean']['output'];
  /** Changes the signed-in user's own password (tbSysUser/updatePwd). */
  changePassword: Scalars['Boolean']['output'];
  /** Clears (作废) an invoice: its lines become not invoiced again; its number stays spent. */
  clearArInvoice: ArInvoice;
  /**
   * Administrators only: ends the slowdown of the account's failed sign-ins (its delays and its
   * captcha ceiling); the action log keeps them and records the clearing. Answers how many were cleared.
   */
  clearSignInFailures: Scalars['Int']['output'];
  /** A signed link to the whole filtered 客户列表 as Excel or CSV (REST tbCustomer/exportAll) */
  clientExportLink: DownloadLink;
  /** 复制订单 (tbAirTransportExport/insertCopy): booking fields and boxes; answers the new order */
  copyAirExportOrder: AirExportOrder;
  /** 复制订单 (tbAirTransportImport/insertCopy): booking fields and boxes; answers the new order */
  copyAirImportOrder: AirImportOrder;
  /** 复制订单 (tbDomesticTradeBusiness/insertCopy): booking fields and boxes; answers the new order */
  copyDomesticTradeOrder: DomesticTradeOrder;
  /** 复制订单 (tbSeaTransportExport/insertCopy): booking fields and boxes; answers the new order */
  copyOceanExportOrder: OceanExportOrder;
  /** 复制订单 (tbSeaTransportImport/insertCopy): booking fields and boxes; answers the new order */
  copyOceanImportOrder: OceanImportOrder;
  /** 新增地址; needs the /basic/address page */
  createAddress: Address;
  /** 新建空运出口订单 (tbAirTransportExport/insertTD); csr defaults to the signed-in user */
  createAirExportOrder: AirExportOrder;
  /** 新建空运进口订单 (tbAirTransportImport/insert); csr defaults to the signed-in user */
  createAirImportOrder: AirImportOrder;
  /** Administrators only: creates a token and answers its secret, once. */
  createApiToken: CreatedApiToken;
  /** 新增客户; needs the /basic/client page */
  createClient: Client;
  /** 新增业务字典; needs the /basic/bizdict page */
  createDict: Dict;
  /** 新增配送车队 (tbDomesticTradeBusinessTransportCompany/insert) */
  createDomesticTradeDeliveryLeg: DomesticTradeOrderDeliveryLeg;
  /** 新建内贸业务订单 (tbDomesticTradeBusiness/insertTuodan); csr defaults to the signed-in user */
  createDomesticTradeOrder: DomesticTradeOrder;
  /** 新增汇率; needs the /basic/rate page */
  createExchangeRate: ExchangeRate;
  /** 新增费用价格; needs the /basic/fee page */
  createFeePrice: FeePrice;
  /** 新增费用模板 (tbApTemple / tbArTemple insert); on the order pages. */
  createFeeTemplate: FeeTemplate;
  /** 新增费用类型; needs the /basic/ffeetype page */
  createFeeType: FeeType;
  /** 新增航班航次; needs the /basic/voyage page */
  createFlightVoyage: FlightVoyage;
  /** 新增HS编码; needs the /basic/hscode page */
  createHsCode: HsCode;
  /** Adds an invoice set; BAD_USER_INPUT for a bad range or one overlapping a set of the same type. */
  createInvoiceSet: InvoiceSet;
  /** 新增提单 */
  createOceanExportBillOfLading: OceanExportBillOfLading;
  /** 新建海运出口订单 (tbSeaTransportExport/insertTD); csr defaults to the signed-in user */
  createOceanExportOrder: OceanExportOrder;
  /** 新增派送车队 (tbSeaTransportExportTransportCompany/insert) */
  createOceanExportTransportLine: OceanExportOrderTransportLine;
  /** 新建海运进口订单 (tbSeaTransportImport/insertTuodan); csr defaults to the signed-in user */
  createOceanImportOrder: OceanImportOrder;
  /** 新增派送车队 (tbSeaTransportImportTransportCompany/insert) */
  createOceanImportTransportLine: OceanImportOrderTransportLine;
  /** 新增组织; needs the /sys/organization page. */
  createOrganisation: OrganisationNode;
  /** 新增角色; needs the /sys/role page. */
  createRole: Role;
  /** 新增航线; needs the /basic/airline page */
  createRoute: Route;
  /** 新增日程; assigning it to another user sends them a message. */
  createScheduleEntry: ScheduleEntry;
  /** 新增供应商; needs the /basic/supplier page */
  createSupplier: Supplier;
  /** 新增运输地址; needs the /basic/transport page */
  createTransportAddress: TransportAddress;
  /** 新增用户; needs the /sys/user page. */
  createUser: User;
  /** 新增作业节点; needs the /basic/node page */
  createWorkflowNode: WorkflowNode;
  /** Finance approves (or with reject: true sends back) every submitted line of one side of an order. */
  decideOrderFees: FeeStatusChange;
  /** 删除地址; refused while other records reference it; needs the /basic/address page */
  deleteAddress: Scalars['Boolean']['output'];
  /** 删除订单 (tbAirTransportExport/delete) */
  deleteAirExportOrder: Scalars['Boolean']['output'];
  /** 删除订单 (tbAirTransportImport/delete) */
  deleteAirImportOrder: Scalars['Boolean']['output'];
  /** 删除客户; refused while other records reference it; needs the /basic/client page */
  deleteClient: Scalars['Boolean']['output'];
  /** 删除业务字典; refused while other records reference it; needs the /basic/bizdict page */
  deleteDict: Scalars['Boolean']['output'];
  /** 删除配送车队 (tbDomesticTradeBusinessTransportCompany/delete) */
  deleteDomesticTradeDeliveryLeg: Scalars['Boolean']['output'];
  /** 删除订单 (tbDomesticTradeBusiness/delete) */
  deleteDomesticTradeOrder: Scalars['Boolean']['output'];
  /** 删除汇率; refused while other records reference it; needs the /basic/rate page */
  deleteExchangeRate: Scalars['Boolean']['output'];
  /** 删除费用价格; refused while other records reference it; needs the /basic/fee page */
  deleteFeePrice: Scalars['Boolean']['output'];
  /** Deletes a fee template with its lines. */
  deleteFeeTemplate: Scalars['Boolean']['output'];
  /** 删除费用类型; refused while other records reference it; needs the /basic/ffeetype page */
  deleteFeeType: Scalars['Boolean']['output'];
  /** Deletes a file of the organisation (its record and its stored bytes); recorded in the action log. */
  deleteFile: Scalars['Boolean']['output'];
  /** 删除航班航次; refused while other records reference it; needs the /basic/voyage page */
  deleteFlightVoyage: Scalars['Boolean']['output'];
  /** 删除HS编码; refused while other records reference it; needs the /basic/hscode page */
  deleteHsCode: Scalars['Boolean']['output'];
  /** Deletes an unused set; BAD_USER_INPUT 该号段已开出发票，不能删除 for a used one. */
  deleteInvoiceSet: Scalars['Boolean']['output'];
  /** Deletes an own view; answers the list's views left. */
  deleteListView: Array<ListView>;
  /** Refused while the node has children. */
  deleteMenuNode: Scalars['Boolean']['output'];
  /** 删除订单 (tbSeaTransportExport/delete) */
  deleteOceanExportOrder: Scalars['Boolean']['output'];
  /** 删除派送车队 (tbSeaTransportExportTransportCompany/delete) */
  deleteOceanExportTransportLine: Scalars['Boolean']['output'];
  /** 删除订单 (tbSeaTransportImport/delete) */
  deleteOceanImportOrder: Scalars['Boolean']['output'];
  /** 删除派送车队 (tbSeaTransportImportTransportCompany/delete) */
  deleteOceanImportTransportLine: Scalars['Boolean']['output'];
  /** Refused while the organisation has sub-organisations, users or records. */
  deleteOrganisation: Scalars['Boolean']['output'];
  /** Refused while the role is assigned to a user. */
  deleteRole: Scalars['Boolean']['output'];
  /** 删除航线; refused while other records reference it; needs the /basic/airline page */
  deleteRoute: Scalars['Boolean']['output'];
  /** 删除日程; only its creator, its executor or an administrator may. */
  deleteScheduleEntry: Scalars['Boolean']['output'];
  /** 删除供应商; refused while other records reference it; needs the /basic/supplier page */
  deleteSupplier: Scalars['Boolean']['output'];
  /** 删除运输地址; refused while other records reference it; needs the /basic/transport page */
  deleteTransportAddress: Scalars['Boolean']['output'];
  /** 删除用户; needs the /sys/user page. */
  deleteUser: Scalars['Boolean']['output'];
  /** A signed link to the whole filtered 业务字典列表 as Excel or CSV (REST tbDict/exportAll) */
  dictExportLink: DownloadLink;
  /** A signed link to one of the order documents */
  domesticTradeDocumentLink: DownloadLink;
  /** A signed link to the whole filtered list as Excel (default) or CSV */
  domesticTradeListExportLink: DownloadLink;
  /**
   * A signed link to a document or file download: `path` is a download of the REST contract
   * (tbFileManage/listAllDownLoad, tbSeaTransportExport/downloadAr…), `params` its fields.
   * Answers NOT_FOUND with 暂无数据 when there is nothing to download.
   */
  downloadLink: DownloadLink;
  /** A signed link to the whole filtered 汇率列表 as Excel or CSV (REST tbExchangeRate/exportAll) */
  exchangeRateExportLink: DownloadLink;
  /** A signed link to the whole filtered 费用价格列表 as Excel or CSV (REST tbBaseFee/exportAll) */
  feePriceExportLink: DownloadLink;
  /** A signed link (60 s) to a statement of an order; NOT_FOUND 暂无数据 when it has no lines. */
  feeStatementLink: DownloadLink;
  /** A signed link to the whole filtered 费用类型列表 as Excel or CSV (REST tbFeeType/exportAll) */
  feeTypeExportLink: DownloadLink;
  /** A zip of files (by ids, or all matching the filter) as a signed link. */
  filesZipLink: DownloadLink;
  /** A signed link to the whole filtered 航班航次列表 as Excel or CSV (REST tbRouteFlight/exportAll) */
  flightVoyageExportLink: DownloadLink;
  /** A signed link to the whole filtered HS编码列表 as Excel or CSV (REST tbGoods/exportAll) */
  hsCodeExportLink: DownloadLink;
  /**
   * Issues an invoice for approved receivable lines (FeeLine ids, AR-n) of one settlement unit,
   * numbered with the set's next number; all or nothing.
   */
  issueArInvoice: ArInvoice;
  /** Signs in; ends any other live session of the account. */
  login: LoginPayload;
  /** Ends the current session. */
  logout: Scalars['Boolean']['output'];
  /** Marks every message of the caller in the organisation read; answers the unread count after (0). */
  markAllMessagesRead: Scalars['Int']['output'];
  /** Answers the unread count after. */
  markMessagesRead: Scalars['Int']['output'];
  /** Always true; root placeholder so modules can extend Mutation. */
  noop: Scalars['Boolean']['output'];
  /** A signed link to one of the order documents */
  oceanExportDocumentLink: DownloadLink;
  /** A signed link to the whole filtered list as Excel (default) or CSV */
  oceanExportListExportLink: DownloadLink;
  /** A signed link to one of the order documents */
  oceanImportDocumentLink: DownloadLink;
  /** A signed link to the whole filtered list as Excel (default) or CSV */
  oceanImportListExportLink: DownloadLink;
  /** Records a receipt or payment and writes off its lines, all or nothing */
  recordSettlement: Settlement;
  /** Finance sends submitted lines back (DSH → BH); they become editable again. */
  rejectFeeLines: FeeStatusChange;
  /** 冲销: keeps the record, restores the lines' open amounts */
  reverseSettlement: Settlement;
  /** Administrators only: the token is refused from its next request on. */
  revokeApiToken: ApiToken;
  /** A signed link to the whole filtered 航线列表 as Excel or CSV (REST tbRoute/exportAll) */
  routeExportLink: DownloadLink;
  /** 保存实际信息 (tbAirTransportExport/updateSJ); answers the saved order */
  saveAirExportActuals: AirExportOrder;
  /** 保存托单 (tbAirTransportExport/updateTD); answers the saved order */
  saveAirExportBooking: AirExportOrder;
  /** 保存报关 (tbAirTransportExport/updateBG); answers the saved order */
  saveAirExportCustoms: AirExportOrder;
  /** 保存派送 (tbAirTransportExport/updatePS); answers the saved order */
  saveAirExportDelivery: AirExportOrder;
  /** 保存费用 (tbAirTransportExport/updateFY); answers the saved order */
  saveAirExportFees: AirExportOrder;
  /** 保存文件 (tbAirTransportExport/updateOrderWJ); answers the saved order */
  saveAirExportFiles: AirExportOrder;
  /** 保存放行 (tbAirTransportExport/updateFX); answers the saved order */
  saveAirExportRelease: AirExportOrder;
  /** 保存托单 (tbAirTransportImport/updateTD); answers the saved order */
  saveAirImportBooking: AirImportOrder;
  /** 保存报关 (tbAirTransportImport/updateBG); answers the saved order */
  saveAirImportCustoms: AirImportOrder;
  /** 保存配送 (tbAirTransportImport/updatePS); answers the saved order */
  saveAirImportDelivery: AirImportOrder;
  /** 保存费用 (tbAirTransportImport/updateFY); answers the saved order */
  saveAirImportFees: AirImportOrder;
  /** 保存文件 (tbAirTransportImport/updateOrderWJ); answers the saved order */
  saveAirImportFiles: AirImportOrder;
  /** 保存放行 (tbAirTransportImport/updateFX); answers the saved order */
  saveAirImportRelease: AirImportOrder;
  /** 保存完税 (tbAirTransportImport/updateWS); answers the saved order */
  saveAirImportTaxes: AirImportOrder;
  /** 保存实际信息 (tbDomesticTradeBusiness/updateShiji); answers the saved order */
  saveDomesticTradeActuals: DomesticTradeOrder;
  /** 保存托单 (tbDomesticTradeBusiness/updateTuodan); answers the saved order */
  saveDomesticTradeBooking: DomesticTradeOrder;
  /** 保存配送 (tbDomesticTradeBusiness/updatePeisong); answers the saved order */
  saveDomesticTradeDelivery: DomesticTradeOrder;
  /** 保存费用 (tbDomesticTradeBusiness/updateFY); answers the saved order */
  saveDomesticTradeFees: DomesticTradeOrder;
  /** 保存文件 (tbDomesticTradeBusiness/updateOrderWJ); answers the saved order */
  saveDomesticTradeFiles: DomesticTradeOrder;
  /** Saves the signed-in user's columns for a page (tbSysUser/saveDynamicColumns). */
  saveDynamicColumns: Scalars['Boolean']['output'];
  /**
   * Saves every line of one side of an order at once (tbAp/updateBatch): lines with id are updated,
   * lines without are added, lines of readIds left out are deleted (a line added by someone else
   * since it was read is kept). One bad line refuses the whole batch (BAD_USER_INPUT naming the
   * line); a batch based on an older version of the side than the stored one is refused with
   * CONFLICT, naming who changed it and when. Either way nothing is written.
   */
  saveFeeLines: OrderFees;
  /** Replaces a template's lines. */
  saveFeeTemplateDetails: Array<FeeTemplateDetail>;
  /** Saves a new view or a change of an own view; a name is unique per list. */
  saveListView: ListView;
  /** Creates (without id) or updates a menu node. */
  saveMenuNode: MenuNode;
  /** 保存实际信息 (tbSeaTransportExport/updateSJ); answers the saved order */
  saveOceanExportActuals: OceanExportOrder;
  /** 保存托单 (tbSeaTransportExport/updateTD); answers the saved order */
  saveOceanExportBooking: OceanExportOrder;
  /** 保存报关 (tbSeaTransportExport/updateBG); answers the saved order */
  saveOceanExportCustoms: OceanExportOrder;
  /** 保存派送 (tbSeaTransportExport/updatePS); answers the saved order */
  saveOceanExportDelivery: OceanExportOrder;
  /** 保存费用 (tbSeaTransportExport/updateFY); answers the saved order */
  saveOceanExportFees: OceanExportOrder;
  /** 保存文件 (tbSeaTransportExport/updateOrderWJ); answers the saved order */
  saveOceanExportFiles: OceanExportOrder;
  /** 保存放行 (tbSeaTransportExport/updateFX); answers the saved order */
  saveOceanExportRelease: OceanExportOrder;
  /** 保存订舱 (tbSeaTransportExport/updateDC); answers the saved order */
  saveOceanExportSpaceBooking: OceanExportOrder;
  /** 保存托单 (tbSeaTransportImport/updateTuodan); answers the saved order */
  saveOceanImportBooking: OceanImportOrder;
  /** 保存报关 (tbSeaTransportImport/updateBaoguan); answers the saved order */
  saveOceanImportCustoms: OceanImportOrder;
  /** 保存配送 (tbSeaTransportImport/updatePeisong); answers the saved order */
  saveOceanImportDelivery: OceanImportOrder;
  /** 保存费用 (tbSeaTransportImport/updateFY); answers the saved order */
  saveOceanImportFees: OceanImportOrder;
  /** 保存文件 (tbSeaTransportImport/updateOrderWJ); answers the saved order */
  saveOceanImportFiles: OceanImportOrder;
  /** 保存放行 (tbSeaTransportImport/updateFangxing); answers the saved order */
  saveOceanImportRelease: OceanImportOrder;
  /** 保存完税 (tbSeaTransportImport/updateWanshui); answers the saved order */
  saveOceanImportTaxes: OceanImportOrder;
  /** 启用/停用地址; needs the /basic/address page */
  setAddressStatus: Address;
  /** 应收/应付状态 (tbAirTransportExport/updateArApStatus), '0' or '1' */
  setAirExportArApStatus: AirExportOrder;
  /** 取消/初始化/操作完成 (tbAirTransportExport/updateOperationStatus) */
  setAirExportOperationStatus: AirExportOrder;
  /** 应收/应付状态 (tbAirTransportImport/updateArApStatus), '0' or '1' */
  setAirImportArApStatus: AirImportOrder;
  /** 取消/初始化/操作完成 (tbAirTransportImport/updateOperationStatus) */
  setAirImportOperationStatus: AirImportOrder;
  /** 启用/停用客户; needs the /basic/client page */
  setClientStatus: Client;
  /** The caller's default view of a list (own or shared); no id: none. Answers the list's views. */
  setDefaultListView: Array<ListView>;
  /** 启用/停用业务字典; needs the /basic/bizdict page */
  setDictStatus: Dict;
  /** 应收/应付状态 (tbDomesticTradeBusiness/updateArApStatus), '0' or '1' */
  setDomesticTradeArApStatus: DomesticTradeOrder;
  /** 取消/初始化/操作完成 (tbDomesticTradeBusiness/updateOperationStatus) */
  setDomesticTradeOperationStatus: DomesticTradeOrder;
  /** 启用/停用汇率; needs the /basic/rate page */
  setExchangeRateStatus: ExchangeRate;
  /** 启用/停用航班航次; needs the /basic/voyage page */
  setFlightVoyageStatus: FlightVoyage;
  /** 应收/应付状态 (tbSeaTransportExport/updateArApStatus), '0' or '1' */
  setOceanExportArApStatus: OceanExportOrder;
  /** 取消/初始化/操作完成 (tbSeaTransportExport/updateOperationStatus) */
  setOceanExportOperationStatus: OceanExportOrder;
  /** 应收/应付状态 (tbSeaTransportImport/updateArApStatus), '0' or '1' */
  setOceanImportArApStatus: OceanImportOrder;
  /** 取消/初始化/操作完成 (tbSeaTransportImport/updateOperationStatus) */
  setOceanImportOperationStatus: OceanImportOrder;
  /** 启用/停用组织; needs the /sys/organization page. */
  setOrganisationActive: OrganisationNode;
  /** 启用/停用角色; needs the /sys/role page. */
  setRoleActive: Role;
  /** Replaces the role's menus in one step; the menus are part of the role, so saving them moves its version. */
  setRoleMenus: Role;
  /** 启用/停用航线; needs the /basic/airline page */
  setRouteStatus: Route;
  /** DONE records who (the caller when absent) and when (today when absent); OPEN and CANCELLED clear them. */
  setScheduleStatus: ScheduleEntry;
  /** 启用/停用供应商; needs the /basic/supplier page */
  setSupplierStatus: Supplier;
  /** 启用/停用运输地址; needs the /basic/transport page */
  setTransportAddressStatus: TransportAddress;
  /** Disabling ends the user's live sessions. */
  setUserActive: User;
  /** A signed link to the whole filtered 业务统计 as Excel or CSV (REST statement/businessExport) */
  statementBusinessExportLink: DownloadLink;
  /** A signed link to the whole filtered 客户利润 as Excel or CSV (REST statement/customersExport) */
  statementCustomersExportLink: DownloadLink;
  /** A signed link to the whole filtered 发票业务明细 as Excel or CSV (REST statement/invoiceOrderExport) */
  statementInvoiceOrderExportLink: DownloadLink;
  /** A signed link to the whole filtered 发票结算 as Excel or CSV (REST statement/invoiceSettlementExport) */
  statementInvoiceSettlementExportLink: DownloadLink;
  /** A signed link to the whole filtered 未开票统计 as Excel or CSV (REST statement/noticketExport) */
  statementNoticketExportLink: DownloadLink;
  /** A signed link to the whole filtered 应付账龄 as Excel or CSV (REST statement/payableAgingExport) */
  statementPayableAgingExportLink: DownloadLink;
  /** A signed link to the whole filtered 应付请款 as Excel or CSV (REST statement/payableInvitationExport) */
  statementPayableInvitationExportLink: DownloadLink;
  /** A signed link to the whole filtered 应付待审核 as Excel or CSV (REST statement/payablePendingAuditExport) */
  statementPayablePendingAuditExportLink: DownloadLink;
  /** A signed link to the whole filtered 应付核销 as Excel or CSV (REST statement/payableWriteOffExport) */
  statementPayableWriteOffExportLink: DownloadLink;
  /** A signed link to the whole filtered 单票利润 as Excel or CSV (REST statement/profitExport) */
  statementProfitExportLink: DownloadLink;
  /** A signed link to the whole filtered 应收账龄 as Excel or CSV (REST statement/receivableAgingExport) */
  statementReceivableAgingExportLink: DownloadLink;
  /** A signed link to the whole filtered 应收核销 as Excel or CSV (REST statement/receivableWriteOffExport) */
  statementReceivableWriteOffExportLink: DownloadLink;
  /** A signed link to the whole filtered 供应商统计 as Excel or CSV (REST statement/supplierExport) */
  statementSupplierExportLink: DownloadLink;
  /** A signed link to the whole filtered 开票统计 as Excel or CSV (REST statement/ticketExport) */
  statementTicketExportLink: DownloadLink;
  /** A signed link to the whole filtered 开票统计（新版） as Excel or CSV (REST statement/ticketV2Export) */
  statementTicketV2ExportLink: DownloadLink;
  /** A signed link to the whole filtered 未出账业务 as Excel or CSV (REST statement/unBilledBusinessExport) */
  statementUnBilledBusinessExportLink: DownloadLink;
  /** A signed link to the whole filtered 未出账费用 as Excel or CSV (REST statement/unBilledExpensesExport) */
  statementUnBilledExpensesExportLink: DownloadLink;
  /** 回退 (tbAirTransportExport/updateStatusBack): back to the previous node, editable again */
  stepAirExportBack: AirExportOrder;
  /** 回退 (tbAirTransportImport/updateStatusBack): back to the previous node, editable again */
  stepAirImportBack: AirImportOrder;
  /** 回退 (tbDomesticTradeBusiness/updateCancel): back to the previous node, editable again */
  stepDomesticTradeBack: DomesticTradeOrder;
  /** 回退 (tbSeaTransportExport/updateStatusBack): back to the previous node, editable again */
  stepOceanExportBack: OceanExportOrder;
  /** 回退 (tbSeaTransportImport/updateCancel): back to the previous node, editable again */
  stepOceanImportBack: OceanImportOrder;
  /** Submits lines for review (WTJ/BH → DSH); message 提交成功. */
  submitFeeLines: FeeStatusChange;
  /** A signed link to the whole filtered 供应商列表 as Excel or CSV (REST tbSupplier/exportAll) */
  supplierExportLink: DownloadLink;
  /** Makes orgId the default organisation and answers a new token for it; the old token stops working. */
  switchOrganisation: LoginPayload;
  /** A signed link to the whole filtered 运输地址列表 as Excel or CSV (REST tbTransportation/exportAll) */
  transportAddressExportLink: DownloadLink;
  /** 撤销核销: undoes one allocation (kept, marked reversed); the line and the remainder get it back */
  undoSettlementAllocation: Settlement;
  /** 修改地址; needs the /basic/address page */
  updateAddress: Address;
  /** 修改客户; needs the /basic/client page */
  updateClient: Client;
  /** Finance sets a client's credit limit and whether its new orders are stopped; only the organisation that keeps the client (ClientCredit.editable) */
  updateClientCredit: ClientCredit;
  /** 修改业务字典; needs the /basic/bizdict page */
  updateDict: Dict;
  /** 修改配送车队 (tbDomesticTradeBusinessTransportCompany/update) */
  updateDomesticTradeDeliveryLeg: DomesticTradeOrderDeliveryLeg;
  /** 修改汇率; needs the /basic/rate page */
  updateExchangeRate: ExchangeRate;
  /** 修改费用价格; needs the /basic/fee page */
  updateFeePrice: FeePrice;
  /** Renames a fee template or changes its remark. */
  updateFeeTemplate: FeeTemplate;
  /** 修改费用类型; needs the /basic/ffeetype page */
  updateFeeType: FeeType;
  /** 修改航班航次; needs the /basic/voyage page */
  updateFlightVoyage: FlightVoyage;
  /** 修改HS编码; needs the /basic/hscode page */
  updateHsCode: HsCode;
  /** Ticks and orders the columns of one node (tbColumn/updateNodeColumn); answers the shipping type's columns. */
  updateNodeColumns: Array<NodeColumnConfig>;
  /** 修改提单 */
  updateOceanExportBillOfLading: OceanExportBillOfLading;
  /** 修改派送车队 (tbSeaTransportExportTransportCompany/update) */
  updateOceanExportTransportLine: OceanExportOrderTransportLine;
  /** 修改派送车队 (tbSeaTransportImportTransportCompany/update) */
  updateOceanImportTransportLine: OceanImportOrderTransportLine;
  /** 修改组织; needs the /sys/organization page. */
  updateOrganisation: OrganisationNode;
  /** 修改角色; needs the /sys/role page. */
  updateRole: Role;
  /** 修改航线; needs the /basic/airline page */
  updateRoute: Route;
  /** 修改日程; only its creator, its executor or an administrator may. */
  updateScheduleEntry: ScheduleEntry;
  /** 修改供应商; needs the /basic/supplier page */
  updateSupplier: Supplier;
  /** 修改运输地址; needs the /basic/transport page */
  updateTransportAddress: TransportAddress;
  /** 修改用户; needs the /sys/user page. */
  updateUser: User;
  /** 修改作业节点; needs the /basic/node page */
  updateWorkflowNode: WorkflowNode;
  /**
   * A grant to upload one file, tagged with the order, node and company it belongs to: the order
   * must be one of the organisation's (any order type), the node one of its nodes of that type.
   */
  uploadGrant: UploadGrant;
  /** Withdraws a submission (DSH → WTJ); finance may also reopen approved lines (YSH → WTJ). */
  withdrawFeeLines: FeeStatusChange;
  /** A signed link to the whole filtered 作业节点列表 as Excel or CSV (REST tbShippingType/exportAll) */
  workflowNodeExportLink: DownloadLink;
};


/** The write operations of the API (and the signed download links). */
export type MutationAddressExportLinkArgs = {
  filter?: InputMaybe<AddressFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationAirExportDocumentLinkArgs = {
  document: OrderDocument;
  format: DocumentFormat;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationAirExportListExportLinkArgs = {
  filter?: InputMaybe<AirExportOrderFilter>;
  format?: InputMaybe<TableExportFormat>;
};


/** The write operations of the API (and the signed download links). */
export type MutationAirImportDocumentLinkArgs = {
  document: OrderDocument;
  format: DocumentFormat;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationAirImportListExportLinkArgs = {
  filter?: InputMaybe<AirImportOrderFilter>;
  format?: InputMaybe<TableExportFormat>;
};


/** The write operations of the API (and the signed download links). */
export type MutationAllocateSettlementArgs = {
  allocations: Array<SettlementAllocationInput>;
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  kind: SettlementKind;
};


/** The write operations of the API (and the signed download links). */
export type MutationApplyFeeTemplateArgs = {
  orderCode: Scalars['String']['input'];
  settlementUnitId?: InputMaybe<Scalars['ID']['input']>;
  side: FeeSide;
  templateId: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationApproveFeeLinesArgs = {
  expectedVersions: Array<Scalars['Int']['input']>;
  ids: Array<Scalars['ID']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
  side: FeeSide;
};


/** The write operations of the API (and the signed download links). */
export type MutationBulkAssignAirExportNodeOperatorArgs = {
  filter?: InputMaybe<AirExportOrderFilter>;
  nodeCode?: InputMaybe<Scalars['String']['input']>;
  orderCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  userId: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationBulkAssignAirExportStaffArgs = {
  filter?: InputMaybe<AirExportOrderFilter>;
  orderCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  role: OrderStaffRole;
  userId: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationBulkAssignAirImportNodeOperatorArgs = {
  filter?: InputMaybe<AirImportOrderFilter>;
  nodeCode?: InputMaybe<Scalars['String']['input']>;
  orderCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  userId: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationBulkAssignAirImportStaffArgs = {
  filter?: InputMaybe<AirImportOrderFilter>;
  orderCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  role: OrderStaffRole;
  userId: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationBulkAssignDomesticTradeNodeOperatorArgs = {
  filter?: InputMaybe<DomesticTradeOrderFilter>;
  nodeCode?: InputMaybe<Scalars['String']['input']>;
  orderCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  userId: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationBulkAssignDomesticTradeStaffArgs = {
  filter?: InputMaybe<DomesticTradeOrderFilter>;
  orderCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  role: OrderStaffRole;
  userId: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationBulkAssignOceanExportNodeOperatorArgs = {
  filter?: InputMaybe<OceanExportOrderFilter>;
  nodeCode?: InputMaybe<Scalars['String']['input']>;
  orderCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  userId: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationBulkAssignOceanExportStaffArgs = {
  filter?: InputMaybe<OceanExportOrderFilter>;
  orderCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  role: OrderStaffRole;
  userId: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationBulkAssignOceanImportNodeOperatorArgs = {
  filter?: InputMaybe<OceanImportOrderFilter>;
  nodeCode?: InputMaybe<Scalars['String']['input']>;
  orderCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  userId: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationBulkAssignOceanImportStaffArgs = {
  filter?: InputMaybe<OceanImportOrderFilter>;
  orderCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  role: OrderStaffRole;
  userId: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationBulkDecideFeeLinesArgs = {
  decision: FeeDecision;
  filter?: InputMaybe<FeeLineFilter>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  remark?: InputMaybe<Scalars['String']['input']>;
  side: FeeSide;
};


/** The write operations of the API (and the signed download links). */
export type MutationBulkSetAirExportOperationStatusArgs = {
  filter?: InputMaybe<AirExportOrderFilter>;
  orderCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  status: OrderOperationStatus;
};


/** The write operations of the API (and the signed download links). */
export type MutationBulkSetAirImportOperationStatusArgs = {
  filter?: InputMaybe<AirImportOrderFilter>;
  orderCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  status: OrderOperationStatus;
};


/** The write operations of the API (and the signed download links). */
export type MutationBulkSetDomesticTradeOperationStatusArgs = {
  filter?: InputMaybe<DomesticTradeOrderFilter>;
  orderCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  status: OrderOperationStatus;
};


/** The write operations of the API (and the signed download links). */
export type MutationBulkSetOceanExportOperationStatusArgs = {
  filter?: InputMaybe<OceanExportOrderFilter>;
  orderCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  status: OrderOperationStatus;
};


/** The write operations of the API (and the signed download links). */
export type MutationBulkSetOceanImportOperationStatusArgs = {
  filter?: InputMaybe<OceanImportOrderFilter>;
  orderCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  status: OrderOperationStatus;
};


/** The write operations of the API (and the signed download links). */
export type MutationChangeAirExportOrderOrganisationArgs = {
  orderCode: Scalars['String']['input'];
  orgId: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationChangeAirImportOrderOrganisationArgs = {
  orderCode: Scalars['String']['input'];
  orgId: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationChangeOceanExportOrderOrganisationArgs = {
  orderCode: Scalars['String']['input'];
  orgId: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationChangeOceanImportOrderOrganisationArgs = {
  orderCode: Scalars['String']['input'];
  orgId: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationClearArInvoiceArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
};


/** The write operations of the API (and the signed download links). */
export type MutationClearSignInFailuresArgs = {
  mobile: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationClientExportLinkArgs = {
  filter?: InputMaybe<ClientFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationCopyAirExportOrderArgs = {
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationCopyAirImportOrderArgs = {
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationCopyDomesticTradeOrderArgs = {
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationCopyOceanExportOrderArgs = {
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationCopyOceanImportOrderArgs = {
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateAddressArgs = {
  input: CreateAddressInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateAirExportOrderArgs = {
  input: AirExportBookingInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateAirImportOrderArgs = {
  input: AirImportBookingInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateApiTokenArgs = {
  input: CreateApiTokenInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateClientArgs = {
  input: CreateClientInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateDictArgs = {
  input: CreateDictInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateDomesticTradeDeliveryLegArgs = {
  input: DomesticTradeOrderDeliveryLegInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateDomesticTradeOrderArgs = {
  input: DomesticTradeBookingInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateExchangeRateArgs = {
  input: CreateExchangeRateInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateFeePriceArgs = {
  input: CreateFeePriceInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateFeeTemplateArgs = {
  details?: InputMaybe<Array<FeeTemplateDetailInput>>;
  name: Scalars['String']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
  side: FeeSide;
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateFeeTypeArgs = {
  input: CreateFeeTypeInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateFlightVoyageArgs = {
  input: CreateFlightVoyageInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateHsCodeArgs = {
  input: CreateHsCodeInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateInvoiceSetArgs = {
  input: InvoiceSetInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateOceanExportBillOfLadingArgs = {
  input: CreateOceanExportBillOfLadingInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateOceanExportOrderArgs = {
  input: OceanExportBookingInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateOceanExportTransportLineArgs = {
  input: OceanExportOrderTransportLineInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateOceanImportOrderArgs = {
  input: OceanImportBookingInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateOceanImportTransportLineArgs = {
  input: OceanImportOrderTransportLineInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateOrganisationArgs = {
  input: OrganisationInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateRoleArgs = {
  input: RoleInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateRouteArgs = {
  input: CreateRouteInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateScheduleEntryArgs = {
  input: ScheduleInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateSupplierArgs = {
  input: CreateSupplierInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateTransportAddressArgs = {
  input: CreateTransportAddressInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationCreateWorkflowNodeArgs = {
  input: CreateWorkflowNodeInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationDecideOrderFeesArgs = {
  expectedVersion: Scalars['Int']['input'];
  orderCode: Scalars['String']['input'];
  reject?: InputMaybe<Scalars['Boolean']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
  side: FeeSide;
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteAddressArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteAirExportOrderArgs = {
  expectedVersion: Scalars['Int']['input'];
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteAirImportOrderArgs = {
  expectedVersion: Scalars['Int']['input'];
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteClientArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteDictArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteDomesticTradeDeliveryLegArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteDomesticTradeOrderArgs = {
  expectedVersion: Scalars['Int']['input'];
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteExchangeRateArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteFeePriceArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteFeeTemplateArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  side: FeeSide;
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteFeeTypeArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteFileArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteFlightVoyageArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteHsCodeArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteInvoiceSetArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteListViewArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteMenuNodeArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteOceanExportOrderArgs = {
  expectedVersion: Scalars['Int']['input'];
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteOceanExportTransportLineArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteOceanImportOrderArgs = {
  expectedVersion: Scalars['Int']['input'];
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteOceanImportTransportLineArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteOrganisationArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteRoleArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteRouteArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteScheduleEntryArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteSupplierArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteTransportAddressArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDeleteUserArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDictExportLinkArgs = {
  filter?: InputMaybe<DictFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationDomesticTradeDocumentLinkArgs = {
  document: OrderDocument;
  format: DocumentFormat;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationDomesticTradeListExportLinkArgs = {
  filter?: InputMaybe<DomesticTradeOrderFilter>;
  format?: InputMaybe<TableExportFormat>;
};


/** The write operations of the API (and the signed download links). */
export type MutationDownloadLinkArgs = {
  params?: InputMaybe<Array<DownloadParam>>;
  path: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationExchangeRateExportLinkArgs = {
  filter?: InputMaybe<ExchangeRateFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationFeePriceExportLinkArgs = {
  filter?: InputMaybe<FeePriceFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationFeeStatementLinkArgs = {
  orderCode: Scalars['String']['input'];
  settlementUnitId?: InputMaybe<Scalars['ID']['input']>;
  statement: FeeStatement;
};


/** The write operations of the API (and the signed download links). */
export type MutationFeeTypeExportLinkArgs = {
  filter?: InputMaybe<FeeTypeFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationFilesZipLinkArgs = {
  filter?: InputMaybe<FileManageFilter>;
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/** The write operations of the API (and the signed download links). */
export type MutationFlightVoyageExportLinkArgs = {
  filter?: InputMaybe<FlightVoyageFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationHsCodeExportLinkArgs = {
  filter?: InputMaybe<HsCodeFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationIssueArInvoiceArgs = {
  invoiceDate?: InputMaybe<Scalars['Date']['input']>;
  invoiceSetId: Scalars['ID']['input'];
  lineIds: Array<Scalars['ID']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
};


/** The write operations of the API (and the signed download links). */
export type MutationLoginArgs = {
  input: LoginInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationMarkMessagesReadArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** The write operations of the API (and the signed download links). */
export type MutationOceanExportDocumentLinkArgs = {
  document: OrderDocument;
  format: DocumentFormat;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationOceanExportListExportLinkArgs = {
  filter?: InputMaybe<OceanExportOrderFilter>;
  format?: InputMaybe<TableExportFormat>;
};


/** The write operations of the API (and the signed download links). */
export type MutationOceanImportDocumentLinkArgs = {
  document: OrderDocument;
  format: DocumentFormat;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationOceanImportListExportLinkArgs = {
  filter?: InputMaybe<OceanImportOrderFilter>;
  format?: InputMaybe<TableExportFormat>;
};


/** The write operations of the API (and the signed download links). */
export type MutationRecordSettlementArgs = {
  input: RecordSettlementInput;
  kind: SettlementKind;
};


/** The write operations of the API (and the signed download links). */
export type MutationRejectFeeLinesArgs = {
  expectedVersions: Array<Scalars['Int']['input']>;
  ids: Array<Scalars['ID']['input']>;
  remark?: InputMaybe<Scalars['String']['input']>;
  side: FeeSide;
};


/** The write operations of the API (and the signed download links). */
export type MutationReverseSettlementArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  kind: SettlementKind;
  reason?: InputMaybe<Scalars['String']['input']>;
};


/** The write operations of the API (and the signed download links). */
export type MutationRevokeApiTokenArgs = {
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationRouteExportLinkArgs = {
  filter?: InputMaybe<RouteFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveAirExportActualsArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: AirExportActualsInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveAirExportBookingArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: AirExportBookingInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveAirExportCustomsArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: AirExportCustomsInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveAirExportDeliveryArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: AirExportDeliveryInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveAirExportFeesArgs = {
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveAirExportFilesArgs = {
  fileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  nodeCode?: InputMaybe<Scalars['String']['input']>;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveAirExportReleaseArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: AirExportReleaseInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveAirImportBookingArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: AirImportBookingInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveAirImportCustomsArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: AirImportCustomsInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveAirImportDeliveryArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: AirImportDeliveryInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveAirImportFeesArgs = {
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveAirImportFilesArgs = {
  fileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  nodeCode?: InputMaybe<Scalars['String']['input']>;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveAirImportReleaseArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: AirImportReleaseInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveAirImportTaxesArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: AirImportTaxesInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveDomesticTradeActualsArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: DomesticTradeActualsInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveDomesticTradeBookingArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: DomesticTradeBookingInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveDomesticTradeDeliveryArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: DomesticTradeDeliveryInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveDomesticTradeFeesArgs = {
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveDomesticTradeFilesArgs = {
  fileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  nodeCode?: InputMaybe<Scalars['String']['input']>;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveDynamicColumnsArgs = {
  columns: Array<Scalars['String']['input']>;
  pageKey: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveFeeLinesArgs = {
  expectedVersion: Scalars['Int']['input'];
  lines: Array<FeeLineInput>;
  orderCode: Scalars['String']['input'];
  readIds: Array<Scalars['ID']['input']>;
  side: FeeSide;
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveFeeTemplateDetailsArgs = {
  details: Array<FeeTemplateDetailInput>;
  expectedVersion: Scalars['Int']['input'];
  side: FeeSide;
  templateId: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveListViewArgs = {
  input: ListViewInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveMenuNodeArgs = {
  input: MenuNodeInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveOceanExportActualsArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: OceanExportActualsInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveOceanExportBookingArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: OceanExportBookingInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveOceanExportCustomsArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: OceanExportCustomsInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveOceanExportDeliveryArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: OceanExportDeliveryInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveOceanExportFeesArgs = {
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveOceanExportFilesArgs = {
  fileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  nodeCode?: InputMaybe<Scalars['String']['input']>;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveOceanExportReleaseArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: OceanExportReleaseInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveOceanExportSpaceBookingArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: OceanExportSpaceBookingInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveOceanImportBookingArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: OceanImportBookingInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveOceanImportCustomsArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: OceanImportCustomsInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveOceanImportDeliveryArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: OceanImportDeliveryInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveOceanImportFeesArgs = {
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveOceanImportFilesArgs = {
  fileIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  nodeCode?: InputMaybe<Scalars['String']['input']>;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveOceanImportReleaseArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: OceanImportReleaseInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSaveOceanImportTaxesArgs = {
  expectedVersion: Scalars['Int']['input'];
  input: OceanImportTaxesInput;
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSetAddressStatusArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  status: RecordStatus;
};


/** The write operations of the API (and the signed download links). */
export type MutationSetAirExportArApStatusArgs = {
  apStatus?: InputMaybe<Scalars['String']['input']>;
  arStatus?: InputMaybe<Scalars['String']['input']>;
  expectedVersion: Scalars['Int']['input'];
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSetAirExportOperationStatusArgs = {
  expectedVersion: Scalars['Int']['input'];
  orderCode: Scalars['String']['input'];
  status: OrderOperationStatus;
};


/** The write operations of the API (and the signed download links). */
export type MutationSetAirImportArApStatusArgs = {
  apStatus?: InputMaybe<Scalars['String']['input']>;
  arStatus?: InputMaybe<Scalars['String']['input']>;
  expectedVersion: Scalars['Int']['input'];
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSetAirImportOperationStatusArgs = {
  expectedVersion: Scalars['Int']['input'];
  orderCode: Scalars['String']['input'];
  status: OrderOperationStatus;
};


/** The write operations of the API (and the signed download links). */
export type MutationSetClientStatusArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  status: RecordStatus;
};


/** The write operations of the API (and the signed download links). */
export type MutationSetDefaultListViewArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  list: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSetDictStatusArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  status: RecordStatus;
};


/** The write operations of the API (and the signed download links). */
export type MutationSetDomesticTradeArApStatusArgs = {
  apStatus?: InputMaybe<Scalars['String']['input']>;
  arStatus?: InputMaybe<Scalars['String']['input']>;
  expectedVersion: Scalars['Int']['input'];
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSetDomesticTradeOperationStatusArgs = {
  expectedVersion: Scalars['Int']['input'];
  orderCode: Scalars['String']['input'];
  status: OrderOperationStatus;
};


/** The write operations of the API (and the signed download links). */
export type MutationSetExchangeRateStatusArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  status: RecordStatus;
};


/** The write operations of the API (and the signed download links). */
export type MutationSetFlightVoyageStatusArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  status: RecordStatus;
};


/** The write operations of the API (and the signed download links). */
export type MutationSetOceanExportArApStatusArgs = {
  apStatus?: InputMaybe<Scalars['String']['input']>;
  arStatus?: InputMaybe<Scalars['String']['input']>;
  expectedVersion: Scalars['Int']['input'];
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSetOceanExportOperationStatusArgs = {
  expectedVersion: Scalars['Int']['input'];
  orderCode: Scalars['String']['input'];
  status: OrderOperationStatus;
};


/** The write operations of the API (and the signed download links). */
export type MutationSetOceanImportArApStatusArgs = {
  apStatus?: InputMaybe<Scalars['String']['input']>;
  arStatus?: InputMaybe<Scalars['String']['input']>;
  expectedVersion: Scalars['Int']['input'];
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSetOceanImportOperationStatusArgs = {
  expectedVersion: Scalars['Int']['input'];
  orderCode: Scalars['String']['input'];
  status: OrderOperationStatus;
};


/** The write operations of the API (and the signed download links). */
export type MutationSetOrganisationActiveArgs = {
  active: Scalars['Boolean']['input'];
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSetRoleActiveArgs = {
  active: Scalars['Boolean']['input'];
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSetRoleMenusArgs = {
  expectedVersion: Scalars['Int']['input'];
  menuIds: Array<Scalars['ID']['input']>;
  roleId: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSetRouteStatusArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  status: RecordStatus;
};


/** The write operations of the API (and the signed download links). */
export type MutationSetScheduleStatusArgs = {
  actualExecutionDate?: InputMaybe<Scalars['Date']['input']>;
  actualExecutorId?: InputMaybe<Scalars['ID']['input']>;
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  status: ScheduleStatus;
};


/** The write operations of the API (and the signed download links). */
export type MutationSetSupplierStatusArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  status: RecordStatus;
};


/** The write operations of the API (and the signed download links). */
export type MutationSetTransportAddressStatusArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  status: RecordStatus;
};


/** The write operations of the API (and the signed download links). */
export type MutationSetUserActiveArgs = {
  active: Scalars['Boolean']['input'];
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationStatementBusinessExportLinkArgs = {
  filter?: InputMaybe<StatementBusinessFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationStatementCustomersExportLinkArgs = {
  filter?: InputMaybe<StatementCustomersFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationStatementInvoiceOrderExportLinkArgs = {
  filter?: InputMaybe<StatementInvoiceOrderFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationStatementInvoiceSettlementExportLinkArgs = {
  filter?: InputMaybe<StatementInvoiceSettlementFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationStatementNoticketExportLinkArgs = {
  filter?: InputMaybe<StatementNoticketFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationStatementPayableAgingExportLinkArgs = {
  filter?: InputMaybe<StatementPayableAgingFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationStatementPayableInvitationExportLinkArgs = {
  filter?: InputMaybe<StatementPayableInvitationFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationStatementPayablePendingAuditExportLinkArgs = {
  filter?: InputMaybe<StatementPayablePendingAuditFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationStatementPayableWriteOffExportLinkArgs = {
  filter?: InputMaybe<StatementPayableWriteOffFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationStatementProfitExportLinkArgs = {
  filter?: InputMaybe<StatementProfitFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationStatementReceivableAgingExportLinkArgs = {
  filter?: InputMaybe<StatementReceivableAgingFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationStatementReceivableWriteOffExportLinkArgs = {
  filter?: InputMaybe<StatementReceivableWriteOffFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationStatementSupplierExportLinkArgs = {
  filter?: InputMaybe<StatementSupplierFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationStatementTicketExportLinkArgs = {
  filter?: InputMaybe<StatementTicketFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationStatementTicketV2ExportLinkArgs = {
  filter?: InputMaybe<StatementTicketV2Filter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationStatementUnBilledBusinessExportLinkArgs = {
  filter?: InputMaybe<StatementUnBilledBusinessFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationStatementUnBilledExpensesExportLinkArgs = {
  filter?: InputMaybe<StatementUnBilledExpensesFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationStepAirExportBackArgs = {
  expectedVersion: Scalars['Int']['input'];
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationStepAirImportBackArgs = {
  expectedVersion: Scalars['Int']['input'];
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationStepDomesticTradeBackArgs = {
  expectedVersion: Scalars['Int']['input'];
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationStepOceanExportBackArgs = {
  expectedVersion: Scalars['Int']['input'];
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationStepOceanImportBackArgs = {
  expectedVersion: Scalars['Int']['input'];
  orderCode: Scalars['String']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationSubmitFeeLinesArgs = {
  expectedVersions: Array<Scalars['Int']['input']>;
  ids: Array<Scalars['ID']['input']>;
  side: FeeSide;
};


/** The write operations of the API (and the signed download links). */
export type MutationSupplierExportLinkArgs = {
  filter?: InputMaybe<SupplierFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationSwitchOrganisationArgs = {
  orgId: Scalars['ID']['input'];
};


/** The write operations of the API (and the signed download links). */
export type MutationTransportAddressExportLinkArgs = {
  filter?: InputMaybe<TransportAddressFilter>;
  format: TableExportFormat;
};


/** The write operations of the API (and the signed download links). */
export type MutationUndoSettlementAllocationArgs = {
  allocationId: Scalars['ID']['input'];
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  kind: SettlementKind;
};


/** The write operations of the API (and the signed download links). */
export type MutationUpdateAddressArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: UpdateAddressInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationUpdateClientArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: UpdateClientInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationUpdateClientCreditArgs = {
  clientId: Scalars['ID']['input'];
  expectedVersion: Scalars['Int']['input'];
  input: ClientCreditInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationUpdateDictArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: UpdateDictInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationUpdateDomesticTradeDeliveryLegArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: DomesticTradeOrderDeliveryLegInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationUpdateExchangeRateArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: UpdateExchangeRateInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationUpdateFeePriceArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: UpdateFeePriceInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationUpdateFeeTemplateArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  remark?: InputMaybe<Scalars['String']['input']>;
  side: FeeSide;
};


/** The write operations of the API (and the signed download links). */
export type MutationUpdateFeeTypeArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: UpdateFeeTypeInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationUpdateFlightVoyageArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: UpdateFlightVoyageInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationUpdateHsCodeArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: UpdateHsCodeInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationUpdateNodeColumnsArgs = {
  input: UpdateNodeColumnsInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationUpdateOceanExportBillOfLadingArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: UpdateOceanExportBillOfLadingInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationUpdateOceanExportTransportLineArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: OceanExportOrderTransportLineInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationUpdateOceanImportTransportLineArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: OceanImportOrderTransportLineInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationUpdateOrganisationArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: OrganisationInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationUpdateRoleArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: RoleInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationUpdateRouteArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: UpdateRouteInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationUpdateScheduleEntryArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: ScheduleInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationUpdateSupplierArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: UpdateSupplierInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationUpdateTransportAddressArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: UpdateTransportAddressInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationUpdateUserArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationUpdateWorkflowNodeArgs = {
  expectedVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: UpdateWorkflowNodeInput;
};


/** The write operations of the API (and the signed download links). */
export type MutationUploadGrantArgs = {
  area: UploadArea;
  attachmentType?: InputMaybe<Scalars['String']['input']>;
  companyId?: InputMaybe<Scalars['String']['input']>;
  nodeCode?: InputMaybe<Scalars['String']['input']>;
  orderCode?: InputMaybe<Scalars['String']['input']>;
  shippingType?: InputMaybe<Scalars['String']['input']>;
};


/** The write operations of the API (and the signed download links). */
export type MutationWithdrawFeeLinesArgs = {
  expectedVersions: Array<Scalars['Int']['input']>;
  ids: Array<Scalars['ID']['input']>;
  side: FeeSide;
};


/** The write operations of the API (and the signed download links). */
export type MutationWorkflowNodeExportLinkArgs = {
  filter?: InputMaybe<WorkflowNodeFilter>;
  format: TableExportFormat;
};

/** My figures for the dashboard and the chart page (图表), each an SQL aggregate on the back end. */
export type MyFigures = {
  __typename?: 'MyFigures';
  /** My orders' fee lines waiting for approval, per side */
  feesPending: Array<PendingFeeFigure>;
  /** How many of my orders are open (neither completed nor cancelled) */
  openOrders: Scalars['Int']['output'];
  /** My open orders per order type and node */
  ordersByNode: Array<NodeOrderCount>;
  /** The month's profit of my orders */
  profit: MonthProfit;
  /** My orders' approved receivables not yet written off */
  receivablesOutstanding: ReceivablesOutstanding;
  /** YYYY-MM: the month of `profit`. */
  yearMonth: Scalars['String']['output'];
};

/** A receipt (收款) finance recorded that writes off receivable lines of my orders. */
export type MyReceipt = {
  __typename?: 'MyReceipt';
  /** The whole receipt, in its currency */
  amount: Scalars['Decimal']['output'];
  /** The paying client (a Client id) */
  clientId: Scalars['ID']['output'];
  /** The paying client's name */
  clientName: Scalars['String']['output'];
  /** The receipt's currency (dictionary category FYBZ) */
  currency: CodeName;
  /** RC-5 (receipt 5), as Query.settlement takes it */
  id: Scalars['ID']['output'];
  /** The part allocated to my orders' lines, in the receipt's currency */
  myAmount: Scalars['Decimal']['output'];
  /** My orders it wrote off lines of */
  orders: Array<MyReceiptOrder>;
  /** Reversed (冲销): counts for nothing */
  reversed: Scalars['Boolean']['output'];
  /** 收款日期 (YYYY-MM-DD) */
  settleDate: Scalars['Date']['output'];
  /** SK… */
  settlementNo: Scalars['String']['output'];
  /** In force or reversed */
  status: SettlementStatus;
  /** 正常 / 已冲销 */
  statusName: Scalars['String']['output'];
};

/** The search of 回单; every filter optional. */
export type MyReceiptFilter = {
  /** The paying client (the receipt's settlement unit) */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** Received on or after this day (YYYY-MM-DD) */
  settleDateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Received on or before this day (YYYY-MM-DD) */
  settleDateTo?: InputMaybe<Scalars['Date']['input']>;
};

/** An order of mine whose receivable lines a receipt wrote off. */
export type MyReceiptOrder = {
  __typename?: 'MyReceiptOrder';
  /** Allocated to this order's lines, in the receipt's currency */
  amount: Scalars['Decimal']['output'];
  /** The order's number (订单编号) */
  orderCode: Scalars['String']['output'];
  /** The order type's shipping type code (dictionary category ZYLX) */
  shippingType: Scalars['String']['output'];
  /** 海运出口, 空运进口… */
  typeName: Scalars['String']['output'];
  /** The order's page (its list route + /view?orderCode=…). */
  viewPath: Scalars['String']['output'];
};

/** A page of receipts over my orders, with totals per currency. */
export type MyReceiptPage = {
  __typename?: 'MyReceiptPage';
  /** The rows of this page */
  items: Array<MyReceipt>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
  /** Per currency, over every receipt the filter finds */
  totals: Array<MyReceiptTotal>;
};

/** Totals of one currency over the filtered receipts, reversed ones left out. */
export type MyReceiptTotal = {
  __typename?: 'MyReceiptTotal';
  /** Their whole amounts, in this currency */
  amount: Scalars['Decimal']['output'];
  /** How many receipts */
  count: Scalars['Int']['output'];
  /** The currency (dictionary category FYBZ) */
  currency: CodeName;
  /** The parts allocated to my orders' lines, in this currency */
  myAmount: Scalars['Decimal']['output'];
};

/** A workflow node the signed-in user may operate (tbShippingTypeNodeUserMapping/getNodeCodeByUser). */
export type MyWorkflowNode = {
  __typename?: 'MyWorkflowNode';
  /** Node code (the node dictionary of the shipping type, e.g. category HYCK for 海运出口) */
  nodeCode: Scalars['String']['output'];
  /** Node name (节点名称) */
  nodeName: Scalars['String']['output'];
  /** Position of the node in the workflow */
  sortId: Scalars['Int']['output'];
};

/** The columns of one workflow node. */
export type NodeColumnConfig = {
  __typename?: 'NodeColumnConfig';
  /** The node's columns, in sortId order */
  columns: Array<ColumnConfig>;
  /** Node code (the node dictionary of the shipping type) */
  nodeCode: Scalars['String']['output'];
  /** Node name (节点名称) */
  nodeName: Scalars['String']['output'];
};

/** How many of my open orders stand on one node of one order type. */
export type NodeOrderCount = {
  __typename?: 'NodeOrderCount';
  /** How many of my open orders stand on it */
  count: Scalars['Int']['output'];
  /** The workflow node (code and name) */
  node: CodeName;
  /** The order type's shipping type code (dictionary category ZYLX) */
  shippingType: Scalars['String']['output'];
  /** Its name (海运出口…) */
  typeName: Scalars['String']['output'];
};

/** The 实际信息 node's own fields (REST updateSJ); omitted fields stay, null clears */
export type OceanExportActualsInput = {
  /** 实际到港日期 (YYYY-MM-DD) */
  actualArriveDate?: InputMaybe<Scalars['Date']['input']>;
  /** 实际内部类型 (a code of dictionary category NBLX) */
  actualInternalTypeId?: InputMaybe<Scalars['String']['input']>;
  /** 实际开船日期 (YYYY-MM-DD) */
  actualSailingDate?: InputMaybe<Scalars['Date']['input']>;
  /** 实际运输条款 (a code of dictionary category YSTK) */
  actualShippingTermsId?: InputMaybe<Scalars['String']['input']>;
  /** 提单日期 (YYYY-MM-DD) */
  billOfLadingDate?: InputMaybe<Scalars['Date']['input']>;
};

/** A bill of lading of an ocean export order (提单); REST tbSeaTransportExportBillOfLading */
export type OceanExportBillOfLading = {
  __typename?: 'OceanExportBillOfLading';
  /** 提单编号 (at most 20 characters; set by the server) */
  billofladingCode?: Maybe<Scalars['String']['output']>;
  /** 集装箱 (sub-list) */
  boxList: Array<OceanExportBillOfLadingBox>;
  /** 客户: the Client record; null when none */
  client?: Maybe<Client>;
  /** 客户 (the id of a Client) */
  clientId?: Maybe<Scalars['ID']['output']>;
  /** 起运港: the Seaport record; null when none */
  departurePort?: Maybe<Seaport>;
  /** 起运港 (the id of a Seaport) */
  departurePortId?: Maybe<Scalars['ID']['output']>;
  /** 目的港: the Seaport record; null when none */
  destinationPort?: Maybe<Seaport>;
  /** 目的港 (the id of a Seaport) */
  destinationPortId?: Maybe<Scalars['ID']['output']>;
  /** 毛重(KGS) (up to 3 decimal places; at least 0) */
  grossWeight?: Maybe<Scalars['Decimal']['output']>;
  /** HBL号 (at most 50 characters) */
  hblNo?: Maybe<Scalars['String']['output']>;
  /** Who changed which field of the record, from what to what, and when: newest first (历史). */
  history: HistoryPage;
  /** The record id */
  id: Scalars['ID']['output'];
  /** 已签发 */
  isIssue: Scalars['Boolean']['output'];
  /** 签发日期 (YYYY-MM-DD) */
  issueDate?: Maybe<Scalars['Date']['output']>;
  /** 签发地点 (at most 100 characters) */
  issueLocation?: Maybe<Scalars['String']['output']>;
  /** MBL号 (at most 50 characters) */
  mblNo?: Maybe<Scalars['String']['output']>;
  /** 通知人 (at most 500 characters) */
  notifier?: Maybe<Scalars['String']['output']>;
  /** 订单号 (required; at most 20 characters) */
  orderCode: Scalars['String']['output'];
  /** The organisation the record belongs to */
  orgId: Scalars['ID']['output'];
  /** 件数 (at least 0; at most 99999999) */
  pieces?: Maybe<Scalars['Int']['output']>;
  /** 收货人 (required; at most 500 characters) */
  receiver: Scalars['String']['output'];
  /** 发货人 (required; at most 500 characters) */
  sender: Scalars['String']['output'];
  /** 运费条款 (a code of dictionary category YFTK) */
  terms?: Maybe<CodeName>;
  /** Moves with every change of the record: an update sends it back as expectedVersion */
  version: Scalars['Int']['output'];
  /** 船名航次 (at most 100 characters) */
  vesselVoyage?: Maybe<Scalars['String']['output']>;
  /** 体积(CBM) (up to 3 decimal places; at least 0) */
  volume?: Maybe<Scalars['Decimal']['output']>;
};


/** A bill of lading of an ocean export order (提单); REST tbSeaTransportExportBillOfLading */
export type OceanExportBillOfLadingHistoryArgs = {
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** 集装箱 of a OceanExportBillOfLading */
export type OceanExportBillOfLadingBox = {
  __typename?: 'OceanExportBillOfLadingBox';
  /** 箱量 (required; at least 1; at most 999) */
  boxNumber: Scalars['Int']['output'];
  /** 箱型 (required; a code of dictionary category XX) */
  boxType: CodeName;
  /** 箱号 (at most 11 characters; pattern alnum ^[A-Za-z0-9]+$) */
  containerNo?: Maybe<Scalars['String']['output']>;
  /** The row id */
  id: Scalars['ID']['output'];
  /** 封号 (at most 30 characters) */
  sealNo?: Maybe<Scalars['String']['output']>;
};

/** 集装箱 row */
export type OceanExportBillOfLadingBoxInput = {
  /** 箱量 (required; at least 1; at most 999) */
  boxNumber?: InputMaybe<Scalars['Int']['input']>;
  /** 箱型 (required; a code of dictionary category XX) */
  boxType?: InputMaybe<Scalars['String']['input']>;
  /** 箱号 (at most 11 characters; pattern alnum ^[A-Za-z0-9]+$) */
  containerNo?: InputMaybe<Scalars['String']['input']>;
  /** 封号 (at most 30 characters) */
  sealNo?: InputMaybe<Scalars['String']['input']>;
};

/** Search of oceanExportBillsOfLading (提单) */
export type OceanExportBillOfLadingFilter = {
  /** 提单编号: contains the text (case-insensitive) */
  billofladingCode?: InputMaybe<Scalars['String']['input']>;
  /** 客户: equals the id of a Client */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** Default true */
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  /** HBL号: contains the text (case-insensitive) */
  hblNo?: InputMaybe<Scalars['String']['input']>;
  /** 已签发: equals */
  isIssue?: InputMaybe<Scalars['Boolean']['input']>;
  /** 签发日期: on or after (inclusive), YYYY-MM-DD */
  issueDateBegin?: InputMaybe<Scalars['Date']['input']>;
  /** 签发日期: on or before (inclusive), YYYY-MM-DD */
  issueDateEnd?: InputMaybe<Scalars['Date']['input']>;
  /** Matches the picker fields */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** MBL号: contains the text (case-insensitive) */
  mblNo?: InputMaybe<Scalars['String']['input']>;
  /** 订单号: contains the text (case-insensitive) */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** A list column to sort by; default the declared order */
  sortField?: InputMaybe<Scalars['String']['input']>;
};

/** A page of oceanExportBillsOfLading */
export type OceanExportBillOfLadingPage = {
  __typename?: 'OceanExportBillOfLadingPage';
  /** The rows of this page */
  items: Array<OceanExportBillOfLading>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** The 托单 node's own fields (REST updateTD); omitted fields stay, null clears */
export type OceanExportBookingInput = {
  /** 提单要求 (at most 500 characters) */
  billOfLadingRequirements?: InputMaybe<Scalars['String']['input']>;
  /** 订舱代理 (the id of a Supplier) */
  bookingAgentId?: InputMaybe<Scalars['ID']['input']>;
  /** 箱型箱量; when given, replaces the stored rows */
  boxList?: InputMaybe<Array<OceanExportOrderBoxInput>>;
  /** 货物属性 (a code of dictionary category HWSX) */
  cargoAttributeId?: InputMaybe<Scalars['String']['input']>;
  /** 计费重量 (up to 3 decimal places; at least 0) */
  chargeableWeight?: InputMaybe<Scalars['Decimal']['input']>;
  /** 中文品名 (at most 200 characters) */
  chineseName?: InputMaybe<Scalars['String']['input']>;
  /** 客户 (required; the id of a Client) */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** 联系人 (at most 50 characters) */
  contact?: InputMaybe<Scalars['String']['input']>;
  /** 客户联系人编号 (at least 1) */
  contactId?: InputMaybe<Scalars['Int']['input']>;
  /** 联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  contactPhone?: InputMaybe<Scalars['String']['input']>;
  /** 合同号 (at most 50 characters) */
  contractReferenceNo?: InputMaybe<Scalars['String']['input']>;
  /** 客服 (the id of a user) */
  csrId?: InputMaybe<Scalars['ID']['input']>;
  /** 贸易条款 (a code of dictionary category MYFS) */
  deliveryTermsId?: InputMaybe<Scalars['String']['input']>;
  /** 起运港 (required; the id of a Seaport) */
  departurePortId?: InputMaybe<Scalars['ID']['input']>;
  /** 目的港 (required; the id of a Seaport) */
  destinationPortId?: InputMaybe<Scalars['ID']['input']>;
  /** 英文品名 (at most 200 characters) */
  englishName?: InputMaybe<Scalars['String']['input']>;
  /** 预计毛重(KGS) (up to 3 decimal places; at least 0) */
  estimatedGrossWeight?: InputMaybe<Scalars['Decimal']['input']>;
  /** 预计件数 (at least 0; at most 99999999) */
  estimatedPiecesNumber?: InputMaybe<Scalars['Int']['input']>;
  /** 预计开船日期 (YYYY-MM-DD) */
  estimatedSailingDate?: InputMaybe<Scalars['Date']['input']>;
  /** 预计体积(CBM) (up to 3 decimal places; at least 0) */
  estimatedVolume?: InputMaybe<Scalars['Decimal']['input']>;
  /** 内部类型 (a code of dictionary category NBLX) */
  internalTypeId?: InputMaybe<Scalars['String']['input']>;
  /** 需出提单 */
  isBillOfLading?: InputMaybe<Scalars['Boolean']['input']>;
  /** 需派送 */
  isDelivery?: InputMaybe<Scalars['Boolean']['input']>;
  /** 草稿 */
  isDraft?: InputMaybe<Scalars['Boolean']['input']>;
  /** 通知人 (the id of an Address) */
  notifierId?: InputMaybe<Scalars['ID']['input']>;
  /** 经营单位 (the id of a Client) */
  operationUnitsId?: InputMaybe<Scalars['ID']['input']>;
  /** 订单备注 (at most 1000 characters) */
  orderRemark?: InputMaybe<Scalars['String']['input']>;
  /** 海外代理 (at most 100 characters) */
  overseasAgent?: InputMaybe<Scalars['String']['input']>;
  /** 包装种类 (a code of dictionary category BZ) */
  packageId?: InputMaybe<Scalars['String']['input']>;
  /** 收货人 (the id of an Address) */
  receiverId?: InputMaybe<Scalars['ID']['input']>;
  /** 航线 (the id of a Route) */
  routeId?: InputMaybe<Scalars['ID']['input']>;
  /** 销售 (the id of a user) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
  /** 发货人 (the id of an Address) */
  senderId?: InputMaybe<Scalars['ID']['input']>;
  /** 船公司 (the id of a Supplier) */
  shippingCompanyId?: InputMaybe<Scalars['ID']['input']>;
  /** 运费条款 (a code of dictionary category YFTK) */
  shippingFeeTermsId?: InputMaybe<Scalars['String']['input']>;
  /** 作业方式 (required; a code of dictionary category ZYFS) */
  shippingModeId?: InputMaybe<Scalars['String']['input']>;
  /** 运输条款 (a code of dictionary category YSTK) */
  shippingTermsId?: InputMaybe<Scalars['String']['input']>;
  /** 中转港 (the id of a Seaport) */
  transitPortId?: InputMaybe<Scalars['ID']['input']>;
};

/** 集装箱 */
export type OceanExportContainer = {
  __typename?: 'OceanExportContainer';
  /** 箱型 (required; a code of dictionary category XX) */
  boxType?: Maybe<CodeName>;
  /** 箱号 (at most 11 characters; pattern alnum ^[A-Za-z0-9]+$) */
  containerNo?: Maybe<Scalars['String']['output']>;
  /** 封号 (at most 30 characters) */
  sealNo?: Maybe<Scalars['String']['output']>;
};

/** 集装箱 row */
export type OceanExportContainerInput = {
  /** 箱型 (required; a code of dictionary category XX) */
  boxType?: InputMaybe<Scalars['String']['input']>;
  /** 箱号 (at most 11 characters; pattern alnum ^[A-Za-z0-9]+$) */
  containerNo?: InputMaybe<Scalars['String']['input']>;
  /** 封号 (at most 30 characters) */
  sealNo?: InputMaybe<Scalars['String']['input']>;
};

/** The 报关 node's own fields (REST updateBG); omitted fields stay, null clears */
export type OceanExportCustomsInput = {
  /** 报关单; when given, replaces the stored rows */
  clearanceList?: InputMaybe<Array<OceanExportOrderClearanceInput>>;
  /** 报关行邮箱 (at most 100 characters; pattern email ^[^\s@]+@[^\s@]+\.[^\s@]+$) */
  customsBrokerContactEmail?: InputMaybe<Scalars['String']['input']>;
  /** 报关行联系人编号 (at least 1) */
  customsBrokerContactId?: InputMaybe<Scalars['Int']['input']>;
  /** 报关行联系人 (at most 50 characters) */
  customsBrokerContactName?: InputMaybe<Scalars['String']['input']>;
  /** 报关行联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  customsBrokerContactTel?: InputMaybe<Scalars['String']['input']>;
  /** 报关行 (the id of a Supplier) */
  customsBrokerId?: InputMaybe<Scalars['ID']['input']>;
  /** 报关日期 (YYYY-MM-DD) */
  customsClearanceDate?: InputMaybe<Scalars['Date']['input']>;
  /** 报关备注 (at most 500 characters) */
  customsClearanceRemark?: InputMaybe<Scalars['String']['input']>;
  /** 报关单号 (at most 18 characters; pattern digits ^\d*$) */
  customsCode?: InputMaybe<Scalars['String']['input']>;
  /** 转关邮箱 (at most 100 characters; pattern email ^[^\s@]+@[^\s@]+\.[^\s@]+$) */
  transferBrokerContactEmail?: InputMaybe<Scalars['String']['input']>;
  /** 转关联系人编号 (at least 1) */
  transferBrokerContactId?: InputMaybe<Scalars['Int']['input']>;
  /** 转关联系人 (at most 50 characters) */
  transferBrokerContactName?: InputMaybe<Scalars['String']['input']>;
  /** 转关联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  transferBrokerContactTel?: InputMaybe<Scalars['String']['input']>;
  /** 转关报关行 (the id of a Supplier) */
  transferBrokerId?: InputMaybe<Scalars['ID']['input']>;
};

/** The 派送 node's own fields (REST updatePS); omitted fields stay, null clears */
export type OceanExportDeliveryInput = {
  /** 派送车队; when given, replaces the stored rows */
  companyList?: InputMaybe<Array<OceanExportOrderTransportLineInput>>;
  /** 派送日期 (YYYY-MM-DD) */
  deliveryDate?: InputMaybe<Scalars['Date']['input']>;
};

/** An ocean export shipment order (海运出口); REST tbSeaTransportExport. Its list and writes need the /action/oceanexport page */
export type OceanExportOrder = Order & {
  __typename?: 'OceanExportOrder';
  /** 实际到港日期 (YYYY-MM-DD) */
  actualArriveDate?: Maybe<Scalars['Date']['output']>;
  /** 实际内部类型 (a code of dictionary category NBLX) */
  actualInternalTypeId?: Maybe<CodeName>;
  /** 实际开船日期 (YYYY-MM-DD) */
  actualSailingDate?: Maybe<Scalars['Date']['output']>;
  /** 实际运输条款 (a code of dictionary category YSTK) */
  actualShippingTermsId?: Maybe<CodeName>;
  /** 应付状态 (at most 1 character; set by the server) */
  apStatus?: Maybe<Scalars['String']['output']>;
  /** 应收状态 (at most 1 character; set by the server) */
  arStatus?: Maybe<Scalars['String']['output']>;
  /** 预计到港日期 (YYYY-MM-DD) */
  arrivalDate?: Maybe<Scalars['Date']['output']>;
  /** 提单日期 (YYYY-MM-DD) */
  billOfLadingDate?: Maybe<Scalars['Date']['output']>;
  /** 提单要求 (at most 500 characters) */
  billOfLadingRequirements?: Maybe<Scalars['String']['output']>;
  /** 订舱代理: the Supplier record; null when none */
  bookingAgent?: Maybe<Supplier>;
  /** 订舱代理 (the id of a Supplier) */
  bookingAgentId?: Maybe<Scalars['ID']['output']>;
  /** 订舱代理: the name, as shown; null when none */
  bookingAgentName?: Maybe<Scalars['String']['output']>;
  /** 箱型箱量 */
  boxList: Array<OceanExportOrderBox>;
  /** 商检查验日期 (YYYY-MM-DD) */
  businessInspectionDate?: Maybe<Scalars['Date']['output']>;
  /** 商检查验备注 (at most 500 characters) */
  businessInspectionRemark?: Maybe<Scalars['String']['output']>;
  /** 货物属性 (a code of dictionary category HWSX) */
  cargoAttributeId?: Maybe<CodeName>;
  /** 计费重量 (up to 3 decimal places; at least 0) */
  chargeableWeight?: Maybe<Scalars['Decimal']['output']>;
  /** 中文品名 (at most 200 characters) */
  chineseName?: Maybe<Scalars['String']['output']>;
  /** 报关单 */
  clearanceList: Array<OceanExportOrderClearance>;
  /** 客户: the Client record; null when none */
  client?: Maybe<Client>;
  /** 客户 (required; the id of a Client) */
  clientId?: Maybe<Scalars['ID']['output']>;
  /** 客户: the name, as shown; null when none */
  clientName?: Maybe<Scalars['String']['output']>;
  /** 派送车队 */
  companyList: Array<OceanExportOrderTransportLine>;
  /** 联系人 (at most 50 characters) */
  contact?: Maybe<Scalars['String']['output']>;
  /** 客户联系人编号 (at least 1) */
  contactId?: Maybe<Scalars['Int']['output']>;
  /** 联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  contactPhone?: Maybe<Scalars['String']['output']>;
  /** 合同号 (at most 50 characters) */
  contractReferenceNo?: Maybe<Scalars['String']['output']>;
  /** 创建日期 (YYYY-MM-DD; set by the server) */
  createDate?: Maybe<Scalars['Date']['output']>;
  /** 客服 (the id of a user) */
  csrId?: Maybe<Scalars['ID']['output']>;
  /** 客服: the name, as shown; null when none */
  csrName?: Maybe<Scalars['String']['output']>;
  /** Position of the order step in nodes (the progress bar) */
  currentNodeIndex: Scalars['Int']['output'];
  /** 报关行: the Supplier record; null when none */
  customsBroker?: Maybe<Supplier>;
  /** 报关行邮箱 (at most 100 characters; pattern email ^[^\s@]+@[^\s@]+\.[^\s@]+$) */
  customsBrokerContactEmail?: Maybe<Scalars['String']['output']>;
  /** 报关行联系人编号 (at least 1) */
  customsBrokerContactId?: Maybe<Scalars['Int']['output']>;
  /** 报关行联系人 (at most 50 characters) */
  customsBrokerContactName?: Maybe<Scalars['String']['output']>;
  /** 报关行联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  customsBrokerContactTel?: Maybe<Scalars['String']['output']>;
  /** 报关行 (the id of a Supplier) */
  customsBrokerId?: Maybe<Scalars['ID']['output']>;
  /** 报关行: the name, as shown; null when none */
  customsBrokerName?: Maybe<Scalars['String']['output']>;
  /** 报关日期 (YYYY-MM-DD) */
  customsClearanceDate?: Maybe<Scalars['Date']['output']>;
  /** 报关备注 (at most 500 characters) */
  customsClearanceRemark?: Maybe<Scalars['String']['output']>;
  /** 报关单号 (at most 18 characters; pattern digits ^\d*$) */
  customsCode?: Maybe<Scalars['String']['output']>;
  /** 海关查验日期 (YYYY-MM-DD) */
  customsInspectionDate?: Maybe<Scalars['Date']['output']>;
  /** 海关查验备注 (at most 500 characters) */
  customsInspectionRemark?: Maybe<Scalars['String']['output']>;
  /** 派送日期 (YYYY-MM-DD) */
  deliveryDate?: Maybe<Scalars['Date']['output']>;
  /** 贸易条款 (a code of dictionary category MYFS) */
  deliveryTermsId?: Maybe<CodeName>;
  /** 起运港: the Seaport record; null when none */
  departurePort?: Maybe<Seaport>;
  /** 起运港: the record's code; null when none */
  departurePortCode?: Maybe<Scalars['String']['output']>;
  /** 起运港 (required; the id of a Seaport) */
  departurePortId?: Maybe<Scalars['ID']['output']>;
  /** 起运港: the name, as shown; null when none */
  departurePortName?: Maybe<Scalars['String']['output']>;
  /** 目的港: the Seaport record; null when none */
  destinationPort?: Maybe<Seaport>;
  /** 目的港: the record's code; null when none */
  destinationPortCode?: Maybe<Scalars['String']['output']>;
  /** 目的港 (required; the id of a Seaport) */
  destinationPortId?: Maybe<Scalars['ID']['output']>;
  /** 目的港: the name, as shown; null when none */
  destinationPortName?: Maybe<Scalars['String']['output']>;
  /** Codes of the nodes saved so far */
  doneNodes: Array<Scalars['String']['output']>;
  /** False once cancelled or completed: node saves are refused */
  editable: Scalars['Boolean']['output'];
  /** 英文品名 (at most 200 characters) */
  englishName?: Maybe<Scalars['String']['output']>;
  /** 进仓编号 (at most 50 characters) */
  entryNumber?: Maybe<Scalars['String']['output']>;
  /** 预计毛重(KGS) (up to 3 decimal places; at least 0) */
  estimatedGrossWeight?: Maybe<Scalars['Decimal']['output']>;
  /** 预计件数 (at least 0; at most 99999999) */
  estimatedPiecesNumber?: Maybe<Scalars['Int']['output']>;
  /** 预计开船日期 (YYYY-MM-DD) */
  estimatedSailingDate?: Maybe<Scalars['Date']['output']>;
  /** 预计体积(CBM) (up to 3 decimal places; at least 0) */
  estimatedVolume?: Maybe<Scalars['Decimal']['output']>;
  /** The order's fees and totals (fees module; the same one call as orderFees) */
  fees: OrderFees;
  /** The order's attached files, every node (files module, tbFile/listAll by orderCode): one call, so the order page asks one query */
  files: Array<StoredFile>;
  /** HBL号 (at most 50 characters) */
  hblNo?: Maybe<Scalars['String']['output']>;
  /** Who changed which field of the record, from what to what, and when: newest first (历史). */
  history: HistoryPage;
  /** The order id */
  id: Scalars['ID']['output'];
  /** 截关日期 (YYYY-MM-DD) */
  interceptionDate?: Maybe<Scalars['Date']['output']>;
  /** 内部类型 (a code of dictionary category NBLX) */
  internalTypeId?: Maybe<CodeName>;
  /** 需出提单 */
  isBillOfLading: Scalars['Boolean']['output'];
  /** 商检查验 */
  isBusinessInspection: Scalars['Boolean']['output'];
  /** 海关查验 */
  isCustomsInspection: Scalars['Boolean']['output'];
  /** 需派送 */
  isDelivery: Scalars['Boolean']['output'];
  /** 草稿 */
  isDraft: Scalars['Boolean']['output'];
  /** 主单号 (at most 50 characters) */
  mainOrderNumber?: Maybe<Scalars['String']['output']>;
  /** MBL号 (at most 50 characters) */
  mblNo?: Maybe<Scalars['String']['output']>;
  /** The workflow nodes of the type (node dictionary order), with progress and whether the signed-in user operates each */
  nodes: Array<OrderNodeProgress>;
  /** 通知人: the Address record; null when none */
  notifier?: Maybe<Address>;
  /** 通知人 (the id of an Address) */
  notifierId?: Maybe<Scalars['ID']['output']>;
  /** 通知人: the name, as shown; null when none */
  notifierName?: Maybe<Scalars['String']['output']>;
  /** 开舱日期 (YYYY-MM-DD) */
  openingDate?: Maybe<Scalars['Date']['output']>;
  /** 操作状态 (a code of dictionary category CZZT; set by the server) */
  operationStatus?: Maybe<CodeName>;
  /** 经营单位: the Client record; null when none */
  operationUnits?: Maybe<Client>;
  /** 经营单位 (the id of a Client) */
  operationUnitsId?: Maybe<Scalars['ID']['output']>;
  /** 经营单位: the name, as shown; null when none */
  operationUnitsName?: Maybe<Scalars['String']['output']>;
  /** 订单号 (at most 20 characters; set by the server) */
  orderCode?: Maybe<Scalars['String']['output']>;
  /** 分单号 (at most 50 characters) */
  orderNumber?: Maybe<Scalars['String']['output']>;
  /** 订单备注 (at most 1000 characters) */
  orderRemark?: Maybe<Scalars['String']['output']>;
  /** The order's type: OCEAN_EXPORT (海运出口) */
  orderType: OrderType;
  /** The organisation the order belongs to */
  orgId: Scalars['ID']['output'];
  /** 海外代理 (at most 100 characters) */
  overseasAgent?: Maybe<Scalars['String']['output']>;
  /** 包装种类 (a code of dictionary category BZ) */
  packageId?: Maybe<CodeName>;
  /** 港区 (a code of dictionary category GQ) */
  portAreaId?: Maybe<CodeName>;
  /** 收货人: the Address record; null when none */
  receiver?: Maybe<Address>;
  /** 收货人 (the id of an Address) */
  receiverId?: Maybe<Scalars['ID']['output']>;
  /** 收货人: the name, as shown; null when none */
  receiverName?: Maybe<Scalars['String']['output']>;
  /** 放行备注 (at most 500 characters) */
  releaseRemark?: Maybe<Scalars['String']['output']>;
  /** 航线: the Route record; null when none */
  route?: Maybe<Route>;
  /** 航线 (the id of a Route) */
  routeId?: Maybe<Scalars['ID']['output']>;
  /** 航线: the name, as shown; null when none */
  routeName?: Maybe<Scalars['String']['output']>;
  /** 销售 (the id of a user) */
  salesId?: Maybe<Scalars['ID']['output']>;
  /** 销售: the name, as shown; null when none */
  salesName?: Maybe<Scalars['String']['output']>;
  /** 发货人: the Address record; null when none */
  sender?: Maybe<Address>;
  /** 发货人 (the id of an Address) */
  senderId?: Maybe<Scalars['ID']['output']>;
  /** 发货人: the name, as shown; null when none */
  senderName?: Maybe<Scalars['String']['output']>;
  /** 船公司: the Supplier record; null when none */
  shippingCompany?: Maybe<Supplier>;
  /** 船公司 (the id of a Supplier) */
  shippingCompanyId?: Maybe<Scalars['ID']['output']>;
  /** 船公司: the name, as shown; null when none */
  shippingCompanyName?: Maybe<Scalars['String']['output']>;
  /** 运费条款 (a code of dictionary category YFTK) */
  shippingFeeTermsId?: Maybe<CodeName>;
  /** 作业方式 (required; a code of dictionary category ZYFS) */
  shippingModeId?: Maybe<CodeName>;
  /** 运输条款 (a code of dictionary category YSTK) */
  shippingTermsId?: Maybe<CodeName>;
  /** 订单状态 (a code of dictionary category HC_DDZT; set by the server) */
  status?: Maybe<CodeName>;
  /** 当前节点 (a code of dictionary category HYCK; set by the server) */
  step?: Maybe<CodeName>;
  /** The order's receivable, payable and profit in CNY (元), as the fee summary keeps them (利润 report) */
  totals: OrderTotals;
  /** 转关报关行: the Supplier record; null when none */
  transferBroker?: Maybe<Supplier>;
  /** 转关邮箱 (at most 100 characters; pattern email ^[^\s@]+@[^\s@]+\.[^\s@]+$) */
  transferBrokerContactEmail?: Maybe<Scalars['String']['output']>;
  /** 转关联系人编号 (at least 1) */
  transferBrokerContactId?: Maybe<Scalars['Int']['output']>;
  /** 转关联系人 (at most 50 characters) */
  transferBrokerContactName?: Maybe<Scalars['String']['output']>;
  /** 转关联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  transferBrokerContactTel?: Maybe<Scalars['String']['output']>;
  /** 转关报关行 (the id of a Supplier) */
  transferBrokerId?: Maybe<Scalars['ID']['output']>;
  /** 转关报关行: the name, as shown; null when none */
  transferBrokerName?: Maybe<Scalars['String']['output']>;
  /** 中转港: the Seaport record; null when none */
  transitPort?: Maybe<Seaport>;
  /** 中转港: the record's code; null when none */
  transitPortCode?: Maybe<Scalars['String']['output']>;
  /** 中转港 (the id of a Seaport) */
  transitPortId?: Maybe<Scalars['ID']['output']>;
  /** 中转港: the name, as shown; null when none */
  transitPortName?: Maybe<Scalars['String']['output']>;
  /** Moves with every change of the order: a node save sends it back as expectedVersion */
  version: Scalars['Int']['output'];
  /** 船名航次 (at most 100 characters) */
  vesselVoyage?: Maybe<Scalars['String']['output']>;
};


/** An ocean export shipment order (海运出口); REST tbSeaTransportExport. Its list and writes need the /action/oceanexport page */
export type OceanExportOrderHistoryArgs = {
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** 箱型箱量 of a OceanExportOrder */
export type OceanExportOrderBox = {
  __typename?: 'OceanExportOrderBox';
  /** 箱量 (required; at least 1; at most 999) */
  boxNumber?: Maybe<Scalars['Int']['output']>;
  /** 箱型 (required; a code of dictionary category XX) */
  boxType?: Maybe<CodeName>;
  /** The row id */
  id: Scalars['ID']['output'];
  /** Position of the row in its list, from 1 */
  sortId: Scalars['Int']['output'];
};

/** 箱型箱量 row */
export type OceanExportOrderBoxInput = {
  /** 箱量 (required; at least 1; at most 999) */
  boxNumber?: InputMaybe<Scalars['Int']['input']>;
  /** 箱型 (required; a code of dictionary category XX) */
  boxType?: InputMaybe<Scalars['String']['input']>;
};

/** 报关单 of a OceanExportOrder */
export type OceanExportOrderClearance = {
  __typename?: 'OceanExportOrderClearance';
  /** 申报日期 (YYYY-MM-DD) */
  declarationDate?: Maybe<Scalars['Date']['output']>;
  /** 报关单号 (required; at most 18 characters; pattern digits ^\d*$) */
  declarationNo?: Maybe<Scalars['String']['output']>;
  /** 毛重(KGS) (up to 3 decimal places; at least 0) */
  grossWeight?: Maybe<Scalars['Decimal']['output']>;
  /** The row id */
  id: Scalars['ID']['output'];
  /** 件数 (at least 0; at most 99999999) */
  piecesNumber?: Maybe<Scalars['Int']['output']>;
  /** 放行日期 (YYYY-MM-DD) */
  releaseDate?: Maybe<Scalars['Date']['output']>;
  /** 备注 (at most 500 characters) */
  remark?: Maybe<Scalars['String']['output']>;
  /** Position of the row in its list, from 1 */
  sortId: Scalars['Int']['output'];
};

/** 报关单 row */
export type OceanExportOrderClearanceInput = {
  /** 申报日期 (YYYY-MM-DD) */
  declarationDate?: InputMaybe<Scalars['Date']['input']>;
  /** 报关单号 (required; at most 18 characters; pattern digits ^\d*$) */
  declarationNo?: InputMaybe<Scalars['String']['input']>;
  /** 毛重(KGS) (up to 3 decimal places; at least 0) */
  grossWeight?: InputMaybe<Scalars['Decimal']['input']>;
  /** 件数 (at least 0; at most 99999999) */
  piecesNumber?: InputMaybe<Scalars['Int']['input']>;
  /** 放行日期 (YYYY-MM-DD) */
  releaseDate?: InputMaybe<Scalars['Date']['input']>;
  /** 备注 (at most 500 characters) */
  remark?: InputMaybe<Scalars['String']['input']>;
};

/** Search of 海运出口 orders */
export type OceanExportOrderFilter = {
  /** 客户: equals the id of a Client */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** 创建日期: on or after (inclusive), YYYY-MM-DD */
  createDateBegin?: InputMaybe<Scalars['Date']['input']>;
  /** 创建日期: on or before (inclusive), YYYY-MM-DD */
  createDateEnd?: InputMaybe<Scalars['Date']['input']>;
  /** 客服: equals the id of a user */
  csrId?: InputMaybe<Scalars['ID']['input']>;
  /** 起运港: equals the id of a Seaport */
  departurePortId?: InputMaybe<Scalars['ID']['input']>;
  /** Default true (order-by flag 1) */
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  /** 目的港: equals the id of a Seaport */
  destinationPortId?: InputMaybe<Scalars['ID']['input']>;
  /** 预计开船日期: on or after (inclusive), YYYY-MM-DD */
  estimatedSailingDateBegin?: InputMaybe<Scalars['Date']['input']>;
  /** 预计开船日期: on or before (inclusive), YYYY-MM-DD */
  estimatedSailingDateEnd?: InputMaybe<Scalars['Date']['input']>;
  /** HBL号: contains the text (case-insensitive) */
  hblNo?: InputMaybe<Scalars['String']['input']>;
  /** MBL号: contains the text (case-insensitive) */
  mblNo?: InputMaybe<Scalars['String']['input']>;
  /** 操作状态: equals a code of dictionary category CZZT */
  operationStatus?: InputMaybe<Scalars['String']['input']>;
  /** 订单号: contains the text (case-insensitive) */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** Only these orders (a selection of the list) */
  orderCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** 销售: equals the id of a user */
  salesId?: InputMaybe<Scalars['ID']['input']>;
  /** A list column to sort by; default orderCode */
  sortField?: InputMaybe<Scalars['String']['input']>;
  /** 订单状态: equals a code of dictionary category HC_DDZT */
  status?: InputMaybe<Scalars['String']['input']>;
};

/** A page of 海运出口 orders */
export type OceanExportOrderPage = {
  __typename?: 'OceanExportOrderPage';
  /** The rows of this page */
  items: Array<OceanExportOrder>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** 派送车队 of a OceanExportOrder */
export type OceanExportOrderTransportLine = {
  __typename?: 'OceanExportOrderTransportLine';
  /** 装箱日期 (YYYY-MM-DD) */
  boxDate?: Maybe<Scalars['Date']['output']>;
  /** 车队联系人编号 (at least 1) */
  contactId?: Maybe<Scalars['Int']['output']>;
  /** 车队联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  contactPhone?: Maybe<Scalars['String']['output']>;
  /** 集装箱 */
  containers: Array<OceanExportContainer>;
  /** 送货日期 (YYYY-MM-DD) */
  deliveryDate?: Maybe<Scalars['Date']['output']>;
  /** 送货地址: the TransportAddress record; null when none */
  destination?: Maybe<TransportAddress>;
  /** 送货地址 (required; the id of a TransportAddress) */
  destinationId?: Maybe<Scalars['ID']['output']>;
  /** 送货地址: the name, as shown; null when none */
  destinationName?: Maybe<Scalars['String']['output']>;
  /** The row id */
  id: Scalars['ID']['output'];
  /** The order the row belongs to: The order number (订单编号): HYCK, the year and month (YYYYMM) and a monthly sequence, e.g. HYCK2026030001 */
  orderCode: Scalars['String']['output'];
  /** 提货日期 (YYYY-MM-DD) */
  pickupDate?: Maybe<Scalars['Date']['output']>;
  /** 件数 (at least 0; at most 99999999) */
  piecesNumber?: Maybe<Scalars['Int']['output']>;
  /** 备注 (at most 500 characters) */
  remark?: Maybe<Scalars['String']['output']>;
  /** Position of the row in its list, from 1 */
  sortId: Scalars['Int']['output'];
  /** 装货地址: the TransportAddress record; null when none */
  storeAddress?: Maybe<TransportAddress>;
  /** 装货地址 (the id of a TransportAddress) */
  storeAddressId?: Maybe<Scalars['ID']['output']>;
  /** 装货地址: the name, as shown; null when none */
  storeAddressName?: Maybe<Scalars['String']['output']>;
  /** 车队: the Supplier record; null when none */
  transportCompany?: Maybe<Supplier>;
  /** 车队 (required; the id of a Supplier) */
  transportCompanyId?: Maybe<Scalars['ID']['output']>;
  /** 车队: the name, as shown; null when none */
  transportCompanyName?: Maybe<Scalars['String']['output']>;
  /** 运输要求 (at most 500 characters) */
  transportationRequirements?: Maybe<Scalars['String']['output']>;
  /** 车辆 */
  vehicles: Array<OceanExportVehicle>;
  /** Moves with every change of the row: its update or delete sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};

/** 派送车队 row */
export type OceanExportOrderTransportLineInput = {
  /** 装箱日期 (YYYY-MM-DD) */
  boxDate?: InputMaybe<Scalars['Date']['input']>;
  /** 车队联系人编号 (at least 1) */
  contactId?: InputMaybe<Scalars['Int']['input']>;
  /** 车队联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  contactPhone?: InputMaybe<Scalars['String']['input']>;
  /** 集装箱 */
  containers?: InputMaybe<Array<OceanExportContainerInput>>;
  /** 送货日期 (YYYY-MM-DD) */
  deliveryDate?: InputMaybe<Scalars['Date']['input']>;
  /** 送货地址 (required; the id of a TransportAddress) */
  destinationId?: InputMaybe<Scalars['ID']['input']>;
  /** 提货日期 (YYYY-MM-DD) */
  pickupDate?: InputMaybe<Scalars['Date']['input']>;
  /** 件数 (at least 0; at most 99999999) */
  piecesNumber?: InputMaybe<Scalars['Int']['input']>;
  /** 备注 (at most 500 characters) */
  remark?: InputMaybe<Scalars['String']['input']>;
  /** 装货地址 (the id of a TransportAddress) */
  storeAddressId?: InputMaybe<Scalars['ID']['input']>;
  /** 车队 (required; the id of a Supplier) */
  transportCompanyId?: InputMaybe<Scalars['ID']['input']>;
  /** 运输要求 (at most 500 characters) */
  transportationRequirements?: InputMaybe<Scalars['String']['input']>;
  /** 车辆 */
  vehicles?: InputMaybe<Array<OceanExportVehicleInput>>;
};

/** The 放行 node's own fields (REST updateFX); omitted fields stay, null clears */
export type OceanExportReleaseInput = {
  /** 商检查验日期 (YYYY-MM-DD) */
  businessInspectionDate?: InputMaybe<Scalars['Date']['input']>;
  /** 商检查验备注 (at most 500 characters) */
  businessInspectionRemark?: InputMaybe<Scalars['String']['input']>;
  /** 海关查验日期 (YYYY-MM-DD) */
  customsInspectionDate?: InputMaybe<Scalars['Date']['input']>;
  /** 海关查验备注 (at most 500 characters) */
  customsInspectionRemark?: InputMaybe<Scalars['String']['input']>;
  /** 商检查验 */
  isBusinessInspection?: InputMaybe<Scalars['Boolean']['input']>;
  /** 海关查验 */
  isCustomsInspection?: InputMaybe<Scalars['Boolean']['input']>;
  /** 放行备注 (at most 500 characters) */
  releaseRemark?: InputMaybe<Scalars['String']['input']>;
};

/** The 订舱 node's own fields (REST updateDC); omitted fields stay, null clears */
export type OceanExportSpaceBookingInput = {
  /** 预计到港日期 (YYYY-MM-DD) */
  arrivalDate?: InputMaybe<Scalars['Date']['input']>;
  /** 进仓编号 (at most 50 characters) */
  entryNumber?: InputMaybe<Scalars['String']['input']>;
  /** HBL号 (at most 50 characters) */
  hblNo?: InputMaybe<Scalars['String']['input']>;
  /** 截关日期 (YYYY-MM-DD) */
  interceptionDate?: InputMaybe<Scalars['Date']['input']>;
  /** 主单号 (at most 50 characters) */
  mainOrderNumber?: InputMaybe<Scalars['String']['input']>;
  /** MBL号 (at most 50 characters) */
  mblNo?: InputMaybe<Scalars['String']['input']>;
  /** 开舱日期 (YYYY-MM-DD) */
  openingDate?: InputMaybe<Scalars['Date']['input']>;
  /** 分单号 (at most 50 characters) */
  orderNumber?: InputMaybe<Scalars['String']['input']>;
  /** 港区 (a code of dictionary category GQ) */
  portAreaId?: InputMaybe<Scalars['String']['input']>;
  /** 船名航次 (at most 100 characters) */
  vesselVoyage?: InputMaybe<Scalars['String']['input']>;
};

/** 车辆 */
export type OceanExportVehicle = {
  __typename?: 'OceanExportVehicle';
  /** 司机 (at most 30 characters) */
  driverName?: Maybe<Scalars['String']['output']>;
  /** 司机电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  driverPhone?: Maybe<Scalars['String']['output']>;
  /** 车牌号 (at most 20 characters) */
  plateNumber?: Maybe<Scalars['String']['output']>;
  /** 车辆数 (at least 1; at most 99) */
  vehicleCount?: Maybe<Scalars['Int']['output']>;
  /** 车型 (required; a code of dictionary category CLLX) */
  vehicleType?: Maybe<CodeName>;
};

/** 车辆 row */
export type OceanExportVehicleInput = {
  /** 司机 (at most 30 characters) */
  driverName?: InputMaybe<Scalars['String']['input']>;
  /** 司机电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  driverPhone?: InputMaybe<Scalars['String']['input']>;
  /** 车牌号 (at most 20 characters) */
  plateNumber?: InputMaybe<Scalars['String']['input']>;
  /** 车辆数 (at least 1; at most 99) */
  vehicleCount?: InputMaybe<Scalars['Int']['input']>;
  /** 车型 (required; a code of dictionary category CLLX) */
  vehicleType?: InputMaybe<Scalars['String']['input']>;
};

/** The 托单 node's own fields (REST updateTuodan); omitted fields stay, null clears */
export type OceanImportBookingInput = {
  /** 预计到港日期 (YYYY-MM-DD) */
  arrivalDate?: InputMaybe<Scalars['Date']['input']>;
  /** 箱型箱量; when given, replaces the stored rows */
  boxList?: InputMaybe<Array<OceanImportOrderBoxInput>>;
  /** 货物属性 (a code of dictionary category HWSX) */
  cargoAttributeId?: InputMaybe<Scalars['String']['input']>;
  /** 中文品名 (at most 200 characters) */
  chineseName?: InputMaybe<Scalars['String']['input']>;
  /** 客户 (required; the id of a Client) */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** 联系人 (at most 50 characters) */
  contact?: InputMaybe<Scalars['String']['input']>;
  /** 客户联系人编号 (at least 1) */
  contactId?: InputMaybe<Scalars['Int']['input']>;
  /** 联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  contactPhone?: InputMaybe<Scalars['String']['input']>;
  /** 客服 (the id of a user) */
  csrId?: InputMaybe<Scalars['ID']['input']>;
  /** 贸易条款 (a code of dictionary category MYFS) */
  deliveryTermsId?: InputMaybe<Scalars['String']['input']>;
  /** 起运港 (required; the id of a Seaport) */
  departurePortId?: InputMaybe<Scalars['ID']['input']>;
  /** 目的港 (required; the id of a Seaport) */
  destinationPortId?: InputMaybe<Scalars['ID']['input']>;
  /** 英文品名 (at most 200 characters) */
  englishName?: InputMaybe<Scalars['String']['input']>;
  /** 毛重(KGS) (up to 3 decimal places; at least 0) */
  grossWeight?: InputMaybe<Scalars['Decimal']['input']>;
  /** HBL号 (at most 50 characters) */
  hblNo?: InputMaybe<Scalars['String']['input']>;
  /** 内部类型 (a code of dictionary category NBLX) */
  internalTypeId?: InputMaybe<Scalars['String']['input']>;
  /** 需配送 */
  isDelivery?: InputMaybe<Scalars['Boolean']['input']>;
  /** 草稿 */
  isDraft?: InputMaybe<Scalars['Boolean']['input']>;
  /** MBL号 (at most 50 characters) */
  mblNo?: InputMaybe<Scalars['String']['input']>;
  /** 净重(KGS) (up to 3 decimal places; at least 0) */
  netWeight?: InputMaybe<Scalars['Decimal']['input']>;
  /** 经营单位 (the id of a Client) */
  operationUnitsId?: InputMaybe<Scalars['ID']['input']>;
  /** 订单备注 (at most 1000 characters) */
  orderRemark?: InputMaybe<Scalars['String']['input']>;
  /** 海外代理 (at most 100 characters) */
  overseasAgent?: InputMaybe<Scalars['String']['input']>;
  /** 包装种类 (a code of dictionary category BZ) */
  packageId?: InputMaybe<Scalars['String']['input']>;
  /** 件数 (at least 0; at most 99999999) */
  piecesNumber?: InputMaybe<Scalars['Int']['input']>;
  /** 港区 (a code of dictionary category GQ) */
  poerArea?: InputMaybe<Scalars['String']['input']>;
  /** 境内收货人 (the id of an Address) */
  receiverId?: InputMaybe<Scalars['ID']['input']>;
  /** 航线 (the id of a Route) */
  routeId?: InputMaybe<Scalars['ID']['input']>;
  /** 销售 (the id of a user) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
  /** 境外发货人 (the id of an Address) */
  senderId?: InputMaybe<Scalars['ID']['input']>;
  /** 船公司 (the id of a Supplier) */
  shippingCompanyId?: InputMaybe<Scalars['ID']['input']>;
  /** 作业方式 (required; a code of dictionary category ZYFS) */
  shippingModeId?: InputMaybe<Scalars['String']['input']>;
  /** 中转港 (the id of a Seaport) */
  transitPortId?: InputMaybe<Scalars['ID']['input']>;
  /** 船名航次 (at most 100 characters) */
  vesselVoyage?: InputMaybe<Scalars['String']['input']>;
  /** 体积(CBM) (up to 3 decimal places; at least 0) */
  volume?: InputMaybe<Scalars['Decimal']['input']>;
};

/** 集装箱 */
export type OceanImportContainer = {
  __typename?: 'OceanImportContainer';
  /** 箱型 (required; a code of dictionary category XX) */
  boxType?: Maybe<CodeName>;
  /** 箱号 (at most 11 characters; pattern alnum ^[A-Za-z0-9]+$) */
  containerNo?: Maybe<Scalars['String']['output']>;
  /** 封号 (at most 30 characters) */
  sealNo?: Maybe<Scalars['String']['output']>;
};

/** 集装箱 row */
export type OceanImportContainerInput = {
  /** 箱型 (required; a code of dictionary category XX) */
  boxType?: InputMaybe<Scalars['String']['input']>;
  /** 箱号 (at most 11 characters; pattern alnum ^[A-Za-z0-9]+$) */
  containerNo?: InputMaybe<Scalars['String']['input']>;
  /** 封号 (at most 30 characters) */
  sealNo?: InputMaybe<Scalars['String']['input']>;
};

/** The 报关 node's own fields (REST updateBaoguan); omitted fields stay, null clears */
export type OceanImportCustomsInput = {
  /** AEO编码 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  aeoCode?: InputMaybe<Scalars['String']['input']>;
  /** 报关单; when given, replaces the stored rows */
  brokerList?: InputMaybe<Array<OceanImportOrderBrokerInput>>;
  /** 合同协议号 (at most 50 characters) */
  contractAgreementNo?: InputMaybe<Scalars['String']['input']>;
  /** 报关行联系人邮箱 (at most 100 characters; pattern email ^[^\s@]+@[^\s@]+\.[^\s@]+$) */
  customsBrokerContactEmail?: InputMaybe<Scalars['String']['input']>;
  /** 报关行联系人编号 (at least 1) */
  customsBrokerContactId?: InputMaybe<Scalars['Int']['input']>;
  /** 报关行联系人 (at most 50 characters) */
  customsBrokerContactName?: InputMaybe<Scalars['String']['input']>;
  /** 报关行联系人电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  customsBrokerContactTel?: InputMaybe<Scalars['String']['input']>;
  /** 报关行 (the id of a Supplier) */
  customsBrokerId?: InputMaybe<Scalars['ID']['input']>;
  /** 报关日期 (YYYY-MM-DD) */
  customsClearanceDate?: InputMaybe<Scalars['Date']['input']>;
  /** 报关备注 (at most 500 characters) */
  customsClearanceRemark?: InputMaybe<Scalars['String']['input']>;
  /** 申报口岸 (a code of dictionary category SBKA) */
  declarationPortId?: InputMaybe<Scalars['String']['input']>;
  /** 申报备注 (at most 500 characters) */
  declarationRemark?: InputMaybe<Scalars['String']['input']>;
  /** 启运国 (the id of a Country) */
  departureICountry?: InputMaybe<Scalars['ID']['input']>;
  /** 运费 (in the currency given by freightFeeCode (FYBZ, default 3 人民币); up to 2 decimal places; at least 0) */
  freightFee?: InputMaybe<Scalars['Decimal']['input']>;
  /** 运费币种 (a code of dictionary category FYBZ) */
  freightFeeCode?: InputMaybe<Scalars['String']['input']>;
  /** 商品; when given, replaces the stored rows */
  goodsList?: InputMaybe<Array<OceanImportOrderGoodsInput>>;
  /** 发票号 (at most 50 characters) */
  invoiceNo?: InputMaybe<Scalars['String']['input']>;
  /** 进境关别 (a code of dictionary category JCJGB) */
  jcjgbId?: InputMaybe<Scalars['String']['input']>;
  /** 唛头 (at most 500 characters) */
  markRemark?: InputMaybe<Scalars['String']['input']>;
  /** 杂费 (in the currency given by sundriesFeeCode (FYBZ, default 3 人民币); up to 2 decimal places; at least 0) */
  sundriesFee?: InputMaybe<Scalars['Decimal']['input']>;
  /** 杂费币种 (a code of dictionary category FYBZ) */
  sundriesFeeCode?: InputMaybe<Scalars['String']['input']>;
  /** 成交方式 (a code of dictionary category MYFS) */
  tradeTermsId?: InputMaybe<Scalars['String']['input']>;
  /** 贸易国 (the id of a Country) */
  tradingCountry?: InputMaybe<Scalars['ID']['input']>;
  /** 转关联系人邮箱 (at most 100 characters; pattern email ^[^\s@]+@[^\s@]+\.[^\s@]+$) */
  transferBrokerContactEmail?: InputMaybe<Scalars['String']['input']>;
  /** 转关联系人编号 (at least 1) */
  transferBrokerContactId?: InputMaybe<Scalars['Int']['input']>;
  /** 转关联系人 (at most 50 characters) */
  transferBrokerContactName?: InputMaybe<Scalars['String']['input']>;
  /** 转关联系人电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  transferBrokerContactTel?: InputMaybe<Scalars['String']['input']>;
  /** 转关报关行 (the id of a Supplier) */
  transferBrokerId?: InputMaybe<Scalars['ID']['input']>;
  /** 仓库地址 (a code of dictionary category CKDZ) */
  warehouseAddress?: InputMaybe<Scalars['String']['input']>;
};

/** The 配送 node's own fields (REST updatePeisong); omitted fields stay, null clears */
export type OceanImportDeliveryInput = {
  /** 派送车队; when given, replaces the stored rows */
  companyList?: InputMaybe<Array<OceanImportOrderTransportLineInput>>;
  /** 收货联系人 (at most 50 characters) */
  deliveryContact?: InputMaybe<Scalars['String']['input']>;
  /** 收货联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  deliveryContactPhone?: InputMaybe<Scalars['String']['input']>;
  /** 送货日期 (YYYY-MM-DD) */
  deliveryDate?: InputMaybe<Scalars['Date']['input']>;
  /** 送货方式 (a code of dictionary category SHFS) */
  deliveryMethodsId?: InputMaybe<Scalars['String']['input']>;
  /** 提货地址 (the id of a TransportAddress) */
  pickupAddressId?: InputMaybe<Scalars['ID']['input']>;
  /** 提货日期 (YYYY-MM-DD) */
  pickupDate?: InputMaybe<Scalars['Date']['input']>;
  /** 仓库地址 (the id of a TransportAddress) */
  storeAddressId?: InputMaybe<Scalars['ID']['input']>;
  /** 收货地址 (the id of a TransportAddress) */
  takeAddressId?: InputMaybe<Scalars['ID']['input']>;
  /** 总毛重(KGS) (up to 3 decimal places; at least 0) */
  totalGrossWeight?: InputMaybe<Scalars['Decimal']['input']>;
  /** 总件数 (at least 0; at most 99999999) */
  totalPiecesNumber?: InputMaybe<Scalars['Int']['input']>;
  /** 总体积(CBM) (up to 3 decimal places; at least 0) */
  totalVolume?: InputMaybe<Scalars['Decimal']['input']>;
  /** 运输要求 (at most 500 characters) */
  transportationRequirements?: InputMaybe<Scalars['String']['input']>;
  /** 车辆; when given, replaces the stored rows */
  vehicleList?: InputMaybe<Array<OceanImportOrderVehicleInput>>;
};

/** An ocean import shipment order (海运进口); REST tbSeaTransportImport. Its list and writes need the /action/oceanimport page */
export type OceanImportOrder = Order & {
  __typename?: 'OceanImportOrder';
  /** AEO编码 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  aeoCode?: Maybe<Scalars['String']['output']>;
  /** 应付状态 (at most 1 character; set by the server) */
  apStatus?: Maybe<Scalars['String']['output']>;
  /** 应收状态 (at most 1 character; set by the server) */
  arStatus?: Maybe<Scalars['String']['output']>;
  /** 预计到港日期 (YYYY-MM-DD) */
  arrivalDate?: Maybe<Scalars['Date']['output']>;
  /** 箱型箱量 */
  boxList: Array<OceanImportOrderBox>;
  /** 报关单 */
  brokerList: Array<OceanImportOrderBroker>;
  /** 商检查验日期 (YYYY-MM-DD) */
  businessInspectionDate?: Maybe<Scalars['Date']['output']>;
  /** 商检查验备注 (at most 500 characters) */
  businessInspectionRemark?: Maybe<Scalars['String']['output']>;
  /** 货物属性 (a code of dictionary category HWSX) */
  cargoAttributeId?: Maybe<CodeName>;
  /** 中文品名 (at most 200 characters) */
  chineseName?: Maybe<Scalars['String']['output']>;
  /** 客户: the Client record; null when none */
  client?: Maybe<Client>;
  /** 客户 (required; the id of a Client) */
  clientId?: Maybe<Scalars['ID']['output']>;
  /** 客户: the name, as shown; null when none */
  clientName?: Maybe<Scalars['String']['output']>;
  /** 派送车队 */
  companyList: Array<OceanImportOrderTransportLine>;
  /** 联系人 (at most 50 characters) */
  contact?: Maybe<Scalars['String']['output']>;
  /** 客户联系人编号 (at least 1) */
  contactId?: Maybe<Scalars['Int']['output']>;
  /** 联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  contactPhone?: Maybe<Scalars['String']['output']>;
  /** 合同协议号 (at most 50 characters) */
  contractAgreementNo?: Maybe<Scalars['String']['output']>;
  /** 创建日期 (YYYY-MM-DD; set by the server) */
  createDate?: Maybe<Scalars['Date']['output']>;
  /** 客服 (the id of a user) */
  csrId?: Maybe<Scalars['ID']['output']>;
  /** 客服: the name, as shown; null when none */
  csrName?: Maybe<Scalars['String']['output']>;
  /** Position of the order step in nodes (the progress bar) */
  currentNodeIndex: Scalars['Int']['output'];
  /** 报关行: the Supplier record; null when none */
  customsBroker?: Maybe<Supplier>;
  /** 报关行联系人邮箱 (at most 100 characters; pattern email ^[^\s@]+@[^\s@]+\.[^\s@]+$) */
  customsBrokerContactEmail?: Maybe<Scalars['String']['output']>;
  /** 报关行联系人编号 (at least 1) */
  customsBrokerContactId?: Maybe<Scalars['Int']['output']>;
  /** 报关行联系人 (at most 50 characters) */
  customsBrokerContactName?: Maybe<Scalars['String']['output']>;
  /** 报关行联系人电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  customsBrokerContactTel?: Maybe<Scalars['String']['output']>;
  /** 报关行 (the id of a Supplier) */
  customsBrokerId?: Maybe<Scalars['ID']['output']>;
  /** 报关行: the name, as shown; null when none */
  customsBrokerName?: Maybe<Scalars['String']['output']>;
  /** 报关日期 (YYYY-MM-DD) */
  customsClearanceDate?: Maybe<Scalars['Date']['output']>;
  /** 报关备注 (at most 500 characters) */
  customsClearanceRemark?: Maybe<Scalars['String']['output']>;
  /** 报关单号 (at most 18 characters; pattern digits ^\d*$) */
  customsCode?: Maybe<Scalars['String']['output']>;
  /** 海关查验日期 (YYYY-MM-DD) */
  customsInspectionDate?: Maybe<Scalars['Date']['output']>;
  /** 海关查验备注 (at most 500 characters) */
  customsInspectionRemark?: Maybe<Scalars['String']['output']>;
  /** 申报口岸 (a code of dictionary category SBKA) */
  declarationPortId?: Maybe<CodeName>;
  /** 申报备注 (at most 500 characters) */
  declarationRemark?: Maybe<Scalars['String']['output']>;
  /** 收货联系人 (at most 50 characters) */
  deliveryContact?: Maybe<Scalars['String']['output']>;
  /** 收货联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  deliveryContactPhone?: Maybe<Scalars['String']['output']>;
  /** 送货日期 (YYYY-MM-DD) */
  deliveryDate?: Maybe<Scalars['Date']['output']>;
  /** 送货方式 (a code of dictionary category SHFS) */
  deliveryMethodsId?: Maybe<CodeName>;
  /** 贸易条款 (a code of dictionary category MYFS) */
  deliveryTermsId?: Maybe<CodeName>;
  /** 启运国 (the id of a Country) */
  departureICountry?: Maybe<Scalars['ID']['output']>;
  /** 启运国: the record's code; null when none */
  departureICountryCode?: Maybe<Scalars['String']['output']>;
  /** 启运国: the name, as shown; null when none */
  departureICountryName?: Maybe<Scalars['String']['output']>;
  /** 启运国: the Country record; null when none */
  departureICountryRecord?: Maybe<Country>;
  /** 起运港: the Seaport record; null when none */
  departurePort?: Maybe<Seaport>;
  /** 起运港: the record's code; null when none */
  departurePortCode?: Maybe<Scalars['String']['output']>;
  /** 起运港 (required; the id of a Seaport) */
  departurePortId?: Maybe<Scalars['ID']['output']>;
  /** 起运港: the name, as shown; null when none */
  departurePortName?: Maybe<Scalars['String']['output']>;
  /** 目的港: the Seaport record; null when none */
  destinationPort?: Maybe<Seaport>;
  /** 目的港: the record's code; null when none */
  destinationPortCode?: Maybe<Scalars['String']['output']>;
  /** 目的港 (required; the id of a Seaport) */
  destinationPortId?: Maybe<Scalars['ID']['output']>;
  /** 目的港: the name, as shown; null when none */
  destinationPortName?: Maybe<Scalars['String']['output']>;
  /** Codes of the nodes saved so far */
  doneNodes: Array<Scalars['String']['output']>;
  /** 完税日期 (YYYY-MM-DD) */
  dutyPaidDate?: Maybe<Scalars['Date']['output']>;
  /** 完税备注 (at most 500 characters) */
  dutyPaidRemark?: Maybe<Scalars['String']['output']>;
  /** False once cancelled or completed: node saves are refused */
  editable: Scalars['Boolean']['output'];
  /** 英文品名 (at most 200 characters) */
  englishName?: Maybe<Scalars['String']['output']>;
  /** The order's fees and totals (fees module; the same one call as orderFees) */
  fees: OrderFees;
  /** The order's attached files, every node (files module, tbFile/listAll by orderCode): one call, so the order page asks one query */
  files: Array<StoredFile>;
  /** 运费 (in the currency given by freightFeeCode (FYBZ, default 3 人民币); up to 2 decimal places; at least 0) */
  freightFee?: Maybe<Scalars['Decimal']['output']>;
  /** 运费币种 (a code of dictionary category FYBZ) */
  freightFeeCode?: Maybe<CodeName>;
  /** 商品 */
  goodsList: Array<OceanImportOrderGoods>;
  /** 毛重(KGS) (up to 3 decimal places; at least 0) */
  grossWeight?: Maybe<Scalars['Decimal']['output']>;
  /** HBL号 (at most 50 characters) */
  hblNo?: Maybe<Scalars['String']['output']>;
  /** 卫生检疫日期 (YYYY-MM-DD) */
  healthInspectionDate?: Maybe<Scalars['Date']['output']>;
  /** 卫生检疫备注 (at most 500 characters) */
  healthInspectionRemark?: Maybe<Scalars['String']['output']>;
  /** Who changed which field of the record, from what to what, and when: newest first (历史). */
  history: HistoryPage;
  /** The order id */
  id: Scalars['ID']['output'];
  /** 内部类型 (a code of dictionary category NBLX) */
  internalTypeId?: Maybe<CodeName>;
  /** 发票号 (at most 50 characters) */
  invoiceNo?: Maybe<Scalars['String']['output']>;
  /** 商检查验 */
  isBusinessInspection: Scalars['Boolean']['output'];
  /** 海关查验 */
  isCustomsInspection: Scalars['Boolean']['output'];
  /** 需配送 */
  isDelivery: Scalars['Boolean']['output'];
  /** 草稿 */
  isDraft: Scalars['Boolean']['output'];
  /** 落箱 */
  isDropBox: Scalars['Boolean']['output'];
  /** 卫生检疫 */
  isHealthInspection: Scalars['Boolean']['output'];
  /** 邮政查验 */
  isPostInspection: Scalars['Boolean']['output'];
  /** 洋山还箱 */
  isYangshanReturningBox: Scalars['Boolean']['output'];
  /** 进境关别 (a code of dictionary category JCJGB) */
  jcjgbId?: Maybe<CodeName>;
  /** 唛头 (at most 500 characters) */
  markRemark?: Maybe<Scalars['String']['output']>;
  /** MBL号 (at most 50 characters) */
  mblNo?: Maybe<Scalars['String']['output']>;
  /** 净重(KGS) (up to 3 decimal places; at least 0) */
  netWeight?: Maybe<Scalars['Decimal']['output']>;
  /** The workflow nodes of the type (node dictionary order), with progress and whether the signed-in user operates each */
  nodes: Array<OrderNodeProgress>;
  /** 操作状态 (a code of dictionary category CZZT; set by the server) */
  operationStatus?: Maybe<CodeName>;
  /** 经营单位: the Client record; null when none */
  operationUnits?: Maybe<Client>;
  /** 经营单位 (the id of a Client) */
  operationUnitsId?: Maybe<Scalars['ID']['output']>;
  /** 经营单位: the name, as shown; null when none */
  operationUnitsName?: Maybe<Scalars['String']['output']>;
  /** 订单号 (at most 20 characters; set by the server) */
  orderCode?: Maybe<Scalars['String']['output']>;
  /** 订单备注 (at most 1000 characters) */
  orderRemark?: Maybe<Scalars['String']['output']>;
  /** The order's type: OCEAN_IMPORT (海运进口) */
  orderType: OrderType;
  /** The organisation the order belongs to */
  orgId: Scalars['ID']['output'];
  /** 海外代理 (at most 100 characters) */
  overseasAgent?: Maybe<Scalars['String']['output']>;
  /** 包装种类 (a code of dictionary category BZ) */
  packageId?: Maybe<CodeName>;
  /** 提货地址: the TransportAddress record; null when none */
  pickupAddress?: Maybe<TransportAddress>;
  /** 提货地址 (the id of a TransportAddress) */
  pickupAddressId?: Maybe<Scalars['ID']['output']>;
  /** 提货地址: the name, as shown; null when none */
  pickupAddressName?: Maybe<Scalars['String']['output']>;
  /** 提货日期 (YYYY-MM-DD) */
  pickupDate?: Maybe<Scalars['Date']['output']>;
  /** 件数 (at least 0; at most 99999999) */
  piecesNumber?: Maybe<Scalars['Int']['output']>;
  /** 港区 (a code of dictionary category GQ) */
  poerArea?: Maybe<CodeName>;
  /** 邮政查验日期 (YYYY-MM-DD) */
  postInspectionDate?: Maybe<Scalars['Date']['output']>;
  /** 邮政查验备注 (at most 500 characters) */
  postInspectionRemark?: Maybe<Scalars['String']['output']>;
  /** 境内收货人: the Address record; null when none */
  receiver?: Maybe<Address>;
  /** 境内收货人 (the id of an Address) */
  receiverId?: Maybe<Scalars['ID']['output']>;
  /** 境内收货人: the name, as shown; null when none */
  receiverName?: Maybe<Scalars['String']['output']>;
  /** 放行日期 (YYYY-MM-DD) */
  releaseDate?: Maybe<Scalars['Date']['output']>;
  /** 放行备注 (at most 500 characters) */
  releaseRemark?: Maybe<Scalars['String']['output']>;
  /** 航线: the Route record; null when none */
  route?: Maybe<Route>;
  /** 航线 (the id of a Route) */
  routeId?: Maybe<Scalars['ID']['output']>;
  /** 航线: the name, as shown; null when none */
  routeName?: Maybe<Scalars['String']['output']>;
  /** 销售 (the id of a user) */
  salesId?: Maybe<Scalars['ID']['output']>;
  /** 销售: the name, as shown; null when none */
  salesName?: Maybe<Scalars['String']['output']>;
  /** 境外发货人: the Address record; null when none */
  sender?: Maybe<Address>;
  /** 境外发货人 (the id of an Address) */
  senderId?: Maybe<Scalars['ID']['output']>;
  /** 境外发货人: the name, as shown; null when none */
  senderName?: Maybe<Scalars['String']['output']>;
  /** 运单编号 (at most 60 characters) */
  shipmentCode?: Maybe<Scalars['String']['output']>;
  /** 船公司: the Supplier record; null when none */
  shippingCompany?: Maybe<Supplier>;
  /** 船公司 (the id of a Supplier) */
  shippingCompanyId?: Maybe<Scalars['ID']['output']>;
  /** 船公司: the name, as shown; null when none */
  shippingCompanyName?: Maybe<Scalars['String']['output']>;
  /** 作业方式 (required; a code of dictionary category ZYFS) */
  shippingModeId?: Maybe<CodeName>;
  /** 订单状态 (a code of dictionary category HJ_DDZT; set by the server) */
  status?: Maybe<CodeName>;
  /** 当前节点 (a code of dictionary category HYJK; set by the server) */
  step?: Maybe<CodeName>;
  /** 仓库地址: the TransportAddress record; null when none */
  storeAddress?: Maybe<TransportAddress>;
  /** 仓库地址 (the id of a TransportAddress) */
  storeAddressId?: Maybe<Scalars['ID']['output']>;
  /** 仓库地址: the name, as shown; null when none */
  storeAddressName?: Maybe<Scalars['String']['output']>;
  /** 杂费 (in the currency given by sundriesFeeCode (FYBZ, default 3 人民币); up to 2 decimal places; at least 0) */
  sundriesFee?: Maybe<Scalars['Decimal']['output']>;
  /** 杂费币种 (a code of dictionary category FYBZ) */
  sundriesFeeCode?: Maybe<CodeName>;
  /** 收货地址: the TransportAddress record; null when none */
  takeAddress?: Maybe<TransportAddress>;
  /** 收货地址 (the id of a TransportAddress) */
  takeAddressId?: Maybe<Scalars['ID']['output']>;
  /** 收货地址: the name, as shown; null when none */
  takeAddressName?: Maybe<Scalars['String']['output']>;
  /** 总毛重(KGS) (up to 3 decimal places; at least 0) */
  totalGrossWeight?: Maybe<Scalars['Decimal']['output']>;
  /** 总件数 (at least 0; at most 99999999) */
  totalPiecesNumber?: Maybe<Scalars['Int']['output']>;
  /** 总体积(CBM) (up to 3 decimal places; at least 0) */
  totalVolume?: Maybe<Scalars['Decimal']['output']>;
  /** The order's receivable, payable and profit in CNY (元), as the fee summary keeps them (利润 report) */
  totals: OrderTotals;
  /** 成交方式 (a code of dictionary category MYFS) */
  tradeTermsId?: Maybe<CodeName>;
  /** 贸易国 (the id of a Country) */
  tradingCountry?: Maybe<Scalars['ID']['output']>;
  /** 贸易国: the record's code; null when none */
  tradingCountryCode?: Maybe<Scalars['String']['output']>;
  /** 贸易国: the name, as shown; null when none */
  tradingCountryName?: Maybe<Scalars['String']['output']>;
  /** 贸易国: the Country record; null when none */
  tradingCountryRecord?: Maybe<Country>;
  /** 转关报关行: the Supplier record; null when none */
  transferBroker?: Maybe<Supplier>;
  /** 转关联系人邮箱 (at most 100 characters; pattern email ^[^\s@]+@[^\s@]+\.[^\s@]+$) */
  transferBrokerContactEmail?: Maybe<Scalars['String']['output']>;
  /** 转关联系人编号 (at least 1) */
  transferBrokerContactId?: Maybe<Scalars['Int']['output']>;
  /** 转关联系人 (at most 50 characters) */
  transferBrokerContactName?: Maybe<Scalars['String']['output']>;
  /** 转关联系人电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  transferBrokerContactTel?: Maybe<Scalars['String']['output']>;
  /** 转关报关行 (the id of a Supplier) */
  transferBrokerId?: Maybe<Scalars['ID']['output']>;
  /** 转关报关行: the name, as shown; null when none */
  transferBrokerName?: Maybe<Scalars['String']['output']>;
  /** 中转港: the Seaport record; null when none */
  transitPort?: Maybe<Seaport>;
  /** 中转港: the record's code; null when none */
  transitPortCode?: Maybe<Scalars['String']['output']>;
  /** 中转港 (the id of a Seaport) */
  transitPortId?: Maybe<Scalars['ID']['output']>;
  /** 中转港: the name, as shown; null when none */
  transitPortName?: Maybe<Scalars['String']['output']>;
  /** 运输要求 (at most 500 characters) */
  transportationRequirements?: Maybe<Scalars['String']['output']>;
  /** 车辆 */
  vehicleList: Array<OceanImportOrderVehicle>;
  /** Moves with every change of the order: a node save sends it back as expectedVersion */
  version: Scalars['Int']['output'];
  /** 船名航次 (at most 100 characters) */
  vesselVoyage?: Maybe<Scalars['String']['output']>;
  /** 体积(CBM) (up to 3 decimal places; at least 0) */
  volume?: Maybe<Scalars['Decimal']['output']>;
  /** 仓库地址 (a code of dictionary category CKDZ) */
  warehouseAddress?: Maybe<CodeName>;
};


/** An ocean import shipment order (海运进口); REST tbSeaTransportImport. Its list and writes need the /action/oceanimport page */
export type OceanImportOrderHistoryArgs = {
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** 箱型箱量 of a OceanImportOrder */
export type OceanImportOrderBox = {
  __typename?: 'OceanImportOrderBox';
  /** 箱量 (required; at least 1; at most 999) */
  boxNumber?: Maybe<Scalars['Int']['output']>;
  /** 箱型 (required; a code of dictionary category XX) */
  boxType?: Maybe<CodeName>;
  /** The row id */
  id: Scalars['ID']['output'];
  /** Position of the row in its list, from 1 */
  sortId: Scalars['Int']['output'];
};

/** 箱型箱量 row */
export type OceanImportOrderBoxInput = {
  /** 箱量 (required; at least 1; at most 999) */
  boxNumber?: InputMaybe<Scalars['Int']['input']>;
  /** 箱型 (required; a code of dictionary category XX) */
  boxType?: InputMaybe<Scalars['String']['input']>;
};

/** 报关单 of a OceanImportOrder */
export type OceanImportOrderBroker = {
  __typename?: 'OceanImportOrderBroker';
  /** 随附单证 (at most 200 characters) */
  commerceForms?: Maybe<Scalars['String']['output']>;
  /** 申报日期 (YYYY-MM-DD) */
  declarationDate?: Maybe<Scalars['Date']['output']>;
  /** The row id */
  id: Scalars['ID']['output'];
  /** 进口 */
  inOrOut: Scalars['Boolean']['output'];
  /** 价格影响确认 */
  isPriceImpactConfirmation: Scalars['Boolean']['output'];
  /** 价格影响确认: 是 or 否, as shown */
  isPriceImpactConfirmationName?: Maybe<Scalars['String']['output']>;
  /** 自报自缴 */
  isSelfReport: Scalars['Boolean']['output'];
  /** 自报自缴: 是 or 否, as shown */
  isSelfReportName?: Maybe<Scalars['String']['output']>;
  /** 特殊关系确认 */
  isSpecialRelationship: Scalars['Boolean']['output'];
  /** 特殊关系确认: 是 or 否, as shown */
  isSpecialRelationshipName?: Maybe<Scalars['String']['output']>;
  /** 支付特许权使用费确认 */
  isSpecialRoyalties: Scalars['Boolean']['output'];
  /** 支付特许权使用费确认: 是 or 否, as shown */
  isSpecialRoyaltiesName?: Maybe<Scalars['String']['output']>;
  /** 商品项数 (at most 10 characters; pattern digits ^\d*$) */
  productNumber?: Maybe<Scalars['String']['output']>;
  /** 退单日期 (YYYY-MM-DD) */
  refundDate?: Maybe<Scalars['Date']['output']>;
  /** 退客户日期 (YYYY-MM-DD) */
  returnCustomerDate?: Maybe<Scalars['Date']['output']>;
  /** 报关单号 (at most 18 characters; pattern digits ^\d*$) */
  singleNumber?: Maybe<Scalars['String']['output']>;
  /** Position of the row in its list, from 1 */
  sortId: Scalars['Int']['output'];
};

/** 报关单 row */
export type OceanImportOrderBrokerInput = {
  /** 随附单证 (at most 200 characters) */
  commerceForms?: InputMaybe<Scalars['String']['input']>;
  /** 申报日期 (YYYY-MM-DD) */
  declarationDate?: InputMaybe<Scalars['Date']['input']>;
  /** 进口 */
  inOrOut?: InputMaybe<Scalars['Boolean']['input']>;
  /** 价格影响确认 */
  isPriceImpactConfirmation?: InputMaybe<Scalars['Boolean']['input']>;
  /** 自报自缴 */
  isSelfReport?: InputMaybe<Scalars['Boolean']['input']>;
  /** 特殊关系确认 */
  isSpecialRelationship?: InputMaybe<Scalars['Boolean']['input']>;
  /** 支付特许权使用费确认 */
  isSpecialRoyalties?: InputMaybe<Scalars['Boolean']['input']>;
  /** 商品项数 (at most 10 characters; pattern digits ^\d*$) */
  productNumber?: InputMaybe<Scalars['String']['input']>;
  /** 退单日期 (YYYY-MM-DD) */
  refundDate?: InputMaybe<Scalars['Date']['input']>;
  /** 退客户日期 (YYYY-MM-DD) */
  returnCustomerDate?: InputMaybe<Scalars['Date']['input']>;
  /** 报关单号 (at most 18 characters; pattern digits ^\d*$) */
  singleNumber?: InputMaybe<Scalars['String']['input']>;
};

/** Search of 海运进口 orders */
export type OceanImportOrderFilter = {
  /** 预计到港日期: on or after (inclusive), YYYY-MM-DD */
  arrivalDateBegin?: InputMaybe<Scalars['Date']['input']>;
  /** 预计到港日期: on or before (inclusive), YYYY-MM-DD */
  arrivalDateEnd?: InputMaybe<Scalars['Date']['input']>;
  /** 客户: equals the id of a Client */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** 创建日期: on or after (inclusive), YYYY-MM-DD */
  createDateBegin?: InputMaybe<Scalars['Date']['input']>;
  /** 创建日期: on or before (inclusive), YYYY-MM-DD */
  createDateEnd?: InputMaybe<Scalars['Date']['input']>;
  /** 客服: equals the id of a user */
  csrId?: InputMaybe<Scalars['ID']['input']>;
  /** 报关单号: contains the text (case-insensitive) */
  customsCode?: InputMaybe<Scalars['String']['input']>;
  /** 起运港: equals the id of a Seaport */
  departurePortId?: InputMaybe<Scalars['ID']['input']>;
  /** Default true (order-by flag 1) */
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  /** 目的港: equals the id of a Seaport */
  destinationPortId?: InputMaybe<Scalars['ID']['input']>;
  /** HBL号: contains the text (case-insensitive) */
  hblNo?: InputMaybe<Scalars['String']['input']>;
  /** MBL号: contains the text (case-insensitive) */
  mblNo?: InputMaybe<Scalars['String']['input']>;
  /** 操作状态: equals a code of dictionary category CZZT */
  operationStatus?: InputMaybe<Scalars['String']['input']>;
  /** 订单号: contains the text (case-insensitive) */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** Only these orders (a selection of the list) */
  orderCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** 销售: equals the id of a user */
  salesId?: InputMaybe<Scalars['ID']['input']>;
  /** A list column to sort by; default orderCode */
  sortField?: InputMaybe<Scalars['String']['input']>;
  /** 订单状态: equals a code of dictionary category HJ_DDZT */
  status?: InputMaybe<Scalars['String']['input']>;
};

/** 商品 of a OceanImportOrder */
export type OceanImportOrderGoods = {
  __typename?: 'OceanImportOrderGoods';
  /** 中文品名 (at most 200 characters) */
  chineseName?: Maybe<Scalars['String']['output']>;
  /** 申报要素 (at most 1000 characters) */
  declarationElement?: Maybe<Scalars['String']['output']>;
  /** 规格明细 (at most 500 characters) */
  details?: Maybe<Scalars['String']['output']>;
  /** 境内目的地 (at most 100 characters) */
  domesticDestination?: Maybe<Scalars['String']['output']>;
  /** 征免方式 (a code of dictionary category ZMXZ) */
  exemption?: Maybe<CodeName>;
  /** 最终目的国 (the id of a Country) */
  finalDestinationCountry?: Maybe<Scalars['ID']['output']>;
  /** 最终目的国: the record's code; null when none */
  finalDestinationCountryCode?: Maybe<Scalars['String']['output']>;
  /** 最终目的国: the name, as shown; null when none */
  finalDestinationCountryName?: Maybe<Scalars['String']['output']>;
  /** 最终目的国: the Country record; null when none */
  finalDestinationCountryRecord?: Maybe<Country>;
  /** HS编码: the HsCode record; null when none */
  goods?: Maybe<HsCode>;
  /** HS编码 (required; the id of a HsCode) */
  goodsId?: Maybe<Scalars['ID']['output']>;
  /** HS编码: the name, as shown; null when none */
  goodsName?: Maybe<Scalars['String']['output']>;
  /** 商品编码 (at most 10 characters; pattern digits ^\d*$) */
  goodsNo?: Maybe<Scalars['String']['output']>;
  /** The row id */
  id: Scalars['ID']['output'];
  /** 标签内容 (at most 1000 characters) */
  labelContent?: Maybe<Scalars['String']['output']>;
  /** 原产国 (the id of a Country) */
  originCountry?: Maybe<Scalars['ID']['output']>;
  /** 原产国: the record's code; null when none */
  originCountryCode?: Maybe<Scalars['String']['output']>;
  /** 原产国: the name, as shown; null when none */
  originCountryName?: Maybe<Scalars['String']['output']>;
  /** 原产国: the Country record; null when none */
  originCountryRecord?: Maybe<Country>;
  /** Position of the row in its list, from 1 */
  sortId: Scalars['Int']['output'];
};

/** 商品 row */
export type OceanImportOrderGoodsInput = {
  /** 中文品名 (at most 200 characters) */
  chineseName?: InputMaybe<Scalars['String']['input']>;
  /** 申报要素 (at most 1000 characters) */
  declarationElement?: InputMaybe<Scalars['String']['input']>;
  /** 规格明细 (at most 500 characters) */
  details?: InputMaybe<Scalars['String']['input']>;
  /** 境内目的地 (at most 100 characters) */
  domesticDestination?: InputMaybe<Scalars['String']['input']>;
  /** 征免方式 (a code of dictionary category ZMXZ) */
  exemption?: InputMaybe<Scalars['String']['input']>;
  /** 最终目的国 (the id of a Country) */
  finalDestinationCountry?: InputMaybe<Scalars['ID']['input']>;
  /** HS编码 (required; the id of a HsCode) */
  goodsId?: InputMaybe<Scalars['ID']['input']>;
  /** 商品编码 (at most 10 characters; pattern digits ^\d*$) */
  goodsNo?: InputMaybe<Scalars['String']['input']>;
  /** 标签内容 (at most 1000 characters) */
  labelContent?: InputMaybe<Scalars['String']['input']>;
  /** 原产国 (the id of a Country) */
  originCountry?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of 海运进口 orders */
export type OceanImportOrderPage = {
  __typename?: 'OceanImportOrderPage';
  /** The rows of this page */
  items: Array<OceanImportOrder>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** 派送车队 of a OceanImportOrder */
export type OceanImportOrderTransportLine = {
  __typename?: 'OceanImportOrderTransportLine';
  /** 装箱日期 (YYYY-MM-DD) */
  boxDate?: Maybe<Scalars['Date']['output']>;
  /** 车队联系人编号 (at least 1) */
  contactId?: Maybe<Scalars['Int']['output']>;
  /** 车队联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  contactPhone?: Maybe<Scalars['String']['output']>;
  /** 集装箱 */
  containers: Array<OceanImportContainer>;
  /** 送货日期 (YYYY-MM-DD) */
  deliveryDate?: Maybe<Scalars['Date']['output']>;
  /** 送货地址: the TransportAddress record; null when none */
  destination?: Maybe<TransportAddress>;
  /** 送货地址 (required; the id of a TransportAddress) */
  destinationId?: Maybe<Scalars['ID']['output']>;
  /** 送货地址: the name, as shown; null when none */
  destinationName?: Maybe<Scalars['String']['output']>;
  /** The row id */
  id: Scalars['ID']['output'];
  /** The order the row belongs to: The order number (订单编号): HYJK, the year and month (YYYYMM) and a monthly sequence, e.g. HYJK2026030001 */
  orderCode: Scalars['String']['output'];
  /** 提货日期 (YYYY-MM-DD) */
  pickupDate?: Maybe<Scalars['Date']['output']>;
  /** 件数 (at least 0; at most 99999999) */
  piecesNumber?: Maybe<Scalars['Int']['output']>;
  /** 备注 (at most 500 characters) */
  remark?: Maybe<Scalars['String']['output']>;
  /** Position of the row in its list, from 1 */
  sortId: Scalars['Int']['output'];
  /** 装货地址: the TransportAddress record; null when none */
  storeAddress?: Maybe<TransportAddress>;
  /** 装货地址 (the id of a TransportAddress) */
  storeAddressId?: Maybe<Scalars['ID']['output']>;
  /** 装货地址: the name, as shown; null when none */
  storeAddressName?: Maybe<Scalars['String']['output']>;
  /** 车队: the Supplier record; null when none */
  transportCompany?: Maybe<Supplier>;
  /** 车队 (required; the id of a Supplier) */
  transportCompanyId?: Maybe<Scalars['ID']['output']>;
  /** 车队: the name, as shown; null when none */
  transportCompanyName?: Maybe<Scalars['String']['output']>;
  /** 运输要求 (at most 500 characters) */
  transportationRequirements?: Maybe<Scalars['String']['output']>;
  /** 车辆 */
  vehicles: Array<OceanImportVehicle>;
  /** Moves with every change of the row: its update or delete sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};

/** 派送车队 row */
export type OceanImportOrderTransportLineInput = {
  /** 装箱日期 (YYYY-MM-DD) */
  boxDate?: InputMaybe<Scalars['Date']['input']>;
  /** 车队联系人编号 (at least 1) */
  contactId?: InputMaybe<Scalars['Int']['input']>;
  /** 车队联系电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  contactPhone?: InputMaybe<Scalars['String']['input']>;
  /** 集装箱 */
  containers?: InputMaybe<Array<OceanImportContainerInput>>;
  /** 送货日期 (YYYY-MM-DD) */
  deliveryDate?: InputMaybe<Scalars['Date']['input']>;
  /** 送货地址 (required; the id of a TransportAddress) */
  destinationId?: InputMaybe<Scalars['ID']['input']>;
  /** 提货日期 (YYYY-MM-DD) */
  pickupDate?: InputMaybe<Scalars['Date']['input']>;
  /** 件数 (at least 0; at most 99999999) */
  piecesNumber?: InputMaybe<Scalars['Int']['input']>;
  /** 备注 (at most 500 characters) */
  remark?: InputMaybe<Scalars['String']['input']>;
  /** 装货地址 (the id of a TransportAddress) */
  storeAddressId?: InputMaybe<Scalars['ID']['input']>;
  /** 车队 (required; the id of a Supplier) */
  transportCompanyId?: InputMaybe<Scalars['ID']['input']>;
  /** 运输要求 (at most 500 characters) */
  transportationRequirements?: InputMaybe<Scalars['String']['input']>;
  /** 车辆 */
  vehicles?: InputMaybe<Array<OceanImportVehicleInput>>;
};

/** 车辆 of a OceanImportOrder */
export type OceanImportOrderVehicle = {
  __typename?: 'OceanImportOrderVehicle';
  /** 司机 (at most 30 characters) */
  driverName?: Maybe<Scalars['String']['output']>;
  /** 司机电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  driverPhone?: Maybe<Scalars['String']['output']>;
  /** The row id */
  id: Scalars['ID']['output'];
  /** 车牌号 (at most 20 characters) */
  plateNumber?: Maybe<Scalars['String']['output']>;
  /** Position of the row in its list, from 1 */
  sortId: Scalars['Int']['output'];
  /** 车辆数 (at least 1; at most 99) */
  vehicleCount?: Maybe<Scalars['Int']['output']>;
  /** 车辆要求 (required; a code of dictionary category CLYQ) */
  vehicleRequirement?: Maybe<CodeName>;
};

/** 车辆 row */
export type OceanImportOrderVehicleInput = {
  /** 司机 (at most 30 characters) */
  driverName?: InputMaybe<Scalars['String']['input']>;
  /** 司机电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  driverPhone?: InputMaybe<Scalars['String']['input']>;
  /** 车牌号 (at most 20 characters) */
  plateNumber?: InputMaybe<Scalars['String']['input']>;
  /** 车辆数 (at least 1; at most 99) */
  vehicleCount?: InputMaybe<Scalars['Int']['input']>;
  /** 车辆要求 (required; a code of dictionary category CLYQ) */
  vehicleRequirement?: InputMaybe<Scalars['String']['input']>;
};

/** The 放行 node's own fields (REST updateFangxing); omitted fields stay, null clears */
export type OceanImportReleaseInput = {
  /** 商检查验日期 (YYYY-MM-DD) */
  businessInspectionDate?: InputMaybe<Scalars['Date']['input']>;
  /** 商检查验备注 (at most 500 characters) */
  businessInspectionRemark?: InputMaybe<Scalars['String']['input']>;
  /** 海关查验日期 (YYYY-MM-DD) */
  customsInspectionDate?: InputMaybe<Scalars['Date']['input']>;
  /** 海关查验备注 (at most 500 characters) */
  customsInspectionRemark?: InputMaybe<Scalars['String']['input']>;
  /** 卫生检疫日期 (YYYY-MM-DD) */
  healthInspectionDate?: InputMaybe<Scalars['Date']['input']>;
  /** 卫生检疫备注 (at most 500 characters) */
  healthInspectionRemark?: InputMaybe<Scalars['String']['input']>;
  /** 商检查验 */
  isBusinessInspection?: InputMaybe<Scalars['Boolean']['input']>;
  /** 海关查验 */
  isCustomsInspection?: InputMaybe<Scalars['Boolean']['input']>;
  /** 落箱 */
  isDropBox?: InputMaybe<Scalars['Boolean']['input']>;
  /** 卫生检疫 */
  isHealthInspection?: InputMaybe<Scalars['Boolean']['input']>;
  /** 邮政查验 */
  isPostInspection?: InputMaybe<Scalars['Boolean']['input']>;
  /** 洋山还箱 */
  isYangshanReturningBox?: InputMaybe<Scalars['Boolean']['input']>;
  /** 邮政查验日期 (YYYY-MM-DD) */
  postInspectionDate?: InputMaybe<Scalars['Date']['input']>;
  /** 邮政查验备注 (at most 500 characters) */
  postInspectionRemark?: InputMaybe<Scalars['String']['input']>;
  /** 放行日期 (YYYY-MM-DD) */
  releaseDate?: InputMaybe<Scalars['Date']['input']>;
  /** 放行备注 (at most 500 characters) */
  releaseRemark?: InputMaybe<Scalars['String']['input']>;
};

/** The 完税 node's own fields (REST updateWanshui); omitted fields stay, null clears */
export type OceanImportTaxesInput = {
  /** 报关单号 (at most 18 characters; pattern digits ^\d*$) */
  customsCode?: InputMaybe<Scalars['String']['input']>;
  /** 完税日期 (YYYY-MM-DD) */
  dutyPaidDate?: InputMaybe<Scalars['Date']['input']>;
  /** 完税备注 (at most 500 characters) */
  dutyPaidRemark?: InputMaybe<Scalars['String']['input']>;
  /** 运单编号 (at most 60 characters) */
  shipmentCode?: InputMaybe<Scalars['String']['input']>;
};

/** 车辆 */
export type OceanImportVehicle = {
  __typename?: 'OceanImportVehicle';
  /** 司机 (at most 30 characters) */
  driverName?: Maybe<Scalars['String']['output']>;
  /** 司机电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  driverPhone?: Maybe<Scalars['String']['output']>;
  /** 车牌号 (at most 20 characters) */
  plateNumber?: Maybe<Scalars['String']['output']>;
  /** 车辆数 (at least 1; at most 99) */
  vehicleCount?: Maybe<Scalars['Int']['output']>;
  /** 车型 (required; a code of dictionary category CLLX) */
  vehicleType?: Maybe<CodeName>;
};

/** 车辆 row */
export type OceanImportVehicleInput = {
  /** 司机 (at most 30 characters) */
  driverName?: InputMaybe<Scalars['String']['input']>;
  /** 司机电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  driverPhone?: InputMaybe<Scalars['String']['input']>;
  /** 车牌号 (at most 20 characters) */
  plateNumber?: InputMaybe<Scalars['String']['input']>;
  /** 车辆数 (at least 1; at most 99) */
  vehicleCount?: InputMaybe<Scalars['Int']['input']>;
  /** 车型 (required; a code of dictionary category CLLX) */
  vehicleType?: InputMaybe<Scalars['String']['input']>;
};

/** An approved line of a settlement unit that still has an open amount. */
export type OpenFeeLine = {
  __typename?: 'OpenFeeLine';
  /** When the line was approved (ISO 8601) */
  approveDate?: Maybe<Scalars['DateTime']['output']>;
  /** The line's own currency (dictionary category FYBZ) */
  currency: CodeName;
  /** Invoice date, else approval day, plus the unit's account period */
  dueDate?: Maybe<Scalars['Date']['output']>;
  /** CNY for one unit of the line's currency, frozen on the line */
  exchangeRate: Scalars['Decimal']['output'];
  /** 费用代码 */
  feeCode: Scalars['String']['output'];
  /** 费用名称 */
  feeName: Scalars['String']['output'];
  /** AR-7 / AP-7 */
  id: Scalars['ID']['output'];
  /** 金额 in the line's own currency */
  money: Scalars['Decimal']['output'];
  /** The order's number (订单编号) */
  orderCode: Scalars['String']['output'];
  /** The order's shipping type (dictionary category ZYLX) */
  orderType: CodeName;
  /** money − writeOffMoney, in the line's currency */
  outstanding: Scalars['Decimal']['output'];
  /** The due date is before today (China) */
  overdue: Scalars['Boolean']['output'];
  /** Written off so far, in the line's currency; null when nothing */
  writeOffMoney?: Maybe<Scalars['Decimal']['output']>;
};

/** A page of a settlement unit's open lines (tbReceipt/pageOpenLines), with the sums over every page. */
export type OpenFeeLinePage = {
  __typename?: 'OpenFeeLinePage';
  /** The rows of this page, earliest due first */
  items: Array<OpenFeeLine>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
  /** Per currency (CNY first): the open amounts over all pages, never added across currencies */
  totals: Array<OpenLineTotal>;
};

/** The open amounts of a settlement unit's approved lines in one currency, over every page. */
export type OpenLineTotal = {
  __typename?: 'OpenLineTotal';
  /** Lines with an open amount in this currency */
  count: Scalars['Int']['output'];
  /** The currency (dictionary category FYBZ) */
  currency: CodeName;
  /** Sum of the lines' 金额, in this currency */
  money: Scalars['Decimal']['output'];
  /** money − writeOffMoney: what is still open, in this currency */
  outstanding: Scalars['Decimal']['output'];
  /** Of outstanding, what is past its due date (China), in this currency */
  overdue: Scalars['Decimal']['output'];
  /** Sum written off so far, in this currency */
  writeOffMoney: Scalars['Decimal']['output'];
};

/** An order of any of the five types: what every type has alike. Select a type (... on OceanExportOrder) for the rest of its fields */
export type Order = {
  /** 应付状态 (at most 1 character; set by the server) */
  apStatus?: Maybe<Scalars['String']['output']>;
  /** 应收状态 (at most 1 character; set by the server) */
  arStatus?: Maybe<Scalars['String']['output']>;
  /** 货物属性 (a code of dictionary category HWSX) */
  cargoAttributeId?: Maybe<CodeName>;
  /** 中文品名 (at most 200 characters) */
  chineseName?: Maybe<Scalars['String']['output']>;
  /** 客户: the Client record; null when none */
  client?: Maybe<Client>;
  /** 客户 (required; the id of a Client) */
  clientId?: Maybe<Scalars['ID']['output']>;
  /** 客户: the name, as shown; null when none */
  clientName?: Maybe<Scalars['String']['output']>;
  /** 联系人 (at most 50 characters) */
  contact?: Maybe<Scalars['String']['output']>;
  /** 创建日期 (YYYY-MM-DD; set by the server) */
  createDate?: Maybe<Scalars['Date']['output']>;
  /** 客服 (the id of a user) */
  csrId?: Maybe<Scalars['ID']['output']>;
  /** 客服: the name, as shown; null when none */
  csrName?: Maybe<Scalars['String']['output']>;
  /** Position of the order step in its type's nodes (the progress bar) */
  currentNodeIndex: Scalars['Int']['output'];
  /** 派送日期 (YYYY-MM-DD) */
  deliveryDate?: Maybe<Scalars['Date']['output']>;
  /** Codes of the nodes saved so far */
  doneNodes: Array<Scalars['String']['output']>;
  /** False once cancelled or completed: node saves are refused */
  editable: Scalars['Boolean']['output'];
  /** 英文品名 (at most 200 characters) */
  englishName?: Maybe<Scalars['String']['output']>;
  /** The order's fees and totals by currency (fees module; one call per order) */
  fees: OrderFees;
  /** The order id (unique within its type) */
  id: Scalars['ID']['output'];
  /** 内部类型 (a code of dictionary category NBLX) */
  internalTypeId?: Maybe<CodeName>;
  /** 需派送 */
  isDelivery?: Maybe<Scalars['Boolean']['output']>;
  /** 草稿 */
  isDraft?: Maybe<Scalars['Boolean']['output']>;
  /** 操作状态 (a code of dictionary category CZZT; set by the server) */
  operationStatus?: Maybe<CodeName>;
  /** 经营单位: the Client record; null when none */
  operationUnits?: Maybe<Client>;
  /** 经营单位 (the id of a Client) */
  operationUnitsId?: Maybe<Scalars['ID']['output']>;
  /** 经营单位: the name, as shown; null when none */
  operationUnitsName?: Maybe<Scalars['String']['output']>;
  /** 订单号 (at most 20 characters; set by the server) */
  orderCode?: Maybe<Scalars['String']['output']>;
  /** 订单备注 (at most 1000 characters) */
  orderRemark?: Maybe<Scalars['String']['output']>;
  /** The order's type */
  orderType: OrderType;
  /** The organisation the order belongs to */
  orgId: Scalars['ID']['output'];
  /** 包装种类 (a code of dictionary category BZ) */
  packageId?: Maybe<CodeName>;
  /** 销售 (the id of a user) */
  salesId?: Maybe<Scalars['ID']['output']>;
  /** 销售: the name, as shown; null when none */
  salesName?: Maybe<Scalars['String']['output']>;
  /** 订单状态 (a code of dictionary category of the order's type (HC_DDZT, HJ_DDZT, KJ_DDZT, KC_DDZT, NM_DDZT); set by the server) */
  status?: Maybe<CodeName>;
  /** 当前节点 (a code of dictionary category of the order's type (HYCK, HYJK, KYJK, KYCK, NMYW); set by the server) */
  step?: Maybe<CodeName>;
  /** The order's receivable, payable and profit in CNY (元), as the fee summary keeps them (利润 report) */
  totals: OrderTotals;
  /** Moves with every change of the order: a node save sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};

/** A document of an order; each type offers its own (documentLink answers BAD_USER_INPUT for another) */
export type OrderDocument =
  /** 散货进口单 (海运进口) */
  | 'BULK_CARGO'
  /** 限价委托单 (空运出口) */
  | 'BUY_LIMIT_ORDER'
  /** 确认件 (空运出口) */
  | 'CONFIRMATION'
  /** 派送单 (海运出口、内贸业务) */
  | 'DISPATCH_LIST'
  /** 托单 (海运出口) */
  | 'SHIPPING_ORDER'
  /** 越南提货单 (海运进口) */
  | 'VIETNAM_DELIVERY_ORDER'
  /** 工作单 (海运出口、海运进口、空运进口、空运出口、内贸业务) */
  | 'WORK_SHEET';

/** Both sides of an order's fees and their totals, from one REST call (tbAp/findOrderCode). */
export type OrderFees = {
  __typename?: 'OrderFees';
  /** The order's client's credit status, with warnings (over limit, overdue, orders stopped) */
  clientCredit?: Maybe<ClientCredit>;
  /** The order's number (订单编号) */
  orderCode: Scalars['String']['output'];
  /** The payables' version: saveFeeLines sends it back, and is refused (CONFLICT) once it moved on. */
  payableVersion: Scalars['Int']['output'];
  /** 应付 lines, in sortId order */
  payables: Array<FeeLine>;
  /** The receivables' version, as payableVersion. */
  receivableVersion: Scalars['Int']['output'];
  /** 应收 lines, in sortId order */
  receivables: Array<FeeLine>;
  /** Totals per currency and in CNY, and the profit */
  totals: FeeTotals;
};

/** Search of the orders of every type: the filters every type list takes alike */
export type OrderFilter = {
  /** 客户: equals the id of a Client */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** 创建日期: on or after (inclusive), YYYY-MM-DD */
  createDateBegin?: InputMaybe<Scalars['Date']['input']>;
  /** 创建日期: on or before (inclusive), YYYY-MM-DD */
  createDateEnd?: InputMaybe<Scalars['Date']['input']>;
  /** 客服: equals the id of a user */
  csrId?: InputMaybe<Scalars['ID']['input']>;
  /** Default true (newest or highest first) */
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  /** 操作状态: equals a code of dictionary category CZZT */
  operationStatus?: InputMaybe<Scalars['String']['input']>;
  /** 订单号: contains the text (case-insensitive) */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** Only these orders (by order code, at most 1000) */
  orderCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Only orders of these types; omitted: every type the caller may see (types whose list page the caller lacks are never answered) */
  orderTypes?: InputMaybe<Array<OrderType>>;
  /** 销售: equals the id of a user */
  salesId?: InputMaybe<Scalars['ID']['input']>;
  /** Sort by createDate or orderCode (then the order code); default createDate */
  sortField?: InputMaybe<Scalars['String']['input']>;
  /** 订单状态: equals a code of dictionary category of the order's type (HC_DDZT, HJ_DDZT, KJ_DDZT, KC_DDZT, NM_DDZT) */
  status?: InputMaybe<Scalars['String']['input']>;
};

/** A workflow node of an order's type, as the progress bar shows it. */
export type OrderNodeProgress = {
  __typename?: 'OrderNodeProgress';
  /** Node code (the node dictionary of the order's type) */
  code: Scalars['String']['output'];
  /** The order's current step (currentNodeIndex) */
  current: Scalars['Boolean']['output'];
  /** The node has been saved */
  done: Scalars['Boolean']['output'];
  /** Position of the node in the workflow, from 0 */
  index: Scalars['Int']['output'];
  /** The signed-in user operates this node (getNodeCodeByUser). */
  mine: Scalars['Boolean']['output'];
  /** Node name (节点名称) */
  name: Scalars['String']['output'];
  /** The operator (操作人员) assigned to this node of this order, if any: a user id */
  operatorId?: Maybe<Scalars['ID']['output']>;
  /** The assigned operator's name (用户名称) */
  operatorName?: Maybe<Scalars['String']['output']>;
};

/** Operation status of an order (CZZT): CZZT_QX, CZZT_CSH, CZZT_CZWC. */
export type OrderOperationStatus =
  /** 取消 (CZZT_QX): the order is cancelled and no longer editable */
  | 'CANCELLED'
  /** 操作完成 (CZZT_CZWC): the work is done; node saves are refused */
  | 'COMPLETED'
  /** 初始化 (CZZT_CSH): back to in progress, editable again */
  | 'INITIALISED';

/** A page of orders of every type */
export type OrderPage = {
  __typename?: 'OrderPage';
  /** Where this page ended: pass it as `after` for the next page (null when the page is empty) */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** The rows of this page */
  items: Array<Order>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** Who a bulk assignment sets on many orders */
export type OrderStaffRole =
  /** 客服 (csrId) */
  | 'CSR'
  /** 销售 (salesId) */
  | 'SALES';

/** The order's receivable, payable and profit in CNY (元), as the fee summary keeps them (利润 report) */
export type OrderTotals = {
  __typename?: 'OrderTotals';
  /** 应付: the payable lines not sent back (BH), in CNY (元) */
  payableCny: Scalars['Decimal']['output'];
  /** 利润: receivableCny − payableCny, in CNY (元) */
  profitCny: Scalars['Decimal']['output'];
  /** 应收: the receivable lines not sent back (BH), in CNY (元) */
  receivableCny: Scalars['Decimal']['output'];
};

/** The five order types (作业类型) */
export type OrderType =
  /** 空运出口 (ZYLX_KYCK): AirExportOrder, REST tbAirTransportExport */
  | 'AIR_EXPORT'
  /** 空运进口 (ZYLX_KYJK): AirImportOrder, REST tbAirTransportImport */
  | 'AIR_IMPORT'
  /** 内贸业务 (ZYLX_NMYW): DomesticTradeOrder, REST tbDomesticTradeBusiness */
  | 'DOMESTIC_TRADE'
  /** 海运出口 (ZYLX_HYCK): OceanExportOrder, REST tbSeaTransportExport */
  | 'OCEAN_EXPORT'
  /** 海运进口 (ZYLX_HYJK): OceanImportOrder, REST tbSeaTransportImport */
  | 'OCEAN_IMPORT';

/** An organisation (机构) of the group: a company whose orders, fees and master data are kept apart. */
export type Organisation = {
  __typename?: 'Organisation';
  /** The organisation id */
  id: Scalars['ID']['output'];
  /** Path of the organisation's logo image; null when none, and null for any organisation but the session's own */
  logoPath?: Maybe<Scalars['String']['output']>;
  /** Organisation name (机构名称) */
  orgName: Scalars['String']['output'];
  /** The parent organisation of the group; null for the group's head */
  parentId?: Maybe<Scalars['ID']['output']>;
};

/** The organisation tree's search. */
export type OrganisationFilter = {
  /** true: active organisations only; false: inactive ones only */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Matches keep their ancestors, so the tree still reads from the top. */
  orgName?: InputMaybe<Scalars['String']['input']>;
};

/** An organisation as saved. */
export type OrganisationInput = {
  /** In use (default true) */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** False locks it against edits, status changes and deletion */
  canUpdate?: InputMaybe<Scalars['Boolean']['input']>;
  /** 组织名称, at most 100 characters */
  orgName: Scalars['String']['input'];
  /** The organisation above; absent: at the top of the group */
  parentId?: InputMaybe<Scalars['ID']['input']>;
  /** 备注 */
  remark?: InputMaybe<Scalars['String']['input']>;
  /** Position among its siblings */
  sortId?: InputMaybe<Scalars['Int']['input']>;
};

/** A node of the organisation tree editor. */
export type OrganisationNode = {
  __typename?: 'OrganisationNode';
  /** In use (status Y) */
  active: Scalars['Boolean']['output'];
  /** False: the organisation is locked against edits, status changes and deletion. */
  canUpdate: Scalars['Boolean']['output'];
  /** The organisations below, in sortId order */
  children: Array<OrganisationNode>;
  /** The organisation id */
  id: Scalars['ID']['output'];
  /** 组织名称 */
  orgName: Scalars['String']['output'];
  /** The organisation above; null at the top of the group */
  parentId?: Maybe<Scalars['ID']['output']>;
  /** 备注; null when none */
  remark?: Maybe<Scalars['String']['output']>;
  /** Position among its siblings */
  sortId: Scalars['Int']['output'];
  /** Moves with every change: a change sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};

/** Fee lines of my orders submitted and waiting for approval (待审核), on one side. */
export type PendingFeeFigure = {
  __typename?: 'PendingFeeFigure';
  /** Their total in CNY (本位币, 元): the lines' cnyMoney summed. */
  cnyAmount: Scalars['Decimal']['output'];
  /** How many lines wait */
  count: Scalars['Int']['output'];
  /** 应付 or 应收 */
  side: FeeSide;
};

/** An order in profit approval (利润审核) with its totals in CNY. */
export type ProfitApproval = {
  __typename?: 'ProfitApproval';
  /** The order's client (委托单位); null when none */
  clientName?: Maybe<Scalars['String']['output']>;
  /** When the order's latest fee line was added (ISO 8601) */
  lastDate: Scalars['DateTime']['output'];
  /** The order's number (订单编号) */
  orderCode: Scalars['String']['output'];
  /** The order's shipping type (dictionary category ZYLX) */
  orderType: CodeName;
  /** Where the payables stand */
  payStatus: ProfitSideStatus;
  /** payStatus as shown (Chinese) */
  payStatusName: Scalars['String']['output'];
  /** 应付 in CNY (本位币, 元): the payable lines' cnyMoney summed */
  payableCny: Scalars['Decimal']['output'];
  /** 利润 in CNY: receivableCny − payableCny */
  profitCny: Scalars['Decimal']['output'];
  /** 应收 in CNY (本位币, 元): the receivable lines' cnyMoney summed */
  receivableCny: Scalars['Decimal']['output'];
  /** Where the receivables stand */
  receiveStatus: ProfitSideStatus;
  /** receiveStatus as shown (Chinese) */
  receiveStatusName: Scalars['String']['output'];
};

/** The profit approval page's search (利润审核); every filter optional. */
export type ProfitApprovalFilter = {
  /** DSH: orders with lines waiting; YSH: orders fully approved; WTJ: orders with lines not submitted */
  approveStatus?: InputMaybe<ProfitSideStatus>;
  /** Part of the client's name */
  clientName?: InputMaybe<Scalars['String']['input']>;
  /** Part of the order code */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** The order type: a code of dictionary category ZYLX */
  orderType?: InputMaybe<Scalars['String']['input']>;
};

/** A page of orders in profit approval. */
export type ProfitApprovalPage = {
  __typename?: 'ProfitApprovalPage';
  /** The rows of this page */
  items: Array<ProfitApproval>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** Where one side of an order stands in profit approval. */
export type ProfitSideStatus =
  /** Some lines wait for review */
  | 'DSH'
  /** No lines */
  | 'NONE'
  /** Some lines not submitted (or sent back) */
  | 'WTJ'
  /** Every line approved */
  | 'YSH';

/** The read operations of the API. */
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
  /** One 空运出口 order with its lists; null when not found (or another organisation's) */
  airExportOrder?: Maybe<AirExportOrder>;
  /** 空运出口订单列表 (tbAirTransportExport/pageAll): 50 a page by default */
  airExportOrders: AirExportOrderPage;
  /** One 空运进口 order with its lists; null when not found (or another organisation's) */
  airImportOrder?: Maybe<AirImportOrder>;
  /** 空运进口订单列表 (tbAirTransportImport/pageAll): 50 a page by default */
  airImportOrders: AirImportOrderPage;
  /** 机场: picker list of the organisation (active records) */
  airportOptions: Array<Airport>;
  /** Every role of the group (active only when asked). */
  allRoles: Array<Role>;
  /** Administrators only: the group's API tokens, newest first. */
  apiTokens: ApiTokenPage;
  /** One receivable invoice with its lines; NOT_FOUND when it is not the organisation's. */
  arInvoice: ArInvoice;
  /** Receivable invoices, newest invoice date first. */
  arInvoices: ArInvoicePage;
  /** Which of this project's additions the back end has, as the gateway last detected (at start, when the back end comes back, every FEATURE_REFRESH_MS and when an added path answers as unknown). An operation that needs a missing one fails with code FEATURE_UNAVAILABLE; the web client hides or explains it. */
  backendFeatures: Array<BackendFeatureState>;
  /**
   * A new image verification code. checkKey defaults to a fresh timestamp key. mobile: the account
   * it is for; an account with many recent failed sign-ins takes only an image asked for it.
   */
  captcha: Captcha;
  /** First sign-in step: is the mobile number known, and is it signed in elsewhere? */
  checkLogin: CheckLoginResult;
  /** 省市: picker list of the organisation (active records) */
  cityOptions: Array<City>;
  /** 客户: one record, null when not found */
  client?: Maybe<Client>;
  /** extraMoney: CNY of lines about to be added */
  clientCredit: ClientCredit;
  /** 信用控制: active clients and those with terms set, the most exposed first. */
  clientCredits: ClientCreditPage;
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
  /** 配送车队 (tbDomesticTradeBusinessTransportCompany/listAll) */
  domesticTradeDeliveryLegs: Array<DomesticTradeOrderDeliveryLeg>;
  /** One 内贸业务 order with its lists; null when not found (or another organisation's) */
  domesticTradeOrder?: Maybe<DomesticTradeOrder>;
  /** 内贸业务订单列表 (tbDomesticTradeBusiness/pageAll): 50 a page by default */
  domesticTradeOrders: DomesticTradeOrderPage;
  /** The signed-in user's own choice of columns for a page (tbSysUser/findDynamicColumns). */
  dynamicColumns: Array<Scalars['String']['output']>;
  /** 汇率: one record, null when not found */
  exchangeRate?: Maybe<ExchangeRate>;
  /** 汇率列表: a page (pageSize at most 500) */
  exchangeRates: ExchangeRatePage;
  /** The history of one fee line by its id (AR-7, AP-7), as FeeLine.history answers it. */
  feeLineHistory: HistoryPage;
  /** Fee lines of one side for the fee audit page (费用审核), newest first; needs a fee or finance page. */
  feeLines: FeeLinePage;
  /** 费用价格: one record, null when not found */
  feePrice?: Maybe<FeePrice>;
  /** 费用价格: picker list of the organisation (active records) */
  feePriceOptions: Array<FeePrice>;
  /** 费用价格列表: a page (pageSize at most 500) */
  feePrices: FeePricePage;
  /** Settlement units for a side's lines: those the order uses first. */
  feeSettlementUnits: Array<FeeSettlementUnitOption>;
  /** The fee templates of a side (费用模板) of the organisation. */
  feeTemplates: Array<FeeTemplate>;
  /** 费用类型: one record, null when not found */
  feeType?: Maybe<FeeType>;
  /** 费用类型: picker list of the organisation (active records) */
  feeTypeOptions: Array<FeeType>;
  /** 费用类型列表: a page (pageSize at most 500) */
  feeTypes: FeeTypePage;
  /** The document page (文档管理): the organisation's files, newest first (tbFileManage/pageAll). */
  fileManagePage: StoredFilePage;
  /** Files of an order (optionally one node) or of a company, newest first. */
  files: Array<StoredFile>;
  /** 财务统计: receivable, received, payable, paid and outstanding in CNY. */
  financeStatistics: FinanceStatistics;
  /** 航班航次: one record, null when not found */
  flightVoyage?: Maybe<FlightVoyage>;
  /** 航班航次列表: a page (pageSize at most 500) */
  flightVoyages: FlightVoyagePage;
  /** Active users of the whole group (pickers). */
  groupUsers: Array<User>;
  /** The groups a user may be put in (the caller's own); needs the /sys/user or /sys/organization page. */
  groups: Array<Group>;
  /** True when the order (or one node of it) has at least one file (tbFileManage/findIsHaveFile). */
  hasFile: Scalars['Boolean']['output'];
  /** HS编码: one record, null when not found */
  hsCode?: Maybe<HsCode>;
  /** HS codes whose number or name matches (tbGoods/findSelectValue). */
  hsCodeSearch: Array<HsCode>;
  /** HS编码列表: a page (pageSize at most 500) */
  hsCodes: HsCodePage;
  /** Invoice sets of the organisation; usable: only sets with numbers left. */
  invoiceSets: InvoiceSetPage;
  /** 已开票: receivable lines on a current invoice. */
  invoicedLines: TicketLinePage;
  /** My open orders as cards in columns by workflow node; optionally one type or one client. */
  kanban: Kanban;
  /** The late milestones of the caller's orders, oldest planned day first. */
  lateMilestones: LateMilestonePage;
  /** The caller's views of a list and those shared in the organisation (own first). */
  listViews: Array<ListView>;
  /** The signed-in user, their organisations and menu (each field asks rest for its own part) */
  me: Me;
  /** One menu node; null when not found. Needs the /sys/menu page. */
  menuNode?: Maybe<MenuNode>;
  /** The whole menu tree, for the menu editor and the role menu editor. */
  menuTree: Array<MenuNode>;
  /** The caller's messages in the current organisation, newest first. */
  messages: MessagePage;
  /** My figures; `yearMonth` (YYYY-MM) defaults to the current month in China. */
  myFigures: MyFigures;
  /** Receipts over my orders (回单 page /todo/receipt), newest first; one REST call. */
  myReceipts: MyReceiptPage;
  /** The workflow nodes of a shipping type the signed-in user may operate. */
  myWorkflowNodes: Array<MyWorkflowNode>;
  /** The number a new user will get (the add page shows it). */
  nextUserNumber: Scalars['String']['output'];
  /** 提单列表: a page (pageSize at most 500) */
  oceanExportBillsOfLading: OceanExportBillOfLadingPage;
  /** 提单: one record, null when not found */
  oceanExportLading?: Maybe<OceanExportBillOfLading>;
  /** One 海运出口 order with its lists; null when not found (or another organisation's) */
  oceanExportOrder?: Maybe<OceanExportOrder>;
  /** 海运出口订单列表 (tbSeaTransportExport/pageAll): 50 a page by default */
  oceanExportOrders: OceanExportOrderPage;
  /** 派送车队 (tbSeaTransportExportTransportCompany/listAll) */
  oceanExportTransportLines: Array<OceanExportOrderTransportLine>;
  /** One 海运进口 order with its lists; null when not found (or another organisation's) */
  oceanImportOrder?: Maybe<OceanImportOrder>;
  /** 海运进口订单列表 (tbSeaTransportImport/pageAll): 50 a page by default */
  oceanImportOrders: OceanImportOrderPage;
  /** 派送车队 (tbSeaTransportImportTransportCompany/listAll) */
  oceanImportTransportLines: Array<OceanImportOrderTransportLine>;
  /** Approved lines of the unit with an open amount, the oldest due first */
  openFeeLines: Array<OpenFeeLine>;
  /** Both sides of an order's fees with totals per currency, in CNY and the profit. */
  orderFees: OrderFees;
  /** The milestones of an order, in workflow order; null when the back end has no milestones (legacy mode: backendFeatures MILESTONES unavailable). */
  orderMilestones?: Maybe<Array<Milestone>>;
  /** 订单 of every type the caller's menus grant, in one list (tbOrder/pageAll): the organisation's orders, 50 a page by default */
  orders: OrderPage;
  /** One organisation; null when not found. */
  organisationNode?: Maybe<OrganisationNode>;
  /** 组织管理: the group's organisations as a tree; needs the /sys/organization or /sys/user page. */
  organisationTree: Array<OrganisationNode>;
  /** Active users of the current organisation (pickers). */
  organisationUsers: Array<User>;
  /** Always true; lets tools check that the schema answers. */
  ping: Scalars['Boolean']['output'];
  /** A signed address of a private file, valid 5 minutes (a public file's stable address). */
  privateFileUrl: Scalars['String']['output'];
  /** Orders with fees, for profit approval (利润审核). */
  profitApprovals: ProfitApprovalPage;
  /** One role; null when not found. */
  role?: Maybe<Role>;
  /** 角色管理: roles of the group (tbRole/pageAll); needs the /sys/role or /sys/user page. */
  roles: RolePage;
  /** 航线: one record, null when not found */
  route?: Maybe<Route>;
  /** 航线: picker list across the organisations of the group */
  routeGroupOptions: Array<Route>;
  /** 航线: picker list of the organisation (active records) */
  routeOptions: Array<Route>;
  /** 航线列表: a page (pageSize at most 500) */
  routes: RoutePage;
  /** One schedule entry of the organisation; null when not found. */
  scheduleEntry?: Maybe<ScheduleEntry>;
  /** The users an entry may be for: the organisation's active users. */
  scheduleExecutors: Array<User>;
  /** The organisation's entries whose end date falls in the month, earliest first (at most `limit`). */
  schedules: ScheduleMonth;
  /** 港口: picker list of the organisation (active records) */
  seaportOptions: Array<Seaport>;
  /**
   * Find anything: order codes, main and sub waybill numbers, HBL and MBL, container and seal
   * numbers and booking (进仓) numbers of orders and bills of lading; invoice, receipt and payment
   * numbers; client and supplier codes, names and aliases. Only the current organisation's records,
   * and only the kinds whose list pages the user holds. Numbers are matched from 3 characters on,
   * names from the first. `limit` hits per kind (default 5, at most 20).
   */
  search: SearchResult;
  /** One receipt or payment with its allocations; null when not found. */
  settlement?: Maybe<Settlement>;
  /** Clients and suppliers to settle fee lines with (tbCustomer/listSupplierAll). */
  settlementUnits: Array<SettlementUnit>;
  /** 收款管理 / 付款管理: receipts or payments of the organisation, newest first (tbReceipt/pageAll, tbPayment/pageAll). */
  settlements: SettlementPage;
  /** Administrators only: the group's accounts with recent failed sign-ins, latest failure first. */
  signInFailures: SignInFailurePage;
  /** 业务统计: 各业务类型每月做了多少票、收入、成本和利润。 (REST statement/business; needs the /statements/business page) */
  statementBusiness: StatementBusinessPage;
  /** 客户利润: 每个客户带来多少业务、收入、成本和利润，已收回多少、还欠多少。 (REST statement/customers; needs the /statements/customers page) */
  statementCustomers: StatementCustomersPage;
  /** 发票业务明细: 每张应收发票包含哪些订单，每个订单开了多少。 (REST statement/invoiceOrder; needs the /statements/invoiceOrder page) */
  statementInvoiceOrder: StatementInvoiceOrderPage;
  /** 发票结算: 每张发票（应收开出、应付收到）结清了没有：开票金额、已核销、未核销和结算状态。 (REST statement/invoiceSettlement; needs the /statements/invoiceSettlement page) */
  statementInvoiceSettlement: StatementInvoiceSettlementPage;
  /** 未开票统计: 哪些客户还有应收费用没有开票，按客户和币种汇总金额。 (REST statement/noticket; needs the /statements/noticket page) */
  statementNoticket: StatementNoticketPage;
  /** 应付账龄: 截至某日欠每个供应商多少，欠了多久（按开票日期，未开票按费用日期计龄，扣除已核销）。 (REST statement/payableAging; needs the /statements/payableAging page) */
  statementPayableAging: StatementPayableAgingPage;
  /** 应付请款: 已审核、尚未付清的应付费用：向每个供应商按币种该请款多少。 (REST statement/payableInvitation; needs the /statements/payableInvitation page) */
  statementPayableInvitation: StatementPayableInvitationPage;
  /** 应付待审核: 哪些应付费用已提交、等待财务审核，等了多久。 (REST statement/payablePendingAudit; needs the /statements/payablePendingAudit page) */
  statementPayablePendingAudit: StatementPayablePendingAuditPage;
  /** 应付核销: 哪些应付费用已核销（付款），何时、由谁核销，还剩多少未付。 (REST statement/payableWriteOff; needs the /statements/payableWriteOff page) */
  statementPayableWriteOff: StatementPayableWriteOffPage;
  /** 单票利润: 每票业务赚了多少：应收减应付，都按费用行锁定的汇率折合人民币。 (REST statement/profit; needs the /statements/profit page) */
  statementProfit: StatementProfitPage;
  /** 应收账龄: 截至某日每个客户还欠多少，欠了多久（按开票日期，未开票按费用日期计龄，扣除已核销）。 (REST statement/receivableAging; needs the /statements/receivableAging page) */
  statementReceivableAging: StatementReceivableAgingPage;
  /** 应收核销: 哪些应收费用已核销（收款），何时、由谁核销，还剩多少未收。 (REST statement/receivableWriteOff; needs the /statements/receivableWriteOff page) */
  statementReceivableWriteOff: StatementReceivableWriteOffPage;
  /** 供应商统计: 向每个供应商采购了多少（应付），已付多少、还欠多少。 (REST statement/supplier; needs the /statements/supplier page) */
  statementSupplier: StatementSupplierPage;
  /** 开票统计: 按发票汇总已开票的应收费用：每张发票开给谁、多少钱、收回多少、还欠多少。 (REST statement/ticket; needs the /statements/ticket page) */
  statementTicket: StatementTicketPage;
  /** 开票统计（新版）: 逐条列出已开票的应收与应付费用，可按发票号、订单、结算单位核对明细。 (REST statement/ticketV2; needs the /statements/ticket/v2 page) */
  statementTicketV2: StatementTicketV2Page;
  /** 未出账业务: 哪些订单的应收还没有全部开票，还差多少。 (REST statement/unBilledBusiness; needs the /statements/unBilledBusiness page) */
  statementUnBilledBusiness: StatementUnBilledBusinessPage;
  /** 未出账费用: 哪些应付费用供应商还没有开票（未收到发票的成本）。 (REST statement/unBilledExpenses; needs the /statements/unBilledExpenses page) */
  statementUnBilledExpenses: StatementUnBilledExpensesPage;
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
  /** 未开票: approved receivable lines on no current invoice (what can be invoiced). */
  uninvoicedLines: TicketLinePage;
  /** How many of the caller's messages in the current organisation are unread; null when the back end has no messages (legacy mode: backendFeatures MESSAGES unavailable). */
  unreadMessageCount?: Maybe<Scalars['Int']['output']>;
  /** One user of the group; null when not found. Needs the /sys/user page. */
  user?: Maybe<User>;
  /** The group's licence limit and how many valid users use it; needs the /sys/user page. */
  userAccounts: UserAccounts;
  /** The menu a user's roles grant (everything for an administrator). */
  userMenu: Array<MenuNode>;
  /** 用户管理: the group's users (tbSysUser/pageAll); needs the /sys/user page. */
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


/** The read operations of the API. */
export type QueryActionLogArgs = {
  filter?: InputMaybe<ActionLogFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryAddressArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryAddressGroupOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryAddressesArgs = {
  filter?: InputMaybe<AddressFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryAirExportOrderArgs = {
  orderCode: Scalars['String']['input'];
};


/** The read operations of the API. */
export type QueryAirExportOrdersArgs = {
  filter?: InputMaybe<AirExportOrderFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryAirImportOrderArgs = {
  orderCode: Scalars['String']['input'];
};


/** The read operations of the API. */
export type QueryAirImportOrdersArgs = {
  filter?: InputMaybe<AirImportOrderFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryAirportOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryAllRolesArgs = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
};


/** The read operations of the API. */
export type QueryApiTokensArgs = {
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryArInvoiceArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryArInvoicesArgs = {
  filter?: InputMaybe<ArInvoiceFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryCaptchaArgs = {
  checkKey?: InputMaybe<Scalars['String']['input']>;
  mobile?: InputMaybe<Scalars['String']['input']>;
};


/** The read operations of the API. */
export type QueryCheckLoginArgs = {
  mobile: Scalars['String']['input'];
};


/** The read operations of the API. */
export type QueryCityOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryClientArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryClientCreditArgs = {
  clientId: Scalars['ID']['input'];
  extraMoney?: InputMaybe<Scalars['Decimal']['input']>;
};


/** The read operations of the API. */
export type QueryClientCreditsArgs = {
  filter?: InputMaybe<ClientCreditFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryClientGroupOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryClientOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryClientsArgs = {
  filter?: InputMaybe<ClientFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryColumnConfigArgs = {
  shippingType: Scalars['String']['input'];
};


/** The read operations of the API. */
export type QueryCountryOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryCurrentExchangeRateArgs = {
  date?: InputMaybe<Scalars['Date']['input']>;
  exchangeCurrency?: InputMaybe<Scalars['String']['input']>;
  originalCurrency: Scalars['String']['input'];
};


/** The read operations of the API. */
export type QueryDictArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryDictCategoryArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryDictCategoryOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryDictionaryArgs = {
  activeOnly?: InputMaybe<Scalars['Boolean']['input']>;
  category: Scalars['String']['input'];
};


/** The read operations of the API. */
export type QueryDictsArgs = {
  filter?: InputMaybe<DictFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryDomesticTradeDeliveryLegsArgs = {
  orderCode: Scalars['String']['input'];
};


/** The read operations of the API. */
export type QueryDomesticTradeOrderArgs = {
  orderCode: Scalars['String']['input'];
};


/** The read operations of the API. */
export type QueryDomesticTradeOrdersArgs = {
  filter?: InputMaybe<DomesticTradeOrderFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryDynamicColumnsArgs = {
  pageKey: Scalars['String']['input'];
};


/** The read operations of the API. */
export type QueryExchangeRateArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryExchangeRatesArgs = {
  filter?: InputMaybe<ExchangeRateFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryFeeLineHistoryArgs = {
  id: Scalars['ID']['input'];
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryFeeLinesArgs = {
  filter?: InputMaybe<FeeLineFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  side: FeeSide;
};


/** The read operations of the API. */
export type QueryFeePriceArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryFeePriceOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryFeePricesArgs = {
  filter?: InputMaybe<FeePriceFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryFeeSettlementUnitsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  orderCode?: InputMaybe<Scalars['String']['input']>;
  side: FeeSide;
};


/** The read operations of the API. */
export type QueryFeeTemplatesArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  side: FeeSide;
};


/** The read operations of the API. */
export type QueryFeeTypeArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryFeeTypeOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryFeeTypesArgs = {
  filter?: InputMaybe<FeeTypeFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryFileManagePageArgs = {
  filter?: InputMaybe<FileManageFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryFilesArgs = {
  companyId?: InputMaybe<Scalars['String']['input']>;
  nodeCode?: InputMaybe<Scalars['String']['input']>;
  orderCode?: InputMaybe<Scalars['String']['input']>;
};


/** The read operations of the API. */
export type QueryFinanceStatisticsArgs = {
  filter?: InputMaybe<FinanceStatisticsFilter>;
};


/** The read operations of the API. */
export type QueryFlightVoyageArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryFlightVoyagesArgs = {
  filter?: InputMaybe<FlightVoyageFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryHasFileArgs = {
  nodeCode?: InputMaybe<Scalars['String']['input']>;
  orderCode: Scalars['String']['input'];
};


/** The read operations of the API. */
export type QueryHsCodeArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryHsCodeSearchArgs = {
  keyword: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryHsCodesArgs = {
  filter?: InputMaybe<HsCodeFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryInvoiceSetsArgs = {
  invoiceNo?: InputMaybe<Scalars['String']['input']>;
  invoiceType?: InputMaybe<Scalars['String']['input']>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  usable?: InputMaybe<Scalars['Boolean']['input']>;
};


/** The read operations of the API. */
export type QueryInvoicedLinesArgs = {
  filter?: InputMaybe<TicketLineFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryKanbanArgs = {
  clientId?: InputMaybe<Scalars['ID']['input']>;
  shippingType?: InputMaybe<Scalars['String']['input']>;
};


/** The read operations of the API. */
export type QueryLateMilestonesArgs = {
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  shippingType?: InputMaybe<Scalars['String']['input']>;
};


/** The read operations of the API. */
export type QueryListViewsArgs = {
  list: Scalars['String']['input'];
};


/** The read operations of the API. */
export type QueryMenuNodeArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryMessagesArgs = {
  filter?: InputMaybe<MessageFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryMyFiguresArgs = {
  shippingType?: InputMaybe<Scalars['String']['input']>;
  yearMonth?: InputMaybe<Scalars['String']['input']>;
};


/** The read operations of the API. */
export type QueryMyReceiptsArgs = {
  filter?: InputMaybe<MyReceiptFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryMyWorkflowNodesArgs = {
  shippingType: Scalars['String']['input'];
};


/** The read operations of the API. */
export type QueryOceanExportBillsOfLadingArgs = {
  filter?: InputMaybe<OceanExportBillOfLadingFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryOceanExportLadingArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryOceanExportOrderArgs = {
  orderCode: Scalars['String']['input'];
};


/** The read operations of the API. */
export type QueryOceanExportOrdersArgs = {
  filter?: InputMaybe<OceanExportOrderFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryOceanExportTransportLinesArgs = {
  orderCode: Scalars['String']['input'];
};


/** The read operations of the API. */
export type QueryOceanImportOrderArgs = {
  orderCode: Scalars['String']['input'];
};


/** The read operations of the API. */
export type QueryOceanImportOrdersArgs = {
  filter?: InputMaybe<OceanImportOrderFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryOceanImportTransportLinesArgs = {
  orderCode: Scalars['String']['input'];
};


/** The read operations of the API. */
export type QueryOpenFeeLinesArgs = {
  currency?: InputMaybe<Scalars['String']['input']>;
  kind: SettlementKind;
  orderCode?: InputMaybe<Scalars['String']['input']>;
  settlementUnitId: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryOrderFeesArgs = {
  orderCode: Scalars['String']['input'];
};


/** The read operations of the API. */
export type QueryOrderMilestonesArgs = {
  orderCode: Scalars['String']['input'];
};


/** The read operations of the API. */
export type QueryOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<OrderFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryOrganisationNodeArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryOrganisationTreeArgs = {
  filter?: InputMaybe<OrganisationFilter>;
};


/** The read operations of the API. */
export type QueryPrivateFileUrlArgs = {
  path: Scalars['String']['input'];
};


/** The read operations of the API. */
export type QueryProfitApprovalsArgs = {
  filter?: InputMaybe<ProfitApprovalFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryRoleArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryRolesArgs = {
  filter?: InputMaybe<RoleFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryRouteArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryRouteGroupOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryRouteOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryRoutesArgs = {
  filter?: InputMaybe<RouteFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryScheduleEntryArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QuerySchedulesArgs = {
  filter?: InputMaybe<ScheduleFilter>;
};


/** The read operations of the API. */
export type QuerySeaportOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QuerySearchArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


/** The read operations of the API. */
export type QuerySettlementArgs = {
  id: Scalars['ID']['input'];
  kind: SettlementKind;
};


/** The read operations of the API. */
export type QuerySettlementUnitsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
};


/** The read operations of the API. */
export type QuerySettlementsArgs = {
  filter?: InputMaybe<SettlementFilter>;
  kind: SettlementKind;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QuerySignInFailuresArgs = {
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryStatementBusinessArgs = {
  filter?: InputMaybe<StatementBusinessFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryStatementCustomersArgs = {
  filter?: InputMaybe<StatementCustomersFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryStatementInvoiceOrderArgs = {
  filter?: InputMaybe<StatementInvoiceOrderFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryStatementInvoiceSettlementArgs = {
  filter?: InputMaybe<StatementInvoiceSettlementFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryStatementNoticketArgs = {
  filter?: InputMaybe<StatementNoticketFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryStatementPayableAgingArgs = {
  filter?: InputMaybe<StatementPayableAgingFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryStatementPayableInvitationArgs = {
  filter?: InputMaybe<StatementPayableInvitationFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryStatementPayablePendingAuditArgs = {
  filter?: InputMaybe<StatementPayablePendingAuditFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryStatementPayableWriteOffArgs = {
  filter?: InputMaybe<StatementPayableWriteOffFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryStatementProfitArgs = {
  filter?: InputMaybe<StatementProfitFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryStatementReceivableAgingArgs = {
  filter?: InputMaybe<StatementReceivableAgingFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryStatementReceivableWriteOffArgs = {
  filter?: InputMaybe<StatementReceivableWriteOffFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryStatementSupplierArgs = {
  filter?: InputMaybe<StatementSupplierFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryStatementTicketArgs = {
  filter?: InputMaybe<StatementTicketFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryStatementTicketV2Args = {
  filter?: InputMaybe<StatementTicketV2Filter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryStatementUnBilledBusinessArgs = {
  filter?: InputMaybe<StatementUnBilledBusinessFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryStatementUnBilledExpensesArgs = {
  filter?: InputMaybe<StatementUnBilledExpensesFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QuerySupplierArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QuerySupplierOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QuerySuppliersArgs = {
  filter?: InputMaybe<SupplierFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryTransportAddressArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryTransportAddressOptionsArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryTransportAddressesArgs = {
  filter?: InputMaybe<TransportAddressFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryUninvoicedLinesArgs = {
  filter?: InputMaybe<TicketLineFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryUserArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryUserMenuArgs = {
  userId: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryUsersArgs = {
  filter?: InputMaybe<UserFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The read operations of the API. */
export type QueryUsersWithRoleArgs = {
  roleName: Scalars['String']['input'];
};


/** The read operations of the API. */
export type QueryValidateAddressArgs = {
  addressDetail?: InputMaybe<Scalars['String']['input']>;
  addressType?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  shippingType?: InputMaybe<Scalars['String']['input']>;
};


/** The read operations of the API. */
export type QueryValidateClientArgs = {
  customerName?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
};


/** The read operations of the API. */
export type QueryValidateSupplierArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  supplierName?: InputMaybe<Scalars['String']['input']>;
};


/** The read operations of the API. */
export type QueryValidateTransportAddressArgs = {
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  district?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  province?: InputMaybe<Scalars['String']['input']>;
};


/** The read operations of the API. */
export type QueryWorkflowNodeArgs = {
  id: Scalars['ID']['input'];
};


/** The read operations of the API. */
export type QueryWorkflowNodesArgs = {
  filter?: InputMaybe<WorkflowNodeFilter>;
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Approved receivables of my orders not yet written off (approved CNY amount minus write-offs). */
export type ReceivablesOutstanding = {
  __typename?: 'ReceivablesOutstanding';
  /** The approved receivable lines' cnyMoney summed (元, CNY) */
  approvedCny: Scalars['Decimal']['output'];
  /** Lines with something still outstanding. */
  lineCount: Scalars['Int']['output'];
  /** approvedCny − writtenOffCny (元, CNY) */
  outstandingCny: Scalars['Decimal']['output'];
  /** What receipts wrote off of them, at each line's rate (元, CNY) */
  writtenOffCny: Scalars['Decimal']['output'];
};

/** A receipt or payment to record, with the lines it writes off. */
export type RecordSettlementInput = {
  /** Approved lines of the unit to write off; together at most amount */
  allocations: Array<SettlementAllocationInput>;
  /** 金额 received or paid, in that currency, above 0 */
  amount: Scalars['Decimal']['input'];
  /** The settlement's currency: a code of dictionary category FYBZ; default 3 人民币. It needs a rate in force on settleDate */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** 备注 */
  remark?: InputMaybe<Scalars['String']['input']>;
  /** 收款/付款日期 (YYYY-MM-DD) */
  settleDate: Scalars['Date']['input'];
  /** The client (receipt) or supplier (payment) id */
  settlementUnitId: Scalars['ID']['input'];
};

/** Active (Y) or inactive (N), as the lists' status toggles show it. */
export type RecordStatus =
  /** 启用: offered in pickers (stored Y) */
  | 'ACTIVE'
  /** 停用: kept, but no longer offered in pickers (stored N) */
  | 'INACTIVE';

/** A role (角色): the menu pages and buttons its holders may use. */
export type Role = {
  __typename?: 'Role';
  /** In use (status Y); an inactive role grants nothing */
  active: Scalars['Boolean']['output'];
  /** The role id */
  id: Scalars['ID']['output'];
  /** The granted menus as a tree (their groups included). */
  menu: Array<MenuNode>;
  /** The menu ids the role grants (the ticked boxes of the role's menu editor). */
  menuIds: Array<Scalars['ID']['output']>;
  /** Set when the role applies in one organisation only. */
  organisation?: Maybe<Organisation>;
  /** 备注; null when none */
  remark?: Maybe<Scalars['String']['output']>;
  /** 角色名称 (销售, 客服, 财务…) */
  roleName: Scalars['String']['output'];
  /** Moves with every change: a change sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};

/** The role page's search. */
export type RoleFilter = {
  /** true: active roles only; false: inactive ones only */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the role's name */
  roleName?: InputMaybe<Scalars['String']['input']>;
};

/** A role as saved. */
export type RoleInput = {
  /** In use (default true) */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only in this organisation; absent: in every organisation of the group. */
  organisationId?: InputMaybe<Scalars['ID']['input']>;
  /** 备注 */
  remark?: InputMaybe<Scalars['String']['input']>;
  /** 角色名称, at most 50 characters, unique */
  roleName: Scalars['String']['input'];
};

/** A page of roles. */
export type RolePage = {
  __typename?: 'RolePage';
  /** The rows of this page */
  items: Array<Role>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
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
  /** The record id */
  id: Scalars['ID']['output'];
  /** The organisation the record belongs to */
  orgId: Scalars['ID']['output'];
  /** 航线名称 (required; at most 100 characters; unique) */
  routeName: Scalars['String']['output'];
  /** 作业类型 (required; a code of dictionary category ZYLX) */
  shippingType: CodeName;
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status: RecordStatus;
  /** 中转港 (at most 50 characters) */
  transitPort?: Maybe<Scalars['String']['output']>;
  /** Moves with every change of the record: an update sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};

/** Search of routes (航线) */
export type RouteFilter = {
  /** 国家: contains the text (case-insensitive) */
  country?: InputMaybe<Scalars['String']['input']>;
  /** Default true */
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  /** Matches the picker fields */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** 航线名称: contains the text (case-insensitive) */
  routeName?: InputMaybe<Scalars['String']['input']>;
  /** 作业类型: equals a code of dictionary category ZYLX */
  shippingType?: InputMaybe<Scalars['String']['input']>;
  /** A list column to sort by; default the declared order */
  sortField?: InputMaybe<Scalars['String']['input']>;
  /** 状态: equals ACTIVE or INACTIVE */
  status?: InputMaybe<RecordStatus>;
};

/** A page of routes */
export type RoutePage = {
  __typename?: 'RoutePage';
  /** The rows of this page */
  items: Array<Route>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** 1 本人 → SELF, 2 指派他人 → ASSIGNED (follows who the entry is for). */
export type ScheduleAssignType =
  /** 指派他人: the entry is for another user */
  | 'ASSIGNED'
  /** 本人: the entry is for its creator */
  | 'SELF';

/** A schedule entry of the organisation. */
export type ScheduleEntry = {
  __typename?: 'ScheduleEntry';
  /** The day it was completed (YYYY-MM-DD); null unless DONE */
  actualExecutionDate?: Maybe<Scalars['Date']['output']>;
  /** Who completed it, and on which day (DONE only). */
  actualExecutor?: Maybe<User>;
  /** For its creator or assigned to another user */
  assignType: ScheduleAssignType;
  /** When it was made (ISO 8601) */
  createdAt: Scalars['DateTime']['output'];
  /** Who made it (user name) */
  createdBy?: Maybe<Scalars['String']['output']>;
  /** 描述; null when none */
  description?: Maybe<Scalars['String']['output']>;
  /** 截止日期 (YYYY-MM-DD) */
  endDate: Scalars['Date']['output'];
  /** 逾期3天, 今天到期, 剩余5天; 已完成 or 已取消 once closed. */
  endDateLabel: Scalars['String']['output'];
  /** The entry id */
  id: Scalars['ID']['output'];
  /** Who the entry is for (执行人, the seeds' salesmanId). */
  salesman: User;
  /** 待办, 已完成 or 已取消 */
  status: ScheduleStatus;
  /** status as shown (Chinese) */
  statusName: Scalars['String']['output'];
  /** 主题, at most 100 characters */
  subject: Scalars['String']['output'];
  /** When it was changed last (ISO 8601); null when never */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who changed it last; null when never changed */
  updatedBy?: Maybe<Scalars['String']['output']>;
  /** Moves with every change of the entry: a change sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};

/** The calendar's search. */
export type ScheduleFilter = {
  /** Entries for this user (执行人) */
  salesmanId?: InputMaybe<Scalars['ID']['input']>;
  /** Entries in this state */
  status?: InputMaybe<ScheduleStatus>;
  /** Part of the subject (case-insensitive) */
  subject?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM; the current month in China when absent. */
  yearMonth?: InputMaybe<Scalars['String']['input']>;
};

/** A schedule entry as saved. */
export type ScheduleInput = {
  /** 描述 */
  description?: InputMaybe<Scalars['String']['input']>;
  /** 截止日期 (YYYY-MM-DD) */
  endDate: Scalars['Date']['input'];
  /** Absent: the caller. */
  salesmanId?: InputMaybe<Scalars['ID']['input']>;
  /** 主题, at most 100 characters */
  subject: Scalars['String']['input'];
};

/** One month of schedule entries: at most `limit` of them are answered; `total` counts them all. */
export type ScheduleMonth = {
  __typename?: 'ScheduleMonth';
  /** The month's entries, earliest end date first */
  entries: Array<ScheduleEntry>;
  /** The most answered at once (1000) */
  limit: Scalars['Int']['output'];
  /** How many entries the month has */
  total: Scalars['Int']['output'];
};

/** Y 待办 → OPEN, C 已完成 → DONE, N 已取消 → CANCELLED. */
export type ScheduleStatus =
  /** 已取消 (N): called off */
  | 'CANCELLED'
  /** 已完成 (C): done */
  | 'DONE'
  /** 待办 (Y): still to do */
  | 'OPEN';

/** A seaport by UN/LOCODE (港口); REST tbParamPort */
export type Seaport = {
  __typename?: 'Seaport';
  /** UN/LOCODE (required; at most 5 characters; unique) */
  code: Scalars['String']['output'];
  /** 国家 (at most 100 characters) */
  countryCn?: Maybe<Scalars['String']['output']>;
  /** 国家代码 (at most 2 characters) */
  countryCode?: Maybe<Scalars['String']['output']>;
  /** The record id */
  id: Scalars['ID']['output'];
  /** 中文名称 (required; at most 100 characters) */
  nameCn: Scalars['String']['output'];
  /** 英文名称 (required; at most 100 characters) */
  nameEn: Scalars['String']['output'];
  /** Moves with every change of the record: an update sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};

/** The hits of one kind, best first. */
export type SearchGroup = {
  __typename?: 'SearchGroup';
  /** The hits of this kind, best match first (at most the query's limit) */
  hits: Array<SearchHit>;
  /** The kind of the hits */
  kind: SearchKind;
  /** The kind's Chinese name (海运出口, 提单, 客户, 发票…). */
  label: Scalars['String']['output'];
};

/** One record found: what names it, and the field that matched. */
export type SearchHit = {
  __typename?: 'SearchHit';
  /** The order's client, the client's or supplier's code, the invoice's or settlement's unit. */
  detail?: Maybe<Scalars['String']['output']>;
  /** The label of the field that matched (HBL号, 箱号, 客户名称…). */
  field: Scalars['String']['output'];
  /** What the record's view page is opened with: the order code, bill of lading code or id. */
  key: Scalars['String']['output'];
  /** The kind of record found */
  kind: SearchKind;
  /** The order code, bill of lading code, client or supplier name, invoice or settlement number. */
  title: Scalars['String']['output'];
  /** The matched value. */
  value: Scalars['String']['output'];
  /** The record's view page: /action/oceanexport/view?orderCode=… */
  viewPath: Scalars['String']['output'];
};

/**
 * A kind of record that search answers (model/search): the order types, bills of lading, clients,
 * suppliers, invoices, receipts and payments.
 */
export type SearchKind =
  /** 空运出口 orders */
  | 'AIR_EXPORT'
  /** 空运进口 orders */
  | 'AIR_IMPORT'
  /** 客户 (clients) */
  | 'CLIENT'
  /** 内贸 orders */
  | 'DOMESTIC_TRADE'
  /** 发票 (receivable invoices) */
  | 'INVOICE'
  /** 海运出口 orders */
  | 'OCEAN_EXPORT'
  /** 提单 (bills of lading of ocean export orders) */
  | 'OCEAN_EXPORT_LADING'
  /** 海运进口 orders */
  | 'OCEAN_IMPORT'
  /** 付款 (payments) */
  | 'PAYMENT'
  /** 收款 (receipts) */
  | 'RECEIPT'
  /** 供应商 (suppliers) */
  | 'SUPPLIER';

/** What one search found, grouped by kind */
export type SearchResult = {
  __typename?: 'SearchResult';
  /** The kinds with hits, the kind holding the best match first. */
  groups: Array<SearchGroup>;
  /** The text searched, trimmed. */
  text: Scalars['String']['output'];
};

/** A receipt or payment with its allocations. */
export type Settlement = {
  __typename?: 'Settlement';
  /** Taken by allocations, in the settlement's currency */
  allocated: Scalars['Decimal']['output'];
  /** Its allocations, reversed ones included */
  allocations: Array<SettlementAllocation>;
  /** 金额 received or paid, in the settlement's currency */
  amount: Scalars['Decimal']['output'];
  /** When it was recorded (ISO 8601) */
  createDate: Scalars['DateTime']['output'];
  /** Who recorded it (user name) */
  creator?: Maybe<Scalars['String']['output']>;
  /** The settlement's own currency (dictionary category FYBZ) */
  currency: CodeName;
  /** The currency's rate to CNY on the settlement date */
  currencyRate: Scalars['Decimal']['output'];
  /** Who changed which field of the record, from what to what, and when: newest first (历史). */
  history: HistoryPage;
  /** RC-5 (receipt 5) or PM-5 (payment 5) */
  id: Scalars['ID']['output'];
  /** Receipt or payment */
  kind: SettlementKind;
  /** The orders of its allocations' lines (订单编号) */
  orderCodes: Array<Scalars['String']['output']>;
  /** 备注; null when none */
  remark?: Maybe<Scalars['String']['output']>;
  /** When it was reversed (ISO 8601); null while in force */
  reverseDate?: Maybe<Scalars['DateTime']['output']>;
  /** 冲销原因; null when none */
  reverseReason?: Maybe<Scalars['String']['output']>;
  /** Who reversed it; null while in force */
  reverser?: Maybe<Scalars['String']['output']>;
  /** 收款/付款日期 (YYYY-MM-DD) */
  settleDate: Scalars['Date']['output'];
  /** SK… for receipts, FK… for payments */
  settlementNo: Scalars['String']['output'];
  /** The client (receipt) or supplier (payment) */
  settlementUnit: SettlementUnit;
  /** In force or reversed */
  status: SettlementStatus;
  /** status as shown (正常, 已冲销) */
  statusName: Scalars['String']['output'];
  /** amount − allocated, in the settlement's currency: what 核销余额 may still allocate */
  unallocated: Scalars['Decimal']['output'];
  /** Moves with every change: a change sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};


/** A receipt or payment with its allocations. */
export type SettlementHistoryArgs = {
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** One fee line written off by a settlement. */
export type SettlementAllocation = {
  __typename?: 'SettlementAllocation';
  /** Taken from the settlement, in its currency */
  amount: Scalars['Decimal']['output'];
  /** The fee line (AR-7 / AP-7) */
  feeLineId: Scalars['ID']['output'];
  /** 费用名称 of the line */
  feeName: Scalars['String']['output'];
  /** The allocation id */
  id: Scalars['ID']['output'];
  /** The line's own currency (dictionary category FYBZ) */
  lineCurrency: CodeName;
  /** The line's money as it stands now, in the line's currency; null when the line is gone */
  lineMoney?: Maybe<Scalars['Decimal']['output']>;
  /** The line's open amount now (lineMoney − lineWriteOffMoney), in the line's currency; null when the line is gone */
  lineOutstanding?: Maybe<Scalars['Decimal']['output']>;
  /** The line's frozen rate to CNY */
  lineRate: Scalars['Decimal']['output'];
  /** What is written off the line now, in the line's currency; null when nothing or the line is gone */
  lineWriteOffMoney?: Maybe<Scalars['Decimal']['output']>;
  /** The line's order (订单编号) */
  orderCode: Scalars['String']['output'];
  /** Undone (撤销核销) or reversed with its settlement: counts for nothing */
  reversed: Scalars['Boolean']['output'];
  /** Written off the line, in the line's currency */
  writeOffMoney: Scalars['Decimal']['output'];
};

/** One line to write off, and how much. */
export type SettlementAllocationInput = {
  /** AR-7 for a receipt, AP-7 for a payment */
  feeLineId: Scalars['ID']['input'];
  /** Amount written off the line, in the line's currency */
  writeOffMoney: Scalars['Decimal']['input'];
};

/** Totals of one currency over the filtered, not reversed settlements. */
export type SettlementCurrencyTotal = {
  __typename?: 'SettlementCurrencyTotal';
  /** Sum allocated, in this currency */
  allocated: Scalars['Decimal']['output'];
  /** Sum of the settlements' amounts in this currency */
  amount: Scalars['Decimal']['output'];
  /** How many settlements */
  count: Scalars['Int']['output'];
  /** The currency (dictionary category FYBZ) */
  currency: CodeName;
  /** Sum not yet allocated, in this currency */
  unallocated: Scalars['Decimal']['output'];
};

/** The search of 收款管理 / 付款管理; every filter optional. */
export type SettlementFilter = {
  /** In this currency: a code of dictionary category FYBZ */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** With an allocation to a line of an order whose number contains this */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** Settled on or after this day (YYYY-MM-DD) */
  settleDateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** Settled on or before this day (YYYY-MM-DD) */
  settleDateTo?: InputMaybe<Scalars['Date']['input']>;
  /** Part of the settlement number */
  settlementNo?: InputMaybe<Scalars['String']['input']>;
  /** Of this client or supplier id */
  settlementUnitId?: InputMaybe<Scalars['ID']['input']>;
  /** Part of the settlement unit's name */
  settlementUnitName?: InputMaybe<Scalars['String']['input']>;
  /** In force or reversed */
  status?: InputMaybe<SettlementStatus>;
};

/**
 * Money received from a client (RECEIPT, 收款, writing off receivable lines) or paid to a supplier
 * (PAYMENT, 付款, writing off payable lines). REST tbReceipt / tbPayment.
 */
export type SettlementKind =
  /** 付款: money paid to a supplier, writing off payable (AP) lines */
  | 'PAYMENT'
  /** 收款: money received from a client, writing off receivable (AR) lines */
  | 'RECEIPT';

/** A page of receipts or payments, newest settlement date first, with totals per currency. */
export type SettlementPage = {
  __typename?: 'SettlementPage';
  /** The rows of this page */
  items: Array<Settlement>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
  /** Per currency, over every settlement the filter finds (reversed ones count for nothing) */
  totals: Array<SettlementCurrencyTotal>;
};

/** ZC 正常; CX 已冲销 (reversed: kept, counting for nothing, its lines' open amounts restored). */
export type SettlementStatus =
  /** 已冲销: reversed, kept for the record */
  | 'CX'
  /** 正常: in force */
  | 'ZC';

/** Who a fee line is settled with: a client of the group or a supplier of the organisation. */
export type SettlementUnit = {
  __typename?: 'SettlementUnit';
  /** The client or supplier code; null when it has none */
  code?: Maybe<Scalars['String']['output']>;
  /** The id of the Client or Supplier record (kind says which) */
  id: Scalars['ID']['output'];
  /** Client or supplier */
  kind: SettlementUnitKind;
  /** 结算单位名称 */
  name: Scalars['String']['output'];
};

/** Whether a settlement unit is a client or a supplier. */
export type SettlementUnitKind =
  /** A client (客户) of the group */
  | 'CLIENT'
  /** A supplier (供应商) of the organisation */
  | 'SUPPLIER';

/**
 * An account with failed sign-ins that still slow it down (the last 24 hours): each client address
 * waits longer after each of its failures, and past the ceiling the account signs in only with a
 * captcha asked for it. The failures themselves stay in the action log.
 */
export type SignInFailure = {
  __typename?: 'SignInFailure';
  /** How many client addresses they came from. */
  addresses: Scalars['Int']['output'];
  /** Past the ceiling: the account signs in only with a captcha asked for it. */
  captchaRequired: Scalars['Boolean']['output'];
  /** Wrong passwords in the last 24 hours, from all addresses. */
  failures: Scalars['Int']['output'];
  /** The client address of the last failure; null when unknown */
  lastAddress?: Maybe<Scalars['String']['output']>;
  /** When the last failure was (ISO 8601) */
  lastFailedAt: Scalars['DateTime']['output'];
  /** The account's mobile number (the sign-in name) */
  mobile: Scalars['String']['output'];
  /** The account's user id */
  userId: Scalars['ID']['output'];
  /** The account's name */
  userName: Scalars['String']['output'];
};

/** A page of accounts with recent failed sign-ins. */
export type SignInFailurePage = {
  __typename?: 'SignInFailurePage';
  /** The rows of this page */
  items: Array<SignInFailure>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** The filters of 业务统计; the organisation is always the session's */
export type StatementBusinessFilter = {
  /** 客户: id of a Client */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** 接单日期 开始日期: from this day on (inclusive) */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** 接单日期 结束日期: up to this day (inclusive) */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** 业务类型: an order type (its ZYLX shipping type code) */
  orderType?: InputMaybe<StatementOrderType>;
  /** 销售: id of a User (the order’s salesperson) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of 业务统计, with totals and chart over the whole filtered set */
export type StatementBusinessPage = {
  __typename?: 'StatementBusinessPage';
  /** 各业务类型订单数 over the whole filtered set: the top 12 by orderTypeName; values 订单数; a count */
  chart?: Maybe<StatementChart>;
  /** The rows of this page */
  items: Array<StatementBusinessRow>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
  /** Sums over the whole filtered set, not just this page */
  totals: StatementBusinessTotals;
};

/** A row of 业务统计 (/statements/business) */
export type StatementBusinessRow = {
  __typename?: 'StatementBusinessRow';
  /** 月份 */
  month?: Maybe<Scalars['String']['output']>;
  /** 订单数; a count */
  orderCount?: Maybe<Scalars['Int']['output']>;
  /** 业务类型 */
  orderTypeName?: Maybe<Scalars['String']['output']>;
  /** 应付(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  payableCny?: Maybe<Scalars['Decimal']['output']>;
  /** 利润(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  profitCny?: Maybe<Scalars['Decimal']['output']>;
  /** 应收(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  receivableCny?: Maybe<Scalars['Decimal']['output']>;
};

/** Totals of 业务统计 */
export type StatementBusinessTotals = {
  __typename?: 'StatementBusinessTotals';
  /** 订单数; a count: sum over the whole filtered set */
  orderCount: Scalars['Int']['output'];
  /** 应付(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  payableCny: Scalars['Decimal']['output'];
  /** 利润(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  profitCny: Scalars['Decimal']['output'];
  /** 应收(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  receivableCny: Scalars['Decimal']['output'];
};

/** The chart of a statement: aging buckets, profit by month, business by order type… */
export type StatementChart = {
  __typename?: 'StatementChart';
  /** always bar: the page draws bars */
  kind: Scalars['String']['output'];
  /** The bars, at most 12 for a grouped chart */
  points: Array<StatementChartPoint>;
  /** The chart title (Chinese) */
  title: Scalars['String']['output'];
};

/** A bar or point of a statement chart */
export type StatementChartPoint = {
  __typename?: 'StatementChartPoint';
  /** What the bar stands for: an aging bucket, a month (YYYY-MM), an order type, a client… */
  label: Scalars['String']['output'];
  /** The bar: the sum of the chart column (the page type's chart field says which, and its unit) */
  value: Scalars['Decimal']['output'];
};

/** The filters of 客户利润; the organisation is always the session's */
export type StatementCustomersFilter = {
  /** 客户: id of a Client */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** 接单日期 开始日期: from this day on (inclusive) */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** 接单日期 结束日期: up to this day (inclusive) */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** 业务类型: an order type (its ZYLX shipping type code) */
  orderType?: InputMaybe<StatementOrderType>;
  /** 销售: id of a User (the order’s salesperson) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of 客户利润, with totals and chart over the whole filtered set */
export type StatementCustomersPage = {
  __typename?: 'StatementCustomersPage';
  /** 利润前12名客户(人民币) over the whole filtered set: the top 12 by clientName; values 利润(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  chart?: Maybe<StatementChart>;
  /** The rows of this page */
  items: Array<StatementCustomersRow>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
  /** Sums over the whole filtered set, not just this page */
  totals: StatementCustomersTotals;
};

/** A row of 客户利润 (/statements/customers) */
export type StatementCustomersRow = {
  __typename?: 'StatementCustomersRow';
  /** 客户 */
  clientName?: Maybe<Scalars['String']['output']>;
  /** 订单数; a count */
  orderCount?: Maybe<Scalars['Int']['output']>;
  /** 未收(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  outstandingCny?: Maybe<Scalars['Decimal']['output']>;
  /** 应付(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  payableCny?: Maybe<Scalars['Decimal']['output']>;
  /** 利润(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  profitCny?: Maybe<Scalars['Decimal']['output']>;
  /** 应收(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  receivableCny?: Maybe<Scalars['Decimal']['output']>;
  /** 已收(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  receivedCny?: Maybe<Scalars['Decimal']['output']>;
};

/** Totals of 客户利润 */
export type StatementCustomersTotals = {
  __typename?: 'StatementCustomersTotals';
  /** 订单数; a count: sum over the whole filtered set */
  orderCount: Scalars['Int']['output'];
  /** 未收(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  outstandingCny: Scalars['Decimal']['output'];
  /** 应付(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  payableCny: Scalars['Decimal']['output'];
  /** 利润(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  profitCny: Scalars['Decimal']['output'];
  /** 应收(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  receivableCny: Scalars['Decimal']['output'];
  /** 已收(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  receivedCny: Scalars['Decimal']['output'];
};

/** The filters of 发票业务明细; the organisation is always the session's */
export type StatementInvoiceOrderFilter = {
  /** 客户: id of a Client */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** 币种: an FYBZ currency code */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** 开票日期 开始日期: from this day on (inclusive) */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** 开票日期 结束日期: up to this day (inclusive) */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** 发票号: part of the invoice number */
  invoiceNo?: InputMaybe<Scalars['String']['input']>;
  /** 订单号: part of the order code */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** 业务类型: an order type (its ZYLX shipping type code) */
  orderType?: InputMaybe<StatementOrderType>;
  /** 销售: id of a User (the order’s salesperson) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of 发票业务明细, with totals over the whole filtered set */
export type StatementInvoiceOrderPage = {
  __typename?: 'StatementInvoiceOrderPage';
  /** Always null: this report draws no chart */
  chart?: Maybe<StatementChart>;
  /** The rows of this page */
  items: Array<StatementInvoiceOrderRow>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
  /** Sums over the whole filtered set, not just this page */
  totals: StatementInvoiceOrderTotals;
};

/** A row of 发票业务明细 (/statements/invoiceOrder) */
export type StatementInvoiceOrderRow = {
  __typename?: 'StatementInvoiceOrderRow';
  /** 客户 */
  clientName?: Maybe<Scalars['String']['output']>;
  /** 开票金额(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  cnyMoney?: Maybe<Scalars['Decimal']['output']>;
  /** 开票日期; YYYY-MM-DD */
  invoiceDate?: Maybe<Scalars['Date']['output']>;
  /** 发票号 */
  invoiceNo?: Maybe<Scalars['String']['output']>;
  /** 费用条数; a count */
  lineCount?: Maybe<Scalars['Int']['output']>;
  /** 订单号 */
  orderCode?: Maybe<Scalars['String']['output']>;
  /** 业务类型 */
  orderTypeName?: Maybe<Scalars['String']['output']>;
  /** 已核销(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  writeOffCny?: Maybe<Scalars['Decimal']['output']>;
};

/** Totals of 发票业务明细 */
export type StatementInvoiceOrderTotals = {
  __typename?: 'StatementInvoiceOrderTotals';
  /** 开票金额(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  cnyMoney: Scalars['Decimal']['output'];
  /** 费用条数; a count: sum over the whole filtered set */
  lineCount: Scalars['Int']['output'];
  /** 已核销(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  writeOffCny: Scalars['Decimal']['output'];
};

/** The filters of 发票结算; the organisation is always the session's */
export type StatementInvoiceSettlementFilter = {
  /** 客户: id of a Client */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** 币种: an FYBZ currency code */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** 开票日期 开始日期: from this day on (inclusive) */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** 开票日期 结束日期: up to this day (inclusive) */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** 发票号: part of the invoice number */
  invoiceNo?: InputMaybe<Scalars['String']['input']>;
  /** 订单号: part of the order code */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** 业务类型: an order type (its ZYLX shipping type code) */
  orderType?: InputMaybe<StatementOrderType>;
  /** 销售: id of a User (the order’s salesperson) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
  /** 供应商: id of a Supplier */
  supplierId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of 发票结算, with totals over the whole filtered set */
export type StatementInvoiceSettlementPage = {
  __typename?: 'StatementInvoiceSettlementPage';
  /** Always null: this report draws no chart */
  chart?: Maybe<StatementChart>;
  /** The rows of this page */
  items: Array<StatementInvoiceSettlementRow>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
  /** Sums over the whole filtered set, not just this page */
  totals: StatementInvoiceSettlementTotals;
};

/** A row of 发票结算 (/statements/invoiceSettlement) */
export type StatementInvoiceSettlementRow = {
  __typename?: 'StatementInvoiceSettlementRow';
  /** 开票金额(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  cnyMoney?: Maybe<Scalars['Decimal']['output']>;
  /** 开票日期; YYYY-MM-DD */
  invoiceDate?: Maybe<Scalars['Date']['output']>;
  /** 发票号 */
  invoiceNo?: Maybe<Scalars['String']['output']>;
  /** 最近核销日期; YYYY-MM-DD */
  lastWriteOffDate?: Maybe<Scalars['Date']['output']>;
  /** 未核销(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  outstandingCny?: Maybe<Scalars['Decimal']['output']>;
  /** 结算状态 */
  settlementStatus?: Maybe<Scalars['String']['output']>;
  /** 结算单位 */
  settlementUnitName?: Maybe<Scalars['String']['output']>;
  /** 收付 */
  sideName?: Maybe<Scalars['String']['output']>;
  /** 已核销(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  writeOffCny?: Maybe<Scalars['Decimal']['output']>;
};

/** Totals of 发票结算 */
export type StatementInvoiceSettlementTotals = {
  __typename?: 'StatementInvoiceSettlementTotals';
  /** 开票金额(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  cnyMoney: Scalars['Decimal']['output'];
  /** 未核销(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  outstandingCny: Scalars['Decimal']['output'];
  /** 已核销(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  writeOffCny: Scalars['Decimal']['output'];
};

/** The filters of 未开票统计; the organisation is always the session's */
export type StatementNoticketFilter = {
  /** 客户: id of a Client */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** 币种: an FYBZ currency code */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** 费用日期 开始日期: from this day on (inclusive) */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** 费用日期 结束日期: up to this day (inclusive) */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** 订单号: part of the order code */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** 业务类型: an order type (its ZYLX shipping type code) */
  orderType?: InputMaybe<StatementOrderType>;
  /** 销售: id of a User (the order’s salesperson) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of 未开票统计, with totals and chart over the whole filtered set */
export type StatementNoticketPage = {
  __typename?: 'StatementNoticketPage';
  /** 未开票金额前12名客户(人民币) over the whole filtered set: the top 12 by clientName; values 折合人民币; 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  chart?: Maybe<StatementChart>;
  /** The rows of this page */
  items: Array<StatementNoticketRow>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
  /** Sums over the whole filtered set, not just this page */
  totals: StatementNoticketTotals;
};

/** A row of 未开票统计 (/statements/noticket) */
export type StatementNoticketRow = {
  __typename?: 'StatementNoticketRow';
  /** 客户 */
  clientName?: Maybe<Scalars['String']['output']>;
  /** 折合人民币; 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  cnyMoney?: Maybe<Scalars['Decimal']['output']>;
  /** 币种 */
  currencyName?: Maybe<Scalars['String']['output']>;
  /** 费用条数; a count */
  lineCount?: Maybe<Scalars['Int']['output']>;
  /** 未开票金额; in the row's own currency (its 币种 column); two decimals */
  money?: Maybe<Scalars['Decimal']['output']>;
  /** 最早费用日期; YYYY-MM-DD */
  oldestDate?: Maybe<Scalars['Date']['output']>;
  /** 订单数; a count */
  orderCount?: Maybe<Scalars['Int']['output']>;
};

/** Totals of 未开票统计 */
export type StatementNoticketTotals = {
  __typename?: 'StatementNoticketTotals';
  /** 折合人民币; 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  cnyMoney: Scalars['Decimal']['output'];
  /** 费用条数; a count: sum over the whole filtered set */
  lineCount: Scalars['Int']['output'];
  /** 订单数; a count: sum over the whole filtered set */
  orderCount: Scalars['Int']['output'];
};

/** An order type, by its shipping type code (字典 ZYLX) */
export type StatementOrderType =
  /** 海运出口 */
  | 'ZYLX_HYCK'
  /** 海运进口 */
  | 'ZYLX_HYJK'
  /** 空运出口 */
  | 'ZYLX_KYCK'
  /** 空运进口 */
  | 'ZYLX_KYJK'
  /** 内贸业务 */
  | 'ZYLX_NMYW';

/** The filters of 应付账龄; the organisation is always the session's */
export type StatementPayableAgingFilter = {
  /** 截止日期: the day ages are counted at; today in China by default */
  asOf?: InputMaybe<Scalars['Date']['input']>;
  /** 币种: an FYBZ currency code */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** 业务类型: an order type (its ZYLX shipping type code) */
  orderType?: InputMaybe<StatementOrderType>;
  /** 销售: id of a User (the order’s salesperson) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
  /** 供应商: id of a Supplier */
  supplierId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of 应付账龄, with totals and chart over the whole filtered set */
export type StatementPayableAgingPage = {
  __typename?: 'StatementPayableAgingPage';
  /** 账龄分布(人民币) over the whole filtered set: one bar per column; values 0–30天; 元 of CNY (本位币), each fee line converted at its own rate; two decimals, 31–60天; 元 of CNY (本位币), each fee line converted at its own rate; two decimals, 61–90天; 元 of CNY (本位币), each fee line converted at its own rate; two decimals, 90天以上; 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  chart?: Maybe<StatementChart>;
  /** The rows of this page */
  items: Array<StatementPayableAgingRow>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
  /** Sums over the whole filtered set, not just this page */
  totals: StatementPayableAgingTotals;
};

/** A row of 应付账龄 (/statements/payableAging) */
export type StatementPayableAgingRow = {
  __typename?: 'StatementPayableAgingRow';
  /** 0–30天; 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  days0To30?: Maybe<Scalars['Decimal']['output']>;
  /** 31–60天; 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  days31To60?: Maybe<Scalars['Decimal']['output']>;
  /** 61–90天; 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  days61To90?: Maybe<Scalars['Decimal']['output']>;
  /** 90天以上; 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  daysOver90?: Maybe<Scalars['Decimal']['output']>;
  /** 费用条数; a count */
  lineCount?: Maybe<Scalars['Int']['output']>;
  /** 未付合计(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  outstandingCny?: Maybe<Scalars['Decimal']['output']>;
  /** 供应商 */
  supplierName?: Maybe<Scalars['String']['output']>;
};

/** Totals of 应付账龄 */
export type StatementPayableAgingTotals = {
  __typename?: 'StatementPayableAgingTotals';
  /** 0–30天; 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  days0To30: Scalars['Decimal']['output'];
  /** 31–60天; 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  days31To60: Scalars['Decimal']['output'];
  /** 61–90天; 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  days61To90: Scalars['Decimal']['output'];
  /** 90天以上; 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  daysOver90: Scalars['Decimal']['output'];
  /** 费用条数; a count: sum over the whole filtered set */
  lineCount: Scalars['Int']['output'];
  /** 未付合计(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  outstandingCny: Scalars['Decimal']['output'];
};

/** The filters of 应付请款; the organisation is always the session's */
export type StatementPayableInvitationFilter = {
  /** 币种: an FYBZ currency code */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** 费用日期 开始日期: from this day on (inclusive) */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** 费用日期 结束日期: up to this day (inclusive) */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** 订单号: part of the order code */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** 业务类型: an order type (its ZYLX shipping type code) */
  orderType?: InputMaybe<StatementOrderType>;
  /** 销售: id of a User (the order’s salesperson) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
  /** 供应商: id of a Supplier */
  supplierId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of 应付请款, with totals and chart over the whole filtered set */
export type StatementPayableInvitationPage = {
  __typename?: 'StatementPayableInvitationPage';
  /** 待请款前12名供应商(人民币) over the whole filtered set: the top 12 by supplierName; values 待请款(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  chart?: Maybe<StatementChart>;
  /** The rows of this page */
  items: Array<StatementPayableInvitationRow>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
  /** Sums over the whole filtered set, not just this page */
  totals: StatementPayableInvitationTotals;
};

/** A row of 应付请款 (/statements/payableInvitation) */
export type StatementPayableInvitationRow = {
  __typename?: 'StatementPayableInvitationRow';
  /** 币种 */
  currencyName?: Maybe<Scalars['String']['output']>;
  /** 费用条数; a count */
  lineCount?: Maybe<Scalars['Int']['output']>;
  /** 应付金额; in the row's own currency (its 币种 column); two decimals */
  money?: Maybe<Scalars['Decimal']['output']>;
  /** 最早费用日期; YYYY-MM-DD */
  oldestDate?: Maybe<Scalars['Date']['output']>;
  /** 订单数; a count */
  orderCount?: Maybe<Scalars['Int']['output']>;
  /** 待请款(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  requestCny?: Maybe<Scalars['Decimal']['output']>;
  /** 待请款; in the row's own currency (its 币种 column); two decimals */
  requestMoney?: Maybe<Scalars['Decimal']['output']>;
  /** 供应商 */
  supplierName?: Maybe<Scalars['String']['output']>;
  /** 已付; in the row's own currency (its 币种 column); two decimals */
  writeOffMoney?: Maybe<Scalars['Decimal']['output']>;
};

/** Totals of 应付请款 */
export type StatementPayableInvitationTotals = {
  __typename?: 'StatementPayableInvitationTotals';
  /** 费用条数; a count: sum over the whole filtered set */
  lineCount: Scalars['Int']['output'];
  /** 订单数; a count: sum over the whole filtered set */
  orderCount: Scalars['Int']['output'];
  /** 待请款(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  requestCny: Scalars['Decimal']['output'];
};

/** The filters of 应付待审核; the organisation is always the session's */
export type StatementPayablePendingAuditFilter = {
  /** 币种: an FYBZ currency code */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** 费用日期 开始日期: from this day on (inclusive) */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** 费用日期 结束日期: up to this day (inclusive) */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** 订单号: part of the order code */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** 业务类型: an order type (its ZYLX shipping type code) */
  orderType?: InputMaybe<StatementOrderType>;
  /** 销售: id of a User (the order’s salesperson) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
  /** 供应商: id of a Supplier */
  supplierId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of 应付待审核, with totals over the whole filtered set */
export type StatementPayablePendingAuditPage = {
  __typename?: 'StatementPayablePendingAuditPage';
  /** Always null: this report draws no chart */
  chart?: Maybe<StatementChart>;
  /** The rows of this page */
  items: Array<StatementPayablePendingAuditRow>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
  /** Sums over the whole filtered set, not just this page */
  totals: StatementPayablePendingAuditTotals;
};

/** A row of 应付待审核 (/statements/payablePendingAudit) */
export type StatementPayablePendingAuditRow = {
  __typename?: 'StatementPayablePendingAuditRow';
  /** 折合人民币; 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  cnyMoney?: Maybe<Scalars['Decimal']['output']>;
  /** 录入人 */
  creator?: Maybe<Scalars['String']['output']>;
  /** 币种 */
  currencyName?: Maybe<Scalars['String']['output']>;
  /** 费用日期; YYYY-MM-DD */
  feeDate?: Maybe<Scalars['Date']['output']>;
  /** 费用名称 */
  feeName?: Maybe<Scalars['String']['output']>;
  /** 金额; in the row's own currency (its 币种 column); two decimals */
  money?: Maybe<Scalars['Decimal']['output']>;
  /** 订单号 */
  orderCode?: Maybe<Scalars['String']['output']>;
  /** 业务类型 */
  orderTypeName?: Maybe<Scalars['String']['output']>;
  /** 供应商 */
  supplierName?: Maybe<Scalars['String']['output']>;
  /** 等待天数; a count */
  waitingDays?: Maybe<Scalars['Int']['output']>;
};

/** Totals of 应付待审核 */
export type StatementPayablePendingAuditTotals = {
  __typename?: 'StatementPayablePendingAuditTotals';
  /** 折合人民币; 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  cnyMoney: Scalars['Decimal']['output'];
};

/** The filters of 应付核销; the organisation is always the session's */
export type StatementPayableWriteOffFilter = {
  /** 币种: an FYBZ currency code */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** 核销日期 开始日期: from this day on (inclusive) */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** 核销日期 结束日期: up to this day (inclusive) */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** 发票号: part of the invoice number */
  invoiceNo?: InputMaybe<Scalars['String']['input']>;
  /** 订单号: part of the order code */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** 业务类型: an order type (its ZYLX shipping type code) */
  orderType?: InputMaybe<StatementOrderType>;
  /** 销售: id of a User (the order’s salesperson) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
  /** 供应商: id of a Supplier */
  supplierId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of 应付核销, with totals and chart over the whole filtered set */
export type StatementPayableWriteOffPage = {
  __typename?: 'StatementPayableWriteOffPage';
  /** 按月核销(人民币) over the whole filtered set: the top 12 months; values 核销(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  chart?: Maybe<StatementChart>;
  /** The rows of this page */
  items: Array<StatementPayableWriteOffRow>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
  /** Sums over the whole filtered set, not just this page */
  totals: StatementPayableWriteOffTotals;
};

/** A row of 应付核销 (/statements/payableWriteOff) */
export type StatementPayableWriteOffRow = {
  __typename?: 'StatementPayableWriteOffRow';
  /** 币种 */
  currencyName?: Maybe<Scalars['String']['output']>;
  /** 费用名称 */
  feeName?: Maybe<Scalars['String']['output']>;
  /** 发票号 */
  invoiceNo?: Maybe<Scalars['String']['output']>;
  /** 金额; in the row's own currency (its 币种 column); two decimals */
  money?: Maybe<Scalars['Decimal']['output']>;
  /** 订单号 */
  orderCode?: Maybe<Scalars['String']['output']>;
  /** 未核销; in the row's own currency (its 币种 column); two decimals */
  remaining?: Maybe<Scalars['Decimal']['output']>;
  /** 供应商 */
  supplierName?: Maybe<Scalars['String']['output']>;
  /** 核销(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  writeOffCny?: Maybe<Scalars['Decimal']['output']>;
  /** 核销日期; YYYY-MM-DD */
  writeOffDate?: Maybe<Scalars['Date']['output']>;
  /** 核销金额; in the row's own currency (its 币种 column); two decimals */
  writeOffMoney?: Maybe<Scalars['Decimal']['output']>;
  /** 核销人 */
  writeOffName?: Maybe<Scalars['String']['output']>;
};

/** Totals of 应付核销 */
export type StatementPayableWriteOffTotals = {
  __typename?: 'StatementPayableWriteOffTotals';
  /** 核销(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  writeOffCny: Scalars['Decimal']['output'];
};

/** The filters of 单票利润; the organisation is always the session's */
export type StatementProfitFilter = {
  /** 客户: id of a Client */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** 接单日期 开始日期: from this day on (inclusive) */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** 接单日期 结束日期: up to this day (inclusive) */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** 订单号: part of the order code */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** 业务类型: an order type (its ZYLX shipping type code) */
  orderType?: InputMaybe<StatementOrderType>;
  /** 销售: id of a User (the order’s salesperson) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of 单票利润, with totals and chart over the whole filtered set */
export type StatementProfitPage = {
  __typename?: 'StatementProfitPage';
  /** 按月利润(人民币) over the whole filtered set: the top 12 months; values 利润(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  chart?: Maybe<StatementChart>;
  /** The rows of this page */
  items: Array<StatementProfitRow>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
  /** Sums over the whole filtered set, not just this page */
  totals: StatementProfitTotals;
};

/** A row of 单票利润 (/statements/profit) */
export type StatementProfitRow = {
  __typename?: 'StatementProfitRow';
  /** 客户 */
  clientName?: Maybe<Scalars['String']['output']>;
  /** 利润率%; percent, two decimals (12.5 is 12.5%); null when there is nothing to divide by */
  marginPercent?: Maybe<Scalars['Decimal']['output']>;
  /** 订单号 */
  orderCode?: Maybe<Scalars['String']['output']>;
  /** 接单日期; YYYY-MM-DD */
  orderDate?: Maybe<Scalars['Date']['output']>;
  /** 业务类型 */
  orderTypeName?: Maybe<Scalars['String']['output']>;
  /** 应付(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  payableCny?: Maybe<Scalars['Decimal']['output']>;
  /** 利润(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  profitCny?: Maybe<Scalars['Decimal']['output']>;
  /** 应收(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  receivableCny?: Maybe<Scalars['Decimal']['output']>;
  /** 销售 */
  salesName?: Maybe<Scalars['String']['output']>;
};

/** Totals of 单票利润 */
export type StatementProfitTotals = {
  __typename?: 'StatementProfitTotals';
  /** 应付(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  payableCny: Scalars['Decimal']['output'];
  /** 利润(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  profitCny: Scalars['Decimal']['output'];
  /** 应收(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  receivableCny: Scalars['Decimal']['output'];
};

/** The filters of 应收账龄; the organisation is always the session's */
export type StatementReceivableAgingFilter = {
  /** 截止日期: the day ages are counted at; today in China by default */
  asOf?: InputMaybe<Scalars['Date']['input']>;
  /** 客户: id of a Client */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** 币种: an FYBZ currency code */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** 业务类型: an order type (its ZYLX shipping type code) */
  orderType?: InputMaybe<StatementOrderType>;
  /** 销售: id of a User (the order’s salesperson) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of 应收账龄, with totals and chart over the whole filtered set */
export type StatementReceivableAgingPage = {
  __typename?: 'StatementReceivableAgingPage';
  /** 账龄分布(人民币) over the whole filtered set: one bar per column; values 0–30天; 元 of CNY (本位币), each fee line converted at its own rate; two decimals, 31–60天; 元 of CNY (本位币), each fee line converted at its own rate; two decimals, 61–90天; 元 of CNY (本位币), each fee line converted at its own rate; two decimals, 90天以上; 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  chart?: Maybe<StatementChart>;
  /** The rows of this page */
  items: Array<StatementReceivableAgingRow>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
  /** Sums over the whole filtered set, not just this page */
  totals: StatementReceivableAgingTotals;
};

/** A row of 应收账龄 (/statements/receivableAging) */
export type StatementReceivableAgingRow = {
  __typename?: 'StatementReceivableAgingRow';
  /** 客户 */
  clientName?: Maybe<Scalars['String']['output']>;
  /** 0–30天; 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  days0To30?: Maybe<Scalars['Decimal']['output']>;
  /** 31–60天; 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  days31To60?: Maybe<Scalars['Decimal']['output']>;
  /** 61–90天; 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  days61To90?: Maybe<Scalars['Decimal']['output']>;
  /** 90天以上; 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  daysOver90?: Maybe<Scalars['Decimal']['output']>;
  /** 费用条数; a count */
  lineCount?: Maybe<Scalars['Int']['output']>;
  /** 未收合计(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  outstandingCny?: Maybe<Scalars['Decimal']['output']>;
};

/** Totals of 应收账龄 */
export type StatementReceivableAgingTotals = {
  __typename?: 'StatementReceivableAgingTotals';
  /** 0–30天; 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  days0To30: Scalars['Decimal']['output'];
  /** 31–60天; 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  days31To60: Scalars['Decimal']['output'];
  /** 61–90天; 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  days61To90: Scalars['Decimal']['output'];
  /** 90天以上; 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  daysOver90: Scalars['Decimal']['output'];
  /** 费用条数; a count: sum over the whole filtered set */
  lineCount: Scalars['Int']['output'];
  /** 未收合计(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  outstandingCny: Scalars['Decimal']['output'];
};

/** The filters of 应收核销; the organisation is always the session's */
export type StatementReceivableWriteOffFilter = {
  /** 客户: id of a Client */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** 币种: an FYBZ currency code */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** 核销日期 开始日期: from this day on (inclusive) */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** 核销日期 结束日期: up to this day (inclusive) */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** 发票号: part of the invoice number */
  invoiceNo?: InputMaybe<Scalars['String']['input']>;
  /** 订单号: part of the order code */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** 业务类型: an order type (its ZYLX shipping type code) */
  orderType?: InputMaybe<StatementOrderType>;
  /** 销售: id of a User (the order’s salesperson) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of 应收核销, with totals and chart over the whole filtered set */
export type StatementReceivableWriteOffPage = {
  __typename?: 'StatementReceivableWriteOffPage';
  /** 按月核销(人民币) over the whole filtered set: the top 12 months; values 核销(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  chart?: Maybe<StatementChart>;
  /** The rows of this page */
  items: Array<StatementReceivableWriteOffRow>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
  /** Sums over the whole filtered set, not just this page */
  totals: StatementReceivableWriteOffTotals;
};

/** A row of 应收核销 (/statements/receivableWriteOff) */
export type StatementReceivableWriteOffRow = {
  __typename?: 'StatementReceivableWriteOffRow';
  /** 客户 */
  clientName?: Maybe<Scalars['String']['output']>;
  /** 币种 */
  currencyName?: Maybe<Scalars['String']['output']>;
  /** 费用名称 */
  feeName?: Maybe<Scalars['String']['output']>;
  /** 发票号 */
  invoiceNo?: Maybe<Scalars['String']['output']>;
  /** 金额; in the row's own currency (its 币种 column); two decimals */
  money?: Maybe<Scalars['Decimal']['output']>;
  /** 订单号 */
  orderCode?: Maybe<Scalars['String']['output']>;
  /** 未核销; in the row's own currency (its 币种 column); two decimals */
  remaining?: Maybe<Scalars['Decimal']['output']>;
  /** 核销(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  writeOffCny?: Maybe<Scalars['Decimal']['output']>;
  /** 核销日期; YYYY-MM-DD */
  writeOffDate?: Maybe<Scalars['Date']['output']>;
  /** 核销金额; in the row's own currency (its 币种 column); two decimals */
  writeOffMoney?: Maybe<Scalars['Decimal']['output']>;
  /** 核销人 */
  writeOffName?: Maybe<Scalars['String']['output']>;
};

/** Totals of 应收核销 */
export type StatementReceivableWriteOffTotals = {
  __typename?: 'StatementReceivableWriteOffTotals';
  /** 核销(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  writeOffCny: Scalars['Decimal']['output'];
};

/** The filters of 供应商统计; the organisation is always the session's */
export type StatementSupplierFilter = {
  /** 币种: an FYBZ currency code */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** 费用日期 开始日期: from this day on (inclusive) */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** 费用日期 结束日期: up to this day (inclusive) */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** 订单号: part of the order code */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** 业务类型: an order type (its ZYLX shipping type code) */
  orderType?: InputMaybe<StatementOrderType>;
  /** 销售: id of a User (the order’s salesperson) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
  /** 供应商: id of a Supplier */
  supplierId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of 供应商统计, with totals and chart over the whole filtered set */
export type StatementSupplierPage = {
  __typename?: 'StatementSupplierPage';
  /** 应付前12名供应商(人民币) over the whole filtered set: the top 12 by supplierName; values 应付(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  chart?: Maybe<StatementChart>;
  /** The rows of this page */
  items: Array<StatementSupplierRow>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
  /** Sums over the whole filtered set, not just this page */
  totals: StatementSupplierTotals;
};

/** A row of 供应商统计 (/statements/supplier) */
export type StatementSupplierRow = {
  __typename?: 'StatementSupplierRow';
  /** 费用条数; a count */
  lineCount?: Maybe<Scalars['Int']['output']>;
  /** 订单数; a count */
  orderCount?: Maybe<Scalars['Int']['output']>;
  /** 未付(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  outstandingCny?: Maybe<Scalars['Decimal']['output']>;
  /** 已付(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  paidCny?: Maybe<Scalars['Decimal']['output']>;
  /** 应付(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  payableCny?: Maybe<Scalars['Decimal']['output']>;
  /** 供应商 */
  supplierName?: Maybe<Scalars['String']['output']>;
};

/** Totals of 供应商统计 */
export type StatementSupplierTotals = {
  __typename?: 'StatementSupplierTotals';
  /** 费用条数; a count: sum over the whole filtered set */
  lineCount: Scalars['Int']['output'];
  /** 订单数; a count: sum over the whole filtered set */
  orderCount: Scalars['Int']['output'];
  /** 未付(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  outstandingCny: Scalars['Decimal']['output'];
  /** 已付(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  paidCny: Scalars['Decimal']['output'];
  /** 应付(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  payableCny: Scalars['Decimal']['output'];
};

/** The filters of 开票统计; the organisation is always the session's */
export type StatementTicketFilter = {
  /** 客户: id of a Client */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** 币种: an FYBZ currency code */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** 开票日期 开始日期: from this day on (inclusive) */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** 开票日期 结束日期: up to this day (inclusive) */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** 发票号: part of the invoice number */
  invoiceNo?: InputMaybe<Scalars['String']['input']>;
  /** 订单号: part of the order code */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** 业务类型: an order type (its ZYLX shipping type code) */
  orderType?: InputMaybe<StatementOrderType>;
  /** 销售: id of a User (the order’s salesperson) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of 开票统计, with totals and chart over the whole filtered set */
export type StatementTicketPage = {
  __typename?: 'StatementTicketPage';
  /** 按月开票金额(人民币) over the whole filtered set: the top 12 months; values 折合人民币; 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  chart?: Maybe<StatementChart>;
  /** The rows of this page */
  items: Array<StatementTicketRow>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
  /** Sums over the whole filtered set, not just this page */
  totals: StatementTicketTotals;
};

/** A row of 开票统计 (/statements/ticket) */
export type StatementTicketRow = {
  __typename?: 'StatementTicketRow';
  /** 客户 */
  clientName?: Maybe<Scalars['String']['output']>;
  /** 折合人民币; 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  cnyMoney?: Maybe<Scalars['Decimal']['output']>;
  /** 币种 */
  currencyName?: Maybe<Scalars['String']['output']>;
  /** 开票日期; YYYY-MM-DD */
  invoiceDate?: Maybe<Scalars['Date']['output']>;
  /** 发票号 */
  invoiceNo?: Maybe<Scalars['String']['output']>;
  /** 费用条数; a count */
  lineCount?: Maybe<Scalars['Int']['output']>;
  /** 开票金额; in the row's own currency (its 币种 column); two decimals */
  money?: Maybe<Scalars['Decimal']['output']>;
  /** 订单数; a count */
  orderCount?: Maybe<Scalars['Int']['output']>;
  /** 未核销(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  outstandingCny?: Maybe<Scalars['Decimal']['output']>;
  /** 已核销(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  writeOffCny?: Maybe<Scalars['Decimal']['output']>;
};

/** Totals of 开票统计 */
export type StatementTicketTotals = {
  __typename?: 'StatementTicketTotals';
  /** 折合人民币; 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  cnyMoney: Scalars['Decimal']['output'];
  /** 费用条数; a count: sum over the whole filtered set */
  lineCount: Scalars['Int']['output'];
  /** 订单数; a count: sum over the whole filtered set */
  orderCount: Scalars['Int']['output'];
  /** 未核销(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  outstandingCny: Scalars['Decimal']['output'];
  /** 已核销(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  writeOffCny: Scalars['Decimal']['output'];
};

/** The filters of 开票统计（新版）; the organisation is always the session's */
export type StatementTicketV2Filter = {
  /** 客户: id of a Client */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** 币种: an FYBZ currency code */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** 开票日期 开始日期: from this day on (inclusive) */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** 开票日期 结束日期: up to this day (inclusive) */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** 发票号: part of the invoice number */
  invoiceNo?: InputMaybe<Scalars['String']['input']>;
  /** 订单号: part of the order code */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** 业务类型: an order type (its ZYLX shipping type code) */
  orderType?: InputMaybe<StatementOrderType>;
  /** 销售: id of a User (the order’s salesperson) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
  /** 供应商: id of a Supplier */
  supplierId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of 开票统计（新版）, with totals over the whole filtered set */
export type StatementTicketV2Page = {
  __typename?: 'StatementTicketV2Page';
  /** Always null: this report draws no chart */
  chart?: Maybe<StatementChart>;
  /** The rows of this page */
  items: Array<StatementTicketV2Row>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
  /** Sums over the whole filtered set, not just this page */
  totals: StatementTicketV2Totals;
};

/** A row of 开票统计（新版） (/statements/ticket/v2) */
export type StatementTicketV2Row = {
  __typename?: 'StatementTicketV2Row';
  /** 折合人民币; 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  cnyMoney?: Maybe<Scalars['Decimal']['output']>;
  /** 币种 */
  currencyName?: Maybe<Scalars['String']['output']>;
  /** 汇率; units of CNY for one unit of the row's currency */
  exchangeRate?: Maybe<Scalars['Decimal']['output']>;
  /** 费用名称 */
  feeName?: Maybe<Scalars['String']['output']>;
  /** 开票日期; YYYY-MM-DD */
  invoiceDate?: Maybe<Scalars['Date']['output']>;
  /** 发票号 */
  invoiceNo?: Maybe<Scalars['String']['output']>;
  /** 金额; in the row's own currency (its 币种 column); two decimals */
  money?: Maybe<Scalars['Decimal']['output']>;
  /** 订单号 */
  orderCode?: Maybe<Scalars['String']['output']>;
  /** 业务类型 */
  orderTypeName?: Maybe<Scalars['String']['output']>;
  /** 结算单位 */
  settlementUnitName?: Maybe<Scalars['String']['output']>;
  /** 收付 */
  sideName?: Maybe<Scalars['String']['output']>;
  /** 已核销; in the row's own currency (its 币种 column); two decimals */
  writeOffMoney?: Maybe<Scalars['Decimal']['output']>;
};

/** Totals of 开票统计（新版） */
export type StatementTicketV2Totals = {
  __typename?: 'StatementTicketV2Totals';
  /** 折合人民币; 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  cnyMoney: Scalars['Decimal']['output'];
};

/** The filters of 未出账业务; the organisation is always the session's */
export type StatementUnBilledBusinessFilter = {
  /** 客户: id of a Client */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** 接单日期 开始日期: from this day on (inclusive) */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** 接单日期 结束日期: up to this day (inclusive) */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** 订单号: part of the order code */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** 业务类型: an order type (its ZYLX shipping type code) */
  orderType?: InputMaybe<StatementOrderType>;
  /** 销售: id of a User (the order’s salesperson) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of 未出账业务, with totals over the whole filtered set */
export type StatementUnBilledBusinessPage = {
  __typename?: 'StatementUnBilledBusinessPage';
  /** Always null: this report draws no chart */
  chart?: Maybe<StatementChart>;
  /** The rows of this page */
  items: Array<StatementUnBilledBusinessRow>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
  /** Sums over the whole filtered set, not just this page */
  totals: StatementUnBilledBusinessTotals;
};

/** A row of 未出账业务 (/statements/unBilledBusiness) */
export type StatementUnBilledBusinessRow = {
  __typename?: 'StatementUnBilledBusinessRow';
  /** 客户 */
  clientName?: Maybe<Scalars['String']['output']>;
  /** 已开票(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  invoicedCny?: Maybe<Scalars['Decimal']['output']>;
  /** 未开票条数; a count */
  lineCount?: Maybe<Scalars['Int']['output']>;
  /** 订单号 */
  orderCode?: Maybe<Scalars['String']['output']>;
  /** 接单日期; YYYY-MM-DD */
  orderDate?: Maybe<Scalars['Date']['output']>;
  /** 业务类型 */
  orderTypeName?: Maybe<Scalars['String']['output']>;
  /** 销售 */
  salesName?: Maybe<Scalars['String']['output']>;
  /** 未开票(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  unbilledCny?: Maybe<Scalars['Decimal']['output']>;
};

/** Totals of 未出账业务 */
export type StatementUnBilledBusinessTotals = {
  __typename?: 'StatementUnBilledBusinessTotals';
  /** 已开票(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  invoicedCny: Scalars['Decimal']['output'];
  /** 未开票条数; a count: sum over the whole filtered set */
  lineCount: Scalars['Int']['output'];
  /** 未开票(人民币); 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  unbilledCny: Scalars['Decimal']['output'];
};

/** The filters of 未出账费用; the organisation is always the session's */
export type StatementUnBilledExpensesFilter = {
  /** 币种: an FYBZ currency code */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** 费用日期 开始日期: from this day on (inclusive) */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** 费用日期 结束日期: up to this day (inclusive) */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** 订单号: part of the order code */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** 业务类型: an order type (its ZYLX shipping type code) */
  orderType?: InputMaybe<StatementOrderType>;
  /** 销售: id of a User (the order’s salesperson) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
  /** 供应商: id of a Supplier */
  supplierId?: InputMaybe<Scalars['ID']['input']>;
};

/** A page of 未出账费用, with totals and chart over the whole filtered set */
export type StatementUnBilledExpensesPage = {
  __typename?: 'StatementUnBilledExpensesPage';
  /** 未开票费用前12名供应商(人民币) over the whole filtered set: the top 12 by supplierName; values 折合人民币; 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  chart?: Maybe<StatementChart>;
  /** The rows of this page */
  items: Array<StatementUnBilledExpensesRow>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
  /** Sums over the whole filtered set, not just this page */
  totals: StatementUnBilledExpensesTotals;
};

/** A row of 未出账费用 (/statements/unBilledExpenses) */
export type StatementUnBilledExpensesRow = {
  __typename?: 'StatementUnBilledExpensesRow';
  /** 天数; a count */
  ageDays?: Maybe<Scalars['Int']['output']>;
  /** 审核状态 */
  approveStatusName?: Maybe<Scalars['String']['output']>;
  /** 折合人民币; 元 of CNY (本位币), each fee line converted at its own rate; two decimals */
  cnyMoney?: Maybe<Scalars['Decimal']['output']>;
  /** 币种 */
  currencyName?: Maybe<Scalars['String']['output']>;
  /** 费用日期; YYYY-MM-DD */
  feeDate?: Maybe<Scalars['Date']['output']>;
  /** 费用名称 */
  feeName?: Maybe<Scalars['String']['output']>;
  /** 金额; in the row's own currency (its 币种 column); two decimals */
  money?: Maybe<Scalars['Decimal']['output']>;
  /** 订单号 */
  orderCode?: Maybe<Scalars['String']['output']>;
  /** 业务类型 */
  orderTypeName?: Maybe<Scalars['String']['output']>;
  /** 供应商 */
  supplierName?: Maybe<Scalars['String']['output']>;
};

/** Totals of 未出账费用 */
export type StatementUnBilledExpensesTotals = {
  __typename?: 'StatementUnBilledExpensesTotals';
  /** 折合人民币; 元 of CNY (本位币), each fee line converted at its own rate; two decimals: sum over the whole filtered set */
  cnyMoney: Scalars['Decimal']['output'];
};

/** A file attached to an order node (or a company). */
export type StoredFile = {
  __typename?: 'StoredFile';
  /** 附件类型 (托单确认件, 商业发票…), for order types whose files node groups by type; null otherwise */
  attachmentType?: Maybe<Scalars['String']['output']>;
  /** The company key it is filed under (text of at most 64 characters); null when none */
  companyId?: Maybe<Scalars['String']['output']>;
  /** MIME type (application/pdf…) */
  contentType: Scalars['String']['output'];
  /** When it was uploaded (ISO 8601) */
  createdAt: Scalars['DateTime']['output'];
  /** The file id */
  id: Scalars['ID']['output'];
  /** Kept in the PRIVATE area: open it through privateFileUrl */
  isPrivate: Scalars['Boolean']['output'];
  /** The name the user uploaded it under. */
  name: Scalars['String']['output'];
  /** The workflow node it was attached at (the node dictionary of the order's type); null when none */
  nodeCode?: Maybe<Scalars['String']['output']>;
  /** The order it belongs to (订单编号); null when none */
  orderCode?: Maybe<Scalars['String']['output']>;
  /** The key to ask privateFileUrl with. */
  path: Scalars['String']['output'];
  /** The stable address of a public file; null for a private one (ask privateFileUrl). */
  publicUrl?: Maybe<Scalars['String']['output']>;
  /** SHA-256 of the content, hex */
  sha256: Scalars['String']['output'];
  /** The order's shipping type (a code of dictionary category ZYLX); null when none */
  shippingType?: Maybe<Scalars['String']['output']>;
  /** Size in bytes */
  size: Scalars['Int']['output'];
  /** Who uploaded it (user name) */
  uploaderName: Scalars['String']['output'];
};

/** A page of files, newest first. */
export type StoredFilePage = {
  __typename?: 'StoredFilePage';
  /** The rows of this page */
  items: Array<StoredFile>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** A supplier: booking agent, shipping company, customs broker, carrier… (供应商); REST tbSupplier */
export type Supplier = {
  __typename?: 'Supplier';
  /** 账期（天） (at least 0; at most 365) */
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
  /** Who changed which field of the record, from what to what, and when: newest first (历史). */
  history: HistoryPage;
  /** The record id */
  id: Scalars['ID']['output'];
  /** 发票类型 (a code of dictionary category FPLX) */
  invoiceType?: Maybe<CodeName>;
  /** The organisation the record belongs to */
  orgId: Scalars['ID']['output'];
  /** 注册地址 (at most 200 characters) */
  registeredAddress?: Maybe<Scalars['String']['output']>;
  /** 注册电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  registeredTel?: Maybe<Scalars['String']['output']>;
  /** 销售 (the id of a user) */
  salesId?: Maybe<Scalars['ID']['output']>;
  /** 销售: the user's name; null when none */
  salesName?: Maybe<Scalars['String']['output']>;
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status: RecordStatus;
  /** 供应商编码 (at most 20 characters; set by the server) */
  supplierCode?: Maybe<Scalars['String']['output']>;
  /** 供应商名称 (required; at most 100 characters; unique) */
  supplierName: Scalars['String']['output'];
  /** 税率（%） (up to 2 decimal places; at least 0; at most 100) */
  taxRate?: Maybe<Scalars['Decimal']['output']>;
  /** 纳税人识别号 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  taxpayerIdentificationNumber?: Maybe<Scalars['String']['output']>;
  /** 供应商类型 (required; codes of dictionary category GSLX) */
  typeIdList: Array<CodeName>;
  /** Moves with every change of the record: an update sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};


/** A supplier: booking agent, shipping company, customs broker, carrier… (供应商); REST tbSupplier */
export type SupplierHistoryArgs = {
  pageNum?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** 银行账户 of a Supplier */
export type SupplierBank = {
  __typename?: 'SupplierBank';
  /** 银行账号 (required; at most 40 characters; pattern digits ^\d*$) */
  bankAccount: Scalars['String']['output'];
  /** 开户银行 (required; at most 100 characters) */
  bankName: Scalars['String']['output'];
  /** 币种 (codes of dictionary category FYBZ) */
  currencyCodeList: Array<CodeName>;
  /** The row id */
  id: Scalars['ID']['output'];
};

/** 银行账户 row */
export type SupplierBankInput = {
  /** 银行账号 (required; at most 40 characters; pattern digits ^\d*$) */
  bankAccount?: InputMaybe<Scalars['String']['input']>;
  /** 开户银行 (required; at most 100 characters) */
  bankName?: InputMaybe<Scalars['String']['input']>;
  /** 币种 (codes of dictionary category FYBZ) */
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
  /** The row id */
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
  /** Default true */
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  /** Matches the picker fields */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** A list column to sort by; default the declared order */
  sortField?: InputMaybe<Scalars['String']['input']>;
  /** 状态: equals ACTIVE or INACTIVE */
  status?: InputMaybe<RecordStatus>;
  /** 供应商名称: contains the text (case-insensitive) */
  supplierName?: InputMaybe<Scalars['String']['input']>;
  /** 供应商类型: holds the code (a code of dictionary category GSLX) */
  typeIdList?: InputMaybe<Scalars['String']['input']>;
};

/** A page of suppliers */
export type SupplierPage = {
  __typename?: 'SupplierPage';
  /** The rows of this page */
  items: Array<Supplier>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** File format of a list export */
export type TableExportFormat =
  /** Comma-separated text, UTF-8 with BOM */
  | 'CSV'
  /** Excel workbook (.xlsx) */
  | 'XLSX';

/** A receivable line on the 已开票 / 未开票 pages, with its outstanding amount. */
export type TicketLine = {
  __typename?: 'TicketLine';
  /** When the line was approved (ISO 8601); null when never */
  approveDate?: Maybe<Scalars['DateTime']['output']>;
  /** 审核状态 (YSH for every line that can be invoiced) */
  approveStatus: FeeApproveStatus;
  /** The order's client (委托单位); null when none */
  clientName?: Maybe<Scalars['String']['output']>;
  /** 折合人民币 (CNY, 元): money × exchangeRate, rounded to cents */
  cnyMoney: Scalars['Decimal']['output'];
  /** When the line was added (ISO 8601) */
  createDate: Scalars['DateTime']['output'];
  /** The line's own currency (dictionary category FYBZ) */
  currency: CodeName;
  /** CNY for one unit of the line's currency, frozen on the line */
  exchangeRate: Scalars['Decimal']['output'];
  /** 费用代码 */
  feeCode: Scalars['String']['output'];
  /** 费用名称 */
  feeName: Scalars['String']['output'];
  /** FeeLine.id (AR-n) */
  id: Scalars['ID']['output'];
  /** 开票日期 of the current invoice (YYYY-MM-DD); null when not invoiced */
  invoiceDate?: Maybe<Scalars['Date']['output']>;
  /** The current invoice (已开票 lines); null when not invoiced */
  invoiceId?: Maybe<Scalars['ID']['output']>;
  /** 发票号码 of the current invoice; null when not invoiced */
  invoiceNo?: Maybe<Scalars['String']['output']>;
  /** 金额 in the line's own currency */
  money: Scalars['Decimal']['output'];
  /** The order's number (订单编号) */
  orderCode: Scalars['String']['output'];
  /** The order's shipping type (dictionary category ZYLX) */
  orderType: CodeName;
  /** money − writeOffMoney, in the line's currency */
  outstanding: Scalars['Decimal']['output'];
  /** The client the line is settled with */
  settlementUnit: SettlementUnit;
  /** Written off by receipts so far, in the line's own currency; null when nothing */
  writeOffMoney?: Maybe<Scalars['Decimal']['output']>;
};

/** The search of the 已开票 / 未开票 pages; every filter optional. */
export type TicketLineFilter = {
  /** Part of the order's client name */
  clientName?: InputMaybe<Scalars['String']['input']>;
  /** Lines in this currency: a code of dictionary category FYBZ */
  currency?: InputMaybe<Scalars['String']['input']>;
  /** On or after this day (YYYY-MM-DD). Invoiced lines: the invoice date; not invoiced: the day the line was approved */
  dateFrom?: InputMaybe<Scalars['Date']['input']>;
  /** On or before this day (YYYY-MM-DD), of the same date as dateFrom */
  dateTo?: InputMaybe<Scalars['Date']['input']>;
  /** Part of the invoice number (invoiced lines) */
  invoiceNo?: InputMaybe<Scalars['String']['input']>;
  /** Part of the order code */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** The client (settlement unit) */
  settlementUnitId?: InputMaybe<Scalars['ID']['input']>;
  /** Part of the settlement unit's name */
  settlementUnitName?: InputMaybe<Scalars['String']['input']>;
};

/** A page of receivable lines, with totals over every line the filter finds. */
export type TicketLinePage = {
  __typename?: 'TicketLinePage';
  /** Σ cnyMoney of every line the filter finds */
  cnyMoney: Scalars['Decimal']['output'];
  /** The rows of this page */
  items: Array<TicketLine>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
  /** Totals of every line the filter finds (not only this page), per currency */
  totals: Array<InvoiceCurrencyAmount>;
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
  /** The record id */
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
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status: RecordStatus;
  /** Moves with every change of the record: an update sends it back as expectedVersion */
  version: Scalars['Int']['output'];
  /** 邮编 (at most 10 characters; pattern digits ^\d*$) */
  zipCode?: Maybe<Scalars['String']['output']>;
};

/** 联系人 of a TransportAddress */
export type TransportAddressContact = {
  __typename?: 'TransportAddressContact';
  /** 联系人 (required; at most 50 characters) */
  contact: Scalars['String']['output'];
  /** The row id */
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
  /** 详细地址: contains the text (case-insensitive) */
  address?: InputMaybe<Scalars['String']['input']>;
  /** 城市: equals */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Default true */
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  /** 起运地: equals */
  isDeparture?: InputMaybe<Scalars['Boolean']['input']>;
  /** 目的地: equals */
  isDestination?: InputMaybe<Scalars['Boolean']['input']>;
  /** Matches the picker fields */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** 省份: equals */
  province?: InputMaybe<Scalars['String']['input']>;
  /** A list column to sort by; default the declared order */
  sortField?: InputMaybe<Scalars['String']['input']>;
  /** 状态: equals ACTIVE or INACTIVE */
  status?: InputMaybe<RecordStatus>;
};

/** A page of transportAddresses */
export type TransportAddressPage = {
  __typename?: 'TransportAddressPage';
  /** The rows of this page */
  items: Array<TransportAddress>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** Changes to a Address (地址): omitted fields stay, null clears */
export type UpdateAddressInput = {
  /** 地址详情 (required; at most 500 characters) */
  addressDetail?: InputMaybe<Scalars['String']['input']>;
  /** 地址类型 (required; a code of dictionary category DZLX) */
  addressType?: InputMaybe<Scalars['String']['input']>;
  /** AEO编码 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  aeoCode?: InputMaybe<Scalars['String']['input']>;
  /** 企业代码; when given, replaces the stored rows */
  codeList?: InputMaybe<Array<AddressCodeInput>>;
  /** 作业类型 (required; a code of dictionary category ZYLX) */
  shippingType?: InputMaybe<Scalars['String']['input']>;
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status?: InputMaybe<RecordStatus>;
};

/** Changes to a Client (客户): omitted fields stay, null clears */
export type UpdateClientInput = {
  /** 账期（天） (at least 0; at most 365) */
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
  /** 发票类型 (a code of dictionary category FPLX) */
  invoiceType?: InputMaybe<Scalars['String']['input']>;
  /** 注册地址 (at most 200 characters) */
  registeredAddress?: InputMaybe<Scalars['String']['input']>;
  /** 注册电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  registeredTel?: InputMaybe<Scalars['String']['input']>;
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status?: InputMaybe<RecordStatus>;
  /** 税率（%） (up to 2 decimal places; at least 0; at most 100) */
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
  /** 排序 (at least 0; at most 99999) */
  sortId?: InputMaybe<Scalars['Int']['input']>;
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status?: InputMaybe<RecordStatus>;
};

/** Changes to a ExchangeRate (汇率): omitted fields stay, null clears */
export type UpdateExchangeRateInput = {
  /** 结束日期 (required; YYYY-MM-DD) */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** 折算币种 (a code of dictionary category FYBZ) */
  exchangeCurrency?: InputMaybe<Scalars['String']['input']>;
  /** 汇率 (required; units of the 折算币种 (exchangeCurrency) for one unit of the 原币种 (originalCurrency); up to 6 decimal places; at least 0.000001) */
  exchangeRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 原币种 (required; a code of dictionary category FYBZ) */
  originalCurrency?: InputMaybe<Scalars['String']['input']>;
  /** 开始日期 (required; YYYY-MM-DD) */
  startDate?: InputMaybe<Scalars['Date']['input']>;
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status?: InputMaybe<RecordStatus>;
};

/** Changes to a FeePrice (费用价格): omitted fields stay, null clears */
export type UpdateFeePriceInput = {
  /** 币种 (a code of dictionary category FYBZ) */
  currencyId?: InputMaybe<Scalars['String']['input']>;
  /** 金额 (required; in the currency of currencyId (FYBZ); two decimals; the back end keeps it in cents (分)) */
  fee?: InputMaybe<Scalars['Decimal']['input']>;
  /** 费用名称 (at most 100 characters) */
  feeName?: InputMaybe<Scalars['String']['input']>;
  /** 费用类型 (required; the id of a FeeType) */
  feeTypeId?: InputMaybe<Scalars['ID']['input']>;
  /** 作业类型 (required; a code of dictionary category ZYLX) */
  shippingType?: InputMaybe<Scalars['String']['input']>;
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status?: InputMaybe<RecordStatus>;
  /** 供应商 (the id of a Supplier) */
  supplierId?: InputMaybe<Scalars['ID']['input']>;
};

/** Changes to a FeeType (费用类型): omitted fields stay, null clears */
export type UpdateFeeTypeInput = {
  /** 默认币种 (a code of dictionary category FYBZ) */
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
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status?: InputMaybe<RecordStatus>;
};

/** Changes to a FlightVoyage (航班航次): omitted fields stay, null clears */
export type UpdateFlightVoyageInput = {
  /** 结束日期 (required; YYYY-MM-DD) */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** 航班舱位一价格 (a price as entered; the record keeps no currency of its own; up to 2 decimal places; at least 0) */
  flightCabinetAmount1?: InputMaybe<Scalars['Decimal']['input']>;
  /** 航班舱位二价格 (a price as entered; the record keeps no currency of its own; up to 2 decimal places; at least 0) */
  flightCabinetAmount2?: InputMaybe<Scalars['Decimal']['input']>;
  /** 航班舱位三价格 (a price as entered; the record keeps no currency of its own; up to 2 decimal places; at least 0) */
  flightCabinetAmount3?: InputMaybe<Scalars['Decimal']['input']>;
  /** 航班日 (at most 20 characters; pattern weekdays ^[1-7](,[1-7])*$) */
  flightPeriod?: InputMaybe<Scalars['String']['input']>;
  /** 按航班 */
  isFlightPeriod?: InputMaybe<Scalars['Boolean']['input']>;
  /** 按船期 */
  isShipPeriod?: InputMaybe<Scalars['Boolean']['input']>;
  /** 航线 (required; the id of a Route) */
  routeId?: InputMaybe<Scalars['ID']['input']>;
  /** 20GP价格 (a price as entered; the record keeps no currency of its own; up to 2 decimal places; at least 0) */
  shipCabinetAmount1?: InputMaybe<Scalars['Decimal']['input']>;
  /** 40GP价格 (a price as entered; the record keeps no currency of its own; up to 2 decimal places; at least 0) */
  shipCabinetAmount2?: InputMaybe<Scalars['Decimal']['input']>;
  /** 40HQ价格 (a price as entered; the record keeps no currency of its own; up to 2 decimal places; at least 0) */
  shipCabinetAmount3?: InputMaybe<Scalars['Decimal']['input']>;
  /** 船期 (at most 20 characters; pattern weekdays ^[1-7](,[1-7])*$) */
  shipPeriod?: InputMaybe<Scalars['String']['input']>;
  /** 开始日期 (required; YYYY-MM-DD) */
  startDate?: InputMaybe<Scalars['Date']['input']>;
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status?: InputMaybe<RecordStatus>;
};

/** Changes to a HsCode (HS编码): omitted fields stay, null clears */
export type UpdateHsCodeInput = {
  /** 检验检疫编码 (at most 3 characters; pattern digits ^\d*$) */
  ciqCode?: InputMaybe<Scalars['String']['input']>;
  /** 消费税率（%） (up to 2 decimal places; at least 0; at most 1000) */
  consumptionTaxRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 海关监管条件 (at most 20 characters) */
  customsSupervisionConditions?: InputMaybe<Scalars['String']['input']>;
  /** 申报要素 (at most 1000 characters) */
  declarationElement?: InputMaybe<Scalars['String']['input']>;
  /** 出口退税率（%） (up to 2 decimal places; at least 0; at most 1000) */
  exportRebateRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 出口关税率（%） (up to 2 decimal places; at least 0; at most 1000) */
  exportTariffRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 中文描述 (at most 1000 characters) */
  goodsDescription?: InputMaybe<Scalars['String']['input']>;
  /** 英文描述 (at most 1000 characters) */
  goodsEnglishDescription?: InputMaybe<Scalars['String']['input']>;
  /** 商品名称 (required; at most 200 characters) */
  goodsName?: InputMaybe<Scalars['String']['input']>;
  /** 商品编码 (required; at most 10 characters; pattern digits ^\d*$; unique) */
  goodsNo?: InputMaybe<Scalars['String']['input']>;
  /** 最惠国进口税率（%） (up to 2 decimal places; at least 0; at most 1000) */
  importTaxRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 检验检疫类别 (at most 20 characters) */
  inspectionAndQuarantineCategory?: InputMaybe<Scalars['String']['input']>;
  /** 标签内容 (at most 1000 characters) */
  labelContent?: InputMaybe<Scalars['String']['input']>;
  /** 第一法定单位 (at most 20 characters) */
  legalUnit1?: InputMaybe<Scalars['String']['input']>;
  /** 第二法定单位 (at most 20 characters) */
  legalUnit2?: InputMaybe<Scalars['String']['input']>;
  /** 普通进口税率（%） (up to 2 decimal places; at least 0; at most 1000) */
  ordinaryTaxRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 暂定进口税率（%） (up to 2 decimal places; at least 0; at most 1000) */
  provisionalTaxRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 增值税率（%） (up to 2 decimal places; at least 0; at most 1000) */
  vatRate?: InputMaybe<Scalars['Decimal']['input']>;
};

/** The columns chosen for one node of a shipping type. */
export type UpdateNodeColumnsInput = {
  /** Every column of the node with its choice */
  columns: Array<ColumnChoiceInput>;
  /** Node code (the node dictionary of the shipping type) */
  nodeCode: Scalars['String']['input'];
  /** A ZYLX code, e.g. ZYLX_HYCK */
  shippingType: Scalars['String']['input'];
};

/** Changes to a OceanExportBillOfLading (提单): omitted fields stay, null clears */
export type UpdateOceanExportBillOfLadingInput = {
  /** 集装箱; when given, replaces the stored rows */
  boxList?: InputMaybe<Array<OceanExportBillOfLadingBoxInput>>;
  /** 客户 (the id of a Client) */
  clientId?: InputMaybe<Scalars['ID']['input']>;
  /** 起运港 (the id of a Seaport) */
  departurePortId?: InputMaybe<Scalars['ID']['input']>;
  /** 目的港 (the id of a Seaport) */
  destinationPortId?: InputMaybe<Scalars['ID']['input']>;
  /** 毛重(KGS) (up to 3 decimal places; at least 0) */
  grossWeight?: InputMaybe<Scalars['Decimal']['input']>;
  /** HBL号 (at most 50 characters) */
  hblNo?: InputMaybe<Scalars['String']['input']>;
  /** 已签发 */
  isIssue?: InputMaybe<Scalars['Boolean']['input']>;
  /** 签发日期 (YYYY-MM-DD) */
  issueDate?: InputMaybe<Scalars['Date']['input']>;
  /** 签发地点 (at most 100 characters) */
  issueLocation?: InputMaybe<Scalars['String']['input']>;
  /** MBL号 (at most 50 characters) */
  mblNo?: InputMaybe<Scalars['String']['input']>;
  /** 通知人 (at most 500 characters) */
  notifier?: InputMaybe<Scalars['String']['input']>;
  /** 订单号 (required; at most 20 characters) */
  orderCode?: InputMaybe<Scalars['String']['input']>;
  /** 件数 (at least 0; at most 99999999) */
  pieces?: InputMaybe<Scalars['Int']['input']>;
  /** 收货人 (required; at most 500 characters) */
  receiver?: InputMaybe<Scalars['String']['input']>;
  /** 发货人 (required; at most 500 characters) */
  sender?: InputMaybe<Scalars['String']['input']>;
  /** 运费条款 (a code of dictionary category YFTK) */
  terms?: InputMaybe<Scalars['String']['input']>;
  /** 船名航次 (at most 100 characters) */
  vesselVoyage?: InputMaybe<Scalars['String']['input']>;
  /** 体积(CBM) (up to 3 decimal places; at least 0) */
  volume?: InputMaybe<Scalars['Decimal']['input']>;
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
  /** 作业类型 (required; a code of dictionary category ZYLX) */
  shippingType?: InputMaybe<Scalars['String']['input']>;
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status?: InputMaybe<RecordStatus>;
  /** 中转港 (at most 50 characters) */
  transitPort?: InputMaybe<Scalars['String']['input']>;
};

/** Changes to a Supplier (供应商): omitted fields stay, null clears */
export type UpdateSupplierInput = {
  /** 账期（天） (at least 0; at most 365) */
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
  /** 发票类型 (a code of dictionary category FPLX) */
  invoiceType?: InputMaybe<Scalars['String']['input']>;
  /** 注册地址 (at most 200 characters) */
  registeredAddress?: InputMaybe<Scalars['String']['input']>;
  /** 注册电话 (at most 20 characters; pattern phoneOrFax ^[\d-]{7,20}$) */
  registeredTel?: InputMaybe<Scalars['String']['input']>;
  /** 销售 (the id of a user) */
  salesId?: InputMaybe<Scalars['ID']['input']>;
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status?: InputMaybe<RecordStatus>;
  /** 供应商名称 (required; at most 100 characters; unique) */
  supplierName?: InputMaybe<Scalars['String']['input']>;
  /** 税率（%） (up to 2 decimal places; at least 0; at most 100) */
  taxRate?: InputMaybe<Scalars['Decimal']['input']>;
  /** 纳税人识别号 (at most 30 characters; pattern alnum ^[A-Za-z0-9]+$) */
  taxpayerIdentificationNumber?: InputMaybe<Scalars['String']['input']>;
  /** 供应商类型 (required; codes of dictionary category GSLX) */
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
  /** 状态 (ACTIVE or INACTIVE, stored Y/N) */
  status?: InputMaybe<RecordStatus>;
  /** 邮编 (at most 10 characters; pattern digits ^\d*$) */
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

/** Replaces the user's editable fields (absent optional fields are cleared). */
export type UpdateUserInput = {
  /** Active; false ends the user's live sessions */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** One of organisationIds: the one the user signs in to by default */
  defaultOrganisationId?: InputMaybe<Scalars['ID']['input']>;
  /** Email address */
  email?: InputMaybe<Scalars['String']['input']>;
  /** One of `groups`; absent: the user stays in their group. */
  groupId?: InputMaybe<Scalars['ID']['input']>;
  /** An administrator */
  isAdmin?: InputMaybe<Scalars['Boolean']['input']>;
  /** 手机号: the sign-in name, unique */
  mobile: Scalars['String']['input'];
  /** The organisations the user may work in */
  organisationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** QQ number */
  qq?: InputMaybe<Scalars['String']['input']>;
  /** The roles the user holds */
  roleIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** 姓名 */
  userName: Scalars['String']['input'];
  /** 用户编号 */
  userNumber?: InputMaybe<Scalars['String']['input']>;
  /** The last day the account may sign in (YYYY-MM-DD); absent: no limit */
  validityDate?: InputMaybe<Scalars['Date']['input']>;
};

/** Changes to a WorkflowNode (作业节点): omitted fields stay, null clears */
export type UpdateWorkflowNodeInput = {
  /** 节点编码 (required; at most 50 characters) */
  nodeCode?: InputMaybe<Scalars['String']['input']>;
  /** 节点名称 (required; at most 50 characters) */
  nodeName?: InputMaybe<Scalars['String']['input']>;
  /** 作业类型 (required; a code of dictionary category ZYLX) */
  shippingType?: InputMaybe<Scalars['String']['input']>;
  /** 排序 (at least 0; at most 9999) */
  sortId?: InputMaybe<Scalars['Int']['input']>;
  /** 操作人员; when given, replaces the stored rows */
  users?: InputMaybe<Array<WorkflowNodeUserInput>>;
};

/** Where an uploaded file is kept: PUBLIC files have a stable address, PRIVATE ones only short-lived signed links. */
export type UploadArea =
  /** Opened only through signed links valid 5 minutes (privateFileUrl) */
  | 'PRIVATE'
  /** A stable address anyone with it may open */
  | 'PUBLIC';

/**
 * A grant to upload one file: the browser POSTs it as multipart/form-data (field `file`) to
 * `uploadUrl` on this origin; the answer is `{status, data: {path, fileId, name, size}}`.
 * Valid 10 minutes, for this session and organisation only, and spent by the upload it allows.
 */
export type UploadGrant = {
  __typename?: 'UploadGrant';
  /** When the grant expires (ISO 8601) */
  expiresAt: Scalars['DateTime']['output'];
  /** Largest accepted file, in bytes; null when the back end does not say. */
  maxBytes?: Maybe<Scalars['Int']['output']>;
  /** Where to POST the file (a path on this origin, carrying the signed grant) */
  uploadUrl: Scalars['String']['output'];
};

/** The signed-in user's account, as the session knows it. */
export type User = {
  __typename?: 'User';
  /** Active (use status Y). */
  active?: Maybe<Scalars['Boolean']['output']>;
  /** The organisation the user signs in to by default; null when none or without the /sys/user page */
  defaultOrganisation?: Maybe<Organisation>;
  /** Email address; null when none */
  email?: Maybe<Scalars['String']['output']>;
  /** The group the user belongs to; null without the /sys/user page */
  group?: Maybe<Group>;
  /** The user id */
  id: Scalars['ID']['output'];
  /** An administrator (管理员): passes every menu check and manages users, roles and menus */
  isAdmin: Scalars['Boolean']['output'];
  /** Mobile number (手机号), the sign-in name */
  mobile: Scalars['String']['output'];
  /** The organisations the user may work in; null without the /sys/user page */
  organisations?: Maybe<Array<UserOrganisation>>;
  /** QQ number; null when none (or without the /sys/user page) */
  qq?: Maybe<Scalars['String']['output']>;
  /** The roles the user holds; null without the /sys/user page */
  roles?: Maybe<Array<Role>>;
  /** The user's name (姓名) */
  userName: Scalars['String']['output'];
  /** Staff number (用户编号); null when none */
  userNumber?: Maybe<Scalars['String']['output']>;
  /** The last day the account may sign in; null: no limit. */
  validityDate?: Maybe<Scalars['Date']['output']>;
  /** Moves with every change of the account: a change sends it back as expectedVersion */
  version: Scalars['Int']['output'];
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
  /** true: active users only; false: inactive ones only */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the email address */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The caller's own group (another group finds nobody) */
  groupId?: InputMaybe<Scalars['ID']['input']>;
  /** Part of the mobile number */
  mobile?: InputMaybe<Scalars['String']['input']>;
  /** Part of the QQ number */
  qq?: InputMaybe<Scalars['String']['input']>;
  /** Users holding any of these roles. */
  roleIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Part of the name */
  userName?: InputMaybe<Scalars['String']['input']>;
  /** Part of the staff number (用户编号), case-insensitive */
  userNumber?: InputMaybe<Scalars['String']['input']>;
};

/** An organisation the user may work in. */
export type UserOrganisation = {
  __typename?: 'UserOrganisation';
  /** The one the user signs in to by default */
  isDefault: Scalars['Boolean']['output'];
  /** The organisation */
  organisation: Organisation;
};

/** A page of users. */
export type UserPage = {
  __typename?: 'UserPage';
  /** The rows of this page */
  items: Array<User>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** A workflow node of a shipping type and the staff who operate it (作业节点); REST tbShippingType */
export type WorkflowNode = {
  __typename?: 'WorkflowNode';
  /** The record id */
  id: Scalars['ID']['output'];
  /** 节点编码 (required; at most 50 characters) */
  nodeCode: Scalars['String']['output'];
  /** 节点名称 (required; at most 50 characters) */
  nodeName: Scalars['String']['output'];
  /** The organisation the record belongs to */
  orgId: Scalars['ID']['output'];
  /** 作业类型 (required; a code of dictionary category ZYLX) */
  shippingType: CodeName;
  /** 排序 (at least 0; at most 9999) */
  sortId?: Maybe<Scalars['Int']['output']>;
  /** 操作人员 (sub-list) */
  users: Array<WorkflowNodeUser>;
  /** Moves with every change of the record: an update sends it back as expectedVersion */
  version: Scalars['Int']['output'];
};

/** Search of workflowNodes (作业节点) */
export type WorkflowNodeFilter = {
  /** Default true */
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  /** Matches the picker fields */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** 节点编码: equals */
  nodeCode?: InputMaybe<Scalars['String']['input']>;
  /** 节点名称: contains the text (case-insensitive) */
  nodeName?: InputMaybe<Scalars['String']['input']>;
  /** 作业类型: equals a code of dictionary category ZYLX */
  shippingType?: InputMaybe<Scalars['String']['input']>;
  /** A list column to sort by; default the declared order */
  sortField?: InputMaybe<Scalars['String']['input']>;
};

/** A page of workflowNodes */
export type WorkflowNodePage = {
  __typename?: 'WorkflowNodePage';
  /** The rows of this page */
  items: Array<WorkflowNode>;
  /** The page answered, starting at 1 */
  pageNum: Scalars['Int']['output'];
  /** The page size applied (at most 500) */
  pageSize: Scalars['Int']['output'];
  /** Rows matching the filter over all pages */
  total: Scalars['Int']['output'];
};

/** 操作人员 of a WorkflowNode */
export type WorkflowNodeUser = {
  __typename?: 'WorkflowNodeUser';
  /** The row id */
  id: Scalars['ID']['output'];
  /** 操作人员 (required; the id of a user) */
  userId: Scalars['ID']['output'];
  /** 操作人员: the user's name; null when none */
  userName?: Maybe<Scalars['String']['output']>;
};

/** 操作人员 row */
export type WorkflowNodeUserInput = {
  /** 操作人员 (required; the id of a user) */
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




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = ResolversObject<{
  Order:
    | ( Omit<AirExportOrder, 'client' | 'fees' | 'operationUnits'> & { client?: Maybe<_RefType['Client']>, fees: _RefType['OrderFees'], operationUnits?: Maybe<_RefType['Client']> } )
    | ( Omit<AirImportOrder, 'client' | 'fees' | 'operationUnits'> & { client?: Maybe<_RefType['Client']>, fees: _RefType['OrderFees'], operationUnits?: Maybe<_RefType['Client']> } )
    | ( Omit<DomesticTradeOrder, 'client' | 'fees' | 'operationUnits'> & { client?: Maybe<_RefType['Client']>, fees: _RefType['OrderFees'], operationUnits?: Maybe<_RefType['Client']> } )
    | ( Omit<OceanExportOrder, 'client' | 'fees' | 'operationUnits'> & { client?: Maybe<_RefType['Client']>, fees: _RefType['OrderFees'], operationUnits?: Maybe<_RefType['Client']> } )
    | ( Omit<OceanImportOrder, 'client' | 'fees' | 'operationUnits'> & { client?: Maybe<_RefType['Client']>, fees: _RefType['OrderFees'], operationUnits?: Maybe<_RefType['Client']> } )
  ;
}>;

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
  AirExportActualsInput: AirExportActualsInput;
  AirExportBookingInput: AirExportBookingInput;
  AirExportCustomsInput: AirExportCustomsInput;
  AirExportDeliveryInput: AirExportDeliveryInput;
  AirExportOrder: ResolverTypeWrapper<Omit<AirExportOrder, 'client' | 'fees' | 'operationUnits'> & { client?: Maybe<ResolversTypes['Client']>, fees: ResolversTypes['OrderFees'], operationUnits?: Maybe<ResolversTypes['Client']> }>;
  AirExportOrderCustomsDeclaration: ResolverTypeWrapper<AirExportOrderCustomsDeclaration>;
  AirExportOrderCustomsDeclarationInput: AirExportOrderCustomsDeclarationInput;
  AirExportOrderFilter: AirExportOrderFilter;
  AirExportOrderPage: ResolverTypeWrapper<Omit<AirExportOrderPage, 'items'> & { items: Array<ResolversTypes['AirExportOrder']> }>;
  AirExportReleaseInput: AirExportReleaseInput;
  AirImportBookingInput: AirImportBookingInput;
  AirImportCustomsInput: AirImportCustomsInput;
  AirImportDeliveryInput: AirImportDeliveryInput;
  AirImportOrder: ResolverTypeWrapper<Omit<AirImportOrder, 'client' | 'fees' | 'operationUnits'> & { client?: Maybe<ResolversTypes['Client']>, fees: ResolversTypes['OrderFees'], operationUnits?: Maybe<ResolversTypes['Client']> }>;
  AirImportOrderCustomsBroker: ResolverTypeWrapper<AirImportOrderCustomsBroker>;
  AirImportOrderCustomsBrokerInput: AirImportOrderCustomsBrokerInput;
  AirImportOrderFilter: AirImportOrderFilter;
  AirImportOrderFlight: ResolverTypeWrapper<AirImportOrderFlight>;
  AirImportOrderFlightInput: AirImportOrderFlightInput;
  AirImportOrderGoods: ResolverTypeWrapper<AirImportOrderGoods>;
  AirImportOrderGoodsInput: AirImportOrderGoodsInput;
  AirImportOrderPage: ResolverTypeWrapper<Omit<AirImportOrderPage, 'items'> & { items: Array<ResolversTypes['AirImportOrder']> }>;
  AirImportReleaseInput: AirImportReleaseInput;
  AirImportTaxesInput: AirImportTaxesInput;
  Airport: ResolverTypeWrapper<Airport>;
  ApiToken: ResolverTypeWrapper<ApiToken>;
  ApiTokenPage: ResolverTypeWrapper<ApiTokenPage>;
  ApiTokenParty: ResolverTypeWrapper<ApiTokenParty>;
  ApiTokenStatus: ApiTokenStatus;
  ArInvoice: ResolverTypeWrapper<RestArInvoice>;
  ArInvoiceFilter: ArInvoiceFilter;
  ArInvoiceLine: ResolverTypeWrapper<RestArInvoiceLine>;
  ArInvoicePage: ResolverTypeWrapper<Omit<ArInvoicePage, 'items'> & { items: Array<ResolversTypes['ArInvoice']> }>;
  ArInvoiceStatus: ArInvoiceStatus;
  BackendFeature: BackendFeature;
  BackendFeatureState: ResolverTypeWrapper<BackendFeatureState>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BulkResult: ResolverTypeWrapper<BulkResult>;
  BulkRowOutcome: BulkRowOutcome;
  BulkRowResult: ResolverTypeWrapper<BulkRowResult>;
  Captcha: ResolverTypeWrapper<Captcha>;
  ChangePasswordInput: ChangePasswordInput;
  CheckLoginResult: CheckLoginResult;
  City: ResolverTypeWrapper<City>;
  Client: ResolverTypeWrapper<Omit<Client, 'banks' | 'openReceivables' | 'orders'> & { banks: Array<ResolversTypes['ClientBank']>, openReceivables: ResolversTypes['OpenFeeLinePage'], orders: ResolversTypes['OrderPage'] }>;
  ClientBank: ResolverTypeWrapper<ClientBank>;
  ClientBankInput: ClientBankInput;
  ClientContact: ResolverTypeWrapper<ClientContact>;
  ClientContactInput: ClientContactInput;
  ClientCredit: ResolverTypeWrapper<ClientCredit>;
  ClientCreditFilter: ClientCreditFilter;
  ClientCreditInput: ClientCreditInput;
  ClientCreditPage: ResolverTypeWrapper<Omit<ClientCreditPage, 'items'> & { items: Array<ResolversTypes['ClientCredit']> }>;
  ClientFilter: ClientFilter;
  ClientPage: ResolverTypeWrapper<Omit<ClientPage, 'items'> & { items: Array<ResolversTypes['Client']> }>;
  CodeName: ResolverTypeWrapper<CodeName>;
  ColumnChoiceInput: ColumnChoiceInput;
  ColumnConfig: ResolverTypeWrapper<ColumnConfig>;
  Country: ResolverTypeWrapper<Country>;
  CreateAddressInput: CreateAddressInput;
  CreateApiTokenInput: CreateApiTokenInput;
  CreateClientInput: CreateClientInput;
  CreateDictInput: CreateDictInput;
  CreateExchangeRateInput: CreateExchangeRateInput;
  CreateFeePriceInput: CreateFeePriceInput;
  CreateFeeTypeInput: CreateFeeTypeInput;
  CreateFlightVoyageInput: CreateFlightVoyageInput;
  CreateHsCodeInput: CreateHsCodeInput;
  CreateOceanExportBillOfLadingInput: CreateOceanExportBillOfLadingInput;
  CreateRouteInput: CreateRouteInput;
  CreateSupplierInput: CreateSupplierInput;
  CreateTransportAddressInput: CreateTransportAddressInput;
  CreateUserInput: CreateUserInput;
  CreateWorkflowNodeInput: CreateWorkflowNodeInput;
  CreatedApiToken: ResolverTypeWrapper<CreatedApiToken>;
  CurrencyTotal: ResolverTypeWrapper<CurrencyTotalModel>;
  CurrentExchangeRate: ResolverTypeWrapper<CurrentExchangeRate>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Decimal: ResolverTypeWrapper<Scalars['Decimal']['output']>;
  Dict: ResolverTypeWrapper<Dict>;
  DictCategory: ResolverTypeWrapper<DictCategory>;
  DictFilter: DictFilter;
  DictPage: ResolverTypeWrapper<DictPage>;
  DocumentFormat: DocumentFormat;
  DomesticTradeActualsInput: DomesticTradeActualsInput;
  DomesticTradeBookingInput: DomesticTradeBookingInput;
  DomesticTradeDeliveryInput: DomesticTradeDeliveryInput;
  DomesticTradeLegVehicle: ResolverTypeWrapper<DomesticTradeLegVehicle>;
  DomesticTradeLegVehicleInput: DomesticTradeLegVehicleInput;
  DomesticTradeOrder: ResolverTypeWrapper<Omit<DomesticTradeOrder, 'client' | 'fees' | 'operationUnits'> & { client?: Maybe<ResolversTypes['Client']>, fees: ResolversTypes['OrderFees'], operationUnits?: Maybe<ResolversTypes['Client']> }>;
  DomesticTradeOrderBox: ResolverTypeWrapper<DomesticTradeOrderBox>;
  DomesticTradeOrderBoxInput: DomesticTradeOrderBoxInput;
  DomesticTradeOrderCargoSize: ResolverTypeWrapper<DomesticTradeOrderCargoSize>;
  DomesticTradeOrderCargoSizeInput: DomesticTradeOrderCargoSizeInput;
  DomesticTradeOrderDeliveryLeg: ResolverTypeWrapper<DomesticTradeOrderDeliveryLeg>;
  DomesticTradeOrderDeliveryLegInput: DomesticTradeOrderDeliveryLegInput;
  DomesticTradeOrderFilter: DomesticTradeOrderFilter;
  DomesticTradeOrderPage: ResolverTypeWrapper<Omit<DomesticTradeOrderPage, 'items'> & { items: Array<ResolversTypes['DomesticTradeOrder']> }>;
  DownloadLink: ResolverTypeWrapper<DownloadLink>;
  DownloadParam: DownloadParam;
  ExchangeRate: ResolverTypeWrapper<ExchangeRate>;
  ExchangeRateFilter: ExchangeRateFilter;
  ExchangeRatePage: ResolverTypeWrapper<ExchangeRatePage>;
  FeeApproveStatus: FeeApproveStatus;
  FeeDecision: FeeDecision;
  FeeLine: ResolverTypeWrapper<FeeLineModel>;
  FeeLineFilter: FeeLineFilter;
  FeeLineInput: FeeLineInput;
  FeeLinePage: ResolverTypeWrapper<Omit<FeeLinePage, 'items'> & { items: Array<ResolversTypes['FeeLine']> }>;
  FeePrice: ResolverTypeWrapper<Omit<FeePrice, 'feeType'> & { feeType?: Maybe<ResolversTypes['FeeType']> }>;
  FeePriceFilter: FeePriceFilter;
  FeePricePage: ResolverTypeWrapper<Omit<FeePricePage, 'items'> & { items: Array<ResolversTypes['FeePrice']> }>;
  FeeSettlementUnitOption: ResolverTypeWrapper<FeeSettlementUnitOption>;
  FeeSide: FeeSide;
  FeeStatement: FeeStatement;
  FeeStatusChange: ResolverTypeWrapper<Omit<FeeStatusChange, 'lines'> & { lines: Array<ResolversTypes['FeeLine']> }>;
  FeeTemplate: ResolverTypeWrapper<FeeTemplateModel>;
  FeeTemplateDetail: ResolverTypeWrapper<FeeTemplateDetailModel>;
  FeeTemplateDetailInput: FeeTemplateDetailInput;
  FeeTotals: ResolverTypeWrapper<FeeTotalsModel>;
  FeeType: ResolverTypeWrapper<FeeType>;
  FeeTypeFilter: FeeTypeFilter;
  FeeTypePage: ResolverTypeWrapper<Omit<FeeTypePage, 'items'> & { items: Array<ResolversTypes['FeeType']> }>;
  FieldChange: ResolverTypeWrapper<FieldChange>;
  FileManageFilter: FileManageFilter;
  FinanceFigures: ResolverTypeWrapper<FinanceFigures>;
  FinanceMonthFigures: ResolverTypeWrapper<FinanceMonthFigures>;
  FinanceStatistics: ResolverTypeWrapper<FinanceStatistics>;
  FinanceStatisticsFilter: FinanceStatisticsFilter;
  FinanceUnitFigures: ResolverTypeWrapper<FinanceUnitFigures>;
  FlightVoyage: ResolverTypeWrapper<FlightVoyage>;
  FlightVoyageFilter: FlightVoyageFilter;
  FlightVoyagePage: ResolverTypeWrapper<FlightVoyagePage>;
  Group: ResolverTypeWrapper<Group>;
  HistoryChange: ResolverTypeWrapper<HistoryChange>;
  HistoryEntry: ResolverTypeWrapper<HistoryEntry>;
  HistoryPage: ResolverTypeWrapper<HistoryPage>;
  HsCode: ResolverTypeWrapper<HsCode>;
  HsCodeFilter: HsCodeFilter;
  HsCodePage: ResolverTypeWrapper<HsCodePage>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InvoiceCurrencyAmount: ResolverTypeWrapper<RestCurrencyAmount>;
  InvoiceSet: ResolverTypeWrapper<RestInvoiceSet>;
  InvoiceSetInput: InvoiceSetInput;
  InvoiceSetPage: ResolverTypeWrapper<Omit<InvoiceSetPage, 'items'> & { items: Array<ResolversTypes['InvoiceSet']> }>;
  Kanban: ResolverTypeWrapper<Kanban>;
  KanbanBoard: ResolverTypeWrapper<KanbanBoard>;
  KanbanCard: ResolverTypeWrapper<KanbanCard>;
  KanbanColumn: ResolverTypeWrapper<KanbanColumn>;
  LateMilestone: ResolverTypeWrapper<LateMilestone>;
  LateMilestonePage: ResolverTypeWrapper<LateMilestonePage>;
  ListView: ResolverTypeWrapper<ListView>;
  ListViewColumn: ResolverTypeWrapper<ListViewColumn>;
  ListViewColumnInput: ListViewColumnInput;
  ListViewFilter: ResolverTypeWrapper<ListViewFilter>;
  ListViewFilterInput: ListViewFilterInput;
  ListViewInput: ListViewInput;
  ListViewSort: ResolverTypeWrapper<ListViewSort>;
  ListViewSortInput: ListViewSortInput;
  LoginInput: LoginInput;
  LoginPayload: ResolverTypeWrapper<LoginPayload>;
  Me: ResolverTypeWrapper<Omit<Me, 'user'> & { user: ResolversTypes['User'] }>;
  MenuItem: ResolverTypeWrapper<MenuItem>;
  MenuNode: ResolverTypeWrapper<MenuNode>;
  MenuNodeInput: MenuNodeInput;
  MenuType: MenuType;
  Message: ResolverTypeWrapper<Message>;
  MessageFilter: MessageFilter;
  MessageKind: MessageKind;
  MessagePage: ResolverTypeWrapper<MessagePage>;
  Milestone: ResolverTypeWrapper<Milestone>;
  MilestoneState: MilestoneState;
  MonthProfit: ResolverTypeWrapper<MonthProfit>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MyFigures: ResolverTypeWrapper<MyFigures>;
  MyReceipt: ResolverTypeWrapper<MyReceipt>;
  MyReceiptFilter: MyReceiptFilter;
  MyReceiptOrder: ResolverTypeWrapper<MyReceiptOrder>;
  MyReceiptPage: ResolverTypeWrapper<MyReceiptPage>;
  MyReceiptTotal: ResolverTypeWrapper<MyReceiptTotal>;
  MyWorkflowNode: ResolverTypeWrapper<MyWorkflowNode>;
  NodeColumnConfig: ResolverTypeWrapper<NodeColumnConfig>;
  NodeOrderCount: ResolverTypeWrapper<NodeOrderCount>;
  OceanExportActualsInput: OceanExportActualsInput;
  OceanExportBillOfLading: ResolverTypeWrapper<Omit<OceanExportBillOfLading, 'client'> & { client?: Maybe<ResolversTypes['Client']> }>;
  OceanExportBillOfLadingBox: ResolverTypeWrapper<OceanExportBillOfLadingBox>;
  OceanExportBillOfLadingBoxInput: OceanExportBillOfLadingBoxInput;
  OceanExportBillOfLadingFilter: OceanExportBillOfLadingFilter;
  OceanExportBillOfLadingPage: ResolverTypeWrapper<Omit<OceanExportBillOfLadingPage, 'items'> & { items: Array<ResolversTypes['OceanExportBillOfLading']> }>;
  OceanExportBookingInput: OceanExportBookingInput;
  OceanExportContainer: ResolverTypeWrapper<OceanExportContainer>;
  OceanExportContainerInput: OceanExportContainerInput;
  OceanExportCustomsInput: OceanExportCustomsInput;
  OceanExportDeliveryInput: OceanExportDeliveryInput;
  OceanExportOrder: ResolverTypeWrapper<Omit<OceanExportOrder, 'client' | 'fees' | 'operationUnits'> & { client?: Maybe<ResolversTypes['Client']>, fees: ResolversTypes['OrderFees'], operationUnits?: Maybe<ResolversTypes['Client']> }>;
  OceanExportOrderBox: ResolverTypeWrapper<OceanExportOrderBox>;
  OceanExportOrderBoxInput: OceanExportOrderBoxInput;
  OceanExportOrderClearance: ResolverTypeWrapper<OceanExportOrderClearance>;
  OceanExportOrderClearanceInput: OceanExportOrderClearanceInput;
  OceanExportOrderFilter: OceanExportOrderFilter;
  OceanExportOrderPage: ResolverTypeWrapper<Omit<OceanExportOrderPage, 'items'> & { items: Array<ResolversTypes['OceanExportOrder']> }>;
  OceanExportOrderTransportLine: ResolverTypeWrapper<OceanExportOrderTransportLine>;
  OceanExportOrderTransportLineInput: OceanExportOrderTransportLineInput;
  OceanExportReleaseInput: OceanExportReleaseInput;
  OceanExportSpaceBookingInput: OceanExportSpaceBookingInput;
  OceanExportVehicle: ResolverTypeWrapper<OceanExportVehicle>;
  OceanExportVehicleInput: OceanExportVehicleInput;
  OceanImportBookingInput: OceanImportBookingInput;
  OceanImportContainer: ResolverTypeWrapper<OceanImportContainer>;
  OceanImportContainerInput: OceanImportContainerInput;
  OceanImportCustomsInput: OceanImportCustomsInput;
  OceanImportDeliveryInput: OceanImportDeliveryInput;
  OceanImportOrder: ResolverTypeWrapper<Omit<OceanImportOrder, 'client' | 'fees' | 'operationUnits'> & { client?: Maybe<ResolversTypes['Client']>, fees: ResolversTypes['OrderFees'], operationUnits?: Maybe<ResolversTypes['Client']> }>;
  OceanImportOrderBox: ResolverTypeWrapper<OceanImportOrderBox>;
  OceanImportOrderBoxInput: OceanImportOrderBoxInput;
  OceanImportOrderBroker: ResolverTypeWrapper<OceanImportOrderBroker>;
  OceanImportOrderBrokerInput: OceanImportOrderBrokerInput;
  OceanImportOrderFilter: OceanImportOrderFilter;
  OceanImportOrderGoods: ResolverTypeWrapper<OceanImportOrderGoods>;
  OceanImportOrderGoodsInput: OceanImportOrderGoodsInput;
  OceanImportOrderPage: ResolverTypeWrapper<Omit<OceanImportOrderPage, 'items'> & { items: Array<ResolversTypes['OceanImportOrder']> }>;
  OceanImportOrderTransportLine: ResolverTypeWrapper<OceanImportOrderTransportLine>;
  OceanImportOrderTransportLineInput: OceanImportOrderTransportLineInput;
  OceanImportOrderVehicle: ResolverTypeWrapper<OceanImportOrderVehicle>;
  OceanImportOrderVehicleInput: OceanImportOrderVehicleInput;
  OceanImportReleaseInput: OceanImportReleaseInput;
  OceanImportTaxesInput: OceanImportTaxesInput;
  OceanImportVehicle: ResolverTypeWrapper<OceanImportVehicle>;
  OceanImportVehicleInput: OceanImportVehicleInput;
  OpenFeeLine: ResolverTypeWrapper<OpenFeeLineModel>;
  OpenFeeLinePage: ResolverTypeWrapper<Omit<OpenFeeLinePage, 'items' | 'totals'> & { items: Array<ResolversTypes['OpenFeeLine']>, totals: Array<ResolversTypes['OpenLineTotal']> }>;
  OpenLineTotal: ResolverTypeWrapper<RestOpenTotal>;
  Order: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Order']>;
  OrderDocument: OrderDocument;
  OrderFees: ResolverTypeWrapper<OrderFeesModel>;
  OrderFilter: OrderFilter;
  OrderNodeProgress: ResolverTypeWrapper<OrderNodeProgress>;
  OrderOperationStatus: OrderOperationStatus;
  OrderPage: ResolverTypeWrapper<Omit<OrderPage, 'items'> & { items: Array<ResolversTypes['Order']> }>;
  OrderStaffRole: OrderStaffRole;
  OrderTotals: ResolverTypeWrapper<OrderTotals>;
  OrderType: OrderType;
  Organisation: ResolverTypeWrapper<Organisation>;
  OrganisationFilter: OrganisationFilter;
  OrganisationInput: OrganisationInput;
  OrganisationNode: ResolverTypeWrapper<OrganisationNode>;
  PendingFeeFigure: ResolverTypeWrapper<PendingFeeFigure>;
  ProfitApproval: ResolverTypeWrapper<ProfitApprovalModel>;
  ProfitApprovalFilter: ProfitApprovalFilter;
  ProfitApprovalPage: ResolverTypeWrapper<Omit<ProfitApprovalPage, 'items'> & { items: Array<ResolversTypes['ProfitApproval']> }>;
  ProfitSideStatus: ProfitSideStatus;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReceivablesOutstanding: ResolverTypeWrapper<ReceivablesOutstanding>;
  RecordSettlementInput: RecordSettlementInput;
  RecordStatus: RecordStatus;
  Role: ResolverTypeWrapper<RoleModel>;
  RoleFilter: RoleFilter;
  RoleInput: RoleInput;
  RolePage: ResolverTypeWrapper<Omit<RolePage, 'items'> & { items: Array<ResolversTypes['Role']> }>;
  Route: ResolverTypeWrapper<Route>;
  RouteFilter: RouteFilter;
  RoutePage: ResolverTypeWrapper<RoutePage>;
  ScheduleAssignType: ScheduleAssignType;
  ScheduleEntry: ResolverTypeWrapper<ScheduleEntryModel>;
  ScheduleFilter: ScheduleFilter;
  ScheduleInput: ScheduleInput;
  ScheduleMonth: ResolverTypeWrapper<Omit<ScheduleMonth, 'entries'> & { entries: Array<ResolversTypes['ScheduleEntry']> }>;
  ScheduleStatus: ScheduleStatus;
  Seaport: ResolverTypeWrapper<Seaport>;
  SearchGroup: ResolverTypeWrapper<SearchGroup>;
  SearchHit: ResolverTypeWrapper<SearchHit>;
  SearchKind: SearchKind;
  SearchResult: ResolverTypeWrapper<SearchResult>;
  Settlement: ResolverTypeWrapper<SettlementModel>;
  SettlementAllocation: ResolverTypeWrapper<AllocationModel>;
  SettlementAllocationInput: SettlementAllocationInput;
  SettlementCurrencyTotal: ResolverTypeWrapper<RestCurrencyTotal>;
  SettlementFilter: SettlementFilter;
  SettlementKind: SettlementKind;
  SettlementPage: ResolverTypeWrapper<Omit<SettlementPage, 'items' | 'totals'> & { items: Array<ResolversTypes['Settlement']>, totals: Array<ResolversTypes['SettlementCurrencyTotal']> }>;
  SettlementStatus: SettlementStatus;
  SettlementUnit: ResolverTypeWrapper<SettlementUnit>;
  SettlementUnitKind: SettlementUnitKind;
  SignInFailure: ResolverTypeWrapper<SignInFailure>;
  SignInFailurePage: ResolverTypeWrapper<SignInFailurePage>;
  StatementBusinessFilter: StatementBusinessFilter;
  StatementBusinessPage: ResolverTypeWrapper<StatementBusinessPage>;
  StatementBusinessRow: ResolverTypeWrapper<StatementBusinessRow>;
  StatementBusinessTotals: ResolverTypeWrapper<StatementBusinessTotals>;
  StatementChart: ResolverTypeWrapper<StatementChart>;
  StatementChartPoint: ResolverTypeWrapper<StatementChartPoint>;
  StatementCustomersFilter: StatementCustomersFilter;
  StatementCustomersPage: ResolverTypeWrapper<StatementCustomersPage>;
  StatementCustomersRow: ResolverTypeWrapper<StatementCustomersRow>;
  StatementCustomersTotals: ResolverTypeWrapper<StatementCustomersTotals>;
  StatementInvoiceOrderFilter: StatementInvoiceOrderFilter;
  StatementInvoiceOrderPage: ResolverTypeWrapper<StatementInvoiceOrderPage>;
  StatementInvoiceOrderRow: ResolverTypeWrapper<StatementInvoiceOrderRow>;
  StatementInvoiceOrderTotals: ResolverTypeWrapper<StatementInvoiceOrderTotals>;
  StatementInvoiceSettlementFilter: StatementInvoiceSettlementFilter;
  StatementInvoiceSettlementPage: ResolverTypeWrapper<StatementInvoiceSettlementPage>;
  StatementInvoiceSettlementRow: ResolverTypeWrapper<StatementInvoiceSettlementRow>;
  StatementInvoiceSettlementTotals: ResolverTypeWrapper<StatementInvoiceSettlementTotals>;
  StatementNoticketFilter: StatementNoticketFilter;
  StatementNoticketPage: ResolverTypeWrapper<StatementNoticketPage>;
  StatementNoticketRow: ResolverTypeWrapper<StatementNoticketRow>;
  StatementNoticketTotals: ResolverTypeWrapper<StatementNoticketTotals>;
  StatementOrderType: StatementOrderType;
  StatementPayableAgingFilter: StatementPayableAgingFilter;
  StatementPayableAgingPage: ResolverTypeWrapper<StatementPayableAgingPage>;
  StatementPayableAgingRow: ResolverTypeWrapper<StatementPayableAgingRow>;
  StatementPayableAgingTotals: ResolverTypeWrapper<StatementPayableAgingTotals>;
  StatementPayableInvitationFilter: StatementPayableInvitationFilter;
  StatementPayableInvitationPage: ResolverTypeWrapper<StatementPayableInvitationPage>;
  StatementPayableInvitationRow: ResolverTypeWrapper<StatementPayableInvitationRow>;
  StatementPayableInvitationTotals: ResolverTypeWrapper<StatementPayableInvitationTotals>;
  StatementPayablePendingAuditFilter: StatementPayablePendingAuditFilter;
  StatementPayablePendingAuditPage: ResolverTypeWrapper<StatementPayablePendingAuditPage>;
  StatementPayablePendingAuditRow: ResolverTypeWrapper<StatementPayablePendingAuditRow>;
  StatementPayablePendingAuditTotals: ResolverTypeWrapper<StatementPayablePendingAuditTotals>;
  StatementPayableWriteOffFilter: StatementPayableWriteOffFilter;
  StatementPayableWriteOffPage: ResolverTypeWrapper<StatementPayableWriteOffPage>;
  StatementPayableWriteOffRow: ResolverTypeWrapper<StatementPayableWriteOffRow>;
  StatementPayableWriteOffTotals: ResolverTypeWrapper<StatementPayableWriteOffTotals>;
  StatementProfitFilter: StatementProfitFilter;
  StatementProfitPage: ResolverTypeWrapper<StatementProfitPage>;
  StatementProfitRow: ResolverTypeWrapper<StatementProfitRow>;
  StatementProfitTotals: ResolverTypeWrapper<StatementProfitTotals>;
  StatementReceivableAgingFilter: StatementReceivableAgingFilter;
  StatementReceivableAgingPage: ResolverTypeWrapper<StatementReceivableAgingPage>;
  StatementReceivableAgingRow: ResolverTypeWrapper<StatementReceivableAgingRow>;
  StatementReceivableAgingTotals: ResolverTypeWrapper<StatementReceivableAgingTotals>;
  StatementReceivableWriteOffFilter: StatementReceivableWriteOffFilter;
  StatementReceivableWriteOffPage: ResolverTypeWrapper<StatementReceivableWriteOffPage>;
  StatementReceivableWriteOffRow: ResolverTypeWrapper<StatementReceivableWriteOffRow>;
  StatementReceivableWriteOffTotals: ResolverTypeWrapper<StatementReceivableWriteOffTotals>;
  StatementSupplierFilter: StatementSupplierFilter;
  StatementSupplierPage: ResolverTypeWrapper<StatementSupplierPage>;
  StatementSupplierRow: ResolverTypeWrapper<StatementSupplierRow>;
  StatementSupplierTotals: ResolverTypeWrapper<StatementSupplierTotals>;
  StatementTicketFilter: StatementTicketFilter;
  StatementTicketPage: ResolverTypeWrapper<StatementTicketPage>;
  StatementTicketRow: ResolverTypeWrapper<StatementTicketRow>;
  StatementTicketTotals: ResolverTypeWrapper<StatementTicketTotals>;
  StatementTicketV2Filter: StatementTicketV2Filter;
  StatementTicketV2Page: ResolverTypeWrapper<StatementTicketV2Page>;
  StatementTicketV2Row: ResolverTypeWrapper<StatementTicketV2Row>;
  StatementTicketV2Totals: ResolverTypeWrapper<StatementTicketV2Totals>;
  StatementUnBilledBusinessFilter: StatementUnBilledBusinessFilter;
  StatementUnBilledBusinessPage: ResolverTypeWrapper<StatementUnBilledBusinessPage>;
  StatementUnBilledBusinessRow: ResolverTypeWrapper<StatementUnBilledBusinessRow>;
  StatementUnBilledBusinessTotals: ResolverTypeWrapper<StatementUnBilledBusinessTotals>;
  StatementUnBilledExpensesFilter: StatementUnBilledExpensesFilter;
  StatementUnBilledExpensesPage: ResolverTypeWrapper<StatementUnBilledExpensesPage>;
  StatementUnBilledExpensesRow: ResolverTypeWrapper<StatementUnBilledExpensesRow>;
  StatementUnBilledExpensesTotals: ResolverTypeWrapper<StatementUnBilledExpensesTotals>;
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
  TableExportFormat: TableExportFormat;
  TicketLine: ResolverTypeWrapper<RestTicketLine>;
  TicketLineFilter: TicketLineFilter;
  TicketLinePage: ResolverTypeWrapper<Omit<TicketLinePage, 'items' | 'totals'> & { items: Array<ResolversTypes['TicketLine']>, totals: Array<ResolversTypes['InvoiceCurrencyAmount']> }>;
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
  UpdateOceanExportBillOfLadingInput: UpdateOceanExportBillOfLadingInput;
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
  AirExportActualsInput: AirExportActualsInput;
  AirExportBookingInput: AirExportBookingInput;
  AirExportCustomsInput: AirExportCustomsInput;
  AirExportDeliveryInput: AirExportDeliveryInput;
  AirExportOrder: Omit<AirExportOrder, 'client' | 'fees' | 'operationUnits'> & { client?: Maybe<ResolversParentTypes['Client']>, fees: ResolversParentTypes['OrderFees'], operationUnits?: Maybe<ResolversParentTypes['Client']> };
  AirExportOrderCustomsDeclaration: AirExportOrderCustomsDeclaration;
  AirExportOrderCustomsDeclarationInput: AirExportOrderCustomsDeclarationInput;
  AirExportOrderFilter: AirExportOrderFilter;
  AirExportOrderPage: Omit<AirExportOrderPage, 'items'> & { items: Array<ResolversParentTypes['AirExportOrder']> };
  AirExportReleaseInput: AirExportReleaseInput;
  AirImportBookingInput: AirImportBookingInput;
  AirImportCustomsInput: AirImportCustomsInput;
  AirImportDeliveryInput: AirImportDeliveryInput;
  AirImportOrder: Omit<AirImportOrder, 'client' | 'fees' | 'operationUnits'> & { client?: Maybe<ResolversParentTypes['Client']>, fees: ResolversParentTypes['OrderFees'], operationUnits?: Maybe<ResolversParentTypes['Client']> };
  AirImportOrderCustomsBroker: AirImportOrderCustomsBroker;
  AirImportOrderCustomsBrokerInput: AirImportOrderCustomsBrokerInput;
  AirImportOrderFilter: AirImportOrderFilter;
  AirImportOrderFlight: AirImportOrderFlight;
  AirImportOrderFlightInput: AirImportOrderFlightInput;
  AirImportOrderGoods: AirImportOrderGoods;
  AirImportOrderGoodsInput: AirImportOrderGoodsInput;
  AirImportOrderPage: Omit<AirImportOrderPage, 'items'> & { items: Array<ResolversParentTypes['AirImportOrder']> };
  AirImportReleaseInput: AirImportReleaseInput;
  AirImportTaxesInput: AirImportTaxesInput;
  Airport: Airport;
  ApiToken: ApiToken;
  ApiTokenPage: ApiTokenPage;
  ApiTokenParty: ApiTokenParty;
  ArInvoice: RestArInvoice;
  ArInvoiceFilter: ArInvoiceFilter;
  ArInvoiceLine: RestArInvoiceLine;
  ArInvoicePage: Omit<ArInvoicePage, 'items'> & { items: Array<ResolversParentTypes['ArInvoice']> };
  BackendFeatureState: BackendFeatureState;
  Boolean: Scalars['Boolean']['output'];
  BulkResult: BulkResult;
  BulkRowResult: BulkRowResult;
  Captcha: Captcha;
  ChangePasswordInput: ChangePasswordInput;
  City: City;
  Client: Omit<Client, 'banks' | 'openReceivables' | 'orders'> & { banks: Array<ResolversParentTypes['ClientBank']>, openReceivables: ResolversParentTypes['OpenFeeLinePage'], orders: ResolversParentTypes['OrderPage'] };
  ClientBank: ClientBank;
  ClientBankInput: ClientBankInput;
  ClientContact: ClientContact;
  ClientContactInput: ClientContactInput;
  ClientCredit: ClientCredit;
  ClientCreditFilter: ClientCreditFilter;
  ClientCreditInput: ClientCreditInput;
  ClientCreditPage: Omit<ClientCreditPage, 'items'> & { items: Array<ResolversParentTypes['ClientCredit']> };
  ClientFilter: ClientFilter;
  ClientPage: Omit<ClientPage, 'items'> & { items: Array<ResolversParentTypes['Client']> };
  CodeName: CodeName;
  ColumnChoiceInput: ColumnChoiceInput;
  ColumnConfig: ColumnConfig;
  Country: Country;
  CreateAddressInput: CreateAddressInput;
  CreateApiTokenInput: CreateApiTokenInput;
  CreateClientInput: CreateClientInput;
  CreateDictInput: CreateDictInput;
  CreateExchangeRateInput: CreateExchangeRateInput;
  CreateFeePriceInput: CreateFeePriceInput;
  CreateFeeTypeInput: CreateFeeTypeInput;
  CreateFlightVoyageInput: CreateFlightVoyageInput;
  CreateHsCodeInput: CreateHsCodeInput;
  CreateOceanExportBillOfLadingInput: CreateOceanExportBillOfLadingInput;
  CreateRouteInput: CreateRouteInput;
  CreateSupplierInput: CreateSupplierInput;
  CreateTransportAddressInput: CreateTransportAddressInput;
  CreateUserInput: CreateUserInput;
  CreateWorkflowNodeInput: CreateWorkflowNodeInput;
  CreatedApiToken: CreatedApiToken;
  CurrencyTotal: CurrencyTotalModel;
  CurrentExchangeRate: CurrentExchangeRate;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  Decimal: Scalars['Decimal']['output'];
  Dict: Dict;
  DictCategory: DictCategory;
  DictFilter: DictFilter;
  DictPage: DictPage;
  DomesticTradeActualsInput: DomesticTradeActualsInput;
  DomesticTradeBookingInput: DomesticTradeBookingInput;
  DomesticTradeDeliveryInput: DomesticTradeDeliveryInput;
  DomesticTradeLegVehicle: DomesticTradeLegVehicle;
  DomesticTradeLegVehicleInput: DomesticTradeLegVehicleInput;
  DomesticTradeOrder: Omit<DomesticTradeOrder, 'client' | 'fees' | 'operationUnits'> & { client?: Maybe<ResolversParentTypes['Client']>, fees: ResolversParentTypes['OrderFees'], operationUnits?: Maybe<ResolversParentTypes['Client']> };
  DomesticTradeOrderBox: DomesticTradeOrderBox;
  DomesticTradeOrderBoxInput: DomesticTradeOrderBoxInput;
  DomesticTradeOrderCargoSize: DomesticTradeOrderCargoSize;
  DomesticTradeOrderCargoSizeInput: DomesticTradeOrderCargoSizeInput;
  DomesticTradeOrderDeliveryLeg: DomesticTradeOrderDeliveryLeg;
  DomesticTradeOrderDeliveryLegInput: DomesticTradeOrderDeliveryLegInput;
  DomesticTradeOrderFilter: DomesticTradeOrderFilter;
  DomesticTradeOrderPage: Omit<DomesticTradeOrderPage, 'items'> & { items: Array<ResolversParentTypes['DomesticTradeOrder']> };
  DownloadLink: DownloadLink;
  DownloadParam: DownloadParam;
  ExchangeRate: ExchangeRate;
  ExchangeRateFilter: ExchangeRateFilter;
  ExchangeRatePage: ExchangeRatePage;
  FeeLine: FeeLineModel;
  FeeLineFilter: FeeLineFilter;
  FeeLineInput: FeeLineInput;
  FeeLinePage: Omit<FeeLinePage, 'items'> & { items: Array<ResolversParentTypes['FeeLine']> };
  FeePrice: Omit<FeePrice, 'feeType'> & { feeType?: Maybe<ResolversParentTypes['FeeType']> };
  FeePriceFilter: FeePriceFilter;
  FeePricePage: Omit<FeePricePage, 'items'> & { items: Array<ResolversParentTypes['FeePrice']> };
  FeeSettlementUnitOption: FeeSettlementUnitOption;
  FeeStatusChange: Omit<FeeStatusChange, 'lines'> & { lines: Array<ResolversParentTypes['FeeLine']> };
  FeeTemplate: FeeTemplateModel;
  FeeTemplateDetail: FeeTemplateDetailModel;
  FeeTemplateDetailInput: FeeTemplateDetailInput;
  FeeTotals: FeeTotalsModel;
  FeeType: FeeType;
  FeeTypeFilter: FeeTypeFilter;
  FeeTypePage: Omit<FeeTypePage, 'items'> & { items: Array<ResolversParentTypes['FeeType']> };
  FieldChange: FieldChange;
  FileManageFilter: FileManageFilter;
  FinanceFigures: FinanceFigures;
  FinanceMonthFigures: FinanceMonthFigures;
  FinanceStatistics: FinanceStatistics;
  FinanceStatisticsFilter: FinanceStatisticsFilter;
  FinanceUnitFigures: FinanceUnitFigures;
  FlightVoyage: FlightVoyage;
  FlightVoyageFilter: FlightVoyageFilter;
  FlightVoyagePage: FlightVoyagePage;
  Group: Group;
  HistoryChange: HistoryChange;
  HistoryEntry: HistoryEntry;
  HistoryPage: HistoryPage;
  HsCode: HsCode;
  HsCodeFilter: HsCodeFilter;
  HsCodePage: HsCodePage;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InvoiceCurrencyAmount: RestCurrencyAmount;
  InvoiceSet: RestInvoiceSet;
  InvoiceSetInput: InvoiceSetInput;
  InvoiceSetPage: Omit<InvoiceSetPage, 'items'> & { items: Array<ResolversParentTypes['InvoiceSet']> };
  Kanban: Kanban;
  KanbanBoard: KanbanBoard;
  KanbanCard: KanbanCard;
  KanbanColumn: KanbanColumn;
  LateMilestone: LateMilestone;
  LateMilestonePage: LateMilestonePage;
  ListView: ListView;
  ListViewColumn: ListViewColumn;
  ListViewColumnInput: ListViewColumnInput;
  ListViewFilter: ListViewFilter;
  ListViewFilterInput: ListViewFilterInput;
  ListViewInput: ListViewInput;
  ListViewSort: ListViewSort;
  ListViewSortInput: ListViewSortInput;
  LoginInput: LoginInput;
  LoginPayload: LoginPayload;
  Me: Omit<Me, 'user'> & { user: ResolversParentTypes['User'] };
  MenuItem: MenuItem;
  MenuNode: MenuNode;
  MenuNodeInput: MenuNodeInput;
  Message: Message;
  MessageFilter: MessageFilter;
  MessagePage: MessagePage;
  Milestone: Milestone;
  MonthProfit: MonthProfit;
  Mutation: Record<PropertyKey, never>;
  MyFigures: MyFigures;
  MyReceipt: MyReceipt;
  MyReceiptFilter: MyReceiptFilter;
  MyReceiptOrder: MyReceiptOrder;
  MyReceiptPage: MyReceiptPage;
  MyReceiptTotal: MyReceiptTotal;
  MyWorkflowNode: MyWorkflowNode;
  NodeColumnConfig: NodeColumnConfig;
  NodeOrderCount: NodeOrderCount;
  OceanExportActualsInput: OceanExportActualsInput;
  OceanExportBillOfLading: Omit<OceanExportBillOfLading, 'client'> & { client?: Maybe<ResolversParentTypes['Client']> };
  OceanExportBillOfLadingBox: OceanExportBillOfLadingBox;
  OceanExportBillOfLadingBoxInput: OceanExportBillOfLadingBoxInput;
  OceanExportBillOfLadingFilter: OceanExportBillOfLadingFilter;
  OceanExportBillOfLadingPage: Omit<OceanExportBillOfLadingPage, 'items'> & { items: Array<ResolversParentTypes['OceanExportBillOfLading']> };
  OceanExportBookingInput: OceanExportBookingInput;
  OceanExportContainer: OceanExportContainer;
  OceanExportContainerInput: OceanExportContainerInput;
  OceanExportCustomsInput: OceanExportCustomsInput;
  OceanExportDeliveryInput: OceanExportDeliveryInput;
  OceanExportOrder: Omit<OceanExportOrder, 'client' | 'fees' | 'operationUnits'> & { client?: Maybe<ResolversParentTypes['Client']>, fees: ResolversParentTypes['OrderFees'], operationUnits?: Maybe<ResolversParentTypes['Client']> };
  OceanExportOrderBox: OceanExportOrderBox;
  OceanExportOrderBoxInput: OceanExportOrderBoxInput;
  OceanExportOrderClearance: OceanExportOrderClearance;
  OceanExportOrderClearanceInput: OceanExportOrderClearanceInput;
  OceanExportOrderFilter: OceanExportOrderFilter;
  OceanExportOrderPage: Omit<OceanExportOrderPage, 'items'> & { items: Array<ResolversParentTypes['OceanExportOrder']> };
  OceanExportOrderTransportLine: OceanExportOrderTransportLine;
  OceanExportOrderTransportLineInput: OceanExportOrderTransportLineInput;
  OceanExportReleaseInput: OceanExportReleaseInput;
  OceanExportSpaceBookingInput: OceanExportSpaceBookingInput;
  OceanExportVehicle: OceanExportVehicle;
  OceanExportVehicleInput: OceanExportVehicleInput;
  OceanImportBookingInput: OceanImportBookingInput;
  OceanImportContainer: OceanImportContainer;
  OceanImportContainerInput: OceanImportContainerInput;
  OceanImportCustomsInput: OceanImportCustomsInput;
  OceanImportDeliveryInput: OceanImportDeliveryInput;
  OceanImportOrder: Omit<OceanImportOrder, 'client' | 'fees' | 'operationUnits'> & { client?: Maybe<ResolversParentTypes['Client']>, fees: ResolversParentTypes['OrderFees'], operationUnits?: Maybe<ResolversParentTypes['Client']> };
  OceanImportOrderBox: OceanImportOrderBox;
  OceanImportOrderBoxInput: OceanImportOrderBoxInput;
  OceanImportOrderBroker: OceanImportOrderBroker;
  OceanImportOrderBrokerInput: OceanImportOrderBrokerInput;
  OceanImportOrderFilter: OceanImportOrderFilter;
  OceanImportOrderGoods: OceanImportOrderGoods;
  OceanImportOrderGoodsInput: OceanImportOrderGoodsInput;
  OceanImportOrderPage: Omit<OceanImportOrderPage, 'items'> & { items: Array<ResolversParentTypes['OceanImportOrder']> };
  OceanImportOrderTransportLine: OceanImportOrderTransportLine;
  OceanImportOrderTransportLineInput: OceanImportOrderTransportLineInput;
  OceanImportOrderVehicle: OceanImportOrderVehicle;
  OceanImportOrderVehicleInput: OceanImportOrderVehicleInput;
  OceanImportReleaseInput: OceanImportReleaseInput;
  OceanImportTaxesInput: OceanImportTaxesInput;
  OceanImportVehicle: OceanImportVehicle;
  OceanImportVehicleInput: OceanImportVehicleInput;
  OpenFeeLine: OpenFeeLineModel;
  OpenFeeLinePage: Omit<OpenFeeLinePage, 'items' | 'totals'> & { items: Array<ResolversParentTypes['OpenFeeLine']>, totals: Array<ResolversParentTypes['OpenLineTotal']> };
  OpenLineTotal: RestOpenTotal;
  Order: ResolversInterfaceTypes<ResolversParentTypes>['Order'];
  OrderFees: OrderFeesModel;
  OrderFilter: OrderFilter;
  OrderNodeProgress: OrderNodeProgress;
  OrderPage: Omit<OrderPage, 'items'> & { items: Array<ResolversParentTypes['Order']> };
  OrderTotals: OrderTotals;
  Organisation: Organisation;
  OrganisationFilter: OrganisationFilter;
  OrganisationInput: OrganisationInput;
  OrganisationNode: OrganisationNode;
  PendingFeeFigure: PendingFeeFigure;
  ProfitApproval: ProfitApprovalModel;
  ProfitApprovalFilter: ProfitApprovalFilter;
  ProfitApprovalPage: Omit<ProfitApprovalPage, 'items'> & { items: Array<ResolversParentTypes['ProfitApproval']> };
  Query: Record<PropertyKey, never>;
  ReceivablesOutstanding: ReceivablesOutstanding;
  RecordSettlementInput: RecordSettlementInput;
  Role: RoleModel;
  RoleFilter: RoleFilter;
  RoleInput: RoleInput;
  RolePage: Omit<RolePage, 'items'> & { items: Array<ResolversParentTypes['Role']> };
  Route: Route;
  RouteFilter: RouteFilter;
  RoutePage: RoutePage;
  ScheduleEntry: ScheduleEntryModel;
  ScheduleFilter: ScheduleFilter;
  ScheduleInput: ScheduleInput;
  ScheduleMonth: Omit<ScheduleMonth, 'entries'> & { entries: Array<ResolversParentTypes['ScheduleEntry']> };
  Seaport: Seaport;
  SearchGroup: SearchGroup;
  SearchHit: SearchHit;
  SearchResult: SearchResult;
  Settlement: SettlementModel;
  SettlementAllocation: AllocationModel;
  SettlementAllocationInput: SettlementAllocationInput;
  SettlementCurrencyTotal: RestCurrencyTotal;
  SettlementFilter: SettlementFilter;
  SettlementPage: Omit<SettlementPage, 'items' | 'totals'> & { items: Array<ResolversParentTypes['Settlement']>, totals: Array<ResolversParentTypes['SettlementCurrencyTotal']> };
  SettlementUnit: SettlementUnit;
  SignInFailure: SignInFailure;
  SignInFailurePage: SignInFailurePage;
  StatementBusinessFilter: StatementBusinessFilter;
  StatementBusinessPage: StatementBusinessPage;
  StatementBusinessRow: StatementBusinessRow;
  StatementBusinessTotals: StatementBusinessTotals;
  StatementChart: StatementChart;
  StatementChartPoint: StatementChartPoint;
  StatementCustomersFilter: StatementCustomersFilter;
  StatementCustomersPage: StatementCustomersPage;
  StatementCustomersRow: StatementCustomersRow;
  StatementCustomersTotals: StatementCustomersTotals;
  StatementInvoiceOrderFilter: StatementInvoiceOrderFilter;
  StatementInvoiceOrderPage: StatementInvoiceOrderPage;
  StatementInvoiceOrderRow: StatementInvoiceOrderRow;
  StatementInvoiceOrderTotals: StatementInvoiceOrderTotals;
  StatementInvoiceSettlementFilter: StatementInvoiceSettlementFilter;
  StatementInvoiceSettlementPage: StatementInvoiceSettlementPage;
  StatementInvoiceSettlementRow: StatementInvoiceSettlementRow;
  StatementInvoiceSettlementTotals: StatementInvoiceSettlementTotals;
  StatementNoticketFilter: StatementNoticketFilter;
  StatementNoticketPage: StatementNoticketPage;
  StatementNoticketRow: StatementNoticketRow;
  StatementNoticketTotals: StatementNoticketTotals;
  StatementPayableAgingFilter: StatementPayableAgingFilter;
  StatementPayableAgingPage: StatementPayableAgingPage;
  StatementPayableAgingRow: StatementPayableAgingRow;
  StatementPayableAgingTotals: StatementPayableAgingTotals;
  StatementPayableInvitationFilter: StatementPayableInvitationFilter;
  StatementPayableInvitationPage: StatementPayableInvitationPage;
  StatementPayableInvitationRow: StatementPayableInvitationRow;
  StatementPayableInvitationTotals: StatementPayableInvitationTotals;
  StatementPayablePendingAuditFilter: StatementPayablePendingAuditFilter;
  StatementPayablePendingAuditPage: StatementPayablePendingAuditPage;
  StatementPayablePendingAuditRow: StatementPayablePendingAuditRow;
  StatementPayablePendingAuditTotals: StatementPayablePendingAuditTotals;
  StatementPayableWriteOffFilter: StatementPayableWriteOffFilter;
  StatementPayableWriteOffPage: StatementPayableWriteOffPage;
  StatementPayableWriteOffRow: StatementPayableWriteOffRow;
  StatementPayableWriteOffTotals: StatementPayableWriteOffTotals;
  StatementProfitFilter: StatementProfitFilter;
  StatementProfitPage: StatementProfitPage;
  StatementProfitRow: StatementProfitRow;
  StatementProfitTotals: StatementProfitTotals;
  StatementReceivableAgingFilter: StatementReceivableAgingFilter;
  StatementReceivableAgingPage: StatementReceivableAgingPage;
  StatementReceivableAgingRow: StatementReceivableAgingRow;
  StatementReceivableAgingTotals: StatementReceivableAgingTotals;
  StatementReceivableWriteOffFilter: StatementReceivableWriteOffFilter;
  StatementReceivableWriteOffPage: StatementReceivableWriteOffPage;
  StatementReceivableWriteOffRow: StatementReceivableWriteOffRow;
  StatementReceivableWriteOffTotals: StatementReceivableWriteOffTotals;
  StatementSupplierFilter: StatementSupplierFilter;
  StatementSupplierPage: StatementSupplierPage;
  StatementSupplierRow: StatementSupplierRow;
  StatementSupplierTotals: StatementSupplierTotals;
  StatementTicketFilter: StatementTicketFilter;
  StatementTicketPage: StatementTicketPage;
  StatementTicketRow: StatementTicketRow;
  StatementTicketTotals: StatementTicketTotals;
  StatementTicketV2Filter: StatementTicketV2Filter;
  StatementTicketV2Page: StatementTicketV2Page;
  StatementTicketV2Row: StatementTicketV2Row;
  StatementTicketV2Totals: StatementTicketV2Totals;
  StatementUnBilledBusinessFilter: StatementUnBilledBusinessFilter;
  StatementUnBilledBusinessPage: StatementUnBilledBusinessPage;
  StatementUnBilledBusinessRow: StatementUnBilledBusinessRow;
  StatementUnBilledBusinessTotals: StatementUnBilledBusinessTotals;
  StatementUnBilledExpensesFilter: StatementUnBilledExpensesFilter;
  StatementUnBilledExpensesPage: StatementUnBilledExpensesPage;
  StatementUnBilledExpensesRow: StatementUnBilledExpensesRow;
  StatementUnBilledExpensesTotals: StatementUnBilledExpensesTotals;
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
  TicketLine: RestTicketLine;
  TicketLineFilter: TicketLineFilter;
  TicketLinePage: Omit<TicketLinePage, 'items' | 'totals'> & { items: Array<ResolversParentTypes['TicketLine']>, totals: Array<ResolversParentTypes['InvoiceCurrencyAmount']> };
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
  UpdateOceanExportBillOfLadingInput: UpdateOceanExportBillOfLadingInput;
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
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type AirExportOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AirExportOrder'] = ResolversParentTypes['AirExportOrder']> = ResolversObject<{
  actualArriveDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  actualChargeableWeight?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  actualDepartureDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  actualFlight?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actualGrossWeight?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  actualPiecesNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  actualVolume?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  apStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  arStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bookingAgent?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  bookingAgentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  bookingAgentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  businessInspectionDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  businessInspectionRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cargoAttributeId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  chargeableWeight?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  chineseName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  contactTel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  csrId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  csrName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentNodeIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customerReferenceNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customsBroker?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  customsBrokerContactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customsBrokerContactId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  customsBrokerContactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customsBrokerContactTel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customsBrokerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  customsBrokerList?: Resolver<Array<ResolversTypes['AirExportOrderCustomsDeclaration']>, ParentType, ContextType>;
  customsBrokerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customsClearanceDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  customsClearanceRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customsInspectionDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  customsInspectionRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryAddress?: Resolver<Maybe<ResolversTypes['TransportAddress']>, ParentType, ContextType>;
  deliveryAddressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  deliveryAddressName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  deliveryRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryTermsId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  departurePort?: Resolver<Maybe<ResolversTypes['Airport']>, ParentType, ContextType>;
  departurePortCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  departurePortId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  departurePortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationPort?: Resolver<Maybe<ResolversTypes['Airport']>, ParentType, ContextType>;
  destinationPortCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationPortId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  destinationPortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  doneNodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  driverName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  driverPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  englishName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['OrderFees'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  flight?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flightDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  grossWeight?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  history?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<AirExportOrderHistoryArgs, 'pageNum' | 'pageSize'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalTypeId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  isBusinessInspection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCustomsInspection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isExpedited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mainOrderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['OrderNodeProgress']>, ParentType, ContextType>;
  notifier?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  notifierId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  notifierName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  operationStatus?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  operationUnits?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  operationUnitsId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  operationUnitsName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['OrderType'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packageId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  pickupAddress?: Resolver<Maybe<ResolversTypes['TransportAddress']>, ParentType, ContextType>;
  pickupAddressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  pickupAddressName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickupDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  piecesNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  plateNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiver?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  receiverId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  receiverName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  releaseDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  releaseRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  route?: Resolver<Maybe<ResolversTypes['Route']>, ParentType, ContextType>;
  routeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  routeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salesId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  salesName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sender?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  senderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  senderName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shippingFeeTermsId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  shippingTermsId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  step?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  takeContact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  takeContactTel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OrderTotals'], ParentType, ContextType>;
  transitPort?: Resolver<Maybe<ResolversTypes['Airport']>, ParentType, ContextType>;
  transitPortCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transitPortId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  transitPortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transportCompany?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  transportCompanyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  transportCompanyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transportationRequirements?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicleType?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  volume?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AirExportOrderCustomsDeclarationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AirExportOrderCustomsDeclaration'] = ResolversParentTypes['AirExportOrderCustomsDeclaration']> = ResolversObject<{
  customsBrokerCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customsPortId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  filingDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inOrOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  singleNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  splicingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AirExportOrderPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AirExportOrderPage'] = ResolversParentTypes['AirExportOrderPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AirExportOrder']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AirImportOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AirImportOrder'] = ResolversParentTypes['AirImportOrder']> = ResolversObject<{
  abroadSender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  aeoCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  apStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  arStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  arrivalDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  bordersReceiver?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  businessInspectionDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  businessInspectionRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cargoAttributeId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  chargeableWeight?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  chineseName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactTel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contractAgreementNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  csrId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  csrName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentNodeIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customsBroker?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  customsBrokerCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customsBrokerContactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customsBrokerContactId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  customsBrokerContactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customsBrokerContactTel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customsBrokerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  customsBrokerList?: Resolver<Array<ResolversTypes['AirImportOrderCustomsBroker']>, ParentType, ContextType>;
  customsBrokerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customsClearanceRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customsInspectionDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  customsInspectionRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  declarationPort?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  declarationRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  deliveryMethods?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  deliveryRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryTermsId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  departureAddress?: Resolver<Maybe<ResolversTypes['TransportAddress']>, ParentType, ContextType>;
  departureAddressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  departureAddressName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  departureContact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  departurePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  departurePort?: Resolver<Maybe<ResolversTypes['Airport']>, ParentType, ContextType>;
  departurePortCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  departurePortId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  departurePortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationAddress?: Resolver<Maybe<ResolversTypes['TransportAddress']>, ParentType, ContextType>;
  destinationAddressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  destinationAddressName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationAuthority?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  destinationContact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationCountry?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  destinationCountryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationCountryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationCountryRecord?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType>;
  destinationPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  doneNodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  driverPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dutyPaidDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  dutyPaidRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  englishName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entryExitPort?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  entryPort?: Resolver<Maybe<ResolversTypes['Airport']>, ParentType, ContextType>;
  entryPortCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entryPortId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  entryPortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['OrderFees'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  finalDestinationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  freightFee?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  freightFeeCode?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  goodsList?: Resolver<Array<ResolversTypes['AirImportOrderGoods']>, ParentType, ContextType>;
  grossWeight?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  history?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<AirImportOrderHistoryArgs, 'pageNum' | 'pageSize'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inspectionNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  internalTypeId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  invoiceNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isBusinessInspection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCustomsInspection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isExpedited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHealthInspection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHealthInspectionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isPostInspection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPriceImpactConfirmation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPriceImpactConfirmationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isSelfReport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSelfReportName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isSpecialRelationship?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSpecialRelationshipName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isSpecialRoyalties?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSpecialRoyaltiesName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mainOrderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  natureOfExemption?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  netWeight?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['OrderNodeProgress']>, ParentType, ContextType>;
  openDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  operationStatus?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  operationUnits?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  operationUnitsId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  operationUnitsName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['OrderType'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packageId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  pickupDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  piecesNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  plateNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postInspectionDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  postInspectionRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  premiumFee?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  premiumFeeCode?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  receiver?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  receiverId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  receiverName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  releaseDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  releaseRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  routeList?: Resolver<Array<ResolversTypes['AirImportOrderFlight']>, ParentType, ContextType>;
  salesId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  salesName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sender?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  senderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  senderName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipmentCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  singleNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  splicingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  step?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  sundriesFee?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  sundriesFeeCode?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  supervisionMode?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  takeContact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OrderTotals'], ParentType, ContextType>;
  tradingCountry?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  tradingCountryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tradingCountryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tradingCountryRecord?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType>;
  transferBroker?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  transferBrokerContactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transferBrokerContactId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  transferBrokerContactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transferBrokerContactTel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transferBrokerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  transferBrokerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transitPort?: Resolver<Maybe<ResolversTypes['Airport']>, ParentType, ContextType>;
  transitPortCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transitPortId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  transitPortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transportCompany?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  transportCompanyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  transportCompanyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transportationRequirements?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicleType?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  volume?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  warehouseAddress?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type AirImportOrderCustomsBrokerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AirImportOrderCustomsBroker'] = ResolversParentTypes['AirImportOrderCustomsBroker']> = ResolversObject<{
  customsBrokerCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filingDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inOrOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  singleNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  splicingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AirImportOrderFlightResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AirImportOrderFlight'] = ResolversParentTypes['AirImportOrderFlight']> = ResolversObject<{
  flightDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  flightNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromPort?: Resolver<Maybe<ResolversTypes['Airport']>, ParentType, ContextType>;
  fromPortCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromPortId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  fromPortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sortId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  toPort?: Resolver<Maybe<ResolversTypes['Airport']>, ParentType, ContextType>;
  toPortCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toPortId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  toPortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AirImportOrderGoodsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AirImportOrderGoods'] = ResolversParentTypes['AirImportOrderGoods']> = ResolversObject<{
  chineseName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  declarationElement?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  details?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  domesticDestination?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exemption?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  finalDestinationCountry?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  finalDestinationCountryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finalDestinationCountryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finalDestinationCountryRecord?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType>;
  goods?: Resolver<Maybe<ResolversTypes['HsCode']>, ParentType, ContextType>;
  goodsId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  goodsName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  goodsNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  labelContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originCountry?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  originCountryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originCountryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originCountryRecord?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType>;
  sortId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AirImportOrderPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AirImportOrderPage'] = ResolversParentTypes['AirImportOrderPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AirImportOrder']>, ParentType, ContextType>;
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
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApiTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiToken'] = ResolversParentTypes['ApiToken']> = ResolversObject<{
  costPerMinute?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresOn?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  organisation?: Resolver<ResolversTypes['ApiTokenParty'], ParentType, ContextType>;
  requestsPerMinute?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revokedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  revokedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['ApiTokenParty'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ApiTokenStatus'], ParentType, ContextType>;
  useCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  write?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ApiTokenPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiTokenPage'] = ResolversParentTypes['ApiTokenPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ApiToken']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApiTokenPartyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiTokenParty'] = ResolversParentTypes['ApiTokenParty']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ArInvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArInvoice'] = ResolversParentTypes['ArInvoice']> = ResolversObject<{
  amountCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  clearDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  clearName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clearRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<ArInvoiceHistoryArgs, 'pageNum' | 'pageSize'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  invoiceNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceSetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceType?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['ArInvoiceLine']>, ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settlementUnit?: Resolver<ResolversTypes['SettlementUnit'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ArInvoiceStatus'], ParentType, ContextType>;
  statusName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<Array<ResolversTypes['InvoiceCurrencyAmount']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ArInvoiceLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArInvoiceLine'] = ResolversParentTypes['ArInvoiceLine']> = ResolversObject<{
  cnyMoney?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  currentInvoiceNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  feeLineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  feeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  money?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  orderCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  writeOffMoney?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
}>;

export type ArInvoicePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArInvoicePage'] = ResolversParentTypes['ArInvoicePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ArInvoice']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BackendFeatureStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BackendFeatureState'] = ResolversParentTypes['BackendFeatureState']> = ResolversObject<{
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  feature?: Resolver<ResolversTypes['BackendFeature'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BulkResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BulkResult'] = ResolversParentTypes['BulkResult']> = ResolversObject<{
  done?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refused?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['BulkRowResult']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unchanged?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BulkRowResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BulkRowResult'] = ResolversParentTypes['BulkRowResult']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['BulkRowOutcome'], ParentType, ContextType>;
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
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  history?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<ClientHistoryArgs, 'pageNum' | 'pageSize'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceType?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  openReceivables?: Resolver<ResolversTypes['OpenFeeLinePage'], ParentType, ContextType, RequireFields<ClientOpenReceivablesArgs, 'pageNum' | 'pageSize'>>;
  orders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<ClientOrdersArgs, 'pageNum' | 'pageSize'>>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  registeredAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  registeredTel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RecordStatus'], ParentType, ContextType>;
  taxRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  taxpayerIdentificationNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type ClientCreditResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientCredit'] = ResolversParentTypes['ClientCredit']> = ResolversObject<{
  accountPeriod?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  creditLimit?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  customerCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  exposure?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  keptBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oldestDueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  orderBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  overLimit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  overdueCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  overdueMoney?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ClientCreditPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClientCreditPage'] = ResolversParentTypes['ClientCreditPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ClientCredit']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CreatedApiTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatedApiToken'] = ResolversParentTypes['CreatedApiToken']> = ResolversObject<{
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType>;
}>;

export type CurrencyTotalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CurrencyTotal'] = ResolversParentTypes['CurrencyTotal']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  payable?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  receivable?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
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
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DictCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DictCategory'] = ResolversParentTypes['DictCategory']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DictPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DictPage'] = ResolversParentTypes['DictPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Dict']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DomesticTradeLegVehicleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DomesticTradeLegVehicle'] = ResolversParentTypes['DomesticTradeLegVehicle']> = ResolversObject<{
  driverName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  driverPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plateNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicleCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  vehicleRequirement?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  vehicleType?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
}>;

export type DomesticTradeOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DomesticTradeOrder'] = ResolversParentTypes['DomesticTradeOrder']> = ResolversObject<{
  actualArriveDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  actualRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actualSailingDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  apStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  arStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bookingAgent?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  bookingAgentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  bookingAgentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  boxList?: Resolver<Array<ResolversTypes['DomesticTradeOrderBox']>, ParentType, ContextType>;
  cargoAttributeId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  cargoSizeList?: Resolver<Array<ResolversTypes['DomesticTradeOrderCargoSize']>, ParentType, ContextType>;
  chineseName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyList?: Resolver<Array<ResolversTypes['DomesticTradeOrderDeliveryLeg']>, ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  contactPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contractReferenceNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  csrId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  csrName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentNodeIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  departurePort?: Resolver<Maybe<ResolversTypes['Seaport']>, ParentType, ContextType>;
  departurePortCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  departurePortId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  departurePortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationPort?: Resolver<Maybe<ResolversTypes['Seaport']>, ParentType, ContextType>;
  destinationPortCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationPortId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  destinationPortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  doneNodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  englishName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entryNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estimatedSailingDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['OrderFees'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  grossWeight?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  history?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<DomesticTradeOrderHistoryArgs, 'pageNum' | 'pageSize'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalTypeId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  isDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['OrderNodeProgress']>, ParentType, ContextType>;
  operationStatus?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  operationUnits?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  operationUnitsId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  operationUnitsName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['OrderType'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packageId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  piecesNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  route?: Resolver<Maybe<ResolversTypes['Route']>, ParentType, ContextType>;
  routeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  routeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salesId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  salesName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shippingModeId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  step?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OrderTotals'], ParentType, ContextType>;
  transitPort?: Resolver<Maybe<ResolversTypes['Seaport']>, ParentType, ContextType>;
  transitPortCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transitPortId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  transitPortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  volume?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type DomesticTradeOrderBoxResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DomesticTradeOrderBox'] = ResolversParentTypes['DomesticTradeOrderBox']> = ResolversObject<{
  boxNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  boxType?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sortId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DomesticTradeOrderCargoSizeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DomesticTradeOrderCargoSize'] = ResolversParentTypes['DomesticTradeOrderCargoSize']> = ResolversObject<{
  height?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  length?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  piecesNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sortId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  volumn?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
}>;

export type DomesticTradeOrderDeliveryLegResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DomesticTradeOrderDeliveryLeg'] = ResolversParentTypes['DomesticTradeOrderDeliveryLeg']> = ResolversObject<{
  billOfLadingCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  deliveryMethods?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  entryNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickupDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requirements?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  storeAddress?: Resolver<Maybe<ResolversTypes['TransportAddress']>, ParentType, ContextType>;
  storeAddressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  storeAddressName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  storeContact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  storePhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalGrossWeight?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  totalPiecesNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalVolume?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  transportCompany?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  transportCompanyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  transportCompanyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicles?: Resolver<Array<ResolversTypes['DomesticTradeLegVehicle']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vesselVoyage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DomesticTradeOrderPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DomesticTradeOrderPage'] = ResolversParentTypes['DomesticTradeOrderPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['DomesticTradeOrder']>, ParentType, ContextType>;
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
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ExchangeRatePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExchangeRatePage'] = ResolversParentTypes['ExchangeRatePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ExchangeRate']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FeeLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeeLine'] = ResolversParentTypes['FeeLine']> = ResolversObject<{
  approveDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  approveRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  approveStatus?: Resolver<ResolversTypes['FeeApproveStatus'], ParentType, ContextType>;
  approveStatusName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  approver?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cnyMoney?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  feeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feeType?: Resolver<Maybe<ResolversTypes['FeeType']>, ParentType, ContextType>;
  feeTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  filePath?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<FeeLineHistoryArgs, 'pageNum' | 'pageSize'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  invoiceNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  money?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  orderCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  outstandingMoney?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settlementClient?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  settlementSupplier?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  settlementUnit?: Resolver<ResolversTypes['SettlementUnit'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['FeeSide'], ParentType, ContextType>;
  sortId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  writeOffDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  writeOffMoney?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  writeOffName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type FeeLinePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeeLinePage'] = ResolversParentTypes['FeeLinePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['FeeLine']>, ParentType, ContextType>;
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
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FeePricePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeePricePage'] = ResolversParentTypes['FeePricePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['FeePrice']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FeeSettlementUnitOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeeSettlementUnitOption'] = ResolversParentTypes['FeeSettlementUnitOption']> = ResolversObject<{
  unit?: Resolver<ResolversTypes['SettlementUnit'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type FeeStatusChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeeStatusChange'] = ResolversParentTypes['FeeStatusChange']> = ResolversObject<{
  lines?: Resolver<Array<ResolversTypes['FeeLine']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FeeTemplateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeeTemplate'] = ResolversParentTypes['FeeTemplate']> = ResolversObject<{
  createDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  detailCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  details?: Resolver<Array<ResolversTypes['FeeTemplateDetail']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  side?: Resolver<ResolversTypes['FeeSide'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FeeTemplateDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeeTemplateDetail'] = ResolversParentTypes['FeeTemplateDetail']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  feeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feeType?: Resolver<Maybe<ResolversTypes['FeeType']>, ParentType, ContextType>;
  feeTypeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settlementUnitId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  settlementUnitName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type FeeTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeeTotals'] = ResolversParentTypes['FeeTotals']> = ResolversObject<{
  byCurrency?: Resolver<Array<ResolversTypes['CurrencyTotal']>, ParentType, ContextType>;
  payableCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  profitCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  receivableCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
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
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type FinanceFiguresResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FinanceFigures'] = ResolversParentTypes['FinanceFigures']> = ResolversObject<{
  paid?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  payable?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  payableOutstanding?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  receivable?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  receivableOutstanding?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  received?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type FinanceMonthFiguresResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FinanceMonthFigures'] = ResolversParentTypes['FinanceMonthFigures']> = ResolversObject<{
  figures?: Resolver<ResolversTypes['FinanceFigures'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FinanceStatisticsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FinanceStatistics'] = ResolversParentTypes['FinanceStatistics']> = ResolversObject<{
  byMonth?: Resolver<Array<ResolversTypes['FinanceMonthFigures']>, ParentType, ContextType>;
  byUnit?: Resolver<Array<ResolversTypes['FinanceUnitFigures']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['FinanceFigures'], ParentType, ContextType>;
}>;

export type FinanceUnitFiguresResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FinanceUnitFigures'] = ResolversParentTypes['FinanceUnitFigures']> = ResolversObject<{
  figures?: Resolver<ResolversTypes['FinanceFigures'], ParentType, ContextType>;
  settlementUnit?: Resolver<ResolversTypes['SettlementUnit'], ParentType, ContextType>;
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
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type HistoryChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryChange'] = ResolversParentTypes['HistoryChange']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type HistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryEntry'] = ResolversParentTypes['HistoryEntry']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['HistoryChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HistoryPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryPage'] = ResolversParentTypes['HistoryPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['HistoryEntry']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type HsCodePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HsCodePage'] = ResolversParentTypes['HsCodePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['HsCode']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InvoiceCurrencyAmountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceCurrencyAmount'] = ResolversParentTypes['InvoiceCurrencyAmount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  money?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  writeOffMoney?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type InvoiceSetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceSet'] = ResolversParentTypes['InvoiceSet']> = ResolversObject<{
  createDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fetchNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceEndNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceStartNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceType?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  nextNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remaining?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type InvoiceSetPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceSetPage'] = ResolversParentTypes['InvoiceSetPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['InvoiceSet']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type KanbanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Kanban'] = ResolversParentTypes['Kanban']> = ResolversObject<{
  boards?: Resolver<Array<ResolversTypes['KanbanBoard']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shown?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type KanbanBoardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KanbanBoard'] = ResolversParentTypes['KanbanBoard']> = ResolversObject<{
  cardCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  columns?: Resolver<Array<ResolversTypes['KanbanColumn']>, ParentType, ContextType>;
  listPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type KanbanCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KanbanCard'] = ResolversParentTypes['KanbanCard']> = ResolversObject<{
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  csrName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  orderCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  viewPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type KanbanColumnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['KanbanColumn'] = ResolversParentTypes['KanbanColumn']> = ResolversObject<{
  cards?: Resolver<Array<ResolversTypes['KanbanCard']>, ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
}>;

export type LateMilestoneResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LateMilestone'] = ResolversParentTypes['LateMilestone']> = ResolversObject<{
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  milestone?: Resolver<ResolversTypes['Milestone'], ParentType, ContextType>;
  orderCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LateMilestonePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LateMilestonePage'] = ResolversParentTypes['LateMilestonePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['LateMilestone']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ListViewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ListView'] = ResolversParentTypes['ListView']> = ResolversObject<{
  columns?: Resolver<Array<ResolversTypes['ListViewColumn']>, ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['ListViewFilter']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  list?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ownerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageSize?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shared?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sort?: Resolver<Maybe<ResolversTypes['ListViewSort']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ListViewColumnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ListViewColumn'] = ResolversParentTypes['ListViewColumn']> = ResolversObject<{
  hidden?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ListViewFilterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ListViewFilter'] = ResolversParentTypes['ListViewFilter']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ListViewSortResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ListViewSort'] = ResolversParentTypes['ListViewSort']> = ResolversObject<{
  descending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type MessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MessageKind'], ParentType, ContextType>;
  kindName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  scheduleId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  shippingType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MessagePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessagePage'] = ResolversParentTypes['MessagePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MilestoneResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Milestone'] = ResolversParentTypes['Milestone']> = ResolversObject<{
  actualDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  daysLate?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plannedDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['MilestoneState'], ParentType, ContextType>;
}>;

export type MonthProfitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MonthProfit'] = ResolversParentTypes['MonthProfit']> = ResolversObject<{
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payableCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  profitCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  receivableCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addressExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationAddressExportLinkArgs, 'format'>>;
  airExportDocumentLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationAirExportDocumentLinkArgs, 'document' | 'format' | 'orderCode'>>;
  airExportListExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationAirExportListExportLinkArgs, 'format'>>;
  airImportDocumentLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationAirImportDocumentLinkArgs, 'document' | 'format' | 'orderCode'>>;
  airImportListExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationAirImportListExportLinkArgs, 'format'>>;
  allocateSettlement?: Resolver<ResolversTypes['Settlement'], ParentType, ContextType, RequireFields<MutationAllocateSettlementArgs, 'allocations' | 'expectedVersion' | 'id' | 'kind'>>;
  applyFeeTemplate?: Resolver<ResolversTypes['OrderFees'], ParentType, ContextType, RequireFields<MutationApplyFeeTemplateArgs, 'orderCode' | 'side' | 'templateId'>>;
  approveFeeLines?: Resolver<ResolversTypes['FeeStatusChange'], ParentType, ContextType, RequireFields<MutationApproveFeeLinesArgs, 'expectedVersions' | 'ids' | 'side'>>;
  bulkAssignAirExportNodeOperator?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkAssignAirExportNodeOperatorArgs, 'userId'>>;
  bulkAssignAirExportStaff?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkAssignAirExportStaffArgs, 'role' | 'userId'>>;
  bulkAssignAirImportNodeOperator?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkAssignAirImportNodeOperatorArgs, 'userId'>>;
  bulkAssignAirImportStaff?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkAssignAirImportStaffArgs, 'role' | 'userId'>>;
  bulkAssignDomesticTradeNodeOperator?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkAssignDomesticTradeNodeOperatorArgs, 'userId'>>;
  bulkAssignDomesticTradeStaff?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkAssignDomesticTradeStaffArgs, 'role' | 'userId'>>;
  bulkAssignOceanExportNodeOperator?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkAssignOceanExportNodeOperatorArgs, 'userId'>>;
  bulkAssignOceanExportStaff?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkAssignOceanExportStaffArgs, 'role' | 'userId'>>;
  bulkAssignOceanImportNodeOperator?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkAssignOceanImportNodeOperatorArgs, 'userId'>>;
  bulkAssignOceanImportStaff?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkAssignOceanImportStaffArgs, 'role' | 'userId'>>;
  bulkDecideFeeLines?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkDecideFeeLinesArgs, 'decision' | 'side'>>;
  bulkSetAirExportOperationStatus?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkSetAirExportOperationStatusArgs, 'status'>>;
  bulkSetAirImportOperationStatus?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkSetAirImportOperationStatusArgs, 'status'>>;
  bulkSetDomesticTradeOperationStatus?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkSetDomesticTradeOperationStatusArgs, 'status'>>;
  bulkSetOceanExportOperationStatus?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkSetOceanExportOperationStatusArgs, 'status'>>;
  bulkSetOceanImportOperationStatus?: Resolver<ResolversTypes['BulkResult'], ParentType, ContextType, RequireFields<MutationBulkSetOceanImportOperationStatusArgs, 'status'>>;
  changeAirExportOrderOrganisation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangeAirExportOrderOrganisationArgs, 'orderCode' | 'orgId'>>;
  changeAirImportOrderOrganisation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangeAirImportOrderOrganisationArgs, 'orderCode' | 'orgId'>>;
  changeOceanExportOrderOrganisation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangeOceanExportOrderOrganisationArgs, 'orderCode' | 'orgId'>>;
  changeOceanImportOrderOrganisation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangeOceanImportOrderOrganisationArgs, 'orderCode' | 'orgId'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  clearArInvoice?: Resolver<ResolversTypes['ArInvoice'], ParentType, ContextType, RequireFields<MutationClearArInvoiceArgs, 'expectedVersion' | 'id'>>;
  clearSignInFailures?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationClearSignInFailuresArgs, 'mobile'>>;
  clientExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationClientExportLinkArgs, 'format'>>;
  copyAirExportOrder?: Resolver<ResolversTypes['AirExportOrder'], ParentType, ContextType, RequireFields<MutationCopyAirExportOrderArgs, 'orderCode'>>;
  copyAirImportOrder?: Resolver<ResolversTypes['AirImportOrder'], ParentType, ContextType, RequireFields<MutationCopyAirImportOrderArgs, 'orderCode'>>;
  copyDomesticTradeOrder?: Resolver<ResolversTypes['DomesticTradeOrder'], ParentType, ContextType, RequireFields<MutationCopyDomesticTradeOrderArgs, 'orderCode'>>;
  copyOceanExportOrder?: Resolver<ResolversTypes['OceanExportOrder'], ParentType, ContextType, RequireFields<MutationCopyOceanExportOrderArgs, 'orderCode'>>;
  copyOceanImportOrder?: Resolver<ResolversTypes['OceanImportOrder'], ParentType, ContextType, RequireFields<MutationCopyOceanImportOrderArgs, 'orderCode'>>;
  createAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationCreateAddressArgs, 'input'>>;
  createAirExportOrder?: Resolver<ResolversTypes['AirExportOrder'], ParentType, ContextType, RequireFields<MutationCreateAirExportOrderArgs, 'input'>>;
  createAirImportOrder?: Resolver<ResolversTypes['AirImportOrder'], ParentType, ContextType, RequireFields<MutationCreateAirImportOrderArgs, 'input'>>;
  createApiToken?: Resolver<ResolversTypes['CreatedApiToken'], ParentType, ContextType, RequireFields<MutationCreateApiTokenArgs, 'input'>>;
  createClient?: Resolver<ResolversTypes['Client'], ParentType, ContextType, RequireFields<MutationCreateClientArgs, 'input'>>;
  createDict?: Resolver<ResolversTypes['Dict'], ParentType, ContextType, RequireFields<MutationCreateDictArgs, 'input'>>;
  createDomesticTradeDeliveryLeg?: Resolver<ResolversTypes['DomesticTradeOrderDeliveryLeg'], ParentType, ContextType, RequireFields<MutationCreateDomesticTradeDeliveryLegArgs, 'input' | 'orderCode'>>;
  createDomesticTradeOrder?: Resolver<ResolversTypes['DomesticTradeOrder'], ParentType, ContextType, RequireFields<MutationCreateDomesticTradeOrderArgs, 'input'>>;
  createExchangeRate?: Resolver<ResolversTypes['ExchangeRate'], ParentType, ContextType, RequireFields<MutationCreateExchangeRateArgs, 'input'>>;
  createFeePrice?: Resolver<ResolversTypes['FeePrice'], ParentType, ContextType, RequireFields<MutationCreateFeePriceArgs, 'input'>>;
  createFeeTemplate?: Resolver<ResolversTypes['FeeTemplate'], ParentType, ContextType, RequireFields<MutationCreateFeeTemplateArgs, 'name' | 'side'>>;
  createFeeType?: Resolver<ResolversTypes['FeeType'], ParentType, ContextType, RequireFields<MutationCreateFeeTypeArgs, 'input'>>;
  createFlightVoyage?: Resolver<ResolversTypes['FlightVoyage'], ParentType, ContextType, RequireFields<MutationCreateFlightVoyageArgs, 'input'>>;
  createHsCode?: Resolver<ResolversTypes['HsCode'], ParentType, ContextType, RequireFields<MutationCreateHsCodeArgs, 'input'>>;
  createInvoiceSet?: Resolver<ResolversTypes['InvoiceSet'], ParentType, ContextType, RequireFields<MutationCreateInvoiceSetArgs, 'input'>>;
  createOceanExportBillOfLading?: Resolver<ResolversTypes['OceanExportBillOfLading'], ParentType, ContextType, RequireFields<MutationCreateOceanExportBillOfLadingArgs, 'input'>>;
  createOceanExportOrder?: Resolver<ResolversTypes['OceanExportOrder'], ParentType, ContextType, RequireFields<MutationCreateOceanExportOrderArgs, 'input'>>;
  createOceanExportTransportLine?: Resolver<ResolversTypes['OceanExportOrderTransportLine'], ParentType, ContextType, RequireFields<MutationCreateOceanExportTransportLineArgs, 'input' | 'orderCode'>>;
  createOceanImportOrder?: Resolver<ResolversTypes['OceanImportOrder'], ParentType, ContextType, RequireFields<MutationCreateOceanImportOrderArgs, 'input'>>;
  createOceanImportTransportLine?: Resolver<ResolversTypes['OceanImportOrderTransportLine'], ParentType, ContextType, RequireFields<MutationCreateOceanImportTransportLineArgs, 'input' | 'orderCode'>>;
  createOrganisation?: Resolver<ResolversTypes['OrganisationNode'], ParentType, ContextType, RequireFields<MutationCreateOrganisationArgs, 'input'>>;
  createRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationCreateRoleArgs, 'input'>>;
  createRoute?: Resolver<ResolversTypes['Route'], ParentType, ContextType, RequireFields<MutationCreateRouteArgs, 'input'>>;
  createScheduleEntry?: Resolver<ResolversTypes['ScheduleEntry'], ParentType, ContextType, RequireFields<MutationCreateScheduleEntryArgs, 'input'>>;
  createSupplier?: Resolver<ResolversTypes['Supplier'], ParentType, ContextType, RequireFields<MutationCreateSupplierArgs, 'input'>>;
  createTransportAddress?: Resolver<ResolversTypes['TransportAddress'], ParentType, ContextType, RequireFields<MutationCreateTransportAddressArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  createWorkflowNode?: Resolver<ResolversTypes['WorkflowNode'], ParentType, ContextType, RequireFields<MutationCreateWorkflowNodeArgs, 'input'>>;
  decideOrderFees?: Resolver<ResolversTypes['FeeStatusChange'], ParentType, ContextType, RequireFields<MutationDecideOrderFeesArgs, 'expectedVersion' | 'orderCode' | 'reject' | 'side'>>;
  deleteAddress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAddressArgs, 'expectedVersion' | 'id'>>;
  deleteAirExportOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAirExportOrderArgs, 'expectedVersion' | 'orderCode'>>;
  deleteAirImportOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAirImportOrderArgs, 'expectedVersion' | 'orderCode'>>;
  deleteClient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteClientArgs, 'expectedVersion' | 'id'>>;
  deleteDict?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteDictArgs, 'expectedVersion' | 'id'>>;
  deleteDomesticTradeDeliveryLeg?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteDomesticTradeDeliveryLegArgs, 'expectedVersion' | 'id'>>;
  deleteDomesticTradeOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteDomesticTradeOrderArgs, 'expectedVersion' | 'orderCode'>>;
  deleteExchangeRate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteExchangeRateArgs, 'expectedVersion' | 'id'>>;
  deleteFeePrice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteFeePriceArgs, 'expectedVersion' | 'id'>>;
  deleteFeeTemplate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteFeeTemplateArgs, 'expectedVersion' | 'id' | 'side'>>;
  deleteFeeType?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteFeeTypeArgs, 'expectedVersion' | 'id'>>;
  deleteFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteFileArgs, 'id'>>;
  deleteFlightVoyage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteFlightVoyageArgs, 'expectedVersion' | 'id'>>;
  deleteHsCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteHsCodeArgs, 'expectedVersion' | 'id'>>;
  deleteInvoiceSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteInvoiceSetArgs, 'expectedVersion' | 'id'>>;
  deleteListView?: Resolver<Array<ResolversTypes['ListView']>, ParentType, ContextType, RequireFields<MutationDeleteListViewArgs, 'id'>>;
  deleteMenuNode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteMenuNodeArgs, 'id'>>;
  deleteOceanExportOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteOceanExportOrderArgs, 'expectedVersion' | 'orderCode'>>;
  deleteOceanExportTransportLine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteOceanExportTransportLineArgs, 'expectedVersion' | 'id'>>;
  deleteOceanImportOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteOceanImportOrderArgs, 'expectedVersion' | 'orderCode'>>;
  deleteOceanImportTransportLine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteOceanImportTransportLineArgs, 'expectedVersion' | 'id'>>;
  deleteOrganisation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteOrganisationArgs, 'expectedVersion' | 'id'>>;
  deleteRole?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteRoleArgs, 'expectedVersion' | 'id'>>;
  deleteRoute?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteRouteArgs, 'expectedVersion' | 'id'>>;
  deleteScheduleEntry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteScheduleEntryArgs, 'expectedVersion' | 'id'>>;
  deleteSupplier?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSupplierArgs, 'expectedVersion' | 'id'>>;
  deleteTransportAddress?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTransportAddressArgs, 'expectedVersion' | 'id'>>;
  deleteUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'expectedVersion' | 'id'>>;
  dictExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationDictExportLinkArgs, 'format'>>;
  domesticTradeDocumentLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationDomesticTradeDocumentLinkArgs, 'document' | 'format' | 'orderCode'>>;
  domesticTradeListExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationDomesticTradeListExportLinkArgs, 'format'>>;
  downloadLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationDownloadLinkArgs, 'path'>>;
  exchangeRateExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationExchangeRateExportLinkArgs, 'format'>>;
  feePriceExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationFeePriceExportLinkArgs, 'format'>>;
  feeStatementLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationFeeStatementLinkArgs, 'orderCode' | 'statement'>>;
  feeTypeExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationFeeTypeExportLinkArgs, 'format'>>;
  filesZipLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, Partial<MutationFilesZipLinkArgs>>;
  flightVoyageExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationFlightVoyageExportLinkArgs, 'format'>>;
  hsCodeExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationHsCodeExportLinkArgs, 'format'>>;
  issueArInvoice?: Resolver<ResolversTypes['ArInvoice'], ParentType, ContextType, RequireFields<MutationIssueArInvoiceArgs, 'invoiceSetId' | 'lineIds'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markAllMessagesRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  markMessagesRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationMarkMessagesReadArgs, 'ids'>>;
  noop?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  oceanExportDocumentLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationOceanExportDocumentLinkArgs, 'document' | 'format' | 'orderCode'>>;
  oceanExportListExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationOceanExportListExportLinkArgs, 'format'>>;
  oceanImportDocumentLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationOceanImportDocumentLinkArgs, 'document' | 'format' | 'orderCode'>>;
  oceanImportListExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationOceanImportListExportLinkArgs, 'format'>>;
  recordSettlement?: Resolver<ResolversTypes['Settlement'], ParentType, ContextType, RequireFields<MutationRecordSettlementArgs, 'input' | 'kind'>>;
  rejectFeeLines?: Resolver<ResolversTypes['FeeStatusChange'], ParentType, ContextType, RequireFields<MutationRejectFeeLinesArgs, 'expectedVersions' | 'ids' | 'side'>>;
  reverseSettlement?: Resolver<ResolversTypes['Settlement'], ParentType, ContextType, RequireFields<MutationReverseSettlementArgs, 'expectedVersion' | 'id' | 'kind'>>;
  revokeApiToken?: Resolver<ResolversTypes['ApiToken'], ParentType, ContextType, RequireFields<MutationRevokeApiTokenArgs, 'id'>>;
  routeExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationRouteExportLinkArgs, 'format'>>;
  saveAirExportActuals?: Resolver<ResolversTypes['AirExportOrder'], ParentType, ContextType, RequireFields<MutationSaveAirExportActualsArgs, 'expectedVersion' | 'input' | 'orderCode'>>;
  saveAirExportBooking?: Resolver<ResolversTypes['AirExportOrder'], ParentType, ContextType, RequireFields<MutationSaveAirExportBookingArgs, 'expectedVersion' | 'input' | 'orderCode'>>;
  saveAirExportCustoms?: Resolver<ResolversTypes['AirExportOrder'], ParentType, ContextType, RequireFields<MutationSaveAirExportCustomsArgs, 'expectedVersion' | 'input' | 'orderCode'>>;
  saveAirExportDelivery?: Resolver<ResolversTypes['AirExportOrder'], ParentType, ContextType, RequireFields<MutationSaveAirExportDeliveryArgs, 'expectedVersion' | 'input' | 'orderCode'>>;
  saveAirExportFees?: Resolver<ResolversTypes['AirExportOrder'], ParentType, ContextType, RequireFields<MutationSaveAirExportFeesArgs, 'orderCode'>>;
  saveAirExportFiles?: Resolver<ResolversTypes['AirExportOrder'], ParentType, ContextType, RequireFields<MutationSaveAirExportFilesArgs, 'orderCode'>>;
  saveAirExportRelease?: Resolver<ResolversTypes['AirExportOrder'], ParentType, ContextType, RequireFields<MutationSaveAirExportReleaseArgs, 'expectedVersion' | 'input' | 'orderCode'>>;
  saveAirImportBooking?: Resolver<ResolversTypes['AirImportOrder'], ParentType, ContextType, RequireFields<MutationSaveAirImportBookingArgs, 'expectedVersion' | 'input' | 'orderCode'>>;
  saveAirImportCustoms?: Resolver<ResolversTypes['AirImportOrder'], ParentType, ContextType, RequireFields<MutationSaveAirImportCustomsArgs, 'expectedVersion' | 'input' | 'orderCode'>>;
  saveAirImportDelivery?: Resolver<ResolversTypes['AirImportOrder'], ParentType, ContextType, RequireFields<MutationSaveAirImportDeliveryArgs, 'expectedVersion' | 'input' | 'orderCode'>>;
  saveAirImportFees?: Resolver<ResolversTypes['AirImportOrder'], ParentType, ContextType, RequireFields<MutationSaveAirImportFeesArgs, 'orderCode'>>;
  saveAirImportFiles?: Resolver<ResolversTypes['AirImportOrder'], ParentType, ContextType, RequireFields<MutationSaveAirImportFilesArgs, 'orderCode'>>;
  saveAirImportRelease?: Resolver<ResolversTypes['AirImportOrder'], ParentType, ContextType, RequireFields<MutationSaveAirImportReleaseArgs, 'expectedVersion' | 'input' | 'orderCode'>>;
  saveAirImportTaxes?: Resolver<ResolversTypes['AirImportOrder'], ParentType, ContextType, RequireFields<MutationSaveAirImportTaxesArgs, 'expectedVersion' | 'input' | 'orderCode'>>;
  saveDomesticTradeActuals?: Resolver<ResolversTypes['DomesticTradeOrder'], ParentType, ContextType, RequireFields<MutationSaveDomesticTradeActualsArgs, 'expectedVersion' | 'input' | 'orderCode'>>;
  saveDomesticTradeBooking?: Resolver<ResolversTypes['DomesticTradeOrder'], ParentType, ContextType, RequireFields<MutationSaveDomesticTradeBookingArgs, 'expectedVersion' | 'input' | 'orderCode'>>;
  saveDomesticTradeDelivery?: Resolver<ResolversTypes['DomesticTradeOrder'], ParentType, ContextType, RequireFields<MutationSaveDomesticTradeDeliveryArgs, 'expectedVersion' | 'input' | 'orderCode'>>;
  saveDomesticTradeFees?: Resolver<ResolversTypes['DomesticTradeOrder'], ParentType, ContextType, RequireFields<MutationSaveDomesticTradeFeesArgs, 'orderCode'>>;
  saveDomesticTradeFiles?: Resolver<ResolversTypes['DomesticTradeOrder'], ParentType, ContextType, RequireFields<MutationSaveDomesticTradeFilesArgs, 'orderCode'>>;
  saveDynamicColumns?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSaveDynamicColumnsArgs, 'columns' | 'pageKey'>>;
  saveFeeLines?: Resolver<ResolversTypes['OrderFees'], ParentType, ContextType, RequireFields<MutationSaveFeeLinesArgs, 'expectedVersion' | 'lines' | 'orderCode' | 'readIds' | 'side'>>;
  saveFeeTemplateDetails?: Resolver<Array<ResolversTypes['FeeTemplateDetail']>, ParentType, ContextType, RequireFields<MutationSaveFeeTemplateDetailsArgs, 'details' | 'expectedVersion' | 'side' | 'templateId'>>;
  saveListView?: Resolver<ResolversTypes['ListView'], ParentType, ContextType, RequireFields<MutationSaveListViewArgs, 'input'>>;
  saveMenuNode?: Resolver<ResolversTypes['MenuNode'], ParentType, ContextType, RequireFields<MutationSaveMenuNodeArgs, 'input'>>;
  saveOceanExportActuals?: Resolver<ResolversTypes['OceanExportOrder'], ParentType, ContextType, RequireFields<MutationSaveOceanExportActualsArgs, 'expectedVersion' | 'input' | 'orderCode'>>;
  saveOceanExportBooking?: Resolver<ResolversTypes['OceanExportOrder'], ParentType, ContextType, RequireFields<MutationSaveOceanExportBookingArgs, 'expectedVersion' | 'input' | 'orderCode'>>;
  saveOceanExportCustoms?: Resolver<ResolversTypes['OceanExportOrder'], ParentType, ContextType, RequireFields<MutationSaveOceanExportCustomsArgs, 'expectedVersion' | 'input' | 'orderCode'>>;
  saveOceanExportDelivery?: Resolver<ResolversTypes['OceanExportOrder'], ParentType, ContextType, RequireFields<MutationSaveOceanExportDeliveryArgs, 'expectedVersion' | 'input' | 'orderCode'>>;
  saveOceanExportFees?: Resolver<ResolversTypes['OceanExportOrder'], ParentType, ContextType, RequireFields<MutationSaveOceanExportFeesArgs, 'orderCode'>>;
  saveOceanExportFiles?: Resolver<ResolversTypes['OceanExportOrder'], ParentType, ContextType, RequireFields<MutationSaveOceanExportFilesArgs, 'orderCode'>>;
  saveOceanExportRelease?: Resolver<ResolversTypes['OceanExportOrder'], ParentType, ContextType, RequireFields<MutationSaveOceanExportReleaseArgs, 'expectedVersion' | 'input' | 'orderCode'>>;
  saveOceanExportSpaceBooking?: Resolver<ResolversTypes['OceanExportOrder'], ParentType, ContextType, RequireFields<MutationSaveOceanExportSpaceBookingArgs, 'expectedVersion' | 'input' | 'orderCode'>>;
  saveOceanImportBooking?: Resolver<ResolversTypes['OceanImportOrder'], ParentType, ContextType, RequireFields<MutationSaveOceanImportBookingArgs, 'expectedVersion' | 'input' | 'orderCode'>>;
  saveOceanImportCustoms?: Resolver<ResolversTypes['OceanImportOrder'], ParentType, ContextType, RequireFields<MutationSaveOceanImportCustomsArgs, 'expectedVersion' | 'input' | 'orderCode'>>;
  saveOceanImportDelivery?: Resolver<ResolversTypes['OceanImportOrder'], ParentType, ContextType, RequireFields<MutationSaveOceanImportDeliveryArgs, 'expectedVersion' | 'input' | 'orderCode'>>;
  saveOceanImportFees?: Resolver<ResolversTypes['OceanImportOrder'], ParentType, ContextType, RequireFields<MutationSaveOceanImportFeesArgs, 'orderCode'>>;
  saveOceanImportFiles?: Resolver<ResolversTypes['OceanImportOrder'], ParentType, ContextType, RequireFields<MutationSaveOceanImportFilesArgs, 'orderCode'>>;
  saveOceanImportRelease?: Resolver<ResolversTypes['OceanImportOrder'], ParentType, ContextType, RequireFields<MutationSaveOceanImportReleaseArgs, 'expectedVersion' | 'input' | 'orderCode'>>;
  saveOceanImportTaxes?: Resolver<ResolversTypes['OceanImportOrder'], ParentType, ContextType, RequireFields<MutationSaveOceanImportTaxesArgs, 'expectedVersion' | 'input' | 'orderCode'>>;
  setAddressStatus?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationSetAddressStatusArgs, 'expectedVersion' | 'id' | 'status'>>;
  setAirExportArApStatus?: Resolver<ResolversTypes['AirExportOrder'], ParentType, ContextType, RequireFields<MutationSetAirExportArApStatusArgs, 'expectedVersion' | 'orderCode'>>;
  setAirExportOperationStatus?: Resolver<ResolversTypes['AirExportOrder'], ParentType, ContextType, RequireFields<MutationSetAirExportOperationStatusArgs, 'expectedVersion' | 'orderCode' | 'status'>>;
  setAirImportArApStatus?: Resolver<ResolversTypes['AirImportOrder'], ParentType, ContextType, RequireFields<MutationSetAirImportArApStatusArgs, 'expectedVersion' | 'orderCode'>>;
  setAirImportOperationStatus?: Resolver<ResolversTypes['AirImportOrder'], ParentType, ContextType, RequireFields<MutationSetAirImportOperationStatusArgs, 'expectedVersion' | 'orderCode' | 'status'>>;
  setClientStatus?: Resolver<ResolversTypes['Client'], ParentType, ContextType, RequireFields<MutationSetClientStatusArgs, 'expectedVersion' | 'id' | 'status'>>;
  setDefaultListView?: Resolver<Array<ResolversTypes['ListView']>, ParentType, ContextType, RequireFields<MutationSetDefaultListViewArgs, 'list'>>;
  setDictStatus?: Resolver<ResolversTypes['Dict'], ParentType, ContextType, RequireFields<MutationSetDictStatusArgs, 'expectedVersion' | 'id' | 'status'>>;
  setDomesticTradeArApStatus?: Resolver<ResolversTypes['DomesticTradeOrder'], ParentType, ContextType, RequireFields<MutationSetDomesticTradeArApStatusArgs, 'expectedVersion' | 'orderCode'>>;
  setDomesticTradeOperationStatus?: Resolver<ResolversTypes['DomesticTradeOrder'], ParentType, ContextType, RequireFields<MutationSetDomesticTradeOperationStatusArgs, 'expectedVersion' | 'orderCode' | 'status'>>;
  setExchangeRateStatus?: Resolver<ResolversTypes['ExchangeRate'], ParentType, ContextType, RequireFields<MutationSetExchangeRateStatusArgs, 'expectedVersion' | 'id' | 'status'>>;
  setFlightVoyageStatus?: Resolver<ResolversTypes['FlightVoyage'], ParentType, ContextType, RequireFields<MutationSetFlightVoyageStatusArgs, 'expectedVersion' | 'id' | 'status'>>;
  setOceanExportArApStatus?: Resolver<ResolversTypes['OceanExportOrder'], ParentType, ContextType, RequireFields<MutationSetOceanExportArApStatusArgs, 'expectedVersion' | 'orderCode'>>;
  setOceanExportOperationStatus?: Resolver<ResolversTypes['OceanExportOrder'], ParentType, ContextType, RequireFields<MutationSetOceanExportOperationStatusArgs, 'expectedVersion' | 'orderCode' | 'status'>>;
  setOceanImportArApStatus?: Resolver<ResolversTypes['OceanImportOrder'], ParentType, ContextType, RequireFields<MutationSetOceanImportArApStatusArgs, 'expectedVersion' | 'orderCode'>>;
  setOceanImportOperationStatus?: Resolver<ResolversTypes['OceanImportOrder'], ParentType, ContextType, RequireFields<MutationSetOceanImportOperationStatusArgs, 'expectedVersion' | 'orderCode' | 'status'>>;
  setOrganisationActive?: Resolver<ResolversTypes['OrganisationNode'], ParentType, ContextType, RequireFields<MutationSetOrganisationActiveArgs, 'active' | 'expectedVersion' | 'id'>>;
  setRoleActive?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationSetRoleActiveArgs, 'active' | 'expectedVersion' | 'id'>>;
  setRoleMenus?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationSetRoleMenusArgs, 'expectedVersion' | 'menuIds' | 'roleId'>>;
  setRouteStatus?: Resolver<ResolversTypes['Route'], ParentType, ContextType, RequireFields<MutationSetRouteStatusArgs, 'expectedVersion' | 'id' | 'status'>>;
  setScheduleStatus?: Resolver<ResolversTypes['ScheduleEntry'], ParentType, ContextType, RequireFields<MutationSetScheduleStatusArgs, 'expectedVersion' | 'id' | 'status'>>;
  setSupplierStatus?: Resolver<ResolversTypes['Supplier'], ParentType, ContextType, RequireFields<MutationSetSupplierStatusArgs, 'expectedVersion' | 'id' | 'status'>>;
  setTransportAddressStatus?: Resolver<ResolversTypes['TransportAddress'], ParentType, ContextType, RequireFields<MutationSetTransportAddressStatusArgs, 'expectedVersion' | 'id' | 'status'>>;
  setUserActive?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserActiveArgs, 'active' | 'expectedVersion' | 'id'>>;
  statementBusinessExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationStatementBusinessExportLinkArgs, 'format'>>;
  statementCustomersExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationStatementCustomersExportLinkArgs, 'format'>>;
  statementInvoiceOrderExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationStatementInvoiceOrderExportLinkArgs, 'format'>>;
  statementInvoiceSettlementExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationStatementInvoiceSettlementExportLinkArgs, 'format'>>;
  statementNoticketExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationStatementNoticketExportLinkArgs, 'format'>>;
  statementPayableAgingExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationStatementPayableAgingExportLinkArgs, 'format'>>;
  statementPayableInvitationExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationStatementPayableInvitationExportLinkArgs, 'format'>>;
  statementPayablePendingAuditExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationStatementPayablePendingAuditExportLinkArgs, 'format'>>;
  statementPayableWriteOffExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationStatementPayableWriteOffExportLinkArgs, 'format'>>;
  statementProfitExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationStatementProfitExportLinkArgs, 'format'>>;
  statementReceivableAgingExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationStatementReceivableAgingExportLinkArgs, 'format'>>;
  statementReceivableWriteOffExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationStatementReceivableWriteOffExportLinkArgs, 'format'>>;
  statementSupplierExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationStatementSupplierExportLinkArgs, 'format'>>;
  statementTicketExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationStatementTicketExportLinkArgs, 'format'>>;
  statementTicketV2ExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationStatementTicketV2ExportLinkArgs, 'format'>>;
  statementUnBilledBusinessExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationStatementUnBilledBusinessExportLinkArgs, 'format'>>;
  statementUnBilledExpensesExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationStatementUnBilledExpensesExportLinkArgs, 'format'>>;
  stepAirExportBack?: Resolver<ResolversTypes['AirExportOrder'], ParentType, ContextType, RequireFields<MutationStepAirExportBackArgs, 'expectedVersion' | 'orderCode'>>;
  stepAirImportBack?: Resolver<ResolversTypes['AirImportOrder'], ParentType, ContextType, RequireFields<MutationStepAirImportBackArgs, 'expectedVersion' | 'orderCode'>>;
  stepDomesticTradeBack?: Resolver<ResolversTypes['DomesticTradeOrder'], ParentType, ContextType, RequireFields<MutationStepDomesticTradeBackArgs, 'expectedVersion' | 'orderCode'>>;
  stepOceanExportBack?: Resolver<ResolversTypes['OceanExportOrder'], ParentType, ContextType, RequireFields<MutationStepOceanExportBackArgs, 'expectedVersion' | 'orderCode'>>;
  stepOceanImportBack?: Resolver<ResolversTypes['OceanImportOrder'], ParentType, ContextType, RequireFields<MutationStepOceanImportBackArgs, 'expectedVersion' | 'orderCode'>>;
  submitFeeLines?: Resolver<ResolversTypes['FeeStatusChange'], ParentType, ContextType, RequireFields<MutationSubmitFeeLinesArgs, 'expectedVersions' | 'ids' | 'side'>>;
  supplierExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationSupplierExportLinkArgs, 'format'>>;
  switchOrganisation?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationSwitchOrganisationArgs, 'orgId'>>;
  transportAddressExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationTransportAddressExportLinkArgs, 'format'>>;
  undoSettlementAllocation?: Resolver<ResolversTypes['Settlement'], ParentType, ContextType, RequireFields<MutationUndoSettlementAllocationArgs, 'allocationId' | 'expectedVersion' | 'id' | 'kind'>>;
  updateAddress?: Resolver<ResolversTypes['Address'], ParentType, ContextType, RequireFields<MutationUpdateAddressArgs, 'expectedVersion' | 'id' | 'input'>>;
  updateClient?: Resolver<ResolversTypes['Client'], ParentType, ContextType, RequireFields<MutationUpdateClientArgs, 'expectedVersion' | 'id' | 'input'>>;
  updateClientCredit?: Resolver<ResolversTypes['ClientCredit'], ParentType, ContextType, RequireFields<MutationUpdateClientCreditArgs, 'clientId' | 'expectedVersion' | 'input'>>;
  updateDict?: Resolver<ResolversTypes['Dict'], ParentType, ContextType, RequireFields<MutationUpdateDictArgs, 'expectedVersion' | 'id' | 'input'>>;
  updateDomesticTradeDeliveryLeg?: Resolver<ResolversTypes['DomesticTradeOrderDeliveryLeg'], ParentType, ContextType, RequireFields<MutationUpdateDomesticTradeDeliveryLegArgs, 'expectedVersion' | 'id' | 'input'>>;
  updateExchangeRate?: Resolver<ResolversTypes['ExchangeRate'], ParentType, ContextType, RequireFields<MutationUpdateExchangeRateArgs, 'expectedVersion' | 'id' | 'input'>>;
  updateFeePrice?: Resolver<ResolversTypes['FeePrice'], ParentType, ContextType, RequireFields<MutationUpdateFeePriceArgs, 'expectedVersion' | 'id' | 'input'>>;
  updateFeeTemplate?: Resolver<ResolversTypes['FeeTemplate'], ParentType, ContextType, RequireFields<MutationUpdateFeeTemplateArgs, 'expectedVersion' | 'id' | 'name' | 'side'>>;
  updateFeeType?: Resolver<ResolversTypes['FeeType'], ParentType, ContextType, RequireFields<MutationUpdateFeeTypeArgs, 'expectedVersion' | 'id' | 'input'>>;
  updateFlightVoyage?: Resolver<ResolversTypes['FlightVoyage'], ParentType, ContextType, RequireFields<MutationUpdateFlightVoyageArgs, 'expectedVersion' | 'id' | 'input'>>;
  updateHsCode?: Resolver<ResolversTypes['HsCode'], ParentType, ContextType, RequireFields<MutationUpdateHsCodeArgs, 'expectedVersion' | 'id' | 'input'>>;
  updateNodeColumns?: Resolver<Array<ResolversTypes['NodeColumnConfig']>, ParentType, ContextType, RequireFields<MutationUpdateNodeColumnsArgs, 'input'>>;
  updateOceanExportBillOfLading?: Resolver<ResolversTypes['OceanExportBillOfLading'], ParentType, ContextType, RequireFields<MutationUpdateOceanExportBillOfLadingArgs, 'expectedVersion' | 'id' | 'input'>>;
  updateOceanExportTransportLine?: Resolver<ResolversTypes['OceanExportOrderTransportLine'], ParentType, ContextType, RequireFields<MutationUpdateOceanExportTransportLineArgs, 'expectedVersion' | 'id' | 'input'>>;
  updateOceanImportTransportLine?: Resolver<ResolversTypes['OceanImportOrderTransportLine'], ParentType, ContextType, RequireFields<MutationUpdateOceanImportTransportLineArgs, 'expectedVersion' | 'id' | 'input'>>;
  updateOrganisation?: Resolver<ResolversTypes['OrganisationNode'], ParentType, ContextType, RequireFields<MutationUpdateOrganisationArgs, 'expectedVersion' | 'id' | 'input'>>;
  updateRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType, RequireFields<MutationUpdateRoleArgs, 'expectedVersion' | 'id' | 'input'>>;
  updateRoute?: Resolver<ResolversTypes['Route'], ParentType, ContextType, RequireFields<MutationUpdateRouteArgs, 'expectedVersion' | 'id' | 'input'>>;
  updateScheduleEntry?: Resolver<ResolversTypes['ScheduleEntry'], ParentType, ContextType, RequireFields<MutationUpdateScheduleEntryArgs, 'expectedVersion' | 'id' | 'input'>>;
  updateSupplier?: Resolver<ResolversTypes['Supplier'], ParentType, ContextType, RequireFields<MutationUpdateSupplierArgs, 'expectedVersion' | 'id' | 'input'>>;
  updateTransportAddress?: Resolver<ResolversTypes['TransportAddress'], ParentType, ContextType, RequireFields<MutationUpdateTransportAddressArgs, 'expectedVersion' | 'id' | 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'expectedVersion' | 'id' | 'input'>>;
  updateWorkflowNode?: Resolver<ResolversTypes['WorkflowNode'], ParentType, ContextType, RequireFields<MutationUpdateWorkflowNodeArgs, 'expectedVersion' | 'id' | 'input'>>;
  uploadGrant?: Resolver<ResolversTypes['UploadGrant'], ParentType, ContextType, RequireFields<MutationUploadGrantArgs, 'area'>>;
  withdrawFeeLines?: Resolver<ResolversTypes['FeeStatusChange'], ParentType, ContextType, RequireFields<MutationWithdrawFeeLinesArgs, 'expectedVersions' | 'ids' | 'side'>>;
  workflowNodeExportLink?: Resolver<ResolversTypes['DownloadLink'], ParentType, ContextType, RequireFields<MutationWorkflowNodeExportLinkArgs, 'format'>>;
}>;

export type MyFiguresResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MyFigures'] = ResolversParentTypes['MyFigures']> = ResolversObject<{
  feesPending?: Resolver<Array<ResolversTypes['PendingFeeFigure']>, ParentType, ContextType>;
  openOrders?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ordersByNode?: Resolver<Array<ResolversTypes['NodeOrderCount']>, ParentType, ContextType>;
  profit?: Resolver<ResolversTypes['MonthProfit'], ParentType, ContextType>;
  receivablesOutstanding?: Resolver<ResolversTypes['ReceivablesOutstanding'], ParentType, ContextType>;
  yearMonth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MyReceiptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MyReceipt'] = ResolversParentTypes['MyReceipt']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  clientId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  myAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['MyReceiptOrder']>, ParentType, ContextType>;
  reversed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  settleDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  settlementNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SettlementStatus'], ParentType, ContextType>;
  statusName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MyReceiptOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MyReceiptOrder'] = ResolversParentTypes['MyReceiptOrder']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  orderCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippingType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MyReceiptPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MyReceiptPage'] = ResolversParentTypes['MyReceiptPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['MyReceipt']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<Array<ResolversTypes['MyReceiptTotal']>, ParentType, ContextType>;
}>;

export type MyReceiptTotalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MyReceiptTotal'] = ResolversParentTypes['MyReceiptTotal']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  myAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
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

export type NodeOrderCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NodeOrderCount'] = ResolversParentTypes['NodeOrderCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  shippingType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OceanExportBillOfLadingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OceanExportBillOfLading'] = ResolversParentTypes['OceanExportBillOfLading']> = ResolversObject<{
  billofladingCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  boxList?: Resolver<Array<ResolversTypes['OceanExportBillOfLadingBox']>, ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  departurePort?: Resolver<Maybe<ResolversTypes['Seaport']>, ParentType, ContextType>;
  departurePortId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  destinationPort?: Resolver<Maybe<ResolversTypes['Seaport']>, ParentType, ContextType>;
  destinationPortId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  grossWeight?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  hblNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<OceanExportBillOfLadingHistoryArgs, 'pageNum' | 'pageSize'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isIssue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  issueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  issueLocation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mblNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pieces?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  receiver?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sender?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vesselVoyage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  volume?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
}>;

export type OceanExportBillOfLadingBoxResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OceanExportBillOfLadingBox'] = ResolversParentTypes['OceanExportBillOfLadingBox']> = ResolversObject<{
  boxNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  boxType?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  containerNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sealNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OceanExportBillOfLadingPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OceanExportBillOfLadingPage'] = ResolversParentTypes['OceanExportBillOfLadingPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['OceanExportBillOfLading']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OceanExportContainerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OceanExportContainer'] = ResolversParentTypes['OceanExportContainer']> = ResolversObject<{
  boxType?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  containerNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sealNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OceanExportOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OceanExportOrder'] = ResolversParentTypes['OceanExportOrder']> = ResolversObject<{
  actualArriveDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  actualInternalTypeId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  actualSailingDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  actualShippingTermsId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  apStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  arStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  arrivalDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  billOfLadingDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  billOfLadingRequirements?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bookingAgent?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  bookingAgentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  bookingAgentName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  boxList?: Resolver<Array<ResolversTypes['OceanExportOrderBox']>, ParentType, ContextType>;
  businessInspectionDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  businessInspectionRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cargoAttributeId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  chargeableWeight?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  chineseName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clearanceList?: Resolver<Array<ResolversTypes['OceanExportOrderClearance']>, ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyList?: Resolver<Array<ResolversTypes['OceanExportOrderTransportLine']>, ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  contactPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contractReferenceNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  csrId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  csrName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentNodeIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customsBroker?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  customsBrokerContactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customsBrokerContactId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  customsBrokerContactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customsBrokerContactTel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customsBrokerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  customsBrokerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customsClearanceDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  customsClearanceRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customsCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customsInspectionDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  customsInspectionRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  deliveryTermsId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  departurePort?: Resolver<Maybe<ResolversTypes['Seaport']>, ParentType, ContextType>;
  departurePortCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  departurePortId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  departurePortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationPort?: Resolver<Maybe<ResolversTypes['Seaport']>, ParentType, ContextType>;
  destinationPortCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationPortId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  destinationPortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  doneNodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  englishName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entryNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  estimatedGrossWeight?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  estimatedPiecesNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  estimatedSailingDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  estimatedVolume?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['OrderFees'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  hblNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<OceanExportOrderHistoryArgs, 'pageNum' | 'pageSize'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interceptionDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  internalTypeId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  isBillOfLading?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isBusinessInspection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCustomsInspection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mainOrderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mblNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['OrderNodeProgress']>, ParentType, ContextType>;
  notifier?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  notifierId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  notifierName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  openingDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  operationStatus?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  operationUnits?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  operationUnitsId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  operationUnitsName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['OrderType'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  overseasAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  packageId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  portAreaId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  receiver?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  receiverId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  receiverName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  releaseRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  route?: Resolver<Maybe<ResolversTypes['Route']>, ParentType, ContextType>;
  routeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  routeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salesId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  salesName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sender?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  senderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  senderName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shippingCompany?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  shippingCompanyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  shippingCompanyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shippingFeeTermsId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  shippingModeId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  shippingTermsId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  step?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OrderTotals'], ParentType, ContextType>;
  transferBroker?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  transferBrokerContactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transferBrokerContactId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  transferBrokerContactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transferBrokerContactTel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transferBrokerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  transferBrokerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transitPort?: Resolver<Maybe<ResolversTypes['Seaport']>, ParentType, ContextType>;
  transitPortCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transitPortId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  transitPortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vesselVoyage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OceanExportOrderBoxResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OceanExportOrderBox'] = ResolversParentTypes['OceanExportOrderBox']> = ResolversObject<{
  boxNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  boxType?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sortId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OceanExportOrderClearanceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OceanExportOrderClearance'] = ResolversParentTypes['OceanExportOrderClearance']> = ResolversObject<{
  declarationDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  declarationNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grossWeight?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  piecesNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  releaseDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OceanExportOrderPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OceanExportOrderPage'] = ResolversParentTypes['OceanExportOrderPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['OceanExportOrder']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OceanExportOrderTransportLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OceanExportOrderTransportLine'] = ResolversParentTypes['OceanExportOrderTransportLine']> = ResolversObject<{
  boxDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  contactId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  contactPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  containers?: Resolver<Array<ResolversTypes['OceanExportContainer']>, ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  destination?: Resolver<Maybe<ResolversTypes['TransportAddress']>, ParentType, ContextType>;
  destinationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  destinationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickupDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  piecesNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  storeAddress?: Resolver<Maybe<ResolversTypes['TransportAddress']>, ParentType, ContextType>;
  storeAddressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  storeAddressName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transportCompany?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  transportCompanyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  transportCompanyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transportationRequirements?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicles?: Resolver<Array<ResolversTypes['OceanExportVehicle']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OceanExportVehicleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OceanExportVehicle'] = ResolversParentTypes['OceanExportVehicle']> = ResolversObject<{
  driverName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  driverPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plateNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicleCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  vehicleType?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
}>;

export type OceanImportContainerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OceanImportContainer'] = ResolversParentTypes['OceanImportContainer']> = ResolversObject<{
  boxType?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  containerNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sealNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OceanImportOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OceanImportOrder'] = ResolversParentTypes['OceanImportOrder']> = ResolversObject<{
  aeoCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  apStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  arStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  arrivalDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  boxList?: Resolver<Array<ResolversTypes['OceanImportOrderBox']>, ParentType, ContextType>;
  brokerList?: Resolver<Array<ResolversTypes['OceanImportOrderBroker']>, ParentType, ContextType>;
  businessInspectionDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  businessInspectionRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cargoAttributeId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  chineseName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyList?: Resolver<Array<ResolversTypes['OceanImportOrderTransportLine']>, ParentType, ContextType>;
  contact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contactId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  contactPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contractAgreementNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  csrId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  csrName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currentNodeIndex?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customsBroker?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  customsBrokerContactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customsBrokerContactId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  customsBrokerContactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customsBrokerContactTel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customsBrokerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  customsBrokerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customsClearanceDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  customsClearanceRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customsCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customsInspectionDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  customsInspectionRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  declarationPortId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  declarationRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryContact?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryContactPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  deliveryMethodsId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  deliveryTermsId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  departureICountry?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  departureICountryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  departureICountryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  departureICountryRecord?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType>;
  departurePort?: Resolver<Maybe<ResolversTypes['Seaport']>, ParentType, ContextType>;
  departurePortCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  departurePortId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  departurePortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationPort?: Resolver<Maybe<ResolversTypes['Seaport']>, ParentType, ContextType>;
  destinationPortCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  destinationPortId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  destinationPortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  doneNodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  dutyPaidDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  dutyPaidRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  editable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  englishName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fees?: Resolver<ResolversTypes['OrderFees'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  freightFee?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  freightFeeCode?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  goodsList?: Resolver<Array<ResolversTypes['OceanImportOrderGoods']>, ParentType, ContextType>;
  grossWeight?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  hblNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  healthInspectionDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  healthInspectionRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<OceanImportOrderHistoryArgs, 'pageNum' | 'pageSize'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internalTypeId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  invoiceNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isBusinessInspection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCustomsInspection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDropBox?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHealthInspection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPostInspection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isYangshanReturningBox?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jcjgbId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  markRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mblNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  netWeight?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['OrderNodeProgress']>, ParentType, ContextType>;
  operationStatus?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  operationUnits?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType>;
  operationUnitsId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  operationUnitsName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['OrderType'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  overseasAgent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  packageId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  pickupAddress?: Resolver<Maybe<ResolversTypes['TransportAddress']>, ParentType, ContextType>;
  pickupAddressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  pickupAddressName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pickupDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  piecesNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  poerArea?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  postInspectionDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  postInspectionRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  receiver?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  receiverId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  receiverName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  releaseDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  releaseRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  route?: Resolver<Maybe<ResolversTypes['Route']>, ParentType, ContextType>;
  routeId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  routeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salesId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  salesName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sender?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  senderId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  senderName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipmentCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shippingCompany?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  shippingCompanyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  shippingCompanyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shippingModeId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  step?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  storeAddress?: Resolver<Maybe<ResolversTypes['TransportAddress']>, ParentType, ContextType>;
  storeAddressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  storeAddressName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sundriesFee?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  sundriesFeeCode?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  takeAddress?: Resolver<Maybe<ResolversTypes['TransportAddress']>, ParentType, ContextType>;
  takeAddressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  takeAddressName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  totalGrossWeight?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  totalPiecesNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  totalVolume?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OrderTotals'], ParentType, ContextType>;
  tradeTermsId?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  tradingCountry?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  tradingCountryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tradingCountryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tradingCountryRecord?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType>;
  transferBroker?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  transferBrokerContactEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transferBrokerContactId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  transferBrokerContactName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transferBrokerContactTel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transferBrokerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  transferBrokerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transitPort?: Resolver<Maybe<ResolversTypes['Seaport']>, ParentType, ContextType>;
  transitPortCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transitPortId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  transitPortName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transportationRequirements?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicleList?: Resolver<Array<ResolversTypes['OceanImportOrderVehicle']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vesselVoyage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  volume?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  warehouseAddress?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type OceanImportOrderBoxResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OceanImportOrderBox'] = ResolversParentTypes['OceanImportOrderBox']> = ResolversObject<{
  boxNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  boxType?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sortId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OceanImportOrderBrokerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OceanImportOrderBroker'] = ResolversParentTypes['OceanImportOrderBroker']> = ResolversObject<{
  commerceForms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  declarationDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inOrOut?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPriceImpactConfirmation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPriceImpactConfirmationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isSelfReport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSelfReportName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isSpecialRelationship?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSpecialRelationshipName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isSpecialRoyalties?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSpecialRoyaltiesName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  returnCustomerDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  singleNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OceanImportOrderGoodsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OceanImportOrderGoods'] = ResolversParentTypes['OceanImportOrderGoods']> = ResolversObject<{
  chineseName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  declarationElement?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  details?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  domesticDestination?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exemption?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
  finalDestinationCountry?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  finalDestinationCountryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finalDestinationCountryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finalDestinationCountryRecord?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType>;
  goods?: Resolver<Maybe<ResolversTypes['HsCode']>, ParentType, ContextType>;
  goodsId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  goodsName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  goodsNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  labelContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originCountry?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  originCountryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originCountryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  originCountryRecord?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType>;
  sortId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OceanImportOrderPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OceanImportOrderPage'] = ResolversParentTypes['OceanImportOrderPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['OceanImportOrder']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OceanImportOrderTransportLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OceanImportOrderTransportLine'] = ResolversParentTypes['OceanImportOrderTransportLine']> = ResolversObject<{
  boxDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  contactId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  contactPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  containers?: Resolver<Array<ResolversTypes['OceanImportContainer']>, ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  destination?: Resolver<Maybe<ResolversTypes['TransportAddress']>, ParentType, ContextType>;
  destinationId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  destinationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickupDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  piecesNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  storeAddress?: Resolver<Maybe<ResolversTypes['TransportAddress']>, ParentType, ContextType>;
  storeAddressId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  storeAddressName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transportCompany?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType>;
  transportCompanyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  transportCompanyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transportationRequirements?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicles?: Resolver<Array<ResolversTypes['OceanImportVehicle']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OceanImportOrderVehicleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OceanImportOrderVehicle'] = ResolversParentTypes['OceanImportOrderVehicle']> = ResolversObject<{
  driverName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  driverPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  plateNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vehicleCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  vehicleRequirement?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
}>;

export type OceanImportVehicleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OceanImportVehicle'] = ResolversParentTypes['OceanImportVehicle']> = ResolversObject<{
  driverName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  driverPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plateNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicleCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  vehicleType?: Resolver<Maybe<ResolversTypes['CodeName']>, ParentType, ContextType>;
}>;

export type OpenFeeLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OpenFeeLine'] = ResolversParentTypes['OpenFeeLine']> = ResolversObject<{
  approveDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  dueDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  feeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  money?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  orderCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  writeOffMoney?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
}>;

export type OpenFeeLinePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OpenFeeLinePage'] = ResolversParentTypes['OpenFeeLinePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['OpenFeeLine']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<Array<ResolversTypes['OpenLineTotal']>, ParentType, ContextType>;
}>;

export type OpenLineTotalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OpenLineTotal'] = ResolversParentTypes['OpenLineTotal']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  money?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  writeOffMoney?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  __resolveType: TypeResolveFn<'AirExportOrder' | 'AirImportOrder' | 'DomesticTradeOrder' | 'OceanExportOrder' | 'OceanImportOrder', ParentType, ContextType>;
}>;

export type OrderFeesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderFees'] = ResolversParentTypes['OrderFees']> = ResolversObject<{
  clientCredit?: Resolver<Maybe<ResolversTypes['ClientCredit']>, ParentType, ContextType>;
  orderCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payableVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payables?: Resolver<Array<ResolversTypes['FeeLine']>, ParentType, ContextType>;
  receivableVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  receivables?: Resolver<Array<ResolversTypes['FeeLine']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['FeeTotals'], ParentType, ContextType>;
}>;

export type OrderNodeProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderNodeProgress'] = ResolversParentTypes['OrderNodeProgress']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  done?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  operatorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  operatorName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrderPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderTotals'] = ResolversParentTypes['OrderTotals']> = ResolversObject<{
  payableCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  profitCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  receivableCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
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
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PendingFeeFigureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PendingFeeFigure'] = ResolversParentTypes['PendingFeeFigure']> = ResolversObject<{
  cnyAmount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  side?: Resolver<ResolversTypes['FeeSide'], ParentType, ContextType>;
}>;

export type ProfitApprovalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfitApproval'] = ResolversParentTypes['ProfitApproval']> = ResolversObject<{
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  orderCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  payStatus?: Resolver<ResolversTypes['ProfitSideStatus'], ParentType, ContextType>;
  payStatusName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payableCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  profitCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  receivableCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  receiveStatus?: Resolver<ResolversTypes['ProfitSideStatus'], ParentType, ContextType>;
  receiveStatusName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProfitApprovalPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfitApprovalPage'] = ResolversParentTypes['ProfitApprovalPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ProfitApproval']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  actionLog?: Resolver<ResolversTypes['ActionLogPage'], ParentType, ContextType, RequireFields<QueryActionLogArgs, 'pageNum' | 'pageSize'>>;
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType, RequireFields<QueryAddressArgs, 'id'>>;
  addressGroupOptions?: Resolver<Array<ResolversTypes['Address']>, ParentType, ContextType, Partial<QueryAddressGroupOptionsArgs>>;
  addresses?: Resolver<ResolversTypes['AddressPage'], ParentType, ContextType, RequireFields<QueryAddressesArgs, 'pageNum' | 'pageSize'>>;
  airExportOrder?: Resolver<Maybe<ResolversTypes['AirExportOrder']>, ParentType, ContextType, RequireFields<QueryAirExportOrderArgs, 'orderCode'>>;
  airExportOrders?: Resolver<ResolversTypes['AirExportOrderPage'], ParentType, ContextType, RequireFields<QueryAirExportOrdersArgs, 'pageNum' | 'pageSize'>>;
  airImportOrder?: Resolver<Maybe<ResolversTypes['AirImportOrder']>, ParentType, ContextType, RequireFields<QueryAirImportOrderArgs, 'orderCode'>>;
  airImportOrders?: Resolver<ResolversTypes['AirImportOrderPage'], ParentType, ContextType, RequireFields<QueryAirImportOrdersArgs, 'pageNum' | 'pageSize'>>;
  airportOptions?: Resolver<Array<ResolversTypes['Airport']>, ParentType, ContextType, Partial<QueryAirportOptionsArgs>>;
  allRoles?: Resolver<Array<ResolversTypes['Role']>, ParentType, ContextType, Partial<QueryAllRolesArgs>>;
  apiTokens?: Resolver<ResolversTypes['ApiTokenPage'], ParentType, ContextType, RequireFields<QueryApiTokensArgs, 'pageNum' | 'pageSize'>>;
  arInvoice?: Resolver<ResolversTypes['ArInvoice'], ParentType, ContextType, RequireFields<QueryArInvoiceArgs, 'id'>>;
  arInvoices?: Resolver<ResolversTypes['ArInvoicePage'], ParentType, ContextType, RequireFields<QueryArInvoicesArgs, 'pageNum' | 'pageSize'>>;
  backendFeatures?: Resolver<Array<ResolversTypes['BackendFeatureState']>, ParentType, ContextType>;
  captcha?: Resolver<ResolversTypes['Captcha'], ParentType, ContextType, Partial<QueryCaptchaArgs>>;
  checkLogin?: Resolver<ResolversTypes['CheckLoginResult'], ParentType, ContextType, RequireFields<QueryCheckLoginArgs, 'mobile'>>;
  cityOptions?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType, Partial<QueryCityOptionsArgs>>;
  client?: Resolver<Maybe<ResolversTypes['Client']>, ParentType, ContextType, RequireFields<QueryClientArgs, 'id'>>;
  clientCredit?: Resolver<ResolversTypes['ClientCredit'], ParentType, ContextType, RequireFields<QueryClientCreditArgs, 'clientId'>>;
  clientCredits?: Resolver<ResolversTypes['ClientCreditPage'], ParentType, ContextType, Partial<QueryClientCreditsArgs>>;
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
  domesticTradeDeliveryLegs?: Resolver<Array<ResolversTypes['DomesticTradeOrderDeliveryLeg']>, ParentType, ContextType, RequireFields<QueryDomesticTradeDeliveryLegsArgs, 'orderCode'>>;
  domesticTradeOrder?: Resolver<Maybe<ResolversTypes['DomesticTradeOrder']>, ParentType, ContextType, RequireFields<QueryDomesticTradeOrderArgs, 'orderCode'>>;
  domesticTradeOrders?: Resolver<ResolversTypes['DomesticTradeOrderPage'], ParentType, ContextType, RequireFields<QueryDomesticTradeOrdersArgs, 'pageNum' | 'pageSize'>>;
  dynamicColumns?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryDynamicColumnsArgs, 'pageKey'>>;
  exchangeRate?: Resolver<Maybe<ResolversTypes['ExchangeRate']>, ParentType, ContextType, RequireFields<QueryExchangeRateArgs, 'id'>>;
  exchangeRates?: Resolver<ResolversTypes['ExchangeRatePage'], ParentType, ContextType, RequireFields<QueryExchangeRatesArgs, 'pageNum' | 'pageSize'>>;
  feeLineHistory?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<QueryFeeLineHistoryArgs, 'id' | 'pageNum' | 'pageSize'>>;
  feeLines?: Resolver<ResolversTypes['FeeLinePage'], ParentType, ContextType, RequireFields<QueryFeeLinesArgs, 'pageNum' | 'pageSize' | 'side'>>;
  feePrice?: Resolver<Maybe<ResolversTypes['FeePrice']>, ParentType, ContextType, RequireFields<QueryFeePriceArgs, 'id'>>;
  feePriceOptions?: Resolver<Array<ResolversTypes['FeePrice']>, ParentType, ContextType, Partial<QueryFeePriceOptionsArgs>>;
  feePrices?: Resolver<ResolversTypes['FeePricePage'], ParentType, ContextType, RequireFields<QueryFeePricesArgs, 'pageNum' | 'pageSize'>>;
  feeSettlementUnits?: Resolver<Array<ResolversTypes['FeeSettlementUnitOption']>, ParentType, ContextType, RequireFields<QueryFeeSettlementUnitsArgs, 'side'>>;
  feeTemplates?: Resolver<Array<ResolversTypes['FeeTemplate']>, ParentType, ContextType, RequireFields<QueryFeeTemplatesArgs, 'side'>>;
  feeType?: Resolver<Maybe<ResolversTypes['FeeType']>, ParentType, ContextType, RequireFields<QueryFeeTypeArgs, 'id'>>;
  feeTypeOptions?: Resolver<Array<ResolversTypes['FeeType']>, ParentType, ContextType, Partial<QueryFeeTypeOptionsArgs>>;
  feeTypes?: Resolver<ResolversTypes['FeeTypePage'], ParentType, ContextType, RequireFields<QueryFeeTypesArgs, 'pageNum' | 'pageSize'>>;
  fileManagePage?: Resolver<ResolversTypes['StoredFilePage'], ParentType, ContextType, RequireFields<QueryFileManagePageArgs, 'pageNum' | 'pageSize'>>;
  files?: Resolver<Array<ResolversTypes['StoredFile']>, ParentType, ContextType, Partial<QueryFilesArgs>>;
  financeStatistics?: Resolver<ResolversTypes['FinanceStatistics'], ParentType, ContextType, Partial<QueryFinanceStatisticsArgs>>;
  flightVoyage?: Resolver<Maybe<ResolversTypes['FlightVoyage']>, ParentType, ContextType, RequireFields<QueryFlightVoyageArgs, 'id'>>;
  flightVoyages?: Resolver<ResolversTypes['FlightVoyagePage'], ParentType, ContextType, RequireFields<QueryFlightVoyagesArgs, 'pageNum' | 'pageSize'>>;
  groupUsers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['Group']>, ParentType, ContextType>;
  hasFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryHasFileArgs, 'orderCode'>>;
  hsCode?: Resolver<Maybe<ResolversTypes['HsCode']>, ParentType, ContextType, RequireFields<QueryHsCodeArgs, 'id'>>;
  hsCodeSearch?: Resolver<Array<ResolversTypes['HsCode']>, ParentType, ContextType, RequireFields<QueryHsCodeSearchArgs, 'keyword'>>;
  hsCodes?: Resolver<ResolversTypes['HsCodePage'], ParentType, ContextType, RequireFields<QueryHsCodesArgs, 'pageNum' | 'pageSize'>>;
  invoiceSets?: Resolver<ResolversTypes['InvoiceSetPage'], ParentType, ContextType, RequireFields<QueryInvoiceSetsArgs, 'pageNum' | 'pageSize'>>;
  invoicedLines?: Resolver<ResolversTypes['TicketLinePage'], ParentType, ContextType, RequireFields<QueryInvoicedLinesArgs, 'pageNum' | 'pageSize'>>;
  kanban?: Resolver<ResolversTypes['Kanban'], ParentType, ContextType, Partial<QueryKanbanArgs>>;
  lateMilestones?: Resolver<ResolversTypes['LateMilestonePage'], ParentType, ContextType, RequireFields<QueryLateMilestonesArgs, 'pageNum' | 'pageSize'>>;
  listViews?: Resolver<Array<ResolversTypes['ListView']>, ParentType, ContextType, RequireFields<QueryListViewsArgs, 'list'>>;
  me?: Resolver<ResolversTypes['Me'], ParentType, ContextType>;
  menuNode?: Resolver<Maybe<ResolversTypes['MenuNode']>, ParentType, ContextType, RequireFields<QueryMenuNodeArgs, 'id'>>;
  menuTree?: Resolver<Array<ResolversTypes['MenuNode']>, ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['MessagePage'], ParentType, ContextType, RequireFields<QueryMessagesArgs, 'pageNum' | 'pageSize'>>;
  myFigures?: Resolver<ResolversTypes['MyFigures'], ParentType, ContextType, Partial<QueryMyFiguresArgs>>;
  myReceipts?: Resolver<ResolversTypes['MyReceiptPage'], ParentType, ContextType, Partial<QueryMyReceiptsArgs>>;
  myWorkflowNodes?: Resolver<Array<ResolversTypes['MyWorkflowNode']>, ParentType, ContextType, RequireFields<QueryMyWorkflowNodesArgs, 'shippingType'>>;
  nextUserNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oceanExportBillsOfLading?: Resolver<ResolversTypes['OceanExportBillOfLadingPage'], ParentType, ContextType, RequireFields<QueryOceanExportBillsOfLadingArgs, 'pageNum' | 'pageSize'>>;
  oceanExportLading?: Resolver<Maybe<ResolversTypes['OceanExportBillOfLading']>, ParentType, ContextType, RequireFields<QueryOceanExportLadingArgs, 'id'>>;
  oceanExportOrder?: Resolver<Maybe<ResolversTypes['OceanExportOrder']>, ParentType, ContextType, RequireFields<QueryOceanExportOrderArgs, 'orderCode'>>;
  oceanExportOrders?: Resolver<ResolversTypes['OceanExportOrderPage'], ParentType, ContextType, RequireFields<QueryOceanExportOrdersArgs, 'pageNum' | 'pageSize'>>;
  oceanExportTransportLines?: Resolver<Array<ResolversTypes['OceanExportOrderTransportLine']>, ParentType, ContextType, RequireFields<QueryOceanExportTransportLinesArgs, 'orderCode'>>;
  oceanImportOrder?: Resolver<Maybe<ResolversTypes['OceanImportOrder']>, ParentType, ContextType, RequireFields<QueryOceanImportOrderArgs, 'orderCode'>>;
  oceanImportOrders?: Resolver<ResolversTypes['OceanImportOrderPage'], ParentType, ContextType, RequireFields<QueryOceanImportOrdersArgs, 'pageNum' | 'pageSize'>>;
  oceanImportTransportLines?: Resolver<Array<ResolversTypes['OceanImportOrderTransportLine']>, ParentType, ContextType, RequireFields<QueryOceanImportTransportLinesArgs, 'orderCode'>>;
  openFeeLines?: Resolver<Array<ResolversTypes['OpenFeeLine']>, ParentType, ContextType, RequireFields<QueryOpenFeeLinesArgs, 'kind' | 'settlementUnitId'>>;
  orderFees?: Resolver<ResolversTypes['OrderFees'], ParentType, ContextType, RequireFields<QueryOrderFeesArgs, 'orderCode'>>;
  orderMilestones?: Resolver<Maybe<Array<ResolversTypes['Milestone']>>, ParentType, ContextType, RequireFields<QueryOrderMilestonesArgs, 'orderCode'>>;
  orders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'pageNum' | 'pageSize'>>;
  organisationNode?: Resolver<Maybe<ResolversTypes['OrganisationNode']>, ParentType, ContextType, RequireFields<QueryOrganisationNodeArgs, 'id'>>;
  organisationTree?: Resolver<Array<ResolversTypes['OrganisationNode']>, ParentType, ContextType, Partial<QueryOrganisationTreeArgs>>;
  organisationUsers?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  ping?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  privateFileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<QueryPrivateFileUrlArgs, 'path'>>;
  profitApprovals?: Resolver<ResolversTypes['ProfitApprovalPage'], ParentType, ContextType, RequireFields<QueryProfitApprovalsArgs, 'pageNum' | 'pageSize'>>;
  role?: Resolver<Maybe<ResolversTypes['Role']>, ParentType, ContextType, RequireFields<QueryRoleArgs, 'id'>>;
  roles?: Resolver<ResolversTypes['RolePage'], ParentType, ContextType, RequireFields<QueryRolesArgs, 'pageNum' | 'pageSize'>>;
  route?: Resolver<Maybe<ResolversTypes['Route']>, ParentType, ContextType, RequireFields<QueryRouteArgs, 'id'>>;
  routeGroupOptions?: Resolver<Array<ResolversTypes['Route']>, ParentType, ContextType, Partial<QueryRouteGroupOptionsArgs>>;
  routeOptions?: Resolver<Array<ResolversTypes['Route']>, ParentType, ContextType, Partial<QueryRouteOptionsArgs>>;
  routes?: Resolver<ResolversTypes['RoutePage'], ParentType, ContextType, RequireFields<QueryRoutesArgs, 'pageNum' | 'pageSize'>>;
  scheduleEntry?: Resolver<Maybe<ResolversTypes['ScheduleEntry']>, ParentType, ContextType, RequireFields<QueryScheduleEntryArgs, 'id'>>;
  scheduleExecutors?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  schedules?: Resolver<ResolversTypes['ScheduleMonth'], ParentType, ContextType, Partial<QuerySchedulesArgs>>;
  seaportOptions?: Resolver<Array<ResolversTypes['Seaport']>, ParentType, ContextType, Partial<QuerySeaportOptionsArgs>>;
  search?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'text'>>;
  settlement?: Resolver<Maybe<ResolversTypes['Settlement']>, ParentType, ContextType, RequireFields<QuerySettlementArgs, 'id' | 'kind'>>;
  settlementUnits?: Resolver<Array<ResolversTypes['SettlementUnit']>, ParentType, ContextType, Partial<QuerySettlementUnitsArgs>>;
  settlements?: Resolver<ResolversTypes['SettlementPage'], ParentType, ContextType, RequireFields<QuerySettlementsArgs, 'kind'>>;
  signInFailures?: Resolver<ResolversTypes['SignInFailurePage'], ParentType, ContextType, RequireFields<QuerySignInFailuresArgs, 'pageNum' | 'pageSize'>>;
  statementBusiness?: Resolver<ResolversTypes['StatementBusinessPage'], ParentType, ContextType, Partial<QueryStatementBusinessArgs>>;
  statementCustomers?: Resolver<ResolversTypes['StatementCustomersPage'], ParentType, ContextType, Partial<QueryStatementCustomersArgs>>;
  statementInvoiceOrder?: Resolver<ResolversTypes['StatementInvoiceOrderPage'], ParentType, ContextType, Partial<QueryStatementInvoiceOrderArgs>>;
  statementInvoiceSettlement?: Resolver<ResolversTypes['StatementInvoiceSettlementPage'], ParentType, ContextType, Partial<QueryStatementInvoiceSettlementArgs>>;
  statementNoticket?: Resolver<ResolversTypes['StatementNoticketPage'], ParentType, ContextType, Partial<QueryStatementNoticketArgs>>;
  statementPayableAging?: Resolver<ResolversTypes['StatementPayableAgingPage'], ParentType, ContextType, Partial<QueryStatementPayableAgingArgs>>;
  statementPayableInvitation?: Resolver<ResolversTypes['StatementPayableInvitationPage'], ParentType, ContextType, Partial<QueryStatementPayableInvitationArgs>>;
  statementPayablePendingAudit?: Resolver<ResolversTypes['StatementPayablePendingAuditPage'], ParentType, ContextType, Partial<QueryStatementPayablePendingAuditArgs>>;
  statementPayableWriteOff?: Resolver<ResolversTypes['StatementPayableWriteOffPage'], ParentType, ContextType, Partial<QueryStatementPayableWriteOffArgs>>;
  statementProfit?: Resolver<ResolversTypes['StatementProfitPage'], ParentType, ContextType, Partial<QueryStatementProfitArgs>>;
  statementReceivableAging?: Resolver<ResolversTypes['StatementReceivableAgingPage'], ParentType, ContextType, Partial<QueryStatementReceivableAgingArgs>>;
  statementReceivableWriteOff?: Resolver<ResolversTypes['StatementReceivableWriteOffPage'], ParentType, ContextType, Partial<QueryStatementReceivableWriteOffArgs>>;
  statementSupplier?: Resolver<ResolversTypes['StatementSupplierPage'], ParentType, ContextType, Partial<QueryStatementSupplierArgs>>;
  statementTicket?: Resolver<ResolversTypes['StatementTicketPage'], ParentType, ContextType, Partial<QueryStatementTicketArgs>>;
  statementTicketV2?: Resolver<ResolversTypes['StatementTicketV2Page'], ParentType, ContextType, Partial<QueryStatementTicketV2Args>>;
  statementUnBilledBusiness?: Resolver<ResolversTypes['StatementUnBilledBusinessPage'], ParentType, ContextType, Partial<QueryStatementUnBilledBusinessArgs>>;
  statementUnBilledExpenses?: Resolver<ResolversTypes['StatementUnBilledExpensesPage'], ParentType, ContextType, Partial<QueryStatementUnBilledExpensesArgs>>;
  supplier?: Resolver<Maybe<ResolversTypes['Supplier']>, ParentType, ContextType, RequireFields<QuerySupplierArgs, 'id'>>;
  supplierOptions?: Resolver<Array<ResolversTypes['Supplier']>, ParentType, ContextType, Partial<QuerySupplierOptionsArgs>>;
  suppliers?: Resolver<ResolversTypes['SupplierPage'], ParentType, ContextType, RequireFields<QuerySuppliersArgs, 'pageNum' | 'pageSize'>>;
  transportAddress?: Resolver<Maybe<ResolversTypes['TransportAddress']>, ParentType, ContextType, RequireFields<QueryTransportAddressArgs, 'id'>>;
  transportAddressOptions?: Resolver<Array<ResolversTypes['TransportAddress']>, ParentType, ContextType, Partial<QueryTransportAddressOptionsArgs>>;
  transportAddresses?: Resolver<ResolversTypes['TransportAddressPage'], ParentType, ContextType, RequireFields<QueryTransportAddressesArgs, 'pageNum' | 'pageSize'>>;
  uninvoicedLines?: Resolver<ResolversTypes['TicketLinePage'], ParentType, ContextType, RequireFields<QueryUninvoicedLinesArgs, 'pageNum' | 'pageSize'>>;
  unreadMessageCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
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

export type ReceivablesOutstandingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReceivablesOutstanding'] = ResolversParentTypes['ReceivablesOutstanding']> = ResolversObject<{
  approvedCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outstandingCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  writtenOffCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type RoleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Role'] = ResolversParentTypes['Role']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  menu?: Resolver<Array<ResolversTypes['MenuNode']>, ParentType, ContextType>;
  menuIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  organisation?: Resolver<Maybe<ResolversTypes['Organisation']>, ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RoutePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoutePage'] = ResolversParentTypes['RoutePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Route']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ScheduleEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScheduleEntry'] = ResolversParentTypes['ScheduleEntry']> = ResolversObject<{
  actualExecutionDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  actualExecutor?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  assignType?: Resolver<ResolversTypes['ScheduleAssignType'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  endDateLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  salesman?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ScheduleStatus'], ParentType, ContextType>;
  statusName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ScheduleMonthResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ScheduleMonth'] = ResolversParentTypes['ScheduleMonth']> = ResolversObject<{
  entries?: Resolver<Array<ResolversTypes['ScheduleEntry']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SeaportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Seaport'] = ResolversParentTypes['Seaport']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  countryCn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countryCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  nameCn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SearchGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchGroup'] = ResolversParentTypes['SearchGroup']> = ResolversObject<{
  hits?: Resolver<Array<ResolversTypes['SearchHit']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SearchKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SearchHitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchHit'] = ResolversParentTypes['SearchHit']> = ResolversObject<{
  detail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SearchKind'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  viewPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = ResolversObject<{
  groups?: Resolver<Array<ResolversTypes['SearchGroup']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SettlementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Settlement'] = ResolversParentTypes['Settlement']> = ResolversObject<{
  allocated?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  allocations?: Resolver<Array<ResolversTypes['SettlementAllocation']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  currencyRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  history?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<SettlementHistoryArgs, 'pageNum' | 'pageSize'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SettlementKind'], ParentType, ContextType>;
  orderCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reverseDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  reverseReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reverser?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settleDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  settlementNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settlementUnit?: Resolver<ResolversTypes['SettlementUnit'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['SettlementStatus'], ParentType, ContextType>;
  statusName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unallocated?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SettlementAllocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SettlementAllocation'] = ResolversParentTypes['SettlementAllocation']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  feeLineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  feeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineCurrency?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  lineMoney?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  lineOutstanding?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  lineRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  lineWriteOffMoney?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  orderCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reversed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  writeOffMoney?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type SettlementCurrencyTotalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SettlementCurrencyTotal'] = ResolversParentTypes['SettlementCurrencyTotal']> = ResolversObject<{
  allocated?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  unallocated?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type SettlementPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SettlementPage'] = ResolversParentTypes['SettlementPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Settlement']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<Array<ResolversTypes['SettlementCurrencyTotal']>, ParentType, ContextType>;
}>;

export type SettlementUnitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SettlementUnit'] = ResolversParentTypes['SettlementUnit']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SettlementUnitKind'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SignInFailureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignInFailure'] = ResolversParentTypes['SignInFailure']> = ResolversObject<{
  addresses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  captchaRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  failures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastFailedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  mobile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SignInFailurePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SignInFailurePage'] = ResolversParentTypes['SignInFailurePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['SignInFailure']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StatementBusinessPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementBusinessPage'] = ResolversParentTypes['StatementBusinessPage']> = ResolversObject<{
  chart?: Resolver<Maybe<ResolversTypes['StatementChart']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['StatementBusinessRow']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StatementBusinessTotals'], ParentType, ContextType>;
}>;

export type StatementBusinessRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementBusinessRow'] = ResolversParentTypes['StatementBusinessRow']> = ResolversObject<{
  month?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orderTypeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payableCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  profitCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  receivableCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
}>;

export type StatementBusinessTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementBusinessTotals'] = ResolversParentTypes['StatementBusinessTotals']> = ResolversObject<{
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payableCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  profitCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  receivableCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type StatementChartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementChart'] = ResolversParentTypes['StatementChart']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  points?: Resolver<Array<ResolversTypes['StatementChartPoint']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StatementChartPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementChartPoint'] = ResolversParentTypes['StatementChartPoint']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type StatementCustomersPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementCustomersPage'] = ResolversParentTypes['StatementCustomersPage']> = ResolversObject<{
  chart?: Resolver<Maybe<ResolversTypes['StatementChart']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['StatementCustomersRow']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StatementCustomersTotals'], ParentType, ContextType>;
}>;

export type StatementCustomersRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementCustomersRow'] = ResolversParentTypes['StatementCustomersRow']> = ResolversObject<{
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  outstandingCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  payableCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  profitCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  receivableCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  receivedCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
}>;

export type StatementCustomersTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementCustomersTotals'] = ResolversParentTypes['StatementCustomersTotals']> = ResolversObject<{
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outstandingCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  payableCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  profitCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  receivableCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  receivedCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type StatementInvoiceOrderPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementInvoiceOrderPage'] = ResolversParentTypes['StatementInvoiceOrderPage']> = ResolversObject<{
  chart?: Resolver<Maybe<ResolversTypes['StatementChart']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['StatementInvoiceOrderRow']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StatementInvoiceOrderTotals'], ParentType, ContextType>;
}>;

export type StatementInvoiceOrderRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementInvoiceOrderRow'] = ResolversParentTypes['StatementInvoiceOrderRow']> = ResolversObject<{
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cnyMoney?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  invoiceDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  invoiceNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orderCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderTypeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  writeOffCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
}>;

export type StatementInvoiceOrderTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementInvoiceOrderTotals'] = ResolversParentTypes['StatementInvoiceOrderTotals']> = ResolversObject<{
  cnyMoney?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  writeOffCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type StatementInvoiceSettlementPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementInvoiceSettlementPage'] = ResolversParentTypes['StatementInvoiceSettlementPage']> = ResolversObject<{
  chart?: Resolver<Maybe<ResolversTypes['StatementChart']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['StatementInvoiceSettlementRow']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StatementInvoiceSettlementTotals'], ParentType, ContextType>;
}>;

export type StatementInvoiceSettlementRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementInvoiceSettlementRow'] = ResolversParentTypes['StatementInvoiceSettlementRow']> = ResolversObject<{
  cnyMoney?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  invoiceDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  invoiceNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastWriteOffDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  outstandingCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  settlementStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settlementUnitName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sideName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  writeOffCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
}>;

export type StatementInvoiceSettlementTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementInvoiceSettlementTotals'] = ResolversParentTypes['StatementInvoiceSettlementTotals']> = ResolversObject<{
  cnyMoney?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  outstandingCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  writeOffCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type StatementNoticketPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementNoticketPage'] = ResolversParentTypes['StatementNoticketPage']> = ResolversObject<{
  chart?: Resolver<Maybe<ResolversTypes['StatementChart']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['StatementNoticketRow']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StatementNoticketTotals'], ParentType, ContextType>;
}>;

export type StatementNoticketRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementNoticketRow'] = ResolversParentTypes['StatementNoticketRow']> = ResolversObject<{
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cnyMoney?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  currencyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  money?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  oldestDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  orderCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type StatementNoticketTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementNoticketTotals'] = ResolversParentTypes['StatementNoticketTotals']> = ResolversObject<{
  cnyMoney?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StatementPayableAgingPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementPayableAgingPage'] = ResolversParentTypes['StatementPayableAgingPage']> = ResolversObject<{
  chart?: Resolver<Maybe<ResolversTypes['StatementChart']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['StatementPayableAgingRow']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StatementPayableAgingTotals'], ParentType, ContextType>;
}>;

export type StatementPayableAgingRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementPayableAgingRow'] = ResolversParentTypes['StatementPayableAgingRow']> = ResolversObject<{
  days0To30?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  days31To60?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  days61To90?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  daysOver90?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  lineCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  outstandingCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  supplierName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StatementPayableAgingTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementPayableAgingTotals'] = ResolversParentTypes['StatementPayableAgingTotals']> = ResolversObject<{
  days0To30?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  days31To60?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  days61To90?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  daysOver90?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outstandingCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type StatementPayableInvitationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementPayableInvitationPage'] = ResolversParentTypes['StatementPayableInvitationPage']> = ResolversObject<{
  chart?: Resolver<Maybe<ResolversTypes['StatementChart']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['StatementPayableInvitationRow']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StatementPayableInvitationTotals'], ParentType, ContextType>;
}>;

export type StatementPayableInvitationRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementPayableInvitationRow'] = ResolversParentTypes['StatementPayableInvitationRow']> = ResolversObject<{
  currencyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  money?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  oldestDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  orderCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  requestCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  requestMoney?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  supplierName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  writeOffMoney?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
}>;

export type StatementPayableInvitationTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementPayableInvitationTotals'] = ResolversParentTypes['StatementPayableInvitationTotals']> = ResolversObject<{
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requestCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type StatementPayablePendingAuditPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementPayablePendingAuditPage'] = ResolversParentTypes['StatementPayablePendingAuditPage']> = ResolversObject<{
  chart?: Resolver<Maybe<ResolversTypes['StatementChart']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['StatementPayablePendingAuditRow']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StatementPayablePendingAuditTotals'], ParentType, ContextType>;
}>;

export type StatementPayablePendingAuditRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementPayablePendingAuditRow'] = ResolversParentTypes['StatementPayablePendingAuditRow']> = ResolversObject<{
  cnyMoney?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currencyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feeDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  feeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  money?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  orderCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderTypeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supplierName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  waitingDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type StatementPayablePendingAuditTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementPayablePendingAuditTotals'] = ResolversParentTypes['StatementPayablePendingAuditTotals']> = ResolversObject<{
  cnyMoney?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type StatementPayableWriteOffPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementPayableWriteOffPage'] = ResolversParentTypes['StatementPayableWriteOffPage']> = ResolversObject<{
  chart?: Resolver<Maybe<ResolversTypes['StatementChart']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['StatementPayableWriteOffRow']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StatementPayableWriteOffTotals'], ParentType, ContextType>;
}>;

export type StatementPayableWriteOffRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementPayableWriteOffRow'] = ResolversParentTypes['StatementPayableWriteOffRow']> = ResolversObject<{
  currencyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  money?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  orderCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remaining?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  supplierName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  writeOffCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  writeOffDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  writeOffMoney?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  writeOffName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StatementPayableWriteOffTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementPayableWriteOffTotals'] = ResolversParentTypes['StatementPayableWriteOffTotals']> = ResolversObject<{
  writeOffCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type StatementProfitPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementProfitPage'] = ResolversParentTypes['StatementProfitPage']> = ResolversObject<{
  chart?: Resolver<Maybe<ResolversTypes['StatementChart']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['StatementProfitRow']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StatementProfitTotals'], ParentType, ContextType>;
}>;

export type StatementProfitRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementProfitRow'] = ResolversParentTypes['StatementProfitRow']> = ResolversObject<{
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  marginPercent?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  orderCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  orderTypeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payableCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  profitCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  receivableCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  salesName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StatementProfitTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementProfitTotals'] = ResolversParentTypes['StatementProfitTotals']> = ResolversObject<{
  payableCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  profitCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  receivableCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type StatementReceivableAgingPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementReceivableAgingPage'] = ResolversParentTypes['StatementReceivableAgingPage']> = ResolversObject<{
  chart?: Resolver<Maybe<ResolversTypes['StatementChart']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['StatementReceivableAgingRow']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StatementReceivableAgingTotals'], ParentType, ContextType>;
}>;

export type StatementReceivableAgingRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementReceivableAgingRow'] = ResolversParentTypes['StatementReceivableAgingRow']> = ResolversObject<{
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  days0To30?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  days31To60?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  days61To90?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  daysOver90?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  lineCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  outstandingCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
}>;

export type StatementReceivableAgingTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementReceivableAgingTotals'] = ResolversParentTypes['StatementReceivableAgingTotals']> = ResolversObject<{
  days0To30?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  days31To60?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  days61To90?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  daysOver90?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outstandingCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type StatementReceivableWriteOffPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementReceivableWriteOffPage'] = ResolversParentTypes['StatementReceivableWriteOffPage']> = ResolversObject<{
  chart?: Resolver<Maybe<ResolversTypes['StatementChart']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['StatementReceivableWriteOffRow']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StatementReceivableWriteOffTotals'], ParentType, ContextType>;
}>;

export type StatementReceivableWriteOffRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementReceivableWriteOffRow'] = ResolversParentTypes['StatementReceivableWriteOffRow']> = ResolversObject<{
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currencyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  money?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  orderCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remaining?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  writeOffCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  writeOffDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  writeOffMoney?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  writeOffName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StatementReceivableWriteOffTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementReceivableWriteOffTotals'] = ResolversParentTypes['StatementReceivableWriteOffTotals']> = ResolversObject<{
  writeOffCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type StatementSupplierPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementSupplierPage'] = ResolversParentTypes['StatementSupplierPage']> = ResolversObject<{
  chart?: Resolver<Maybe<ResolversTypes['StatementChart']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['StatementSupplierRow']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StatementSupplierTotals'], ParentType, ContextType>;
}>;

export type StatementSupplierRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementSupplierRow'] = ResolversParentTypes['StatementSupplierRow']> = ResolversObject<{
  lineCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orderCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  outstandingCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  paidCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  payableCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  supplierName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StatementSupplierTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementSupplierTotals'] = ResolversParentTypes['StatementSupplierTotals']> = ResolversObject<{
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outstandingCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  paidCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  payableCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type StatementTicketPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementTicketPage'] = ResolversParentTypes['StatementTicketPage']> = ResolversObject<{
  chart?: Resolver<Maybe<ResolversTypes['StatementChart']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['StatementTicketRow']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StatementTicketTotals'], ParentType, ContextType>;
}>;

export type StatementTicketRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementTicketRow'] = ResolversParentTypes['StatementTicketRow']> = ResolversObject<{
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cnyMoney?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  currencyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  invoiceNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  money?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  orderCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  outstandingCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  writeOffCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
}>;

export type StatementTicketTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementTicketTotals'] = ResolversParentTypes['StatementTicketTotals']> = ResolversObject<{
  cnyMoney?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outstandingCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  writeOffCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type StatementTicketV2PageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementTicketV2Page'] = ResolversParentTypes['StatementTicketV2Page']> = ResolversObject<{
  chart?: Resolver<Maybe<ResolversTypes['StatementChart']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['StatementTicketV2Row']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StatementTicketV2Totals'], ParentType, ContextType>;
}>;

export type StatementTicketV2RowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementTicketV2Row'] = ResolversParentTypes['StatementTicketV2Row']> = ResolversObject<{
  cnyMoney?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  currencyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exchangeRate?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  feeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  invoiceNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  money?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  orderCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderTypeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settlementUnitName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sideName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  writeOffMoney?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
}>;

export type StatementTicketV2TotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementTicketV2Totals'] = ResolversParentTypes['StatementTicketV2Totals']> = ResolversObject<{
  cnyMoney?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type StatementUnBilledBusinessPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementUnBilledBusinessPage'] = ResolversParentTypes['StatementUnBilledBusinessPage']> = ResolversObject<{
  chart?: Resolver<Maybe<ResolversTypes['StatementChart']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['StatementUnBilledBusinessRow']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StatementUnBilledBusinessTotals'], ParentType, ContextType>;
}>;

export type StatementUnBilledBusinessRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementUnBilledBusinessRow'] = ResolversParentTypes['StatementUnBilledBusinessRow']> = ResolversObject<{
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoicedCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  lineCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  orderCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  orderTypeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salesName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unbilledCny?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
}>;

export type StatementUnBilledBusinessTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementUnBilledBusinessTotals'] = ResolversParentTypes['StatementUnBilledBusinessTotals']> = ResolversObject<{
  invoicedCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unbilledCny?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
}>;

export type StatementUnBilledExpensesPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementUnBilledExpensesPage'] = ResolversParentTypes['StatementUnBilledExpensesPage']> = ResolversObject<{
  chart?: Resolver<Maybe<ResolversTypes['StatementChart']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['StatementUnBilledExpensesRow']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['StatementUnBilledExpensesTotals'], ParentType, ContextType>;
}>;

export type StatementUnBilledExpensesRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementUnBilledExpensesRow'] = ResolversParentTypes['StatementUnBilledExpensesRow']> = ResolversObject<{
  ageDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  approveStatusName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cnyMoney?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  currencyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  feeDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  feeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  money?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
  orderCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderTypeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supplierName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type StatementUnBilledExpensesTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StatementUnBilledExpensesTotals'] = ResolversParentTypes['StatementUnBilledExpensesTotals']> = ResolversObject<{
  cnyMoney?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
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
  history?: Resolver<ResolversTypes['HistoryPage'], ParentType, ContextType, RequireFields<SupplierHistoryArgs, 'pageNum' | 'pageSize'>>;
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
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type TicketLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TicketLine'] = ResolversParentTypes['TicketLine']> = ResolversObject<{
  approveDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  approveStatus?: Resolver<ResolversTypes['FeeApproveStatus'], ParentType, ContextType>;
  clientName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cnyMoney?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  createDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  exchangeRate?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  feeCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  feeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  invoiceId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  invoiceNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  money?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  orderCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['CodeName'], ParentType, ContextType>;
  outstanding?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  settlementUnit?: Resolver<ResolversTypes['SettlementUnit'], ParentType, ContextType>;
  writeOffMoney?: Resolver<Maybe<ResolversTypes['Decimal']>, ParentType, ContextType>;
}>;

export type TicketLinePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TicketLinePage'] = ResolversParentTypes['TicketLinePage']> = ResolversObject<{
  cnyMoney?: Resolver<ResolversTypes['Decimal'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['TicketLine']>, ParentType, ContextType>;
  pageNum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<Array<ResolversTypes['InvoiceCurrencyAmount']>, ParentType, ContextType>;
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
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  AirExportOrder?: AirExportOrderResolvers<ContextType>;
  AirExportOrderCustomsDeclaration?: AirExportOrderCustomsDeclarationResolvers<ContextType>;
  AirExportOrderPage?: AirExportOrderPageResolvers<ContextType>;
  AirImportOrder?: AirImportOrderResolvers<ContextType>;
  AirImportOrderCustomsBroker?: AirImportOrderCustomsBrokerResolvers<ContextType>;
  AirImportOrderFlight?: AirImportOrderFlightResolvers<ContextType>;
  AirImportOrderGoods?: AirImportOrderGoodsResolvers<ContextType>;
  AirImportOrderPage?: AirImportOrderPageResolvers<ContextType>;
  Airport?: AirportResolvers<ContextType>;
  ApiToken?: ApiTokenResolvers<ContextType>;
  ApiTokenPage?: ApiTokenPageResolvers<ContextType>;
  ApiTokenParty?: ApiTokenPartyResolvers<ContextType>;
  ArInvoice?: ArInvoiceResolvers<ContextType>;
  ArInvoiceLine?: ArInvoiceLineResolvers<ContextType>;
  ArInvoicePage?: ArInvoicePageResolvers<ContextType>;
  BackendFeatureState?: BackendFeatureStateResolvers<ContextType>;
  BulkResult?: BulkResultResolvers<ContextType>;
  BulkRowResult?: BulkRowResultResolvers<ContextType>;
  Captcha?: CaptchaResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  Client?: ClientResolvers<ContextType>;
  ClientBank?: ClientBankResolvers<ContextType>;
  ClientContact?: ClientContactResolvers<ContextType>;
  ClientCredit?: ClientCreditResolvers<ContextType>;
  ClientCreditPage?: ClientCreditPageResolvers<ContextType>;
  ClientPage?: ClientPageResolvers<ContextType>;
  CodeName?: CodeNameResolvers<ContextType>;
  ColumnConfig?: ColumnConfigResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CreatedApiToken?: CreatedApiTokenResolvers<ContextType>;
  CurrencyTotal?: CurrencyTotalResolvers<ContextType>;
  CurrentExchangeRate?: CurrentExchangeRateResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  Decimal?: GraphQLScalarType;
  Dict?: DictResolvers<ContextType>;
  DictCategory?: DictCategoryResolvers<ContextType>;
  DictPage?: DictPageResolvers<ContextType>;
  DomesticTradeLegVehicle?: DomesticTradeLegVehicleResolvers<ContextType>;
  DomesticTradeOrder?: DomesticTradeOrderResolvers<ContextType>;
  DomesticTradeOrderBox?: DomesticTradeOrderBoxResolvers<ContextType>;
  DomesticTradeOrderCargoSize?: DomesticTradeOrderCargoSizeResolvers<ContextType>;
  DomesticTradeOrderDeliveryLeg?: DomesticTradeOrderDeliveryLegResolvers<ContextType>;
  DomesticTradeOrderPage?: DomesticTradeOrderPageResolvers<ContextType>;
  DownloadLink?: DownloadLinkResolvers<ContextType>;
  ExchangeRate?: ExchangeRateResolvers<ContextType>;
  ExchangeRatePage?: ExchangeRatePageResolvers<ContextType>;
  FeeLine?: FeeLineResolvers<ContextType>;
  FeeLinePage?: FeeLinePageResolvers<ContextType>;
  FeePrice?: FeePriceResolvers<ContextType>;
  FeePricePage?: FeePricePageResolvers<ContextType>;
  FeeSettlementUnitOption?: FeeSettlementUnitOptionResolvers<ContextType>;
  FeeStatusChange?: FeeStatusChangeResolvers<ContextType>;
  FeeTemplate?: FeeTemplateResolvers<ContextType>;
  FeeTemplateDetail?: FeeTemplateDetailResolvers<ContextType>;
  FeeTotals?: FeeTotalsResolvers<ContextType>;
  FeeType?: FeeTypeResolvers<ContextType>;
  FeeTypePage?: FeeTypePageResolvers<ContextType>;
  FieldChange?: FieldChangeResolvers<ContextType>;
  FinanceFigures?: FinanceFiguresResolvers<ContextType>;
  FinanceMonthFigures?: FinanceMonthFiguresResolvers<ContextType>;
  FinanceStatistics?: FinanceStatisticsResolvers<ContextType>;
  FinanceUnitFigures?: FinanceUnitFiguresResolvers<ContextType>;
  FlightVoyage?: FlightVoyageResolvers<ContextType>;
  FlightVoyagePage?: FlightVoyagePageResolvers<ContextType>;
  Group?: GroupResolvers<ContextType>;
  HistoryChange?: HistoryChangeResolvers<ContextType>;
  HistoryEntry?: HistoryEntryResolvers<ContextType>;
  HistoryPage?: HistoryPageResolvers<ContextType>;
  HsCode?: HsCodeResolvers<ContextType>;
  HsCodePage?: HsCodePageResolvers<ContextType>;
  InvoiceCurrencyAmount?: InvoiceCurrencyAmountResolvers<ContextType>;
  InvoiceSet?: InvoiceSetResolvers<ContextType>;
  InvoiceSetPage?: InvoiceSetPageResolvers<ContextType>;
  Kanban?: KanbanResolvers<ContextType>;
  KanbanBoard?: KanbanBoardResolvers<ContextType>;
  KanbanCard?: KanbanCardResolvers<ContextType>;
  KanbanColumn?: KanbanColumnResolvers<ContextType>;
  LateMilestone?: LateMilestoneResolvers<ContextType>;
  LateMilestonePage?: LateMilestonePageResolvers<ContextType>;
  ListView?: ListViewResolvers<ContextType>;
  ListViewColumn?: ListViewColumnResolvers<ContextType>;
  ListViewFilter?: ListViewFilterResolvers<ContextType>;
  ListViewSort?: ListViewSortResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  Me?: MeResolvers<ContextType>;
  MenuItem?: MenuItemResolvers<ContextType>;
  MenuNode?: MenuNodeResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MessagePage?: MessagePageResolvers<ContextType>;
  Milestone?: MilestoneResolvers<ContextType>;
  MonthProfit?: MonthProfitResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MyFigures?: MyFiguresResolvers<ContextType>;
  MyReceipt?: MyReceiptResolvers<ContextType>;
  MyReceiptOrder?: MyReceiptOrderResolvers<ContextType>;
  MyReceiptPage?: MyReceiptPageResolvers<ContextType>;
  MyReceiptTotal?: MyReceiptTotalResolvers<ContextType>;
  MyWorkflowNode?: MyWorkflowNodeResolvers<ContextType>;
  NodeColumnConfig?: NodeColumnConfigResolvers<ContextType>;
  NodeOrderCount?: NodeOrderCountResolvers<ContextType>;
  OceanExportBillOfLading?: OceanExportBillOfLadingResolvers<ContextType>;
  OceanExportBillOfLadingBox?: OceanExportBillOfLadingBoxResolvers<ContextType>;
  OceanExportBillOfLadingPage?: OceanExportBillOfLadingPageResolvers<ContextType>;
  OceanExportContainer?: OceanExportContainerResolvers<ContextType>;
  OceanExportOrder?: OceanExportOrderResolvers<ContextType>;
  OceanExportOrderBox?: OceanExportOrderBoxResolvers<ContextType>;
  OceanExportOrderClearance?: OceanExportOrderClearanceResolvers<ContextType>;
  OceanExportOrderPage?: OceanExportOrderPageResolvers<ContextType>;
  OceanExportOrderTransportLine?: OceanExportOrderTransportLineResolvers<ContextType>;
  OceanExportVehicle?: OceanExportVehicleResolvers<ContextType>;
  OceanImportContainer?: OceanImportContainerResolvers<ContextType>;
  OceanImportOrder?: OceanImportOrderResolvers<ContextType>;
  OceanImportOrderBox?: OceanImportOrderBoxResolvers<ContextType>;
  OceanImportOrderBroker?: OceanImportOrderBrokerResolvers<ContextType>;
  OceanImportOrderGoods?: OceanImportOrderGoodsResolvers<ContextType>;
  OceanImportOrderPage?: OceanImportOrderPageResolvers<ContextType>;
  OceanImportOrderTransportLine?: OceanImportOrderTransportLineResolvers<ContextType>;
  OceanImportOrderVehicle?: OceanImportOrderVehicleResolvers<ContextType>;
  OceanImportVehicle?: OceanImportVehicleResolvers<ContextType>;
  OpenFeeLine?: OpenFeeLineResolvers<ContextType>;
  OpenFeeLinePage?: OpenFeeLinePageResolvers<ContextType>;
  OpenLineTotal?: OpenLineTotalResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderFees?: OrderFeesResolvers<ContextType>;
  OrderNodeProgress?: OrderNodeProgressResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderTotals?: OrderTotalsResolvers<ContextType>;
  Organisation?: OrganisationResolvers<ContextType>;
  OrganisationNode?: OrganisationNodeResolvers<ContextType>;
  PendingFeeFigure?: PendingFeeFigureResolvers<ContextType>;
  ProfitApproval?: ProfitApprovalResolvers<ContextType>;
  ProfitApprovalPage?: ProfitApprovalPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReceivablesOutstanding?: ReceivablesOutstandingResolvers<ContextType>;
  Role?: RoleResolvers<ContextType>;
  RolePage?: RolePageResolvers<ContextType>;
  Route?: RouteResolvers<ContextType>;
  RoutePage?: RoutePageResolvers<ContextType>;
  ScheduleEntry?: ScheduleEntryResolvers<ContextType>;
  ScheduleMonth?: ScheduleMonthResolvers<ContextType>;
  Seaport?: SeaportResolvers<ContextType>;
  SearchGroup?: SearchGroupResolvers<ContextType>;
  SearchHit?: SearchHitResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  Settlement?: SettlementResolvers<ContextType>;
  SettlementAllocation?: SettlementAllocationResolvers<ContextType>;
  SettlementCurrencyTotal?: SettlementCurrencyTotalResolvers<ContextType>;
  SettlementPage?: SettlementPageResolvers<ContextType>;
  SettlementUnit?: SettlementUnitResolvers<ContextType>;
  SignInFailure?: SignInFailureResolvers<ContextType>;
  SignInFailurePage?: SignInFailurePageResolvers<ContextType>;
  StatementBusinessPage?: StatementBusinessPageResolvers<ContextType>;
  StatementBusinessRow?: StatementBusinessRowResolvers<ContextType>;
  StatementBusinessTotals?: StatementBusinessTotalsResolvers<ContextType>;
  StatementChart?: StatementChartResolvers<ContextType>;
  StatementChartPoint?: StatementChartPointResolvers<ContextType>;
  StatementCustomersPage?: StatementCustomersPageResolvers<ContextType>;
  StatementCustomersRow?: StatementCustomersRowResolvers<ContextType>;
  StatementCustomersTotals?: StatementCustomersTotalsResolvers<ContextType>;
  StatementInvoiceOrderPage?: StatementInvoiceOrderPageResolvers<ContextType>;
  StatementInvoiceOrderRow?: StatementInvoiceOrderRowResolvers<ContextType>;
  StatementInvoiceOrderTotals?: StatementInvoiceOrderTotalsResolvers<ContextType>;
  StatementInvoiceSettlementPage?: StatementInvoiceSettlementPageResolvers<ContextType>;
  StatementInvoiceSettlementRow?: StatementInvoiceSettlementRowResolvers<ContextType>;
  StatementInvoiceSettlementTotals?: StatementInvoiceSettlementTotalsResolvers<ContextType>;
  StatementNoticketPage?: StatementNoticketPageResolvers<ContextType>;
  StatementNoticketRow?: StatementNoticketRowResolvers<ContextType>;
  StatementNoticketTotals?: StatementNoticketTotalsResolvers<ContextType>;
  StatementPayableAgingPage?: StatementPayableAgingPageResolvers<ContextType>;
  StatementPayableAgingRow?: StatementPayableAgingRowResolvers<ContextType>;
  StatementPayableAgingTotals?: StatementPayableAgingTotalsResolvers<ContextType>;
  StatementPayableInvitationPage?: StatementPayableInvitationPageResolvers<ContextType>;
  StatementPayableInvitationRow?: StatementPayableInvitationRowResolvers<ContextType>;
  StatementPayableInvitationTotals?: StatementPayableInvitationTotalsResolvers<ContextType>;
  StatementPayablePendingAuditPage?: StatementPayablePendingAuditPageResolvers<ContextType>;
  StatementPayablePendingAuditRow?: StatementPayablePendingAuditRowResolvers<ContextType>;
  StatementPayablePendingAuditTotals?: StatementPayablePendingAuditTotalsResolvers<ContextType>;
  StatementPayableWriteOffPage?: StatementPayableWriteOffPageResolvers<ContextType>;
  StatementPayableWriteOffRow?: StatementPayableWriteOffRowResolvers<ContextType>;
  StatementPayableWriteOffTotals?: StatementPayableWriteOffTotalsResolvers<ContextType>;
  StatementProfitPage?: StatementProfitPageResolvers<ContextType>;
  StatementProfitRow?: StatementProfitRowResolvers<ContextType>;
  StatementProfitTotals?: StatementProfitTotalsResolvers<ContextType>;
  StatementReceivableAgingPage?: StatementReceivableAgingPageResolvers<ContextType>;
  StatementReceivableAgingRow?: StatementReceivableAgingRowResolvers<ContextType>;
  StatementReceivableAgingTotals?: StatementReceivableAgingTotalsResolvers<ContextType>;
  StatementReceivableWriteOffPage?: StatementReceivableWriteOffPageResolvers<ContextType>;
  StatementReceivableWriteOffRow?: StatementReceivableWriteOffRowResolvers<ContextType>;
  StatementReceivableWriteOffTotals?: StatementReceivableWriteOffTotalsResolvers<ContextType>;
  StatementSupplierPage?: StatementSupplierPageResolvers<ContextType>;
  StatementSupplierRow?: StatementSupplierRowResolvers<ContextType>;
  StatementSupplierTotals?: StatementSupplierTotalsResolvers<ContextType>;
  StatementTicketPage?: StatementTicketPageResolvers<ContextType>;
  StatementTicketRow?: StatementTicketRowResolvers<ContextType>;
  StatementTicketTotals?: StatementTicketTotalsResolvers<ContextType>;
  StatementTicketV2Page?: StatementTicketV2PageResolvers<ContextType>;
  StatementTicketV2Row?: StatementTicketV2RowResolvers<ContextType>;
  StatementTicketV2Totals?: StatementTicketV2TotalsResolvers<ContextType>;
  StatementUnBilledBusinessPage?: StatementUnBilledBusinessPageResolvers<ContextType>;
  StatementUnBilledBusinessRow?: StatementUnBilledBusinessRowResolvers<ContextType>;
  StatementUnBilledBusinessTotals?: StatementUnBilledBusinessTotalsResolvers<ContextType>;
  StatementUnBilledExpensesPage?: StatementUnBilledExpensesPageResolvers<ContextType>;
  StatementUnBilledExpensesRow?: StatementUnBilledExpensesRowResolvers<ContextType>;
  StatementUnBilledExpensesTotals?: StatementUnBilledExpensesTotalsResolvers<ContextType>;
  StoredFile?: StoredFileResolvers<ContextType>;
  StoredFilePage?: StoredFilePageResolvers<ContextType>;
  Supplier?: SupplierResolvers<ContextType>;
  SupplierBank?: SupplierBankResolvers<ContextType>;
  SupplierContact?: SupplierContactResolvers<ContextType>;
  SupplierPage?: SupplierPageResolvers<ContextType>;
  TicketLine?: TicketLineResolvers<ContextType>;
  TicketLinePage?: TicketLinePageResolvers<ContextType>;
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

