import { useNavigate } from '@tanstack/react-router';
import { SavedViewsMenu as ListViewsMenu } from '../../../components/saved-views/saved-views-menu.tsx';
import type { InventorySearch } from './inventory-search.ts';
import { inventoryViewMapping } from './saved-view-state.ts';

/**
 * The inventory's saved views: choose one to open its search, filters, sort and columns, or
 * save what the list shows now.
 */
export function SavedViewsMenu({ search }: { search: InventorySearch }) {
	const navigate = useNavigate({ from: '/catalog' });
	return (
		<ListViewsMenu
			list="inventory"
			search={search}
			mapping={inventoryViewMapping}
			onOpen={(next) => navigate({ search: next })}
			keeps="The search, filters, sort and columns the list shows now."
			placeholder="NM singles by price"
		/>
	);
}
