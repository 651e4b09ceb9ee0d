/** The tables an import's commit writes in bulk. */
export const COMMITTED_TABLES = [
	'games',
	'sets',
	'cards',
	'skus',
	'sku_costs',
	'stock_movements',
	'price_changes',
	'market_prices',
] as const;
