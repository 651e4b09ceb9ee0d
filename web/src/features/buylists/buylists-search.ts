import * as z from 'zod/mini';
import { BUYLIST_STATUSES } from '@deckhand/contract/buylists/buylist-states.ts';
import { dayStart, nextDay, day } from '../../lib/calendar-days.ts';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { fileAddress } from '../../lib/api/deckhand-address.ts';
import { exportDateRange } from '../../lib/exports/export-address.ts';
import { dropUnread, id, oneOf, page, searchText } from '../../lib/search-params.ts';
import { FROM_CHECKOUT } from '../../lib/trade-in/till-return.ts';

export const BUYLIST_SORTS = [
	'-date_created',
	'date_created',
	'-number',
	'number',
	'-total_cash',
	'total_cash',
	'-total_credit',
	'total_credit',
] as const;
export type BuylistSort = (typeof BUYLIST_SORTS)[number];

/** The buylists list: number search, filters, sort and page, all in the address. `status=awaiting_approval` is the owner's approval queue. */
export const buylistsSearchSchema = z.object({
	q: searchText(40),
	status: oneOf(BUYLIST_STATUSES),
	customer: id,
	from: day,
	to: day,
	sort: oneOf(BUYLIST_SORTS),
	page,
});
export type BuylistsSearch = z.infer<typeof buylistsSearchSchema>;

/** The buylist page: which dialog is open (and for which line), so each has an address. */
export const BUYLIST_DIALOGS = ['complete', 'approve', 'reject', 'cancel', 'override'] as const;
export type BuylistDialog = (typeof BUYLIST_DIALOGS)[number];
export const buylistSearchSchema = z.object({
	dialog: oneOf(BUYLIST_DIALOGS),
	line: id,
	/** The payout chosen for the completion dialog. */
	payout: dropUnread(z.enum(['cash', 'credit'])),
	/** Opened from the till for the sale in hand (`lib/trade-in/till-return.ts`): the page offers the way back to it. */
	from: dropUnread(z.literal(FROM_CHECKOUT)),
});
export type BuylistSearch = z.infer<typeof buylistSearchSchema>;

export const PAGE_SIZE = 50;

/**
 * The Directus filter for the address's filters: the number search matches any part of the
 * number ("12" finds B-000012), the date range counts whole local days, both ends included.
 */
export function buylistsFilter(
	search: BuylistsSearch,
	timeZoneOffset = new Date().getTimezoneOffset(),
): Record<string, unknown> | undefined {
	const parts: Record<string, unknown>[] = [];
	if (search.q) parts.push({ number: { _icontains: search.q } });
	if (search.status) parts.push({ status: { _eq: search.status } });
	if (search.customer) parts.push({ customer: { _eq: search.customer } });
	if (search.from) parts.push({ date_created: { _gte: dayStart(search.from, timeZoneOffset) } });
	if (search.to) parts.push({ date_created: { _lt: dayStart(nextDay(search.to), timeZoneOffset) } });
	if (parts.length === 0) return undefined;
	return parts.length === 1 ? parts[0] : { _and: parts };
}

/** The buylists export (`buylists.csv`) of the list's filters: every buylist they match, not one page. */
export function buylistsExportAddress(search: BuylistsSearch, timeZoneOffset = new Date().getTimezoneOffset()): string {
	const { q, status, customer } = search;
	return fileAddress(ENDPOINTS.exportBuylists, {
		query: { q, status, customer, ...exportDateRange(search, timeZoneOffset) },
	});
}
