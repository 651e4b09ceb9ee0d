import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import knex from 'knex';
import { PROJECT_ROOT } from '../server/config/directus-env.ts';
import { knexConfig } from '../server/config/knex-config.ts';
import { startScaleServices } from '../server/scale/services.ts';
import { DEFAULT_SIZE } from '../server/seed/shop-size.ts';
import { startTestStack } from '../tests/harness/test-stack.ts';
import { buylistLoad, type BuylistFigures } from './lib/buylist-load.ts';
import { round } from './lib/load.ts';
import { postgresShop } from './lib/postgres-shop.ts';

/**
 * `npm run bench:buylist`: taking in a 100-line buylist and completing it, on SQLite (the default
 * server) and on PostgreSQL + Redis (one instance behind HAProxy, as `npm run start:scale` runs
 * it), each with the default demo shop. Per line, "scan to offer shown": the scanned barcode read
 * through the inventory endpoint, then the line added, answered with the buylist's offers (the
 * two calls the intake screen makes). Then the completion: stock in, costs, the payout, in one
 * command; for store credit and for cash at an open till. Prints the figures and writes
 * bench/results/buylist.json; exits 1 when the books do not hold afterwards.
 */
const root = await mkdtemp(join(tmpdir(), 'deckhand-bench-buylist-'));
const results: Record<string, BuylistFigures> = {};
const loadAtStart = loadavg().map(round);
try {
	const sqlite = await startTestStack({ seed: DEFAULT_SIZE, dataDir: join(root, 'sqlite') });
	const sqliteDb = knex(knexConfig(sqlite.env));
	try {
		results['SQLite, one instance'] = await buylistLoad({ url: sqlite.url, admin: sqlite.admin, db: sqliteDb });
	} finally {
		await sqliteDb.destroy();
		await sqlite.destroy();
	}
	const services = await startScaleServices({
		dir: join(root, 'services'),
		postgresPassword: randomBytes(18).toString('base64url'),
		output: 'ignore',
	});
	try {
		const shop = await postgresShop(services, root, {
			name: 'bench_buylist',
			redisDb: 1,
			instances: 1,
			seed: DEFAULT_SIZE,
		});
		const db = knex(knexConfig(shop.env));
		try {
			results['PostgreSQL + Redis, 1 instance behind HAProxy'] = await buylistLoad({
				url: shop.url,
				admin: shop.admin,
				db,
			});
		} finally {
			await db.destroy();
			await shop.stop();
		}
	} finally {
		await services.stop();
	}
	const report = {
		date: new Date().toISOString(),
		shop: 'default demo shop (DEFAULT_SIZE)',
		load_average_at_start_and_end: [loadAtStart, loadavg().map(round)],
		...results,
	};
	console.log(JSON.stringify(report, null, 2));
	await writeFile(join(PROJECT_ROOT, 'bench/results/buylist.json'), `${JSON.stringify(report, null, 2)}\n`);
	if (!Object.values(results).every((figures) => figures.sound)) process.exitCode = 1;
} finally {
	await rm(root, { recursive: true, force: true });
}
