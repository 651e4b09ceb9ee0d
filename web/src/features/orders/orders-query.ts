import { readItems } from '@directus/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Channel, Condition, Finish, OrderStatus } from '@deckhand/contract/schema/choices.ts';
import { orderKeys } from '../../lib/api/keys.ts';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import type { TransitionBody as OrderTransitionBody } from '@deckhand/contract/orders/order-transition.ts';
import type { OrderRefundBody } from '@deckhand/contract/orders/order-refund.ts';
import { command } from '../../lib/api/deckhand-client.ts';
import { directus } from '../../lib/directus/client.ts';
import { readPage } from '../../lib/directus/read-page.ts';
import { LIST_FRESH_MS } from '../../lib/list-freshness.ts';
import type { PaymentMethod } from '@deckhand/contract/checkout/checkout-limits.ts';
import type { PickLine } from './order-actions.ts';
import { dateRangeProblem } from '../../lib/calendar-days.ts';
import { ordersFilter, ORDER_SORTS, PAGE_SIZE, type OrdersSearch } from './orders-search.ts';
import type { Person } from '../../lib/people.ts';
import { skuWords } from '../../lib/sku-words.ts';
import { readBrowserTill } from '../../lib/tills/browser-till.ts';

export interface OrderRow {
	id: number;
	number: string;
	date_created: string;
	channel: Channel;
	status: OrderStatus;
	total: number;
	customer: { id: number; name: string } | null;
}

export interface OrderDetail extends OrderRow {
	subtotal: number;
	discount: number;
	tax: number;
	credit_applied: number;
	tracking_number: string | null;
	user_created: Person | null;
}

export interface OrderLineRow {
	id: number;
	quantity: number;
	/** Copies refunded so far (a refund of some lines, or all of them with the order). */
	refunded_quantity: number;
	unit_price: number;
	line_total: number;
	sku: { id: number; condition: Condition; finish: Finish; language: string; card: { id: number; name: string } };
}

export interface PaymentRow {
	id: number;
	method: PaymentMethod;
	amount: number;
	date_created: string;
}

export interface EventRow {
	id: number;
	from_status: OrderStatus | null;
	to_status: OrderStatus;
	note: string | null;
	date_created: string;
	user_created: Person | null;
}

const ROW_FIELDS = ['id', 'number', 'date_created', 'channel', 'status', 'total', 'customer.id', 'customer.name'];
const PERSON = (prefix: string) => [`${prefix}.first_name`, `${prefix}.last_name`, `${prefix}.email`];

/** One page of orders and how many match, in two requests sent together (the SDK hands back only `data`). */
export const ordersQuery = (search: OrdersSearch) =>
	queryOptions({
		queryKey: orderKeys.list(search),
		queryFn: async () => {
			const filter = ordersFilter(search);
			const sort = search.sort && ORDER_SORTS.includes(search.sort) ? search.sort : '-date_created';
			return readPage<OrderRow>('orders', {
				fields: ROW_FIELDS,
				filter,
				sort: [sort, sort.startsWith('-') ? '-id' : 'id'],
				page: search.page ?? 1,
				limit: PAGE_SIZE,
			});
		},
		placeholderData: keepPreviousData,
		// A range that ends before it starts is a slip of the keyboard, said beside the field: nothing is asked with it.
		enabled: dateRangeProblem(search) === null,
		staleTime: LIST_FRESH_MS,
	});

/** Customers whose name matches, for the list's customer filter. */
/**
 * An order with its lines, payments and status history, read together. The order is read with a
 * filter, not by key: Directus answers 403 to a read by key of a row that does not exist, as it
 * does when the role may not read orders at all; a filtered read answers an empty list for a
 * missing order (the page says it does not exist) and 403 only when orders are not the role's to read.
 */
