// Pieces the import order types share: reference filters, weights, the customs broker and its
// contact, inspections with their date and remark, and money with its currency.
import { f } from '../masterData/define.ts';
import type { OrderField } from './types.ts';

export const supplierOf = (code: string, message: string) => ({
  field: 'typeIdList',
  code,
  message,
});
export const addressOf = (code: string, message: string) => ({
  field: 'addressType',
  code,
  message,
});

export const weight = (name: string, label: string) => f.decimal(name, label, 14, 3, { min: '0' });

/** A yes/no flag kept as 1/0 (the import screens' convention) with its name answered beside it. */
export const yesNo = (name: string, label: string): OrderField => ({
  ...f.flag(name, label, { values: ['1', '0'], default: false }),
  named: true,
});

/** A broker (报关行 of type GSLX_BGH) and its contact: id, name, tel, e-mail. */
export function brokerFields(base: string, label: string, contactLabel: string): OrderField[] {
  return [
    {
      ...f.ref(`${base}Id`, label, 'supplier'),
      refFilter: supplierOf('GSLX_BGH', `所选${label}不是报关行类型的供应商`),
    },
    f.int(`${base}ContactId`, `${contactLabel}编号`, { min: 1 }),
    f.string(`${base}ContactName`, contactLabel, 50),
    f.string(`${base}ContactTel`, `${contactLabel}电话`, 20, { pattern: 'phoneOrFax' }),
    f.string(`${base}ContactEmail`, `${contactLabel}邮箱`, 100, { pattern: 'email' }),
  ];
}

/** An inspection: the flag, its date and its remark (isCustomsInspection, customsInspectionDate…). */
export function inspection(base: string, label: string): OrderField[] {
  const cap = base.charAt(0).toUpperCase() + base.slice(1);
  return [
    f.flag(`is${cap}Inspection`, label, { default: false }),
    f.date(`${base}InspectionDate`, `${label}日期`),
    f.string(`${base}InspectionRemark`, `${label}备注`, 500),
  ];
}

/** An amount with its currency (FYBZ, default '3' 人民币): freightFee and freightFeeCode. */
export function money(base: string, label: string): OrderField[] {
  return [
    f.decimal(base, label, 14, 2, {
      min: '0',
      unit: `in the currency given by ${base}Code (FYBZ, default 3 人民币)`,
    }),
    f.dict(`${base}Code`, `${label}币种`, 'FYBZ', { default: '3' }),
  ];
}

/** Names of the fields the helpers above make, for node field lists. */
export const names = (fields: readonly OrderField[]): string[] => fields.map((x) => x.name);
