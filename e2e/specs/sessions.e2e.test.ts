import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../harness/chromium.ts';
import { appUrl, stack } from '../harness/browser.ts';
import { AppShell } from '../pages/app-shell.ts';
import { SignInPage } from '../pages/sign-in-page.ts';

let browser: Browser;

beforeAll(async () => {
	browser = await launchBrowser();
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

describe('one session in several tabs', () => {
	it('keeps two tabs of one session working, 130 s apart', async () => {
		const { context, first, second } = await signedInTabs();
		// Two tabs of one session, still working 130 s after signing in. The session itself lives a
		// day here (session mode: SESSION_COOKIE_TTL); its refresh across tabs is `npm run bench:soak`'s.
		await first.waitForTimeout(130_000);
		for (const page of [first, second]) {
			await page.getByRole('link', { name: 'Server status' }).click();
			await page.getByText('Directus version').waitFor();
			expect(new URL(page.url()).pathname).toBe('/app/server-status');
		}
		await second.reload();
		await second.getByText('Directus version').waitFor();
		await context.close();
	}, 240_000);

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
