import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import type { MarketPriceRow } from '@deckhand/contract/pricing/price-commands.ts';
import { read } from '../../../lib/api/deckhand-client.ts';
import { cardKeys } from '../../../lib/api/keys.ts';

export type { MarketPriceRow as MarketPrice };

/**
 * The market prices of the card's SKUs, by SKU (administrators only: the query is not sent for
 * staff). Under the card's key, so a refresh of the card reads them again.
 */
export const cardMarketQuery = (card: number) =>
	queryOptions({
		queryKey: cardKeys.marketPrices(card),
		queryFn: async () => {
			const rows = await read(ENDPOINTS.marketPrices, { query: { card } });
			const bySku = new Map<number, MarketPriceRow[]>();
			for (const row of rows) bySku.set(row.sku, [...(bySku.get(row.sku) ?? []), row]);
			return bySku;
		},
	});
