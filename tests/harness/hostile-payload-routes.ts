import type { PayloadRoute } from './hostile-payload-types.ts';
import { PRICE_PAYLOAD_ROUTES } from './hostile-payload-routes-prices.ts';
import { STOCK_SALE_PAYLOAD_ROUTES } from './hostile-payload-routes-stock-sales.ts';
import { VIEW_BUYLIST_TILL_PAYLOAD_ROUTES } from './hostile-payload-routes-views-buylists-tills.ts';

/**
 * Each extension command that reads a JSON body, as data for the semantic hostile payloads
 * (`hostile-payloads.ts`): a request it accepts for the shop the test sets up, the kind and
 * bounds of each field, and the ids of other records that would fit where its own ids are
 * (`hostile-payload-types.ts` says how each is described). In the order the test sends them: a later
 * one may rely on an earlier one's valid request.
 */
export const PAYLOAD_ROUTES: PayloadRoute[] = [
	...STOCK_SALE_PAYLOAD_ROUTES,
	...PRICE_PAYLOAD_ROUTES,
	...VIEW_BUYLIST_TILL_PAYLOAD_ROUTES,
];
