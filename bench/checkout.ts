import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import knex from 'knex';
import { PROJECT_ROOT } from '../server/config/directus-env.ts';
import { knexConfig } from '../server/config/knex-config.ts';
import { DEFAULT_SIZE } from '../server/seed/shop-size.ts';
import { startTestStack } from '../tests/harness/test-stack.ts';
import { checkoutLoad, LEVELS, SALE } from './lib/checkout-load.ts';
import { call, round } from './lib/load.ts';

/**
 * `npm run bench:checkout`: sales per second and p50/p95 latency of `POST /deckhand/checkout`
 * at 1, 10 and 50 concurrent clients on the default SQLite server with the default demo shop,
 * against a plain write of Directus's items API of the same shape as the floor, in the same
 * run: `POST /items/cards` with two nested SKUs (a row and two children, as an order and its two
 * lines; orders themselves are written only by Deckhand's commands). Then a race for 25 copies
 * by 100 tills, the stock of every SKU sold, and the books. Prints the figures and writes
 * bench/results/checkout.json.
 */
const REQUESTS = 300;

const dataDir = await mkdtemp(join(tmpdir(), 'deckhand-bench-checkout-'));
const stack = await startTestStack({ seed: DEFAULT_SIZE, dataDir });
const db = knex(knexConfig(stack.env));
try {
	const loadAtStart = loadavg().map(round);
	let floorNumber = 0;
	const figures = await checkoutLoad({
		url: stack.url,
		admin: stack.admin,
		db,
		requests: REQUESTS,
		alongside: (token) => () =>
			call(stack.url, token, 'POST', '/items/cards', {
				set: 1,
				name: `Bench floor card ${++floorNumber}`,
				collector_number: String(floorNumber),
				skus: [{ condition: 'NM' }, { condition: 'LP' }],
			}),
	});
	const { sound, ...rest } = figures;
	const results = {
		date: new Date().toISOString(),
		shop: 'default demo shop (DEFAULT_SIZE: 2 400 orders, 8 000+ SKUs) on SQLite',
		journal_mode: (await db.raw('PRAGMA journal_mode'))[0].journal_mode,
		load_average_at_start_and_end: [loadAtStart, loadavg().map(round)],
		requests_per_level: REQUESTS,
		levels_of_clients: LEVELS,
		sale: SALE,
		alongside: 'the items-API floor: POST /items/cards with two nested SKUs',
		...rest,
	};
	console.log(JSON.stringify(results, null, 2));
	await writeFile(join(PROJECT_ROOT, 'bench/results/checkout.json'), `${JSON.stringify(results, null, 2)}\n`);
	if (!sound) process.exitCode = 1;
} finally {
	await db.destroy();
	await stack.destroy();
	await rm(dataDir, { recursive: true, force: true });
}
