import type { Knex } from 'knex';

/** Each index, its table and columns, and the report statement that reads by it (docs/reports.md, "Speed"). */
const INDEXES = [
	/**
	 * The sales of a period, or of each of its days, weeks or months (`reports/sales-within.ts`,
	 * `bucket-rows.ts`): one range of the index per status, holding the figures summed, so a year's
	 * 95 000 sales are added up without reading their rows (SQLite: 130 ms → 30 ms for a year's tax
	 * by day).
	 */
	{ name: 'orders_sales_time', table: 'orders', columns: ['status', 'date_created', 'subtotal', 'discount', 'tax'] },
	/**
	 * Aged stock (`reports/stock-by-game.ts`): the SKUs that sold or received copies in the last 90
	 * days, read once from one range per reason, rather than looked up for each SKU with copies
	 * (SQLite: 207 → 45 ms). Since `014-sku-stock` aged stock is read from `sku_stock`; the
	 * trade-ins of a period (`reports/chart-series.ts`) are still read by this index.
	 */
	{ name: 'stock_movements_fresh_stock', table: 'stock_movements', columns: ['reason', 'date_created', 'sku'] },
	/**
	 * The stock now, in all and per game (`reports/stock-value.ts`, `stock-by-game.ts`): each card's
	 * SKUs with copies read from the index, not their rows, so per game they come grouped, walked
	 * down from the games (SQLite: 64 → 16 ms). Dropped by `014-sku-stock`, whose table the stock
	 * is read from since.
	 */
	{ name: 'skus_stock_value', table: 'skus', columns: ['card', 'quantity', 'price'] },
] as const;

/**
 * The indexes Home's and the reports' figures read by, measured with `npm run bench:home` on the
 * benchmark's shop. Several columns each, so Directus's schema, which sees only one-column
 * indexes, neither shows nor removes them.
 */
export const reportIndexes: Knex.Migration = {
	async up(knex) {
		for (const { name, table, columns } of INDEXES)
			await knex.schema.alterTable(table, (t) => t.index([...columns], name));
	},
	async down(knex) {
		for (const { name, table, columns } of INDEXES)
			await knex.schema.alterTable(table, (t) => t.dropIndex([...columns], name));
	},
};
