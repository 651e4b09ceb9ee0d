import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Role } from './home-cases.ts';
import { figuresPainted, missingFigures, readLoad, watchFigures, type HomeLoad } from './home-painted.ts';
import type { HomeShop } from './home-shops.ts';

/*
 * Home in the browser: the production build served by the shop's own server, headless Chromium,
 * 1280×800. Navigation start until every figure is painted (Home's painted marker, see
 * home-painted.ts) and the next frame; cold (a fresh context) and warm (the same context
 * navigated there again).
 */

const VIEWPORT = { width: 1280, height: 800 };
/** How long a load may take before the bench gives up and says which figures never painted. */
const PAINT_TIMEOUT_MS = 30_000;
/**
 * A pause before each timed load, its context and page already made: the previous context's
 * closing leaves the browser and the server busy for a moment, and a new context's first page
 * starts a renderer process of its own (150–300 ms on this machine), which a browser already open
 * has waiting. Without it, that start was counted as the page's own time.
 */
const SETTLE_MS = 1_000;

/** Home's addresses measured: its default (today) and a longer period. */
export const HOME_ADDRESSES = ['/app/', '/app/?period=30d'];

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A session made through the API, as the dashboard's sign-in makes it (a session cookie and the dashboard's note of its expiry), handed to a new context. */
async function signedIn(url: string, user: { email: string; password: string }): Promise<Session> {
	const response = await fetch(`${url}/auth/login`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ ...user, mode: 'session' }),
	});
	if (!response.ok) throw new Error(`sign-in of ${user.email}: ${response.status}`);
	const { expires } = ((await response.json()) as { data: { expires: number } }).data;
	const token = response.headers
		.getSetCookie()
		.find((cookie) => cookie.startsWith('directus_session_token='))!
		.split(';')[0]!
		.split('=')[1]!;
	const { hostname } = new URL(url);
	const note = JSON.stringify({ access_token: null, refresh_token: null, expires, expires_at: Date.now() + expires });
	return {
		cookies: [
			{
				name: 'directus_session_token',
				value: token,
				domain: hostname,
				path: '/',
				expires: -1,
				httpOnly: true,
				secure: false,
				sameSite: 'Lax',
			},
		],
		origins: [{ origin: url, localStorage: [{ name: 'deckhand.session', value: note }] }],
	};
}

async function paintedLoad(page: Page, address: string): Promise<HomeLoad> {
	await page.goto(address);
	const painted = async () => {
		try {
			await page.waitForFunction(figuresPainted, null, { timeout: PAINT_TIMEOUT_MS });
		} catch {
			throw new Error(
				`Home at ${address} was not painted within ${PAINT_TIMEOUT_MS / 1000} s: ${await page.evaluate(missingFigures)} (the painted marker: every KPI card and chart has data-figure and aria-busy="false" once its figures are on screen)`,
			);
		}
	};
	await painted();
	// Whatever the page still asks for is part of the load; a figure that turned busy meanwhile is waited for again.
	await page.waitForLoadState('networkidle');
	await painted();
	const load = await page.evaluate(readLoad);
	return { ...load, painted_ms: Math.round(load.painted_ms) };
}

export interface HomeRun {
	cold: HomeLoad;
	warm: HomeLoad;
}

/** One cold and one warm load of `path` as `user`, in a context of their own. */
export async function homeRun(
	browser: Browser,
	shop: HomeShop,
	user: { email: string; password: string },
	path: string,
): Promise<HomeRun> {
	const session = await signedIn(shop.stack.url, user);
	const context = await browser.newContext({ viewport: VIEWPORT, storageState: session, reducedMotion: 'reduce' });
	try {
		await context.addInitScript(watchFigures);
		const page = await context.newPage();
		await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
		const address = `${shop.stack.url}${path}`;
		const cold = await paintedLoad(page, address);
		const warm = await paintedLoad(page, address);
		return { cold, warm };
	} finally {
		await context.close();
	}
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface HomePageFigures {
	path: string;
	role: Role;
	cold_ms: { median: number; runs: number[] };
	warm_ms: { median: number; runs: number[] };
	cold: Omit<HomeLoad, 'painted_ms'>;
	warm: Omit<HomeLoad, 'painted_ms'>;
}

/** `runs` runs of `path` as `role` (after one unmeasured run that warms the server): the medians, and the last run's requests and bytes. */
export async function measureHome(
	browser: Browser,
	shop: HomeShop,
	role: Role,
	path: string,
	runs: number,
): Promise<HomePageFigures> {
	const user = role === 'administrator' ? shop.stack.admin : shop.stack.staff;
	await homeRun(browser, shop, user, path);
	const measured: HomeRun[] = [];
	for (let run = 0; run < runs; run++) measured.push(await homeRun(browser, shop, user, path));
	const times = (load: 'cold' | 'warm') => measured.map((run) => run[load].painted_ms);
	const { painted_ms: _cold, ...cold } = measured.at(-1)!.cold;
	const { painted_ms: _warm, ...warm } = measured.at(-1)!.warm;
	return {
		path,
		role,
		cold_ms: { median: median(times('cold')), runs: times('cold') },
		warm_ms: { median: median(times('warm')), runs: times('warm') },
		cold,
		warm,
	};
}
