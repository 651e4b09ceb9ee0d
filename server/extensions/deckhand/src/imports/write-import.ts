import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { withoutJit } from '../db.ts';
import { LIMITS } from '../domain/limits.ts';
import { Books, type Actor } from '../ledger/command.ts';
import { importCosts } from '../ledger/costs.ts';
import { writeImportBooks } from '../ledger/import-books.ts';
import { upsertMarketPrices } from '../ledger/market-prices.ts';
import { lockSkus } from '../ledger/stock.ts';
import { createCatalog, type CatalogCreated } from './create-catalog.ts';
import { refreshStatistics } from './table-statistics.ts';
import type { PlanOptions } from './import-input.ts';
import type { JobRecord } from './import-job.ts';
import { APPLIED } from './match-rows.ts';

export interface ImportWritten extends CatalogCreated {
	movements: number;
	prices: number;
	costs: number;
	marketPrices: number;
}

/** The copies a row brings: what it holds and what it adds. */
const COPIES = '(COALESCE(quantity, 0) + COALESCE(quantity_add, 0))';
const sum = (expression: string) => `CAST(SUM(${expression}) AS BIGINT)`;

/** The rows of the job a commit applies something to (`APPLIED`), with their SKU. */
const applied = (trx: Knex.Transaction, job: number) => trx('import_rows').where('job', job).whereRaw(APPLIED).whereNotNull('sku_id');

/** Rows whose copies arrive: rows to create or update (a file imported before brings none). */
const arriving = (trx: Knex.Transaction, job: number) => trx('import_rows').where('job', job).whereIn('action', ['create', 'update']);

/** Per SKU, the file's copies over every row that gives a quantity. */
function stockSource(trx: Knex.Transaction, job: number): Knex.QueryBuilder {
	return arriving(trx, job)
		.where((rows) => rows.whereNotNull('quantity').orWhereNotNull('quantity_add'))
		.select('sku_id as sku', trx.raw(`${sum(COPIES)} AS quantity`))
		.groupBy('sku_id');
}

/**
 * Per SKU, the file's cost weighted by copies over its rows that give one. Replacing, rows of no
 * copies still set the cost (their plain average) when no row of the SKU has copies, so a SKU
 * exported at 0 on hand comes back with its cost; adding, only copies that arrive count.
 */
function costSource(trx: Knex.Transaction, job: number, mode: PlanOptions['quantities']): Knex.QueryBuilder {
	const rows = arriving(trx, job).whereNotNull('cost').groupBy('sku_id');
	if (mode === 'add') return rows.select('sku_id as sku', trx.raw(`${sum(`CAST(cost AS BIGINT) * ${COPIES}`)} AS cost_total, ${sum(COPIES)} AS copies`)).havingRaw(`SUM(${COPIES}) > 0`);
	return rows.select(
		'sku_id as sku',
		trx.raw(`CASE WHEN SUM(${COPIES}) > 0 THEN ${sum(`CAST(cost AS BIGINT) * ${COPIES}`)} ELSE ${sum('cost')} END AS cost_total`),
		trx.raw(`CASE WHEN SUM(${COPIES}) > 0 THEN ${sum(COPIES)} ELSE CAST(COUNT(*) AS BIGINT) END AS copies`),
	);
}

/** Per SKU, the value of `column` on the last row (in file order) that gives one: a price, a bin… */
function lastValue(trx: Knex.Transaction, job: number, column: string, as: string): Knex.QueryBuilder {
	const lastRows = applied(trx, job).whereNotNull(column).max('id').groupBy('sku_id');
	return trx('import_rows').select('sku_id as sku', `${column} as ${as}`).whereIn('id', lastRows);
}

/**
 * The commit's one short transaction, set-based throughout (no statement per row): the job is
 * claimed (committed, unless it was cancelled meanwhile: then nothing is written and null is
 * answered), the missing catalog created, the SKUs locked in id order, then costs (while the
 * copies on hand are still those before), stock and prices with the SKUs' own fields
 * (`import-books.ts`: `import` movements, price changes of one run, one update of the SKUs) and
 * market prices, each through the writer of its book.
 */
export async function writeImport(database: Knex, job: JobRecord, options: PlanOptions, actor: Actor): Promise<ImportWritten | null> {
	return database.transaction(async (trx) => {
		const books = new Books(trx, actor);
		const run = randomUUID();
		const claimed = await trx('import_jobs')
			.where({ id: job.id, status: 'committing' })
			.update({ status: 'committed', date_committed: books.now, date_updated: books.now, progress: job.rowCount, price_run: run });
		if (claimed === 0) return null;
		await withoutJit(trx);
		const created = await createCatalog(books, job.id);
		// Every row now has its SKU: the statements below group the rows by it, planned as they are now.
		await refreshStatistics(trx, ['import_rows']);
		await lockSkus(books, applied(trx, job.id).select('sku_id'));
		const costs = await importCosts(books, costSource(trx, job.id, options.quantities), options.quantities);
		const note = `Import #${job.id}: ${job.fileName}`.slice(0, LIMITS.noteMax);
		const { movements, prices } = await writeImportBooks(
			books,
			{
				skus: applied(trx, job.id).select('sku_id'),
				stock: stockSource(trx, job.id),
				prices: lastValue(trx, job.id, 'price', 'price'),
				// The dry run refused a barcode another SKU holds.
				fields: { bin: lastValue(trx, job.id, 'bin', 'value'), barcode: lastValue(trx, job.id, 'barcode', 'value'), tcgplayer_id: lastValue(trx, job.id, 'sku_tcgplayer_id', 'value') },
			},
			{ mode: options.quantities, note, run },
		);
		// Deckhand's CSV gives the day of TCGplayer's market price it exported; TCGplayer's own export gives none.
		const marketSource = lastValue(trx, job.id, 'market_price', 'price').select('market_priced_at as priced_at');
		const marketPrices = await upsertMarketPrices(books, marketSource, { source: 'tcgplayer', importJob: job.id });
		return { ...created, movements, prices, costs, marketPrices };
	});
}
