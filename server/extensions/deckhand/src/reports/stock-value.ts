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

/**
 * The stock on hand now, at its prices, and at cost for an administrator (`withCosts`): the costs
 * are read here and nowhere a clerk's request reaches. One pass over `sku_stock`
 * (`ledger/sku-stock.ts`), the SKUs' stock figures kept by the database.
 */
export async function stockNow(database: Knex, withCosts: boolean): Promise<StockValue | (StockValue & StockCost)> {
	const figures = [
		database.raw(`sum(${product('quantity', 'price')}) as retail_value`),
		database.raw('count(*) - count(price) as unpriced'),
	];
	if (withCosts)
		figures.push(
			database.raw(`sum(${product('quantity', 'unit_cost')}) as cost_value`),
			database.raw('count(*) - count(unit_cost) as uncosted'),
		);
	const row = await database('sku_stock').where('quantity', '>', 0).select(figures).first();
	const value = { retail_value: whole(row?.retail_value), unpriced_on_hand: whole(row?.unpriced) };
	return withCosts ? { ...value, cost_value: whole(row?.cost_value), uncosted_on_hand: whole(row?.uncosted) } : value;
}
