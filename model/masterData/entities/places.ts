// Where goods are picked up and delivered: transport addresses, sender/receiver/notifier
// addresses, routes and their flight or sailing schedules.
import { f } from '../define.ts';
import type { EntityDecl } from '../types.ts';

export const transportAddress: EntityDecl = {
  name: 'transportAddress',
  typeName: 'TransportAddress',
  pluralName: 'transportAddresses',
  label: '运输地址',
  description: 'A pick-up or delivery address for trucking',
  controller: 'tbTransportation',
  table: 'tb_transportation',
  route: '/basic/transport',
  scope: 'org',
  titleField: 'address',
  fields: [
    f.string('province', '省份', 50, { required: true, list: true, search: 'eq' }),
    f.string('city', '城市', 50, { required: true, list: true, search: 'eq' }),
    f.string('district', '区县', 50, { list: true }),
    f.string('address', '详细地址', 200, {
      required: true,
      list: true,
      search: 'like',
      keyword: true,
    }),
    f.string('zipCode', '邮编', 10, { pattern: 'digits' }),
    f.string('contact', '联系人', 50, { list: true, keyword: true }),
    f.string('phone', '联系电话', 20, { pattern: 'phoneOrFax', list: true }),
    f.flag('isDeparture', '起运地', { default: false, list: true, search: 'eq' }),
    f.flag('isDestination', '目的地', { default: false, list: true, search: 'eq' }),
    f.flag('isAbroad', '境外地址', { values: ['1', '0'], default: false }),
    f.status(),
  ],
  subLists: [
    {
      name: 'contactList',
      label: '联系人',
      typeName: 'Contact',
      table: 'tb_transportation_contact',
      max: 50,
      fields: [
        f.string('contact', '联系人', 50, { required: true }),
        f.string('phone', '联系电话', 20, { required: true, pattern: 'phoneOrFax' }),
      ],
    },
  ],
  actions: ['pageAll', 'findByPK', 'insert', 'update', 'updateStatus', 'delete', 'listAll'],
  validations: [
    {
      action: 'getTransportationValidate',
      fields: ['province', 'city', 'district', 'address'],
      message: '该运输地址已存在',
    },
  ],
};

export const address: EntityDecl = {
  name: 'address',
  typeName: 'Address',
  pluralName: 'addresses',
  label: '地址',
  description: 'A sender, receiver or notifier address for documents',
  controller: 'tbAdderss',
  table: 'tb_adderss',
  route: '/basic/address',
  scope: 'group',
  titleField: 'addressDetail',
  fields: [
    f.dict('shippingType', '作业类型', 'ZYLX', { required: true, list: true, search: 'eq' }),
    f.dict('addressType', '地址类型', 'DZLX', { required: true, list: true, search: 'eq' }),
    f.text('addressDetail', '地址详情', 500, {
      required: true,
      list: true,
      search: 'like',
      keyword: true,
    }),
    f.string('aeoCode', 'AEO编码', 30, { pattern: 'alnum', list: true }),
    f.status(),
  ],
  subLists: [
    {
      name: 'codeList',
      label: '企业代码',
      typeName: 'Code',
      table: 'tb_adderss_code',
      max: 20,
      fields: [
        f.string('codeType', '代码类型', 30, { required: true }),
        f.string('codeValue', '代码', 50, { required: true }),
      ],
    },
  ],
  // The seeds give addresses listGroupAll only: the pickers offer the whole group's.
  actions: ['pageAll', 'findByPK', 'insert', 'update', 'updateStatus', 'delete', 'listGroupAll'],
  validations: [
    {
      action: 'getAdderssValidate',
      fields: ['shippingType', 'addressType', 'addressDetail'],
      message: '该地址已存在',
    },
  ],
};

export const route: EntityDecl = {
  name: 'route',
  typeName: 'Route',
  pluralName: 'routes',
  label: '航线',
  description: 'A shipping route or airline between ports',
  controller: 'tbRoute',
  table: 'tb_route',
  route: '/basic/airline',
  scope: 'group',
  titleField: 'routeName',
  fields: [
    f.dict('shippingType', '作业类型', 'ZYLX', { required: true, list: true, search: 'eq' }),
    f.string('routeName', '航线名称', 100, {
      required: true,
      list: true,
      search: 'like',
      keyword: true,
      unique: true,
    }),
    f.string('country', '国家', 50, { list: true, search: 'like' }),
    f.string('departurePort', '起运港', 50, { required: true, list: true, keyword: true }),
    f.string('transitPort', '中转港', 50, { list: true }),
    f.string('destinationPort', '目的港', 50, { required: true, list: true, keyword: true }),
    f.status(),
  ],
  actions: [
    'pageAll',
    'findByPK',
    'insert',
    'update',
    'updateStatus',
    'delete',
    'listAll',
    'listGroupAll',
  ],
};

function amount(name: string, label: string) {
  return f.decimal(name, label, 12, 2, {
    min: '0',
    unit: 'a price as entered; the record keeps no currency of its own',
  });
}

export const flightVoyage: EntityDecl = {
  name: 'flightVoyage',
  typeName: 'FlightVoyage',
  pluralName: 'flightVoyages',
  label: '航班航次',
  description: 'The flight or sailing schedule and cabinet prices of a route',
  controller: 'tbRouteFlight',
  table: 'tb_route_flight',
  route: '/basic/voyage',
  scope: 'org',
  titleField: 'flightPeriod',
  fields: [
    f.ref('routeId', '航线', 'route', { required: true, list: true, search: 'eq' }),
    f.flag('isFlightPeriod', '按航班', { default: false, list: true }),
    f.string('flightPeriod', '航班日', 20, { pattern: 'weekdays', list: true }),
    f.flag('isShipPeriod', '按船期', { default: false, list: true }),
    f.string('shipPeriod', '船期', 20, { pattern: 'weekdays', list: true }),
    amount('flightCabinetAmount1', '航班舱位一价格'),
    amount('flightCabinetAmount2', '航班舱位二价格'),
    amount('flightCabinetAmount3', '航班舱位三价格'),
    amount('shipCabinetAmount1', '20GP价格'),
    amount('shipCabinetAmount2', '40GP价格'),
    amount('shipCabinetAmount3', '40HQ价格'),
    f.date('startDate', '开始日期', { required: true, list: true, search: 'range' }),
    f.date('endDate', '结束日期', { required: true, list: true }),
    f.status(),
  ],
  actions: ['pageAll', 'findByPK', 'insert', 'update', 'updateStatus', 'delete'],
  hooks: {
    check: (r) =>
      typeof r.startDate === 'string' && typeof r.endDate === 'string' && r.startDate > r.endDate
        ? { field: 'endDate', message: '结束日期不能早于开始日期' }
        : undefined,
  },
};
