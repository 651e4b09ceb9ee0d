import type { Knex } from 'knex';
import { QUOTE_STALE_DAYS, type MarketQuoteView } from '@deckhand/contract/catalogue/market-quotes.ts';
import { isoTime } from '../db.ts';
import type { ShopSettings } from '../settings/shop-settings.ts';
import { isStale } from './reprice-rules.ts';

/** What the shop's market price is read from: its currency, and the source it follows (none: any, the newest quote). */
export interface QuoteFollowing {
	currency: string;
	source: string | null;
}

/** The shop's settings as what its market price is read from. */
export const followingOf = (settings: ShopSettings): QuoteFollowing => ({
	currency: settings.currency,
	source: settings.market_source,
});

export const quoteKey = (card: number, finish: string) => `${card}|${finish}`;

/** Card ids per query, under SQLite's bound-variable limit. */
const CHUNK = 500;

/**
 * The market price the shop follows for each card and finish (`quoteKey`): a quote in the shop's
 * currency, from the source it follows. A quote for any edition ('') is preferred to one for a
 * single edition (lines and SKUs are priced per card and finish), then the newest. Staleness is
 * judged by the server's clock.
 */
export async function followedQuotes(
	database: Knex,
	cards: readonly number[],
	following: QuoteFollowing,
	now = Date.now(),
): Promise<Map<string, MarketQuoteView>> {
	const quotes = new Map<string, MarketQuoteView>();
	const ids = [...new Set(cards)];
	for (let start = 0; start < ids.length; start += CHUNK) {
		const query = database('market_quotes')
			.whereIn('card', ids.slice(start, start + CHUNK))
			.where('currency', following.currency)
			.select('card', 'finish', 'edition', 'source', 'market', 'quoted_at');
		if (following.source !== null) query.where('source', following.source);
		const rows: Array<Record<string, unknown>> = await query;
		const ranked = rows
			.map((row) => ({ row, at: Date.parse(isoTime(row['quoted_at'])) }))
			.sort((a, b) => Number(b.row['edition'] === '') - Number(a.row['edition'] === '') || b.at - a.at);
		for (const { row, at } of ranked) {
			const key = quoteKey(Number(row['card']), String(row['finish']));
			if (quotes.has(key)) continue;
			quotes.set(key, {
				finish: String(row['finish']),
				price: Number(row['market']),
				source: String(row['source']),
				quoted_at: new Date(at).toISOString(),
				stale: isStale(at, now, QUOTE_STALE_DAYS),
			});
		}
	}
	return quotes;
}
