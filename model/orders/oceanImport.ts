// Ocean import (海运进口): booking (托单), customs with goods and broker rows (报关), duties (完税),
// release (放行), delivery with vehicles and transport companies (配送), fees, files. Node codes are
// the HYJK dictionary's; statuses HJ_DDZT's (已报关, 已完税…).
import { AR_AP_STATUS_LABELS } from '../codeLabels.ts';
import { f } from '../masterData/define.ts';
import type { OrderField, OrderSubList, OrderTypeDecl } from './types.ts';
import { oceanExport } from './oceanExport.ts';
import {
  addressOf,
  brokerFields,
  inspection,
  money,
  names,
  supplierOf,
  weight,
  yesNo,
} from './parts.ts';

const booking: OrderField[] = [
  f.flag('isDraft', '草稿', { default: false }),
  f.ref('clientId', '客户', 'client', { required: true, list: true, search: 'eq' }),
  f.dict('shippingModeId', '作业方式', 'ZYFS', { required: true, list: true }),
  f.ref('operationUnitsId', '经营单位', 'client'),
  f.user('salesId', '销售', { list: true, search: 'eq' }),
  f.user('csrId', '客服', { list: true, search: 'eq' }),
  f.int('contactId', '客户联系人编号', { min: 1 }),
  f.string('contact', '联系人', 50),
  f.string('contactPhone', '联系电话', 20, { pattern: 'phoneOrFax' }),
  {
    ...f.ref('senderId', '境外发货人', 'address'),
    refFilter: addressOf('DZLX_FHR', '所选地址不是发货人'),
  },
  {
    ...f.ref('receiverId', '境内收货人', 'address'),
    refFilter: addressOf('DZLX_SHR', '所选地址不是收货人'),
  },
  f.ref('departurePortId', '起运港', 'seaport', { required: true, list: true, search: 'eq' }),
  f.ref('transitPortId', '中转港', 'seaport'),
  f.ref('destinationPortId', '目的港', 'seaport', { required: true, list: true, search: 'eq' }),
  f.ref('routeId', '航线', 'route'),
  {
    ...f.ref('shippingCompanyId', '船公司', 'supplier'),
    refFilter: supplierOf('GSLX_CGS', '所选船公司不是船公司类型的供应商'),
  },
  f.string('vesselVoyage', '船名航次', 100, { list: true, example: 'CMA CGM MARCO POLO 0MX1JW' }),
  f.string('hblNo', 'HBL号', 50, { list: true, search: 'like' }),
  f.string('mblNo', 'MBL号', 50, { list: true, search: 'like' }),
  f.date('arrivalDate', '预计到港日期', { list: true, search: 'range' }),
  f.dict('poerArea', '港区', 'GQ'),
  f.dict('deliveryTermsId', '贸易条款', 'MYFS'),
  f.dict('cargoAttributeId', '货物属性', 'HWSX'),
  f.dict('internalTypeId', '内部类型', 'NBLX'),
  f.dict('packageId', '包装种类', 'BZ'),
  f.int('piecesNumber', '件数', { min: 0, max: 99_999_999, list: true }),
  weight('grossWeight', '毛重(KGS)'),
  weight('netWeight', '净重(KGS)'),
  weight('volume', '体积(CBM)'),
  f.string('chineseName', '中文品名', 200),
  f.string('englishName', '英文品名', 200),
  f.string('overseasAgent', '海外代理', 100),
  f.flag('isDelivery', '需配送', { default: false }),
  f.text('orderRemark', '订单备注', 1000),
];

const customs: OrderField[] = [
  ...brokerFields('customsBroker', '报关行', '报关行联系人'),
  ...brokerFields('transferBroker', '转关报关行', '转关联系人'),
  f.string('aeoCode', 'AEO编码', 30, { pattern: 'alnum' }),
  f.ref('departureICountry', '启运国', 'country'),
  f.ref('tradingCountry', '贸易国', 'country'),
  f.string('invoiceNo', '发票号', 50),
  f.string('contractAgreementNo', '合同协议号', 50),
  f.dict('jcjgbId', '进境关别', 'JCJGB'),
  f.dict('declarationPortId', '申报口岸', 'SBKA'),
  f.dict('warehouseAddress', '仓库地址', 'CKDZ'),
  f.dict('tradeTermsId', '成交方式', 'MYFS'),
  ...money('freightFee', '运费'),
  ...money('sundriesFee', '杂费'),
  f.string('markRemark', '唛头', 500),
  f.date('customsClearanceDate', '报关日期'),
  f.string('declarationRemark', '申报备注', 500),
  f.string('customsClearanceRemark', '报关备注', 500),
];

