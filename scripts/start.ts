import { join } from 'node:path';
import { PROJECT_ROOT } from '../server/config/directus-env.ts';
import { announceRunning, backupLog, stepLogger, stopOnSignal } from '../server/provision/running.ts';
import { startStack } from '../server/provision/stack.ts';
import { DEFAULT_SIZE, SCALE_SIZE } from '../server/seed/shop-size.ts';

/**
 * `npm start`: the whole product on this machine. Data lives in DECKHAND_DATA_DIR (default
 * `data/`). Directus is supervised: if it stops unexpectedly it is started again (with a growing
 * wait, the cause in the log); Ctrl-C stops everything. `npm start -- --scale` fills an empty
 * database with the benchmark-sized shop (≥ 100 000 SKUs and orders) instead of the default one.
 */
const dataDir = process.env['DECKHAND_DATA_DIR'] ?? join(PROJECT_ROOT, 'data');
const started = Date.now();
const stack = await startStack({
	dataDir,
	overrides: process.env,
	seed: process.argv.includes('--scale') ? SCALE_SIZE : DEFAULT_SIZE,
	onStep: stepLogger(started),
	// The shop's till must not stay down until someone notices: a crashed Directus is started again.
	restart: true,
	backups: backupLog,
});
stack.watchRestores(backupLog);
announceRunning({
	started,
	publicUrl: stack.env['PUBLIC_URL']!,
	dataDir,
	admin: stack.admin,
	staff: stack.staff,
	seeded: stack.seeded,
});
stopOnSignal(stack.stop);
