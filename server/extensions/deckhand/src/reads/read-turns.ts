/**
 * Heavy reads take turns, `turns` at a time on an instance; the others wait for a turn rather than
 * being refused. Directus turns a read's rows into its answer in one stretch of the event loop
 * (about 2 µs a value: 50 ms for an answer at the bound), and ten such answers ready at once would
 * hold back everything queued behind them: a till's sale, `/server/ping`. Taking turns keeps at
 * most `turns` of those stretches ahead of anyone, while small reads (a list's page, a menu) never
 * wait. Released by the caller once its answer is sent (`read-budget.ts`, at most a second on).
 */
export function readTurns(turns: number): () => Promise<() => void> {
	let running = 0;
	const waiting: Array<() => void> = [];
	const next = () => {
		const waiter = waiting.shift();
		if (waiter) waiter();
		else running -= 1;
	};
	return async () => {
		if (running < turns) running += 1;
		else await new Promise<void>((resolve) => waiting.push(resolve));
		let released = false;
		return () => {
			if (released) return;
			released = true;
			next();
		};
	};
}

/**
 * The instance's one turn among heavy reads, shared by Directus's reads (`read-check.ts`) and
 * Deckhand's reports over a period (a year's charts take 50–70 ms to make).
 */
export const HEAVY_READS = readTurns(1);
