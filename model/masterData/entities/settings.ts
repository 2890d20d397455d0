// How work is organised: workflow nodes per shipping type with their staff, and the business
// dictionaries every coded field takes its values from.
import { f } from '../define.ts';
import type { EntityDecl } from '../types.ts';

export const workflowNode: EntityDecl = {
  name: 'workflowNode',
  typeName: 'WorkflowNode',
  pluralName: 'workflowNodes',
  label: '作业节点',
  description: 'A workflow node of a shipping type and the staff who operate it',
  controller: 'tbShippingType',
  table: 'tb_shipping_type',
  route: '/basic/node',
  scope: 'org',
  titleField: 'nodeName',
  orderBy: ['shipping_type', 'sort_id', 'id'],
  fields: [
    f.dict('shippingType', '作业类型', 'ZYLX', { required: true, list: true, search: 'eq' }),
    f.string('nodeCode', '节点编码', 50, { required: true, list: true, search: 'eq' }),
    f.string('nodeName', '节点名称', 50, { required: true, list: true, search: 'like' }),
    f.int('sortId', '排序', { min: 0, max: 9999, default: 0, list: true }),
  ],
  subLists: [
    {
      name: 'users',
      label: '操作人员',
      typeName: 'User',
      table: 'tb_shipping_type_node_user_mapping',
      max: 200,
      fields: [f.user('userId', '操作人员', { required: true })],
    },
  ],
  uniques: [{ fields: ['shippingType', 'nodeCode'], message: '该作业类型下已有此节点' }],
  actions: ['pageAll', 'findByPK', 'insert', 'update'],
};

export const dict: EntityDecl = {
  name: 'dict',
  typeName: 'Dict',
  pluralName: 'dicts',
  label: '业务字典',
  description: 'An entry of a business dictionary category',
  controller: 'tbDict',
  table: 'tb_dict',
  route: '/basic/bizdict',
  scope: 'global',
  titleField: 'dictName',
  orderBy: ['category_code', 'sort_id', 'id'],
  fields: [
    f.string('categoryCode', '字典类别', 50, {
      required: true,
      list: true,
      search: 'eq',
      column: 'category_code',
      example: 'ZYLX',
    }),
    f.string('dictCode', '字典编码', 50, {
      required: true,
      list: true,
      search: 'like',
      keyword: true,
    }),
    f.string('dictName', '字典名称', 100, {
      required: true,
      list: true,
      search: 'like',
      keyword: true,
    }),
    f.int('sortId', '排序', { min: 0, max: 99999, default: 0, list: true }),
    f.string('remark', '备注', 500, { list: true }),
    f.status(),
  ],
  uniques: [{ fields: ['categoryCode', 'dictCode'], message: '该类别下已有此字典编码' }],
  actions: ['pageAll', 'findByPK', 'insert', 'update', 'updateStatus', 'delete'],
  extraActions: ['getDictByTypeId', 'getGroupDictByTypeId', 'listDictByCode'],
};

export const dictCategory: EntityDecl = {
  name: 'dictCategory',
  typeName: 'DictCategory',
  pluralName: 'dictCategories',
  label: '字典类别',
  description: 'A business dictionary category (ZYLX, GSLX…)',
  controller: 'tbDictCategory',
  table: 'tb_dict_category',
  route: null,
  scope: 'global',
  titleField: 'name',
  orderBy: ['code'],
  noUpdatedAt: true,
  fields: [
    f.string('code', '类别编码', 50, { required: true, list: true, keyword: true, unique: true }),
    f.string('name', '类别名称', 100, { required: true, list: true, keyword: true }),
  ],
  actions: ['findByPK', 'listAll'],
};
