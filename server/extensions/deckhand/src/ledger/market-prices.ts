import type { Knex } from 'knex';
import { rawRows } from '../db.ts';
import type { Books } from './command.ts';

/** Where a market price comes from: TCGplayer's market price, from its pricing export. */
export type MarketSource = 'tcgplayer';

/**
 * The one writer of `market_prices`: the latest market price of each SKU per source, with the
 * time it was taken. `source` answers each SKU once (`sku`) with its `price` and when it was taken
 * (`priced_at`; none: now, the time of the import that reports it). Each replaces the SKU's price
 * from that source unless the one kept was taken later: an old file brought back never undoes a
 * newer price (one set-based upsert). Answers the number of SKUs priced.
 */
export async function upsertMarketPrices(
	books: Books,
	source: Knex.QueryBuilder,
	from: { source: MarketSource; importJob: number },
): Promise<number> {
	const rows = rawRows(
		await books.trx.raw(
			`INSERT INTO market_prices (sku, source, price, priced_at, import_job)
			SELECT src.sku, ?, src.price, COALESCE(src.priced_at, ?), ? FROM ? src WHERE src.price IS NOT NULL
			ON CONFLICT (sku, source) DO UPDATE SET price = excluded.price, priced_at = excluded.priced_at, import_job = excluded.import_job
			WHERE market_prices.priced_at <= excluded.priced_at
			RETURNING id`,
			[from.source, books.now, from.importJob, source],
		),
	);
	return rows.length;
}
