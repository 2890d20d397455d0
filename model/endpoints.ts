// Every /rest/ path the gateway may call, with how it travels. The gateway never builds a path or
// picks an encoding anywhere else: a call names a key of this table (`rest.call('tbSysUser/findMenu')`),
// so an unknown path is a type error. Kept in step with ../shared/rest-endpoints.tsv by
// gateway/src/rest/endpoints.test.ts. A path this project added beside the specifications' is marked
// `added('<feature>', …)`: the feature it belongs to (model/features.ts). rest restricted to the
// specifications (REST_PATHS=specification) leaves those out, and the gateway finds out which of
// them a back end has (gateway/src/rest/features.ts).
import type { BackendFeature } from './features.ts';

/** form: application/x-www-form-urlencoded; json: a JSON body; get: a GET with path/query parameters. */
export type RestEncoding = 'form' | 'json' | 'get';

export interface EndpointSpec {
  readonly encoding: RestEncoding;
  /** Safe to repeat: a read-only call is retried once after a network error, a write never is. */
  readonly readOnly: boolean;
  /** Carries the session token; false only for the sign-in calls. */
  readonly auth: boolean;
  /** Set on a path this project added (not in rest-endpoints.tsv): the feature it belongs to. */
  readonly feature?: BackendFeature;
}

const FORM_READ = { encoding: 'form', readOnly: true, auth: true } as const;
const FORM_WRITE = { encoding: 'form', readOnly: false, auth: true } as const;
const JSON_READ = { encoding: 'json', readOnly: true, auth: true } as const;
const JSON_WRITE = { encoding: 'json', readOnly: false, auth: true } as const;
const FORM_READ_PUBLIC = { encoding: 'form', readOnly: true, auth: false } as const;
const FORM_WRITE_PUBLIC = { encoding: 'form', readOnly: false, auth: false } as const;
// A new captcha image replaces the code stored for the key, so it is not treated as read-only.
const GET_PUBLIC = { encoding: 'get', readOnly: false, auth: false } as const;

/** A path this project added, part of `feature`. */
function added<const F extends BackendFeature, const S extends EndpointSpec>(
  feature: F,
  spec: S,
): S & { readonly feature: F } {
  return { ...spec, feature };
}

