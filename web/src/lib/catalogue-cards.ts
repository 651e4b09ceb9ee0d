import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import type { CatalogueCardRow } from '@deckhand/contract/catalogue/catalogue-cards.ts';
import { read } from './api/deckhand-client.ts';
import { buylistKeys } from './api/keys.ts';

/** A card the customer may bring or ask for, in or out of stock, with or without a SKU yet. */
export type CardChoice = CatalogueCardRow;

/** "OBF 125": the card's set code and collector number. */
export const cardLabel = (card: Pick<CardChoice, 'set' | 'collector_number'>) =>
	[card.set.code, card.collector_number].filter(Boolean).join(' ');

/**
 * Cards matching what was typed, read by the server every way the till's search reads it (name
 * words, "OBF 125", a barcode). Every card of the catalogue counts, not only those in stock: the
 * shop buys what it has none of, and each comes with the market price the shop follows. Under the
 * intake's keys, which every buylist command refreshes (what the shop holds changes with them).
 */
export const cardMatchesQuery = (text: string) =>
	queryOptions({
		queryKey: buylistKeys.cards(text),
		queryFn: async (): Promise<CardChoice[]> =>
			(await read(ENDPOINTS.catalogueCards, { query: { q: text.trim(), limit: '10' } })).items,
		staleTime: 30_000,
		enabled: text.trim().length >= 2,
	});
