import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { downloaded } from '../harness/downloads.ts';
import { CatalogPage } from '../pages/catalog-page.ts';
import { CustomersPage } from '../pages/customers-page.ts';
import { OrdersPage } from '../pages/orders-page.ts';

let browser: Browser;
let owner: BrowserContext;
let clerk: BrowserContext;

beforeAll(async () => {
	browser = await specBrowser();
	owner = await signedInContext(browser, stack().admin);
	clerk = await signedInContext(browser, stack().staff);
});
afterAll(async () => {
	await browser.close();
});

const BOM = '\uFEFF';
const day = /\d{4}-\d{2}-\d{2}/.source;

describe('the owner exports what a list shows', () => {
	it('downloads the catalog’s view as Deckhand’s CSV from the Export menu, by keyboard alone', async () => {
		const catalog = await new CatalogPage(await owner.newPage()).open('?condition=LP&sort=-price');
		await catalog.exportMenu().focus();
		await catalog.page.keyboard.press('Enter');
		// Opened from the keyboard, the menu puts the focus on its first item.
		await catalog.page.waitForFunction(
			() =>
				document.activeElement?.getAttribute('role') === 'menuitem' &&
				document.activeElement.textContent === 'Deckhand CSV',
		);
		await screenshot(catalog.page, 'catalog-export-menu');
		const file = await downloaded(catalog.page, () => catalog.page.keyboard.press('Enter'));
		expect(file.name).toMatch(new RegExp(`^deckhand-inventory-${day}\\.csv$`));
		expect(file.text.startsWith(`${BOM}sku_id,card_id,game_code,game_name,set_code,set_name,card_name,`)).toBe(
			true,
		);
		// The view's filter holds: every SKU is LP (the 14th column), whatever the list's sort.
		const conditions = file.text
			.split('\r\n')
			.slice(1, -1)
			.map((line) => line.replace(/"(?:[^"]|"")*"/g, '').split(',')[13]);
		expect(conditions.length).toBeGreaterThan(0);
		expect(new Set(conditions)).toEqual(new Set(['LP']));
		await catalog.page.close();
	});

	it('downloads TCGplayer’s pricing file of the view', async () => {
		const catalog = await new CatalogPage(await owner.newPage()).open('?q=charizard');
		await catalog.exportMenu().click();
		const file = await downloaded(catalog.page, () => catalog.exportItem('TCGplayer CSV').click());
		expect(file.name).toMatch(new RegExp(`^deckhand-inventory-tcgplayer-${day}\\.csv$`));
		expect(
			file.text.startsWith('TCGplayer Id,Product Line,Set Name,Product Name,Title,Number,Rarity,Condition,'),
		).toBe(true);
		expect(file.text).toContain('Pokemon,Obsidian Flames,Charizard ex,');
		await catalog.page.close();
	});

	it('downloads the orders the list’s filters match with Export CSV', async () => {
		const orders = await new OrdersPage(await owner.newPage()).open('?status=completed');
		expect(await orders.exportLink().getAttribute('href')).toBe('/deckhand/exports/orders.csv?status=completed');
		const file = await downloaded(orders.page, () => orders.exportLink().click());
		expect(file.name).toMatch(new RegExp(`^deckhand-orders-${day}\\.csv$`));
		expect(file.text.startsWith(`${BOM}order_id,number,date_created,status,channel,`)).toBe(true);
		const statuses = file.text
			.split('\r\n')
			.slice(1, -1)
			.map((line) => line.replace(/"(?:[^"]|"")*"/g, '').split(',')[3]);
		expect(new Set(statuses)).toEqual(new Set(['completed']));
		await orders.page.close();
	});

	it('offers Export CSV on the customers and buylists lists too, with their filters', async () => {
		const customers = await new CustomersPage(await owner.newPage()).open('?q=ada');
		expect(await customers.exportLink().getAttribute('href')).toBe('/deckhand/exports/customers.csv?q=ada');
		await customers.page.goto(appUrl('/buylists?status=offered'));
		await customers.page.getByRole('table', { name: 'Buylists' }).waitFor();
		expect(await customers.exportLink().getAttribute('href')).toBe('/deckhand/exports/buylists.csv?status=offered');
		await customers.page.close();
	});
});

describe('the export controls on the lists the server draws', () => {
	it.each([
		['catalog', 'Export', 'button'],
		['orders', 'Export CSV', 'link'],
		['customers', 'Export CSV', 'link'],
	] as const)(
		'are drawn for the owner on the %s list, and the browser takes them over without a warning',
		async (list, name, role) => {
			const context = await signedInContext(browser, stack().admin);
			// A first page tells the server how this browser writes dates and numbers; later pages arrive drawn.
			const first = await context.newPage();
			await first.goto(appUrl('/'));
			await first.close();
			const page = await context.newPage();
			const problems: string[] = [];
			page.on('console', (message) => {
				if (message.type() === 'error' || message.type() === 'warning')
					problems.push(`${message.type()}: ${message.text()}`);
			});
			const response = await page.goto(appUrl(`/${list}`));
			const html = await response!.text();
			expect(html, 'the page arrives drawn').toContain('$_TSR.router=');
			expect(html).toContain(list === 'catalog' ? '>Export<' : `/deckhand/exports/${list}.csv`);
			await page.getByRole(role, { name }).waitFor();
			await page.waitForLoadState('networkidle');
			expect(problems).toEqual([]);
			await context.close();
		},
	);
});

describe('the clerk', () => {
	it('sees no export on any list', async () => {
		const page = await clerk.newPage();
		const catalog = await new CatalogPage(page).open();
		expect(await catalog.exportMenu().count()).toBe(0);
		for (const list of [new OrdersPage(page), new CustomersPage(page)]) {
			await list.open();
			expect(await list.exportLink().count()).toBe(0);
		}
		await page.goto(appUrl('/buylists'));
		await page.getByRole('table', { name: 'Buylists' }).waitFor();
		await page.waitForLoadState('networkidle');
		expect(await page.getByRole('link', { name: 'Export CSV' }).count()).toBe(0);
		await page.close();
	});
});