export const endpoints = {
  'tbSysUser/login': FORM_WRITE_PUBLIC,
  'tbSysUser/checkLogin': FORM_READ_PUBLIC,

  'randomImage/{checkKey}': GET_PUBLIC,

  'tbSysUser/exitLogin': FORM_WRITE,
  'tbSysUser/findMenu': FORM_READ,
  'tbSysUser/getTokenInfo': FORM_READ,
  'tbSysUser/saveDynamicColumns': FORM_WRITE,
  'tbSysUser/findDynamicColumns': FORM_READ,
  'tbSysUser/updatePwd': FORM_WRITE,

  'tbSysuserOrgMapping/listAll': FORM_READ,
  'tbSysuserOrgMapping/updateDefault': FORM_WRITE,

  'tbOrganization/findOrgLogo': FORM_READ,
  'tbOrganization/findGroupOrg': FORM_READ,

  'tbFile/getPublicUploadToken': FORM_READ,
  'tbFile/getPrivateUploadToken': FORM_READ,
  'tbFile/getPrivateUrl': FORM_READ,
  'tbFile/listAll': FORM_READ,
  'tbFile/delete': added('fileDelete', FORM_WRITE),

  'tbFileManage/pageAll': FORM_READ,
  'tbFileManage/findIsHaveFile': FORM_READ,
  'tbFileManage/listAllDownLoad': FORM_READ,

  'tbDict/getDictByTypeId': JSON_READ,
  'tbDict/getGroupDictByTypeId': JSON_READ,
  'tbDict/pageAll': JSON_READ,
  'tbDict/insert': JSON_WRITE,
  'tbDict/update': JSON_WRITE,
  'tbDict/findByPK': JSON_READ,
  'tbDict/delete': JSON_WRITE,
  'tbDict/listDictByCode': JSON_READ,
  'tbDict/updateStatus': JSON_WRITE,

  'tbDictCategory/listAll': JSON_READ,
  'tbDictCategory/findByPK': JSON_READ,

  'tbCustomer/pageAll': JSON_READ,
  'tbCustomer/insert': JSON_WRITE,
  'tbCustomer/update': JSON_WRITE,
  'tbCustomer/updateStatus': JSON_WRITE,
  'tbCustomer/delete': JSON_WRITE,
  'tbCustomer/findByPK': JSON_READ,
  'tbCustomer/listGroupAll': JSON_READ,
  'tbCustomer/listSupplierAll': JSON_READ,
  'tbCustomer/listAll': JSON_READ,
  'tbCustomer/getCustomerValidate': JSON_READ,

  'tbSupplier/pageAll': JSON_READ,
  'tbSupplier/findByPK': JSON_READ,
  'tbSupplier/insert': JSON_WRITE,
  'tbSupplier/update': JSON_WRITE,
  'tbSupplier/updateStatus': JSON_WRITE,
  'tbSupplier/delete': JSON_WRITE,
  'tbSupplier/getSupplierNameValidate': JSON_READ,
  'tbSupplier/listAll': JSON_READ,

  'tbTransportation/pageAll': JSON_READ,
  'tbTransportation/insert': JSON_WRITE,
  'tbTransportation/update': JSON_WRITE,
  'tbTransportation/updateStatus': JSON_WRITE,
  'tbTransportation/delete': JSON_WRITE,
  'tbTransportation/findByPK': JSON_READ,
  'tbTransportation/listAll': JSON_READ,
  'tbTransportation/getTransportationValidate': JSON_READ,

  'tbAdderss/pageAll': JSON_READ,
  'tbAdderss/findByPK': JSON_READ,
  'tbAdderss/insert': JSON_WRITE,
  'tbAdderss/update': JSON_WRITE,
  'tbAdderss/updateStatus': JSON_WRITE,
  'tbAdderss/delete': JSON_WRITE,
  'tbAdderss/listGroupAll': JSON_READ,
  'tbAdderss/getAdderssValidate': JSON_READ,

  'tbCity/listAll': JSON_READ,

  'tbIata/listAll': JSON_READ,

  'tbParamsSix/listAll': JSON_READ,

  'tbParamPort/listAll': JSON_READ,

  'tbGoods/pageAll': JSON_READ,
  'tbGoods/insert': JSON_WRITE,
  'tbGoods/update': JSON_WRITE,
  'tbGoods/delete': JSON_WRITE,
  'tbGoods/findByPK': JSON_READ,
  'tbGoods/findSelectValue': JSON_READ,

  'tbFeeType/pageAll': JSON_READ,
  'tbFeeType/insert': JSON_WRITE,
  'tbFeeType/update': JSON_WRITE,
  'tbFeeType/delete': JSON_WRITE,
  'tbFeeType/findByPK': JSON_READ,
  'tbFeeType/listAll': JSON_READ,

  'tbBaseFee/pageAll': JSON_READ,
  'tbBaseFee/insert': JSON_WRITE,
  'tbBaseFee/update': JSON_WRITE,
  'tbBaseFee/findByPK': JSON_READ,
  'tbBaseFee/delete': JSON_WRITE,
  'tbBaseFee/listAll': JSON_READ,

  'tbExchangeRate/pageAll': JSON_READ,
  'tbExchangeRate/insert': JSON_WRITE,
  'tbExchangeRate/update': JSON_WRITE,
  'tbExchangeRate/updateStatus': JSON_WRITE,
  'tbExchangeRate/delete': JSON_WRITE,
  'tbExchangeRate/findByPK': JSON_READ,
  'tbExchangeRate/findCurRate': JSON_READ,

  'tbRoute/pageAll': JSON_READ,
  'tbRoute/insert': JSON_WRITE,
  'tbRoute/findByPK': JSON_READ,
  'tbRoute/update': JSON_WRITE,
  'tbRoute/updateStatus': JSON_WRITE,
  'tbRoute/delete': JSON_WRITE,
  'tbRoute/listAll': JSON_READ,
  'tbRoute/listGroupAll': JSON_READ,

  'tbRouteFlight/insert': JSON_WRITE,
  'tbRouteFlight/update': JSON_WRITE,
  'tbRouteFlight/delete': JSON_WRITE,
  'tbRouteFlight/updateStatus': JSON_WRITE,
  'tbRouteFlight/findByPK': JSON_READ,
  'tbRouteFlight/pageAll': JSON_READ,

  'tbShippingType/pageAll': JSON_READ,
  'tbShippingType/insert': JSON_WRITE,
  'tbShippingType/update': JSON_WRITE,
  'tbShippingType/findByPK': JSON_READ,

  'tbShippingTypeNodeUserMapping/getNodeCodeByUser': JSON_READ,

  'tbSysUser/pageAll': JSON_READ,
  'tbSysUser/findByPK': JSON_READ,
  'tbSysUser/getUserNumber': JSON_READ,
  'tbSysUser/insert': JSON_WRITE,
  'tbSysUser/update': JSON_WRITE,
  'tbSysUser/updateStatusByIdAndStatus': JSON_WRITE,
  'tbSysUser/delete': JSON_WRITE,
  'tbSysUser/findOrgInfo': JSON_READ,
  'tbSysUser/listGroupAll': JSON_READ,
  'tbSysUser/listAll': JSON_READ,
  'tbSysUser/findByGroupName': JSON_READ,

  'tbGroup/listAll': JSON_READ,

  'tbRole/pageAll': JSON_READ,
  'tbRole/insert': JSON_WRITE,
  'tbRole/findByPK': JSON_READ,
  'tbRole/update': JSON_WRITE,
  'tbRole/updateStatus': JSON_WRITE,
  'tbRole/listAll': JSON_READ,

  'role/delete': JSON_WRITE,

  'tbMenu/insertOrUpdate': JSON_WRITE,
  'tbMenu/findByPK': JSON_READ,
  'tbMenu/delete': JSON_WRITE,
  'tbMenu/getMenuAll': JSON_READ,
  'tbMenu/getRoleMenuByUserId': JSON_READ,
  'tbMenu/updateRoleMenuInfoByMenuIdsAndRoleId': JSON_WRITE,

  'tbGroupManage/insert': JSON_WRITE,
  'tbGroupManage/selectTree': JSON_READ,
  'tbGroupManage/findByPK': JSON_READ,
  'tbGroupManage/delete': JSON_WRITE,
  'tbGroupManage/updateOrganizationByStatus': JSON_WRITE,
  'tbGroupManage/update': JSON_WRITE,

  // Path chosen here: the seeds show the /sys/actionlog page but not its call.
  'tbActionLog/pageAll': added('actionLog', JSON_READ),
  // Paths chosen here: failed sign-ins for administrators (docs/rest-contract.md).
  'tbLoginFailure/pageAll': added('loginFailures', JSON_READ),
  'tbLoginFailure/delete': added('loginFailures', JSON_WRITE),
  // API tokens for reporting tools, administrators only.
  'tbApiToken/pageAll': added('apiTokens', JSON_READ),
  'tbApiToken/save': added('apiTokens', JSON_WRITE),
  'tbApiToken/updateRevoke': added('apiTokens', JSON_WRITE),

  'tbSchedule/list': JSON_READ,
  'tbSchedule/insert': JSON_WRITE,
  'tbSchedule/findByPK': JSON_READ,
  'tbSchedule/delete': JSON_WRITE,
  'tbSchedule/update': JSON_WRITE,
  'tbSchedule/updateStatus': JSON_WRITE,
  'tbSchedule/listAllName': JSON_READ,
  // Paths chosen here (docs/rest-contract.md, To-do). Reading the inbox also notices late
  // milestones; that write is idempotent, so the reads stay safe to repeat.
  'tbMessage/pageAll': added('messages', JSON_READ),
  'tbMessage/countUnread': added('messages', JSON_READ),
  'tbMessage/updateRead': added('messages', JSON_WRITE),
  'tbMessage/updateReadAll': added('messages', JSON_WRITE),
  'tbMilestone/listByOrder': added('milestones', JSON_READ),
  // Paths chosen here: saved list views (docs/rest-contract.md, tbListView).
  'tbListView/listAll': added('savedViews', JSON_READ),
  'tbListView/save': added('savedViews', JSON_WRITE),
  'tbListView/delete': added('savedViews', JSON_WRITE),
  'tbListView/updateDefault': added('savedViews', JSON_WRITE),
  'tbMilestone/listLate': added('milestones', JSON_READ),

  'tbColumn/updateNodeColumn': JSON_WRITE,
  'tbColumn/listAllColumn': JSON_READ,

  'tbInvoiceSet/pageAll': JSON_READ,
  'tbInvoiceSet/insert': JSON_WRITE,
  'tbInvoiceSet/delete': JSON_WRITE,

  'tbArInvoice/updateInvoiceClearn': JSON_WRITE,
  'tbArInvoice/findByInvoice': JSON_READ,
  // Paths chosen here: the invoice list, issuing, and the invoiced / not-invoiced lines.
  'tbArInvoice/pageAll': added('invoiceLists', JSON_READ),
  'tbArInvoice/insert': added('invoiceLists', JSON_WRITE),
  'tbArInvoice/pageTicket': added('invoiceLists', JSON_READ),
  'tbArInvoice/pageNoTicket': added('invoiceLists', JSON_READ),

  'tbSeaTransportExport/pageAll': FORM_READ,
  'tbSeaTransportExport/findByPK': FORM_READ,
  'tbSeaTransportExport/delete': FORM_WRITE,
  'tbSeaTransportExport/insertTD': FORM_WRITE,
  'tbSeaTransportExport/updateTD': FORM_WRITE,
  'tbSeaTransportExport/updateDC': FORM_WRITE,
  'tbSeaTransportExport/updatePS': FORM_WRITE,
  'tbSeaTransportExport/updateBG': FORM_WRITE,
  'tbSeaTransportExport/updateFX': FORM_WRITE,
  'tbSeaTransportExport/updateSJ': FORM_WRITE,
  'tbSeaTransportExport/updateFY': FORM_WRITE,
  'tbSeaTransportExport/updateOrderWJ': FORM_WRITE,
  'tbSeaTransportExport/updateOperationStatus': FORM_WRITE,
  'tbSeaTransportExport/updateOperationStatusBulk': added('bulk', JSON_WRITE),
  'tbSeaTransportExport/updateStaffBulk': added('bulk', JSON_WRITE),
  'tbSeaTransportExport/updateNodeOperatorBulk': added('bulk', JSON_WRITE),
  'tbSeaTransportExport/updateStatusBack': FORM_WRITE,
  'tbSeaTransportExport/updateArApStatus': FORM_WRITE,
  'tbSeaTransportExport/insertCopy': FORM_WRITE,
  'tbSeaTransportExport/insertChangeOrder': FORM_WRITE,
  'tbSeaTransportExport/findParamByOrder': FORM_READ,
  // Documents of an ocean export order (paths chosen here; the seeds name downloadSETD/…Pdf only).
  'tbSeaTransportExport/downloadWorkSheet': added('documents', FORM_READ),
  'tbSeaTransportExport/downloadWorkSheetPdf': added('documents', FORM_READ),
  'tbSeaTransportExport/downloadDispatch': added('documents', FORM_READ),
  'tbSeaTransportExport/downloadDispatchPdf': added('documents', FORM_READ),
  'tbSeaTransportExport/downloadSETD': added('documents', FORM_READ),
  'tbSeaTransportExport/downloadSETDPdf': added('documents', FORM_READ),
  'tbSeaTransportExport/pageAllExcel': added('listExports', FORM_READ),
  // Fee statements of an order (fees module; paths chosen here, the seeds name them only).
  'tbSeaTransportExport/downloadAr': added('documents', FORM_READ),
  'tbSeaTransportExport/downloadAp': added('documents', FORM_READ),
  'tbSeaTransportExport/querydownloadArPdf': added('documents', FORM_READ),
  'tbSeaTransportExport/querydownloadApPdf': added('documents', FORM_READ),

  'tbSeaTransportExportTransportCompany/listAll': FORM_READ,
  'tbSeaTransportExportTransportCompany/insert': FORM_WRITE,
  'tbSeaTransportExportTransportCompany/update': FORM_WRITE,
  'tbSeaTransportExportTransportCompany/findByPK': FORM_READ,
  'tbSeaTransportExportTransportCompany/delete': FORM_WRITE,

  'tbSeaTransportImport/pageAll': FORM_READ,
  'tbSeaTransportImport/findByPK': FORM_READ,
  'tbSeaTransportImport/delete': FORM_WRITE,
  'tbSeaTransportImport/insertTuodan': FORM_WRITE,
  'tbSeaTransportImport/updateTuodan': FORM_WRITE,
  'tbSeaTransportImport/updateBaoguan': FORM_WRITE,
  'tbSeaTransportImport/updateWanshui': FORM_WRITE,
  'tbSeaTransportImport/updateFangxing': FORM_WRITE,
  'tbSeaTransportImport/updatePeisong': FORM_WRITE,
  'tbSeaTransportImport/updateFY': FORM_WRITE,
  'tbSeaTransportImport/updateOrderWJ': FORM_WRITE,
  'tbSeaTransportImport/updateOperationStatus': FORM_WRITE,
  'tbSeaTransportImport/updateOperationStatusBulk': added('bulk', JSON_WRITE),
  'tbSeaTransportImport/updateStaffBulk': added('bulk', JSON_WRITE),
  'tbSeaTransportImport/updateNodeOperatorBulk': added('bulk', JSON_WRITE),
  'tbSeaTransportImport/updateArApStatus': FORM_WRITE,
  'tbSeaTransportImport/updateCancel': FORM_WRITE,
  'tbSeaTransportImport/insertCopy': FORM_WRITE,
  'tbSeaTransportImport/insertChangeOrder': FORM_WRITE,
  'tbSeaTransportImport/findParamByOrder': FORM_READ,
  // Documents, list export and fee statements (paths chosen here; the seeds name them only).
  'tbSeaTransportImport/downloadWorkSheet': added('documents', FORM_READ),
  'tbSeaTransportImport/downloadWorkSheetPdf': added('documents', FORM_READ),
  'tbSeaTransportImport/downloadBulk': added('bulk', FORM_READ),
  'tbSeaTransportImport/downloadBulkPdf': added('documents', FORM_READ),
  'tbSeaTransportImport/downloadVietnamDelivery': added('documents', FORM_READ),
  'tbSeaTransportImport/downloadVietnamDeliveryPdf': added('documents', FORM_READ),
  'tbSeaTransportImport/pageAllExcel': added('listExports', FORM_READ),
  'tbSeaTransportImport/downloadAr': added('documents', FORM_READ),
  'tbSeaTransportImport/downloadAp': added('documents', FORM_READ),
  'tbSeaTransportImport/querydownloadArPdf': added('documents', FORM_READ),
  'tbSeaTransportImport/querydownloadApPdf': added('documents', FORM_READ),

  'tbSeaTransportImportGoodsDeclarationElement/findDeclarationElement': FORM_READ,

  'tbSeaTransportImportTransportCompany/listAll': FORM_READ,
  'tbSeaTransportImportTransportCompany/insert': FORM_WRITE,
  'tbSeaTransportImportTransportCompany/update': FORM_WRITE,
  'tbSeaTransportImportTransportCompany/findByPK': FORM_READ,
  'tbSeaTransportImportTransportCompany/delete': FORM_WRITE,

  'tbAirTransportImport/pageAll': FORM_READ,
  'tbAirTransportImport/findByPK': FORM_READ,
  'tbAirTransportImport/findByClientId': FORM_READ,
  'tbAirTransportImport/insert': FORM_WRITE,
  'tbAirTransportImport/updateTD': FORM_WRITE,
  'tbAirTransportImport/updateBG': FORM_WRITE,
  'tbAirTransportImport/updateWS': FORM_WRITE,
  'tbAirTransportImport/updateFX': FORM_WRITE,
  'tbAirTransportImport/updatePS': FORM_WRITE,
  'tbAirTransportImport/updateFY': FORM_WRITE,
  'tbAirTransportImport/updateOrderWJ': FORM_WRITE,
  'tbAirTransportImport/updateOperationStatus': FORM_WRITE,
  'tbAirTransportImport/updateOperationStatusBulk': added('bulk', JSON_WRITE),
  'tbAirTransportImport/updateStaffBulk': added('bulk', JSON_WRITE),
  'tbAirTransportImport/updateNodeOperatorBulk': added('bulk', JSON_WRITE),
  'tbAirTransportImport/updateStatusBack': FORM_WRITE,
  'tbAirTransportImport/updateArApStatus': FORM_WRITE,
  'tbAirTransportImport/delete': FORM_WRITE,
  'tbAirTransportImport/insertCopy': FORM_WRITE,
  'tbAirTransportImport/insertChangeOrder': FORM_WRITE,
  'tbAirTransportImport/findParamByOrder': FORM_READ,
  // Documents, list export and fee statements (paths chosen here; the seeds name them only).
  'tbAirTransportImport/downloadWorkSheet': added('documents', FORM_READ),
  'tbAirTransportImport/downloadWorkSheetPdf': added('documents', FORM_READ),
  'tbAirTransportImport/pageAllExcel': added('listExports', FORM_READ),
  'tbAirTransportImport/downloadAr': added('documents', FORM_READ),
  'tbAirTransportImport/downloadAp': added('documents', FORM_READ),
  'tbAirTransportImport/querydownloadArPdf': added('documents', FORM_READ),
  'tbAirTransportImport/querydownloadApPdf': added('documents', FORM_READ),

  'tbAirTransportExport/pageAll': JSON_READ,
  'tbAirTransportExport/insertTD': JSON_WRITE,
  'tbAirTransportExport/updateTD': JSON_WRITE,
  'tbAirTransportExport/updatePS': JSON_WRITE,
  'tbAirTransportExport/updateBG': JSON_WRITE,
  'tbAirTransportExport/updateFX': JSON_WRITE,
  'tbAirTransportExport/updateSJ': JSON_WRITE,
  'tbAirTransportExport/updateFY': JSON_WRITE,
  'tbAirTransportExport/findByPK': JSON_READ,
  'tbAirTransportExport/updateStatusBack': JSON_WRITE,
  'tbAirTransportExport/updateOrderWJ': JSON_WRITE,
  'tbAirTransportExport/delete': JSON_WRITE,
  'tbAirTransportExport/insertCopy': JSON_WRITE,
  'tbAirTransportExport/insertChangeOrder': JSON_WRITE,
  'tbAirTransportExport/updateArApStatus': JSON_WRITE,
  'tbAirTransportExport/updateOperationStatus': JSON_WRITE,
  'tbAirTransportExport/updateOperationStatusBulk': added('bulk', JSON_WRITE),
  'tbAirTransportExport/updateStaffBulk': added('bulk', JSON_WRITE),
  'tbAirTransportExport/updateNodeOperatorBulk': added('bulk', JSON_WRITE),
  'tbAirTransportExport/findParamByOrder': JSON_READ,
  // Documents, the list export and fee statements (paths chosen here).
  'tbAirTransportExport/downloadBuyLimit': added('documents', JSON_READ),
  'tbAirTransportExport/downloadBuyLimitPdf': added('documents', JSON_READ),
  'tbAirTransportExport/downloadConfirmation': added('documents', JSON_READ),
  'tbAirTransportExport/downloadConfirmationPdf': added('documents', JSON_READ),
  'tbAirTransportExport/downloadWorkSheet': added('documents', JSON_READ),
  'tbAirTransportExport/downloadWorkSheetPdf': added('documents', JSON_READ),
  'tbAirTransportExport/pageAllExcel': added('listExports', JSON_READ),
  'tbAirTransportExport/downloadAr': added('documents', JSON_READ),
  'tbAirTransportExport/downloadAp': added('documents', JSON_READ),
  'tbAirTransportExport/querydownloadArPdf': added('documents', JSON_READ),
  'tbAirTransportExport/querydownloadApPdf': added('documents', JSON_READ),

  'tbDomesticTradeBusiness/updateOperationStatus': JSON_WRITE,
  'tbDomesticTradeBusiness/updateOperationStatusBulk': added('bulk', JSON_WRITE),
  'tbDomesticTradeBusiness/updateStaffBulk': added('bulk', JSON_WRITE),
  'tbDomesticTradeBusiness/updateNodeOperatorBulk': added('bulk', JSON_WRITE),
  'tbDomesticTradeBusiness/updateArApStatus': JSON_WRITE,
  'tbDomesticTradeBusiness/pageAll': JSON_READ,
  'tbDomesticTradeBusiness/delete': JSON_WRITE,
  'tbDomesticTradeBusiness/insertTuodan': JSON_WRITE,
  'tbDomesticTradeBusiness/updateTuodan': JSON_WRITE,
  'tbDomesticTradeBusiness/findByPK': JSON_READ,
  'tbDomesticTradeBusiness/updatePeisong': JSON_WRITE,
  'tbDomesticTradeBusiness/updateShiji': JSON_WRITE,
  'tbDomesticTradeBusiness/updateCancel': JSON_WRITE,
  'tbDomesticTradeBusiness/updateFY': JSON_WRITE,
  'tbDomesticTradeBusiness/updateOrderWJ': JSON_WRITE,
  'tbDomesticTradeBusiness/insertCopy': JSON_WRITE,
  'tbDomesticTradeBusiness/findParamByOrder': JSON_READ,
  // Documents, the list export and fee statements (paths chosen here).
  'tbDomesticTradeBusiness/downloadWorkSheet': added('documents', JSON_READ),
  'tbDomesticTradeBusiness/downloadWorkSheetPdf': added('documents', JSON_READ),
  'tbDomesticTradeBusiness/downloadDispatch': added('documents', JSON_READ),
  'tbDomesticTradeBusiness/downloadDispatchPdf': added('documents', JSON_READ),
  'tbDomesticTradeBusiness/pageAllExcel': added('listExports', JSON_READ),
  'tbDomesticTradeBusiness/downloadAr': added('documents', JSON_READ),
  'tbDomesticTradeBusiness/downloadAp': added('documents', JSON_READ),
  'tbDomesticTradeBusiness/querydownloadArPdf': added('documents', JSON_READ),
  'tbDomesticTradeBusiness/querydownloadApPdf': added('documents', JSON_READ),

  'tbDomesticTradeBusinessTransportCompany/insert': JSON_WRITE,
  'tbDomesticTradeBusinessTransportCompany/update': JSON_WRITE,
  'tbDomesticTradeBusinessTransportCompany/listAll': JSON_READ,
  'tbDomesticTradeBusinessTransportCompany/findByPK': JSON_READ,
  'tbDomesticTradeBusinessTransportCompany/delete': JSON_WRITE,

  'tbSeaTransportExportBillOfLading/pageAll': FORM_READ,
  'tbSeaTransportExportBillOfLading/findByPK': FORM_READ,
  'tbSeaTransportExportBillOfLading/insert': FORM_WRITE,
  'tbSeaTransportExportBillOfLading/update': FORM_WRITE,

  'tbAp/insert': JSON_WRITE,
  'tbAp/update': JSON_WRITE,
  'tbAp/delete': JSON_WRITE,
  'tbAp/pageAll': JSON_READ,
  'tbAp/updateApproveStatus': JSON_WRITE,
  'tbAp/updateApproveStatusBulk': added('bulk', JSON_WRITE),
  'tbAp/updateBatch': JSON_WRITE,
  'tbAp/findSettlementUnit': JSON_READ,
  'tbAp/findOrderCode': JSON_READ,

  'tbAr/insert': JSON_WRITE,
  'tbAr/update': JSON_WRITE,
  'tbAr/delete': JSON_WRITE,
  'tbAr/pageAll': JSON_READ,
  'tbAr/updateApproveStatus': JSON_WRITE,
  'tbAr/updateApproveStatusBulk': added('bulk', JSON_WRITE),
  'tbAr/updateBatch': JSON_WRITE,
  'tbAr/findSettlementUnit': JSON_READ,
  'tbAr/findOrderCode': JSON_READ,

  'tbArTemple/listAll': JSON_READ,
  'tbArTemple/insert': JSON_WRITE,
  'tbArTemple/update': JSON_WRITE,
  'tbArTemple/delete': JSON_WRITE,

  'tbApTemple/listAll': JSON_READ,
  'tbApTemple/insert': JSON_WRITE,
  'tbApTemple/update': JSON_WRITE,
  'tbApTemple/delete': JSON_WRITE,

  'tbArTempleDetail/listAll': JSON_READ,
  'tbArTempleDetail/updateBatch': JSON_WRITE,

  'tbApTempleDetail/listAll': JSON_READ,
  'tbApTempleDetail/updateBatch': JSON_WRITE,

  'profitApprove/pageAll': JSON_READ,
  'profitApprove/findByOrderCode': JSON_READ,
  'profitApprove/updatePay': JSON_WRITE,
  'profitApprove/updateReceive': JSON_WRITE,

  'tbWorkspace/kanban': added('workspaceFigures', JSON_READ),
  'tbWorkspace/figures': added('workspaceFigures', JSON_READ),
  'tbWorkspace/receipts': added('workspaceReceipts', JSON_READ),
  'tbSearch/search': added('search', JSON_READ),
  'tbOrder/pageAll': added('allOrders', JSON_READ),
  'tbReceipt/pageAll': added('receipts', JSON_READ),
  'tbReceipt/findByPK': added('receipts', JSON_READ),
  'tbReceipt/listOpenLines': added('receipts', JSON_READ),
  'tbReceipt/pageOpenLines': added('receipts', JSON_READ),
  'tbReceipt/insert': added('receipts', JSON_WRITE),
  'tbReceipt/updateReverse': added('receipts', JSON_WRITE),
  'tbReceipt/updateAllocate': added('receipts', JSON_WRITE),
  'tbReceipt/updateUnallocate': added('receipts', JSON_WRITE),
  'tbPayment/pageAll': added('payments', JSON_READ),
  'tbPayment/findByPK': added('payments', JSON_READ),
  'tbPayment/listOpenLines': added('payments', JSON_READ),
  'tbPayment/pageOpenLines': added('payments', JSON_READ),
  'tbPayment/insert': added('payments', JSON_WRITE),
  'tbPayment/updateReverse': added('payments', JSON_WRITE),
  'tbPayment/updateAllocate': added('payments', JSON_WRITE),
  'tbPayment/updateUnallocate': added('payments', JSON_WRITE),
  'tbFinanceStat/findStatistics': added('financeStatistics', JSON_READ),
  'tbCreditControl/pageAll': added('creditControl', JSON_READ),
  'tbCreditControl/findByClient': added('creditControl', JSON_READ),
  'tbCreditControl/update': added('creditControl', JSON_WRITE),
  // Statements (statements module): a page of each report, and its export as a signed link.
  'statement/ticket': added('statements', JSON_READ),
  'statement/ticketExport': added('statements', JSON_READ),
  'statement/ticketV2': added('statements', JSON_READ),
  'statement/ticketV2Export': added('statements', JSON_READ),
  'statement/noticket': added('statements', JSON_READ),
  'statement/noticketExport': added('statements', JSON_READ),
  'statement/profit': added('statements', JSON_READ),
  'statement/profitExport': added('statements', JSON_READ),
  'statement/customers': added('statements', JSON_READ),
  'statement/customersExport': added('statements', JSON_READ),
  'statement/business': added('statements', JSON_READ),
  'statement/businessExport': added('statements', JSON_READ),
  'statement/supplier': added('statements', JSON_READ),
  'statement/supplierExport': added('statements', JSON_READ),
  'statement/payableWriteOff': added('statements', JSON_READ),
  'statement/payableWriteOffExport': added('statements', JSON_READ),
  'statement/receivableWriteOff': added('statements', JSON_READ),
  'statement/receivableWriteOffExport': added('statements', JSON_READ),
  'statement/receivableAging': added('statements', JSON_READ),
  'statement/receivableAgingExport': added('statements', JSON_READ),
  'statement/payableAging': added('statements', JSON_READ),
  'statement/payableAgingExport': added('statements', JSON_READ),
  'statement/unBilledExpenses': added('statements', JSON_READ),
  'statement/unBilledExpensesExport': added('statements', JSON_READ),
  'statement/unBilledBusiness': added('statements', JSON_READ),
  'statement/unBilledBusinessExport': added('statements', JSON_READ),
  'statement/payableInvitation': added('statements', JSON_READ),
  'statement/payableInvitationExport': added('statements', JSON_READ),
  'statement/payablePendingAudit': added('statements', JSON_READ),
  'statement/payablePendingAuditExport': added('statements', JSON_READ),
  'statement/invoiceSettlement': added('statements', JSON_READ),
  'statement/invoiceSettlementExport': added('statements', JSON_READ),
  'statement/invoiceOrder': added('statements', JSON_READ),
  'statement/invoiceOrderExport': added('statements', JSON_READ),

  // Master-data list exports (masterData module): the filtered list as a signed link.
  'tbCustomer/exportAll': added('listExports', JSON_READ),
  'tbSupplier/exportAll': added('listExports', JSON_READ),
  'tbTransportation/exportAll': added('listExports', JSON_READ),
  'tbAdderss/exportAll': added('listExports', JSON_READ),
  'tbRoute/exportAll': added('listExports', JSON_READ),
  'tbRouteFlight/exportAll': added('listExports', JSON_READ),
  'tbFeeType/exportAll': added('listExports', JSON_READ),
  'tbExchangeRate/exportAll': added('listExports', JSON_READ),
  'tbBaseFee/exportAll': added('listExports', JSON_READ),
  'tbGoods/exportAll': added('listExports', JSON_READ),
  'tbShippingType/exportAll': added('listExports', JSON_READ),
  'tbDict/exportAll': added('listExports', JSON_READ),

  // Record history (history module): one record's action-log entries, labelled.
  'tbSeaTransportExport/pageHistory': added('history', FORM_READ),
  'tbSeaTransportImport/pageHistory': added('history', FORM_READ),
  'tbAirTransportImport/pageHistory': added('history', FORM_READ),
  'tbAirTransportExport/pageHistory': added('history', JSON_READ),
  'tbDomesticTradeBusiness/pageHistory': added('history', JSON_READ),
  'tbSeaTransportExportBillOfLading/pageHistory': added('history', FORM_READ),
  'tbCustomer/pageHistory': added('history', JSON_READ),
  'tbSupplier/pageHistory': added('history', JSON_READ),
  'tbAr/pageHistory': added('history', JSON_READ),
  'tbAp/pageHistory': added('history', JSON_READ),
  'tbArInvoice/pageHistory': added('history', JSON_READ),
  'tbReceipt/pageHistory': added('history', JSON_READ),
  'tbPayment/pageHistory': added('history', JSON_READ),
} as const satisfies Record<string, EndpointSpec>;

