import { customEndpoint } from '@directus/sdk';
import { queryOptions } from '@tanstack/react-query';
import type { PriceReason } from '@deckhand/contract/ledger/prices.ts';
import { cardKeys } from '../../../lib/api/keys.ts';
import { directus } from '../../../lib/directus/client.ts';
import type { Person } from '../../../lib/people.ts';

/** Rows shown: the newest changes of the card's SKUs. */
export const PRICE_HISTORY_ROWS = 100;

/** One entry of the price ledger (`GET /deckhand/prices/history`): old → new, why, who, when. */
export interface PriceChange {
	id: number;
	sku: number;
	old_price: number | null;
	new_price: number | null;
	reason: PriceReason;
	/** The reprice run (or undo) the change belongs to. */
	run: string | null;
	restored_from: number | null;
	who: Person | null;
	date_created: string;
}

/** The price changes of the card's SKUs, newest first, from the server's permanent price ledger (under the card's key: a price change of the card refreshes it). */
export const priceHistoryQuery = (card: number, skus: number[]) =>
	queryOptions({
		queryKey: cardKeys.priceHistory(card, skus),
		queryFn: () =>
			directus.request(
				customEndpoint<PriceChange[]>({
					path: '/deckhand/prices/history',
					method: 'GET',
					params: { skus: skus.join(','), limit: PRICE_HISTORY_ROWS },
				}),
			),
	});

/** Sets a SKU's price back to what an earlier change set; the server records it as a restore. */
export const restorePrice = (change: number) =>
	directus.request(
		customEndpoint<{ sku: number; price: number | null }>({
			path: '/deckhand/prices/restore',
			method: 'POST',
			body: JSON.stringify({ change }),
		}),
	);
