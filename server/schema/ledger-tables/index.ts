import type { Knex } from 'knex';
import { priceChanges } from './001-price-changes.ts';
import { booksChecks } from './002-books-checks.ts';
import { inventorySortIndex } from './003-inventory-sort-index.ts';
import { customerPhoneDigits } from './004-customer-phone-digits.ts';
import { activityTimeIndexes } from './005-activity-time-indexes.ts';
import { tillCash } from './006-till-cash.ts';
import { buylists } from './007-buylists.ts';
import { imports } from './008-imports.ts';
import { importMarketPriceDates } from './009-import-market-price-dates.ts';
import { stagingRowsIndex } from './010-staging-rows-index.ts';
import { reportIndexes } from './011-report-indexes.ts';
import { idempotencyKeys } from './012-idempotency-keys.ts';
import { cardDaySales } from './013-card-day-sales.ts';
import { skuStock } from './014-sku-stock.ts';
import { cardDaySalesByCard } from './015-card-day-sales-by-card.ts';
import { buylistCompletionsIndex } from './016-buylist-completions-index.ts';
import { cardDaySalesByCardOnPostgresql } from './017-card-day-sales-by-card-on-postgresql.ts';
import { importRowsDigest } from './018-import-rows-digest.ts';
import { refusedCash } from './019-refused-cash.ts';
import { importCostCurrency } from './020-import-cost-currency.ts';
import { cardLanguageJa } from './021-card-language-ja.ts';
import { parkedSales } from './022-parked-sales.ts';
import { schemaFingerprint } from './023-schema-fingerprint.ts';
import { catalogue } from './024-catalogue.ts';
import { catalogueDownloads } from './025-catalogue-downloads.ts';
import { marketMoves } from './026-market-moves.ts';
import { cardWords } from './027-card-words.ts';
import { catalogueFilesRead } from './028-catalogue-files-read.ts';
import { cardWordsOnPostgresql } from './029-card-words-on-postgresql.ts';
import { skuStockBySku } from './030-sku-stock-by-sku.ts';
import { skuStockCondition } from './031-sku-stock-condition.ts';
import { skuTally } from './032-sku-tally.ts';
import { catalogueStagingWrites } from './033-catalogue-staging-writes.ts';
import { MIGRATIONS_TABLE } from '../../extensions/deckhand/src/ledger/ledger-tables.ts';
import { keepCardWords } from '../../extensions/deckhand/src/inventory/card-words.ts';
import { keepSkuStock } from '../../extensions/deckhand/src/ledger/sku-stock.ts';

/**
 * Tables of Deckhand's own, kept out of Directus: ledgers only the extension writes and no
 * generic screen edits. Directus is told to ignore them (`DB_EXCLUDE_TABLES`), so they have no
 * collection metadata, do not count against the Core tier's 25 collections, and cannot be
 * reached through the items API, GraphQL or the Data Studio at all.
 * Their schema is versioned with knex's own migrator, after Directus's schema snapshot is
 * applied (a ledger may refer to a collection); so is an index one database needs on a
 * collection's table that Directus's schema cannot describe (`003-inventory-sort-index`), and a
 * copy the server keeps of a collection's field, filled in for the rows written before it existed
 * (`004-customer-phone-digits`), and the rule of one open session per till (`006-till-cash`), and the indexes the activity log reads the ledgers by (`005-activity-time-indexes`), and a buylist's status history with the buylists written before trade-ins were priced both ways filled in (`007-buylists`), and imports with their staging rows, market prices and the price review queue (`008-imports`), and the day of a market price an import's file gives (`009-import-market-price-dates`), and one index fewer on the staging rows (`010-staging-rows-index`), and the indexes the reports' figures read by (`011-report-indexes`), and the keys of requests recorded once with their answers (`012-idempotency-keys`), and the sales summed per UTC day and card that the rankings read (`013-card-day-sales`), and a narrow copy of each SKU's stock figures that the stock on hand is read from (`014-sku-stock`), and the sales summary in card order for a long span's rankings on SQLite (`015-card-day-sales-by-card`) and on PostgreSQL (`017-card-day-sales-by-card-on-postgresql`), and the buylists' completions by their moment (`016-buylist-completions-index`), and the digest of an import's rows as read, which recognises a file saved again (`018-import-rows-digest`), and the cash a drawer was asked for and refused, kept for the owner (`019-refused-cash`), and the currency of a staged purchase price given in another than the shop's (`020-import-cost-currency`), and Japanese written JA, as the list of card languages has it, where the demo shop and buylist lines wrote JP (`021-card-language-ja`), and the shop's parked sales, seen at every till (`022-parked-sales`), and the fingerprint of the schema last migrated to, which tells a start that it is about to migrate (`023-schema-fingerprint`), and the catalogue's runs, entries, staging rows and market prices (`024-catalogue`), and the catalogue sources' addresses and schedules, with how each run started and what it downloaded (`025-catalogue-downloads`), and the changes of the market prices of cards the shop has SKUs for, and what a review priced from the market was priced from (`026-market-moves`), and the index of the cards' name words that search reads, with SQLite's triggers that keep it (`027-card-words`) and PostgreSQL's trigram index of them (`029-card-words-on-postgresql`), and the files each catalogue run read (`028-catalogue-files-read`), and SQLite's stock figures of a SKU added looked up by the SKU (`030-sku-stock-by-sku`), and each SKU's condition beside its stock figures, which the inventory's filters are counted by (`031-sku-stock-condition`), and the SKUs of each game kept as a tally of changes, which the inventory's totals are read from (`032-sku-tally`), and the catalogue's staging rows without a key to their run and with a run's quotes a batch to a row, with PostgreSQL's market prices given room to be written again in place (`033-catalogue-staging-writes`).
 */
