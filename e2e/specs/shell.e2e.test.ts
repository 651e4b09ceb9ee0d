import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, signedInContext, stack } from '../harness/browser.ts';
import { launchBrowser } from '../harness/chromium.ts';

let browser: Browser;

beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(async () => {
	await browser.close();
});

/** Every screen the owner opens, with the title its tab and a screen reader give it. */
const SCREENS: Array<[string, string]> = [
	['/', 'Home'],
	['/catalog', 'Catalog'],
	['/catalog/games', 'Games and sets'],
	['/catalog/cards/new', 'New card'],
	['/catalog/cards/1', 'Card'],
	['/checkout', 'Checkout'],
	['/buylists', 'Buylists'],
	['/tills', 'Tills'],
	['/orders', 'Orders'],
	['/orders/1', 'Order'],
	['/orders/pick-list', 'Pick list'],
	['/customers', 'Customers'],
	['/customers/1', 'Customer'],
	['/pictures', 'Picture library'],
	['/imports', 'Import / export'],
	['/activity', 'Activity'],
	['/reports', 'Reports'],
	['/staff', 'Staff'],
	['/settings', 'Settings'],
	['/profile', 'Profile'],
	['/server-status', 'Server status'],
];
const PUBLIC_SCREENS: Array<[string, string]> = [
	['/sign-in', 'Sign in'],
	['/forgot-password', 'Forgot password'],
];

async function expectNamed(
	context: Awaited<ReturnType<Browser['newContext']>>,
	[screen, title]: [string, string],
): Promise<void> {
	const page = await context.newPage();
	await page.goto(appUrl(screen));
	await page.locator('h1').first().waitFor();
	await page.waitForFunction((expected) => document.title === expected, `${title} · Deckhand`);
	expect(await page.locator('h1').count(), `${screen} has one h1`).toBe(1);
	await page.close();
}

describe('every screen names itself', () => {
	it('with its own document title and one h1, signed in and out', async () => {
		const owner = await signedInContext(browser, stack().admin);
		for (const screen of SCREENS) await expectNamed(owner, screen);
		await owner.close();
		const visitor = await browser.newContext();
		for (const screen of PUBLIC_SCREENS) await expectNamed(visitor, screen);
		await visitor.close();
	});

	it('with the dashboard’s own icon', async () => {
		const visitor = await browser.newContext();
		const page = await visitor.newPage();
		await page.goto(appUrl('/sign-in'));
		const href = await page.locator('link[rel="icon"]').getAttribute('href');
		const icon = await page.request.get(new URL(href!, page.url()).href);
		expect([icon.status(), icon.headers()['content-type']]).toEqual([200, 'image/svg+xml']);
		await visitor.close();
	});
});

describe('the account menu', () => {
	it('is reached and used with the keyboard alone: Tab to it, Enter opens it, Sign out signs out', async () => {
		const context = await signedInContext(browser, stack().staff);
		const page = await context.newPage();
		await page.goto(appUrl('/orders'));
		await page.locator('h1').first().waitFor();
		const menu = page.getByRole('button', { name: /account and sign out$/ });
		for (let i = 0; i < 30 && !(await menu.evaluate((element) => element === document.activeElement)); i++)
			await page.keyboard.press('Tab');
		expect(
			await menu.evaluate((element) => element === document.activeElement),
			'Tab reaches the account menu',
		).toBe(true);
		await page.keyboard.press('Enter');
		const signOut = page.getByRole('menuitem', { name: 'Sign out' });
		await signOut.waitFor();
		for (let i = 0; i < 5 && !(await signOut.evaluate((element) => element === document.activeElement)); i++)
			await page.keyboard.press('ArrowDown');
		expect(
			await signOut.evaluate((element) => element === document.activeElement),
			'the arrow keys reach Sign out',
		).toBe(true);
		await page.keyboard.press('Enter');
		await page.waitForURL(/\/sign-in/);
		await context.close();
	});
});
