import { aggregate, createItem, readItems, updateItem } from '@directus/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Customer } from '@deckhand/contract/schema/customers.ts';
import { customerKeys } from '../../lib/api/keys.ts';
import { directus } from '../../lib/directus/client.ts';
import { readPage } from '../../lib/directus/read-page.ts';
import { LIST_FRESH_MS } from '../../lib/list-freshness.ts';
import { CUSTOMER_SORTS, PAGE_SIZE, type CustomersSearch } from './customers-search.ts';
import type { CustomerValues } from './customer-values.ts';

export type CustomerRow = Pick<Customer, 'id' | 'name' | 'email' | 'phone' | 'notes' | 'date_created'>;
const CUSTOMER_FIELDS = ['id', 'name', 'email', 'phone', 'notes', 'date_created'] as const;

export interface CustomersPage {
	items: CustomerRow[];
	total: number;
}

/**
 * One page of customers and the number that match, in two requests sent together: the SDK hands
 * back only `data`, so Directus's `meta=filter_count` would be read and thrown away. The search box
 * is Directus's own search, as at the till: the server finds a phone number however written and,
 * when a name is found as typed by no one, the names near it ("Jonh" → John).
 */
export const customersQuery = ({ q, sort, page }: Pick<CustomersSearch, 'q' | 'sort' | 'page'>) =>
	queryOptions({
		queryKey: customerKeys.list({ q, sort, page }),
		queryFn: async (): Promise<CustomersPage> => {
			const order = sort && CUSTOMER_SORTS.includes(sort) ? sort : 'name';
			return readPage<CustomerRow>('customers', {
				fields: CUSTOMER_FIELDS,
				filter: undefined,
				search: q,
				sort: [order, 'id'],
				page: page ?? 1,
				limit: PAGE_SIZE,
			});
		},
		placeholderData: keepPreviousData,
		staleTime: LIST_FRESH_MS,
	});

/** Store-credit balances (Σ ledger) of the given customers, in one grouped sum; a customer with no ledger row has 0. */
export const balancesQuery = (ids: number[]) =>
	queryOptions({
		queryKey: customerKeys.balancesOf(ids),
		queryFn: async () => {
			const groups = (await directus.request(
				aggregate('credit_ledger', {
					aggregate: { sum: ['amount'] },
					groupBy: ['customer'],
					query: { filter: { customer: { _in: ids } } },
				} as never),
			)) as unknown as Array<{ customer: number | string; sum: { amount: number | string | null } }>;
			return new Map(groups.map((group) => [Number(group.customer), Number(group.sum.amount ?? 0)]));
		},
		// No placeholder: another page's balances would show against this page's customers.
		enabled: ids.length > 0,
		staleTime: LIST_FRESH_MS,
	});

/** An address like /customers/abc names no customer: nothing is asked of the server. */
export const isCustomerId = (id: number) => Number.isSafeInteger(id) && id > 0;

/**
 * One customer, read with a filter rather than by key: Directus answers 403 to a read by key of a
 * row that does not exist, as it does to a collection the role may not read, but a filtered read
 * answers an empty list for a missing row, and 403 only when the role may not read customers.
 */
export const customerQuery = (id: number) =>
	queryOptions({
		queryKey: customerKeys.detail(id),
		queryFn: async () =>
			((
				await directus.request(
					readItems('customers', { fields: [...CUSTOMER_FIELDS], filter: { id: { _eq: id } }, limit: 1 }),
				)
			)[0] as CustomerRow | undefined) ?? null,
		enabled: isCustomerId(id),
	});

export const createCustomer = (values: CustomerValues) =>
	directus.request(createItem('customers', values, { fields: ['id'] }));
export const updateCustomer = (id: number, values: CustomerValues) =>
	directus.request(updateItem('customers', id, values, { fields: ['id'] }));
