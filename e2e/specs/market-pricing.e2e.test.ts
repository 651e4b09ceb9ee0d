import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations } from '../harness/accessibility.ts';
import { api, pricedSku } from '../harness/api.ts';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { putMarketPrices, putQuoteChange } from '../harness/market-prices.ts';
import { CardPage } from '../pages/card-page.ts';
import { CatalogPage } from '../pages/catalog-page.ts';
import { PriceReviewPage } from '../pages/price-review-page.ts';

let browser: Browser;
const name = `Market Shelf ${Date.now().toString(36)}`;
const skus = { nm: 0, lp: 0, mp: 0 };
let card = 0;

beforeAll(async () => {
	browser = await specBrowser();
	card = (await api('POST', '/items/cards', { set: 1, name, collector_number: '881', rarity: 'Rare' })).id;
	skus.nm = await pricedSku(card, { price: 1_000 });
	skus.lp = await pricedSku(card, { price: 800, condition: 'LP' });
	skus.mp = await pricedSku(card, { price: 600, condition: 'MP' });
	// Set-up: the market prices an import of a TCGplayer export would bring; MP's is ten days old.
	await putMarketPrices([
		{ sku: skus.nm, price: 1_100 },
		{ sku: skus.lp, price: 1_600 },
		{ sku: skus.mp, price: 700, daysAgo: 10 },
	]);
});
afterAll(async () => {
	await browser.close();
});

const priceOf = async (sku: number) => (await api('GET', `/items/skus/${sku}?fields=price`)).price as number | null;

describe('pricing from the market', () => {
	it('reprices by the market with a review threshold, then the owner accepts the queued move by keyboard on the Price review screen', async () => {
		const context = await signedInContext(browser, stack().admin);
		const catalog = await new CatalogPage(await context.newPage()).open(`?q=${encodeURIComponent(name)}`);
		await catalog.page.getByRole('button', { name: 'Reprice…' }).click();
		const dialog = catalog.page.getByRole('dialog');
		await dialog.getByText('Market × %', { exact: true }).click();
		await dialog.getByLabel('Share of market price').fill('100');
		await dialog.getByLabel('Review threshold').fill('20');
		// A bound broken is said beside the field, the text kept as typed.
		await dialog.getByLabel('Oldest market price (days)').fill('400');
		await dialog.getByRole('button', { name: 'Preview' }).click();
		await dialog.getByText('Oldest market price (days) must be a whole number from 1 to 365.').waitFor();
		expect(await dialog.getByLabel('Oldest market price (days)').inputValue()).toBe('400');
		await dialog.getByLabel('Oldest market price (days)').fill('7');
		await dialog.getByRole('button', { name: 'Preview' }).click();
		await dialog.getByText('1 price would change · 1 move for review · 1 stale market price').waitFor();
		expect(await dialog.getByRole('table', { name: 'Moves for review' }).innerText()).toMatch(
			/LP · normal · EN\s+\$8\.00\s+→ \$16\.00\s+\+100 %/,
		);
		expect(await dialog.getByRole('table', { name: 'Stale market prices' }).innerText()).toContain(
			'MP · normal · EN',
		);
		await screenshot(catalog.page, 'reprice-market-preview');
		// The market rule's fields and the preview's lists, which the accessibility spec's dialog (opened on its first rule) does not show.
		expect(await blockingViolations(catalog.page)).toEqual([]);
		await dialog.getByRole('button', { name: 'Apply to 2 SKUs…' }).click();
		const confirm = dialog.getByRole('alertdialog');
		await confirm.getByText('1 larger move waits for review on the Price review screen.').waitFor();
		await confirm.getByRole('button', { name: 'Apply and queue for review' }).click();
		await dialog.waitFor({ state: 'detached' });
		expect([await priceOf(skus.nm), await priceOf(skus.lp), await priceOf(skus.mp)]).toEqual([1_100, 800, 600]);

		await catalog.page.getByRole('button', { name: 'Review 1 move' }).click();
		const review = new PriceReviewPage(catalog.page);
		await review.settled();
		const row = review.rowsOf(name);
		expect(await row.count()).toBe(1);
		// What the move was priced from: the import's market price, its source and day.
		expect(await row.innerText()).toMatch(/\$8\.00 → \$16\.00\s+Market \$16\.00 · TCGplayer, [^\n]+\s+\+100 %/);
		await screenshot(review.page, 'price-review');
		const select = row.getByRole('checkbox', { name: `Select ${name} LP · normal · EN` });
		await select.focus();
		await review.page.keyboard.press('Space');
		expect(await select.isChecked()).toBe(true);
		const accept = review.page.getByRole('button', { name: 'Accept 1 selected' });
		await accept.focus();
		await review.page.keyboard.press('Enter');
		await review.page.getByText('1 move accepted').waitFor();
		await review.rowsOf(name).waitFor({ state: 'detached' });
		expect(await priceOf(skus.lp)).toBe(1_600);
		const [change] = await api('GET', `/deckhand/prices/history?skus=${skus.lp}&limit=1`);
		expect(change).toMatchObject({ old_price: 800, new_price: 1_600, reason: 'reprice' });

		await review.page.getByRole('combobox', { name: 'Reviews shown' }).click();
		await review.page.getByRole('option', { name: 'Accepted' }).click();
		await review.rowsOf(name).waitFor();
		expect(review.page.url()).toContain('status=accepted');
		await context.close();
	});

	it('shows each SKU’s market prices with their source and date under its price on the card page, a stale one flagged, and the market’s history', async () => {
		await putQuoteChange(card, 'tcgcsv', 1_000, 1_200);
		const context = await signedInContext(browser, stack().admin);
		const page = await new CardPage(await context.newPage()).open(card);
		const mp = page.skuRows().filter({ hasText: 'MP · normal · EN' });
		await mp.getByText(/^Market \$7\.00 · TCGplayer, \d{2}\/\d{2}\/\d{4}/).waitFor();
		expect(await mp.getByText(/^Market \$7/).innerText()).toMatch(/ · stale$/);
		// The quote the shop follows for the finish (an NM price), then the SKU's imported one.
		expect(
			await page
				.skuRows()
				.filter({ hasText: 'NM · normal · EN' })
				.getByText(/^Market /)
				.allInnerTexts(),
		).toEqual([
			expect.stringMatching(/^Market \$12\.00 · TCGCSV, \d{2}\/\d{2}\/\d{4}$/),
			expect.stringMatching(/^Market \$11\.00 · TCGplayer, \d{2}\/\d{2}\/\d{4}$/),
		]);
		expect(await page.page.getByRole('table', { name: 'Market price history' }).innerText()).toContain(
			'$10.00 → $12.00',
		);
		await screenshot(page.page, 'card-market-prices');
		await context.close();
	});

	it('keeps market prices and the review screen from the clerk', async () => {
		const context = await signedInContext(browser, stack().staff);
		const page = await new CardPage(await context.newPage()).open(card);
		await page.skuRows().filter({ hasText: 'MP · normal · EN' }).waitFor();
		expect(await page.page.getByText(/^Market \$/).count()).toBe(0);
		expect(
			await page.page
				.getByRole('navigation', { name: 'Main' })
				.getByRole('link', { name: 'Price review' })
				.count(),
		).toBe(0);
		await page.page.goto(appUrl('/prices/review'));
		await page.page.getByText('Market prices and the price review are for administrators.').waitFor();
		expect(await page.page.getByRole('table', { name: 'Price reviews' }).count()).toBe(0);
		await context.close();
	});
});
