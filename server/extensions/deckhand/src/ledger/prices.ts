import { invalid } from '../errors.ts';
import type { PriceReason } from '@deckhand/contract/ledger/prices.ts';
import type { Books } from './command.ts';
import type { PriceChangeRow } from '@deckhand/contract/ledger/ledger-rows.ts';

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
 * The one writer of `skus.price` and `price_changes` (an import's thousands of SKUs aside:
 * `import-books.ts`), the permanent price history (Directus keeps revisions only 30 days on
 * Core). Each change is applied by a guarded update (the price
 * must still be the one the command read), so a price changed meanwhile is never overwritten
 * unseen; the whole command is refused instead. Answers the ledger rows as written.
 */
export async function changePrices(
	books: Books,
	changes: readonly PriceChange[],
	context: PriceChangeContext,
): Promise<PriceChangeRow[]> {
	const { trx, now } = books;
	const rows: PriceChangeRow[] = [];
	for (const change of changes) {
		if (change.old === change.price) continue;
		const guarded = trx('skus').where('id', change.sku);
		if (change.old === null) guarded.whereNull('price');
		else guarded.andWhere('price', change.old);
		const updated = await guarded.update({ price: change.price, date_updated: now });
		if (updated === 0)
			throw invalid(
				'sku',
				`The price of SKU #${change.sku} was changed by someone else a moment ago; nothing was changed. Look again and retry.`,
			);
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
