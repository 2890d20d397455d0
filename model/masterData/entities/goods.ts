// HS codes with their tax rates and declaration elements, shared by every organisation.
import { f } from '../define.ts';
import type { EntityDecl } from '../types.ts';

function rate(name: string, label: string) {
  return f.decimal(name, label, 7, 2, { min: '0', max: '1000' });
}

export const hsCode: EntityDecl = {
  name: 'hsCode',
  typeName: 'HsCode',
  pluralName: 'hsCodes',
  label: 'HS编码',
  description: 'A customs commodity code (HS code) with tax rates and declaration elements',
  controller: 'tbGoods',
  table: 'tb_goods',
  route: '/basic/hscode',
  scope: 'global',
  titleField: 'goodsName',
  orderBy: ['goods_no'],
  fields: [
    f.string('goodsNo', '商品编码', 10, {
      required: true,
      pattern: 'digits',
      min: 10,
      list: true,
      search: 'like',
      keyword: true,
      unique: true,
    }),
    f.string('ciqCode', '检验检疫编码', 3, { pattern: 'digits', list: true }),
    f.string('goodsName', '商品名称', 200, {
      required: true,
      list: true,
      search: 'like',
      keyword: true,
    }),
    f.text('goodsDescription', '中文描述', 1000),
    f.text('goodsEnglishDescription', '英文描述', 1000),
    f.text('declarationElement', '申报要素', 1000, { list: true }),
    f.string('legalUnit1', '第一法定单位', 20, { list: true }),
    f.string('legalUnit2', '第二法定单位', 20),
    rate('importTaxRate', '最惠国进口税率（%）'),
    rate('ordinaryTaxRate', '普通进口税率（%）'),
    rate('provisionalTaxRate', '暂定进口税率（%）'),
    rate('consumptionTaxRate', '消费税率（%）'),
    rate('exportTariffRate', '出口关税率（%）'),
    rate('exportRebateRate', '出口退税率（%）'),
    rate('vatRate', '增值税率（%）'),
    f.string('customsSupervisionConditions', '海关监管条件', 20, { list: true }),
    f.string('inspectionAndQuarantineCategory', '检验检疫类别', 20, { list: true }),
    f.text('labelContent', '标签内容', 1000),
  ],
  actions: ['pageAll', 'findByPK', 'insert', 'update', 'delete'],
  extraActions: ['findSelectValue'],
};
