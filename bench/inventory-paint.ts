import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../server/config/directus-env.ts';
import { SCALE_SIZE } from '../server/seed/shop-size.ts';
import { startTestStack } from '../tests/harness/test-stack.ts';
import { launchBrowser } from '../e2e/harness/chromium.ts';
import { summary } from './lib/paint-figures.ts';
import { measure, serverCost, SETTLE_MS, signedIn, type Measured } from './lib/paint-measure.ts';
import { fiftyRowsInDataStudio, ROWS, SCREENS, type AppKey, type ScreenKey } from './lib/paint-screens.ts';

/**
 * `npm run bench:inventory-paint`: how long a signed-in owner waits for each list screen
 * (catalog/inventory, orders, customers), in Deckhand and in Directus's Data Studio for the same
 * collection, on the same server, the same `--scale` shop and the same user. Production build,
 * headless Chromium, 1280×800.
 * - cold: a fresh browser context (empty cache), navigation start → first 50 rows painted;
 * - warm: the same context navigated to the same address again (cache filled);
 * - JavaScript on the wire (headers + body as transferred) for the cold load of each route.
 * Median of 5 runs, the two apps taking turns on every screen in every run, after one unmeasured
 * round that warms the server. Each measured load signs in through the app's own sign-in page in
 * a separate context and hands the resulting cookies and local storage to the measured one (a
 * sign-in per load: the Data Studio's session token rotates as it is used), so both apps start
 * signed in exactly as their own sign-in left them, with nothing in the cache; the timed load
 * waits until that sign-in's requests are done and the machine has had a moment. The Data Studio
 * is set to 50 rows a page (the owner's preset for each collection), as Deckhand shows.
 * Then what a page drawn by the server costs it: time and CPU per page, against the plain page.
 * Prints the figures and writes bench/results/inventory-paint.json.
 * DECKHAND_BENCH_DATA_DIR reuses a data folder that already holds a scale shop (seeding takes
 * minutes); DECKHAND_WEB_DIST serves another build of the dashboard, to compare two builds.
 */
const RUNS = 5;
/** The targets: each screen cold within this share of the Data Studio's time, and warm within that. */
const TARGET = { cold: 0.25, warm: 0.2 };

const ratio = (a: number, b: number) => Number((a / b).toFixed(3));

const reuse = process.env['DECKHAND_BENCH_DATA_DIR'];
const dataDir = reuse ?? (await mkdtemp(join(tmpdir(), 'deckhand-bench-paint-')));
const stack = await startTestStack({ seed: SCALE_SIZE, dataDir });
const loadStart = Number(loadavg()[0]!.toFixed(2));
const browser = await launchBrowser();
try {
	const count = async (collection: string) => {
		const response = await fetch(`${stack.url}/items/${collection}?aggregate[count]=id`, {
			headers: { authorization: `Bearer ${stack.admin.token}` },
		});
		return Number((await response.json()).data[0].count.id);
	};
	const rowsIn = Object.fromEntries(
		await Promise.all(
			Object.values(SCREENS).map(async ({ collection }) => [collection, await count(collection)] as const),
		),
	);
	for (const { collection } of Object.values(SCREENS)) await fiftyRowsInDataStudio(stack, collection);
	const screens = Object.keys(SCREENS) as ScreenKey[];
	const runs = Object.fromEntries(
		screens.map((screen) => [screen, { deckhand: [] as Measured[], data_studio: [] as Measured[] }]),
	) as Record<ScreenKey, Record<AppKey, Measured[]>>;
	for (let run = -1; run < RUNS; run++) {
		for (const screen of screens) {
			for (const app of ['deckhand', 'data_studio'] as const) {
				const result = await measure(browser, stack, app, SCREENS[screen][app]);
				if (run >= 0) runs[screen][app].push(result);
			}
		}
	}
	const loadAfterPaint = Number(loadavg()[0]!.toFixed(2));
	const figures = Object.fromEntries(
		screens.map((screen) => {
			const deckhand = summary(SCREENS[screen].deckhand, runs[screen].deckhand);
			const dataStudio = summary(SCREENS[screen].data_studio, runs[screen].data_studio);
			const over = {
				cold: ratio(deckhand.cold_ms.median, dataStudio.cold_ms.median),
				warm: ratio(deckhand.warm_ms.median, dataStudio.warm_ms.median),
				js_wire_bytes: ratio(deckhand.js_wire_bytes, dataStudio.js_wire_bytes),
			};
			return [
				screen,
				{
					rows_in_collection: rowsIn[SCREENS[screen].collection],
					deckhand,
					data_studio: dataStudio,
					deckhand_over_data_studio: over,
					target_met: { cold: over.cold <= TARGET.cold, warm: over.warm <= TARGET.warm },
				},
			];
		}),
	);
	const results = {
		date: new Date().toISOString(),
		runs: RUNS,
		rows: ROWS,
		target: {
			cold_at_most: TARGET.cold,
			warm_at_most: TARGET.warm,
			of: "the Data Studio's median for the same collection",
		},
		method: {
			painted: `navigation start to the later of: the first paint of a row matching the app's rows_selector (element timing), and the animation frame after ${ROWS} of them are in the document`,
			sign_in:
				"each measured load signs in through the app's own sign-in page in a separate context, waiting until its network is idle; the measured context starts with its cookies and local storage",
			settle: `${SETTLE_MS} ms pause after the sign-in context is closed, before each timed load`,
			data_studio_page_size: `${ROWS} rows a page, set in the owner's own preset for each collection (its "per page" menu); the Data Studio shows 25 otherwise`,
			cold: 'fresh browser context (empty cache)',
			warm: 'the same context navigated to the same address again',
			js: "JavaScript of the cold load until the network is idle, from the page's resource timing: transferSize (headers + body as transferred) and decodedBodySize",
			server_cost:
				"after the paint runs, each Deckhand list page asked 30 times one after another (after 5 unmeasured) with the owner's cookies (drawn by the server) and with none (the plain page): time to the whole answer, and the server process's CPU time (user + system, /proc) over the 30, per page",
		},
		// The machine is shared: its load says how much to trust the figures.
		load_average_1min: { start: loadStart, after_paint_runs: loadAfterPaint, end: 0 },
		screens: figures,
		server_cost_per_page: await serverCost(stack, await signedIn(browser, stack, 'deckhand')),
	};
	results.load_average_1min.end = Number(loadavg()[0]!.toFixed(2));
	console.log(JSON.stringify(results, null, 2));
	await writeFile(join(PROJECT_ROOT, 'bench/results/inventory-paint.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
	await browser.close();
	if (reuse) await stack.stop();
	else {
		await stack.destroy();
		await rm(dataDir, { recursive: true, force: true });
	}
}
