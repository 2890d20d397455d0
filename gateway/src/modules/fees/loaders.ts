// The fees module's per-request loaders, also read ahead by the order page (orders/resolvers.ts).
import { defineLoader } from '../../context.ts';
import { toOrderFees, type OrderFeesModel, type RestOrderFees } from './models.ts';

export interface OrderFeesKey {
  orderCode: string;
  /** The client's credit asked with the lines (`fees { clientCredit }`): one call, not two in a row. */
  credit: boolean;
}

/**
 * Both sides of an order with totals: tbAp/findOrderCode, once per order and request (the first
 * load of an order says whether its client's credit comes along).
 */
export const orderFeesLoader = defineLoader<OrderFeesKey, OrderFeesModel>(
  'fees.orderFees',
  (ctx, keys) =>
    Promise.all(
      keys.map(async ({ orderCode, credit }) =>
        toOrderFees(
          await ctx.rest.call<RestOrderFees>(
            'tbAp/findOrderCode',
            credit ? { orderCode, withCredit: 'Y' } : { orderCode },
          ),
        ),
      ),
    ),
  (key) => key.orderCode,
);
