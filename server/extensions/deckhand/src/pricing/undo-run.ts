import { randomUUID } from 'node:crypto';
import { lockingRead } from '../db.ts';
import { invalid } from '../errors.ts';
import type { Books } from '../ledger/command.ts';
import { changePrices } from '../ledger/prices.ts';
import type { UndoneRun } from '@deckhand/contract/pricing/price-commands.ts';

/**
 * `POST /deckhand/prices/undo-run`: a whole reprice run (or an undo, which is a run too) taken
 * back in one command. Each SKU the run changed gets the price it had before, as a new change
 * (reason `undo`, naming the change undone), under a run of its own, so the undo can be undone.
 * A SKU whose price was changed again since is left as it is and named: the later change wins.
 */
export async function undoRun(books: Books, run: string): Promise<UndoneRun> {
	const { trx } = books;
	const rows: Array<{ id: number; sku: number; old_price: number | null; new_price: number | null }> = await trx(
		'price_changes',
	)
		.select('id', 'sku', 'old_price', 'new_price')
		.where('run', run)
		.orderBy('sku');
	if (rows.length === 0) throw invalid('run', `There is no reprice run ${run}.`);
	// The SKUs' rows are read (and on PostgreSQL locked) in SKU order, as every command that changes several prices.
	const current = trx('skus')
		.select('id', 'price')
		.whereIn(
			'id',
			rows.map((row) => row.sku),
		)
		.orderBy('id');
	const prices = new Map(
		(await lockingRead(trx, current)).map((sku: { id: number; price: number | null }) => [
			Number(sku.id),
			sku.price === null ? null : Number(sku.price),
		]),
	);
	const price = (value: number | null) => (value === null ? null : Number(value));
	const undoable = rows.filter((row) => prices.get(Number(row.sku)) === price(row.new_price));
	const changedSince = rows.filter((row) => !undoable.includes(row)).map((row) => Number(row.sku));
	const undo = undoable.length > 0 ? randomUUID() : null;
	const changes = await changePrices(
		books,
		undoable.map((row) => ({
			sku: Number(row.sku),
			old: price(row.new_price),
			price: price(row.old_price),
			restoredFrom: Number(row.id),
		})),
		{ reason: 'undo', run: undo },
	);
	return { run: undo, undone: changes.length, changed_since: changedSince };
}