const taxes: OrderField[] = [
  f.string('shipmentCode', '运单编号', 60),
  f.string('customsCode', '报关单号', 18, { pattern: 'digits', min: 18, search: 'like' }),
  f.date('dutyPaidDate', '完税日期'),
  f.string('dutyPaidRemark', '完税备注', 500),
];

const release: OrderField[] = [
  ...inspection('customs', '海关查验'),
  ...inspection('business', '商检查验'),
  ...inspection('post', '邮政查验'),
  ...inspection('health', '卫生检疫'),
  f.flag('isDropBox', '落箱', { default: false }),
  f.flag('isYangshanReturningBox', '洋山还箱', { default: false }),
  f.date('releaseDate', '放行日期'),
  f.string('releaseRemark', '放行备注', 500),
];

const delivery: OrderField[] = [
  f.dict('deliveryMethodsId', '送货方式', 'SHFS'),
  f.date('pickupDate', '提货日期'),
  f.date('deliveryDate', '送货日期', { list: true }),
  f.ref('pickupAddressId', '提货地址', 'transportAddress'),
  f.ref('takeAddressId', '收货地址', 'transportAddress'),
  f.ref('storeAddressId', '仓库地址', 'transportAddress'),
  f.string('deliveryContact', '收货联系人', 50),
  f.string('deliveryContactPhone', '收货联系电话', 20, { pattern: 'phoneOrFax' }),
  f.string('transportationRequirements', '运输要求', 500),
  weight('totalGrossWeight', '总毛重(KGS)'),
  weight('totalVolume', '总体积(CBM)'),
  f.int('totalPiecesNumber', '总件数', { min: 0, max: 99_999_999 }),
];

/** A goods row: an HS code of tb_goods, its declaration elements and where the goods go. */
export const goodsList: OrderSubList = {
  name: 'goodsList',
  label: '商品',
  typeName: 'Goods',
  table: 'tb_sea_transport_import_goods',
  max: 50,
  lookup: {
    controller: 'tbSeaTransportImportGoodsDeclarationElement',
    action: 'findDeclarationElement',
    field: 'goodsId',
  },
  fields: [
    {
      ...f.ref('goodsId', 'HS编码', 'hsCode', { required: true }),
      // goodsName, the HS code's name, is answered beside goodsId.
      fill: {
        goodsNo: 'goodsNo',
        declarationElement: 'declarationElement',
        labelContent: 'labelContent',
      },
    },
    f.string('goodsNo', '商品编码', 10, { pattern: 'digits', min: 10 }),
    f.text('declarationElement', '申报要素', 1000),
    f.ref('originCountry', '原产国', 'country'),
    f.ref('finalDestinationCountry', '最终目的国', 'country'),
    f.string('domesticDestination', '境内目的地', 100),
    f.dict('exemption', '征免方式', 'ZMXZ'),
    f.string('chineseName', '中文品名', 200),
    f.text('labelContent', '标签内容', 1000),
    f.string('details', '规格明细', 500),
  ],
};

const brokerList: OrderSubList = {
  name: 'brokerList',
  label: '报关单',
  typeName: 'Broker',
  table: 'tb_sea_transport_import_broker',
  max: 20,
  fields: [
    f.flag('inOrOut', '进口', { values: ['1', '0'], default: true }),
    f.date('declarationDate', '申报日期'),
    f.date('refundDate', '退单日期'),
    f.date('returnCustomerDate', '退客户日期'),
    f.string('singleNumber', '报关单号', 18, { pattern: 'digits', min: 18 }),
    f.string('productNumber', '商品项数', 10, { pattern: 'digits' }),
    f.string('commerceForms', '随附单证', 200),
    yesNo('isSpecialRelationship', '特殊关系确认'),
    yesNo('isPriceImpactConfirmation', '价格影响确认'),
    yesNo('isSpecialRoyalties', '支付特许权使用费确认'),
    yesNo('isSelfReport', '自报自缴'),
  ],
};

