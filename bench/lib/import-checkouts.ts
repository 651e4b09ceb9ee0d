// A clerk selling at the counter while Deckhand's import runs, and the figures of those sales: whether an import holds
// up the shop's other work.
import { call, percentile, round } from './load.ts';

/** The clerk's sales over every run of the import. */
export interface CheckoutFigures {
	sales: number;
	failed: number;
	p50_ms: number;
	p95_ms: number;
	max_ms: number;
}

/**
 * A clerk's sales at a steady pace while an import runs: one sale of one copy, paid by card, every
 * `CHECKOUT_EVERY_MS` until `stop()`, each started on time whether or not the one before has been
 * answered (so a sale held up by the import is measured with its wait, and the clerk does not slow
 * down with the server). Ten sales a second is far above any counter's; the import is not measured
 * against a clerk selling as fast as the server answers, which would take a core of this machine.
 */
const CHECKOUT_EVERY_MS = 100;

export function checkoutsUntilStopped(url: string, token: string, sku: number, total: number) {
	const timings: number[] = [];
	const sales: Array<Promise<void>> = [];
	let failed = 0;
	const sell = async () => {
		const started = performance.now();
		const sale = await call(url, token, 'POST', '/deckhand/checkout', {
			channel: 'counter',
			lines: [{ sku, quantity: 1 }],
			payments: [{ method: 'card', amount: total }],
			complete: true,
		});
		timings.push(performance.now() - started);
		if (sale.status !== 200) failed++;
	};
	const pace = setInterval(() => sales.push(sell()), CHECKOUT_EVERY_MS);
	return async () => {
		clearInterval(pace);
		await Promise.all(sales);
		return { timings, failed };
	};
}

/** The clerk's sales over every run: how many, how many failed, and their latencies. */
export function checkoutFigures(runs: Array<{ timings: number[]; failed: number }>): CheckoutFigures {
	const timings = runs.flatMap((run) => run.timings).sort((a, b) => a - b);
	const failed = runs.reduce((sum, run) => sum + run.failed, 0);
	return {
		sales: timings.length,
		failed,
		p50_ms: round(percentile(timings, 50)),
		p95_ms: round(percentile(timings, 95)),
		max_ms: round(timings.at(-1)!),
	};
}
