import type { InventoryRow } from './inventory-list.ts';

/** A page of the inventory, as `GET /deckhand/inventory` answers it (and the dashboard's page drawn on the server reads it). */
export interface InventoryPage {
	items: InventoryRow[];
	total: number;
	page: number;
	limit: number;
}
