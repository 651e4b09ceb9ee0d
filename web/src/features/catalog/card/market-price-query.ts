import { customEndpoint } from '@directus/sdk';
import { queryOptions } from '@tanstack/react-query';
import { cardKeys } from '../../../lib/api/keys.ts';
import { directus } from '../../../lib/directus/client.ts';

/** A SKU's market price from one source (`GET /deckhand/prices/market`), with its date; `stale` is judged by the server. */
export interface MarketPrice {
	sku: number;
	source: string;
	price: number;
	priced_at: string;
	stale: boolean;
}

/**
 * The market prices of the card's SKUs, by SKU (administrators only: the query is not sent for
 * staff). Under the card's key, so a refresh of the card reads them again.
 */
export const cardMarketQuery = (card: number) =>
	queryOptions({
		queryKey: cardKeys.marketPrices(card),
		queryFn: async () => {
			const rows = await directus.request(
				customEndpoint<MarketPrice[]>({ path: '/deckhand/prices/market', method: 'GET', params: { card } }),
			);
			const bySku = new Map<number, MarketPrice[]>();
			for (const row of rows) bySku.set(row.sku, [...(bySku.get(row.sku) ?? []), row]);
			return bySku;
		},
	});
