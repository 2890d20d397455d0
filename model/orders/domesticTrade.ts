// Domestic trade (内贸业务): a tuodan order with cargo sizes and, for full containers, boxes;
// delivery legs (车队/配送) with their vehicles, saved on the 配送 node or one by one through
// tbDomesticTradeBusinessTransportCompany; actual dates. Node codes are the NMYW dictionary's,
// statuses NM_DDZT's. No change order on this type (the seeds list none).
import { AR_AP_STATUS_LABELS } from '../codeLabels.ts';
import { f } from '../masterData/define.ts';
import { supplierOf, weight } from './oceanExport.ts';
import type { OrderField, OrderTypeDecl } from './types.ts';

const fields: OrderField[] = [
  // Set by the server.
  f.string('orderCode', '订单号', 20, { readOnly: true, list: true, search: 'like' }),
  f.dict('status', '订单状态', 'NM_DDZT', { readOnly: true, list: true, search: 'eq' }),
  f.dict('operationStatus', '操作状态', 'CZZT', { readOnly: true, list: true, search: 'eq' }),
  f.dict('step', '当前节点', 'NMYW', { readOnly: true }),
  f.string('arStatus', '应收状态', 1, { readOnly: true, labels: AR_AP_STATUS_LABELS }),
  f.string('apStatus', '应付状态', 1, { readOnly: true, labels: AR_AP_STATUS_LABELS }),
  f.date('createDate', '创建日期', { readOnly: true, search: 'range', list: true }),

  // 托单
  f.flag('isDraft', '草稿', { default: false }),
  f.ref('clientId', '客户', 'client', { required: true, list: true, search: 'eq' }),
  f.user('salesId', '销售', { list: true, search: 'eq' }),
  f.ref('operationUnitsId', '经营单位', 'client'),
  f.user('csrId', '客服', { list: true, search: 'eq' }),
  f.int('contactId', '客户联系人编号', { min: 1 }),
  f.string('contact', '联系人', 50),
  f.string('contactPhone', '联系电话', 20, { pattern: 'phoneOrFax' }),
  {
    ...f.ref('bookingAgentId', '订舱代理', 'supplier'),
    refFilter: supplierOf('GSLX_HDGS', '所选订舱代理不是货代公司'),
  },
  f.dict('shippingModeId', '作业方式', 'ZYFS', { required: true, list: true, search: 'eq' }),
  f.ref('departurePortId', '起运港', 'seaport', { required: true, list: true, search: 'eq' }),
  f.ref('transitPortId', '中转港', 'seaport'),
  f.ref('destinationPortId', '目的港', 'seaport', { required: true, list: true, search: 'eq' }),
  f.ref('routeId', '航线', 'route'),
  f.dict('internalTypeId', '内部类型', 'NBLX'),
  f.date('estimatedSailingDate', '预计开船日期', { list: true, search: 'range' }),
  f.dict('cargoAttributeId', '货物属性', 'HWSX'),
  f.int('piecesNumber', '件数', { min: 0, max: 99_999_999, list: true }),
  weight('grossWeight', '毛重(KGS)'),
  f.dict('packageId', '包装种类', 'BZ'),
  weight('volume', '体积(CBM)'),
  f.string('chineseName', '中文品名', 200, { list: true }),
  f.string('englishName', '英文品名', 200),
  f.string('entryNumber', '进仓编号', 50, { search: 'like' }),
  f.string('contractReferenceNo', '合同号', 50, { search: 'like' }),
  f.flag('isDelivery', '需配送', { default: false }),
  f.text('orderRemark', '订单备注', 1000),

  // 实际信息
  f.date('actualSailingDate', '实际开船日期', { list: true }),
  f.date('actualArriveDate', '实际到港日期'),
  f.date('deliveryDate', '送达日期'),
  f.string('actualRemark', '实际信息备注', 500),
];

/** Centimetres, above zero: a cargo row with a zero or negative side is refused. */
const side = (name: string, label: string) =>
  f.decimal(name, label, 10, 2, { required: true, min: '0.01' });

