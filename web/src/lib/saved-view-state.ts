/** Saved views' state without the server: plain functions, so the lists' unit tests run without a browser. */
import type { SavedView } from '@deckhand/contract/views/view-store.ts';

/**
 * How a list's address becomes a view and back: `toState` keeps what a view holds (no page,
 * no empty values), `toSearch` reads a view through the route's own schema, so a value the
 * screen no longer knows is dropped.
 */
export interface SavedViewMapping<Search> {
	toState: (search: Search) => Record<string, unknown>;
	toSearch: (state: SavedView['state']) => Search;
}

/** What a view keeps of an address: everything but the page (a view opens on page 1) and empty values. */
export function withoutPage(search: Record<string, unknown>): Record<string, unknown> {
	const { page: _page, ...state } = search;
	return Object.fromEntries(Object.entries(state).filter(([, value]) => value !== undefined));
}

/** Two screen states are the same view when they hold the same values, whatever the page and key order. */
export function isSameViewState<Search>(mapping: SavedViewMapping<Search>, search: Search, view: SavedView): boolean {
	const canonical = (state: Record<string, unknown>) =>
		JSON.stringify(Object.entries(state).sort(([a], [b]) => a.localeCompare(b)));
	return canonical(mapping.toState(search)) === canonical(mapping.toState(mapping.toSearch(view.state)));
}
