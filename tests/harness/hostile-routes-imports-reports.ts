// The hostile-request routes of imports, CSV exports, reports and the dashboard's pages: the third part of
// `HOSTILE_ROUTES`.
import type { HostileRoute } from './hostile.ts';
import { asJson, IMPORT_FILES } from './hostile-bodies.ts';
import {
	EXPORT_LIST_QUERIES,
	GRAIN_QUERIES,
	IMPORT_ROWS_QUERIES,
	IMPORT_UPLOAD_QUERIES,
	INVENTORY_QUERIES,
	PERIOD_QUERIES,
	REPORT_DAY_QUERIES,
} from './hostile-queries.ts';

export const IMPORT_REPORT_ROUTES: HostileRoute[] = [
	{ method: 'POST', path: '/deckhand/imports', queries: IMPORT_UPLOAD_QUERIES, rawBodies: IMPORT_FILES },
	{ method: 'GET', path: '/deckhand/imports' },
	{ method: 'GET', path: '/deckhand/imports/:id' },
	{ method: 'GET', path: '/deckhand/imports/:id/rows', queries: IMPORT_ROWS_QUERIES },
	{
		method: 'POST',
		path: '/deckhand/imports/:id/plan',
		readsBody: true,
		bodies: [
			asJson({ quantities: '__proto__', createMissing: true }),
			asJson({ quantities: 'add', createMissing: 'true' }),
			asJson({ quantities: ['add'], createMissing: false }),
			asJson({ quantities: { _eq: 'add' }, createMissing: false }),
		],
	},
	{ method: 'POST', path: '/deckhand/imports/:id/commit' },
	{ method: 'POST', path: '/deckhand/imports/:id/cancel' },
	{ method: 'GET', path: '/deckhand/catalogue/runs' },
	{ method: 'POST', path: '/deckhand/catalogue/runs', readsBody: true },
	{ method: 'GET', path: '/deckhand/catalogue/runs/:id' },
	{ method: 'POST', path: '/deckhand/catalogue/runs/:id/cancel' },
	{ method: 'GET', path: '/deckhand/catalogue/sources' },
	{ method: 'PATCH', path: '/deckhand/catalogue/sources/:source', readsBody: true },
	{
		method: 'GET',
		path: '/deckhand/exports/inventory.csv',
		queries: [...INVENTORY_QUERIES, 'format=excel', 'format[]=tcgplayer', 'format=__proto__'],
	},
	{
		method: 'GET',
		path: '/deckhand/exports/orders.csv',
		queries: [...EXPORT_LIST_QUERIES, 'channel=valueOf', 'channel[]=online'],
	},
	{
		method: 'GET',
		path: '/deckhand/exports/customers.csv',
		queries: EXPORT_LIST_QUERIES.filter((query) => query.startsWith('q')),
	},
	{ method: 'GET', path: '/deckhand/exports/buylists.csv', queries: EXPORT_LIST_QUERIES },
	{ method: 'GET', path: '/deckhand/exports/all.zip' },
	{ method: 'GET', path: '/deckhand/reports/kpis', queries: PERIOD_QUERIES },
	{ method: 'GET', path: '/deckhand/reports/margins', queries: PERIOD_QUERIES },
	{ method: 'GET', path: '/deckhand/reports/work-queues' },
	{
		method: 'GET',
		path: '/deckhand/reports/charts',
		queries: [...PERIOD_QUERIES.map((query) => `${query}&grain=day`), ...GRAIN_QUERIES],
	},
	...['sales-by-day', 'sales-by-game', 'tax-by-day', 'till-days', 'credit-liability'].map((name): HostileRoute => ({
		method: 'GET',
		path: `/deckhand/reports/${name}`,
		queries: REPORT_DAY_QUERIES,
	})),
	{ method: 'GET', path: '/app/*' },
];
