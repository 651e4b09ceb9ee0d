import type { Knex } from 'knex';
import { z } from 'zod';
import { parseInventoryQuery, type InventoryQuery } from '../inventory/inventory-query.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import { deckhandInventoryCsv } from './deckhand-inventory.ts';
import { oneOf, parseParams } from './export-params.ts';
import { inventoryPages } from './inventory-rows.ts';
import type { CsvFile } from './send-csv.ts';
import { tcgplayerInventoryCsv } from './tcgplayer-inventory.ts';

export const INVENTORY_EXPORT_FORMATS = ['deckhand', 'tcgplayer'] as const;

export interface InventoryExport {
	format: (typeof INVENTORY_EXPORT_FORMATS)[number];
	query: InventoryQuery;
}

/**
 * `GET /deckhand/exports/inventory.csv?format=deckhand|tcgplayer&…`: the file's format (Deckhand's
 * own when not said) and the inventory list's filters, read exactly as `GET /deckhand/inventory`
 * reads them, so the file holds the view the list shows (its sort and page aside: an export is in
 * SKU id order, the same on every run).
 */
export function parseInventoryExport(params: Record<string, unknown>): InventoryExport {
	const { format } = parseParams(z.object({ format: oneOf('format', INVENTORY_EXPORT_FORMATS) }), params);
	return { format: format ?? 'deckhand', query: parseInventoryQuery(params) };
}

export async function inventoryCsv(database: Knex, { format, query }: InventoryExport): Promise<CsvFile> {
	// "Low stock" is below the shop's threshold, as in the list; money is in the shop's currency.
	const { low_stock_threshold, currency } = await readShopSettings(database);
	const pages = inventoryPages(database, query, low_stock_threshold);
	return format === 'tcgplayer' ? tcgplayerInventoryCsv(pages, currency) : deckhandInventoryCsv(pages, currency);
}
