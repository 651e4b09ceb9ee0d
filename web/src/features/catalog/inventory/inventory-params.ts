import type { InventorySearch } from './inventory-search.ts';

export const PAGE_SIZE = 50;

/** The query string of `GET /deckhand/inventory` for this screen state: the list's, and the reprice dialog's selection. */
export function inventoryParams(search: InventorySearch): Record<string, string> {
	const params: Record<string, string> = { limit: String(PAGE_SIZE), page: String(search.page ?? 1) };
	for (const key of ['q', 'game', 'set', 'rarity', 'condition', 'finish', 'language', 'stock', 'sort'] as const) {
		const value = search[key];
		if (value !== undefined) params[key] = String(value);
	}
	if (search.unpriced) params['unpriced'] = 'true';
	return params;
}
