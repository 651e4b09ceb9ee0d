// The access matrix's probes of imports, CSV exports, reports and the dashboard's pages: the third part of
// `ROUTE_PROBES`.
import type { Role } from './access-matrix.ts';
import { must, mustSend, stockedSku, unique, type Answer, type MatrixShop } from './access-shop.ts';
import { get, json, type RouteProbe, type RouteRequest } from './access-route-probe.ts';
import { madeUpSet, sourceFiles } from './catalogue.ts';
import { deckhandCsv } from './imports.ts';

/** A file in Deckhand's own CSV bringing three copies of a SKU the shop has, as the import screen sends it. */
async function stockFile(shop: MatrixShop): Promise<RouteRequest> {
	const { card } = await stockedSku(shop);
	const known = await shop
		.db('cards')
		.join('sets', 'sets.id', 'cards.set')
		.where('cards.id', card)
		.first('cards.name', 'cards.collector_number', 'sets.code');
	const csv = deckhandCsv([
		{
			set_code: known.code,
			card_name: known.name,
			collector_number: known.collector_number,
			condition: 'NM',
			finish: 'normal',
			language: 'EN',
			quantity: 3,
		},
	]);
	return {
		method: 'POST',
		path: `/deckhand/imports?name=${unique('matrix')}.csv`,
		raw: { data: csv, contentType: 'text/csv' },
	};
}

/** An import the administrator uploaded (staged), and with its dry run done (planned). */
async function stagedImport(shop: MatrixShop): Promise<number> {
	return (await mustSend(shop, await stockFile(shop))).id;
}
async function plannedImport(shop: MatrixShop): Promise<number> {
	const id = await stagedImport(shop);
	await must(shop, 'POST', `/deckhand/imports/${id}/plan`, { quantities: 'add', createMissing: false });
	return id;
}

