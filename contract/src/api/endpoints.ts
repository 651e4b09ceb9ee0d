import { ACCOUNT } from './account.ts';
import { BUYLISTS } from './buylists.ts';
import { CATALOGUE } from './catalogue.ts';
import type { Endpoint } from './endpoint.ts';
import { EXPORTS, IMPORTS } from './imports.ts';
import { PARKED_SALES } from './parked-sales.ts';
import { PICTURES } from './pictures.ts';
import { RECORDS } from './records.ts';
import { REPORT_TABLES } from './report-tables.ts';
import { REPORTS } from './reports.ts';
import { SALES } from './sales.ts';
import { STAFF } from './staff.ts';
import { STOCK } from './stock.ts';

export { REPORT_TABLES } from './report-tables.ts';

/**
 * Every endpoint the extension serves under `/deckhand`, by name (the reports' tables, one per
 * report, in `REPORT_TABLES`). The server registers each route from its entry; the dashboard asks
 * through `web/src/lib/api/deckhand-client.ts`. A new endpoint's entry goes in its area's file
 * beside this one, before its route is written (docs/how-to.md).
 */
export const ENDPOINTS = {
	...SALES,
	...PARKED_SALES,
	...STOCK,
	...BUYLISTS,
	...IMPORTS,
	...CATALOGUE,
	...PICTURES,
	...EXPORTS,
	...REPORTS,
	...RECORDS,
	...ACCOUNT,
	...STAFF,
};

/** The whole list, once each. */
export const ENDPOINT_LIST: readonly Endpoint[] = [...Object.values(ENDPOINTS), ...Object.values(REPORT_TABLES)];
