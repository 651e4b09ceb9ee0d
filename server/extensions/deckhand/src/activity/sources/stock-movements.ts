import { byColumn, bySkuOfCard } from '../activity-source.ts';
import { joinSku, ledgerSource, numberOrNull, SKU_COLUMNS, skuOf } from './ledger-source.ts';

/** Every stock movement: sales, restocks, counts, damage, regrades, intake. */
export const stockMovements = ledgerSource({
	kind: 'stock',
	table: 'stock_movements',
	alias: 'm',
	join: (query) => joinSku(query, 'm.sku'),
	columns: ['m.delta', 'm.reason', 'm.note', 'm.order', ...SKU_COLUMNS],
	records: {
		skus: byColumn('m.sku'),
		cards: bySkuOfCard('m.sku'),
		orders: byColumn('m.order'),
		buylists: byColumn('m.buylist'),
	},
	entry: (row) => {
		const sku = skuOf(row);
		return {
			link: { page: 'card', id: sku.card.id },
			detail: {
				kind: 'stock',
				reason: String(row['reason']),
				sku,
				delta: Number(row['delta']),
				note: (row['note'] as string | null) ?? null,
				order: numberOrNull(row['order']),
			},
		};
	},
});
