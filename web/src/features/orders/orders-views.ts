import { withoutPage, type SavedViewMapping } from '../../lib/saved-view-state.ts';
import { ordersSearchSchema, type OrdersSearch } from './orders-search.ts';

/**
 * The orders list's address ↔ the state its saved views keep: every filter and the sort, not
 * the page (a view opens on page 1); a view is read back through the route's own schema, so a
 * status or channel the list no longer knows is dropped.
 */
export const ordersViewMapping: SavedViewMapping<OrdersSearch> = {
	toState: (search) => withoutPage(search),
	toSearch: (state) => ordersSearchSchema.parse(state),
};
