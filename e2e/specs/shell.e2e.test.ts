import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations, hoverAndFocusViolations } from '../harness/accessibility.ts';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';

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

describe('moving to another screen', () => {
	it('shows the owner a loading bar while the next screen loads, at 1366×768, with nothing axe finds, hovered or focused', async () => {
		const context = await signedInContext(browser, stack().admin);
		const page = await context.newPage();
		await page.setViewportSize({ width: 1366, height: 768 });
		await page.goto(appUrl('/'));
		await page.getByRole('heading', { level: 1 }).first().waitFor();
		// The catalog's list answers slowly, as on a busy evening: the old screen stays until it comes.
		let release = () => {};
		const held = new Promise<void>((resolve) => (release = resolve));
		await page.route(/\/deckhand\/inventory/, async (route) => {
			await held;
			await route.continue();
		});
		await page
			.getByRole('navigation', { name: 'Main' })
			.getByRole('link', { name: 'Catalog', exact: true })
			.click();
		const bar = page.getByRole('progressbar', { name: 'Loading the next screen' });
		await bar.waitFor();
		expect(await page.locator('main').getAttribute('aria-busy')).toBe('true');
		expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
		await page.waitForFunction(() => getComputedStyle(document.querySelector('.pending-bar')!).opacity === '1');
		await screenshot(page, 'next-screen-loading');
		release();
		await page.getByRole('table', { name: 'Inventory' }).waitFor();
		await bar.waitFor({ state: 'detached' });
		expect(await page.locator('main').getAttribute('aria-busy')).toBeNull();
		await page.unroute(/\/deckhand\/inventory/);
		await page.waitForLoadState('networkidle');
		const violations = [...(await blockingViolations(page)), ...(await hoverAndFocusViolations(page))];
		expect(violations, violations.join('\n')).toEqual([]);
		await context.close();
	});
});