const vehicleList: OrderSubList = {
  name: 'vehicleList',
  label: '车辆',
  typeName: 'Vehicle',
  table: 'tb_sea_transport_import_vehicle',
  max: 20,
  fields: [
    f.dict('vehicleRequirement', '车辆要求', 'CLYQ', { required: true }),
    f.int('vehicleCount', '车辆数', { min: 1, max: 99, default: 1 }),
    f.string('driverName', '司机', 30),
    f.string('driverPhone', '司机电话', 20, { pattern: 'phoneOrFax' }),
    f.string('plateNumber', '车牌号', 20),
  ],
};

const exportLines = oceanExport.subLists.find((s) => s.name === 'companyList');
if (!exportLines) throw new Error('海运出口没有派送车队');

const fields: OrderField[] = [
  f.string('orderCode', '订单号', 20, { readOnly: true, list: true, search: 'like' }),
  f.dict('status', '订单状态', 'HJ_DDZT', { readOnly: true, list: true, search: 'eq' }),
  f.dict('operationStatus', '操作状态', 'CZZT', { readOnly: true, list: true, search: 'eq' }),
  f.dict('step', '当前节点', 'HYJK', { readOnly: true }),
  f.string('arStatus', '应收状态', 1, { readOnly: true, labels: AR_AP_STATUS_LABELS }),
  f.string('apStatus', '应付状态', 1, { readOnly: true, labels: AR_AP_STATUS_LABELS }),
  f.date('createDate', '创建日期', { readOnly: true, search: 'range', list: true }),
  ...booking,
  ...customs,
  ...taxes,
  ...release,
  ...delivery,
];

