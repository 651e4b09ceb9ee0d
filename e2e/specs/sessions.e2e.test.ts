import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, SESSION_NOTE, stack, specBrowser } from '../harness/browser.ts';
import { AppShell } from '../pages/app-shell.ts';
import { SignInPage } from '../pages/sign-in-page.ts';

let browser: Browser;

beforeAll(async () => {
	browser = await specBrowser();
});
afterAll(async () => {
	await browser.close();
});

async function signedInTabs() {
	const context = await browser.newContext();
	const first = await context.newPage();
	await (await new SignInPage(first).open()).signIn(stack().admin.email, stack().admin.password);
	await new AppShell(first).greeting().waitFor();
	const second = await context.newPage();
	await second.goto(appUrl('/'));
	await new AppShell(second).greeting().waitFor();
	return { context, first, second };
}

/** The session cookie the tabs share: a refresh replaces it. */
async function sessionCookie(context: BrowserContext): Promise<string | undefined> {
	return (await context.cookies()).find((cookie) => cookie.name === 'directus_session_token')?.value;
}

describe('one session in several tabs', () => {
	it('keeps two tabs of one session working through a refresh of it: one tab refreshes, the other goes on with the new session', async () => {
		const { context, first, second } = await signedInTabs();
		const refreshes: number[] = [];
		context.on('response', (response) => {
			if (response.url().endsWith('/auth/refresh')) refreshes.push(response.status());
		});
		const signedIn = await sessionCookie(context);
		// The tabs' shared note says the session ends in 10 s: the next request of either tab
		// refreshes it first (the SDK refreshes 30 s before the end), as it would a day after
		// signing in (SESSION_COOKIE_TTL). The refresh itself is the server's, as ever.
		await first.evaluate((key) => {
			const note = JSON.parse(localStorage.getItem(key)!) as Record<string, unknown>;
			localStorage.setItem(key, JSON.stringify({ ...note, expires_at: Date.now() + 10_000 }));
		}, SESSION_NOTE);
		for (const page of [first, second]) {
			await page.getByRole('link', { name: 'Server status' }).click();
			await page.getByText('Directus version').waitFor();
			expect(new URL(page.url()).pathname).toBe('/app/server-status');
		}
		expect(refreshes.length).toBeGreaterThan(0);
		expect(
			refreshes.every((status) => status === 200),
			`refreshes answered ${refreshes.join(', ')}`,
		).toBe(true);
		expect(await sessionCookie(context), 'the session was replaced').not.toBe(signedIn);
		const note = JSON.parse((await second.evaluate((key) => localStorage.getItem(key), SESSION_NOTE))!) as {
			expires_at: number;
		};
		expect(note.expires_at, 'the note holds the new session, a day long').toBeGreaterThan(Date.now() + 3_600_000);
		await second.reload();
		await second.getByText('Directus version').waitFor();
		await context.close();
	});

	it('ends every tab when one signs out', async () => {
		const { context, first, second } = await signedInTabs();
		await new AppShell(first).signOut();
		await new SignInPage(first).heading().waitFor();
		await new SignInPage(second).heading().waitFor();
		await second.goto(appUrl('/server-status'));
		await new SignInPage(second).heading().waitFor();
		const me = await second.evaluate(async () => (await fetch('/users/me', { credentials: 'include' })).status);
		expect(me).toBe(401);
		await context.close();
	});
});
