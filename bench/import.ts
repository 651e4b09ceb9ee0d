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
import { ROWS } from './lib/import-files.ts';
import { importLoad, type ImportFigures } from './lib/import-load.ts';
import { round } from './lib/load.ts';
import { postgresShop } from './lib/postgres-shop.ts';

/**
 * `npm run bench:import`: a 50 000-row stock file through Deckhand's import and the same rows
 * through Directus's built-in `POST /utils/import/skus`, each three times in the same run,
 * on SQLite (the default server) and on PostgreSQL + Redis (one instance behind HAProxy), each
 * with the default demo shop: median time, rows per second, the server's peak memory, and a
 * clerk's checkouts during Deckhand's import. Prints the figures and writes bench/results/import.json; exits 1 when a row
 * went missing, a checkout failed or the books do not hold.
 */
const root = await mkdtemp(join(tmpdir(), 'deckhand-bench-import-'));
const results: Record<string, ImportFigures> = {};
const loadAtStart = loadavg().map(round);
try {
	const sqlite = await startTestStack({ seed: DEFAULT_SIZE, dataDir: join(root, 'sqlite') });
	const sqliteDb = knex(knexConfig(sqlite.env));
	try {
		results['SQLite, one instance'] = await importLoad({
			url: sqlite.url,
			admin: sqlite.admin,
			db: sqliteDb,
			pid: sqlite.directus.child.pid!,
			dir: root,
		});
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
			name: 'bench_import',
			redisDb: 2,
			instances: 1,
			seed: DEFAULT_SIZE,
		});
		const db = knex(knexConfig(shop.env));
		try {
			results['PostgreSQL + Redis, 1 instance behind HAProxy'] = await importLoad({
				url: shop.url,
				admin: shop.admin,
				db,
				pid: shop.directus[0]!.child.pid!,
				dir: root,
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
		rows: ROWS,
		shop: 'default demo shop (DEFAULT_SIZE)',
		load_average_at_start_and_end: [loadAtStart, loadavg().map(round)],
		...results,
	};
	console.log(JSON.stringify(report, null, 2));
	await writeFile(join(PROJECT_ROOT, 'bench/results/import.json'), `${JSON.stringify(report, null, 2)}\n`);
	if (!Object.values(results).every((figures) => figures.sound)) process.exitCode = 1;
} finally {
	await rm(root, { recursive: true, force: true });
}
