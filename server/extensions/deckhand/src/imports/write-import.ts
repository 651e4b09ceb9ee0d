import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { withoutJit } from '../db.ts';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { Books, type Actor } from '../ledger/command.ts';
import { importCosts } from '../ledger/costs.ts';
import { writeImportBooks } from '../ledger/import-books.ts';
import { upsertMarketPrices } from '../ledger/market-prices.ts';
import { lockSkus } from '../ledger/stock.ts';
import { createCatalog, type CatalogCreated } from './create-catalog.ts';
import { refreshStatistics } from '../db.ts';
import type { PlanOptions } from '@deckhand/contract/imports/import-input.ts';
import type { ForeignCosts, ImportPlan } from '@deckhand/contract/imports/import-job.ts';
import { shopCostSql } from './foreign-costs.ts';
import type { JobRecord } from './import-job.ts';
import { APPLIED } from './match-rows.ts';
import { SERVER_NOTES } from '@deckhand/contract/domain/server-notes.ts';

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
const applied = (trx: Knex.Transaction, job: number) =>
	trx('import_rows').where('job', job).whereRaw(APPLIED).whereNotNull('sku_id');

/** Rows whose copies arrive: rows to create or update (a file imported before brings none). */
const arriving = (trx: Knex.Transaction, job: number) =>
	trx('import_rows').where('job', job).whereIn('action', ['create', 'update']);

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
 * exported at 0 on hand comes back with its cost; adding, only copies that arrive count. A cost
 * the file gives in another currency counts converted at the dry run's rate, or not at all.
 */
function costSource(
	trx: Knex.Transaction,
	job: number,
	mode: PlanOptions['quantities'],
	foreign: ForeignCosts | null,
): Knex.QueryBuilder {
	const cost = `(${shopCostSql(foreign)})`;
	const rows = arriving(trx, job).whereRaw(`${cost} IS NOT NULL`).groupBy('sku_id');
	if (mode === 'add')
		return rows
			.select(
				'sku_id as sku',
				trx.raw(`${sum(`CAST(${cost} AS BIGINT) * ${COPIES}`)} AS cost_total, ${sum(COPIES)} AS copies`),
			)
			.havingRaw(`SUM(${COPIES}) > 0`);
	return rows.select(
		'sku_id as sku',
		trx.raw(
			`CASE WHEN SUM(${COPIES}) > 0 THEN ${sum(`CAST(${cost} AS BIGINT) * ${COPIES}`)} ELSE ${sum(cost)} END AS cost_total`,
		),
		trx.raw(`CASE WHEN SUM(${COPIES}) > 0 THEN ${sum(COPIES)} ELSE CAST(COUNT(*) AS BIGINT) END AS copies`),
	);
}

/** An answer of `lastValues`: the column it takes, and the column that must be given on the row it is taken from (itself unless said). */
interface Taken {
	column: string;
	of?: string;
}

/**
 * Every SKU of the job's applied rows once (`sku`), with the value of each column on its last row
 * (in file order) that gives one, or null: a price, a bin… A SKU of one row (nearly every SKU)
 * takes that row's values in the one pass that groups the rows; only a SKU of several rows looks
 * up its last row for each column.
 */
function lastValues(trx: Knex.Transaction, job: number, answers: Record<string, Taken>): Knex.QueryBuilder {
	const values = Object.entries(answers).map(([as, { column, of = column }]) =>
		trx.raw(
			`CASE WHEN COUNT(*) = 1 THEN MAX(${column}) ELSE (SELECT r.${column} FROM import_rows r
				WHERE r.job = import_rows.job AND r.sku_id = import_rows.sku_id AND ${APPLIED} AND r.${of} IS NOT NULL ORDER BY r.id DESC LIMIT 1) END AS ${as}`,
		),
	);
	return applied(trx, job)
		.select('sku_id as sku', ...values)
		.groupBy('job', 'sku_id');
}

/**
 * The commit's one short transaction, set-based throughout (no statement per row): the job is
 * claimed (committed, unless it was cancelled meanwhile: then nothing is written and null is
 * answered), the missing catalog created, the SKUs locked in id order, then costs (while the
 * copies on hand are still those before), stock and prices with the SKUs' own fields
 * (`import-books.ts`: `import` movements, price changes of one run, one update of the SKUs) and
 * market prices, each through the writer of its book.
 */
export async function writeImport(
	database: Knex,
	job: JobRecord,
	plan: Pick<ImportPlan, 'options' | 'foreignCosts'>,
	actor: Actor,
): Promise<ImportWritten | null> {
	const { options } = plan;
	return database.transaction(async (trx) => {
		const books = new Books(trx, actor);
		const run = randomUUID();
		const claimed = await trx('import_jobs').where({ id: job.id, status: 'committing' }).update({
			status: 'committed',
			date_committed: books.now,
			date_updated: books.now,
			progress: job.rowCount,
			price_run: run,
		});
		if (claimed === 0) return null;
		await withoutJit(trx);
		const created = await createCatalog(books, job.id);
		// Every row now has its SKU: the statements below group the rows by it, planned as they are now.
		await refreshStatistics(trx, ['import_rows']);
		await lockSkus(books, applied(trx, job.id).select('sku_id'));
		const costs = await importCosts(
			books,
			costSource(trx, job.id, options.quantities, plan.foreignCosts ?? null),
			options.quantities,
		);
		const note = SERVER_NOTES.importRun(job.id, job.fileName).slice(0, LIMITS.noteMax);
		const { movements, prices } = await writeImportBooks(
			books,
			{
				stock: stockSource(trx, job.id),
				prices: lastValues(trx, job.id, { price: { column: 'price' } }),
				// The dry run refused a barcode another SKU holds.
				fields: lastValues(trx, job.id, {
					bin: { column: 'bin' },
					barcode: { column: 'barcode' },
					tcgplayer_id: { column: 'sku_tcgplayer_id' },
				}),
			},
			{ mode: options.quantities, note, run },
		);
		// Deckhand's CSV gives the day of TCGplayer's market price it exported; TCGplayer's own export gives none.
		const marketSource = lastValues(trx, job.id, {
			price: { column: 'market_price' },
			priced_at: { column: 'market_priced_at', of: 'market_price' },
		});
		const marketPrices = await upsertMarketPrices(books, marketSource, { source: 'tcgplayer', importJob: job.id });
		return { ...created, movements, prices, costs, marketPrices };
	});
}
