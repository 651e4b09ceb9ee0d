import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { PROJECT_ROOT } from '../server/config/directus-env.ts';
import { SCALE_SIZE } from '../server/seed/shop-size.ts';
import { startTestStack, type TestStack } from '../tests/harness/test-stack.ts';
import { launchBrowser } from '../e2e/harness/chromium.ts';
import { pageCost } from './lib/page-cost.ts';
import { readProfile, readScripts, rowsPainted, watchRows, type Profile } from './lib/paint-timing.ts';

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
const ROWS = 50;
/**
 * A pause before each timed load, for both apps alike: the sign-in before it (a whole app load of
 * its own) and the closing of the previous contexts leave the browser and the server busy for a
 * moment, and a timed load should start on a quiet machine.
 */
const SETTLE_MS = 1_500;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
const VIEWPORT = { width: 1280, height: 800 };
/** The targets: each screen cold within this share of the Data Studio's time, and warm within that. */
const TARGET = { cold: 0.25, warm: 0.2 };

interface Route {
	path: string;
	/** Elements that are the list's rows: the page is "painted" once ROWS of them are in the document and rows are on the screen. */
	rows: string;
	/** Path of the request that brings the rows (requests with `aggregate` are counts, not rows). */
	list: string;
}

type AppKey = 'deckhand' | 'data_studio';
type ScreenKey = 'catalog' | 'orders' | 'customers';

/** The Data Studio's tabular layout: one `tr.table-row` per item in its body (the header is a thead of its own). */
const STUDIO_ROWS = 'table tbody tr.table-row';

const SCREENS: Record<ScreenKey, { collection: string } & Record<AppKey, Route>> = {
	catalog: {
		collection: 'skus',
		deckhand: { path: '/app/catalog', rows: 'table[aria-label="Inventory"] tbody tr', list: '/deckhand/inventory' },
		data_studio: { path: '/admin/content/skus', rows: STUDIO_ROWS, list: '/items/skus' },
	},
	orders: {
		collection: 'orders',
		deckhand: { path: '/app/orders', rows: 'table[aria-label="Orders"] tbody tr', list: '/items/orders' },
		data_studio: { path: '/admin/content/orders', rows: STUDIO_ROWS, list: '/items/orders' },
	},
	customers: {
		collection: 'customers',
		deckhand: { path: '/app/customers', rows: 'table[aria-label="Customers"] tbody tr', list: '/items/customers' },
		data_studio: { path: '/admin/content/customers', rows: STUDIO_ROWS, list: '/items/customers' },
	},
};

const APPS: Record<AppKey, { name: string; signIn: (page: Page, stack: TestStack) => Promise<void> }> = {
	deckhand: {
		name: 'Deckhand',
		signIn: async (page, stack) => {
			await page.goto(`${stack.url}/app/sign-in`);
			await page.getByLabel('Email').fill(stack.admin.email);
			await page.getByLabel('Password', { exact: false }).first().fill(stack.admin.password);
			await page.getByRole('button', { name: 'Sign in' }).click();
			await page.getByText('SKUs in stock').waitFor();
			await page.waitForLoadState('networkidle');
		},
	},
	data_studio: {
		name: 'Directus Data Studio',
		signIn: async (page, stack) => {
			await page.goto(`${stack.url}/admin/login`);
			await page.locator('input[type="email"]').fill(stack.admin.email);
			await page.locator('input[type="password"]').fill(stack.admin.password);
			await page.locator('button[type="submit"]').click();
			await page.waitForURL(
				(url) => url.pathname.startsWith('/admin/') && !url.pathname.startsWith('/admin/login'),
			);
			// Directus 12 asks an administrator once about a license key; "Skip" keeps that answer in a cookie, as an owner would have.
			const skip = page.getByRole('button', { name: 'Skip' });
			await skip.waitFor({ timeout: 10_000 }).then(
				() => skip.click(),
				() => {},
			);
			await page.waitForLoadState('networkidle');
		},
	},
};

type Session = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

async function signedIn(browser: Browser, stack: TestStack, app: AppKey): Promise<Session> {
	const signingIn = await browser.newContext({ viewport: VIEWPORT });
	await APPS[app].signIn(await signingIn.newPage(), stack);
	const session = await signingIn.storageState();
	await signingIn.close();
	return session;
}

async function paintedRows(page: Page, route: Route, url: string): Promise<Profile> {
	await page.goto(url);
	await page.waitForFunction(rowsPainted, null, { timeout: 120_000 });
	const profile = await page.evaluate(readProfile, route.list);
	return Object.fromEntries(
		Object.entries(profile).map(([key, value]) => [key, Math.round(value)]),
	) as unknown as Profile;
}

