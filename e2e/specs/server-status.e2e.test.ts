import { parse } from 'csv-parse/sync';
import knex, { type Knex } from 'knex';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVARIANTS } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { zipEntries } from '../../tests/harness/zip-entries.ts';
import { blockingViolations } from '../harness/accessibility.ts';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { downloaded } from '../harness/downloads.ts';
import { ServerStatusPage } from '../pages/server-status-page.ts';

let browser: Browser;
let db: Knex;

beforeAll(async () => {
	browser = await specBrowser();
	db = knex({ client: 'sqlite3', connection: { filename: stack().dbFile }, useNullAsDefault: true });
});
afterAll(async () => {
	await db?.destroy();
	await browser?.close();
});

describe('the books on the server status page', () => {
	it('shows the owner that every rule holds, on a tablet, and checks again from the keyboard', async () => {
		const context = await signedInContext(browser, stack().admin);
		const page = await context.newPage();
		await page.setViewportSize({ width: 1024, height: 768 });
		const status = await new ServerStatusPage(page).open();
		await status
			.booksStatus()
			.getByText(/^Every rule holds \(checked .+\)$/)
			.waitFor();

		await status.checkNowByKeyboard();
		await status
			.booksStatus()
			.getByText(/^Every rule holds \(checked .+\)$/)
			.waitFor();
		expect(
			await status.checkNow().evaluate((button) => button === document.activeElement),
			'focus stays on the button',
		).toBe(true);
		expect(
			await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
			'nothing scrolls sideways at 1024 px',
		).toBe(true);
		expect(await status.checkNowClipped(), 'the button keeps its whole label beside the text').toBe(false);
		await screenshot(page, 'server-status-books-tablet');
		await context.close();
	});

	it('names a broken rule in words with the SKU that breaks it, and holds again once repaired', async () => {
		const sku = await db('skus').where('quantity', '>', 0).first('id', 'quantity');
		const context = await signedInContext(browser, stack().admin);
		const page = await context.newPage();
		const status = await new ServerStatusPage(page).open();
		await db('skus').where('id', sku.id).increment('quantity', 1);
		try {
			await status.checkNowByKeyboard();
			await status
				.booksStatus()
				.getByText(new RegExp(`^1 of ${INVARIANTS.length} rules broken \\(checked .+\\)$`))
				.waitFor();
			const rules = (await status.brokenRules().allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
			expect(rules).toEqual([
				`Stock on hand does not match the stock history (the sum of its stock movements). SKU ${sku.id}`,
			]);
			await screenshot(page, 'server-status-books-broken');
		} finally {
			await db('skus').where('id', sku.id).update({ quantity: sku.quantity });
		}
		await status.checkNowByKeyboard();
		await status
			.booksStatus()
			.getByText(/^Every rule holds/)
			.waitFor();
		expect(await status.brokenRules().count()).toBe(0);
		await context.close();
	});

	it('never shows the clerk the books, the backups or the export of everything, nor asks the server for them', async () => {
		const context = await signedInContext(browser, stack().staff);
		const page = await context.newPage();
		const asked: string[] = [];
		page.on('request', (request) => asked.push(request.url()));
		await page.goto(appUrl('/server-status'));
		await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
		const status = new ServerStatusPage(page);
		expect(await status.books().count()).toBe(0);
		expect(await status.backups().count()).toBe(0);
		expect(await status.shopExport().count()).toBe(0);
		expect(asked.filter((url) => /\/deckhand\/(books|backups|exports)/.test(url))).toEqual([]);
		await context.close();
	});
});

describe('the export of everything on the server status page', () => {
	it('downloads all the shop’s data as one zip of CSV files and a README, from the keyboard', async () => {
		const context = await signedInContext(browser, stack().admin);
		const page = await context.newPage();
		const status = await new ServerStatusPage(page).open();
		await status.downloadAll().focus();
		const file = await downloaded(page, () => page.keyboard.press('Enter'));
		const { project_name: shop } = await db('directus_settings').first('project_name');
		expect(file.name.startsWith(`${shop}-export-`), file.name).toBe(true);
		expect(file.name).toMatch(/-export-\d{4}-\d\d-\d\d\.zip$/);
		const entries = zipEntries(file.bytes);
		expect([...entries.keys()]).toEqual(expect.arrayContaining(['orders.csv', 'skus.csv', 'README.md']));
		const skus = Number((await db('skus').count({ n: '*' }).first())?.n);
		expect(parse(entries.get('skus.csv')!, { bom: true, columns: true })).toHaveLength(skus);
		expect(await blockingViolations(page)).toEqual([]);
		await context.close();
	});
});