/** Cubic metres of a cargo row: length × width × height (cm) × pieces / 1,000,000. */
export function cargoVolume(row: Readonly<Record<string, unknown>>): string | null {
  const n = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? Number(v) : NaN);
  const l = n(row.length);
  const w = n(row.width);
  const h = n(row.height);
  const pieces =
    row.piecesNumber === undefined || row.piecesNumber === null ? 1 : n(row.piecesNumber);
  if (![l, w, h, pieces].every((x) => Number.isFinite(x) && x > 0)) return null;
  // Integer arithmetic on hundredths of a centimetre keeps the result exact to 0.001 m³.
  const cents = (x: number) => BigInt(Math.round(x * 100));
  const micro = cents(l) * cents(w) * cents(h) * BigInt(Math.round(pieces));
  // micro is in (cm/100)³ = 1e-6 cm³; 1 m³ = 1e6 cm³ → m³ = micro / 1e12; round to 0.001.
  const thousandths = (micro + 500_000_000n) / 1_000_000_000n;
  const whole = thousandths / 1000n;
  const fraction = String(thousandths % 1000n).padStart(3, '0');
  return `${whole}.${fraction}`;
}

const legVehicleFields = [
  f.dict('vehicleRequirement', '车辆要求', 'CLYQ'),
  f.dict('vehicleType', '车型', 'CLLX', { required: true }),
  f.int('vehicleCount', '车辆数', { min: 1, max: 99, default: 1 }),
  f.string('driverName', '司机', 30),
  f.string('driverPhone', '司机电话', 20, { pattern: 'phoneOrFax' }),
  f.string('plateNumber', '车牌号', 20),
  f.string('remark', '备注', 200),
];

