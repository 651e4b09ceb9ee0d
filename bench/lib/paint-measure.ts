// What the paint benchmark measures: one cold and one warm load of a screen after the app's own sign-in, and what a
// page drawn by the server costs it against the plain page.
import type { Browser, Page } from 'playwright-core';
import type { TestStack } from '../../tests/harness/test-stack.ts';
import { pageCost } from './page-cost.ts';
import { APPS, ROWS, SCREENS, type AppKey, type Route } from './paint-screens.ts';
import { readProfile, readScripts, rowsPainted, watchRows, type Profile } from './paint-timing.ts';

/**
 * A pause before each timed load, for both apps alike: the sign-in before it (a whole app load of
 * its own) and the closing of the previous contexts leave the browser and the server busy for a
 * moment, and a timed load should start on a quiet machine.
 */
export const SETTLE_MS = 1_500;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
const VIEWPORT = { width: 1280, height: 800 };

type Session = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

export async function signedIn(browser: Browser, stack: TestStack, app: AppKey): Promise<Session> {
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
export async function measure(browser: Browser, stack: TestStack, app: AppKey, route: Route) {
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

export type Measured = Awaited<ReturnType<typeof measure>>;

/** What the server spends on a page it draws, against the plain page of the same address (no session, so nothing drawn). */
export async function serverCost(stack: TestStack, session: Session) {
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
