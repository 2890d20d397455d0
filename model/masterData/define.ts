// Short builders for declarations, so an entity file reads like its field list.
import type {
  CentsField,
  DateField,
  DecimalField,
  DictField,
  Field,
  FlagField,
  IntField,
  RefField,
  StatusField,
  StringField,
  UserField,
} from './types.ts';

type Opts<F> = Omit<F, 'kind' | 'name' | 'label'>;

export const f = {
  string: (
    name: string,
    label: string,
    max: number,
    o: Omit<Opts<StringField>, 'max'> = {},
  ): StringField => ({ kind: 'string', name, label, max, ...o }),
  text: (
    name: string,
    label: string,
    max: number,
    o: Omit<Opts<StringField>, 'max'> = {},
  ): StringField => ({ kind: 'text', name, label, max, ...o }),
  int: (name: string, label: string, o: Opts<IntField> = {}): IntField => ({
    kind: 'int',
    name,
    label,
    ...o,
  }),
  decimal: (
    name: string,
    label: string,
    precision: number,
    scale: number,
    o: Omit<Opts<DecimalField>, 'precision' | 'scale'> = {},
  ): DecimalField => ({ kind: 'decimal', name, label, precision, scale, ...o }),
  cents: (name: string, label: string, o: Opts<CentsField> = {}): CentsField => ({
    kind: 'cents',
    name,
    label,
    ...o,
  }),
  date: (name: string, label: string, o: Opts<DateField> = {}): DateField => ({
    kind: 'date',
    name,
    label,
    ...o,
  }),
  flag: (name: string, label: string, o: Opts<FlagField> = {}): FlagField => ({
    kind: 'flag',
    name,
    label,
    ...o,
  }),
  status: (o: Opts<StatusField> = {}): StatusField => ({
    kind: 'status',
    name: 'status',
    label: '状态',
    list: true,
    search: 'eq',
    ...o,
  }),
  dict: (
    name: string,
    label: string,
    category: string,
    o: Omit<Opts<DictField>, 'category'> = {},
  ): DictField => ({ kind: 'dict', name, label, category, ...o }),
  ref: (
    name: string,
    label: string,
    entity: string,
    o: Omit<Opts<RefField>, 'entity'> = {},
  ): RefField => ({ kind: 'ref', name, label, entity, ...o }),
  user: (name: string, label: string, o: Opts<UserField> = {}): UserField => ({
    kind: 'user',
    name,
    label,
    ...o,
  }),
};

/** The tax information clients and suppliers share (spec 1 section 3). */
export function taxFields(): Field[] {
  return [
    f.string('taxpayerIdentificationNumber', '纳税人识别号', 30, { pattern: 'alnum' }),
    f.dict('invoiceType', '发票类型', 'FPLX'),
    f.string('bankAccount', '开户账号', 40, { pattern: 'digits' }),
    f.string('registeredTel', '注册电话', 20, { pattern: 'phoneOrFax' }),
    f.string('bankName', '开户银行', 100),
    f.string('registeredAddress', '注册地址', 200),
    f.int('accountPeriod', '账期（天）', { min: 0, max: 365 }),
    f.decimal('taxRate', '税率（%）', 5, 2, { min: '0', max: '100' }),
  ];
}

/** snake_case of a camelCase name: customerName → customer_name. */
export function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/(\d+)/g, '_$1');
}

export function columnOf(field: Field): string {
  return field.column ?? snake(field.name);
}
