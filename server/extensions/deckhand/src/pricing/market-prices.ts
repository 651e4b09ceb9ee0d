import type { Knex } from 'knex';
import { isoTime } from '../db.ts';
import { MARKET_STALE_DAYS } from '@deckhand/contract/domain/limits.ts';
import { pathId } from '../domain/input.ts';
import { invalid } from '../errors.ts';
import { isStale } from './reprice-rules.ts';
import type { MarketPriceRow } from '@deckhand/contract/pricing/price-commands.ts';

/** `GET /deckhand/prices/market?card=12`: the card whose SKUs' market prices are read. */
export function parseMarketQuery(query: Record<string, unknown>): { card: number } {
	const card = pathId(query['card']);
	if (card === null) throw invalid('card', 'Name the card whose market prices are read (a card id).', { min: 1 });
	return { card };
}

/**
 * The market prices of a card's SKUs, as the card page shows them. Staleness is judged here, by
 * the server's clock, against the same fixed age a reprice from the market uses unless told
 * another (`MARKET_STALE_DAYS`): the browser's clock may be wrong.
 */
export async function cardMarketPrices(database: Knex, card: number): Promise<MarketPriceRow[]> {
	const rows = await database('market_prices as m')
		.join('skus as s', 's.id', 'm.sku')
		.where('s.card', card)
		.orderBy(['m.sku', 'm.source'])
		.select('m.sku', 'm.source', 'm.price', 'm.priced_at');
	const now = Date.now();
	return rows.map((row) => {
		const pricedAt = isoTime(row.priced_at);
		return {
			sku: Number(row.sku),
			source: String(row.source),
			price: Number(row.price),
			priced_at: pricedAt,
			stale: isStale(Date.parse(pricedAt), now, MARKET_STALE_DAYS),
		};
	});
}