const MIGRATIONS: Record<string, Knex.Migration> = {
	'001-price-changes': priceChanges,
	'002-books-checks': booksChecks,
	'003-inventory-sort-index': inventorySortIndex,
	'004-customer-phone-digits': customerPhoneDigits,
	'005-activity-time-indexes': activityTimeIndexes,
	'006-till-cash': tillCash,
	'007-buylists': buylists,
	'008-imports': imports,
	'009-import-market-price-dates': importMarketPriceDates,
	'010-staging-rows-index': stagingRowsIndex,
	'011-report-indexes': reportIndexes,
	'012-idempotency-keys': idempotencyKeys,
	'013-card-day-sales': cardDaySales,
	'014-sku-stock': skuStock,
	'015-card-day-sales-by-card': cardDaySalesByCard,
	'016-buylist-completions-index': buylistCompletionsIndex,
	'017-card-day-sales-by-card-on-postgresql': cardDaySalesByCardOnPostgresql,
	'018-import-rows-digest': importRowsDigest,
	'019-refused-cash': refusedCash,
	'020-import-cost-currency': importCostCurrency,
	'021-card-language-ja': cardLanguageJa,
	'022-parked-sales': parkedSales,
	'023-schema-fingerprint': schemaFingerprint,
	'024-catalogue': catalogue,
	'025-catalogue-downloads': catalogueDownloads,
	'026-market-moves': marketMoves,
	'027-card-words': cardWords,
	'028-catalogue-files-read': catalogueFilesRead,
	'029-card-words-on-postgresql': cardWordsOnPostgresql,
	'030-sku-stock-by-sku': skuStockBySku,
	'031-sku-stock-condition': skuStockCondition,
	'032-sku-tally': skuTally,
	'033-catalogue-staging-writes': catalogueStagingWrites,
};

/** Deckhand's migrations this code knows, in order: a backup naming another is of a newer Deckhand. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

export { DECKHAND_TABLES, MIGRATIONS_TABLE } from '../../extensions/deckhand/src/ledger/ledger-tables.ts';

const source: Knex.MigrationSource<string> = {
	getMigrations: async () => Object.keys(MIGRATIONS),
	getMigrationName: (name) => name,
	getMigration: async (name) => MIGRATIONS[name]!,
};

/** Brings the extension's own tables up to date, and the triggers that keep `sku_stock` and `card_words` in place; safe to run at every start. */
export async function migrateLedgerTables(database: Knex): Promise<void> {
	await database.migrate.latest({ migrationSource: source, tableName: MIGRATIONS_TABLE });
	await keepSkuStock(database);
	await keepCardWords(database);
}
