import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, signedInContext, stack, specBrowser } from '../harness/browser.ts';

let browser: Browser;

beforeAll(async () => {
	browser = await specBrowser();
});
afterAll(async () => {
	await browser.close();
});

describe('the dashboard names itself', () => {
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
