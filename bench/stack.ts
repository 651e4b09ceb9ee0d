import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../server/config/directus-env.ts';
import { startStack, type Stack } from '../server/provision/stack.ts';
import { DEFAULT_SIZE, SCALE_SIZE, type ShopSize } from '../server/seed/shop-size.ts';
import { freePort } from '../server/provision/free-port.ts';

/**
 * `npm run bench:stack`: start-up and seeding figures of the server side.
 * Prints them and writes bench/results/stack.json.
 */
interface Timed {
	stack: Stack;
	steps: Record<string, number>;
	total: number;
}

async function timedStart(dataDir: string, seed: ShopSize | null): Promise<Timed> {
	const port = await freePort();
	const began = performance.now();
	const marks: Array<[string, number]> = [];
	const stack = await startStack({
		dataDir,
		seed,
		output: 'ignore',
		overrides: { ...process.env, PORT: String(port), LOG_LEVEL: 'error' },
		onStep: (step) => marks.push([step, performance.now() - began]),
	});
	const total = performance.now() - began;
	marks.push(['ready', total]);
	const steps: Record<string, number> = {};
	marks.forEach(([name, at], i) => {
		if (i + 1 < marks.length) steps[name] = Math.round(marks[i + 1]![1] - at);
	});
	// "access" starts the moment /server/ping answered pong.
	steps['to_pong'] = Math.round(marks.find(([name]) => name === 'access')![1]);
	return { stack, steps, total: Math.round(total) };
}

async function memoryOf(pid: number): Promise<{ rss_mib: number; peak_rss_mib: number }> {
	const status = await readFile(`/proc/${pid}/status`, 'utf8');
	const kib = (key: string) => Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0);
	return { rss_mib: Math.round(kib('VmRSS') / 1024), peak_rss_mib: Math.round(kib('VmHWM') / 1024) };
}

const sizes = process.argv.includes('--no-scale') ? ['default'] : ['default', 'scale'];
const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };

const dataDir = await mkdtemp(join(tmpdir(), 'deckhand-bench-'));
try {
	const fresh = await timedStart(dataDir, DEFAULT_SIZE);
	results['fresh_database_default_shop'] = { ...fresh.steps, total_ms: fresh.total, rows: fresh.stack.seeded };
	await fresh.stack.stop();

	const again = await timedStart(dataDir, DEFAULT_SIZE);
	results['existing_database'] = { ...again.steps, total_ms: again.total };
	await new Promise((resolveIdle) => setTimeout(resolveIdle, 15_000));
	results['server_memory_at_idle'] = await memoryOf(again.stack.directus.child.pid!);
	await again.stack.stop();
} finally {
	await rm(dataDir, { recursive: true, force: true });
}

if (sizes.includes('scale')) {
	const scaleDir = await mkdtemp(join(tmpdir(), 'deckhand-bench-scale-'));
	try {
		const scale = await timedStart(scaleDir, SCALE_SIZE);
		results['fresh_database_scale_shop'] = { ...scale.steps, total_ms: scale.total, rows: scale.stack.seeded };
		await scale.stack.stop();
	} finally {
		await rm(scaleDir, { recursive: true, force: true });
	}
}

console.log(JSON.stringify(results, null, 2));
await writeFile(join(PROJECT_ROOT, 'bench/results/stack.json'), `${JSON.stringify(results, null, 2)}\n`);
