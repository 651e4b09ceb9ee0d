import { PLAN_OPTIONS } from '../imports/import-input.ts';
import type { ImportJob, ImportPlan } from '../imports/import-job.ts';
import type { ImportFormat } from '../imports/import-row.ts';
import type { ImportRowsPage } from '../imports/import-rows-page.ts';
import { file, of, read, write, type Query } from './endpoint.ts';
import type { InventoryParams } from './stock.ts';

/** Stock imports (docs/imports.md) and the exports, for administrators. */
export const IMPORTS = {
	/** The file itself is the body (no form encoding): the server streams and hashes it as it arrives. */
	importUpload: write(
		'POST',
		'/deckhand/imports',
		of<{ query: { format: ImportFormat | 'auto'; name: string }; body: Blob; answer: ImportJob }>(),
	),
	imports: read('/deckhand/imports', of<{ answer: ImportJob[] }>()),
	importJob: read('/deckhand/imports/:id', of<{ answer: ImportJob }>()),
	importRows: read(
		'/deckhand/imports/:id/rows',
		of<{ query: Query<'kind' | 'offset' | 'limit'>; answer: ImportRowsPage }>(),
	),
	importPlan: write('POST', '/deckhand/imports/:id/plan', of<{ answer: ImportPlan }>().taking(PLAN_OPTIONS)),
	importCommit: write('POST', '/deckhand/imports/:id/commit', of<{ answer: ImportJob }>()),
	importCancel: write('POST', '/deckhand/imports/:id/cancel', of<{ answer: ImportJob }>()),
};

/** The filters of a list of records (orders, buylists) as their exports read them: `from` and `to` are moments. */
type RecordFilters = Query<'q' | 'status' | 'customer' | 'from' | 'to'>;

/** Each export, a CSV file of a list as its filters show it (`GET /deckhand/exports/<list>.csv`). */
export const EXPORTS = {
	exportInventory: file('/deckhand/exports/inventory.csv', of<{ query: InventoryParams & Query<'format'> }>()),
	exportOrders: file('/deckhand/exports/orders.csv', of<{ query: RecordFilters & Query<'channel'> }>()),
	exportCustomers: file('/deckhand/exports/customers.csv', of<{ query: Query<'q'> }>()),
	exportBuylists: file('/deckhand/exports/buylists.csv', of<{ query: RecordFilters }>()),
	/** Every collection and ledger of the shop as CSV with a README of the columns, one zip (`npm run export:all`'s files). */
	exportAll: file('/deckhand/exports/all.zip', of<{ query?: never }>()),
};
