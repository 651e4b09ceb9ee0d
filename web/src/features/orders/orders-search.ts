import * as z from 'zod/mini';
import { dropUnread, id, oneOf, page, searchText } from '../../lib/search-params.ts';
import { day, dayStart, nextDay } from '../../lib/calendar-days.ts';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { fileAddress } from '../../lib/api/deckhand-address.ts';
import { exportDateRange } from '../../lib/exports/export-address.ts';
import { ORDER_STATUSES } from '@deckhand/contract/orders/order-states.ts';
import { CHANNELS } from '@deckhand/contract/checkout/checkout-limits.ts';

/** Every bit of the order screens' state lives in the address, so it can be shared, bookmarked and reloaded. */
export const ORDER_SORTS = ['-date_created', 'date_created', '-number', 'number', '-total', 'total'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export const ordersSearchSchema = z.object({
	q: searchText(40),
	status: oneOf(ORDER_STATUSES),
	channel: oneOf(CHANNELS),
	from: day,
	to: day,
	customer: id,
	sort: oneOf(ORDER_SORTS),
	page,
});
export type OrdersSearch = z.infer<typeof ordersSearchSchema>;

/** The order page: which action's dialog is open. */
/** `refund-lines`: some copies refunded; `exchange`: the same to store credit, then the till with the customer. */
export const ORDER_DIALOGS = ['pay', 'ship', 'cancel', 'refund', 'refund-lines', 'exchange'] as const;
export type OrderDialog = (typeof ORDER_DIALOGS)[number];
export const orderSearchSchema = z.object({
	dialog: oneOf(ORDER_DIALOGS),
	/** The receipt is shown, to print again. */
	receipt: dropUnread(z.literal(true)),
});
export type OrderSearch = z.infer<typeof orderSearchSchema>;

export const PAGE_SIZE = 50;

/**
 * The Directus filter of the list for the address's filters. The date range counts whole days
 * (both ends included) as the browser's calendar shows them; the number search matches any part
 * of the number, so "39" finds D-000039.
 */
export function ordersFilter(
	search: OrdersSearch,
	timeZoneOffset = new Date().getTimezoneOffset(),
): Record<string, unknown> | undefined {
	const parts: Record<string, unknown>[] = [];
	if (search.q) parts.push({ number: { _icontains: search.q } });
	if (search.status) parts.push({ status: { _eq: search.status } });
	if (search.channel) parts.push({ channel: { _eq: search.channel } });
	if (search.customer) parts.push({ customer: { _eq: search.customer } });
	if (search.from) parts.push({ date_created: { _gte: dayStart(search.from, timeZoneOffset) } });
	if (search.to) parts.push({ date_created: { _lt: dayStart(nextDay(search.to), timeZoneOffset) } });
	if (parts.length === 0) return undefined;
	return parts.length === 1 ? parts[0] : { _and: parts };
}

/** The orders export (`orders.csv`) of the list's filters: every order they match, not one page. */
export function ordersExportAddress(search: OrdersSearch, timeZoneOffset = new Date().getTimezoneOffset()): string {
	const { q, status, channel, customer } = search;
	return fileAddress(ENDPOINTS.exportOrders, {
		query: { q, status, channel, customer, ...exportDateRange(search, timeZoneOffset) },
	});
}
