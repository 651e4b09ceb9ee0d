import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { PROJECT_ROOT } from '../server/config/directus-env.ts';
import { SCALE_SIZE } from '../server/seed/shop-size.ts';
import { startTestStack, type TestStack } from '../tests/harness/test-stack.ts';
import { launchBrowser } from '../e2e/harness/chromium.ts';

/**
 * `npm run bench:inventory-paint`: how long a signed-in owner waits for the inventory, in
 * Deckhand and in Directus's Data Studio, on the same server, the same `--scale` shop and the
 * same user. Production build, headless Chromium, 1280×800.
 * - cold: a fresh browser context (empty cache), navigation start → first 50 rows painted;
 * - warm: the same context navigated to the same address again (cache filled);
 * - JavaScript on the wire (headers + body as transferred) for the cold load of each route.
 * Median of 5 runs, the two apps taking turns in every run, after one unmeasured round that
 * warms the server. Each run signs in through the app's own sign-in page in a separate
 * context and hands the resulting cookies and local storage to the measured one, so both apps
 * start signed in exactly as their own sign-in left them, with nothing in the cache; the timed
 * load waits until that sign-in's requests are done and the machine has had a moment. The Data
 * Studio is set to 50 rows a page (the owner's preset for `skus`), as Deckhand shows.
 * Prints the figures and writes bench/results/inventory-paint.json.
 * DECKHAND_BENCH_DATA_DIR reuses a data folder that already holds a scale shop (seeding takes
 * minutes); DECKHAND_WEB_DIST serves another build of the dashboard, to compare two builds.
 */
const RUNS = 5;
const ROWS = 50;
/**
 * A pause before each timed load, for both apps alike: the sign-in just before it (a whole app
 * load of its own) and the closing of the previous contexts leave the browser and the server busy
 * for a moment, and a timed load should start on a quiet machine.
 */
const SETTLE_MS = 1_500;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
const VIEWPORT = { width: 1280, height: 800 };

interface App {
	name: string;
	/** The inventory route. */
	path: string;
	/** Elements that are the list's rows: the page is "painted" once ROWS of them are in the document and rows are on the screen. */
	rows: string;
	/** Path of the request that brings the rows (requests with `aggregate` are counts, not rows). */
	list: string;
	signIn: (page: Page, stack: TestStack) => Promise<void>;
}

const APPS: Record<'deckhand' | 'data_studio', App> = {
	deckhand: {
		name: 'Deckhand',
		path: '/app/catalog',
		rows: 'table[aria-label="Inventory"] tbody tr',
		list: '/deckhand/inventory',
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
		path: '/admin/content/skus',
		// The tabular layout's v-table: one `tr.table-row` per item in its body (the header is a thead of its own).
		rows: 'table tbody tr.table-row',
		list: '/items/skus',
		signIn: async (page, stack) => {
			await page.goto(`${stack.url}/admin/login`);
			await page.locator('input[type="email"]').fill(stack.admin.email);
			await page.locator('input[type="password"]').fill(stack.admin.password);
			await page.locator('button[type="submit"]').click();
			await page.waitForURL((url) => url.pathname.startsWith('/admin/') && !url.pathname.startsWith('/admin/login'));
			// Directus 12 asks an administrator once about a license key; "Skip" keeps that answer in a cookie, as an owner would have.
			const skip = page.getByRole('button', { name: 'Skip' });
			await skip.waitFor({ timeout: 10_000 }).then(() => skip.click(), () => {});
			await page.waitForLoadState('networkidle');
		},
	},
};

interface Profile {
	/** Each a time since navigation start, in ms. */
	html_ms: number;
	/** The last JavaScript file that had arrived when the rows were painted. */
	js_loaded_ms: number;
	/** `GET /users/me` answered. */
	session_known_ms: number;
	/** The request that brings the rows answered. */
	list_answered_ms: number;
	rows_painted_ms: number;
}

interface BenchWindow {
	deckhandRowsPainted?: number;
}

/** An entry of the browser's element timing (not in TypeScript's DOM types yet). */
interface ElementTiming extends PerformanceEntry {
	renderTime: number;
	loadTime: number;
}

/**
 * Runs in the page before any of its scripts: notes when the rows reach the screen. Every element
 * of a row is marked for element timing as it arrives, and the browser reports when marked
 * content is first painted (after the page's own style, layout and paint, wherever they happen).
 * The rows are "painted" at the later of: the first paint of a row, and the frame after the
 * ROWS-th row arrived (rows below the fold are not painted until scrolled to, and a page sent
 * by the server is painted as it arrives).
 */
