import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT } from '../server/config/directus-env.ts';
import { startScaleServices } from '../server/scale/services.ts';
import { DEFAULT_SIZE, SCALE_SIZE, type ShopSize } from '../server/seed/shop-size.ts';
import { startTestStack } from '../tests/harness/test-stack.ts';
import { CLIENTS, GOAL_RULE, LOADS, SALES } from './lib/backup-loads.ts';
import { measureProfile, type ProfileFigures } from './lib/backup-profile.ts';
import type { BackupPlace } from './lib/backup-measure.ts';
import { SALE } from './lib/checkout-load.ts';
import { round } from './lib/load.ts';
import { postgresShop } from './lib/postgres-shop.ts';

/**
 * `npm run bench:backup`: backups on the `--scale` shop, on SQLite and on PostgreSQL + Redis (one
 * instance behind HAProxy): the time of a backup (the copy, the verification) and its size; the
 * restore's time with the server stopped, the books afterwards and the start again on the
 * restored data; and sales at 20 tills without a backup, then with backups running the whole
 * time, at the counter's pace (a sale a second at each till) and flat out (closed loop):
 * p50/p95/max and the longest pause, against the goal that no sale is paused more than 200 ms by
 * a backup, judged at the counter's pace. The backups are taken as the backup keeper takes them, in a process of
 * their own at the lowest CPU priority; `--backup inline` takes them in the benchmark's process,
 * to compare. `--size default` and `--profile sqlite|postgres` make a smaller run. Prints
 * the figures and writes bench/results/backup.json; exits 1 when the goal is missed, a backup
 * failed its verification, a sale was refused, or the restore did not bring back exactly the
 * backup with the books green.
 */
const { values: flags } = parseArgs({
	options: {
		size: { type: 'string', default: 'scale' },
		profile: { type: 'string', default: 'both' },
		backup: { type: 'string', default: 'apart' },
	},
});
const SIZES: Record<string, { size: ShopSize; shop: string }> = {
	scale: { size: SCALE_SIZE, shop: '--scale shop (SCALE_SIZE' },
	default: { size: DEFAULT_SIZE, shop: 'default demo shop (DEFAULT_SIZE' },
};
const chosen = SIZES[flags.size!];
if (!chosen || !['sqlite', 'postgres', 'both'].includes(flags.profile!) || !['apart', 'inline'].includes(flags.backup!))
	throw new Error(
		'usage: node bench/backup.ts [--size default|scale] [--profile sqlite|postgres|both] [--backup apart|inline]',
	);
const place = flags.backup as BackupPlace;
const { size } = chosen;

const loadAtStart = loadavg().map(round);
const profiles: Record<string, ProfileFigures> = {};
const root = await mkdtemp(join(tmpdir(), 'deckhand-bench-backup-'));
try {
	if (flags.profile !== 'postgres') {
		const dataDir = join(root, 'sqlite');
		profiles['sqlite'] = await measureProfile(dataDir, () => startTestStack({ seed: size, dataDir }), place);
	}
	if (flags.profile !== 'sqlite') {
		const services = await startScaleServices({
			dir: join(root, 'services'),
			postgresPassword: randomBytes(18).toString('base64url'),
			output: 'ignore',
		});
		try {
			const shop = { name: 'bench_backup', redisDb: 1, instances: 1, seed: size };
			profiles['postgresql'] = await measureProfile(
				join(root, shop.name),
				() => postgresShop(services, root, shop),
				place,
			);
		} finally {
			await services.stop();
		}
	}
} finally {
	await rm(root, { recursive: true, force: true });
}

const results = {
	date: new Date().toISOString(),
	shop: `${chosen.shop}: ${size.orders} orders, ${size.customers} customers, ${size.cardsPerSet} cards a set)`,
	load_average_at_start_and_end: [loadAtStart, loadavg().map(round)],
	backups_taken: place,
	clients: CLIENTS,
	sales_per_load: SALES,
	loads: { counter_pace: LOADS.counter_pace.rule, flat_out: LOADS.flat_out.rule },
	sale: SALE,
	goal: GOAL_RULE,
	...profiles,
};
console.log(JSON.stringify(results, null, 2));
await writeFile(join(PROJECT_ROOT, 'bench/results/backup.json'), `${JSON.stringify(results, null, 2)}\n`);
if (!Object.values(profiles).every((figures) => figures.sound && figures.goal_held)) process.exitCode = 1;
