import { aggregate, customEndpoint, readItems } from '@directus/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BuylistStatus, Condition, Finish, PayoutMethod } from '@deckhand/contract/schema/collections.ts';
import { buylistKeys } from '../../lib/api/keys.ts';
import { dateRangeProblem } from '../../lib/calendar-days.ts';
import { command } from '../../lib/commands/command.ts';
import { directus } from '../../lib/directus/client.ts';
import { LIST_FRESH_MS } from '../../lib/list-freshness.ts';
import type { BuylistView } from '../../lib/buylists/buylist-view.ts';
import { BUYLIST_SORTS, buylistsFilter, PAGE_SIZE, type BuylistsSearch } from './buylists-search.ts';

export interface BuylistRow {
	id: number;
	number: string;
	status: BuylistStatus;
	date_created: string;
	total_cash: number;
	total_credit: number;
	total_offer: number;
	payout_method: PayoutMethod | null;
	customer: { id: number; name: string } | null;
}

const ROW_FIELDS = [
	'id',
	'number',
	'status',
	'date_created',
	'total_cash',
	'total_credit',
	'total_offer',
	'payout_method',
	'customer.id',
	'customer.name',
];

/** One page of buylists and how many match, in two requests sent together. */
export const buylistsQuery = (search: BuylistsSearch) =>
	queryOptions({
		queryKey: buylistKeys.list(search),
		queryFn: async () => {
			const filter = buylistsFilter(search);
			const sort = search.sort && BUYLIST_SORTS.includes(search.sort) ? search.sort : '-date_created';
			const [items, counted] = await Promise.all([
				directus.request(
					readItems('buylists', {
						fields: ROW_FIELDS as never,
						...(filter ? { filter: filter as never } : {}),
						sort: [sort, sort.startsWith('-') ? '-id' : 'id'] as never,
						page: search.page ?? 1,
						limit: PAGE_SIZE,
					}),
				),
				directus.request(
					aggregate('buylists', {
						aggregate: { count: '*' },
						...(filter ? { query: { filter } } : {}),
					} as never),
				),
			]);
			return {
				items: items as unknown as BuylistRow[],
				total: Number((counted as unknown as Array<{ count?: unknown }>)[0]?.count ?? 0),
			};
		},
		placeholderData: keepPreviousData,
		// A range that ends before it starts is said beside the field: nothing is asked with it.
		enabled: dateRangeProblem(search) === null,
		staleTime: LIST_FRESH_MS,
	});

const call = <T>(path: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', body?: object) =>
	directus.request(customEndpoint<T>({ path, method, ...(body ? { body: JSON.stringify(body) } : {}) }));

/** A buylist as the server computes it (offers, totals, why fewer copies), with its lines, events and linked sale. */
export const buylistQuery = (id: number) =>
	queryOptions({
		queryKey: buylistKeys.detail(id),
		queryFn: () => call<BuylistView>(`/deckhand/buylists/${id}`, 'GET'),
		// An address like /buylists/abc asks the server nothing.
		enabled: Number.isSafeInteger(id) && id > 0,
	});

export const createBuylist = (customer: number | null = null) =>
	call<BuylistView>('/deckhand/buylists', 'POST', { customer });

export const setBuylistCustomer = (id: number, customer: number | null) =>
	call<BuylistView>(`/deckhand/buylists/${id}`, 'PATCH', { customer });

/** A line: a known SKU (a scanned barcode), or a card as brought. */
export type NewLine =
	| { sku: number; quantity: number }
	| { card: number; condition: Condition; finish: Finish; language: string; quantity: number };
export const addBuylistLine = (id: number, line: NewLine) =>
	call<BuylistView>(`/deckhand/buylists/${id}/lines`, 'POST', line);

export interface LineChange {
	condition?: Condition;
	finish?: Finish;
	language?: string;
	quantity?: number;
	/** Administrators: the offer per copy; null gives the computed offer back. */
	offer?: { cash_unit: number; credit_unit: number } | null;
}
export const changeBuylistLine = (id: number, line: number, change: LineChange) =>
	call<BuylistView>(`/deckhand/buylists/${id}/lines/${line}`, 'PATCH', change);

export const removeBuylistLine = (id: number, line: number) =>
	call<BuylistView>(`/deckhand/buylists/${id}/lines/${line}`, 'DELETE');

export type BuylistTarget = 'offered' | 'accepted' | 'completed' | 'rejected' | 'cancelled';
export interface BuylistTransition {
	to: BuylistTarget;
	payout?: PayoutMethod;
	till?: number;
	note?: string;
}
export const transitionBuylist = (id: number, body: BuylistTransition) =>
	command<BuylistView>(`/deckhand/buylists/${id}/transition`, body);

/**
 * A buylist command answers the buylist as it is now: put in place at once, not asked again
 * (`answerAt`), while the lists and what else the command moved are refreshed (`REFRESHES`).
 */
export const buylistAnswer = {
	changed: (view: BuylistView) => ({ buylist: view.id }),
	answerAt: (view: BuylistView) => buylistKeys.detail(view.id),
};

/** Customers whose name, email or phone matches, for the list's filter and the buylist's customer. */
