// What the trade-ins and orders of the demo shop's year share as they are generated: the rows so far, the running
// balances and sales per SKU, and the one way a stock movement or a credit entry is written (so each keeps its sum).
import type { Faker } from '@faker-js/faker';
import type { Catalog, SkuRow } from './catalog.ts';
import type { People, Sales, Settings } from './sales-rows.ts';

export const DAY = 86_400_000;

/** What a stock movement or a credit entry points back to, and who made it. */
interface Reference {
	order?: number;
	buylist?: number;
	note?: string;
	user?: string | null;
}

export interface Trading {
	faker: Faker;
	people: People;
	settings: Settings;
	sales: Sales;
	/** The SKUs with a price: the ones traded in and sold. */
	priced: SkuRow[];
	costBySku: Map<number, number>;
	/** Each customer's store credit so far. */
	balances: Map<number, number>;
	/** The copies of each SKU sold so far, before any cancel or refund: the opening stock covers them. */
	grossSold: Map<number, number>;
	clerk: () => string;
	randomCustomer: () => number;
	/** Some hours after a date, never later than a minute ago. */
	after: (date: Date, hours: number) => Date;
	move: (sku: number, delta: number, reason: string, date: Date, ref: Reference) => void;
	credit: (customer: number, amount: number, reason: string, date: Date, ref: Reference) => void;
}

export function openTrading(options: {
	faker: Faker;
	sales: Sales;
	catalog: Catalog;
	people: People;
	settings: Settings;
	customers: number;
	now: Date;
}): Trading {
	const { faker, sales, catalog, people, now } = options;
	const balances = new Map<number, number>();
	return {
		faker,
		people,
		settings: options.settings,
		sales,
		priced: catalog.skus.filter((sku) => sku.price !== null),
		costBySku: new Map(catalog.costs.map((cost) => [cost.sku, cost.unit_cost])),
		balances,
		grossSold: new Map<number, number>(),
		clerk: () => faker.helpers.arrayElement([people.staff, people.staff, people.admin]),
		randomCustomer: () => faker.number.int({ min: 1, max: options.customers }),
		after: (date, hours) => new Date(Math.min(now.getTime() - 60_000, date.getTime() + hours * 3_600_000)),
		move: (sku, delta, reason, date, ref) => {
			sales.movements.push({
				id: 0,
				sku,
				delta,
				reason,
				order: ref.order ?? null,
				buylist: ref.buylist ?? null,
				note: ref.note ?? null,
				user_created: ref.user ?? null,
				date_created: date,
			});
		},
		credit: (customer, amount, reason, date, ref) => {
			const balance = (balances.get(customer) ?? 0) + amount;
			balances.set(customer, balance);
			sales.ledger.push({
				id: sales.ledger.length + 1,
				customer,
				amount,
				reason,
				order: ref.order ?? null,
				buylist: ref.buylist ?? null,
				note: ref.note ?? null,
				balance_after: balance,
				user_created: ref.user ?? null,
				date_created: date,
			});
		},
	};
}