function watchRows({ selector, rows }: { selector: string; rows: number }) {
	// The Data Studio loads hundreds of files; the default buffer keeps only 250 entries.
	performance.setResourceTimingBufferSize(5000);
	const page = window as BenchWindow;
	let shown: number | undefined;
	let arrived: number | undefined;
	const report = () => {
		if (shown === undefined || arrived === undefined || page.deckhandRowsPainted !== undefined) return;
		page.deckhandRowsPainted = Math.max(shown, arrived);
		observer.disconnect();
	};
	new PerformanceObserver((list) => {
		for (const entry of list.getEntries() as ElementTiming[]) shown = Math.min(shown ?? Infinity, entry.renderTime || entry.loadTime);
		report();
	}).observe({ type: 'element', buffered: true });
	let complete = false;
	const observer = new MutationObserver(() => {
		// Rows drawn again (a page drawn by the server, then by its own code) are marked too.
		const found = document.querySelectorAll(selector);
		for (const row of found) for (const element of [row, ...row.querySelectorAll(':not([elementtiming])')]) element.setAttribute('elementtiming', 'row');
		if (complete || found.length < rows) return;
		complete = true;
		requestAnimationFrame(() => {
			arrived = performance.now();
			report();
		});
	});
	observer.observe(document, { childList: true, subtree: true });
}

/** The timeline of this page load, read from the browser's navigation and resource timing. */
function readProfile(list: string): Profile {
	const painted = (window as BenchWindow).deckhandRowsPainted!;
	const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
	const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.responseEnd <= painted);
	const answered = (match: (url: URL) => boolean) => resources.find((entry) => match(new URL(entry.name)))?.responseEnd ?? Number.NaN;
	return {
		html_ms: navigation.responseEnd,
		js_loaded_ms: Math.max(...resources.filter((entry) => new URL(entry.name).pathname.endsWith('.js')).map((entry) => entry.responseEnd)),
		session_known_ms: answered((url) => url.pathname === '/users/me'),
		list_answered_ms: answered((url) => url.pathname === list && !url.search.includes('aggregate')),
		rows_painted_ms: painted,
	};
}

/**
 * The JavaScript a page has loaded, from its own resource timing: bytes on the wire (headers +
 * body as transferred) and once decoded. Read from the page after the load rather than by
 * asking the browser for every response while it loads, which slowed the very load being timed.
 */
function readScripts() {
	const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
	const sum = (bytes: (entry: PerformanceResourceTiming) => number) => scripts.reduce((total, entry) => total + bytes(entry), 0);
	return { wire: sum((entry) => entry.transferSize), decoded: sum((entry) => entry.decodedBodySize), files: scripts.length };
}

async function paintedRows(page: Page, app: App, url: string): Promise<Profile> {
	await page.goto(url);
	await page.waitForFunction(() => (window as BenchWindow).deckhandRowsPainted !== undefined, null, { timeout: 120_000 });
	const profile = await page.evaluate(readProfile, app.list);
	return Object.fromEntries(Object.entries(profile).map(([key, value]) => [key, Math.round(value)])) as unknown as Profile;
}

/** One cold and one warm load of an app's inventory, signed in through its own sign-in page. */
async function measure(browser: Browser, stack: TestStack, app: App) {
	const signingIn = await browser.newContext({ viewport: VIEWPORT });
	await app.signIn(await signingIn.newPage(), stack);
	const session = await signingIn.storageState();
	await signingIn.close();
	await settle();

	const context = await browser.newContext({ viewport: VIEWPORT, storageState: session });
	try {
		await context.addInitScript(watchRows, { selector: app.rows, rows: ROWS });
		const page = await context.newPage();
		const url = `${stack.url}${app.path}`;
		const cold = await paintedRows(page, app, url);
		if (!page.url().startsWith(url)) throw new Error(`${app.name} went to ${page.url()} instead of ${url}`);
		await page.waitForLoadState('networkidle');
		const js = await page.evaluate(readScripts);
		const warm = await paintedRows(page, app, url);
		await page.waitForLoadState('networkidle');
		return { cold, warm, js };
	} finally {
		await context.close();
	}
}

