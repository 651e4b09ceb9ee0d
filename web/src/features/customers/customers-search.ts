import * as z from 'zod/mini';
import { oneOf, page, searchText } from '../../lib/search-params.ts';

/** Every bit of the customer screens' state lives in the address, so it can be shared, bookmarked and reloaded. */
export const CUSTOMER_SORTS = ['name', '-name', 'date_created', '-date_created'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export const customersSearchSchema = z.object({
	q: searchText(200),
	sort: oneOf(CUSTOMER_SORTS),
	page,
	dialog: oneOf(['new']),
});
export type CustomersSearch = z.infer<typeof customersSearchSchema>;

/** The customer page: its dialogs and the page of each of its lists. */
export const customerSearchSchema = z.object({
	dialog: oneOf(['edit', 'adjust-credit']),
	orders: page,
	buylists: page,
	ledger: page,
});
export type CustomerSearch = z.infer<typeof customerSearchSchema>;

export const PAGE_SIZE = 50;
/** The customer page shows several lists at once: shorter pages. */
export const HISTORY_PAGE_SIZE = 10;
