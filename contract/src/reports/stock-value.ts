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
