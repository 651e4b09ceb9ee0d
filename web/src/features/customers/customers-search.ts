import { z } from 'zod';
import { phoneFilter } from './phone-search.ts';

/** Every bit of the customer screens' state lives in the address, so it can be shared, bookmarked and reloaded. */
export const CUSTOMER_SORTS = ['name', '-name', 'date_created', '-date_created'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

const page = z.coerce.number().int().min(1).optional().catch(undefined);

/** A search of digits only (part of a phone number) comes back from the address as a number. */
const text = z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string().trim().min(1).max(200));

export const customersSearchSchema = z.object({
	q: text.optional().catch(undefined),
	sort: z.enum(CUSTOMER_SORTS).optional().catch(undefined),
	page,
	dialog: z.enum(['new']).optional().catch(undefined),
});
export type CustomersSearch = z.infer<typeof customersSearchSchema>;

/** The customer page: its dialogs and the page of each of its lists. */
export const customerSearchSchema = z.object({
	dialog: z.enum(['edit', 'adjust-credit']).optional().catch(undefined),
	orders: page,
	buylists: page,
	ledger: page,
});
export type CustomerSearch = z.infer<typeof customerSearchSchema>;

export const PAGE_SIZE = 50;
/** The customer page shows several lists at once: shorter pages. */
export const HISTORY_PAGE_SIZE = 10;

/**
 * The list's filter for a search box: a name, an email address or a phone number, any part of it,
 * case ignored. A search that is a phone number is matched on the phone's digits, however either
 * was written (`phone-search.ts`). Directus's own `search` would also look through the notes.
 */
export function customerFilter(q: string | undefined): Record<string, unknown> | undefined {
	if (!q) return undefined;
	return { _or: [{ name: { _icontains: q } }, { email: { _icontains: q } }, ...(phoneFilter(q) ?? [{ phone: { _icontains: q } }])] };
}

/** Pages needed for a total; at least 1, so a pager never shows page 1 of 0. */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