export const orderQuery = (id: number) =>
	queryOptions({
		queryKey: orderKeys.detail(id),
		queryFn: async () => {
			const byOrder = { order: { _eq: id } } as never;
			const [orders, lines, payments, events] = await Promise.all([
				directus.request(
					readItems('orders', {
						fields: [
							...ROW_FIELDS,
							'subtotal',
							'discount',
							'tax',
							'credit_applied',
							'tracking_number',
							...PERSON('user_created'),
						] as never,
						filter: { id: { _eq: id } },
						limit: 1,
					}),
				),
				directus.request(
					readItems('order_lines', {
						fields: [
							'id',
							'quantity',
							'refunded_quantity',
							'unit_price',
							'line_total',
							'sku.id',
							'sku.condition',
							'sku.finish',
							'sku.language',
							'sku.card.id',
							'sku.card.name',
						] as never,
						filter: byOrder,
						sort: ['id'],
						limit: -1,
					}),
				),
				directus.request(
					readItems('order_payments', {
						fields: ['id', 'method', 'amount', 'date_created'],
						filter: byOrder,
						sort: ['id'],
						limit: -1,
					}),
				),
				directus.request(
					readItems('order_events', {
						fields: [
							'id',
							'from_status',
							'to_status',
							'note',
							'date_created',
							...PERSON('user_created'),
						] as never,
						filter: byOrder,
						sort: ['date_created', 'id'],
						limit: -1,
					}),
				),
			]);
			const order = orders[0] as unknown as OrderDetail | undefined;
			if (!order) return null;
			return {
				order,
				lines: lines as unknown as OrderLineRow[],
				payments: payments as unknown as PaymentRow[],
				events: events as unknown as EventRow[],
			};
		},
		// An address like /orders/abc asks the server nothing.
		enabled: Number.isSafeInteger(id) && id > 0,
	});

/** Cost per line, from the administrators' collection; the dashboard asks only when the user may see costs. */
export const orderCostsQuery = (id: number, enabled: boolean) =>
	queryOptions({
		queryKey: orderKeys.costs(id),
		queryFn: async () => {
			const rows = (await directus.request(
				readItems('order_line_costs', {
					fields: ['order_line', 'unit_cost'],
					filter: { order_line: { order: { _eq: id } } } as never,
					limit: -1,
				}),
			)) as unknown as Array<{ order_line: number; unit_cost: number }>;
			return new Map(rows.map((row) => [Number(row.order_line), Number(row.unit_cost)]));
		},
		enabled: enabled && Number.isSafeInteger(id) && id > 0,
	});

/** A status change as the order screens say it: the till is this browser's, added when it is sent. */
export type TransitionBody = Omit<OrderTransitionBody, 'till'>;

/**
 * One status change through the server's command, which checks the state table, the role and the
 * money. Cash taken or paid back goes through this browser's till, which the server needs open.
 */
export const transitionOrder = (id: number, body: TransitionBody) =>
	command(ENDPOINTS.orderTransition, { params: { id }, body: { ...body, till: readBrowserTill() } });

/** What the order page's refund of some lines sends: the till is this browser's, added when it is sent. */
export type RefundLinesBody = Omit<OrderRefundBody, 'till'>;

/** Some copies of some lines refunded through the server's command, which checks the copies left, the role's limit and the money. */
export const refundOrderLines = (id: number, body: RefundLinesBody) =>
	command(ENDPOINTS.orderRefund, { params: { id }, body: { ...body, till: readBrowserTill() } });

/** The lines of paid online orders, each with its SKU's bin and its card's set and number, to be picked from the shelves. */
export const pickListQuery = () =>
	queryOptions({
		queryKey: orderKeys.pickList(),
		queryFn: async (): Promise<PickLine[]> => {
			const rows = (await directus.request(
				readItems('order_lines', {
					fields: [
						'id',
						'quantity',
						'order.id',
						'order.number',
						'sku.bin',
						'sku.condition',
						'sku.finish',
						'sku.language',
						'sku.card.name',
						'sku.card.collector_number',
						'sku.card.set.code',
					] as never,
					filter: { order: { status: { _eq: 'paid' }, channel: { _eq: 'online' } } } as never,
					sort: ['id'],
					limit: 2_000,
				}),
			)) as unknown as Array<{
				id: number;
				quantity: number;
				order: { id: number; number: string };
				sku: {
					bin: string | null;
					condition: Condition;
					finish: Finish;
					language: string;
					card: { name: string; collector_number: string | null; set: { code: string } };
				};
			}>;
			return rows.map((row) => ({
				id: row.id,
				bin: row.sku.bin,
				quantity: row.quantity,
				card: row.sku.card.name,
				set: row.sku.card.set.code,
				number: row.sku.card.collector_number,
				sku: skuWords(row.sku),
				order: { id: row.order.id, number: row.order.number },
			}));
		},
	});
