import type { Knex } from 'knex';
import { dbTime } from '../../server/extensions/deckhand/src/db.ts';
import { rebuildCardDaySales } from '../../server/extensions/deckhand/src/ledger/card-day-sales.ts';

/*
 * Set-up steps, not commands under test: rows written by Deckhand's own commands moved to a
 * chosen moment, as the seed dates its rows (no command takes a date, and the server's clock is
 * not the test's to set). Every row the command wrote for the order or buylist moves with it, so
 * its history stays in order; a sale moved to another day moves in the sales summary too, worked
 * out again from the lines as the seed does.
 */

const at = (db: Knex, iso: string) => dbTime(db, Date.parse(iso));

/** An order, its events, payments, stock movements, cash and credit entries, all at `iso`, and its lines in the sales summary. */
export async function backdateOrder(db: Knex, order: number, iso: string): Promise<void> {
	await db.transaction(async (trx) => {
		await trx('orders')
			.where('id', order)
			.update({ date_created: at(trx, iso) });
		for (const table of ['order_events', 'order_payments', 'stock_movements', 'credit_ledger', 'cash_movements'])
			await trx(table)
				.where('order', order)
				.update({ date_created: at(trx, iso) });
		await rebuildCardDaySales(trx);
	});
}

/** A buylist, its status history, stock movements, cash and credit entries, all at `iso` (so it was completed then). */
export async function backdateBuylist(db: Knex, buylist: number, iso: string): Promise<void> {
	await db('buylists')
		.where('id', buylist)
		.update({ date_created: at(db, iso) });
	for (const table of ['buylist_events', 'stock_movements', 'credit_ledger', 'cash_movements'])
		await db(table)
			.where('buylist', buylist)
			.update({ date_created: at(db, iso) });
}

/** One credit-ledger entry (a manual adjustment) at `iso`. */
export async function backdateCredit(db: Knex, entry: number, iso: string): Promise<void> {
	await db('credit_ledger')
		.where('id', entry)
		.update({ date_created: at(db, iso) });
}
