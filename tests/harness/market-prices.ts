import type { Knex } from 'knex';
import { isSqlite } from '../../server/extensions/deckhand/src/db.ts';

const DAY_MS = 86_400_000;

/**
 * Set-up step, not a command under test: a SKU's market price written straight into the test
 * database, as an import writes it (`market_prices`, one row per SKU and source, `priced_at` in
 * the database's own timestamp form), taken `daysAgo` days before now.
 */
export async function putMarketPrice(
	db: Knex,
	sku: number,
	price: number,
	daysAgo = 0,
	source = 'tcgplayer',
): Promise<void> {
	const at = Date.now() - daysAgo * DAY_MS;
	await db('market_prices')
		.insert({ sku, source, price, priced_at: isSqlite(db) ? at : new Date(at) })
		.onConflict(['sku', 'source'])
		.merge();
}

/** The price review queue's rows of some SKUs, oldest first: what a reprice queued and what became of it. */
export async function reviewsOf(
	db: Knex,
	skus: number[],
): Promise<
	Array<{
		id: number;
		sku: number;
		status: string;
		old_price: number | null;
		proposed_price: number;
		run: string;
		decided_by: string | null;
	}>
> {
	const rows = await db('price_reviews')
		.whereIn('sku', skus)
		.orderBy('id')
		.select('id', 'sku', 'status', 'old_price', 'proposed_price', 'run', 'decided_by');
	return rows.map((row) => ({
		...row,
		id: Number(row.id),
		sku: Number(row.sku),
		old_price: row.old_price === null ? null : Number(row.old_price),
		proposed_price: Number(row.proposed_price),
	}));
}

/**
 * Set-up step: a card's market quote written straight into the test database, as a catalogue
 * run writes it (`market_quotes`, the latest per card, finish, edition, source and currency),
 * quoted `daysAgo` days before now.
 */
export async function putQuote(
	db: Knex,
	quote: { card: number; finish?: string; edition?: string; source: string; market: number; currency?: string },
	daysAgo = 0,
): Promise<void> {
	const at = Date.now() - daysAgo * DAY_MS;
	await db('market_quotes')
		.insert({
			finish: 'normal',
			edition: '',
			currency: 'USD',
			...quote,
			low: null,
			quoted_at: isSqlite(db) ? at : new Date(at),
		})
		.onConflict(['card', 'finish', 'edition', 'source', 'currency'])
		.merge();
}
