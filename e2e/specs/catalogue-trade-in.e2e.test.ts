import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { madeUpSet, sourceFiles } from '../../tests/harness/catalogue.ts';
import { blockingViolations } from '../harness/accessibility.ts';
import { api } from '../harness/api.ts';
import { screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { openTestTill, useTill } from '../harness/tills.ts';
import { BuylistPage } from '../pages/buylist-page.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';

let browser: Browser;
/** A card of the catalogue the shop has never had, which TCGplayer prices at 8.00 (pokemon-tcg-data's price block). */
let card: string;

beforeAll(async () => {
	browser = await specBrowser();
	const id = `tk${Date.now().toString(36).slice(-4)}`;
	const files = await madeUpSet(id, 1);
	const cardsFile = `cards/en/${id}.json`;
	const [made] = files[cardsFile] as Array<Record<string, unknown>>;
	card = String(made!['name']);
	const priced = { ...made, tcgplayer: { url: 'x', updatedAt: '2026/12/05', prices: { normal: { market: 8 } } } };
	await sourceFiles('pokemon-tcg-data', { ...files, [cardsFile]: [priced] }, stack().dataDir);
	const run = await api('POST', '/deckhand/catalogue/runs', { source: 'pokemon-tcg-data' });
	for (let tries = 0; tries < 300; tries++) {
		const { status } = await api('GET', `/deckhand/catalogue/runs/${run.id}`);
		if (status === 'done') return;
		if (status !== 'reading' && status !== 'applying') throw new Error(`the catalogue run ended ${status}`);
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	throw new Error('the catalogue run did not end');
});
afterAll(async () => {
	await browser.close();
});

describe('a card the shop never stocked', () => {
	it('a clerk finds it at the till, takes it in at an offer from its market price, and sells it once the owner priced it', async () => {
		const till = await openTestTill(5_000);
		const clerk = await signedInContext(browser, stack().staff);
		await useTill(clerk, till);
		const page = await clerk.newPage();
		await page.setViewportSize({ width: 1024, height: 768 });

		// At the till: nothing in stock, but the catalogue knows the card and what it goes for.
		const checkout = await new CheckoutPage(page).open();
		await checkout.scanBox().fill(card);
		const known = page
			.getByRole('list', { name: 'In the catalogue, not in stock' })
			.getByRole('listitem')
			.filter({ hasText: card });
		await known.getByText('Not stocked').waitFor();
		await known.getByText(/normal \$8\.00 · pokemon-tcg-data/).waitFor();
		expect(await blockingViolations(page)).toEqual([]);
		await screenshot(page, 'till-not-in-stock');

		// The trade-in: the card found with "Not stocked" and its market price; the offer starts from it (LP).
		const buylist = new BuylistPage(page);
		const id = await buylist.startNew();
		await buylist.box().fill(card);
		const option = page.getByRole('option', { name: new RegExp(card) });
		await option.getByText('Not stocked').waitFor();
		await buylist.box().press('Enter');
		await buylist.form().getByText(`Card: ${card}`).waitFor();
		await buylist
			.form()
			.getByText(/Market \$8\.00 · pokemon-tcg-data/)
			.waitFor();
		await buylist.form().getByText('LP', { exact: true }).click();
		await buylist.box().press('Enter');
		await buylist
			.line(card)
			.getByText(/Market price from pokemon-tcg-data/)
			.waitFor();
		const { condition_lp_percent: lp, buylist_cash_percent: cash } = await api(
			'GET',
			'/items/shop_settings?fields=condition_lp_percent,buylist_cash_percent',
		);
		const basis = Math.floor((800 * lp) / 100);
		const offered = await api('GET', `/deckhand/buylists/${id}`);
		expect(offered.lines[0]).toMatchObject({
			condition: 'LP',
			price_from: 'market',
			price_basis: basis,
			cash_unit: Math.floor((basis * cash) / 100),
		});
		expect(await blockingViolations(page)).toEqual([]);
		await screenshot(page, 'trade-in-from-market');

		// Paid in cash from the till: the copy comes in, its SKU made by the purchase.
		await page.getByRole('button', { name: 'Complete and pay…', exact: true }).click();
		const complete = page.getByRole('dialog', { name: /^Complete B-/ });
		await complete.getByRole('radio', { name: /Cash/ }).check();
		await complete.getByRole('button', { name: /^Complete and pay/ }).click();
		await complete.waitFor({ state: 'detached' });
		const { skus } = await api('GET', `/deckhand/buylists/${id}/arrivals`);
		expect(skus).toMatchObject([{ condition: 'LP', quantity: 1, suggested: { from: 'market' } }]);

		// The owner takes the suggested first price; the clerk sells the copy at the till.
		await api('POST', '/deckhand/prices/set', { sku: skus[0].sku, price: skus[0].suggested.price });
		await checkout.open();
		await checkout.searchAndPick(card, card);
		await checkout.press('F2');
		await checkout.press('Enter');
		await page.getByRole('region', { name: 'Receipt' }).waitFor();
		const [sku] = await api('GET', `/items/skus?filter[id][_eq]=${skus[0].sku}&fields=quantity`);
		expect(sku.quantity).toBe(0);
		await clerk.close();
	});
});
