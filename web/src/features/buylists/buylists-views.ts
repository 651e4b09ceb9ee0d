import { withoutPage, type SavedViewMapping } from '../../lib/saved-view-state.ts';
import { buylistsSearchSchema, type BuylistsSearch } from './buylists-search.ts';

/** The buylists list's address ↔ a saved view: every filter and the sort, never the page; a view is read back through the route's own schema. */
export const buylistsViewMapping: SavedViewMapping<BuylistsSearch> = {
	toState: (search) => withoutPage(search),
	toSearch: (state) => buylistsSearchSchema.parse(state),
};
