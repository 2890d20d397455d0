// Reference lists shared by everyone: Chinese provinces and cities, airports, countries, seaports.
// Read-only here; loaded with the demo data.
import { f } from '../define.ts';
import type { EntityDecl } from '../types.ts';

// The seeds name only listAll for these lists.
const readOnlyList = ['listAll'] as const;

export const city: EntityDecl = {
  name: 'city',
  typeName: 'City',
  pluralName: 'cities',
  label: '省市',
  description: 'A Chinese province or city (GB/T 2260)',
  controller: 'tbCity',
  table: 'tb_city',
  route: null,
  scope: 'global',
  titleField: 'name',
  listLimit: 50,
  orderBy: ['code'],
  noUpdatedAt: true,
  fields: [
    f.string('code', '行政区划代码', 6, { required: true, keyword: true, unique: true }),
    f.string('name', '名称', 50, { required: true, keyword: true }),
    f.string('parentCode', '上级代码', 6, { search: 'eq' }),
    f.int('level', '级别', { min: 1, max: 3, search: 'eq' }),
  ],
  actions: readOnlyList,
};

export const airport: EntityDecl = {
  name: 'airport',
  typeName: 'Airport',
  pluralName: 'airports',
  label: '机场',
  description: 'An airport by IATA code',
  controller: 'tbIata',
  table: 'tb_iata',
  route: null,
  scope: 'global',
  titleField: 'nameCn',
  codeField: 'iata',
  titleWithCode: true,
  listLimit: 50,
  orderBy: ['iata'],
  noUpdatedAt: true,
  fields: [
    f.string('iata', 'IATA三字码', 3, { required: true, keyword: true, unique: true }),
    f.string('nameEn', '英文名称', 100, { required: true, keyword: true }),
    f.string('nameCn', '中文名称', 100, { required: true, keyword: true }),
    f.string('city', '城市', 100, { keyword: true }),
    f.string('cityCn', '城市中文名', 100, { keyword: true }),
    f.string('countryCode', '国家代码', 2, { search: 'eq' }),
    f.string('countryCn', '国家', 100),
  ],
  actions: readOnlyList,
};

export const country: EntityDecl = {
  name: 'country',
  typeName: 'Country',
  pluralName: 'countries',
  label: '国家地区',
  description: 'A country or region (ISO 3166-1)',
  controller: 'tbParamsSix',
  table: 'tb_params_six',
  route: null,
  scope: 'global',
  titleField: 'nameCn',
  listLimit: 50,
  orderBy: ['code'],
  noUpdatedAt: true,
  fields: [
    f.string('code', '国家代码', 2, { required: true, keyword: true, unique: true }),
    f.string('nameEn', '英文名称', 100, { required: true, keyword: true }),
    f.string('nameCn', '中文名称', 100, { required: true, keyword: true }),
  ],
  actions: readOnlyList,
};

export const seaport: EntityDecl = {
  name: 'seaport',
  typeName: 'Seaport',
  pluralName: 'seaports',
  label: '港口',
  description: 'A seaport by UN/LOCODE',
  controller: 'tbParamPort',
  table: 'tb_param_port',
  route: null,
  scope: 'global',
  titleField: 'nameCn',
  listLimit: 50,
  orderBy: ['code'],
  noUpdatedAt: true,
  fields: [
    f.string('code', 'UN/LOCODE', 5, { required: true, keyword: true, unique: true }),
    f.string('nameEn', '英文名称', 100, { required: true, keyword: true }),
    f.string('nameCn', '中文名称', 100, { required: true, keyword: true }),
    f.string('countryCode', '国家代码', 2, { search: 'eq' }),
    f.string('countryCn', '国家', 100),
  ],
  actions: readOnlyList,
};
