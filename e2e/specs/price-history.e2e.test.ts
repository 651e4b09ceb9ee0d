import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations } from '../harness/accessibility.ts';
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

/** A card of a test's own, with an NM SKU at $10.00 (2 on hand) and, when asked, an LP at $8.00. */
async function ownCard(name: string, lp = false): Promise<{ card: number; nm: number; lp: number | null }> {
	const id = (
		await api('POST', '/items/cards', { set: 1, name: `${name} ${Date.now().toString(36)}`, collector_number: '8' })
	).id as number;
	const nm = await pricedSku(id, { price: 1_000, stock: 2 });
	return { card: id, nm, lp: lp ? await pricedSku(id, { price: 800, condition: 'LP' }) : null };
}

const priceOf = async (id: number) => (await api('GET', `/items/skus/${id}?fields=price`)).price as number | null;

describe('the owner editing prices in place', () => {
	it('saves a price left by Tab and moves on to the next SKU; one that does not read stays pending, and leaving asks first', async () => {
		const own = await ownCard('Tab pricing', true);
		const context = await signedInContext(browser, stack().admin);
		const page = await new CardPage(await context.newPage()).open(own.card);
		// The SKUs are listed LP before NM (by condition code): Tab goes from the LP's price to the NM's.
		const lp = page.page.getByRole('textbox', { name: 'Price of LP normal EN' });
		const nm = page.page.getByRole('textbox', { name: 'Price of NM normal EN' });
		await lp.fill('9.00');
		await lp.press('Tab');
		expect(await nm.evaluate((field) => field === document.activeElement)).toBe(true);
		await page.page.getByText('Price of LP normal EN saved: $9.00.').waitFor();
		expect(await priceOf(own.lp!)).toBe(900);

		await nm.fill('7,5x');
		await page.page.getByText('Not saved: Enter saves, Esc undoes').waitFor();
		await nm.press('Tab');
		await page.page.getByText(/^Price must be from \$0\.00 to/).waitFor();
		expect(await nm.inputValue()).toBe('7,5x');
		expect(await priceOf(own.nm)).toBe(1_000);
		await page.page.getByRole('link', { name: '← Catalog' }).click();
		const ask = page.page.getByRole('dialog', { name: 'Leave without saving?' });
		await ask.getByText('1 price is typed but not saved. Leaving drops it.').waitFor();
		expect(await blockingViolations(page.page)).toEqual([]);
		await screenshot(page.page, 'price-leave-asks');
		await ask.getByRole('button', { name: 'Stay and save' }).click();
		await ask.waitFor({ state: 'detached' });
		expect(new URL(page.page.url()).pathname).toMatch(new RegExp(`/catalog/cards/${own.card}$`));
		expect(await nm.inputValue()).toBe('7,5x');

		await nm.fill('7.50');
		await nm.press('Enter');
		await page.page.getByText('Price of NM normal EN saved: $7.50.').waitFor();
		expect(await priceOf(own.nm)).toBe(750);
		await page.page.getByRole('link', { name: '← Catalog' }).click();
		await page.page.waitForURL((url) => url.pathname.endsWith('/catalog'));
		await context.close();
	});

	it('asks before an emptied price takes a SKU off sale', async () => {
		const own = await ownCard('Emptied price');
		const context = await signedInContext(browser, stack().admin);
		const page = await new CardPage(await context.newPage()).open(own.card);
		const nm = page.page.getByRole('textbox', { name: 'Price of NM normal EN' });
		await nm.fill('');
		await nm.press('Enter');
		const ask = page.page.getByRole('dialog', { name: 'Make NM normal EN unpriced?' });
		await ask.getByText('It is $10.00 now. An unpriced SKU cannot be sold until it is priced again.').waitFor();
		expect(await blockingViolations(page.page)).toEqual([]);
		await screenshot(page.page, 'price-emptied-asks');
		await ask.getByRole('button', { name: 'Keep editing' }).click();
		await ask.waitFor({ state: 'detached' });
		await page.page.getByText('Not saved: Enter makes it unpriced, Esc undoes').waitFor();
		expect(await priceOf(own.nm)).toBe(1_000);

		await nm.press('Enter');
		await ask.getByRole('button', { name: 'Make unpriced' }).click();
		await page.page.getByText('Price of NM normal EN saved: unpriced.').waitFor();
		expect(await priceOf(own.nm)).toBeNull();
		await context.close();
	});

	it('offers to undo a reprice run by a name holding its visible text, and says so once the run is undone', async () => {
		const own = await ownCard('Run on a card');
		const { run } = await api('POST', '/deckhand/prices/reprice', {
			selection: { skus: [own.nm] },
			rule: { kind: 'percent', percent: 10 },
			preview: false,
		});
		const context = await signedInContext(browser, stack().admin);
		const page = await new CardPage(await context.newPage()).open(own.card);
		const undo = page
			.priceHistoryRows()
			.first()
			.getByRole('button', { name: /^Undo run of / });
		await undo.waitFor();
		expect(await undo.innerText()).toBe('Undo run');
		expect(await blockingViolations(page.page, { names: true })).toEqual([]);

		await api('POST', '/deckhand/prices/undo-run', { run });
		await page.page.reload();
		await page.priceHistoryRows().nth(2).waitFor();
		expect((await page.priceHistoryRow(0)).slice(3)).toEqual(['Reprice undone', '$11.00 → $10.00', '']);
		const reprice = await page.priceHistoryRow(1);
		expect(reprice.slice(3, 5)).toEqual(['Reprice', '$10.00 → $11.00']);
		expect(reprice[5]).toContain('Run undone');
		expect(
			await page
				.priceHistoryRows()
				.getByRole('button', { name: /^Undo run/ })
				.count(),
		).toBe(0);
		await context.close();
	});
});

describe('the clerk on a card', () => {
	it('reads the price history without a way to restore, and adds a note that everyone can read', async () => {
		const context = await signedInContext(browser, stack().staff);
		const page = await new CardPage(await context.newPage()).open(card);
		await page.page.setViewportSize({ width: 1366, height: 768 });
		await page.page.getByRole('heading', { name: 'Notes', exact: true }).waitFor();
		// The price a clerk reads most is text at full contrast, not a greyed field.
		expect(await page.skuRows().first().getByRole('textbox').count()).toBe(0);
		expect((await page.skuRows().first().locator('td').nth(1).innerText()).trim()).toBe('$10.00');
		expect(await blockingViolations(page.page)).toEqual([]);
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
