import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import type { BuylistTransitionBody, LineChange, NewLine } from '@deckhand/contract/buylists/buylist-input.ts';
import type { BuylistStatus, PayoutMethod, StaffLimitRule } from '@deckhand/contract/schema/choices.ts';
import { command, read, send } from '../../lib/api/deckhand-client.ts';
import { buylistKeys } from '../../lib/api/keys.ts';
import { dateRangeProblem } from '../../lib/calendar-days.ts';
import { readPage } from '../../lib/directus/read-page.ts';
import { LIST_FRESH_MS } from '../../lib/list-freshness.ts';
import type { BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';
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
	/** Why it waits for approval (the owner's queue), kept from when it was held. */
	held_by_limit: StaffLimitRule | null;
	held_spent_today: number | null;
	held_limit_amount: number | null;
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
	'held_by_limit',
	'held_spent_today',
	'held_limit_amount',
];

/** One page of buylists and how many match, in two requests sent together. */
export const buylistsQuery = (search: BuylistsSearch) =>
	queryOptions({
		queryKey: buylistKeys.list(search),
		queryFn: async () => {
			const filter = buylistsFilter(search);
			const sort = search.sort && BUYLIST_SORTS.includes(search.sort) ? search.sort : '-date_created';
			return readPage<BuylistRow>('buylists', {
				fields: ROW_FIELDS,
				filter,
				sort: [sort, sort.startsWith('-') ? '-id' : 'id'],
				page: search.page ?? 1,
				limit: PAGE_SIZE,
			});
		},
		placeholderData: keepPreviousData,
		// A range that ends before it starts is said beside the field: nothing is asked with it.
		enabled: dateRangeProblem(search) === null,
		staleTime: LIST_FRESH_MS,
	});

/** A buylist as the server computes it (offers, totals, why fewer copies), with its lines, events and linked sale. */
export const buylistQuery = (id: number) =>
	queryOptions({
		queryKey: buylistKeys.detail(id),
		queryFn: () => read(ENDPOINTS.buylist, { params: { id } }),
		// An address like /buylists/abc asks the server nothing.
		enabled: Number.isSafeInteger(id) && id > 0,
	});

export const createBuylist = (customer: number | null = null) => send(ENDPOINTS.buylistCreate, { body: { customer } });

export const setBuylistCustomer = (id: number, customer: number | null) =>
	send(ENDPOINTS.buylistCustomer, { params: { id }, body: { customer } });

export type { LineChange, NewLine };
export const addBuylistLine = (id: number, line: NewLine) =>
	send(ENDPOINTS.buylistLineAdd, { params: { id }, body: line });

export const changeBuylistLine = (id: number, line: number, change: LineChange) =>
	send(ENDPOINTS.buylistLineChange, { params: { id, line }, body: change });

export const removeBuylistLine = (id: number, line: number) =>
	send(ENDPOINTS.buylistLineRemove, { params: { id, line } });

export type BuylistTarget = 'offered' | 'accepted' | 'completed' | 'rejected' | 'cancelled';
/** A transition the buylist screens send: to one of the states a person moves a buylist to. */
export type BuylistTransition = BuylistTransitionBody & { to: BuylistTarget };
export const transitionBuylist = (id: number, body: BuylistTransition) =>
	command(ENDPOINTS.buylistTransition, { params: { id }, body });

/**
 * A buylist command answers the buylist as it is now: put in place at once, not asked again
 * (`answerAt`), while the lists and what else the command moved are refreshed (`REFRESHES`).
 */
export const buylistAnswer = {
	changed: (view: BuylistView) => ({ buylist: view.id }),
	answerAt: (view: BuylistView) => buylistKeys.detail(view.id),
};

/** Customers whose name, email or phone matches, for the list's filter and the buylist's customer. */
