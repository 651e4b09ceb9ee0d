import type { RouteProbe } from './access-route-probe.ts';
import { DIRECTUS_PROBES } from './access-routes-directus.ts';
import { IMPORT_REPORT_PROBES } from './access-routes-imports-reports.ts';
import { STOCK_SALE_PRICE_PROBES } from './access-routes-stock-sales-prices.ts';
import { VIEW_TILL_BUYLIST_PROBES } from './access-routes-views-tills-buylists.ts';

/** Each route of `HOSTILE_ROUTES`, by `METHOD path`: its valid request, and for a scoped cell the request just outside. */
export const ROUTE_PROBES: Record<string, RouteProbe> = {
	...STOCK_SALE_PRICE_PROBES,
	...VIEW_TILL_BUYLIST_PROBES,
	...IMPORT_REPORT_PROBES,
	...DIRECTUS_PROBES,
};