export const oceanImport: OrderTypeDecl = {
  name: 'oceanImport',
  typeName: 'OceanImportOrder',
  opName: 'OceanImport',
  label: '海运进口',
  description: 'An ocean import shipment order',
  controller: 'tbSeaTransportImport',
  encoding: 'form',
  route: '/action/oceanimport',
  shippingType: 'ZYLX_HYJK',
  nodeCategory: 'HYJK',
  statusCategory: 'HJ_DDZT',
  statuses: {
    draft: 'HJ_DDZT_CG',
    accepted: 'HJ_DDZT_YJD',
    completed: 'HJ_DDZT_YWC',
    cancelled: 'HJ_DDZT_YQX',
  },
  table: 'tb_sea_transport_import',
  orderCode: { prefix: 'HYJK', digits: 4 },
  createAction: 'insertTuodan',
  backAction: 'updateCancel',
  fields,
  subLists: [
    {
      name: 'boxList',
      label: '箱型箱量',
      typeName: 'Box',
      table: 'tb_sea_transport_import_box',
      max: 20,
      fields: [
        f.dict('boxType', '箱型', 'XX', { required: true }),
        f.int('boxNumber', '箱量', { required: true, min: 1, max: 999 }),
      ],
      requiredWhen: { field: 'shippingModeId', code: 'ZYFS_FCL', message: '整箱请填写箱型箱量' },
    },
    goodsList,
    brokerList,
    vehicleList,
    { ...exportLines, table: 'tb_sea_transport_import_transport_company' },
  ],
  nodes: [
    {
      code: 'HYJK_TUODAN',
      key: 'booking',
      label: '托单',
      save: 'updateTuodan',
      status: 'HJ_DDZT_YJD',
      fields: names(booking),
      subLists: ['boxList'],
      required: ['clientId', 'shippingModeId', 'departurePortId', 'destinationPortId', 'csrId'],
    },
    {
      code: 'HYJK_BAOGUAN',
      key: 'customs',
      label: '报关',
      save: 'updateBaoguan',
      status: 'HJ_DDZT_YBG',
      fields: names(customs),
      subLists: ['goodsList', 'brokerList'],
      required: ['customsBrokerId'],
    },
    {
      code: 'HYJK_WANSHUI',
      key: 'taxes',
      label: '完税',
      save: 'updateWanshui',
      status: 'HJ_DDZT_YWS',
      fields: names(taxes),
      required: ['customsCode'],
    },
    {
      code: 'HYJK_FANGXING',
      key: 'release',
      label: '放行',
      save: 'updateFangxing',
      status: 'HJ_DDZT_YFX',
      fields: names(release),
    },
    {
      code: 'HYJK_PEISONG',
      key: 'delivery',
      label: '配送',
      save: 'updatePeisong',
      status: 'HJ_DDZT_YPS',
      fields: names(delivery),
      subLists: ['vehicleList', 'companyList'],
    },
    { code: 'HYJK_FY', key: 'fees', label: '费用', save: 'updateFY', fields: [] },
    {
      code: 'HYJK_WJ',
      key: 'files',
      label: '文件',
      save: 'updateOrderWJ',
      fields: [],
      files: true,
    },
  ],
  listColumns: [
    'orderCode',
    'status',
    'operationStatus',
    'clientId',
    'shippingModeId',
    'departurePortId',
    'destinationPortId',
    'vesselVoyage',
    'hblNo',
    'mblNo',
    'arrivalDate',
    'piecesNumber',
    'deliveryDate',
    'salesId',
    'csrId',
    'createDate',
  ],
  copyNodes: ['HYJK_TUODAN'],
  lines: [
    {
      controller: 'tbSeaTransportImportTransportCompany',
      subList: 'companyList',
      actions: ['listAll', 'insert', 'update', 'findByPK', 'delete'],
    },
  ],
  documents: [
    { action: 'downloadWorkSheet', format: 'xlsx', kind: 'WORK_SHEET', label: '工作单' },
    { action: 'downloadWorkSheetPdf', format: 'pdf', kind: 'WORK_SHEET', label: '工作单' },
    {
      action: 'downloadBulk',
      format: 'xlsx',
      kind: 'BULK_CARGO',
      label: '散货进口单',
      content: bulk(),
    },
    {
      action: 'downloadBulkPdf',
      format: 'pdf',
      kind: 'BULK_CARGO',
      label: '散货进口单',
      content: bulk(),
    },
    {
      action: 'downloadVietnamDelivery',
      format: 'xlsx',
      kind: 'VIETNAM_DELIVERY_ORDER',
      label: '越南提货单',
      content: vietnam(),
    },
    {
      action: 'downloadVietnamDeliveryPdf',
      format: 'pdf',
      kind: 'VIETNAM_DELIVERY_ORDER',
      label: '越南提货单',
      content: vietnam(),
    },
  ],
  listExport: 'pageAllExcel',
  statementHeader: [
    'clientId',
    'vesselVoyage',
    'departurePortId',
    'destinationPortId',
    'arrivalDate',
    'hblNo',
    'mblNo',
  ],
};

/** 散货进口单 (bulk import): cargo, ports and vessel, the goods declared and the containers. */
function bulk() {
  return {
    title: '海运进口散货单 / BULK IMPORT',
    header: [
      'clientId',
      'senderId',
      'receiverId',
      'departurePortId',
      'destinationPortId',
      'vesselVoyage',
      'hblNo',
      'mblNo',
      'arrivalDate',
      'chineseName',
      'englishName',
      'packageId',
      'piecesNumber',
      'grossWeight',
      'netWeight',
      'volume',
      'customsCode',
    ],
    tables: ['goodsList', 'boxList'],
  };
}

/**
 * 越南提货单 (delivery order, Vietnam lane): who collects what (the transport companies), where,
 * with which vehicles and containers.
 */
function vietnam() {
  return {
    title: '提货单 / DELIVERY ORDER (VIETNAM)',
    header: [
      'clientId',
      'receiverId',
      'vesselVoyage',
      'mblNo',
      'hblNo',
      'departurePortId',
      'destinationPortId',
      'arrivalDate',
      'piecesNumber',
      'grossWeight',
      'volume',
      'deliveryMethodsId',
      'pickupDate',
      'deliveryDate',
      'pickupAddressId',
      'takeAddressId',
      'deliveryContact',
      'deliveryContactPhone',
      'transportationRequirements',
    ],
    tables: ['companyList', 'vehicleList', 'boxList'],
  };
}
