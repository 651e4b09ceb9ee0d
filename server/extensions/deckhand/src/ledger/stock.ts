import type { Knex } from 'knex';
import { isSqlite } from '../db.ts';
import { invalid, OutOfStockError } from '../errors.ts';
import { describeSku } from '../stock/describe-sku.ts';
import type { StockReason } from '@deckhand/contract/schema/choices.ts';
import type { Books } from './command.ts';

export interface StockMove {
	sku: number;
	/** Signed: copies in (+) or out (−). */
	delta: number;
	reason: StockReason;
	order?: number | null;
	buylist?: number | null;
	note?: string | null;
	/** The request field named when the copies are not there (`lines[2].quantity`). */
	field?: string;
}

/**
 * The one writer of `stock_movements` (an import's thousands of SKUs aside: `import-books.ts`):
 * moves a SKU's quantity by a guarded `UPDATE … WHERE quantity + delta >= 0` and records the
 * movement in the same transaction, so `skus.quantity` = Σ deltas ≥ 0 however many tills race, on
 * SQLite or PostgreSQL. Answers the movement's id and the quantity now on hand.
 */
export async function moveStock(books: Books, move: StockMove): Promise<{ movement: number; quantity: number }> {
	const { trx, now } = books;
	const updated = await trx('skus')
		.where('id', move.sku)
		.andWhere('quantity', '>=', -move.delta)
		.update({ quantity: trx.raw('quantity + ?', [move.delta]), date_updated: now });
	if (updated === 0) {
		const sku = await describeSku(trx, move.sku);
		if (!sku) throw invalid(move.field?.replace(/quantity$/, 'sku') ?? 'sku', `There is no SKU #${move.sku}.`);
		throw new OutOfStockError(`Only ${sku.quantity} of ${sku.label} left.`, {
			sku: move.sku,
			available: sku.quantity,
			requested: -move.delta,
			...(move.field ? { field: move.field } : {}),
		});
	}
	const { quantity } = await trx('skus').select('quantity').where('id', move.sku).first();
	books.updated('skus', [move.sku], { quantity: Number(quantity) });
	const movement = await books.insert('stock_movements', {
		sku: move.sku,
		delta: move.delta,
		reason: move.reason,
		order: move.order ?? null,
		buylist: move.buylist ?? null,
		note: move.note ?? null,
		user_created: books.actor.user,
		date_created: now,
	});
	return { movement, quantity: Number(quantity) };
}

/**
 * Moves several SKUs in one command, in ascending SKU order whatever order they were asked in,
 * and answers in the order asked. Every command that moves more than one SKU goes through here:
 * two sales of the same two SKUs listed the other way round would otherwise each hold one row
 * and wait for the other's (PostgreSQL ends such a deadlock by failing one of them).
 */
export async function moveStocks(
	books: Books,
	moves: StockMove[],
): Promise<Array<{ movement: number; quantity: number }>> {
	const results: Array<{ movement: number; quantity: number }> = [];
	const inSkuOrder = [...moves.keys()].sort((a, b) => moves[a]!.sku - moves[b]!.sku);
	for (const i of inSkuOrder) results[i] = await moveStock(books, moves[i]!);
	return results;
}

/** Ties the two halves of a move between SKUs to each other, once both exist. */
export async function pairMovements(books: Books, first: number, second: number): Promise<void> {
	for (const [movement, counterpart] of [
		[first, second],
		[second, first],
	] as const) {
		await books.trx('stock_movements').where('id', movement).update({ counterpart });
		books.updated('stock_movements', [movement], { counterpart });
	}
}

/**
 * Locks the SKUs an import is about to write, in ascending id order (PostgreSQL; SQLite's one
 * writer needs none): a sale waits for the import's short transaction instead of deadlocking with
 * it, as `moveStocks` keeps two sales from doing. `skus` answers the SKU ids.
 */
export async function lockSkus(books: Books, skus: Knex.QueryBuilder): Promise<void> {
	if (isSqlite(books.trx)) return;
	await books.trx.raw('SELECT COUNT(*) FROM (SELECT id FROM skus WHERE id IN ? ORDER BY id FOR UPDATE) AS locked', [
		skus,
	]);
}
