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
	const row = await database('skus')
		.where('skus.quantity', '>', 0)
		.select(database.raw(`sum(${product('skus.quantity', 'skus.price')}) as retail_value`), database.raw('count(*) - count(skus.price) as unpriced'))
		.first();
	return { retail_value: whole(row?.retail_value), unpriced_on_hand: whole(row?.unpriced) };
}

/** Administrators only: the costs are read here and nowhere a clerk's request reaches. */
export async function stockCost(database: Knex): Promise<StockCost> {
	const row = await database('skus')
		.leftJoin('sku_costs', 'sku_costs.sku', 'skus.id')
		.where('skus.quantity', '>', 0)
		.select(database.raw(`sum(${product('skus.quantity', 'sku_costs.unit_cost')}) as cost_value`), database.raw('count(*) - count(sku_costs.unit_cost) as uncosted'))
		.first();
	return { cost_value: whole(row?.cost_value), uncosted_on_hand: whole(row?.uncosted) };
}