/** The Data Studio shows 25 rows a page unless told otherwise: the owner's own preset for SKUs asks for 50, as its "per page" menu would. */
async function fiftyRowsInDataStudio(stack: TestStack): Promise<void> {
	const api = async (path: string, init: RequestInit = {}) => {
		const response = await fetch(`${stack.url}${path}`, { ...init, headers: { authorization: `Bearer ${stack.admin.token}`, 'content-type': 'application/json' } });
		if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
		return (await response.json()).data;
	};
	const admin = (await api('/users?filter[email][_eq]=' + encodeURIComponent(stack.admin.email) + '&fields=id'))[0].id as string;
	const [preset] = (await api(`/presets?filter[user][_eq]=${admin}&filter[collection][_eq]=skus&filter[bookmark][_null]=true&fields=id,layout_query`)) as { id: number; layout_query: Record<string, Record<string, unknown>> | null }[];
	const layoutQuery = { ...preset?.layout_query, tabular: { ...preset?.layout_query?.['tabular'], limit: ROWS, page: 1 } };
	if (preset) await api(`/presets/${preset.id}`, { method: 'PATCH', body: JSON.stringify({ layout: 'tabular', layout_query: layoutQuery }) });
	else await api('/presets', { method: 'POST', body: JSON.stringify({ user: admin, collection: 'skus', layout: 'tabular', layout_query: layoutQuery }) });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const medianProfile = (profiles: Profile[]) =>
	Object.fromEntries(Object.keys(profiles[0]!).map((key) => [key, median(profiles.map((profile) => profile[key as keyof Profile]))])) as unknown as Profile;
const ratio = (a: number, b: number) => Number((a / b).toFixed(3));

const reuse = process.env['DECKHAND_BENCH_DATA_DIR'];
const dataDir = reuse ?? (await mkdtemp(join(tmpdir(), 'deckhand-bench-paint-')));
const stack = await startTestStack({ seed: SCALE_SIZE, dataDir });
const loadStart = Number(loadavg()[0]!.toFixed(2));
const browser = await launchBrowser();
try {
	const skus = await fetch(`${stack.url}/items/skus?aggregate[count]=id`, { headers: { authorization: `Bearer ${stack.admin.token}` } });
	await fiftyRowsInDataStudio(stack);
	const runs = { deckhand: [] as Awaited<ReturnType<typeof measure>>[], data_studio: [] as Awaited<ReturnType<typeof measure>>[] };
	for (let run = -1; run < RUNS; run++) {
		for (const key of ['deckhand', 'data_studio'] as const) {
			const result = await measure(browser, stack, APPS[key]);
			if (run >= 0) runs[key].push(result);
		}
	}
	const summary = (key: keyof typeof APPS) => {
		const measured = runs[key];
		const js = measured.at(-1)!.js;
		return {
			route: APPS[key].path,
			rows_selector: APPS[key].rows,
			cold_ms: { median: median(measured.map((run) => run.cold.rows_painted_ms)), runs: measured.map((run) => run.cold.rows_painted_ms) },
			warm_ms: { median: median(measured.map((run) => run.warm.rows_painted_ms)), runs: measured.map((run) => run.warm.rows_painted_ms) },
			cold_profile_median_ms: medianProfile(measured.map((run) => run.cold)),
			warm_profile_median_ms: medianProfile(measured.map((run) => run.warm)),
			js_files: js.files,
			js_wire_bytes: js.wire,
			js_decoded_bytes: js.decoded,
			js_wire_bytes_runs: measured.map((run) => run.js.wire),
		};
	};
	const deckhand = summary('deckhand');
	const dataStudio = summary('data_studio');
	const results = {
		date: new Date().toISOString(),
		skus: Number((await skus.json()).data[0].count.id),
		runs: RUNS,
		rows: ROWS,
		method: {
			painted: `navigation start to the later of: the first paint of a row matching the app's rows_selector (element timing), and the animation frame after ${ROWS} of them are in the document`,
			sign_in: "each run signs in through the app's own sign-in page in a separate context, waiting until its network is idle; the measured context starts with its cookies and local storage",
			settle: `${SETTLE_MS} ms pause after the sign-in context is closed, before each timed load`,
			data_studio_page_size: `${ROWS} rows a page, set in the owner's own preset for skus (its "per page" menu); the Data Studio shows 25 otherwise`,
			cold: 'fresh browser context (empty cache)',
			warm: 'the same context navigated to the same address again',
			js: "JavaScript of the cold load until the network is idle, from the page's resource timing: transferSize (headers + body as transferred) and decodedBodySize",
		},
		// The machine is shared: its load says how much to trust the figures.
		load_average_1min: { start: loadStart, end: Number(loadavg()[0]!.toFixed(2)) },
		deckhand,
		data_studio: dataStudio,
		deckhand_over_data_studio: {
			cold: ratio(deckhand.cold_ms.median, dataStudio.cold_ms.median),
			warm: ratio(deckhand.warm_ms.median, dataStudio.warm_ms.median),
			js_wire_bytes: ratio(deckhand.js_wire_bytes, dataStudio.js_wire_bytes),
		},
		goal_quarter_met: { cold: deckhand.cold_ms.median * 4 <= dataStudio.cold_ms.median, warm: deckhand.warm_ms.median * 4 <= dataStudio.warm_ms.median },
	};
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
