import { isSameViewState, withoutPage, type SavedViewMapping } from '../../../lib/saved-view-state.ts';
import type { SavedView } from '../../../lib/saved-views.ts';
import { inventorySearchSchema, type InventorySearch } from './inventory-search.ts';

/** What a view keeps: the screen's address without its page (a view opens on page 1) and without empty values. */
export function viewState(search: InventorySearch): Record<string, unknown> {
	return withoutPage(search);
}

/** The address a view opens: read through the route's own schema, so a value the screen no longer knows is dropped. */
export function searchOfView(view: SavedView): InventorySearch {
	return inventorySearchSchema.parse(view.state);
}

/** The inventory's address ↔ the state its saved views keep. */
export const inventoryViewMapping: SavedViewMapping<InventorySearch> = {
	toState: viewState,
	toSearch: (state) => inventorySearchSchema.parse(state),
};

/** Two screen states are the same view when they hold the same values, whatever the page. */
export function isSameState(search: InventorySearch, view: SavedView): boolean {
	return isSameViewState(inventoryViewMapping, search, view);
}
