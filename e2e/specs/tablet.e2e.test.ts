import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, screenshot, signedInContext, stack } from '../harness/browser.ts';
import { launchBrowser } from '../harness/chromium.ts';

let browser: Browser;

beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(async () => {
	await browser.close();
});

const TABLET = { width: 1024, height: 768 };
const SCREENS = ['/', '/catalog', '/catalog/games', '/catalog/cards/1', '/catalog/cards/new', '/checkout', '/orders', '/orders/1', '/orders/pick-list', '/customers', '/customers/1', '/server-status'];

/**
 * What the screen cuts off: the page scrolling sideways, or a cell, button, link or field of the
 * screen reaching past the edge of a box that clips or scrolls it (a card, a table's scroll
 * container), so that a column or a row's buttons are out of sight.
 */
function cutOff(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const found: string[] = [];
		if (document.documentElement.scrollWidth > window.innerWidth) found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
		for (const element of document.querySelectorAll<HTMLElement>('main :is(th, td, button, a, input)')) {
			const box = element.getBoundingClientRect();
			// Text kept for screen readers only is 1 px wide on purpose.
			if (box.width <= 1) continue;
			for (let clip = element.parentElement; clip && clip !== document.body; clip = clip.parentElement) {
				if (getComputedStyle(clip).overflowX === 'visible') continue;
				const edge = clip.getBoundingClientRect();
				if (box.right > edge.right + 1 || box.left < edge.left - 1) {
					found.push(`${element.tagName.toLowerCase()} “${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}” ends at ${Math.round(box.right)} px, its box at ${Math.round(edge.right)} px`);
					break;
				}
			}
		}
		return found;
	});
}

describe('on a 1024 px tablet', () => {
	it('the sidebar shows icons, each link still named, and its name shown on focus', async () => {
		const context = await signedInContext(browser, stack().admin);
		const page = await context.newPage();
		await page.setViewportSize(TABLET);
		await page.goto(appUrl('/'));
		const catalog = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Catalog' });
		await catalog.waitFor();
		expect((await catalog.boundingBox())!.width).toBeLessThan(80);
		await catalog.focus();
		await page.getByRole('tooltip', { name: 'Catalog' }).waitFor();
		await page.setViewportSize({ width: 1280, height: 800 });
		await page.getByRole('tooltip').waitFor({ state: 'detached' });
		expect((await catalog.boundingBox())!.width).toBeGreaterThan(150);
		await context.close();
	});

	it('no screen cuts anything off: every column and every row action is in sight', async () => {
		const context = await signedInContext(browser, stack().admin);
		const page = await context.newPage();
		await page.setViewportSize(TABLET);
		const found: string[] = [];
		for (const screen of SCREENS) {
			await page.goto(appUrl(screen));
			await page.locator('h1').first().waitFor();
			await page.waitForLoadState('networkidle');
			found.push(...(await cutOff(page)).map((problem) => `${screen}: ${problem}`));
			await screenshot(page, `tablet${screen.replace(/\//g, '-')}`);
		}
		await context.close();
		expect(found).toEqual([]);
	});
});
