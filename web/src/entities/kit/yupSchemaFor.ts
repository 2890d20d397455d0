import * as yup from 'yup';
import { dateSchema } from '../../components/form/dateSchema.ts';
import { patternMessage, patterns } from '../../../../model/masterData/patterns.ts';
import type { Field, SubList } from '../../../../model/masterData/types.ts';
import { centsToDecimal, isDecimalText, toScaled } from '../../components/form/decimal.ts';

/** Kinds typed in (请输入…); the others are chosen (请选择…). */
const typedKinds = new Set<Field['kind']>(['string', 'text', 'int', 'decimal', 'cents']);

export function requiredMessage(field: Field): string {
  return `${typedKinds.has(field.kind) ? '请输入' : '请选择'}${field.label}`;
}

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** Decimal text checked without floats: format, decimals, integer digits, bounds. */
function decimalSchema(
  label: string,
  scale: number,
  integerDigits: number | undefined,
  min: string | undefined,
  max: string | undefined,
) {
  return yup
    .string()
    .nullable()
    .test('decimal', `${label}必须是数字`, (v) => blank(v) || isDecimalText(v ?? ''))
    .test('scale', `${label}最多${scale}位小数`, (v) => {
      if (blank(v)) return true;
      const fraction = (v ?? '').split('.')[1] ?? '';
      return fraction.replace(/0+$/, '').length <= scale;
    })
    .test('digits', `${label}整数部分最多${integerDigits ?? 0}位`, (v) => {
      if (blank(v) || integerDigits === undefined) return true;
      const whole = (v ?? '').replace(/^[+-]/, '').split('.')[0] ?? '';
      return whole.replace(/^0+/, '').length <= integerDigits;
    })
    .test('min', `${label}不能小于${min ?? ''}`, (v) => {
      if (blank(v) || min === undefined || !isDecimalText(v ?? '')) return true;
      return (toScaled(v ?? '', scale) ?? 0n) >= (toScaled(min, scale) ?? 0n);
    })
    .test('max', `${label}不能大于${max ?? ''}`, (v) => {
      if (blank(v) || max === undefined || !isDecimalText(v ?? '')) return true;
      return (toScaled(v ?? '', scale) ?? 0n) <= (toScaled(max, scale) ?? 0n);
    });
}

/** One field's rule, messages in the words of the form. */
export function fieldSchema(field: Field): yup.AnySchema {
  const { label } = field;
  const required = field.required === true && field.readOnly !== true;
  switch (field.kind) {
    case 'string':
    case 'text': {
      let s = yup.string().nullable().max(field.max, `${label}不能超过${field.max}个字符`);
      if (field.min !== undefined) {
        const min = field.min;
        s = s.test(
          'min',
          `${label}不能少于${min}个字符`,
          (v) => blank(v) || (v ?? '').length >= min,
        );
      }
      if (field.pattern) {
        const { regex } = patterns[field.pattern];
        s = s.test(
          'pattern',
          patternMessage(field.pattern, label),
          (v) => blank(v) || regex.test(v ?? ''),
        );
      }
      return required ? s.required(requiredMessage(field)) : s;
    }
    case 'int': {
      let s = yup
        .number()
        .transform((value: number, original: unknown) => (original === '' ? null : value))
        .nullable()
        .typeError(`${label}必须是整数`)
        .integer(`${label}必须是整数`);
      if (field.min !== undefined) s = s.min(field.min, `${label}不能小于${field.min}`);
      if (field.max !== undefined) s = s.max(field.max, `${label}不能大于${field.max}`);
      return required ? s.required(requiredMessage(field)) : s;
    }
    case 'decimal': {
      const s = decimalSchema(
        label,
        field.scale,
        field.precision - field.scale,
        field.min,
        field.max,
      );
      return required ? s.required(requiredMessage(field)) : s;
    }
    case 'cents': {
      // Shown in yuan; the bound is in cents.
      const min = field.min === undefined ? undefined : centsToDecimal(field.min);
      const s = decimalSchema(label, 2, 16, min, undefined);
      return required ? s.required(requiredMessage(field)) : s;
    }
    case 'dict':
      if (field.multiple) {
        const s = yup.array().of(yup.string().required()).nullable();
        return required ? s.min(1, requiredMessage(field)).required(requiredMessage(field)) : s;
      }
      return required
        ? yup.string().nullable().required(requiredMessage(field))
        : yup.string().nullable();
    case 'date': {
      const s = dateSchema(label).nullable();
      return required ? s.required(requiredMessage(field)) : s;
    }
    case 'flag':
    case 'status':
    case 'ref':
    case 'user':
    default: {
      const s = yup.string().nullable();
      return required ? s.required(requiredMessage(field)) : s;
    }
  }
}

/**
 * The form's yup schema from the declaration: required, lengths, numbers and the shared patterns
 * with their messages (model/masterData/patterns.ts is the one source of both). Fields set by the
 * server (readOnly) are not checked.
 */
export function yupSchemaFor(
  fields: readonly Field[],
  subLists: readonly SubList[] = [],
): yup.ObjectSchema<Record<string, unknown>> {
  const shape: Record<string, yup.AnySchema> = {};
  for (const field of fields) if (!field.readOnly) shape[field.name] = fieldSchema(field);
  for (const sub of subLists) {
    let list = yup.array().of(yupSchemaFor(sub.fields)).nullable();
    if (sub.max !== undefined) list = list.max(sub.max, `${sub.label}最多${sub.max}条`);
    shape[sub.name] = list;
  }
  return yup.object(shape);
}
