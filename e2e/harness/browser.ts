import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { connectBrowser } from './chromium.ts';
import { inject } from 'vitest';
import { PROJECT_ROOT } from '../../server/config/directus-env.ts';

const SCREENSHOTS = join(PROJECT_ROOT, 'test-results/screenshots');

/** Where the dashboard keeps the session's expiry, shared by its tabs (`web/src/lib/directus/api.ts: SESSION_STORAGE_KEY`). */
export const SESSION_NOTE = 'deckhand.session';

export function stack() {
	return inject('e2e');
}

/** A spec's browser: the run's one Chromium, connected to, so no spec waits for a browser to start; close it when done. */
export function specBrowser(): Promise<Browser> {
	return connectBrowser(stack().browserEndpoint);
}

export function appUrl(path = '/'): string {
	return `${stack().url}/app${path}`;
}

/**
 * A browser context already signed in as the given user: the session is created through the
 * API (mode "session"), and its cookie and expiry are handed to the browser, as a sign-in would.
 */
export async function signedInContext(
	browser: Browser,
	user: { email: string; password: string },
	/** The browser's own language ("de-DE"), as navigator.languages and Intl's default say it; Playwright's default else. */
	locale?: string,
): Promise<BrowserContext> {
	const response = await fetch(`${stack().url}/auth/login`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ email: user.email, password: user.password, mode: 'session' }),
	});
	if (!response.ok) throw new Error(`sign-in of ${user.email} failed: ${response.status}`);
	const { expires } = (await response.json()).data as { expires: number };
	const token = response.headers
		.getSetCookie()
		.find((cookie) => cookie.startsWith('directus_session_token='))!
		.split(';')[0]!
		.split('=')[1]!;
	const origin = stack().url;
	const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...(locale ? { locale } : {}) });
	await context.addCookies([
		{ name: 'directus_session_token', value: token, url: origin, httpOnly: true, sameSite: 'Lax' },
	]);
	await context.addInitScript(
		({ key, expiresAt, expiresIn }) => {
			if (!localStorage.getItem(key))
				localStorage.setItem(
					key,
					JSON.stringify({
						access_token: null,
						refresh_token: null,
						expires: expiresIn,
						expires_at: expiresAt,
					}),
				);
		},
		{ key: SESSION_NOTE, expiresAt: Date.now() + expires, expiresIn: expires },
	);
	return context;
}

/** Keeps a picture of the screen as a test artefact (test-results/screenshots/NAME.png). */
export async function screenshot(page: Page, name: string): Promise<void> {
	mkdirSync(SCREENSHOTS, { recursive: true });
	await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Records every call of window.print in `printCalls` (the browser's own print still runs). */
export async function countPrints(page: Page): Promise<void> {
	await page.addInitScript(() => {
		const print = window.print.bind(window);
		(window as unknown as { printCalls: number }).printCalls = 0;
		window.print = () => {
			(window as unknown as { printCalls: number }).printCalls++;
			print();
		};
	});
}
