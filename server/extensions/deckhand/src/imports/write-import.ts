import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { LIMITS } from '../domain/limits.ts';
import { Books, type Actor } from '../ledger/command.ts';
import { importCosts } from '../ledger/costs.ts';
import { upsertMarketPrices } from '../ledger/market-prices.ts';
import { importPrices } from '../ledger/prices.ts';
import { importStock, lockSkus } from '../ledger/stock.ts';
import { createCatalog, type CatalogCreated } from './create-catalog.ts';
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

/** The SKU's bin, barcode and TCGplayer id where the file gives them (the dry run refused a barcode another SKU holds). */
async function setSkuFields(books: Books, job: number): Promise<void> {
	for (const [column, field] of [['bin', 'bin'], ['barcode', 'barcode'], ['sku_tcgplayer_id', 'tcgplayer_id']] as const)
		await books.trx.raw(`UPDATE skus SET ${field} = src.value, date_updated = ? FROM ? src WHERE skus.id = src.sku AND skus.${field} IS DISTINCT FROM src.value`, [
			books.now,
			lastValue(books.trx, job, column, 'value'),
		]);
}

/**
 * The commit's one short transaction, set-based throughout (no statement per row): the job is
 * claimed (committed, unless it was cancelled meanwhile: then nothing is written and null is
 * answered), the missing catalog created, the SKUs locked in id order, then costs (while the
 * copies on hand are still those before), stock (`import` movements), prices (reason `import`, one
 * run), market prices and the SKUs' own fields, each through the writer of its book.
 */
export async function writeImport(database: Knex, job: JobRecord, options: PlanOptions, actor: Actor): Promise<ImportWritten | null> {
	return database.transaction(async (trx) => {
		const books = new Books(trx, actor);
		const run = randomUUID();
		const claimed = await trx('import_jobs')
			.where({ id: job.id, status: 'committing' })
			.update({ status: 'committed', date_committed: books.now, date_updated: books.now, progress: job.rowCount, price_run: run });
		if (claimed === 0) return null;
		const created = await createCatalog(books, job.id);
		await lockSkus(books, applied(trx, job.id).select('sku_id'));
		const costs = await importCosts(books, costSource(trx, job.id, options.quantities), options.quantities);
		const note = `Import #${job.id}: ${job.fileName}`.slice(0, LIMITS.noteMax);
		const movements = await importStock(books, stockSource(trx, job.id), { mode: options.quantities, note });
		const prices = await importPrices(books, lastValue(trx, job.id, 'price', 'price'), run);
		// Deckhand's CSV gives the day of TCGplayer's market price it exported; TCGplayer's own export gives none.
		const marketSource = lastValue(trx, job.id, 'market_price', 'price').select('market_priced_at as priced_at');
		const marketPrices = await upsertMarketPrices(books, marketSource, { source: 'tcgplayer', importJob: job.id });
		await setSkuFields(books, job.id);
		return { ...created, movements, prices, costs, marketPrices };
	});
}
