import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, signedInContext, stack } from '../harness/browser.ts';
import { launchBrowser } from '../harness/chromium.ts';
import { CatalogPage } from '../pages/catalog-page.ts';

let browser: Browser;
let clerk: BrowserContext;

beforeAll(async () => {
	browser = await launchBrowser();
	clerk = await signedInContext(browser, stack().staff);
});
afterAll(async () => {
	await browser.close();
});

/** Columns of the default view: image, name, set, number, condition, finish, price, on hand, bin. */
const NAME = 1;
const SET = 2;
const NUMBER = 3;

describe('the clerk finds a card while the customer waits', () => {
	it('by the start of the words of its name, accents ignored', async () => {
		const catalog = await new CatalogPage(await clerk.newPage()).open();
		await screenshot(catalog.page, 'catalog');
		await catalog.search('char ex');
		const rows = await catalog.rows();
		expect(rows.length).toBeGreaterThan(0);
		expect(rows.every((row) => row[NAME] === 'Charizard ex')).toBe(true);
		await catalog.search('flabebe');
		expect((await catalog.rows()).map((row) => row[NAME])).toContain('Flabébé');
		await screenshot(catalog.page, 'catalog-search');
		await catalog.page.close();
	});

	it('by "SET NUMBER"', async () => {
		const catalog = await new CatalogPage(await clerk.newPage()).open();
		await catalog.search('OBF 125');
		const rows = await catalog.rows();
		expect(rows.length).toBeGreaterThan(0);
		expect(rows.every((row) => row[SET] === 'OBF' && row[NUMBER] === '125')).toBe(true);
		await catalog.page.close();
	});

	it('by a scanned barcode', async () => {
		const response = await fetch(`${stack().url}/items/skus?filter[barcode][_nnull]=true&fields=barcode,card.name&limit=1`, {
			headers: { authorization: `Bearer ${stack().admin.token}` },
		});
		const [sku] = (await response.json()).data as Array<{ barcode: string; card: { name: string } }>;
		const catalog = await new CatalogPage(await clerk.newPage()).open();
		await catalog.search(sku!.barcode);
		expect((await catalog.rows()).map((row) => row[NAME])).toEqual([sku!.card.name]);
		await catalog.page.close();
	});

	it('keeps search, filters and sort in the address across a reload', async () => {
		const catalog = await new CatalogPage(await clerk.newPage()).open('?condition=NM&sort=-price');
		const prices = async () => (await catalog.rows()).map((row) => Number(row[6]!.replace(/[^0-9.]/g, '')));
		const first = await prices();
		expect(first).toEqual([...first].sort((a, b) => b - a));
		await catalog.page.reload();
		await catalog.settled();
		expect(await prices()).toEqual(first);
		expect(await catalog.page.getByRole('columnheader', { name: /Price/ }).getAttribute('aria-sort')).toBe('descending');
		await catalog.page.close();
	});

	it('chooses the columns, and keeps the choice in the address', async () => {
		const catalog = await new CatalogPage(await clerk.newPage()).open();
		await catalog.page.getByRole('button', { name: 'Columns' }).click();
		await catalog.page.getByRole('checkbox', { name: 'Bin' }).uncheck();
		await catalog.page.getByRole('checkbox', { name: 'Rarity' }).check();
		await catalog.settled();
		const headers = async () => (await catalog.table().locator('thead th').allInnerTexts()).map((text) => text.trim());
		expect(await headers()).toContain('Rarity');
		expect(await headers()).not.toContain('Bin');
		await catalog.page.reload();
		await catalog.settled();
		expect(await headers()).toContain('Rarity');
		expect(await headers()).not.toContain('Bin');
		await catalog.page.close();
	});
});
