/** The few fields of an answer the benchmarks read. */
export interface Answer {
	status: number;
	body: {
		data: { id: number; access_token: string; status?: string };
		errors?: Array<{ message?: string; extensions?: { code?: string; field?: string } }>;
	};
	headers: Headers;
}

export const percentile = (sorted: number[], p: number) =>
	sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
export const round = (value: number) => Number(value.toFixed(1));

/** One request to the server at `base` as the holder of `token`; `headers` are sent besides those two (an `Idempotency-Key`). */
export async function call(
	base: string,
	token: string,
	method: string,
	path: string,
	body?: unknown,
	headers: Record<string, string> = {},
): Promise<Answer> {
	const response = await fetch(`${base}${path}`, {
		method,
		headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	return {
		status: response.status,
		body: (await response.json().catch(() => null)) as Answer['body'],
		headers: response.headers,
	};
}

export interface Timing {
	p50_ms: number;
	p95_ms: number;
	max_ms: number;
}

/** The median, 95th percentile and slowest of some durations (in any order). */
export function timing(samples: number[]): Timing {
	const sorted = [...samples].sort((a, b) => a - b);
	return {
		p50_ms: round(percentile(sorted, 50)),
		p95_ms: round(percentile(sorted, 95)),
		max_ms: round(sorted.at(-1)!),
	};
}

export function must<T extends { status: number; body: unknown }>(result: T, what: string): T {
	if (result.status !== 200) throw new Error(`${what}: ${result.status} ${JSON.stringify(result.body)}`);
	return result;
}

/** How many of a load's slowest requests its figures name, with when each was sent or due. */
export const SLOWEST_NAMED = 5;

export interface LoadFigures extends Timing {
	per_second: number;
	statuses: Record<number, number>;
	/** The SLOWEST_NAMED slowest requests, slowest first: when each was due (ms since the epoch) and how long it took from then. */
	slowest: Array<{ at: number; ms: number }>;
}

/** Each request's duration and status, kept as the loads send them; `figures` sums them up. */
function loadRecorder(total: number) {
	const timings: Array<{ at: number; ms: number }> = [];
	const statuses: Record<number, number> = {};
	const began = performance.now();
	return {
		began,
		/** A request answered with `status`, timed from `since` (when it was sent, or due). */
		record(status: number, since: number) {
			timings.push({ at: performance.timeOrigin + since, ms: performance.now() - since });
			statuses[status] = (statuses[status] ?? 0) + 1;
		},
		figures(): LoadFigures {
			const seconds = (performance.now() - began) / 1_000;
			const slowest = [...timings]
				.sort((a, b) => b.ms - a.ms)
				.slice(0, SLOWEST_NAMED)
				.map(({ at, ms }) => ({ at: Math.round(at), ms: round(ms) }));
			return {
				per_second: round(total / seconds),
				...timing(timings.map((request) => request.ms)),
				statuses,
				slowest,
			};
		},
	};
}

/** `clients` callers each send the next request as soon as their last one is answered, until `total` are done. */
export async function closedLoop(
	clients: number,
	total: number,
	send: (i: number) => Promise<{ status: number }>,
): Promise<LoadFigures> {
	let next = 0;
	const recorder = loadRecorder(total);
	await Promise.all(
		Array.from({ length: clients }, async () => {
			while (next < total) {
				const i = next++;
				const started = performance.now();
				const { status } = await send(i);
				recorder.record(status, started);
			}
		}),
	);
	return recorder.figures();
}

/**
 * `clients` tills, each starting a request every `intervalMs` on its own schedule (the tills
 * spread evenly across the interval), until `total` are done: client `c` sends requests `c`,
 * `c + clients`, …. Each request is timed from when it was due, not from when it was sent: a
 * till held up by a slow answer sends its next one late, and that lateness counts, so a stall
 * shows in full (no coordinated omission).
 */
export async function pacedLoop(
	clients: number,
	total: number,
	intervalMs: number,
	send: (i: number) => Promise<{ status: number }>,
): Promise<LoadFigures> {
	const recorder = loadRecorder(total);
	await Promise.all(
		Array.from({ length: clients }, async (_, client) => {
			for (let i = client, turn = 0; i < total; i += clients, turn++) {
				const due = recorder.began + (client / clients + turn) * intervalMs;
				const wait = due - performance.now();
				if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
				const { status } = await send(i);
				recorder.record(status, due);
			}
		}),
	);
	return recorder.figures();
}
