import type { Knex } from 'knex';
import type { PriceHistoryRow } from '@deckhand/contract/pricing/price-commands.ts';
import type { PriceReason } from '@deckhand/contract/ledger/prices.ts';

/** `GET /deckhand/prices/history`: the price ledger of some SKUs, newest first, each row with who made it. */
export async function priceHistory(database: Knex, skus: number[], limit: number): Promise<PriceHistoryRow[]> {
	const rows = await database('price_changes as p')
		.leftJoin('directus_users as u', 'u.id', 'p.user_created')
		.whereIn('p.sku', skus)
		.orderBy('p.id', 'desc')
		.limit(limit)
		.select(
			'p.id',
			'p.sku',
			'p.old_price',
			'p.new_price',
			'p.reason',
			'p.run',
			'p.restored_from',
			'p.user_created',
			'p.date_created',
			'u.first_name',
			'u.last_name',
			'u.email',
		);
	const price = (value: unknown) => (value === null ? null : Number(value));
	return rows.map((row) => ({
		id: Number(row.id),
		sku: Number(row.sku),
		old_price: price(row.old_price),
		new_price: price(row.new_price),
		reason: String(row.reason) as PriceReason,
		run: row.run ?? null,
		restored_from: row.restored_from === null ? null : Number(row.restored_from),
		who:
			row.user_created === null
				? null
				: { first_name: row.first_name ?? null, last_name: row.last_name ?? null, email: row.email ?? null },
		// SQLite keeps milliseconds since the epoch, PostgreSQL a timestamp: the same ISO time either way.
		date_created: new Date(
			typeof row.date_created === 'string' && /^\d+$/.test(row.date_created)
				? Number(row.date_created)
				: row.date_created,
		).toISOString(),
	}));
}