/** Waits for a commit the request started: the next request must not meet a running import. */
const untilCommitted = (shop: MatrixShop, id: number) => async (answer: Answer) => {
	if (answer.status !== 202) return;
	for (let tries = 0; tries < 600; tries++) {
		const job = await must(shop, 'GET', `/deckhand/imports/${id}`);
		if (job.status !== 'committing') return;
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	throw new Error(`import #${id} is still committing`);
};

/** Waits for a catalogue run to end: the next start of its source must not meet it at work. */
async function runEnded(shop: MatrixShop, id: number): Promise<void> {
	for (let tries = 0; tries < 600; tries++) {
		const run = await must(shop, 'GET', `/deckhand/catalogue/runs/${id}`);
		if (run.status !== 'reading' && run.status !== 'applying') return;
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	throw new Error(`catalogue run #${id} is still at work`);
}

/**
 * The run to cancel: for the owner, a run of 5 000 cards just started (still reading when the cancel
 * comes); for anyone else, who is refused before the run is looked at, one that has ended, so
 * nothing moves while the matrix compares the shop before and after.
 */
async function runToCancel(shop: MatrixShop, role: Role): Promise<RouteRequest> {
	if (role !== 'administrator') return json('POST', `/deckhand/catalogue/runs/${await endedRun(shop)}/cancel`);
	await sourceFiles('pokemon-tcg-data', await madeUpSet('mx1', 5_000));
	const run = await must(shop, 'POST', '/deckhand/catalogue/runs', { source: 'pokemon-tcg-data' });
	return { ...json('POST', `/deckhand/catalogue/runs/${run.id}/cancel`), settle: async () => runEnded(shop, run.id) };
}

/** A run of a source, ended: the test server has no files of the source, so it fails at once, naming the file. */
async function endedRun(shop: MatrixShop): Promise<number> {
	const run = await must(shop, 'POST', '/deckhand/catalogue/runs', { source: 'lorcanajson' });
	await runEnded(shop, run.id);
	return run.id;
}

const DAYS = 'from=2025-01-01&to=2025-01-07';

export const IMPORT_REPORT_PROBES: Record<string, RouteProbe> = {
	'POST /deckhand/imports': { request: async (shop) => stockFile(shop) },
	'GET /deckhand/imports': { request: get('/deckhand/imports') },
	'GET /deckhand/imports/:id': {
		request: async (shop) => json('GET', `/deckhand/imports/${await stagedImport(shop)}`),
	},
	'GET /deckhand/imports/:id/rows': {
		request: async (shop) => json('GET', `/deckhand/imports/${await stagedImport(shop)}/rows`),
	},
	'POST /deckhand/imports/:id/plan': {
		request: async (shop) =>
			json('POST', `/deckhand/imports/${await stagedImport(shop)}/plan`, {
				quantities: 'add',
				createMissing: false,
			}),
	},
	'POST /deckhand/imports/:id/commit': {
		request: async (shop) => {
			const id = await plannedImport(shop);
			return { ...json('POST', `/deckhand/imports/${id}/commit`), settle: untilCommitted(shop, id) };
		},
	},
	'POST /deckhand/imports/:id/cancel': {
		request: async (shop) => json('POST', `/deckhand/imports/${await plannedImport(shop)}/cancel`),
	},
	'GET /deckhand/catalogue/runs': { request: get('/deckhand/catalogue/runs') },
	'POST /deckhand/catalogue/runs': {
		request: async (shop) => ({
			...json('POST', '/deckhand/catalogue/runs', { source: 'one-piece' }),
			settle: async (answer: Answer) => {
				if (answer.status === 202) await runEnded(shop, answer.body.data.id);
			},
		}),
	},
	'GET /deckhand/catalogue/runs/:id': {
		request: async (shop) => json('GET', `/deckhand/catalogue/runs/${await endedRun(shop)}`),
	},
	'POST /deckhand/catalogue/runs/:id/cancel': { request: runToCancel },
	'GET /deckhand/catalogue/sources': { request: get('/deckhand/catalogue/sources') },
	// Set as a test server has it unset: its folder only, never scheduled.
	'PATCH /deckhand/catalogue/sources/:source': {
		request: async () =>
			json('PATCH', '/deckhand/catalogue/sources/one-piece', { address: null, schedule: 'off', hour: 4 }),
	},
	'GET /deckhand/exports/inventory.csv': { request: get('/deckhand/exports/inventory.csv?limit=1') },
	'GET /deckhand/exports/orders.csv': { request: get('/deckhand/exports/orders.csv') },
	'GET /deckhand/exports/customers.csv': { request: get('/deckhand/exports/customers.csv') },
	'GET /deckhand/exports/buylists.csv': { request: get('/deckhand/exports/buylists.csv') },
	'GET /deckhand/exports/all.zip': { request: get('/deckhand/exports/all.zip') },
	'GET /deckhand/reports/kpis': { request: get('/deckhand/reports/kpis?period=7d') },
	'GET /deckhand/reports/margins': { request: get('/deckhand/reports/margins?period=7d') },
	'GET /deckhand/reports/work-queues': { request: get('/deckhand/reports/work-queues') },
	'GET /deckhand/reports/charts': { request: get('/deckhand/reports/charts?period=7d&grain=day') },
	'GET /deckhand/reports/sales-by-day': { request: get(`/deckhand/reports/sales-by-day?${DAYS}`) },
	'GET /deckhand/reports/sales-by-game': { request: get(`/deckhand/reports/sales-by-game?${DAYS}`) },
	'GET /deckhand/reports/tax-by-day': { request: get(`/deckhand/reports/tax-by-day?${DAYS}`) },
	'GET /deckhand/reports/till-days': { request: get(`/deckhand/reports/till-days?${DAYS}`) },
	'GET /deckhand/reports/credit-liability': { request: get(`/deckhand/reports/credit-liability?${DAYS}`) },
	'GET /app/*': { request: get('/app/') },
};
