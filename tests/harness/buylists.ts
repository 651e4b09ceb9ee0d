import type { Knex } from 'knex';
import { afterAll, beforeAll } from 'vitest';
import type { Caller } from './api.ts';
import { createSku } from './fixtures.ts';
import { signedInClerk } from './people.ts';
import { changeSettings, openShop } from './shop.ts';

let made = 0;

/** A customer of the test's own. */
export async function newCustomer(admin: Caller, label = 'Trader'): Promise<number> {
	const customer = await admin.ok('POST', '/items/customers', {
		name: `${label} ${process.pid}-${Date.now().toString(36)}-${++made}`,
	});
	return customer.id;
}

/** What the buylist files start with: the owner and a clerk signed in, the test database open, and a customer of their own. */
export async function openBuylistShop(): Promise<{ admin: Caller; staff: Caller; db: Knex; customer: number }> {
	const shop = await openShop();
	return { ...shop, customer: await newCustomer(shop.admin) };
}

/** The shop of the files on the staff's buying limits, with what they ask of it (`buylistLimitsShop`). */
export interface LimitsShop {
	admin: Caller;
	db: Knex;
	/** Changes the limits; the file's own settings are put back when it ends. */
	setLimits: (limits: Record<string, unknown>) => Promise<unknown>;
	/** A clerk of the test's own, signed in. */
	clerk: (label: string) => Promise<Caller>;
	/** A buylist of one copy of a new card at `price`, for the customer (or a walk-in), by `caller`; answers its id. */
	buylistAt: (caller: Caller, price: number, customer: number | null) => Promise<number>;
}

/**
 * The files on the staff's buying limits: `beforeAll` opens the shop with a buylist limit of
 * `limit` and no daily one, `afterAll` puts the settings back and closes the database. The
 * answer's `admin` and `db` are there once the file's tests run.
 */
export function buylistLimitsShop(limit: number): LimitsShop {
	let putBackSettings: () => Promise<unknown>;
	const shop: LimitsShop = {
		admin: undefined as never,
		db: undefined as never,
		setLimits: (limits) => shop.admin.ok('PATCH', '/items/shop_settings', limits),
		clerk: (label) => signedInClerk(shop.admin, label),
		buylistAt: async (caller, price, customer) => {
			const { sku } = await createSku(shop.admin, { price });
			const { id } = await newBuylist(caller, customer);
			await addLine(caller, id, { sku, quantity: 1 });
			return id as number;
		},
	};
	beforeAll(async () => {
		({ admin: shop.admin, db: shop.db } = await openShop());
		putBackSettings = await changeSettings(shop.admin, { staff_buylist_limit: limit, staff_daily_buy_limit: null });
	});
	afterAll(async () => {
		await putBackSettings();
		await shop.db.destroy();
	});
	return shop;
}

/** A new draft buylist (through the command); answers its view. */
export async function newBuylist(caller: Caller, customer: number | null = null) {
	return caller.ok('POST', '/deckhand/buylists', { customer });
}

/** Adds a line (by SKU or by card, condition, finish, language); answers the buylist's view. */
export async function addLine(caller: Caller, buylist: number, line: Record<string, unknown>) {
	return caller.ok('POST', `/deckhand/buylists/${buylist}/lines`, line);
}

export const transition = (caller: Caller, buylist: number, body: Record<string, unknown>) =>
	caller.request('POST', `/deckhand/buylists/${buylist}/transition`, body);

/** Everything a buylist command may write: the "nothing changed" probe of a refused buylist command. */
export async function buylistBooks(db: Knex, buylist: number) {
	const rows = async (table: string, column: string) =>
		(await db(table).where(column, buylist).orderBy('id').select('*')).map((row) => JSON.stringify(row));
	const count = async (table: string) => Number((await db(table).count({ n: '*' }).first())?.['n']);
	return {
		buylist: JSON.stringify(await db('buylists').where('id', buylist).first()),
		lines: await rows('buylist_lines', 'buylist'),
		events: await rows('buylist_events', 'buylist'),
		movements: await rows('stock_movements', 'buylist'),
		credit: await rows('credit_ledger', 'buylist'),
		cash: await rows('cash_movements', 'buylist'),
		skus: await count('skus'),
		costs: JSON.stringify(await db('sku_costs').orderBy('id').select('sku', 'unit_cost')),
	};
}

/**
 * A counter sale paid with a trade-in's store credit: one copy of `sku`, priced 2 000 by the tests
 * that use it, is 2 165 with the seeded shop's tax.
 */
export const tradeInSale = (customer: number, sku: number, tradeIn: number) => ({
	channel: 'counter',
	customer,
	lines: [{ sku, quantity: 1 }],
	payments: [{ method: 'credit', amount: 2_165 }],
	complete: true,
	trade_in: tradeIn,
});
