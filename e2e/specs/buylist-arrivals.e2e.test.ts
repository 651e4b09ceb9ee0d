import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, pricedSku } from '../harness/api.ts';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { blockingViolations } from '../harness/accessibility.ts';
import { CatalogPage } from '../pages/catalog-page.ts';
import { HomePage } from '../pages/home-page.ts';

let browser: Browser;
const tag = Date.now().toString(36);
const QUEUE = 'Bought in, waiting for a price or a shelf';
/** A card priced 10.00 in NM; the customer brings an LP copy, a SKU the shop never had. */
const scene = { name: `Arrival ${tag}`, buylist: 0, lpPercent: 0 };

beforeAll(async () => {
	browser = await specBrowser();
	scene.lpPercent = (await api('GET', '/items/shop_settings?fields=condition_lp_percent')).condition_lp_percent;
	const card = await api('POST', '/items/cards', {
		set: 1,
		name: scene.name,
		collector_number: '804',
		rarity: 'Rare',
	});
	await pricedSku(card.id, { price: 1_000 });
	const customer = (await api('POST', '/items/customers', { name: `Arrival customer ${tag}` })).id;
	scene.buylist = (await api('POST', '/deckhand/buylists', { customer })).id;
	await api('POST', `/deckhand/buylists/${scene.buylist}/lines`, {
		card: card.id,
		condition: 'LP',
		finish: 'normal',
		language: 'EN',
		quantity: 1,
	});
});
afterAll(async () => {
	await browser.close();
});

const panelOf = (page: Page) => page.getByRole('region', { name: /arrived without a price or a bin$/ });

describe('copies bought in are priced and shelved from their buylist', () => {
	it('the owner prices a never-priced SKU from its suggestion, shelves it, and Home’s queue drops by one', async () => {
		const owner = await signedInContext(browser, stack().admin);
		const page = await owner.newPage();
		const home = new HomePage(page);
		await home.open();
		const before = await home.queueCount(QUEUE);

		// The owner completes the trade-in (its flow is the buylist screens' own, tested there).
		await api('POST', `/deckhand/buylists/${scene.buylist}/transition`, { to: 'completed', payout: 'credit' });
		await home.open();
		await expect.poll(() => home.queueCount(QUEUE)).toBe(before + 1);

		// The queue opens the inventory it counted, the copy just bought in among its rows.
		await home.queue(QUEUE).click();
		await page.waitForURL(/\/catalog\?bought_in_waiting=true$/);
		const catalog = new CatalogPage(page);
		await catalog.settled();
		expect((await catalog.rows()).length).toBe(Math.min(before + 1, 50));
		await page.getByRole('row').filter({ hasText: scene.name }).waitFor();

		await page.goto(appUrl(`/buylists/${scene.buylist}`));
		const panel = panelOf(page);
		await panel.waitFor();
		const price = panel.getByRole('textbox', { name: new RegExp(`^Price of ${scene.name}`) });
		const bin = panel.getByRole('textbox', { name: new RegExp(`^Bin of ${scene.name}`) });
		const suggested = Math.round((1_000 * scene.lpPercent) / 100) / 100;
		expect(await price.inputValue()).toBe(suggested.toFixed(2));
		await panel.getByText(/from the card’s other conditions$/).waitFor();
		expect(await blockingViolations(page, { within: '[data-arrivals]' })).toEqual([]);

		// A price above the highest is refused beside its field, naming the bound; what was typed stays.
		await price.fill('99999999');
		await bin.fill('E2E-04');
		const save = panel.getByRole('button', { name: new RegExp(`^Save ${scene.name}`) });
		await save.click();
		await panel.getByText(/^Price must be from .* to /).waitFor();
		expect(await price.inputValue()).toBe('99999999');
		expect(await bin.inputValue()).toBe('E2E-04');
		await screenshot(page, 'buylist-arrivals-refused');

		await price.fill(suggested.toFixed(2));
		await save.click();
		await panel.waitFor({ state: 'detached' });
		const sku = (await api('GET', `/deckhand/buylists/${scene.buylist}`)).lines[0].sku;
		expect(await api('GET', `/items/skus/${sku}?fields=price,bin`)).toEqual({
			price: Math.round((1_000 * scene.lpPercent) / 100),
			bin: 'E2E-04',
		});

		await home.open();
		expect(await home.queueCount(QUEUE)).toBe(before);
		await owner.close();
	});

	it('a clerk sees the bin to fill and the note that prices are the owner’s, no price to type', async () => {
		const line = (await api('GET', `/deckhand/buylists/${scene.buylist}`)).lines[0];
		await api('PATCH', `/items/skus/${line.sku}`, { bin: null });
		const clerk = await signedInContext(browser, stack().staff);
		const page = await clerk.newPage();
		await page.goto(appUrl(`/buylists/${scene.buylist}`));
		const panel = panelOf(page);
		await panel.getByText('Prices are the owner’s', { exact: false }).waitFor();
		await panel.getByRole('textbox', { name: new RegExp(`^Bin of ${scene.name}`) }).waitFor();
		expect(await panel.getByRole('textbox', { name: new RegExp(`^Price of`) }).count()).toBe(0);
		expect(await blockingViolations(page, { within: '[data-arrivals]' })).toEqual([]);
		await clerk.close();
	});
});
