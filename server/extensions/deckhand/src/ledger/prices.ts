import type { Knex } from 'knex';
import { rawRows } from '../db.ts';
import { invalid } from '../errors.ts';
import type { PriceReason } from '../../../../schema/collections.ts';
import type { Books } from './command.ts';

export interface PriceChange {
	sku: number;
	/** The price the command found; the change applies only if it is still that. */
	old: number | null;
	price: number | null;
	/** The earlier change this one restores or undoes, where it differs per SKU (a run undone). */
	restoredFrom?: number;
}

export interface PriceChangeContext {
	reason: PriceReason;
	/** The reprice run the change belongs to. */
	run?: string | null;
	/** The earlier change whose price is restored. */
	restoredFrom?: number | null;
}

/**
 * The one writer of `skus.price` and `price_changes`, the permanent price history (Directus
 * keeps revisions only 30 days on Core). Each change is applied by a guarded update (the price
 * must still be the one the command read), so a price changed meanwhile is never overwritten
 * unseen; the whole command is refused instead. Answers the ledger rows as written.
 */
export async function changePrices(books: Books, changes: readonly PriceChange[], context: PriceChangeContext) {
	const { trx, now } = books;
	const rows = [];
	for (const change of changes) {
		if (change.old === change.price) continue;
		const guarded = trx('skus').where('id', change.sku);
		if (change.old === null) guarded.whereNull('price');
		else guarded.andWhere('price', change.old);
		const updated = await guarded.update({ price: change.price, date_updated: now });
		if (updated === 0) throw invalid('sku', `The price of SKU #${change.sku} was changed by someone else a moment ago; nothing was changed. Look again and retry.`);
		books.updated('skus', [change.sku], { price: change.price });
		const row = {
			sku: change.sku,
			old_price: change.old,
			new_price: change.price,
			reason: context.reason,
			run: context.run ?? null,
			restored_from: change.restoredFrom ?? context.restoredFrom ?? null,
			user_created: books.actor.user,
			date_created: now,
		};
		const id = await books.insert('price_changes', row);
		rows.push({ id, ...row, date_created: books.isoNow });
	}
	return rows;
}

/**
 * Many SKUs' prices at once (an import): `source` answers each SKU once (`sku`) with its new
 * `price`. Every SKU whose price differs gets its ledger row (reason `import`, the import's `run`)
 * and its price, in two set-based statements: the rows first, then the prices from them, so the
 * SKU's price is always its last ledger row's. The SKUs are locked (`lockSkus`), so the price read
 * is the price changed. Answers the number of changes.
 */
export async function importPrices(books: Books, source: Knex.QueryBuilder, run: string): Promise<number> {
	const { trx, now } = books;
	const reason: PriceReason = 'import';
	const changes = rawRows(
		await trx.raw(
			`INSERT INTO price_changes (sku, old_price, new_price, reason, run, user_created, date_created)
			SELECT s.id, s.price, src.price, ?, ?, ?, ? FROM ? src JOIN skus s ON s.id = src.sku WHERE s.price IS DISTINCT FROM src.price RETURNING id`,
			[reason, run, books.actor.user, now, source],
		),
	);
	const priced = rawRows(
		await trx.raw('UPDATE skus SET price = pc.new_price, date_updated = ? FROM price_changes pc WHERE pc.run = ? AND pc.sku = skus.id RETURNING skus.id', [now, run]),
	);
	if (priced.length !== changes.length) throw new Error(`An import priced ${priced.length} SKUs for ${changes.length} price changes; nothing was written.`);
	return changes.length;
}
