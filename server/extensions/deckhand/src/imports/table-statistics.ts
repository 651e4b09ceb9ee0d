import type { Knex } from 'knex';
import { isSqlite } from '../db.ts';

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

/**
 * Refreshes PostgreSQL's statistics of tables an import has just filled. PostgreSQL plans every
 * query by them, and autovacuum refreshes them only a while after a bulk write: until then a table
 * that gained 50 000 rows is planned as if it had none, and a join over it (a dry run's round, the
 * books checker's "price = its last price change") walks it once per row of the other side, for
 * minutes. SQLite plans without such statistics.
 */
export async function refreshStatistics(database: Knex, tables: readonly string[]): Promise<void> {
	if (isSqlite(database)) return;
	await database.raw(`ANALYZE ${tables.map((table) => `"${table}"`).join(', ')}`);
}
