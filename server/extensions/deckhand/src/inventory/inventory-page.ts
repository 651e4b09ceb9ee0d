import type { Knex } from 'knex';
import { readShopSettings } from '../settings/shop-settings.ts';
import { listInventory, type InventoryRow } from './inventory-list.ts';
import { parseInventoryQuery } from './inventory-query.ts';

/** A page of the inventory, as `GET /deckhand/inventory` answers it (and the dashboard's page drawn on the server reads it). */
export interface InventoryPage {
	items: InventoryRow[];
	total: number;
	page: number;
	limit: number;
}

/**
 * The page of SKUs the query string asks for, and how many match. `requireRead` refuses a caller
 * who may not read SKUs (Directus's own permission check), after the query has been read, so
 * malformed input is refused first whoever asks.
 */
export async function inventoryPage(
	database: Knex,
	raw: Record<string, unknown>,
	requireRead: () => Promise<void>,
): Promise<InventoryPage> {
	const query = parseInventoryQuery(raw);
	await requireRead();
	const { low_stock_threshold } = await readShopSettings(database);
	const { rows, total } = await listInventory(database, query, low_stock_threshold);
	return { items: rows, total, page: query.page, limit: query.limit };
}
