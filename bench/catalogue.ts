import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import knex from 'knex';
import { PROJECT_ROOT } from '../server/config/directus-env.ts';
import { knexConfig } from '../server/config/knex-config.ts';
import { startScaleServices, type ScaleServices } from '../server/scale/services.ts';
import { DEFAULT_SIZE } from '../server/seed/shop-size.ts';
import { startTestStack } from '../tests/harness/test-stack.ts';
import { directusImport } from './lib/catalogue-import.ts';
import { dayOfPrices, runAllSources, writeDay, type CatalogueTarget } from './lib/catalogue-load.ts';
import { catalogueSearch, fillSkus, SKUS } from './lib/catalogue-search.ts';
import { call, must, round } from './lib/load.ts';

/**
 * `npm run bench:catalogue`: the whole catalogue at the real catalogue's size (110 000 Magic
 * printings in Scryfall's format, 20 000 Pokémon, 40 000 Yu-Gi-Oh! printings, 3 000 Lorcana,
 * 3 000 One Piece), generated from the real samples into the server's source folders, on the
 * default demo shop: the first load of every source (time, the server's peak memory), an
 * unchanged re-run, a day's prices with a clerk selling meanwhile against the same clerk idle,
 * the search over the catalogue and a million SKUs, and Directus's own `/utils/import` of the
 * same card rows. `--size 0.05` runs it at a twentieth of the size; `--profile postgres` on
 * PostgreSQL + Redis (one instance); `--keep` leaves the shop's folder (database, source files) for a
 * look afterwards and prints where. Prints the figures and writes bench/results/catalogue.json.
 */
const { values: flags } = parseArgs({
	options: {
		size: { type: 'string', default: '1' },
		profile: { type: 'string', default: 'sqlite' },
		keep: { type: 'boolean', default: false },
	},
});
const factor = Number(flags.size);
if (!(factor > 0 && factor <= 1) || !['sqlite', 'postgres'].includes(flags.profile!))
	throw new Error('usage: node bench/catalogue.ts [--size <factor in (0, 1]>] [--profile sqlite|postgres] [--keep]');
const SEED = 36;
const GOALS = {
	load_ms: 90_000,
	load_rss_mib: 600,
	rerun_ms: 10_000,
	prices_ms: 30_000,
	checkout_ratio: 2,
	search_p95_ms: 25,
};

const loadAtStart = loadavg().map(round);
const root = await mkdtemp(join(tmpdir(), 'deckhand-bench-catalogue-'));
let services: ScaleServices | null = null;
try {
	if (flags.profile === 'postgres')
		services = await startScaleServices({
			dir: join(root, 'services'),
			postgresPassword: randomBytes(18).toString('base64url'),
			output: 'ignore',
		});
	const dataDir = join(root, 'shop');
	const stack = await startTestStack({
		seed: DEFAULT_SIZE,
		dataDir,
		services: services && { postgres: services.postgres, redis: services.redis.url },
	});
	const db = knex(knexConfig(stack.env));
	try {
		const token = must(await call(stack.url, '', 'POST', '/auth/login', stack.admin), 'sign-in').body.data
			.access_token;
		const target: CatalogueTarget = {
			url: stack.url,
			token,
			pid: stack.directus.child.pid!,
			dataDir,
			factor,
			seed: SEED,
		};
		// Each step's figures as it ends: a run at full size takes many minutes.
		const step = <T>(name: string, figures: T): T => {
			console.error(`${name}: ${JSON.stringify(figures)}`);
			return figures;
		};
		const files = step('files', await writeDay(target, 0));
		const load = step('load', await runAllSources(target));
		const rerun = step('unchanged re-run', await runAllSources(target));
		const prices = step('a day of prices', await dayOfPrices(target));
		const filling = performance.now();
		const shop = await fillSkus(db, Math.round(SKUS * factor));
		const skus_filled_ms = Math.round(performance.now() - filling);
		const search = step('search', await catalogueSearch(stack.url, token, db));
		const directus = step('directus /utils/import', await directusImport({ ...target, db, dir: root }));
		const report = {
			date: new Date().toISOString(),
			profile: flags.profile === 'postgres' ? 'PostgreSQL + Redis, one instance' : 'SQLite, one instance',
			size: factor,
			shop: 'default demo shop (DEFAULT_SIZE) and the generated catalogue',
			load_average_at_start_and_end: [loadAtStart, loadavg().map(round)],
			goals: GOALS,
			files: { generated_ms: files.ms, cards: files.cards },
			load,
			unchanged_rerun: rerun,
			day_of_prices: prices,
			search: { ...shop, skus_filled_ms, scenarios: search },
			directus_utils_import_of_the_cards: directus,
			met: {
				load: load.ms <= GOALS.load_ms * factor && load.peak_rss_mib < GOALS.load_rss_mib,
				rerun: rerun.ms <= GOALS.rerun_ms,
				prices: prices.runs.ms <= GOALS.prices_ms && prices.ratio <= GOALS.checkout_ratio,
				search: Object.values(search).every((figures) => figures.p95_ms <= GOALS.search_p95_ms),
			},
		};
		console.log(JSON.stringify(report, null, 2));
		const name = flags.profile === 'postgres' ? 'catalogue-postgres' : 'catalogue';
		await writeFile(join(PROJECT_ROOT, `bench/results/${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
	} finally {
		await db.destroy();
		await (flags.keep ? stack.stop() : stack.destroy());
	}
} finally {
	await services?.stop();
	if (flags.keep) console.error(`kept: ${root}`);
	else await rm(root, { recursive: true, force: true });
}
