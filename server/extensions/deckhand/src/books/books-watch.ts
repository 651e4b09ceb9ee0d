import type { Knex } from 'knex';
import { checkBooks, UNCHECKED, type BooksReport, type BooksTrigger } from './books-check.ts';

/** The part of Directus's logger (pino) the checker writes to. */
export interface BooksLogger {
	info: (details: object, message: string) => void;
	warn: (details: object, message: string) => void;
	error: (details: object, message: string) => void;
}

/**
 * The latest result, kept in this instance's memory: the hook (start, hourly) and the endpoint
 * (status, "check now") share it, being one module of one bundle. With several instances each
 * keeps its own (docs/decisions.md, "Books checker").
 */
let latest: BooksReport = UNCHECKED;
let latestStartedAt = 0;

export function latestBooks(): BooksReport {
	return latest;
}

function log(logger: BooksLogger, report: BooksReport): void {
	const { trigger, duration_ms } = report;
	if (report.status === 'failed') logger.error({ trigger, duration_ms, error: report.error }, 'Deckhand books: the check could not run');
	for (const broken of report.broken)
		logger.warn({ trigger, rule: broken.rule, subject: broken.subject, ids: broken.ids, more: broken.more }, `Deckhand books: broken rule "${broken.rule}": ${broken.description}`);
	if (report.status === 'holds') logger.info({ trigger, duration_ms, rules: report.rules }, 'Deckhand books: every rule holds');
}

/**
 * Runs the check, logs a warning per broken rule and keeps the result; never throws. A run that
 * started before the kept one (an hourly check overtaken by "check now") does not replace it.
 */
export async function runBooksCheck(database: Knex, logger: BooksLogger, trigger: BooksTrigger): Promise<BooksReport> {
	const startedAt = Date.now();
	const report = await checkBooks(database, trigger);
	if (startedAt >= latestStartedAt) {
		latest = report;
		latestStartedAt = startedAt;
	}
	log(logger, report);
	return report;
}
