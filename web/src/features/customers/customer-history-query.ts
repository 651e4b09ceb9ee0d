import { aggregate, readItems } from '@directus/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
	BuylistStatus,
	Channel,
	CreditReason,
	OrderStatus,
	PayoutMethod,
} from '@deckhand/contract/schema/choices.ts';
import { customerKeys } from '../../lib/api/keys.ts';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import type { CreditAdjustment } from '@deckhand/contract/credit/credit-adjustment.ts';
import { command } from '../../lib/api/deckhand-client.ts';
import { directus } from '../../lib/directus/client.ts';
import type { Person } from '../../lib/people.ts';
import { isCustomerId } from './customers-query.ts';
import { HISTORY_PAGE_SIZE } from './customers-search.ts';

export interface OrderRow {
	id: number;
	number: string;
	date_created: string;
	channel: Channel;
	status: OrderStatus;
	total: number;
}
export interface BuylistRow {
	id: number;
	number: string;
	date_created: string;
	status: BuylistStatus;
	total_cash: number;
	total_credit: number;
	total_offer: number;
	payout_method: PayoutMethod | null;
}
export interface LedgerRow {
	id: number;
	date_created: string;
	amount: number;
	reason: CreditReason;
	balance_after: number;
	note: string | null;
	order: { id: number; number: string } | null;
	buylist: { id: number; number: string } | null;
	user_created: Person | null;
}

export interface HistoryPage<Row> {
	items: Row[];
	total: number;
}

/** The customer's rows of one history collection, newest first, a page at a time, with how many there are in all. */
async function historyPage<Row>(
	collection: 'orders' | 'buylists' | 'credit_ledger',
	customer: number,
	fields: string[],
	page: number,
): Promise<HistoryPage<Row>> {
	const filter = { customer: { _eq: customer } };
	const [items, counted] = await Promise.all([
		directus.request(
			readItems(collection, {
				fields: fields as never,
				filter: filter as never,
				sort: ['-date_created', '-id'],
				page,
				limit: HISTORY_PAGE_SIZE,
			}),
		),
		directus.request(aggregate(collection, { aggregate: { count: '*' }, query: { filter } } as never)),
	]);
	return {
		items: items as unknown as Row[],
		total: Number((counted as unknown as Array<{ count?: unknown }>)[0]?.count ?? 0),
	};
}

export const customerOrdersQuery = (customer: number, page: number) =>
	queryOptions({
		queryKey: customerKeys.history(customer, 'orders', page),
		queryFn: () =>
			historyPage<OrderRow>(
				'orders',
				customer,
				['id', 'number', 'date_created', 'channel', 'status', 'total'],
				page,
			),
		placeholderData: keepPreviousData,
	});

export const customerBuylistsQuery = (customer: number, page: number) =>
	queryOptions({
		queryKey: customerKeys.history(customer, 'buylists', page),
		queryFn: () =>
			historyPage<BuylistRow>(
				'buylists',
				customer,
				[
					'id',
					'number',
					'date_created',
					'status',
					'total_cash',
					'total_credit',
					'total_offer',
					'payout_method',
				],
				page,
			),
		placeholderData: keepPreviousData,
	});

export const customerLedgerQuery = (customer: number, page: number) =>
	queryOptions({
		queryKey: customerKeys.history(customer, 'ledger', page),
		queryFn: () =>
			historyPage<LedgerRow>(
				'credit_ledger',
				customer,
				[
					'id',
					'date_created',
					'amount',
					'reason',
					'balance_after',
					'note',
					'order.id',
					'order.number',
					'buylist.id',
					'buylist.number',
					'user_created.first_name',
					'user_created.last_name',
					'user_created.email',
				],
				page,
			),
		placeholderData: keepPreviousData,
	});

/** The balance is Σ ledger, summed by the server; never a stored figure. */
export const customerBalanceQuery = (customer: number) =>
	queryOptions({
		queryKey: customerKeys.balance(customer),
		queryFn: async () => {
			const rows = (await directus.request(
				aggregate('credit_ledger', {
					aggregate: { sum: ['amount'] },
					query: { filter: { customer: { _eq: customer } } },
				} as never),
			)) as unknown as Array<{ sum: { amount: number | string | null } }>;
			return Number(rows[0]?.sum.amount ?? 0);
		},
		enabled: isCustomerId(customer),
	});

export const adjustCredit = (adjustment: CreditAdjustment) => command(ENDPOINTS.creditAdjust, { body: adjustment });
