import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { CatalogPage } from '../pages/catalog-page.ts';
import { CustomersPage } from '../pages/customers-page.ts';
import type { ListPage } from '../pages/list-page.ts';
import { OrdersPage } from '../pages/orders-page.ts';

/**
 * The list screens arrive drawn by the server; the browser takes that markup over as it is
 * (hydration: the same elements, no React warning, no request for what the page already shows)
 * and the screen then works as any other, in either colour scheme.
 */
let browser: Browser;

beforeAll(async () => {
	browser = await specBrowser();
});
afterAll(async () => {
	await browser.close();
});

interface List {
	name: string;
	table: string;
	open: (page: Page) => ListPage;
	/** A search the screen answers with rows. */
	search: string;
}

const LISTS: List[] = [
	{ name: 'catalog', table: 'Inventory', open: (page) => new CatalogPage(page), search: 'char ex' },
	{ name: 'orders', table: 'Orders', open: (page) => new OrdersPage(page), search: 'D-0' },
	{ name: 'customers', table: 'Customers', open: (page) => new CustomersPage(page), search: 'a' },
];

/** What the first load reads: the page must bring all of it. */
const FIRST_LOAD = [
	'/users/me',
	'/policies/me/globals',
	'/permissions/me',
	'/server/info',
	'/items/shop_settings',
	'/deckhand/inventory',
	'/items/orders',
	'/items/customers',
	'/items/credit_ledger',
];

/**
 * A clerk's browser in the given scheme that has already shown one page (whose first script told
 * the server how this browser writes dates and numbers, as any page after sign-in has), noting
 * the first table the page brings as it is parsed, before any of its scripts run.
 */
async function clerkBrowser(scheme: 'light' | 'dark', list: List): Promise<BrowserContext> {
	const context = await signedInContext(browser, stack().staff);
	await context.addInitScript(
		({ scheme, table }) => {
			localStorage.setItem('mantine-color-scheme-value', scheme);
			const watch = new MutationObserver(() => {
				const found = document.querySelector(`table[aria-label="${table}"]`);
				if (!found) return;
				(window as unknown as { serverTable: Element }).serverTable = found;
				watch.disconnect();
			});
			watch.observe(document, { childList: true, subtree: true });
		},
		{ scheme, table: list.table },
	);
	const first = await context.newPage();
	await first.goto(appUrl('/'));
	await first.close();
	return context;
}

describe.each(['light', 'dark'] as const)('a list screen drawn by the server, in the %s scheme', (scheme) => {
	it.each(LISTS)('is taken over by the browser as it is, with no warning, and works: $name', async (list) => {
		const context = await clerkBrowser(scheme, list);
		const page = await context.newPage();
		const problems: string[] = [];
		page.on('console', (message) => {
			if (message.type() === 'error' || message.type() === 'warning')
				problems.push(`${message.type()}: ${message.text()}`);
		});
		page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
		const asked: string[] = [];
		page.on('request', (request) => {
			if (request.resourceType() === 'fetch') asked.push(new URL(request.url()).pathname);
		});

		const screen = list.open(page);
		const response = await page.goto(appUrl(`/${list.name}`));
		expect(await response!.text(), 'the page arrives drawn').toContain('$_TSR.router=');
		await screen.settled();
		expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe(
			scheme,
		);
		expect(
			await page.evaluate(
				(table) =>
					(window as unknown as { serverTable?: Element }).serverTable ===
					document.querySelector(`table[aria-label="${table}"]`),
				list.table,
			),
			'the same table',
		).toBe(true);
		const rows = await screen.rows();
		expect(rows.length).toBeGreaterThan(0);
		await page.waitForLoadState('networkidle');
		expect(
			asked.filter((path) => FIRST_LOAD.includes(path)),
			'asked again for what the page brought',
		).toEqual([]);
		await screenshot(page, `${list.name}-drawn-${scheme}`);

		// It works: a search is asked of the API and shown without the page being loaded again.
		await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
		await screen.search(list.search);
		expect(new URL(page.url()).searchParams.get('q')).toBe(list.search);
		expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
		expect(problems).toEqual([]);
		await context.close();
	});
});

describe('a list screen before its code has arrived', () => {
	it.each(LISTS)('already shows its rows, in the scheme the browser keeps: $name', async (list) => {
		const context = await clerkBrowser('dark', list);
		const page = await context.newPage();
		await page.route(/\/app\/assets\/(index|screens)-/, (route) => route.abort());
		await page.goto(appUrl(`/${list.name}`));
		expect(await page.locator(`table[aria-label="${list.table}"] tbody tr`).count()).toBeGreaterThan(0);
		expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe(
			'dark',
		);
		await context.close();
	});
});
