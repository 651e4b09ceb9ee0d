import type { HomePageFigures } from './home-page.ts';
import type { RouteFigures } from './home-routes.ts';
import type { StatementFigures } from './home-statements.ts';

/** What the Home benchmark measured on one database. */
export interface DatabaseFigures {
	/** Per case (`kpis administrator 30d`), each statement the route ran, in order. */
	statements: Record<string, StatementFigures[]>;
	routes: Record<string, RouteFigures>;
	page: HomePageFigures[] | { error: string };
}

export const GOAL = { statement_p95_ms: 100, page_ms: 1_000 };
const SLOWEST = 10;

/** The database's figures against the goals: the slowest statements (each distinct one's plan once) and routes. */
export function verdict(figures: DatabaseFigures) {
	const statements = Object.entries(figures.statements)
		.flatMap(([name, timed]) => timed.map((statement) => ({ case: name, ...statement })))
		.sort((a, b) => b.p95_ms - a.p95_ms);
	const over = statements.filter((statement) => statement.p95_ms > GOAL.statement_p95_ms);
	const planned = new Set<string>();
	const slowest = statements.slice(0, SLOWEST).map(({ plan, ...statement }) => {
		const first = plan !== undefined && !planned.has(statement.sql);
		planned.add(statement.sql);
		return first ? { ...statement, plan } : statement;
	});
	const pageMet =
		!('error' in figures.page) &&
		figures.page.every((load) => load.cold_ms.median <= GOAL.page_ms && load.warm_ms.median <= GOAL.page_ms);
	return {
		statements_timed: statements.length,
		statements_over_goal: over.length,
		slowest_statements: slowest,
		slowest_routes: Object.entries(figures.routes)
			.sort(([, a], [, b]) => b.p95_ms - a.p95_ms)
			.slice(0, SLOWEST)
			.map(([name, route]) => ({ case: name, ...route })),
		goals_met: { statements: over.length === 0, page: pageMet },
	};
}

/**
 * The statements as the results file keeps them: each distinct text once (`sql`), and per case
 * one row per statement, `[n, sql, p50_ms, p95_ms, max_ms]`, naming its text by its place in
 * that list; the plans are in the verdict.
 */
export function compactStatements(statements: DatabaseFigures['statements']) {
	const sql: string[] = [];
	const indexOf = (text: string) => (sql.includes(text) ? sql.indexOf(text) : sql.push(text) - 1);
	const cases = Object.fromEntries(
		Object.entries(statements).map(([name, timed]) => [
			name,
			timed.map(({ n, sql: text, p50_ms, p95_ms, max_ms }) => [n, indexOf(text), p50_ms, p95_ms, max_ms]),
		]),
	);
	return { columns: ['n', 'sql', 'p50_ms', 'p95_ms', 'max_ms'], sql, cases };
}

/** The results as JSON, two spaces in, with an array of numbers kept on one line. */
export const resultsJson = (results: unknown): string =>
	`${JSON.stringify(results, null, 2).replace(/\[\s+([-\d.,\s]+?)\s+\]/g, (_row, numbers: string) => `[${numbers.replace(/\s+/g, ' ')}]`)}\n`;
