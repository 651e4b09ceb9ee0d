// The demo shop's year of trading, put together in date order from the customers, trade-ins and orders made in their
// own files, then the opening stock that covers it all.
import type { Faker } from '@faker-js/faker';
import { addBuylist } from './buylists.ts';
import type { Catalog } from './catalog.ts';
import { makeCustomers } from './customers.ts';
import { addOpeningStock } from './opening-stock.ts';
import { addOrder } from './orders.ts';
import type { People, Sales, Settings } from './sales-rows.ts';
import type { ShopSize } from './shop-size.ts';
import { DAY, openTrading } from './trading.ts';

/**
 * A year of trading, generated in date order so that every invariant holds as it would in a
 * real shop: stock never below zero (each SKU opens with more than it will sell), quantity =
 * Σ movements, balance = Σ ledger ≥ 0, order totals = Σ lines, every order with its events.
 */
export function makeSales(
	faker: Faker,
	size: ShopSize,
	catalog: Catalog,
	people: People,
	settings: Settings,
	now: Date,
): Sales {
	const start = new Date(now.getTime() - 365 * DAY);
	const sales: Sales = {
		customers: makeCustomers(faker, size.customers, start),
		orders: [],
		orderLines: [],
		lineCosts: [],
		events: [],
		payments: [],
		buylists: [],
		buylistLines: [],
		buylistEvents: [],
		movements: [],
		ledger: [],
	};
	const trading = openTrading({ faker, sales, catalog, people, settings, customers: size.customers, now });
	const at = (offsetDays: number) => new Date(start.getTime() + offsetDays * DAY);

	// Trade-ins first: their credit is what customers later spend.
	const buylistDates = Array.from({ length: size.buylists }, () => faker.number.float({ min: 0, max: 364.9 })).sort(
		(a, b) => a - b,
	);
	const timeline: Array<{ day: number; kind: 'buylist' | 'order' }> = [
		...buylistDates.map((day) => ({ day, kind: 'buylist' as const })),
		...Array.from({ length: size.orders }, () => ({
			day: faker.number.float({ min: 0, max: 364.99 }),
			kind: 'order' as const,
		})),
	].sort((a, b) => a.day - b.day);

	for (const entry of timeline) {
		const date = at(entry.day);
		const age = 365 - entry.day;
		if (entry.kind === 'buylist') addBuylist(trading, date, age);
		else addOrder(trading, date, age);
	}

	// A few goodwill credits, with the mandatory note.
	for (let i = 0; i < Math.ceil(size.customers / 25); i++) {
		trading.credit(trading.randomCustomer(), 500, 'manual_adjustment', trading.after(at(360), i), {
			note: 'Goodwill credit for a late shipment',
			user: people.admin,
		});
	}

	addOpeningStock(trading, catalog, start);
	return sales;
}
