import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import knex, { type Knex } from 'knex';
import { PROJECT_ROOT } from '../server/config/directus-env.ts';
import { knexConfig } from '../server/config/knex-config.ts';
import { atMostGame } from '../server/extensions/deckhand/src/inventory/inventory-filters.ts';
import {
	inventoryCount,
	inventoryMatches,
	inventoryPageQuery,
	walksCards,
} from '../server/extensions/deckhand/src/inventory/inventory-list.ts';
import { parseInventoryQuery } from '../server/extensions/deckhand/src/inventory/inventory-query.ts';
import { startScaleServices } from '../server/scale/services.ts';
import { DEFAULT_SIZE, SCALE_SIZE } from '../server/seed/shop-size.ts';
import { startTestStack } from '../tests/harness/test-stack.ts';
import { checkoutLoad, LEVELS, SALE, type CheckoutFigures } from './lib/checkout-load.ts';
import { inventoryLoad, SCENARIOS } from './lib/inventory-load.ts';
import { call, must, round } from './lib/load.ts';
import { postgresShop } from './lib/postgres-shop.ts';

/**
 * `npm run bench:scale`, in one run: checkouts per second and p50/p95 at 1, 10 and 50 clients
 * on SQLite (one instance; rollback journal, then write-ahead log), on PostgreSQL + Redis with
 * one instance, and with two instances (each PostgreSQL shop behind HAProxy, as
 * `npm run start:scale` runs it); zero oversell and the books checker green after each; then
 * the inventory list's five scenarios on PostgreSQL with the `--scale` shop, with the plan
 * PostgreSQL chose for each (EXPLAIN). Prints the figures and writes bench/results/scale.json;
 * exits 1 when a run oversold, broke the books, or two instances served less than 0.9× of one
 * (throughput: each profile's best level of clients).
 */
const REQUESTS = 300;
const TWO_OVER_ONE_AT_LEAST = 0.9;

const root = await mkdtemp(join(tmpdir(), 'deckhand-bench-scale-'));
const services = await startScaleServices({
	dir: join(root, 'services'),
	postgresPassword: randomBytes(18).toString('base64url'),
	output: 'ignore',
});

/** Checkout figures of the shop at `url`, with a connection of the bench's own to its database. */
async function measure(
	url: string,
	env: Record<string, string>,
	admin: { email: string; password: string },
): Promise<CheckoutFigures> {
	const db = knex(knexConfig(env));
	try {
		return await checkoutLoad({ url, admin, db, requests: REQUESTS });
	} finally {
		await db.destroy();
	}
}

