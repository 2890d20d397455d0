// Credit control read once per client and request (an order's fees bring their client's along:
// fees/loaders.ts).
import { defineLoader } from '../../context.ts';
import type { RestClientCredit } from './models.ts';

/** A client's credit (tbCreditControl/findByClient), for reads only: writes change it. */
export const clientCreditLoader = defineLoader<number, RestClientCredit>(
  'settlements.clientCredit',
  (ctx, clientIds) =>
    Promise.all(
      clientIds.map((clientId) =>
        ctx.rest.call<RestClientCredit>('tbCreditControl/findByClient', { clientId }),
      ),
    ),
);
