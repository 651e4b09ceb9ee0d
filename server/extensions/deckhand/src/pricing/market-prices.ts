import type { Knex } from 'knex';
import { isoTime } from '../db.ts';
import { MARKET_STALE_DAYS } from '@deckhand/contract/domain/limits.ts';
import { pathId } from '../domain/input.ts';
import { invalid } from '../errors.ts';
import { isStale } from './reprice-rules.ts';
import type { CardMarket, MarketChangeRow, MarketPriceRow } from '@deckhand/contract/pricing/price-commands.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import { followedQuotes, followingOf, type QuoteFollowing } from './followed-quotes.ts';

/** The changes of a card's market shown with its price history: as many as the history's rows. */
const HISTORY_ROWS = 100;

/** `GET /deckhand/prices/market?card=12`: the card whose SKUs' market prices are read. */
export function parseMarketQuery(query: Record<string, unknown>): { card: number } {
	const card = pathId(query['card']);
	if (card === null) throw invalid('card', 'Name the card whose market prices are read (a card id).', { min: 1 });
	return { card };
}

/**
 * `GET /deckhand/prices/market?card=12`: the card's market as its page shows it: the price the shop
 * follows per finish, each SKU's imported price, and the followed market's changes over time.
 */
export async function cardMarket(database: Knex, card: number): Promise<CardMarket> {
	const following = followingOf(await readShopSettings(database));
	const [followed, skus, history] = await Promise.all([
		followedQuotes(database, [card], following),
		cardMarketPrices(database, card),
		marketHistory(database, card, following),
	]);
	return { followed: [...followed.values()], skus, history };
}

/** The changes of the card's quotes the shop follows (its source, or every source), in its currency, newest first. */
async function marketHistory(database: Knex, card: number, following: QuoteFollowing): Promise<MarketChangeRow[]> {
	const query = database('market_quote_changes')
		.where({ card, currency: following.currency })
		.orderBy([
			{ column: 'quoted_at', order: 'desc' },
			{ column: 'id', order: 'desc' },
		])
		.limit(HISTORY_ROWS)
		.select('finish', 'edition', 'source', 'previous', 'market', 'quoted_at');
	if (following.source !== null) query.where('source', following.source);
	return (await query).map((row) => ({
		finish: String(row.finish),
		edition: String(row.edition),
		source: String(row.source),
		previous: row.previous === null ? null : Number(row.previous),
		market: Number(row.market),
		quoted_at: isoTime(row.quoted_at),
	}));
}

/**
 * The market prices of a card's SKUs, as the card page shows them. Staleness is judged here, by
 * the server's clock, against the same fixed age a reprice from the market uses unless told
 * another (`MARKET_STALE_DAYS`): the browser's clock may be wrong.
 */
async function cardMarketPrices(database: Knex, card: number): Promise<MarketPriceRow[]> {
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
