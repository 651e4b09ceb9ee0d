import type { Knex } from 'knex';
import type { BooksReport, BooksTrigger, BrokenRule } from '@deckhand/contract/books/books-check.ts';
import type { Invariant } from './invariant.ts';
import { INVARIANTS } from './invariants.ts';

/** How many offending rows a broken rule shows: enough to start looking, small enough to answer fast. */
export const ROWS_SHOWN = 5;

export const UNCHECKED: BooksReport = {
	status: 'unchecked',
	trigger: null,
	checked_at: null,
	duration_ms: null,
	rules: INVARIANTS.length,
	broken: [],
	error: null,
};

/** PostgreSQL answers sums and counts as strings (they may exceed a JavaScript number); the amounts here never do. */
function withNumbers(row: Record<string, unknown>): Record<string, unknown> {
	return Object.fromEntries(
		Object.entries(row).map(([key, value]) => [
			key,
			typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value,
		]),
	);
}

async function brokenRule(db: Knex, invariant: Invariant): Promise<BrokenRule | null> {
	const found: Record<string, unknown>[] = await invariant.query(db).limit(ROWS_SHOWN + 1);
	if (found.length === 0) return null;
	const rows = found.slice(0, ROWS_SHOWN).map(withNumbers);
	return {
		rule: invariant.id,
		description: invariant.broken,
		subject: invariant.subject,
		ids: rows.map((row) => Number(row[invariant.key])),
		rows,
		more: found.length > ROWS_SHOWN,
	};
}

/** Checks every rule, one query each; never throws: a check that cannot run is reported as `failed`. */
export async function checkBooks(db: Knex, trigger: BooksTrigger): Promise<BooksReport> {
	const started = performance.now();
	const checkedAt = new Date().toISOString();
	const took = () => Math.round(performance.now() - started);
	try {
		const broken: BrokenRule[] = [];
		for (const invariant of INVARIANTS) {
			const rule = await brokenRule(db, invariant);
			if (rule) broken.push(rule);
		}
		return {
			status: broken.length === 0 ? 'holds' : 'broken',
			trigger,
			checked_at: checkedAt,
			duration_ms: took(),
			rules: INVARIANTS.length,
			broken,
			error: null,
		};
	} catch (error) {
		const reason = error instanceof Error ? error.message : String(error);
		return {
			...UNCHECKED,
			status: 'failed',
			trigger,
			checked_at: checkedAt,
			duration_ms: took(),
			error: `The books could not be read: ${reason}`,
		};
	}
}
