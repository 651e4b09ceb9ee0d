import { byColumn, bySkuOfCard } from '../activity-source.ts';
import { joinSku, ledgerSource, numberOrNull, SKU_COLUMNS, skuOf } from './ledger-source.ts';

/** Every price a SKU was given (the price ledger, a table of Deckhand's own). */
export const priceChanges = ledgerSource({
	kind: 'prices',
	table: 'price_changes',
	alias: 'p',
	join: (query) => joinSku(query, 'p.sku'),
	columns: ['p.old_price', 'p.new_price', 'p.reason', ...SKU_COLUMNS],
	records: { skus: byColumn('p.sku'), cards: bySkuOfCard('p.sku') },
	entry: (row) => {
		const sku = skuOf(row);
		return {
			link: { page: 'card', id: sku.card.id },
			detail: {
				kind: 'prices',
				reason: String(row['reason']),
				sku,
				old_price: numberOrNull(row['old_price']),
				new_price: numberOrNull(row['new_price']),
			},
		};
	},
});
