// What an order's findByPK answers beside the order when asked (`embed=fees,files`): what another
// read of the same order answers, so an order page with its fees and files is one call to rest
// rather than three. Each part is that call's own answer to the same caller, with that call's
// checks; a part the caller could not read on its own is left out (and so is asked on its own,
// and refused there as before). The company's own back end does not know the parameter: its
// answer carries no `embedded`, and the gateway reads each part on its own.
import type { EndpointPath } from '../endpoints.ts';

/** Each part, and the call whose answer it is (sent `orderCode`, and `withCredit` for fees). */
export const orderEmbeds = {
  fees: 'tbAp/findOrderCode',
  files: 'tbFile/listAll',
} as const satisfies Record<string, EndpointPath>;

export type OrderEmbed = keyof typeof orderEmbeds;

export const orderEmbedNames = Object.keys(orderEmbeds) as OrderEmbed[];

export function isOrderEmbed(name: string): name is OrderEmbed {
  return Object.hasOwn(orderEmbeds, name);
}

/** The findByPK parameter naming the parts, comma-separated. */
export const ORDER_EMBED_PARAM = 'embed';

/** The key of the order's answer that holds the parts answered: `{fees?, files?}`. */
export const ORDER_EMBEDDED_KEY = 'embedded';
