// The filters of a statement request, read and checked once. The organisation is not among them:
// it is always the session's.
import type { StatementDecl, StatementFilterName } from '../../../../model/statements/index.ts';
import { orderTypeByShippingType } from '../../../../model/orders/index.ts';
import { businessDate } from '../../../../model/businessDate.ts';
import type { Body } from '../../http/body.ts';
import { dateField, int, str } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';

export interface StatementFilters {
  orgId: number;
  dateFrom?: string;
  dateTo?: string;
  /** The day aging is computed at; today in China by default. */
  asOf: string;
  clientId?: number;
  supplierId?: number;
  orderType?: string;
  currency?: string;
  salesId?: number;
  orderCode?: string;
  invoiceNo?: string;
  /** Read the lines and orders themselves, never a roll-up (tests compare the two; no request sets it). */
  direct?: boolean;
  /**
   * Never read from a request: only the orders `userId` handles (orders/handledBy.ts), of the
   * order types they may open. The dashboard's figures read a report over the caller's orders.
   */
  handledBy?: { userId: number; orderTypes: readonly string[] };
}

function idOf(body: Body, name: string, label: string): number | undefined {
  const value = int(body, name, `${label}不存在`);
  if (value !== undefined && value <= 0) throw fail.badRequest(`${label}不存在`, name);
  return value;
}

function textOf(body: Body, name: string, label: string, max: number): string | undefined {
  const value = str(body, name)?.trim();
  if (!value) return undefined;
  if (value.length > max) throw fail.badRequest(`${label}最多${max}个字符`, name);
  return value;
}

/** Reads the filters the report offers; a filter it does not offer is refused, not ignored. */
export function readFilters(decl: StatementDecl, body: Body, orgId: number): StatementFilters {
  const offered = new Set<StatementFilterName>(decl.filters);
  const filters: StatementFilters = { orgId, asOf: businessDate() };
  const want = (name: StatementFilterName): boolean => {
    if (body[name] === undefined || body[name] === null) return false;
    if (!offered.has(name)) throw fail.badRequest(`${decl.title}不支持按 ${name} 筛选`, name);
    return true;
  };
  if (want('dateFrom')) filters.dateFrom = dateField(body, 'dateFrom', '开始日期');
  if (want('dateTo')) filters.dateTo = dateField(body, 'dateTo', '结束日期');
  if (filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo) {
    throw fail.badRequest('开始日期不能晚于结束日期', 'dateFrom');
  }
  if (want('asOf')) filters.asOf = dateField(body, 'asOf', '截止日期') ?? filters.asOf;
  if (want('clientId')) filters.clientId = idOf(body, 'clientId', '客户');
  if (want('supplierId')) filters.supplierId = idOf(body, 'supplierId', '供应商');
  if (want('salesId')) filters.salesId = idOf(body, 'salesId', '销售');
  if (want('orderType')) {
    const type = textOf(body, 'orderType', '业务类型', 32);
    if (type && !orderTypeByShippingType(type)) {
      throw fail.badRequest(`业务类型不存在：${type}`, 'orderType');
    }
    filters.orderType = type;
  }
  if (want('currency')) filters.currency = textOf(body, 'currency', '币种', 50);
  if (want('orderCode')) filters.orderCode = textOf(body, 'orderCode', '订单号', 64);
  if (want('invoiceNo')) filters.invoiceNo = textOf(body, 'invoiceNo', '发票号', 64);
  return filters;
}