/** The scan nodes of PostgreSQL's plan for a query: how it reads each table. */
async function scansOf(db: Knex, query: Knex.QueryBuilder): Promise<string[]> {
	const plan = (await db.raw(`explain ${query.toString()}`)) as { rows: Array<{ 'QUERY PLAN': string }> };
	return plan.rows
		.map((row) =>
			row['QUERY PLAN']
				.trim()
				.replace(/^->\s*/, '')
				.replace(/\s+\(cost=.*$/, ''),
		)
		.filter((line) => /Scan|Sort|Limit|Join|Loop/.test(line));
}

const checkout: Record<
	string,
	CheckoutFigures & { instances: number; per_instance_per_second: Record<string, number> }
> = {};
const record = (name: string, instances: number, figures: CheckoutFigures) => {
	const perInstance = Object.fromEntries(
		Object.entries(figures.levels).map(([level, { checkout: load }]) => [
			level,
			round(load.per_second / instances),
		]),
	);
	checkout[name] = { instances, per_instance_per_second: perInstance, ...figures };
	console.log(
		`bench:scale: ${name}: ${Object.entries(figures.levels)
			.map(([level, { checkout: load }]) => `${level} ${load.per_second}/s (p95 ${load.p95_ms} ms)`)
			.join(', ')}; books ${figures.books_checker}`,
	);
};

try {
	for (const journal of ['delete', 'wal']) {
		const stack = await startTestStack({
			seed: DEFAULT_SIZE,
			dataDir: join(root, `sqlite-${journal}`),
			env: { DECKHAND_SQLITE_JOURNAL: journal },
		});
		try {
			record(
				`SQLite, ${journal === 'wal' ? 'write-ahead log' : 'rollback journal'}, one instance`,
				1,
				await measure(stack.url, stack.env, stack.admin),
			);
		} finally {
			await stack.destroy();
		}
	}
	for (const [instances, name] of [
		[1, 'bench_one'],
		[2, 'bench_two'],
	] as const) {
		const cluster = await postgresShop(services, root, { name, redisDb: instances, instances, seed: DEFAULT_SIZE });
		try {
			record(
				`PostgreSQL + Redis, ${instances} instance${instances === 1 ? '' : 's'} behind HAProxy`,
				instances,
				await measure(cluster.url, cluster.env, cluster.admin),
			);
		} finally {
			await cluster.stop();
		}
	}

	// Throughput is what a profile serves at saturation: its best level. Each level's ratio is printed too
	// (at one client nothing is shared: a sale's latency, on whichever instance, is what it measures).
	const one = checkout['PostgreSQL + Redis, 1 instance behind HAProxy']!;
	const two = checkout['PostgreSQL + Redis, 2 instances behind HAProxy']!;
	const ratio = (a: number, b: number) => Number((a / b).toFixed(2));
	const peak = (figures: CheckoutFigures) =>
		Math.max(...Object.values(figures.levels).map(({ checkout: load }) => load.per_second));
	const twoOverOne = {
		...Object.fromEntries(
			Object.keys(one.levels).map((level) => [
				level,
				ratio(two.levels[level]!.checkout.per_second, one.levels[level]!.checkout.per_second),
			]),
		),
		throughput: ratio(peak(two), peak(one)),
	};

	console.log('bench:scale: seeding the --scale shop on PostgreSQL…');
	const started = performance.now();
	const shop = await postgresShop(services, root, {
		name: 'bench_inventory',
		redisDb: 3,
		instances: 1,
		seed: SCALE_SIZE,
	});
	const seedSeconds = round((performance.now() - started) / 1_000);
	const db = knex(knexConfig(shop.env));
	let inventory: Record<string, unknown>;
	try {
		const { access_token: token } = must(await call(shop.url, '', 'POST', '/auth/login', shop.admin), 'sign-in')
			.body.data;
		const skus = Number((await db('skus').count({ n: '*' }).first())?.['n']);
		const { runs, scenarios } = await inventoryLoad(shop.url, token);
		const plans: Record<string, { page: string[]; count: string[] }> = {};
		for (const [name, params] of Object.entries(SCENARIOS)) {
			const query = parseInventoryQuery({ limit: '50', ...params });
			// As the list asks: the page walked or sorted (`walksCards`), the total read from the tally or counted.
			const total = await inventoryCount(db, query, 3);
			const page = inventoryPageQuery(db, query, 3, await walksCards(db, query, total));
			const count = atMostGame(query) ? null : inventoryMatches(db, query, 3).clearSelect().count({ total: '*' });
			plans[name] = { page: await scansOf(db, page), count: count ? await scansOf(db, count) : ['sku_tally'] };
		}
		inventory = { skus, start_and_seed_seconds: seedSeconds, runs, scenarios, plans };
	} finally {
		await db.destroy();
		await shop.stop();
	}

	const sound = Object.values(checkout).every((figures) => figures.sound);
	const holds = twoOverOne.throughput >= TWO_OVER_ONE_AT_LEAST;
	const results = {
		date: new Date().toISOString(),
		cores: availableParallelism(),
		requests_per_level: REQUESTS,
		levels_of_clients: LEVELS,
		sale: SALE,
		checkout,
		two_instances_over_one: { ...twoOverOne, at_least: TWO_OVER_ONE_AT_LEAST, holds },
		inventory_on_postgresql: inventory,
	};
	console.log(JSON.stringify(results, null, 2));
	await writeFile(join(PROJECT_ROOT, 'bench/results/scale.json'), `${JSON.stringify(results, null, 2)}\n`);
	if (!sound || !holds) process.exitCode = 1;
} finally {
	await services.stop();
	await rm(root, { recursive: true, force: true });
}
