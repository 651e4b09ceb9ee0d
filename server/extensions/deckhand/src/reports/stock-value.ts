import type { Knex } from 'knex';
import type { StockCost, StockValue } from '@deckhand/contract/reports/stock-value.ts';
import { product, whole } from './sales-within.ts';

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