export const domesticTrade: OrderTypeDecl = {
  name: 'domesticTrade',
  typeName: 'DomesticTradeOrder',
  opName: 'DomesticTrade',
  label: '内贸业务',
  description: 'A domestic trade (tuodan) order with delivery legs',
  controller: 'tbDomesticTradeBusiness',
  encoding: 'json',
  route: '/action/domestictrade',
  shippingType: 'ZYLX_NMYW',
  nodeCategory: 'NMYW',
  statusCategory: 'NM_DDZT',
  statuses: {
    draft: 'NM_DDZT_CG',
    accepted: 'NM_DDZT_YJD',
    completed: 'NM_DDZT_YWC',
    cancelled: 'NM_DDZT_YQX',
  },
  table: 'tb_domestic_trade_business',
  orderCode: { prefix: 'NMYW', digits: 4 },
  createAction: 'insertTuodan',
  backAction: 'updateCancel',
  stepAfterSave: 'next',
  changeOrder: false,
  fields,
  subLists: [
    {
      name: 'cargoSizeList',
      label: '货物尺寸',
      typeName: 'CargoSize',
      table: 'tb_domestic_trade_business_cargo_size',
      max: 50,
      fields: [
        side('length', '长(CM)'),
        side('width', '宽(CM)'),
        side('height', '高(CM)'),
        f.int('piecesNumber', '件数', { required: true, min: 1, max: 99_999_999 }),
        f.decimal('volumn', '体积(CBM)', 14, 3, { readOnly: true }),
      ],
      computed: { field: 'volumn', compute: cargoVolume },
    },
    {
      name: 'boxList',
      label: '箱型箱量',
      typeName: 'Box',
      table: 'tb_domestic_trade_business_box',
      max: 20,
      fields: [
        f.dict('boxType', '箱型', 'XX', { required: true }),
        f.int('boxNumber', '箱量', { required: true, min: 1, max: 999 }),
      ],
      requiredWhen: { field: 'shippingModeId', code: 'ZYFS_FCL', message: '整箱请填写箱型箱量' },
    },
    {
      name: 'companyList',
      label: '配送车队',
      typeName: 'DeliveryLeg',
      table: 'tb_domestic_trade_business_transport_company',
      max: 20,
      keepsOrderCode: true,
      fields: [
        {
          ...f.ref('transportCompanyId', '车队', 'supplier', { required: true }),
          refFilter: supplierOf('GSLX_CD', '所选车队不是承运商类型的供应商'),
        },
        f.dict('deliveryMethods', '送货方式', 'SHFS'),
        f.date('pickupDate', '提货日期', { required: true }),
        f.date('deliveryDate', '送货日期'),
        f.ref('storeAddressId', '装货地址', 'transportAddress', { required: true }),
        f.string('storeContact', '装货联系人', 50),
        f.string('storePhone', '装货联系电话', 20, { pattern: 'phoneOrFax' }),
        f.string('vesselVoyage', '船名航次', 100),
        f.string('billOfLadingCode', '提单号', 50),
        f.string('entryNumber', '进仓编号', 50),
        f.string('requirements', '运输要求', 500),
        f.int('totalPiecesNumber', '总件数', { min: 0, max: 99_999_999 }),
        weight('totalGrossWeight', '总毛重(KGS)'),
        weight('totalVolume', '总体积(CBM)'),
        f.string('remark', '备注', 500),
      ],
      jsonLists: [
        {
          name: 'vehicleJson',
          graphqlName: 'vehicles',
          label: '车辆',
          typeName: 'LegVehicle',
          fields: legVehicleFields,
          max: 20,
        },
      ],
    },
  ],
  nodes: [
    {
      code: 'NMYW_TUODAN',
      key: 'booking',
      label: '托单',
      save: 'updateTuodan',
      status: 'NM_DDZT_YJD',
      fields: [
        'isDraft',
        'clientId',
        'salesId',
        'operationUnitsId',
        'csrId',
        'contactId',
        'contact',
        'contactPhone',
        'bookingAgentId',
        'shippingModeId',
        'departurePortId',
        'transitPortId',
        'destinationPortId',
        'routeId',
        'internalTypeId',
        'estimatedSailingDate',
        'cargoAttributeId',
        'piecesNumber',
        'grossWeight',
        'packageId',
        'volume',
        'chineseName',
        'englishName',
        'entryNumber',
        'contractReferenceNo',
        'isDelivery',
        'orderRemark',
      ],
      subLists: ['cargoSizeList', 'boxList'],
      required: ['clientId', 'shippingModeId', 'departurePortId', 'destinationPortId', 'csrId'],
    },
    {
      code: 'NMYW_PEISONG',
      key: 'delivery',
      label: '配送',
      save: 'updatePeisong',
      status: 'NM_DDZT_YSZ',
      fields: [],
      subLists: ['companyList'],
    },
    {
      code: 'NMYW_SHIJI',
      key: 'actuals',
      label: '实际信息',
      save: 'updateShiji',
      status: 'NM_DDZT_YDD',
      fields: ['actualSailingDate', 'actualArriveDate', 'deliveryDate', 'actualRemark'],
      required: ['actualSailingDate'],
    },
    { code: 'NMYW_FY', key: 'fees', label: '费用', save: 'updateFY', fields: [] },
    {
      code: 'NMYW_WJ',
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
    'chineseName',
    'piecesNumber',
    'estimatedSailingDate',
    'actualSailingDate',
    'salesId',
    'csrId',
    'createDate',
  ],
  copyNodes: ['NMYW_TUODAN'],
  lines: [
    {
      controller: 'tbDomesticTradeBusinessTransportCompany',
      subList: 'companyList',
      actions: ['insert', 'update', 'listAll', 'findByPK', 'delete'],
    },
  ],
  statementHeader: ['clientId', 'departurePortId', 'destinationPortId', 'estimatedSailingDate'],
  documents: [
    { action: 'downloadWorkSheet', format: 'xlsx', kind: 'WORK_SHEET', label: '工作单' },
    { action: 'downloadWorkSheetPdf', format: 'pdf', kind: 'WORK_SHEET', label: '工作单' },
    { action: 'downloadDispatch', format: 'xlsx', kind: 'DISPATCH_LIST', label: '派送单' },
    { action: 'downloadDispatchPdf', format: 'pdf', kind: 'DISPATCH_LIST', label: '派送单' },
  ],
  listExport: 'pageAllExcel',
  check: (r) => {
    // Dates as YYYY-MM-DD text; a blank form value is no date.
    const date = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
    const sail = date(r.actualSailingDate);
    const arrive = date(r.actualArriveDate);
    if (sail && arrive && arrive < sail) {
      return { field: 'actualArriveDate', message: '实际到港日期不能早于实际开船日期' };
    }
    return undefined;
  },
};
