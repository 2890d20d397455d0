// The fees module's per-request loaders, also read ahead by the order page (orders/resolvers.ts).
import { defineLoader } from '../../context.ts';
import { toOrderFees, type OrderFeesModel, type RestOrderFees } from './models.ts';

/** Both sides of an order with totals: tbAp/findOrderCode, once per order and request. */
export const orderFeesLoader = defineLoader<string, OrderFeesModel>(
  'fees.orderFees',
  (ctx, codes) =>
    Promise.all(
      codes.map(async (orderCode) =>
        toOrderFees(await ctx.rest.call<RestOrderFees>('tbAp/findOrderCode', { orderCode })),
      ),
    ),
);
