import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../server/config/directus-env.ts';
import { SCALE_SIZE } from '../server/seed/shop-size.ts';
import { startTestStack } from '../tests/harness/test-stack.ts';
import { inventoryLoad } from './lib/inventory-load.ts';

/**
 * `npm run bench:inventory`: latency of the inventory list query (`GET /deckhand/inventory`:
 * a page of 50 SKUs with card, set and game joined, plus the total count) on the `--scale`
 * shop, measured from a client on this machine, 40 runs per scenario after 5 warm-ups.
 * Prints the figures and writes bench/results/inventory.json.
 */
// DECKHAND_BENCH_DATA_DIR reuses a data folder that already holds a scale shop (seeding takes minutes).
const reuse = process.env['DECKHAND_BENCH_DATA_DIR'];
const dataDir = reuse ?? (await mkdtemp(join(tmpdir(), 'deckhand-bench-inventory-')));
const stack = await startTestStack({ seed: SCALE_SIZE, dataDir });
try {
	const skus = await fetch(`${stack.url}/items/skus?aggregate[count]=id`, {
		headers: { authorization: `Bearer ${stack.admin.token}` },
	});
	const { runs, scenarios } = await inventoryLoad(stack.url, stack.admin.token);
	const results = {
		date: new Date().toISOString(),
		skus: Number((await skus.json()).data[0].count.id),
		runs,
		...scenarios,
	};
	console.log(JSON.stringify(results, null, 2));
	await writeFile(join(PROJECT_ROOT, 'bench/results/inventory.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
	if (reuse) await stack.stop();
	else {
		await stack.destroy();
		await rm(dataDir, { recursive: true, force: true });
	}
}