/**
 * Paths this project added where the specifications show none: they are not in
 * rest-endpoints.tsv, and the company's own back end does not serve them. Derived from the
 * table's `feature` marks.
 */
export const pathsChosenHere: readonly EndpointPath[] = (
  Object.keys(endpoints) as EndpointPath[]
).filter((path) => featureOfPath(path) !== undefined);

/** The feature an added path belongs to; undefined for a path of the specifications. */
export function featureOfPath(path: EndpointPath): BackendFeature | undefined {
  const spec: EndpointSpec = endpoints[path];
  return spec.feature;
}

/** The added paths of each feature, in table order. */
export function pathsOfFeature(feature: BackendFeature): EndpointPath[] {
  return pathsChosenHere.filter((path) => featureOfPath(path) === feature);
}

/** A path under /rest/, without the prefix: `tbSysUser/findMenu`, `randomImage/{checkKey}`. */
export type EndpointPath = keyof typeof endpoints;

export function endpointSpec(path: EndpointPath): EndpointSpec {
  return endpoints[path];
}

/**
 * Calls that create a record, and bulk actions (update…Bulk): they carry the request's
 * `Idempotency-Key`, so a retry is answered with the first answer instead of acting again
 * (rest: http/idempotency.ts, same rule).
 */
export function createsRecord(path: EndpointPath): boolean {
  const action = path.split('/')[1] ?? '';
  return !endpoints[path].readOnly && (/^insert/.test(action) || /^update\w*Bulk$/.test(action));
}

