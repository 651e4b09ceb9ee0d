import type { Knex } from 'knex';
import { product, whole } from './sales-within.ts';

/** What the stock on hand is worth now (docs/reports.md): at its prices for everyone, at cost for administrators. */
export interface StockValue {
	/** Σ on hand × price, over the SKUs with copies and a price. */
	retail_value: number;
	/** SKUs with copies on hand and no price: counted, not valued. */
	unpriced_on_hand: number;
}

export interface StockCost {
	/** Σ on hand × average unit cost (`sku_costs`), over the SKUs with copies and a cost. */
	cost_value: number;
	/** SKUs with copies on hand and no cost recorded: counted, not valued. */
	uncosted_on_hand: number;
}

export async function stockValue(database: Knex): Promise<StockValue> {
	// `+quantity` keeps SQLite off the one-column quantity index, whose every entry would send it to
	// the SKU's row for the price: it reads the whole `skus (card, quantity, price)` index instead.
	const row = await database('skus')
		.whereRaw('+?? > 0', ['skus.quantity'])
		.select(database.raw(`sum(${product('skus.quantity', 'skus.price')}) as retail_value`), database.raw('count(*) - count(skus.price) as unpriced'))
		.first();
	return { retail_value: whole(row?.retail_value), unpriced_on_hand: whole(row?.unpriced) };
}

/**
 * Administrators only: the costs are read here and nowhere a clerk's request reaches. The costs are
 * read in their own order, each SKU found by its id (a cross join: SQLite keeps that order); looking
 * up each SKU's cost the other way took SQLite four times as long. The SKUs with copies and no cost
 * are those with copies less those costed.
 */
export async function stockCost(database: Knex): Promise<StockCost> {
	const withCopies = database('skus').where('skus.quantity', '>', 0).count('*');
	const row = await database
		.from(database.raw('?? cross join ??', ['sku_costs', 'skus']))
		.where('skus.id', database.ref('sku_costs.sku'))
		.where('skus.quantity', '>', 0)
		.select(database.raw(`sum(${product('skus.quantity', 'sku_costs.unit_cost')}) as cost_value`), database.raw('(?) - count(*) as uncosted', [withCopies]))
		.first();
	return { cost_value: whole(row?.cost_value), uncosted_on_hand: whole(row?.uncosted) };
}
