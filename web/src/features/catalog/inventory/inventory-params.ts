import type { InventorySearch } from './inventory-search.ts';

export const PAGE_SIZE = 50;

const FILTERS = ['q', 'game', 'set', 'rarity', 'kind', 'condition', 'finish', 'language', 'stock'] as const;

/** The search and filters of this screen state, as `GET /deckhand/inventory` and the inventory export read them. */
export function inventoryFilterParams(search: InventorySearch): Record<string, string> {
	const params: Record<string, string> = {};
	for (const key of FILTERS) {
		const value = search[key];
		if (value !== undefined) params[key] = String(value);
	}
	if (search.unpriced) params['unpriced'] = 'true';
	if (search.bought_in_waiting) params['bought_in_waiting'] = 'true';
	return params;
}

/** The query string of `GET /deckhand/inventory` for this screen state: the list's, and the reprice dialog's selection. */
export function inventoryParams(search: InventorySearch): Record<string, string> {
	return {
		limit: String(PAGE_SIZE),
		page: String(search.page ?? 1),
		...inventoryFilterParams(search),
		...(search.sort === undefined ? {} : { sort: search.sort }),
	};
}
