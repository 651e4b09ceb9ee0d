import { join } from 'node:path';
import { PROJECT_ROOT } from '../server/config/directus-env.ts';
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
	onStep: (step) => console.log(`deckhand: ${step}… (${((Date.now() - started) / 1000).toFixed(1)} s)`),
	// The shop's till must not stay down until someone notices: a crashed Directus is started again.
	restart: true,
});

const publicUrl = stack.env['PUBLIC_URL'];
console.log(`
Deckhand is running (${((Date.now() - started) / 1000).toFixed(1)} s).${stack.seeded ? `\nDemo shop created: ${stack.seeded['skus']} SKUs, ${stack.seeded['orders']} orders.` : ''}

  Dashboard        ${publicUrl}/app/
  API (Directus)   ${publicUrl}
  Data Studio      ${publicUrl}/admin

  Owner            ${stack.admin.email}  /  ${stack.admin.password}
  Counter staff    ${stack.staff.email}  /  ${stack.staff.password}
  (demo passwords as first set; they live in ${join(dataDir, 'local.env')})

Press Ctrl-C to stop.`);

let stopping = false;
const shutdown = async () => {
	if (stopping) return;
	stopping = true;
	console.log('\ndeckhand: stopping…');
	await stack.stop();
	process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