/** One cold and one warm load of a screen, in a fresh context starting from the app's own sign-in. */
async function measure(browser: Browser, stack: TestStack, app: AppKey, route: Route) {
	const session = await signedIn(browser, stack, app);
	await settle();
	const context = await browser.newContext({ viewport: VIEWPORT, storageState: session });
	try {
		await context.addInitScript(watchRows, { selector: route.rows, rows: ROWS });
		const page = await context.newPage();
		const url = `${stack.url}${route.path}`;
		const cold = await paintedRows(page, route, url);
		if (!page.url().startsWith(url)) throw new Error(`${route.path} went to ${page.url()}`);
		await page.waitForLoadState('networkidle');
		const js = await page.evaluate(readScripts);
		const warm = await paintedRows(page, route, url);
		await page.waitForLoadState('networkidle');
		return { cold, warm, js };
	} finally {
		await context.close();
	}
}

/** The Data Studio shows 25 rows a page unless told otherwise: the owner's own preset for the collection asks for 50, as its "per page" menu would. */
async function fiftyRowsInDataStudio(stack: TestStack, collection: string): Promise<void> {
	const api = async (path: string, init: RequestInit = {}) => {
		const response = await fetch(`${stack.url}${path}`, {
			...init,
			headers: { authorization: `Bearer ${stack.admin.token}`, 'content-type': 'application/json' },
		});
		if (!response.ok)
			throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
		return (await response.json()).data;
	};
	const admin = (await api('/users?filter[email][_eq]=' + encodeURIComponent(stack.admin.email) + '&fields=id'))[0]
		.id as string;
	const [preset] = (await api(
		`/presets?filter[user][_eq]=${admin}&filter[collection][_eq]=${collection}&filter[bookmark][_null]=true&fields=id,layout_query`,
	)) as { id: number; layout_query: Record<string, Record<string, unknown>> | null }[];
	const layoutQuery = {
		...preset?.layout_query,
		tabular: { ...preset?.layout_query?.['tabular'], limit: ROWS, page: 1 },
	};
	if (preset)
		await api(`/presets/${preset.id}`, {
			method: 'PATCH',
			body: JSON.stringify({ layout: 'tabular', layout_query: layoutQuery }),
		});
	else
		await api('/presets', {
			method: 'POST',
			body: JSON.stringify({ user: admin, collection, layout: 'tabular', layout_query: layoutQuery }),
		});
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const medianProfile = (profiles: Profile[]) =>
	Object.fromEntries(
		Object.keys(profiles[0]!).map((key) => [key, median(profiles.map((profile) => profile[key as keyof Profile]))]),
	) as unknown as Profile;
const ratio = (a: number, b: number) => Number((a / b).toFixed(3));
type Measured = Awaited<ReturnType<typeof measure>>;

function summary(route: Route, measured: Measured[]) {
	const js = measured.at(-1)!.js;
	return {
		route: route.path,
		rows_selector: route.rows,
		cold_ms: {
			median: median(measured.map((run) => run.cold.rows_painted_ms)),
			runs: measured.map((run) => run.cold.rows_painted_ms),
		},
		warm_ms: {
			median: median(measured.map((run) => run.warm.rows_painted_ms)),
			runs: measured.map((run) => run.warm.rows_painted_ms),
		},
		cold_profile_median_ms: medianProfile(measured.map((run) => run.cold)),
		warm_profile_median_ms: medianProfile(measured.map((run) => run.warm)),
		js_files: js.files,
		js_wire_bytes: js.wire,
		js_decoded_bytes: js.decoded,
		js_wire_bytes_runs: measured.map((run) => run.js.wire),
	};
}

/** What the server spends on a page it draws, against the plain page of the same address (no session, so nothing drawn). */
async function serverCost(stack: TestStack, session: Session) {
	const cookies = session.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
	const pid = stack.directus.child.pid!;
	const costs: Record<string, unknown> = {};
	for (const [key, screen] of Object.entries(SCREENS)) {
		const url = `${stack.url}${screen.deckhand.path}`;
		costs[key] = {
			drawn: await pageCost(url, { cookie: cookies }, pid, (html) => html.includes('$_TSR.router=')),
			plain: await pageCost(url, {}, pid, (html) => !html.includes('$_TSR.router=')),
		};
	}
	return costs;
}

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
