import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
	cardKeys,
	catalogKeys,
	checkoutKeys,
	customerKeys,
	homeKeys,
	orderKeys,
	priceReviewKeys,
	projectKeys,
	queryKeysFactory,
	reportKeys,
	shopSettingsKeys,
	staffKeys,
	tillKeys,
} from './keys.ts';
import { refreshAfter, refreshedBy, type Command } from './refreshes.ts';

const today = { from: '2026-05-01', to: '2026-05-01' };

/** A cache holding an answer under each key, as screens visited earlier leave it. */
function cacheWith(keys: QueryKey[]): QueryClient {
	const queryClient = new QueryClient();
	for (const key of keys) queryClient.setQueryData(key, 'as shown earlier');
	return queryClient;
}

/** The keys of `held` whose answers `command` marks stale. */
async function refreshedOf(command: Command, held: QueryKey[], changed = {}): Promise<QueryKey[]> {
	const queryClient = cacheWith(held);
	await refreshAfter(queryClient, command, changed);
	return held.filter((key) => queryClient.getQueryState(key)?.isInvalidated);
}

describe('queryKeysFactory', () => {
	it('puts every list under lists() and every row under details(), both under all', () => {
		const keys = queryKeysFactory('orders');
		expect(keys.list({ status: 'open', page: 2 })).toEqual(['orders', 'list', { status: 'open', page: 2 }]);
		expect(keys.list({ page: 1 }).slice(0, 2)).toEqual(keys.lists());
		expect(keys.detail(7).slice(0, 2)).toEqual(keys.details());
		expect(keys.lists()[0]).toBe(keys.all[0]);
	});
});

describe('what a command refreshes', () => {
	const customer = 41;
	const otherCustomer = 42;
	const saleReaders: QueryKey[] = [
		tillKeys.status(3),
		orderKeys.list({ page: 1 }),
		orderKeys.list({ customer, page: 1 }),
		catalogKeys.list({ q: 'drake' }),
		cardKeys.skus(9),
		customerKeys.balance(customer),
		customerKeys.history(customer, 'ledger', 1),
		customerKeys.balancesOf([customer, otherCustomer]),
		checkoutKeys.credit(customer),
		homeKeys.kpis(today),
		homeKeys.workQueues(),
		reportKeys.table({ report: 'sales-by-day', ...today }),
	];

	it('a sale: the till, the orders lists, the stock on hand, the customer’s credit and Home', async () => {
		const unrelated = [customerKeys.balance(otherCustomer), shopSettingsKeys.all, staffKeys.list({})];
		expect(await refreshedOf('sale', [...saleReaders, ...unrelated], { customer, order: 500 })).toEqual(
			saleReaders,
		);
	});

	it('a sale whose customer is not known refreshes every customer’s credit', async () => {
		expect(await refreshedOf('sale', [customerKeys.balance(otherCustomer)])).toEqual([
			customerKeys.balance(otherCustomer),
		]);
	});

	it('saved settings: the one settings query and the shop’s name, logo and colour', async () => {
		const readers = [shopSettingsKeys.all, projectKeys.info(), projectKeys.settings()];
		expect(await refreshedOf('settings-save', [...readers, orderKeys.detail(1)])).toEqual(readers);
	});

	it('an import’s end: the catalog, the cards’ stock and prices, the price reviews and Home', async () => {
		const readers = [
			catalogKeys.list({}),
			catalogKeys.gamesAndSets(),
			cardKeys.priceHistory(9, [1, 2]),
			priceReviewKeys.list({ status: 'pending', page: 1 }),
			homeKeys.charts(today, 'day'),
		];
		expect(await refreshedOf('import-committed', [...readers, customerKeys.balance(customer)])).toEqual(readers);
	});

	it('a preview changes nothing', () => {
		expect(refreshedBy('reprice-preview')).toEqual([]);
	});
});

describe('refreshAfter', () => {
	it('keeps the answer a command put in place, and refreshes the rest of its keys', async () => {
		const placed = orderKeys.detail(8);
		const queryClient = cacheWith([placed, orderKeys.costs(8), orderKeys.list({})]);
		await refreshAfter(queryClient, 'order-transition', { order: 8 }, placed);
		expect(queryClient.getQueryState(placed)?.isInvalidated).toBe(false);
		expect(queryClient.getQueryState(orderKeys.costs(8))?.isInvalidated).toBe(true);
		expect(queryClient.getQueryState(orderKeys.list({}))?.isInvalidated).toBe(true);
	});
});
