import knex, { type Knex } from 'knex';
import { knexConfig } from '../../server/config/knex-config.ts';
import { nowForDb } from '../../server/extensions/deckhand/src/db.ts';
import { stackInfo } from './api.ts';

/** A direct connection to the test server's database, to read the books back (and, where no command exists yet, to open them). */
export function openTestDb(): Knex {
	return knex(knexConfig(stackInfo().env));
}

const SALE_TABLES = [
	'orders',
	'order_lines',
	'order_line_costs',
	'order_events',
	'order_payments',
	'stock_movements',
	'credit_ledger',
	'till_sessions',
	'cash_movements',
	'card_day_sales',
] as const;

/** Row counts of every table a sale or a till writes, and the stock, credit, cash in hand and the sales summary's units and revenue: the "nothing changed" probe of a refused command. */
export async function saleBooks(db: Knex): Promise<Record<string, number>> {
	const books: Record<string, number> = {};
	for (const table of SALE_TABLES) books[table] = Number((await db(table).count({ n: '*' }).first())?.['n']);
	books['stock on hand'] = Number((await db('skus').sum({ n: 'quantity' }).first())?.['n']);
	books['credit balance'] = Number((await db('credit_ledger').sum({ n: 'amount' }).first())?.['n'] ?? 0);
	books['cash in tills'] = Number((await db('cash_movements').sum({ n: 'amount' }).first())?.['n'] ?? 0);
	books['copies refunded'] = Number((await db('order_lines').sum({ n: 'refunded_quantity' }).first())?.['n'] ?? 0);
	books['open tills'] = Number((await db('till_sessions').where('status', 'open').count({ n: '*' }).first())?.['n']);
	const summary = await db('card_day_sales').sum({ units: 'units', revenue: 'revenue' }).first();
	books['units in the sales summary'] = Number(summary?.['units'] ?? 0);
	books['revenue in the sales summary'] = Number(summary?.['revenue'] ?? 0);
	return books;
}

/** A customer's store credit: the sum of their rows in the credit ledger. */
export async function creditBalance(db: Knex, customer: number): Promise<number> {
	return Number((await db('credit_ledger').where('customer', customer).sum({ n: 'amount' }).first())?.['n'] ?? 0);
}

/**
 * Opens a customer's store credit with a manual adjustment written straight into the ledger,
 * as the credit-adjustment command will: balance_after carries the running balance.
 */
export async function openStoreCredit(db: Knex, customer: number, amount: number): Promise<void> {
	const balance = (await creditBalance(db, customer)) + amount;
	await db('credit_ledger').insert({
		customer,
		amount,
		reason: 'manual_adjustment',
		note: 'Opening credit for a test',
		balance_after: balance,
		date_created: nowForDb(db),
	});
}
