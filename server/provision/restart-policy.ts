/**
 * When to start Directus again after it stopped unexpectedly: at once is never right (a crash
 * at start-up would spin), so the wait starts at `firstMs` and doubles with every crash up to
 * `maxMs`; a process that ran `healthyMs` or longer before it stopped starts the count afresh.
 */
export interface RestartPolicy {
	/** The wait before the next start, given how long the process that just stopped had run. */
	delayAfter(ranForMs: number): number;
}

export interface BackoffOptions {
	firstMs: number;
	maxMs: number;
	healthyMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { firstMs: 1_000, maxMs: 30_000, healthyMs: 60_000 };

export function backoff(options: BackoffOptions = DEFAULT_BACKOFF): RestartPolicy {
	let next = options.firstMs;
	return {
		delayAfter(ranForMs) {
			if (ranForMs >= options.healthyMs) next = options.firstMs;
			const delay = next;
			next = Math.min(next * 2, options.maxMs);
			return delay;
		},
	};
}
