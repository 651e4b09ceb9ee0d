import { readItems } from '@directus/sdk';
import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import type { StockAdjustmentBody } from '@deckhand/contract/stock/adjust-input.ts';
import type { RegradeBody } from '@deckhand/contract/stock/regrade-input.ts';
import { command, read, send } from '../../../lib/api/deckhand-client.ts';
import { cardKeys } from '../../../lib/api/keys.ts';
import { directus } from '../../../lib/directus/client.ts';
import type { InventoryRow } from '@deckhand/contract/inventory/inventory-list.ts';

/** A SKU as the card page shows it: the inventory row without its card, set and game. */
export type SkuRow = Omit<InventoryRow, 'card' | 'set' | 'game'>;

export interface MovementRow {
	id: number;
	delta: number;
	reason: string;
	note: string | null;
	date_created: string;
	order: { id: number; number: string } | null;
	buylist: { id: number; number: string } | null;
	sku: { id: number; condition: string; finish: string; language: string };
	user_created: { first_name: string | null; last_name: string | null; email: string } | null;
}

/** The card with its set and game, and whether the catalogue has its picture (asked for only when it has). */
export const cardQuery = (card: number) =>
	queryOptions({
		queryKey: cardKeys.detail(card),
		queryFn: () => read(ENDPOINTS.catalogueCard, { params: { card } }),
	});

export const cardSkusQuery = (card: number) =>
	queryOptions({
		queryKey: cardKeys.skus(card),
		queryFn: async () =>
			(await directus.request(
				readItems('skus', {
					filter: { card: { _eq: card } },
					fields: ['id', 'condition', 'finish', 'language', 'edition', 'price', 'quantity', 'bin', 'barcode'],
					sort: ['condition', 'finish', 'language', 'edition'],
					limit: -1,
				}),
			)) as SkuRow[],
	});

export const cardMovementsQuery = (card: number) =>
	queryOptions({
		queryKey: cardKeys.movements(card),
		queryFn: async () =>
			(await directus.request(
				readItems('stock_movements', {
					filter: { sku: { card: { _eq: card } } } as never,
					fields: [
						'id',
						'delta',
						'reason',
						'note',
						'date_created',
						'order.id',
						'order.number',
						'buylist.id',
						'buylist.number',
						'sku.id',
						'sku.condition',
						'sku.finish',
						'sku.language',
						'sku.edition',
						'user_created.first_name',
						'user_created.last_name',
						'user_created.email',
					] as never,
					sort: ['-date_created', '-id'],
					limit: 100,
				}),
			)) as unknown as MovementRow[],
	});

/** Average unit cost per SKU of the card: `sku_costs` is readable by administrators only (the query is not even sent for staff). */
export const cardCostsQuery = (card: number) =>
	queryOptions({
		queryKey: cardKeys.costs(card),
		queryFn: async () => {
			const rows = (await directus.request(
				readItems('sku_costs', {
					filter: { sku: { card: { _eq: card } } } as never,
					fields: ['sku', 'unit_cost'],
					limit: -1,
				}),
			)) as Array<{ sku: number; unit_cost: number }>;
			return new Map(rows.map((row) => [Number(row.sku), Number(row.unit_cost)]));
		},
	});

export type { StockAdjustmentBody as StockAdjustment };

export const adjustStock = (adjustment: StockAdjustmentBody) => command(ENDPOINTS.stockAdjust, { body: adjustment });

/** Moves copies to the SKU they really are. */
export const regradeStock = (regrade: RegradeBody) => command(ENDPOINTS.stockRegrade, { body: regrade });

/** An administrator's price edit, through the server's price command (which records it in the price history). */
export const changePrice = (sku: number, price: number | null) => send(ENDPOINTS.priceSet, { body: { sku, price } });
