import type { SavedView } from '../../../../../server/extensions/deckhand/src/views/view-store.ts';
import { inventorySearchSchema, type InventorySearch } from './inventory-search.ts';

/** What a view keeps: the screen's address without its page (a view opens on page 1) and without empty values. */
export function viewState(search: InventorySearch): Record<string, unknown> {
	const { page: _page, ...state } = search;
	return Object.fromEntries(Object.entries(state).filter(([, value]) => value !== undefined));
}

/** The address a view opens: read through the route's own schema, so a value the screen no longer knows is dropped. */
export function searchOfView(view: SavedView): InventorySearch {
	return inventorySearchSchema.parse(view.state);
}

/** Two screen states are the same view when they hold the same values, whatever the page. */
export function isSameState(search: InventorySearch, view: SavedView): boolean {
	const canonical = (state: Record<string, unknown>) => JSON.stringify(Object.entries(state).sort(([a], [b]) => a.localeCompare(b)));
	return canonical(viewState(search)) === canonical(viewState(searchOfView(view)));
}
