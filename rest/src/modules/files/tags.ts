// What a stored file belongs to. The order and node tags name folders of a zip and files of an
// order page, so they must name records that exist: an order of a type the order engine knows, in
// the grant's organisation, and one of that organisation's workflow nodes (of the order's type).
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';
import { str } from '../../http/body.ts';
import type { Body } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import { orderTypeByShippingType } from '../../../../model/orders/index.ts';
import { orderRegistry } from '../orders/registry.ts';

export interface FileTags {
  orderCode?: string;
  nodeCode?: string;
  companyId?: string;
  shippingType?: string;
  attachmentType?: string;
}

const TAG_FIELDS = [
  ['orderCode', '订单号'],
  ['nodeCode', '节点'],
  ['companyId', '公司'],
  ['shippingType', '业务类型'],
  ['attachmentType', '附件类型'],
] as const;

export const ORDER_NOT_FOUND = '订单不存在';
export const NODE_NOT_FOUND = '节点不存在';
export const SHIPPING_TYPE_MISMATCH = '业务类型与订单不符';
export const SHIPPING_TYPE_NOT_FOUND = '业务类型不存在';
export const ATTACHMENT_TYPE_NOT_FOUND = '附件类型不存在';

/** The tags of a request as sent, trimmed, each at most 64 characters. */
export function tagsOf(body: Body): FileTags {
  const tags: FileTags = {};
  for (const [name, label] of TAG_FIELDS) {
    const value = str(body, name)?.trim();
    if (!value) continue;
    if (value.length > 64) throw fail.badRequest(`${label}不能超过64个字符`, name);
    tags[name] = value;
  }
  return tags;
}

/**
 * The tags checked against the organisation's records: 400 on the field that names nothing. The
 * order decides the shipping type (sent, it must agree); a node must be one of the organisation's
 * nodes of that type.
 */
export async function checkTags(db: Db, orgId: number, tags: FileTags): Promise<FileTags> {
  const checked: FileTags = {};
  for (const [name] of TAG_FIELDS) if (tags[name]) checked[name] = tags[name];
  if (tags.orderCode) {
    const order = await orderRegistry.findOrder(db, orgId, tags.orderCode);
    if (!order) throw fail.badRequest(ORDER_NOT_FOUND, 'orderCode');
    if (tags.shippingType && tags.shippingType !== order.orderType) {
      throw fail.badRequest(SHIPPING_TYPE_MISMATCH, 'shippingType');
    }
    checked.shippingType = order.orderType;
    // A type that declares its attachment types takes only those.
    const declared = orderTypeByShippingType(order.orderType)?.nodes.find(
      (n) => n.attachmentTypes,
    )?.attachmentTypes;
    if (declared && tags.attachmentType && !declared.includes(tags.attachmentType)) {
      throw fail.badRequest(ATTACHMENT_TYPE_NOT_FOUND, 'attachmentType');
    }
  } else if (tags.shippingType) {
    const { rows } = await sql`select 1 from tb_dict
      where category_code = 'ZYLX' and dict_code = ${tags.shippingType}`.execute(db);
    if (rows.length === 0) throw fail.badRequest(SHIPPING_TYPE_NOT_FOUND, 'shippingType');
  }
  if (tags.nodeCode) {
    const ofType = checked.shippingType ? sql`and shipping_type = ${checked.shippingType}` : sql``;
    const { rows } = await sql`select 1 from tb_shipping_type
      where org_id = ${orgId} and node_code = ${tags.nodeCode} ${ofType} limit 1`.execute(db);
    if (rows.length === 0) throw fail.badRequest(NODE_NOT_FOUND, 'nodeCode');
  }
  return checked;
}
