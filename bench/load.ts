import { writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import knex from 'knex';
import { PROJECT_ROOT } from '../server/config/directus-env.ts';
import { knexConfig } from '../server/config/knex-config.ts';
import { SCALE_SIZE } from '../server/seed/shop-size.ts';
import { postgresqlShop, sqliteShop, type HomeShop } from './lib/home-shops.ts';
import { KINDS } from './lib/load-tally.ts';
import { SCARCE } from './lib/load-scene.ts';
import { mixedLoad, type MixedFigures } from './lib/mixed-load.ts';

/**
 * `npm run bench:load`: a mixed workload from 50 concurrent clients for 60 s, each a person
 * signed in through `/auth/login` (every fifth the owner, the others five clerks), each doing one
 * action after another with no pause: browsing the inventory and a card's page, searching,
 * selling at the counter with an `Idempotency-Key` (a quarter of the sales with one of three
 * scarce SKUs of 5 copies that every client tries to sell, a tenth sent again with their key),
 * adjusting stock (a quarter of the adjustments a scarce SKU's copy counted in), taking in a
 * buylist and completing it for store credit, and Home's reports (KPIs, margins for the owner,
 * the sales chart, the work queues). Against the `--scale` shop on SQLite (one instance, as
 * `npm start` runs it) and on PostgreSQL + Redis with two instances behind HAProxy (as
 * `npm run start:scale` runs it). Every request is timed: per kind and per request of a kind,
 * the count, p50, p95, max, statuses and error codes; totals and requests per second.
 * Goals: no 5xx, every request answered, every 4xx one the workload expects (`OUT_OF_STOCK` on a
 * sale with a scarce SKU, `BUYLIST_LIMIT_EXCEEDED` on a clerk's completion above the staff limit),
 * no SKU below zero and no scarce SKU sold beyond its stock and what came in (by the answers and by
 * the stock movements, which must agree), a sale sent again answered as the one recorded, the
 * invariants and the server's books checker green. Prints the figures, writes
 * bench/results/load.json, exits 1 when a goal is missed.
 * Options: `--profile sqlite|scale|both` (both), `--clients 50`, `--seconds 60`.
 * DECKHAND_BENCH_DATA_DIR and DECKHAND_BENCH_POSTGRES_DIR reuse seeded shops as for `bench:home`
 * (the run's sales, clerks and tills are then kept in them).
 */
const { values } = parseArgs({
	options: {
		profile: { type: 'string', default: 'both' },
		clients: { type: 'string', default: '50' },
		seconds: { type: 'string', default: '60' },
	},
});
const PROFILES: Record<string, { name: string; open: () => Promise<HomeShop> }> = {
	sqlite: { name: 'SQLite, one instance', open: sqliteShop },
	scale: { name: 'PostgreSQL + Redis, two instances behind HAProxy', open: () => postgresqlShop(2) },
};
const chosen = values.profile === 'both' ? Object.keys(PROFILES) : [values.profile!];
const clients = Number(values.clients);
const seconds = Number(values.seconds);
if (chosen.some((profile) => !(profile in PROFILES)) || !Number.isInteger(clients) || clients < 1 || !(seconds > 0)) {
	console.error('usage: node bench/load.ts [--profile sqlite|scale|both] [--clients 50] [--seconds 60]');
	process.exit(2);
}

const loadNow = () => Number(loadavg()[0]!.toFixed(2));

function print(name: string, figures: MixedFigures): void {
	console.log(
		`\n== ${name}: ${figures.totals.requests} requests in ${figures.seconds} s (${figures.totals.per_second}/s), ${figures.clients.owner} owner and ${figures.clients.clerk} clerk clients`,
	);
	console.log(
		`  ${'kind'.padEnd(10)} ${'actions'.padStart(7)} ${'requests'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}  statuses, codes`,
	);
	for (const kind of KINDS) {
		const { actions, requests, p50_ms, p95_ms, max_ms, statuses, codes } = figures.kinds[kind];
		const said = [
			...Object.entries(statuses).map(([status, n]) => `${status}×${n}`),
			...Object.entries(codes).map(([code, n]) => `${code}×${n}`),
		].join(' ');
		console.log(
			`  ${kind.padEnd(10)} ${String(actions).padStart(7)} ${String(requests).padStart(8)} ${String(p50_ms).padStart(8)} ${String(p95_ms).padStart(8)} ${String(max_ms).padStart(8)}  ${said}`,
		);
	}
	const { totals, oversell } = figures;
	const examples = totals.examples_of_5xx_and_unexpected_4xx;
	console.log(
		`  5xx: ${totals.server_errors}; unanswered: ${totals.unanswered}; unexpected 4xx: ${totals.unexpected_4xx}${examples.length > 0 ? ` (first: ${JSON.stringify(examples.slice(0, 5))})` : ''}`,
	);
	console.log(
		`  oversell: ${oversell.holds ? 'none' : 'FOUND'}; SKUs below zero ${oversell.skus_below_zero}; scarce sold/came in: ${oversell.scarce.map((sku) => `${sku.sold_in_movements}/${sku.came_in_in_movements}`).join(', ')}; sales sent again not answered as recorded ${oversell.sales_sent_again_not_answered_as_recorded}`,
	);
	console.log(
		`  invariants: ${typeof figures.invariants === 'string' ? figures.invariants : JSON.stringify(figures.invariants).slice(0, 300)}; books checker: ${figures.books_checker}`,
	);
}

const profiles: Record<string, MixedFigures & { load_average_1min: { start: number; end: number } }> = {};
const started = loadNow();
for (const key of chosen) {
	const { name, open } = PROFILES[key]!;
	console.log(`bench:load: ${name}: starting the --scale shop (seeding it when new takes minutes)…`);
	const shop = await open();
	const db = knex(knexConfig(shop.stack.env));
	try {
		const start = loadNow();
		console.log(`bench:load: ${name}: ${clients} clients for ${seconds} s…`);
		const figures = await mixedLoad({
			url: shop.stack.url,
			people: { admin: shop.stack.admin, staff: shop.stack.staff },
			db,
			clients,
			seconds,
		});
		profiles[name] = { load_average_1min: { start, end: loadNow() }, ...figures };
		print(name, figures);
	} finally {
		await db.destroy();
		await shop.close();
	}
}

const results = {
	date: new Date().toISOString(),
	cores: availableParallelism(),
	shop: {
		...SCALE_SIZE,
		note: 'the --scale shop (SCALE_SIZE), the pool of 100 SKUs sold topped up by 5 000 copies each first',
	},
	scarce_skus: SCARCE,
	// The machine is shared: its load says how much to trust the figures.
	load_average_1min: { start: started, end: loadNow() },
	profiles,
};
await writeFile(join(PROJECT_ROOT, 'bench/results/load.json'), `${JSON.stringify(results, null, 2)}\n`);
if (Object.values(profiles).some((figures) => !figures.sound)) process.exitCode = 1;
