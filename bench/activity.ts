import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../server/config/directus-env.ts';
import { SCALE_SIZE } from '../server/seed/shop-size.ts';
import { startTestStack } from '../tests/harness/test-stack.ts';
import { percentile } from './lib/load.ts';

/**
 * `npm run bench:activity`: latency of the activity screen's query (`GET /deckhand/activity`: a
 * page of 50 lines merged from Directus's activity and six ledgers) on the `--scale` shop, from a
 * client on this machine, 40 runs per scenario after 5 warm-ups. Prints the figures and writes
 * bench/results/activity.json.
 */
const RUNS = 40;
const WARM_UP = 5;

// DECKHAND_BENCH_DATA_DIR reuses a data folder that already holds a scale shop (seeding takes minutes).
const reuse = process.env['DECKHAND_BENCH_DATA_DIR'];
const dataDir = reuse ?? (await mkdtemp(join(tmpdir(), 'deckhand-bench-activity-')));
const stack = await startTestStack({ seed: SCALE_SIZE, dataDir });
const get = async (query: string) => {
	const response = await fetch(`${stack.url}/deckhand/activity?${query}`, {
		headers: { authorization: `Bearer ${stack.admin.token}` },
	});
	if (!response.ok) throw new Error(`${query}: ${response.status} ${await response.text()}`);
	return (await response.json()).data as { items: unknown[]; next: string | null };
};
try {
	const staff = (
		await (
			await fetch(`${stack.url}/users?filter[email][_eq]=${encodeURIComponent(stack.staff.email)}&fields=id`, {
				headers: { authorization: `Bearer ${stack.admin.token}` },
			})
		).json()
	).data[0].id;
	let fifth = '';
	for (let page = 1, cursor: string | null = null; page < 5; page++)
		cursor = fifth = (await get(`limit=50${cursor ? `&cursor=${cursor}` : ''}`)).next ?? '';
	const day = 86_400_000;
	const scenarios: Record<string, string> = {
		'newest 50, every book': 'limit=50',
		'fifth page (cursor)': `limit=50&cursor=${fifth}`,
		'one book (stock)': 'limit=50&kind=stock',
		'one person (the clerk)': `limit=50&person=${staff}`,
		'one order': 'limit=50&collection=orders&item=1000',
		'a week, 60 days ago': `limit=50&from=${new Date(Date.now() - 60 * day).toISOString()}&to=${new Date(Date.now() - 53 * day).toISOString()}`,
	};
	const figures: Record<string, { p50_ms: number; p95_ms: number; lines: number }> = {};
	for (const [name, query] of Object.entries(scenarios)) {
		const timings: number[] = [];
		let lines = 0;
		for (let run = 0; run < WARM_UP + RUNS; run++) {
			const started = performance.now();
			lines = (await get(query)).items.length;
			if (run >= WARM_UP) timings.push(performance.now() - started);
		}
		timings.sort((a, b) => a - b);
		figures[name] = {
			p50_ms: Number(percentile(timings, 50).toFixed(1)),
			p95_ms: Number(percentile(timings, 95).toFixed(1)),
			lines,
		};
	}
	const results = { date: new Date().toISOString(), runs: RUNS, ...figures };
	console.log(JSON.stringify(results, null, 2));
	await writeFile(join(PROJECT_ROOT, 'bench/results/activity.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
	if (reuse) await stack.stop();
	else {
		await stack.destroy();
		await rm(dataDir, { recursive: true, force: true });
	}
}
