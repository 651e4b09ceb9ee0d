import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { CardPage } from '../pages/card-page.ts';
import { CatalogPage } from '../pages/catalog-page.ts';

let browser: Browser;
let clerk: BrowserContext;

beforeAll(async () => {
	browser = await specBrowser();
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
		const response = await fetch(
			`${stack().url}/items/skus?filter[barcode][_nnull]=true&fields=barcode,card.name&limit=1`,
			{
				headers: { authorization: `Bearer ${stack().admin.token}` },
			},
		);
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
		expect(await catalog.page.getByRole('columnheader', { name: /Price/ }).getAttribute('aria-sort')).toBe(
			'descending',
		);
		await catalog.page.close();
	});

	it('chooses the columns, and keeps the choice in the address', async () => {
		const catalog = await new CatalogPage(await clerk.newPage()).open();
		await catalog.page.getByRole('button', { name: 'Columns' }).click();
		await catalog.page.getByRole('checkbox', { name: 'Bin' }).uncheck();
		await catalog.page.getByRole('checkbox', { name: 'Rarity' }).check();
		await catalog.settled();
		const headers = async () =>
			(await catalog.table().locator('thead th').allInnerTexts()).map((text) => text.trim());
		expect(await headers()).toContain('Rarity');
		expect(await headers()).not.toContain('Bin');
		await catalog.page.reload();
		await catalog.settled();
		expect(await headers()).toContain('Rarity');
		expect(await headers()).not.toContain('Bin');
		await catalog.page.close();
	});

	it('prints the list as it shows it (the receipt and pick list print rules stay on their own pages)', async () => {
		const catalog = await new CatalogPage(await clerk.newPage()).open();
		await catalog.page.emulateMedia({ media: 'print' });
		expect(await catalog.table().evaluate((table) => getComputedStyle(table).visibility)).toBe('visible');
		await catalog.page.close();
	});

	it('by rarity, choosing among the rarities in use once the pointer reaches the filter', async () => {
		const catalog = await new CatalogPage(await clerk.newPage()).open();
		await catalog.page.getByRole('button', { name: 'Columns' }).click();
		await catalog.page.getByRole('checkbox', { name: 'Rarity' }).check();
		await catalog.page.keyboard.press('Escape');
		await catalog.settled();
		const rarity = catalog.page.getByRole('combobox', { name: 'Rarity' });
		expect(await rarity.locator('option').allTextContents()).toEqual(['All']);
		await rarity.hover();
		await expect.poll(() => rarity.locator('option').allTextContents()).toContain('Rare');
		await rarity.selectOption('Rare');
		await catalog.page.waitForURL((url) => url.searchParams.get('rarity') === 'Rare');
		await catalog.settled();
		const column = (await catalog.table().locator('thead th').allInnerTexts())
			.map((text) => text.trim())
			.indexOf('Rarity');
		const rows = await catalog.rows();
		expect(rows.length).toBeGreaterThan(0);
		expect(rows.every((row) => row[column] === 'Rare')).toBe(true);
		await catalog.page.close();
	});
});

describe('the clerk on a card', () => {
	async function openCharizard() {
		const catalog = await new CatalogPage(await clerk.newPage()).open();
		await catalog.search('OBF 125');
		await catalog.table().getByRole('link', { name: 'Charizard ex' }).first().click();
		const card = new CardPage(catalog.page);
		await card.skuRows().first().waitFor();
		return card;
	}

	it('sees the card’s picture, although a non-raster file (the demo shop’s SVG) is served as a download', async () => {
		const card = await openCharizard();
		const picture = card.page.getByRole('img', { name: 'Charizard ex' }).first();
		await picture.waitFor();
		await card.page.waitForFunction(
			(img) => (img as HTMLImageElement | null)?.complete === true,
			await picture.elementHandle(),
		);
		expect(await picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
		await card.page.close();
	});

	it('adjusts stock with a reason and sees the history row', async () => {
		const card = await openCharizard();
		const before = await card.onHand(0);
		await card.adjustStock(0, '2', 'Count (stock take)', 'Found two in the binder');
		await card.page.getByRole('dialog').waitFor({ state: 'detached' });
		await card.page.waitForFunction(
			(expected) =>
				document.querySelector('table[aria-label="SKUs"] tbody tr td:nth-child(3)')?.textContent?.trim() ===
				String(expected),
			before + 2,
		);
		const newest = (await card.historyRows().first().locator('td').allInnerTexts()).map((text) => text.trim());
		expect(newest.slice(2)).toEqual(['+2', 'Count', '', 'Sam Counter', 'Found two in the binder']);
		await screenshot(card.page, 'card-detail-clerk');
		await card.page.close();
	});

	it('sends an adjustment with a key of its own, the same key when Save is pressed again after a lost answer (the stock moves once), and a new key for the next adjustment', async () => {
		const card = await openCharizard();
		const { page } = card;
		const before = await card.onHand(0);
		const keys: string[] = [];
		page.on('request', (request) => {
			if (request.method() === 'POST' && request.url().endsWith('/deckhand/stock/adjust'))
				keys.push(request.headers()['idempotency-key'] ?? 'none');
		});
		const onHandIs = (expected: number) =>
			page.waitForFunction(
				(value) =>
					document.querySelector('table[aria-label="SKUs"] tbody tr td:nth-child(3)')?.textContent?.trim() ===
					String(value),
				expected,
			);
		// The adjustment reaches the server and is recorded, but its answer is lost on the way back.
		await page.route(
			'**/deckhand/stock/adjust',
			async (route) => {
				await route.fetch();
				await route.abort('connectionreset');
			},
			{ times: 1 },
		);

		await card.adjustStock(0, '1', 'Count (stock take)', 'Found one more');
		const dialog = page.getByRole('dialog');
		await dialog.getByText('Cannot reach the server.').waitFor();
		const retried = page.waitForResponse((response) => response.url().endsWith('/deckhand/stock/adjust'));
		await dialog.getByRole('button', { name: 'Save adjustment' }).click();
		expect(
			(await retried).headers()['idempotent-replayed'],
			'the server answered the adjustment it had recorded',
		).toBe('true');
		await dialog.waitFor({ state: 'detached' });
		await onHandIs(before + 1);

		await card.adjustStock(0, '1', 'Count (stock take)', 'And another');
		await dialog.waitFor({ state: 'detached' });
		await onHandIs(before + 2);
		expect(keys).toHaveLength(3);
		expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
		expect(keys[1], 'the same attempt, retried').toBe(keys[0]);
		expect(keys[2]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
		expect(keys[2], 'a new attempt').not.toBe(keys[0]);
		await page.close();
	});

	it('keeps the form and shows the bound when asked to remove more than is on hand', async () => {
		const card = await openCharizard();
		const onHand = await card.onHand(0);
		await card.adjustStock(0, String(-(onHand + 5)), 'Damage', 'Water damage');
		const dialog = card.page.getByRole('dialog');
		await dialog.getByText(`Only ${onHand} on hand`).waitFor();
		expect(await dialog.getByLabel('Note').inputValue()).toBe('Water damage');
		expect(await card.onHand(0)).toBe(onHand);
		await card.page.close();
	});

	it('reads each price as text, with no field to change it', async () => {
		const card = await openCharizard();
		const row = card.skuRows().first();
		await row.getByText(/^\$\d[\d,]*\.\d{2}$|^Unpriced$/).waitFor();
		expect(await row.getByRole('textbox', { name: /^Price of/ }).count()).toBe(0);
		await card.page.close();
	});
});
