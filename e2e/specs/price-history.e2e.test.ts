import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { CardPage } from '../pages/card-page.ts';
import { api, pricedSku } from '../harness/api.ts';

let browser: Browser;
let card: number;
let sku: number;

beforeAll(async () => {
	browser = await specBrowser();
	// A card of its own, priced at $10.00 and then $12.50 by the owner before anyone opens it.
	card = (
		await api('POST', '/items/cards', {
			set: 1,
			name: `Price history card ${Date.now().toString(36)}`,
			collector_number: '7',
			rarity: 'Rare',
		})
	).id;
	sku = await pricedSku(card, { price: 1_000, stock: 2 });
	await api('POST', '/deckhand/prices/set', { sku, price: 1_250 });
});
afterAll(async () => {
	await browser.close();
});

describe('price history', () => {
	it('shows the owner each price old → new and restores an earlier one', async () => {
		const context = await signedInContext(browser, stack().admin);
		const page = await new CardPage(await context.newPage()).open(card);
		await page.priceHistoryRows().nth(1).waitFor();
		const [newest, created] = [await page.priceHistoryRow(0), await page.priceHistoryRow(1)];
		expect(newest.slice(1)).toEqual(['Admin User', 'NM · normal · EN', 'Edit', '$10.00 → $12.50', '']);
		expect(created.slice(2)).toEqual(['NM · normal · EN', 'Edit', 'Unpriced → $10.00', 'Restore']);
		await screenshot(page.page, 'price-history');

		await page.restorePrice(1);
		const price = page
			.skuRows()
			.first()
			.getByRole('textbox', { name: /^Price of/ });
		await page.page.waitForFunction(
			() =>
				(document.querySelector('input[aria-label^="Price of"]') as HTMLInputElement | null)?.value === '10.00',
		);
		expect(await price.inputValue()).toBe('10.00');
		await page.priceHistoryRows().nth(2).waitFor();
		expect((await page.priceHistoryRow(0)).slice(2, 5)).toEqual(['NM · normal · EN', 'Restore', '$12.50 → $10.00']);
		expect((await api('GET', `/items/skus/${sku}?fields=price`)).price).toBe(1_000);
		await screenshot(page.page, 'price-history-restored');
		await context.close();
	});
});

describe('the clerk on a card', () => {
	it('reads the price history without a way to restore, and adds a note that everyone can read', async () => {
		const context = await signedInContext(browser, stack().staff);
		const page = await new CardPage(await context.newPage()).open(card);
		await page.page.getByRole('heading', { name: 'Notes', exact: true }).waitFor();
		await page.priceHistoryRows().nth(1).waitFor();
		expect(
			await page
				.priceHistoryRows()
				.getByRole('button', { name: /^Restore/ })
				.count(),
		).toBe(0);

		await page.addNote('   ');
		await page.page.getByText('Write the note before adding it.').waitFor();
		expect(await page.notes().count()).toBe(0);

		await page.addNote('Holding one for Mrs Lee until Friday');
		await page.notes().first().waitFor();
		expect(await page.notes().first().innerText()).toContain('Holding one for Mrs Lee until Friday');
		expect(await page.notes().first().innerText()).toContain('Sam Counter');
		expect(await page.page.getByRole('textbox', { name: 'New note' }).inputValue()).toBe('');
		await screenshot(page.page, 'card-notes-clerk');

		const stored = await api(
			'GET',
			`/comments?filter[collection][_eq]=cards&filter[item][_eq]=${card}&fields=comment`,
		);
		expect(stored).toEqual([{ comment: 'Holding one for Mrs Lee until Friday' }]);
		await context.close();
	});
});
