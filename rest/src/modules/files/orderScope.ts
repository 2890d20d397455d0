// The document page filters files by order attributes (client, operation unit, sales, csr) that
// live on the orders, not on tb_file. Each order type registers how to find its order codes; the
// file queries then keep files whose order code is among them. Until an order type registers, a
// filter on those attributes matches no file (there is no order to match).
import type { RawBuilder } from 'kysely';

export interface FileOrderFilter {
  shippingType?: string;
  clientId?: string;
  operationUnitsId?: string;
  salesId?: string;
  csrId?: string;
}

export interface OrderFileSource {
  /** The order type's shipping type code (ZYLX_HYCK…). */
  shippingType: string;
  /**
   * A `select order_code from …` of the organisation's orders matching the filter's order
   * attributes (clientId, operationUnitsId, salesId, csrId; absent ones do not filter).
   */
  orderCodes(filter: FileOrderFilter, orgId: number): RawBuilder<unknown>;
}

const sources: OrderFileSource[] = [];

/** Called once per order type by the order engine. */
export function registerOrderFileSource(source: OrderFileSource): void {
  if (sources.some((s) => s.shippingType === source.shippingType)) {
    throw new Error(`订单类型 ${source.shippingType} 的文件来源已注册`);
  }
  sources.push(source);
}

export function orderFileSources(shippingType?: string): readonly OrderFileSource[] {
  return shippingType ? sources.filter((s) => s.shippingType === shippingType) : sources;
}

/** True when the filter names an attribute only orders have. */
export function needsOrders(filter: FileOrderFilter): boolean {
  return Boolean(filter.clientId || filter.operationUnitsId || filter.salesId || filter.csrId);
}
