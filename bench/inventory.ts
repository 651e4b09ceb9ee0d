import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../server/config/directus-env.ts';
import { SCALE_SIZE } from '../server/seed/shop-size.ts';
import { startTestStack } from '../tests/harness/test-stack.ts';

/**
 * `npm run bench:inventory`: latency of the inventory list query (`GET /deckhand/inventory`:
 * a page of 50 SKUs with card, set and game joined, plus the total count) on the `--scale`
 * shop, measured from a client on this machine, 40 runs per scenario after 5 warm-ups.
 * Prints the figures and writes bench/results/inventory.json.
 */
const RUNS = 40;
const WARM_UP = 5;
const SCENARIOS: Record<string, Record<string, string>> = {
	'no filter (sorted by name)': {},
	'name search "pyro ex"': { q: 'pyro ex' },
	'set + number "OBF 125"': { q: 'OBF 125' },
	'three filters (game, condition, in stock)': { game: '2', condition: 'NM', stock: 'in' },
	'sort on price, highest first': { sort: '-price' },
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

// DECKHAND_BENCH_DATA_DIR reuses a data folder that already holds a scale shop (seeding takes minutes).
const reuse = process.env['DECKHAND_BENCH_DATA_DIR'];
const dataDir = reuse ?? (await mkdtemp(join(tmpdir(), 'deckhand-bench-inventory-')));
const stack = await startTestStack({ seed: SCALE_SIZE, dataDir });
try {
	const skus = await fetch(`${stack.url}/items/skus?aggregate[count]=id`, { headers: { authorization: `Bearer ${stack.admin.token}` } });
	const results: Record<string, unknown> = { date: new Date().toISOString(), skus: Number((await skus.json()).data[0].count.id), runs: RUNS };
	for (const [name, params] of Object.entries(SCENARIOS)) {
		const url = `${stack.url}/deckhand/inventory?${new URLSearchParams({ limit: '50', ...params })}`;
		const timings: number[] = [];
		let total = 0;
		for (let run = 0; run < WARM_UP + RUNS; run++) {
			const started = performance.now();
			const response = await fetch(url, { headers: { authorization: `Bearer ${stack.admin.token}` } });
			const body = (await response.json()) as { data: { total: number } };
			if (run >= WARM_UP) timings.push(performance.now() - started);
			total = body.data.total;
		}
		timings.sort((a, b) => a - b);
		results[name] = { p50_ms: Number(percentile(timings, 50).toFixed(1)), p95_ms: Number(percentile(timings, 95).toFixed(1)), total };
	}
	console.log(JSON.stringify(results, null, 2));
	await writeFile(join(PROJECT_ROOT, 'bench/results/inventory.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
	if (reuse) await stack.stop();
	else {
		await stack.destroy();
		await rm(dataDir, { recursive: true, force: true });
	}
}
