import type { Knex } from 'knex';
import { rawRows } from '../db.ts';
import type { PriceReason } from '@deckhand/contract/ledger/prices.ts';
import type { Books } from './command.ts';

/** What an import gives its SKUs, each a query answering a SKU at most once (`sku`). */
export interface ImportedValues {
	/** The file's copies (`quantity`) of each SKU it stocks. */
	stock: Knex.QueryBuilder;
	/** The new `price` of each SKU (none: it keeps its own). */
	prices: Knex.QueryBuilder;
	/** Every SKU the import writes, with the own fields the file gives it (`bin`, `barcode`, `tcgplayer_id`; none: left as they are). */
	fields: Knex.QueryBuilder;
}

export interface ImportBooksOptions {
	/** `replace`: on hand becomes the file's quantity; `add`: that many copies arrive. */
	mode: 'replace' | 'add';
	/** The movements' note. */
	note: string;
	/** The price changes' run. */
	run: string;
}

/**
 * The stock and prices of many SKUs at once (an import), and their own fields: one `import`
 * movement per SKU whose stock changes, one price change per SKU whose price differs (reason
 * `import`, the import's run), then one update of the SKUs that applies both, in three set-based
 * statements whatever the number of SKUs. One update, not one per book: an update of 50 000 SKUs
 * writes each row and its eight index entries anew, and a second one doubled the commit's time on
 * PostgreSQL. The SKUs are locked (`lockSkus`), so the quantity and price the ledger rows are
 * computed from are those the update changes: quantity = Σ movements and price = its last change
 * hold, as with `moveStock` and `changePrices`, the writers of these books for everything else. A
 * file's quantities are never below none (its reader refuses them), so neither is a SKU's stock.
 * Answers the number of movements and of price changes.
 */
export async function writeImportBooks(
	books: Books,
	values: ImportedValues,
	options: ImportBooksOptions,
): Promise<{ movements: number; prices: number }> {
	const { trx, now } = books;
	const change = (sku: string) => (options.mode === 'replace' ? `st.quantity - ${sku}.quantity` : 'st.quantity');
	const movements = rawRows(
		await trx.raw(
			`INSERT INTO stock_movements (sku, delta, reason, note, user_created, date_created)
			SELECT s.id, ${change('s')}, 'import', ?, ?, ? FROM ? st JOIN skus s ON s.id = st.sku WHERE ${change('s')} <> 0 RETURNING id`,
			[options.note, books.actor.user, now, values.stock],
		),
	);
	const reason: PriceReason = 'import';
	const prices = rawRows(
		await trx.raw(
			`INSERT INTO price_changes (sku, old_price, new_price, reason, run, user_created, date_created)
			SELECT s.id, s.price, src.price, ?, ?, ?, ? FROM ? src JOIN skus s ON s.id = src.sku WHERE src.price IS NOT NULL AND s.price IS DISTINCT FROM src.price RETURNING id`,
			[reason, options.run, books.actor.user, now, values.prices],
		),
	);
	await trx.raw(
		`UPDATE skus SET quantity = skus.quantity + t.delta, price = t.price, bin = t.bin, barcode = t.barcode, tcgplayer_id = t.tcgplayer_id, date_updated = ?
		FROM (
			SELECT s.id AS sku, COALESCE(${change('s')}, 0) AS delta, CASE WHEN pc.id IS NULL THEN s.price ELSE pc.new_price END AS price,
				COALESCE(f.bin, s.bin) AS bin, COALESCE(f.barcode, s.barcode) AS barcode, COALESCE(f.tcgplayer_id, s.tcgplayer_id) AS tcgplayer_id
			FROM ? f
			JOIN skus s ON s.id = f.sku
			LEFT JOIN ? st ON st.sku = s.id
			LEFT JOIN price_changes pc ON pc.run = ? AND pc.sku = s.id
		) t
		WHERE skus.id = t.sku AND (t.delta <> 0 OR t.price IS DISTINCT FROM skus.price OR t.bin IS DISTINCT FROM skus.bin
			OR t.barcode IS DISTINCT FROM skus.barcode OR t.tcgplayer_id IS DISTINCT FROM skus.tcgplayer_id)`,
		[now, values.fields, values.stock, options.run],
	);
	return { movements: movements.length, prices: prices.length };
}
