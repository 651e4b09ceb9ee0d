import { readItems } from '@directus/sdk';
import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import type { InventoryRow } from '@deckhand/contract/inventory/inventory-list.ts';
import { searchWords } from '@deckhand/contract/domain/search-text.ts';
import { read } from '../../lib/api/deckhand-client.ts';
import { buylistKeys } from '../../lib/api/keys.ts';
import { directus } from '../../lib/directus/client.ts';

/** A card the customer may bring, in or out of stock, with or without a SKU yet. */
export interface CardChoice {
	id: number;
	name: string;
	collector_number: string | null;
	set: { code: string; name: string };
}

/** "OBF 125", "obf-0125": a set code and a collector number, as the inventory's search reads them (`inventory-query.ts`, which the dashboard does not import). */
const SET_NUMBER = /^([a-z][a-z0-9]{1,5})[\s-]+0*(\d{1,4}[a-z]?)$/i;

/**
 * Cards matching what was typed: "OBF 125" as a set and number, and always as words that start
 * the card name's words (the server keeps each name's words without accents in `search_text`).
 * Every card counts, not only those in stock: the shop buys what it has none of.
 */
export const cardMatchesQuery = (text: string) =>
	queryOptions({
		queryKey: buylistKeys.cards(text),
		queryFn: async (): Promise<CardChoice[]> => {
			const words = searchWords(text);
			const setNumber = SET_NUMBER.exec(text.trim());
			const byWords =
				words.length > 0 ? [{ _and: words.map((word) => ({ search_text: { _contains: ` ${word}` } })) }] : [];
			const bySetNumber = setNumber
				? [
						{
							_and: [
								{ set: { code: { _eq: setNumber[1]!.toUpperCase() } } },
								{
									collector_number: {
										_in: [
											setNumber[2]!.toUpperCase(),
											setNumber[2]!.toUpperCase().padStart(3, '0'),
										],
									},
								},
							],
						},
					]
				: [];
			if (byWords.length + bySetNumber.length === 0) return [];
			return directus.request(
				readItems('cards', {
					fields: ['id', 'name', 'collector_number', { set: ['code', 'name'] }],
					filter: { _or: [...byWords, ...bySetNumber] },
					sort: ['name', 'id'],
					limit: 10,
				}),
			);
		},
		staleTime: 30_000,
		enabled: text.trim().length >= 2,
	});

/** The SKU a scanned barcode names, in stock or not, or null. */
export async function skuOfBarcode(code: string): Promise<InventoryRow | null> {
	const page = await read(ENDPOINTS.inventory, { query: { q: code, limit: '10' } });
	return page.items.find((row) => row.barcode === code) ?? null;
}
