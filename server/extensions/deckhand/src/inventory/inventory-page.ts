import type { Knex } from 'knex';
import type { InventoryPage } from '@deckhand/contract/inventory/inventory-page.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import { listInventory } from './inventory-list.ts';
import { parseInventoryQuery } from './inventory-query.ts';

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
