/** The tables an import's commit writes in bulk, and the kept stock figures its SKUs' triggers write with them. */
export const COMMITTED_TABLES = [
	'games',
	'sets',
	'cards',
	'skus',
	'sku_stock',
	'sku_costs',
	'stock_movements',
	'price_changes',
	'market_prices',
] as const;
