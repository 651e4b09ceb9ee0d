import type { Knex } from 'knex';
import type { BuylistArrival, BuylistArrivals } from '@deckhand/contract/buylists/buylist-arrivals.ts';
import { MARKET_STALE_DAYS } from '@deckhand/contract/domain/limits.ts';
import type { Condition, Edition, Finish } from '@deckhand/contract/schema/choices.ts';
import { isoTime } from '../db.ts';
import { invalid } from '../errors.ts';
import { notShelved } from '../inventory/inventory-filters.ts';
import { followedQuotes, followingOf, quoteKey } from '../pricing/followed-quotes.ts';
import { isStale } from '../pricing/reprice-rules.ts';
import { conditionLadder, readShopSettings } from '../settings/shop-settings.ts';
import { suggestedPrice, type PricedSibling } from './suggested-price.ts';

type Row = Record<string, unknown>;

/** Each SKU's newest market price that is not stale (by the server's clock, as the card page judges it). */
async function freshMarket(database: Knex, skus: number[]): Promise<Map<number, number>> {
	const rows: Row[] = await database('market_prices')
		.whereIn('sku', skus)
		.orderBy([{ column: 'priced_at', order: 'desc' }, { column: 'id' }])
		.select('sku', 'price', 'priced_at');
	const fresh = new Map<number, number>();
	for (const row of rows) {
		const sku = Number(row['sku']);
		if (!fresh.has(sku) && !isStale(Date.parse(isoTime(row['priced_at'])), Date.now(), MARKET_STALE_DAYS))
			fresh.set(sku, Number(row['price']));
	}
	return fresh;
}

/** The priced SKUs of the arrivals' cards, by card|finish|language|edition: the rungs the ladder starts from. */
async function pricedSiblings(database: Knex, cards: number[]): Promise<Map<string, PricedSibling[]>> {
	const rows: Row[] = await database('skus')
		.whereIn('card', cards)
		.whereNotNull('price')
		.select('card', 'condition', 'finish', 'language', 'edition', 'price');
	const siblings = new Map<string, PricedSibling[]>();
	for (const row of rows) {
		const key = familyOf(row);
		siblings.set(key, [
			...(siblings.get(key) ?? []),
			{ condition: String(row['condition']), price: Number(row['price']) },
		]);
	}
	return siblings;
}

const familyOf = (row: Row) => [row['card'], row['finish'], row['language'], row['edition'] ?? ''].join('|');

/**
 * `GET /deckhand/buylists/:id/arrivals`: the SKUs the buylist's intake moved copies to that still
 * have copies on hand and no price or no bin, each with a first price to start from
 * (`suggested-price.ts`). Read by whoever may read buylists: a price is no secret at the counter.
 */
export async function buylistArrivals(database: Knex, id: number): Promise<BuylistArrivals> {
	const buylist = await database('buylists').select('id').where('id', id).first();
	if (!buylist) throw invalid('id', `There is no buylist #${id}.`);
	const rows: Row[] = await notShelved(database('skus').join('cards', 'cards.id', 'skus.card'))
		.whereIn('skus.id', database('stock_movements').select('sku').where({ buylist: id, reason: 'buylist_intake' }))
		.orderBy([{ column: 'cards.name' }, { column: 'skus.id' }])
		.select('skus.*', 'cards.name as card_name');
	if (rows.length === 0) return { skus: [] };
	const settings = await readShopSettings(database);
	const ladder = conditionLadder(settings);
	const market = await freshMarket(
		database,
		rows.map((row) => Number(row['id'])),
	);
	const cards = [...new Set(rows.map((row) => Number(row['card'])))];
	const siblings = await pricedSiblings(database, cards);
	const followed = await followedQuotes(database, cards, followingOf(settings));
	/** The followed market price of the SKU's card and finish, when fresh: a first price is not taken from a stale one. */
	const freshFollowed = (row: Row) => {
		const quote = followed.get(quoteKey(Number(row['card']), String(row['finish'])));
		return quote && !quote.stale ? quote.price : null;
	};
	return {
		skus: rows.map((row): BuylistArrival => {
			const sku = Number(row['id']);
			const price = row['price'] === null ? null : Number(row['price']);
			return {
				sku,
				card: { id: Number(row['card']), name: String(row['card_name']) },
				condition: row['condition'] as Condition,
				finish: row['finish'] as Finish,
				language: String(row['language']),
				edition: (row['edition'] as Edition | null) ?? null,
				quantity: Number(row['quantity']),
				price,
				bin: (row['bin'] as string | null) || null,
				suggested:
					price === null
						? suggestedPrice(
								String(row['condition']),
								{ sku: market.get(sku) ?? null, followed: freshFollowed(row) },
								siblings.get(familyOf(row)) ?? [],
								ladder,
							)
						: null,
			};
		}),
	};
}
