/*
 * The names of Deckhand's own tables, kept out of Directus: their migrations are in
 * `server/schema/ledger-tables/`; the names are here, where the export of the shop's data reads
 * them inside the server too.
 */

/** The migrator's own bookkeeping: `deckhand_migrations` and its `_lock`. */
export const MIGRATIONS_TABLE = 'deckhand_migrations';

/** Every table Directus must not see: the ledgers, the books checker's results and the migrator's own bookkeeping. */
export const DECKHAND_TABLES = [
	'price_changes',
	'books_checks',
	'cash_movements',
	'open_tills',
	'refused_cash',
	'buylist_events',
	'import_jobs',
	'import_rows',
	'market_prices',
	'price_reviews',
	'idempotency_keys',
	'card_day_sales',
	'sku_stock',
	'sku_tally',
	'parked_sales',
	'schema_fingerprint',
	'catalogue_runs',
	'catalogue_entries',
	'catalogue_rows',
	'market_quotes',
	'catalogue_sources',
	'market_quote_changes',
	MIGRATIONS_TABLE,
	`${MIGRATIONS_TABLE}_lock`,
] as const;
