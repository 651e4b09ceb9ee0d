import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import type { MarketQuoteView } from '@deckhand/contract/catalogue/market-quotes.ts';
import type { MarketChangeRow, MarketPriceRow } from '@deckhand/contract/pricing/price-commands.ts';
import { read } from '../../../lib/api/deckhand-client.ts';
import { cardKeys } from '../../../lib/api/keys.ts';

/** The card's market as its page reads it: the followed price by finish, each SKU's imported prices, the followed market's changes. */
export interface CardMarketView {
	followed: Map<string, MarketQuoteView>;
	bySku: Map<number, MarketPriceRow[]>;
	history: MarketChangeRow[];
}

/**
 * The card's market (administrators only: the query is not sent for staff). Under the card's
 * key, so a refresh of the card reads it again.
 */
export const cardMarketQuery = (card: number) =>
	queryOptions({
		queryKey: cardKeys.marketPrices(card),
		queryFn: async (): Promise<CardMarketView> => {
			const market = await read(ENDPOINTS.marketPrices, { query: { card } });
			const bySku = new Map<number, MarketPriceRow[]>();
			for (const row of market.skus) bySku.set(row.sku, [...(bySku.get(row.sku) ?? []), row]);
			return {
				followed: new Map(market.followed.map((quote) => [quote.finish, quote])),
				bySku,
				history: market.history,
			};
		},
	});
