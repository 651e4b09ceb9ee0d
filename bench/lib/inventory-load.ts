import { percentile } from './load.ts';

/** The inventory list's five scenarios: browsing, two searches, three filters, a sort on price. */
export const SCENARIOS: Record<string, Record<string, string>> = {
	'no filter (sorted by name)': {},
	'name search "pyro ex"': { q: 'pyro ex' },
	'set + number "OBF 125"': { q: 'OBF 125' },
	'three filters (game, condition, in stock)': { game: '2', condition: 'NM', stock: 'in' },
	'sort on price, highest first': { sort: '-price' },
};

const RUNS = 40;
const WARM_UP = 5;

export interface ScenarioFigures {
	p50_ms: number;
	p95_ms: number;
	total: number;
}

/**
 * Latency of `GET /deckhand/inventory` (a page of 50 SKUs with card, set and game joined, and
 * the total), measured from a client on this machine: 40 runs per scenario after 5 warm-ups.
 */
export async function inventoryLoad(
	url: string,
	token: string,
): Promise<{ runs: number; scenarios: Record<string, ScenarioFigures> }> {
	return { runs: RUNS, scenarios: await scenarioLatencies(url, token, '/deckhand/inventory', SCENARIOS) };
}

/** Latency of a page of 50 at `path` for each scenario's query: 40 runs per scenario after 5 warm-ups. */
export async function scenarioLatencies(
	url: string,
	token: string,
	path: string,
	scenarios: Record<string, Record<string, string>>,
): Promise<Record<string, ScenarioFigures>> {
	const figures: Record<string, ScenarioFigures> = {};
	for (const [name, params] of Object.entries(scenarios)) {
		const address = `${url}${path}?${new URLSearchParams({ limit: '50', ...params })}`;
		const timings: number[] = [];
		let total = 0;
		for (let run = 0; run < WARM_UP + RUNS; run++) {
			const started = performance.now();
			const response = await fetch(address, { headers: { authorization: `Bearer ${token}` } });
			const body = (await response.json()) as { data: { total: number } };
			if (run >= WARM_UP) timings.push(performance.now() - started);
			total = body.data.total;
		}
		timings.sort((a, b) => a - b);
		figures[name] = {
			p50_ms: Number(percentile(timings, 50).toFixed(1)),
			p95_ms: Number(percentile(timings, 95).toFixed(1)),
			total,
		};
	}
	return figures;
}
