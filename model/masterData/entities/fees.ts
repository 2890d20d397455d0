// What is charged: the fee-type catalogue, exchange rates to CNY and the fee price list.
import { f } from '../define.ts';
import type { EntityDecl } from '../types.ts';

/** FYBZ code of CNY: the default currency of fee fields and the conversion currency of rates. */
export const CNY = '3';
export const USD = '1';

export const feeType: EntityDecl = {
  name: 'feeType',
  typeName: 'FeeType',
  pluralName: 'feeTypes',
  label: '费用类型',
  description: 'A kind of fee (ocean freight, customs declaration…) and its default currency',
  controller: 'tbFeeType',
  table: 'tb_fee_type',
  route: '/basic/ffeetype',
  scope: 'org',
  titleField: 'feeName',
  fields: [
    f.string('feeCode', '费用编码', 20, {
      required: true,
      pattern: 'alnum',
      list: true,
      search: 'like',
      keyword: true,
      unique: true,
    }),
    f.string('feeName', '费用名称', 50, {
      required: true,
      list: true,
      search: 'like',
      keyword: true,
      unique: true,
    }),
    f.string('feeEnglishName', '英文名称', 100, { list: true, keyword: true }),
    f.dict('currencyId', '默认币种', 'FYBZ', { default: CNY, list: true }),
    f.flag('isCny', '人民币计费', { default: true, list: true }),
    f.flag('isUsd', '美元计费', { default: false, list: true }),
    f.flag('isPayable', '应付', { default: true, list: true, search: 'eq' }),
    f.flag('isReceivable', '应收', { default: true, list: true, search: 'eq' }),
    f.status(),
  ],
  actions: ['pageAll', 'findByPK', 'insert', 'update', 'delete', 'listAll'],
};

export const exchangeRate: EntityDecl = {
  name: 'exchangeRate',
  typeName: 'ExchangeRate',
  pluralName: 'exchangeRates',
  label: '汇率',
  description: 'The rate of a currency to CNY over a date range',
  controller: 'tbExchangeRate',
  table: 'tb_exchange_rate',
  route: '/basic/rate',
  scope: 'org',
  titleField: 'exchangeRate',
  orderBy: ['start_date desc', 'id desc'],
  fields: [
    f.dict('originalCurrency', '原币种', 'FYBZ', { required: true, list: true, search: 'eq' }),
    f.dict('exchangeCurrency', '折算币种', 'FYBZ', { default: CNY, list: true, search: 'eq' }),
    f.decimal('exchangeRate', '汇率', 14, 6, {
      required: true,
      min: '0.000001',
      list: true,
      unit: 'units of the 折算币种 (exchangeCurrency) for one unit of the 原币种 (originalCurrency)',
    }),
    f.date('startDate', '开始日期', { required: true, list: true, search: 'range' }),
    f.date('endDate', '结束日期', { required: true, list: true }),
    f.status(),
  ],
  actions: ['pageAll', 'findByPK', 'insert', 'update', 'updateStatus', 'delete'],
  extraActions: ['findCurRate'],
  hooks: {
    check(r) {
      if (r.originalCurrency !== undefined && r.originalCurrency === r.exchangeCurrency) {
        return { field: 'exchangeCurrency', message: '原币种与折算币种不能相同' };
      }
      if (typeof r.startDate === 'string' && typeof r.endDate === 'string') {
        if (r.startDate > r.endDate) {
          return { field: 'endDate', message: '结束日期不能早于开始日期' };
        }
      }
      return undefined;
    },
  },
};

export const feePrice: EntityDecl = {
  name: 'feePrice',
  typeName: 'FeePrice',
  pluralName: 'feePrices',
  label: '费用价格',
  description: 'The agreed price of a fee type from a supplier, kept in cents',
  controller: 'tbBaseFee',
  table: 'tb_base_fee',
  route: '/basic/fee',
  scope: 'org',
  titleField: 'feeName',
  fields: [
    f.ref('supplierId', '供应商', 'supplier', { list: true, search: 'eq' }),
    f.dict('shippingType', '作业类型', 'ZYLX', { required: true, list: true, search: 'eq' }),
    f.ref('feeTypeId', '费用类型', 'feeType', { required: true, list: true, search: 'eq' }),
    f.string('feeName', '费用名称', 100, { list: true, search: 'like', keyword: true }),
    f.cents('fee', '金额', {
      required: true,
      min: 0,
      list: true,
      unit: 'in the currency of currencyId (FYBZ)',
    }),
    f.dict('currencyId', '币种', 'FYBZ', { default: CNY, list: true }),
    f.status(),
  ],
  actions: ['pageAll', 'findByPK', 'insert', 'update', 'delete', 'listAll'],
};
