import type { Knex } from 'knex';
import { insertedId } from '../db.ts';
import type { BooksReport, BooksTrigger } from '@deckhand/contract/books/books-check.ts';
import { checkBooks, UNCHECKED } from './books-check.ts';

/** The part of Directus's logger (pino) the checker writes to. */
export interface BooksLogger {
	info: (details: object, message: string) => void;
	warn: (details: object, message: string) => void;
	error: (details: object, message: string) => void;
}

/** Results kept (`books_checks`, a table of Deckhand's own): about six weeks of hourly checks. */
const TABLE = 'books_checks';
const KEPT = 1_000;

/**
 * The latest result, read from the database: every instance of a cluster shows the same one,
 * whichever instance ran it. A check overtaken by a later one (an hourly check by "check now")
 * is not the latest, since results are ordered by when they started.
 */
export async function latestBooks(database: Knex): Promise<BooksReport> {
	const row = await database(TABLE)
		.orderBy([
			{ column: 'started_ms', order: 'desc' },
			{ column: 'id', order: 'desc' },
		])
		.first('report');
	return row ? (JSON.parse(String(row.report)) as BooksReport) : UNCHECKED;
}

async function keep(database: Knex, report: BooksReport, startedMs: number): Promise<void> {
	const [row] = await database(TABLE)
		.insert({
			trigger: report.trigger,
			status: report.status,
			started_ms: startedMs,
			report: JSON.stringify(report),
		})
		.returning('id');
	const id = insertedId(row);
	await database(TABLE)
		.where('id', '<=', id - KEPT)
		.delete();
}

function log(logger: BooksLogger, report: BooksReport): void {
	const { trigger, duration_ms } = report;
	if (report.status === 'failed')
		logger.error({ trigger, duration_ms, error: report.error }, 'Deckhand books: the check could not run');
	for (const broken of report.broken)
		logger.warn(
			{ trigger, rule: broken.rule, subject: broken.subject, ids: broken.ids, more: broken.more },
			`Deckhand books: broken rule "${broken.rule}": ${broken.description}`,
		);
	if (report.status === 'holds')
		logger.info({ trigger, duration_ms, rules: report.rules }, 'Deckhand books: every rule holds');
}

/** Runs the check, logs a warning per broken rule and keeps the result; never throws. */
export async function runBooksCheck(database: Knex, logger: BooksLogger, trigger: BooksTrigger): Promise<BooksReport> {
	const startedMs = Date.now();
	const report = await checkBooks(database, trigger);
	log(logger, report);
	await keep(database, report, startedMs).catch((error: unknown) =>
		logger.error({ trigger, error: String(error) }, 'Deckhand books: the result could not be kept'),
	);
	return report;
}
