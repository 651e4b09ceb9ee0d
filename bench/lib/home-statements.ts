import type { Knex } from 'knex';
import { isSqlite, rawRows } from '../../server/extensions/deckhand/src/db.ts';
import { percentile, round } from './load.ts';

/*
 * The statements a report route runs, timed one by one: the route's own functions are called with
 * the bench's connection, and knex's `query` and `query-response` events say when each statement
 * was sent and when its rows were read.
 */

interface Ran {
	sql: string;
	bindings: unknown[];
	ms: number;
}

export interface StatementFigures {
	/** The statement's place among those the route runs (1 is the first). */
	n: number;
	/** Its text, whitespace folded and a buckets table's rows written once. */
	sql: string;
	p50_ms: number;
	p95_ms: number;
	max_ms: number;
	/** How the database ran it, for a statement over the goal: `EXPLAIN QUERY PLAN` (SQLite) or `EXPLAIN ANALYZE` (PostgreSQL). */
	plan?: string[];
}

/** A buckets table's row, `(?, ?, ?)` on SQLite and with casts on PostgreSQL. */
const BUCKET_ROW = String.raw`\((?:cast\(\$?\d*\?? as \w+\)|\$?\d*\??)(?:, (?:cast\(\$?\d*\?? as \w+\)|\$?\d*\??))*\)`;
const BUCKET_ROWS = new RegExp(`(${BUCKET_ROW})(?:, ${BUCKET_ROW})+`, 'g');

/** The statement as printed: one line, and a buckets table's (or a list's) many rows as one of them and their count. */
export function shortSql(sql: string): string {
	return sql
		.replace(/\s+/g, ' ')
		.trim()
		.replace(BUCKET_ROWS, (rows, first: string) => `${first} …×${rows.split('), (').length}`);
}

/** Every statement `call` runs, in order, with how long each took. */
async function recorded(database: Knex, call: () => Promise<unknown>): Promise<Ran[]> {
	const sent = new Map<string, number>();
	const ran: Ran[] = [];
	const onQuery = (query: { __knexQueryUid: string }) => sent.set(query.__knexQueryUid, performance.now());
	const onResponse = (_response: unknown, query: { __knexQueryUid: string; sql: string; bindings?: unknown[] }) => {
		ran.push({
			sql: query.sql,
			bindings: query.bindings ?? [],
			ms: performance.now() - sent.get(query.__knexQueryUid)!,
		});
	};
	database.on('query', onQuery).on('query-response', onResponse);
	try {
		await call();
	} finally {
		database.off('query', onQuery).off('query-response', onResponse);
	}
	return ran;
}

/** How the database runs a statement: its plan, and on PostgreSQL the time each step took. */
export async function planOf(database: Knex, { sql, bindings }: Pick<Ran, 'sql' | 'bindings'>): Promise<string[]> {
	// knex hands PostgreSQL its statement with `$1`-style placeholders; knex.raw takes `?` (in order, as they are).
	const statement = sql.replace(/\$\d+/g, '?');
	if (isSqlite(database)) {
		const rows = rawRows<{ id: number; parent: number; detail: string }>(
			await database.raw(`explain query plan ${statement}`, bindings as Knex.RawBinding[]),
		);
		const depth = new Map<number, number>([[0, 0]]);
		return rows.map((row) => {
			depth.set(row.id, (depth.get(row.parent) ?? 0) + 1);
			return `${'  '.repeat(depth.get(row.id)! - 1)}${row.detail}`;
		});
	}
	const rows = rawRows<{ 'QUERY PLAN': string }>(
		await database.raw(`explain (analyze, buffers off) ${statement}`, bindings as Knex.RawBinding[]),
	);
	return rows.map((row) => row['QUERY PLAN']);
}

/**
 * `call` run once to warm up, then `runs` times: each statement's p50, p95 and max. The route runs
 * the same statements in the same order every time (a run that does not is refused). Statements
 * whose p95 is over `planAbove` ms get their plan.
 */
export async function timeStatements(
	database: Knex,
	call: () => Promise<unknown>,
	options: { runs: number; planAbove: number },
): Promise<StatementFigures[]> {
	const first = await recorded(database, call);
	const runs: Ran[][] = [];
	for (let run = 0; run < options.runs; run++) {
		const ran = await recorded(database, call);
		if (ran.length !== first.length || ran.some((statement, index) => statement.sql !== first[index]!.sql))
			throw new Error('the route ran other statements than on its first run');
		runs.push(ran);
	}
	const figures: StatementFigures[] = [];
	for (const [index, statement] of first.entries()) {
		const timings = runs.map((ran) => ran[index]!.ms).sort((a, b) => a - b);
		const timed: StatementFigures = {
			n: index + 1,
			sql: shortSql(statement.sql),
			p50_ms: round(percentile(timings, 50)),
			p95_ms: round(percentile(timings, 95)),
			max_ms: round(timings.at(-1)!),
		};
		if (timed.p95_ms > options.planAbove) timed.plan = await planOf(database, statement);
		figures.push(timed);
	}
	return figures;
}
