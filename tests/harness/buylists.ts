import type { Knex } from 'knex';
import type { Caller } from './api.ts';

let made = 0;

/** A customer of the test's own. */
export async function newCustomer(admin: Caller, label = 'Trader'): Promise<number> {
	const customer = await admin.ok('POST', '/items/customers', {
		name: `${label} ${process.pid}-${Date.now().toString(36)}-${++made}`,
	});
	return customer.id;
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
