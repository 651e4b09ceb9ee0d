import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import type { InventoryRow } from '@deckhand/contract/inventory/inventory-list.ts';
import { read } from '../../lib/api/deckhand-client.ts';

/** The SKU a scanned barcode names, in stock or not, or null. */
export async function skuOfBarcode(code: string): Promise<InventoryRow | null> {
	const page = await read(ENDPOINTS.inventory, { query: { q: code, limit: '10' } });
	return page.items.find((row) => row.barcode === code) ?? null;
}