export function isEndpointPath(path: string): path is EndpointPath {
  return Object.hasOwn(endpoints, path);
}

/**
 * Downloads: a POST with the token answers a signed link `{url, expiresAt}` that the browser opens
 * through the gateway's pass-through (docs/rest-contract.md "Downloads"). GraphQL
 * `downloadLink(path, params)` accepts only these paths; a module adds its documents here (and to
 * `endpoints`, with `pathsChosenHere` when the path is not in rest-endpoints.tsv).
 */
export const downloadPaths: readonly EndpointPath[] = [
  'statement/ticketExport',
  'statement/ticketV2Export',
  'statement/noticketExport',
  'statement/profitExport',
  'statement/customersExport',
  'statement/businessExport',
  'statement/supplierExport',
  'statement/payableWriteOffExport',
  'statement/receivableWriteOffExport',
  'statement/receivableAgingExport',
  'statement/payableAgingExport',
  'statement/unBilledExpensesExport',
  'statement/unBilledBusinessExport',
  'statement/payableInvitationExport',
  'statement/payablePendingAuditExport',
  'statement/invoiceSettlementExport',
  'statement/invoiceOrderExport',
  'tbFileManage/listAllDownLoad',
  'tbSeaTransportExport/downloadWorkSheet',
  'tbSeaTransportExport/downloadWorkSheetPdf',
  'tbSeaTransportExport/downloadDispatch',
  'tbSeaTransportExport/downloadDispatchPdf',
  'tbSeaTransportExport/downloadSETD',
  'tbSeaTransportExport/downloadSETDPdf',
  'tbSeaTransportExport/pageAllExcel',
  'tbSeaTransportExport/downloadAr',
  'tbSeaTransportExport/downloadAp',
  'tbSeaTransportExport/querydownloadArPdf',
  'tbSeaTransportExport/querydownloadApPdf',
  'tbSeaTransportImport/downloadWorkSheet',
  'tbSeaTransportImport/downloadWorkSheetPdf',
  'tbSeaTransportImport/downloadBulk',
  'tbSeaTransportImport/downloadBulkPdf',
  'tbSeaTransportImport/downloadVietnamDelivery',
  'tbSeaTransportImport/downloadVietnamDeliveryPdf',
  'tbSeaTransportImport/pageAllExcel',
  'tbSeaTransportImport/downloadAr',
  'tbSeaTransportImport/downloadAp',
  'tbSeaTransportImport/querydownloadArPdf',
  'tbSeaTransportImport/querydownloadApPdf',
  'tbAirTransportImport/downloadWorkSheet',
  'tbAirTransportImport/downloadWorkSheetPdf',
  'tbAirTransportImport/pageAllExcel',
  'tbAirTransportImport/downloadAr',
  'tbAirTransportImport/downloadAp',
  'tbAirTransportImport/querydownloadArPdf',
  'tbAirTransportImport/querydownloadApPdf',
  'tbAirTransportExport/downloadBuyLimit',
  'tbAirTransportExport/downloadBuyLimitPdf',
  'tbAirTransportExport/downloadConfirmation',
  'tbAirTransportExport/downloadConfirmationPdf',
  'tbAirTransportExport/downloadWorkSheet',
  'tbAirTransportExport/downloadWorkSheetPdf',
  'tbAirTransportExport/pageAllExcel',
  'tbAirTransportExport/downloadAr',
  'tbAirTransportExport/downloadAp',
  'tbAirTransportExport/querydownloadArPdf',
  'tbAirTransportExport/querydownloadApPdf',
  'tbDomesticTradeBusiness/downloadWorkSheet',
  'tbDomesticTradeBusiness/downloadWorkSheetPdf',
  'tbDomesticTradeBusiness/downloadDispatch',
  'tbDomesticTradeBusiness/downloadDispatchPdf',
  'tbDomesticTradeBusiness/pageAllExcel',
  'tbDomesticTradeBusiness/downloadAr',
  'tbDomesticTradeBusiness/downloadAp',
  'tbDomesticTradeBusiness/querydownloadArPdf',
  'tbDomesticTradeBusiness/querydownloadApPdf',
];

export function isDownloadPath(path: string): path is EndpointPath {
  return (downloadPaths as readonly string[]).includes(path);
}

/** The path as the back end sees it, e.g. `/rest/tbSysUser/findMenu` (placeholders kept). */
export function restPath(path: EndpointPath): string {
  return `/rest/${path}`;
}
