import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { read, send } from '../../../lib/api/deckhand-client.ts';
import { cardKeys } from '../../../lib/api/keys.ts';

/** Rows shown: the newest changes of the card's SKUs. */
export const PRICE_HISTORY_ROWS = 100;

export type { PriceHistoryRow as PriceChange } from '@deckhand/contract/pricing/price-commands.ts';

/** The price changes of the card's SKUs, newest first, from the server's permanent price ledger (under the card's key: a price change of the card refreshes it). */
export const priceHistoryQuery = (card: number, skus: number[]) =>
	queryOptions({
		queryKey: cardKeys.priceHistory(card, skus),
		queryFn: () => read(ENDPOINTS.priceHistory, { query: { skus: skus.join(','), limit: PRICE_HISTORY_ROWS } }),
	});

/** Sets a SKU's price back to what an earlier change set; the server records it as a restore. */
export const restorePrice = (change: number) => send(ENDPOINTS.priceRestore, { body: { change } });
