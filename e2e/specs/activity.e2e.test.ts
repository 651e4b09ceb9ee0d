import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, pricedSku } from '../harness/api.ts';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { ActivityPage } from '../pages/activity-page.ts';
import { CardPage } from '../pages/card-page.ts';

let browser: Browser;
let card: number;
const name = `Activity card ${Date.now().toString(36)}`;

beforeAll(async () => {
	browser = await specBrowser();
	card = (await api('POST', '/items/cards', { set: 1, name, collector_number: '31', rarity: 'Rare' })).id;
	await pricedSku(card, { price: 1_000, stock: 1 });
});
afterAll(async () => {
	await browser.close();
});

describe('the activity screen', () => {
	it('shows who changed a price, and leads to the card', async () => {
		const context = await signedInContext(browser, stack().admin);
		const cardPage = await new CardPage(await context.newPage()).open(card);
		const price = cardPage
			.skuRows()
			.first()
			.getByRole('textbox', { name: /^Price of/ });
		await price.fill('12.50');
		await price.press('Enter');
		await cardPage.priceHistoryRows().nth(1).waitFor();

		const activity = await new ActivityPage(cardPage.page).open(`?collection=cards&item=${card}`);
		await activity.chooseKind('Prices');
		await activity.page.waitForURL(/kind=prices/);
		await activity.rows().nth(1).waitFor();
		const [, who, kind, what] = await activity.row(0);
		expect([who, kind]).toEqual(['Admin User', 'Prices']);
		expect(what).toBe(`${name} (NM · normal · EN): $10.00 → $12.50, Edit`);
		await activity.page.getByText('Changes and sign-ins are kept for 30 days', { exact: false }).waitFor();
		await screenshot(activity.page, 'activity');

		await activity.rows().first().getByRole('link', { name: what }).click();
		await activity.page.waitForURL(new RegExp(`/catalog/cards/${card}$`));
		await activity.page.getByRole('heading', { name, level: 1 }).waitFor();
		await context.close();
	});

	it("shows a record's change before and after", async () => {
		await api('PATCH', `/items/cards/${card}`, { rarity: 'Ultra Rare' });
		const context = await signedInContext(browser, stack().admin);
		const activity = await new ActivityPage(await context.newPage()).open(
			`?kind=directus&collection=cards&item=${card}`,
		);
		await activity.rows().first().waitFor();
		await activity
			.rows()
			.first()
			.getByText(/^Fields changed/)
			.click();
		const diff = activity.rows().first().getByRole('table', { name: 'Before and after' });
		await diff.getByRole('row', { name: /rarity Rare Ultra Rare/ }).waitFor();
		// The kind in the shop's words: nothing on the screen names the software underneath.
		expect(await activity.page.getByRole('combobox', { name: 'Kind' }).inputValue()).toBe('Changes and sign-ins');
		expect(await activity.page.locator('main').innerText()).not.toContain('Directus');
		await screenshot(activity.page, 'activity-revision');
		await context.close();
	});

	it('is not offered to a clerk', async () => {
		const context = await signedInContext(browser, stack().staff);
		const page = await context.newPage();
		await page.goto(appUrl('/activity'));
		await page.getByText('The activity log is for administrators.').waitFor();
		expect(await page.getByRole('link', { name: 'Activity' }).count()).toBe(0);
		await context.close();
	});
});
