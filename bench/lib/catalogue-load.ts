// The catalogue's runs at the real catalogue's size: the first load, an unchanged re-run, and a day's prices with a
// clerk selling meanwhile.
import { isWorking, type CatalogueRun } from '@deckhand/contract/catalogue/catalogue-run.ts';
import { CATALOGUE_SIZE, writeCatalogueFiles, type GeneratedSource } from '../../server/seed/catalogue-files.ts';
import { counterSales } from './checkout-load.ts';
import { call, must, round, timing, type Timing } from './load.ts';
import { withPeakMemory } from './process-memory.ts';

export const SOURCES = Object.keys(CATALOGUE_SIZE) as GeneratedSource[];

export interface CatalogueTarget {
	url: string;
	token: string;
	/** The Directus process whose memory is read. */
	pid: number;
	/** The server's data folder: the sources' files go into its `catalogue/`. */
	dataDir: string;
	/** The catalogue's size, as a factor of the real one. */
	factor: number;
	seed: number;
}

export interface RunsFigures {
	ms: number;
	peak_rss_mib: number;
	each: Record<string, { ms: number; counts: CatalogueRun['counts'] }>;
}

/** One run of `source` started by the owner, followed to its end; a run that does not end done is an error. */
async function ranSource(url: string, token: string, source: string): Promise<CatalogueRun> {
	const started = await call(url, token, 'POST', '/deckhand/catalogue/runs', { source });
	if (started.status !== 202) throw new Error(`run of ${source}: ${started.status} ${JSON.stringify(started.body)}`);
	for (;;) {
		await new Promise((resolve) => setTimeout(resolve, 100));
		const run = must(await call(url, token, 'GET', `/deckhand/catalogue/runs/${started.body.data.id}`), 'run').body
			.data as unknown as CatalogueRun;
		if (isWorking(run.status)) continue;
		if (run.status !== 'done') throw new Error(`run of ${source} ended ${run.status}: ${JSON.stringify(run)}`);
		return run;
	}
}

/** Every source run once, one after another (as a schedule would start them), with the server's peak memory. */
export async function runAllSources(target: CatalogueTarget): Promise<RunsFigures> {
	const began = performance.now();
	const { result: each, peak } = await withPeakMemory(target.pid, async () => {
		const each: RunsFigures['each'] = {};
		for (const source of SOURCES) {
			const started = performance.now();
			const run = await ranSource(target.url, target.token, source);
			each[source] = { ms: Math.round(performance.now() - started), counts: run.counts };
		}
		return each;
	});
	return { ms: Math.round(performance.now() - began), peak_rss_mib: round(peak), each };
}

/** Writes the sources' files for `day` (0: the first load; later: every price moved) into the server's folder. */
export async function writeDay(target: CatalogueTarget, day: number) {
	const began = performance.now();
	const cards = await writeCatalogueFiles(`${target.dataDir}/catalogue`, {
		factor: target.factor,
		shaper: { seed: target.seed, day },
	});
	return { cards, ms: Math.round(performance.now() - began) };
}

const IDLE_SALES = 100;

export interface PricesFigures {
	runs: RunsFigures;
	checkout_idle: Timing;
	checkout_during: Timing & { sales: number; failed: number };
	ratio: number;
}

/**
 * A day's prices: the sources re-read with every price moved, while one clerk sells two copies a
 * sale as fast as the server answers (the checkout bench's sale), against the same clerk idle.
 */
export async function dayOfPrices(target: CatalogueTarget): Promise<PricesFigures> {
	const { url, token } = target;
	const { sell } = await counterSales(url, token, 1, Date.now().toString(36));
	const idle: number[] = [];
	let sold = 0;
	const timedSale = async (into: number[]) => {
		const started = performance.now();
		const sale = await sell(sold++);
		into.push(performance.now() - started);
		return sale.status === 200;
	};
	for (let i = 0; i < IDLE_SALES; i++) await timedSale(idle);
	await writeDay(target, 1);
	const during: number[] = [];
	let failed = 0;
	let running = true;
	const clerk = (async () => {
		while (running) if (!(await timedSale(during))) failed++;
	})();
	let runs: RunsFigures;
	try {
		runs = await runAllSources(target);
	} finally {
		running = false;
		await clerk;
	}
	const checkout_idle = timing(idle);
	const checkout_during = { ...timing(during), sales: during.length, failed };
	return { runs, checkout_idle, checkout_during, ratio: round(checkout_during.p95_ms / checkout_idle.p95_ms) };
}
