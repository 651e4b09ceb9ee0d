// Every hostile-request route in one list, area after area, in the order the suite sends them.
import type { HostileRoute } from './hostile.ts';
import { DIRECTUS_ROUTES } from './hostile-routes-directus.ts';
import { IMPORT_REPORT_ROUTES } from './hostile-routes-imports-reports.ts';
import { STOCK_SALE_PRICE_ROUTES } from './hostile-routes-stock-sales-prices.ts';
import { VIEW_TILL_BUYLIST_ROUTES } from './hostile-routes-views-tills-buylists.ts';

/**
 * Every route Deckhand serves or guards, with what each reads (`HostileRoute`, in `hostile.ts`): the
 * hostile-request suite sends each of them malformed paths, queries and bodies. A new route is one
 * more line in the file of its area.
 */
export const HOSTILE_ROUTES: HostileRoute[] = [
	...STOCK_SALE_PRICE_ROUTES,
	...VIEW_TILL_BUYLIST_ROUTES,
	...IMPORT_REPORT_ROUTES,
	...DIRECTUS_ROUTES,
];
