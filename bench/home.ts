import { writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import knex from 'knex';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/harness/chromium.ts';
import { PROJECT_ROOT } from '../server/config/directus-env.ts';
import { knexConfig } from '../server/config/knex-config.ts';
import { isSqlite } from '../server/extensions/deckhand/src/db.ts';
import { readShopSettings } from '../server/extensions/deckhand/src/settings/shop-settings.ts';
import { SCALE_SIZE } from '../server/seed/shop-size.ts';
import { answerOf, caseName, homeCases, type Role } from './lib/home-cases.ts';
import { HOME_ADDRESSES, measureHome } from './lib/home-page.ts';
import { signIn, timeRoute } from './lib/home-routes.ts';
import { postgresqlShop, sqliteShop, type HomeShop } from './lib/home-shops.ts';
import { compactStatements, GOAL, resultsJson, verdict, type DatabaseFigures } from './lib/home-figures.ts';
import { timeStatements } from './lib/home-statements.ts';

/**
 * `npm run bench:home`: how fast Home and the reports are with the `--scale` shop (110 000 orders
 * over a year), on SQLite and on PostgreSQL + Redis (docs/reports.md, "Speed"):
 * - every statement the report routes run, timed with the bench's own connection calling the
 *   routes' own functions (kpis, margins, charts at each grain, work queues, each report) for the
 *   periods today, 7d, 30d, month and a custom 366 days, as an administrator and as staff where
 *   their answers differ: p50, p95 and max of 20 runs after one to warm up; the slowest with
 *   their plans (`EXPLAIN QUERY PLAN`, `EXPLAIN ANALYZE`);
 * - each route through HTTP, the same cases: p50 and p95 of 20 requests after one;
 * - Home in headless Chromium (the production build, `npm run build:web`, served by the shop's
 *   server) for the owner and the demo clerk: navigation start until every figure is painted and
 *   the next frame, cold and warm, median of 5; the requests and bytes of the load.
 * Goals: no statement over 100 ms at p95, Home painted within 1 s (cold and warm medians), on both
 * databases. Prints the figures, writes bench/results/home.json, exits 1 when a goal is missed.
 * DECKHAND_BENCH_DATA_DIR reuses a SQLite data folder holding a scale shop, and
 * DECKHAND_BENCH_POSTGRES_DIR a folder for the PostgreSQL cluster and its shop (seeding each takes
 * minutes); both are kept afterwards.
 */
const RUNS = 20;
const PAGE_RUNS = 5;
const ROLES: Role[] = ['administrator', 'staff'];

/** Everything measured on one shop. */
async function measureShop(shop: HomeShop, browser: Browser): Promise<DatabaseFigures> {
	const database = knex(knexConfig(shop.stack.env));
	try {
		// A running PostgreSQL shop is vacuumed and has its tables' statistics (autovacuum); a shop just seeded or migrated may not yet.
		if (!isSqlite(database)) await database.raw('vacuum (analyze)');
		const clock = { timeZone: (await readShopSettings(database)).time_zone, now: Date.now() };
		const cases = homeCases(clock);
		const statements: DatabaseFigures['statements'] = {};
		for (const route of cases) {
			statements[caseName(route)] = await timeStatements(database, () => answerOf(database, route, clock), {
				runs: RUNS,
				planAbove: GOAL.statement_p95_ms,
			});
			console.log(
				`bench:home: ${shop.database}: ${caseName(route)}: ${statements[caseName(route)]!.map((statement) => statement.p95_ms).join(' ')} ms (p95 of each statement)`,
			);
		}
		const tokens = await signIn(shop.stack.url, { administrator: shop.stack.admin, staff: shop.stack.staff });
		const routes: DatabaseFigures['routes'] = {};
		for (const route of cases) routes[caseName(route)] = await timeRoute(shop.stack.url, tokens, route, RUNS);
		let page: DatabaseFigures['page'];
		try {
			page = [];
			for (const path of HOME_ADDRESSES)
				for (const role of ROLES) page.push(await measureHome(browser, shop, role, path, PAGE_RUNS));
		} catch (error) {
			page = { error: (error as Error).message };
		}
		return { statements, routes, page };
	} finally {
		await database.destroy();
	}
}

function print(name: string, figures: DatabaseFigures, summary: ReturnType<typeof verdict>): void {
	console.log(
		`\n== ${name}: ${summary.statements_over_goal} of ${summary.statements_timed} statements over ${GOAL.statement_p95_ms} ms at p95`,
	);
	for (const statement of summary.slowest_statements)
		console.log(
			`  ${String(statement.p95_ms).padStart(7)} ms p95  ${statement.case} #${statement.n}: ${statement.sql.slice(0, 150)}`,
		);
	console.log('  routes through HTTP, slowest (p50 / p95):');
	for (const route of summary.slowest_routes)
		console.log(`  ${String(route.p50_ms).padStart(7)} / ${route.p95_ms} ms  ${route.case}`);
	if ('error' in figures.page) console.log(`  Home: not measured: ${figures.page.error}`);
	else
		for (const load of figures.page)
			console.log(
				`  Home ${load.path} as ${load.role}: cold ${load.cold_ms.median} ms (${load.cold.requests} requests, ${load.cold.bytes} bytes), warm ${load.warm_ms.median} ms (${load.warm.requests} requests, ${load.warm.bytes} bytes)`,
			);
}

const loadStart = Number(loadavg()[0]!.toFixed(2));
const browser = await launchBrowser();
const databases: Record<string, DatabaseFigures & { summary: ReturnType<typeof verdict> }> = {};
try {
	for (const [name, open] of [
		['SQLite', sqliteShop],
		['PostgreSQL + Redis', postgresqlShop],
	] as const) {
		console.log(`bench:home: ${name}: starting the --scale shop (seeding it when new takes minutes)…`);
		const shop = await open();
		try {
			const figures = await measureShop(shop, browser);
			databases[name] = { summary: verdict(figures), ...figures };
		} finally {
			await shop.close();
		}
	}
} finally {
	await browser.close();
}

const results = {
	date: new Date().toISOString(),
	cores: availableParallelism(),
	shop: SCALE_SIZE,
	goal: GOAL,
	method: {
		statements: `each route's own functions called with the bench's connection, ${RUNS} runs after one to warm up; each statement timed from knex sending it to its rows read (query and query-response events); p95 is the ${Math.ceil(0.95 * RUNS)}th of ${RUNS}. PostgreSQL's tables are vacuumed and their statistics gathered first (VACUUM (ANALYZE)), as autovacuum does in a running shop: a table's index then answers alone for the pages vacuumed`,
		routes: `GET with the role's bearer token, ${RUNS} one after another after one; the time to the whole answer`,
		page: `headless Chromium, ${PAGE_RUNS} runs after one unmeasured, each in a fresh context signed in through the API, its page made a second before the load (its renderer process started, as an open browser's is); navigation start to the animation frame after every [data-figure] has aria-busy="false" (cold), then the same address again in the same context (warm); requests and bytes (transferSize) from resource timing once the network is idle`,
	},
	// The machine is shared: its load says how much to trust the figures.
	load_average_1min: { start: loadStart, end: Number(loadavg()[0]!.toFixed(2)) },
	databases: Object.fromEntries(
		Object.entries(databases).map(([name, { summary, statements, routes, page }]) => [
			name,
			{ summary, statements: compactStatements(statements), routes, page },
		]),
	),
};
for (const [name, figures] of Object.entries(databases)) print(name, figures, figures.summary);
await writeFile(join(PROJECT_ROOT, 'bench/results/home.json'), resultsJson(results));
if (Object.values(databases).some(({ summary }) => !summary.goals_met.statements || !summary.goals_met.page))
	process.exitCode = 1;
