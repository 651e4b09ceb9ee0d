import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, pricedSku } from '../harness/api.ts';
import { screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { CardPage } from '../pages/card-page.ts';

let browser: Browser;
let card: number;
let sku: number;

beforeAll(async () => {
	browser = await specBrowser();
	card = (
		await api('POST', '/items/cards', {
			set: 1,
			name: `Regrade card ${Date.now().toString(36)}`,
			collector_number: '12',
			rarity: 'Rare',
		})
	).id;
	sku = await pricedSku(card, { price: 2_000, stock: 3 });
});
afterAll(async () => {
	await browser.close();
});

const skusOfCard = async () =>
	(await api('GET', `/items/skus?filter[card][_eq]=${card}&fields=id,condition,quantity,price&sort=id`)) as Array<{
		id: number;
		condition: string;
		quantity: number;
		price: number | null;
	}>;

describe('the clerk regrades copies on the card page', () => {
	it('refuses more copies than are on hand beside the field, keeping what was typed, then moves one copy to a new LP SKU', async () => {
		const context = await signedInContext(browser, stack().staff);
		const page = await new CardPage(await context.newPage()).open(card);

		await page.regrade(0, '5', { condition: 'LP' });
		const dialog = page.page.getByRole('dialog');
		await dialog.getByText('Copies to move must be a whole number from 1 to 3.').waitFor();
		expect(await dialog.getByLabel('Copies to move').inputValue()).toBe('5');
		expect(await skusOfCard()).toEqual([{ id: sku, condition: 'NM', quantity: 3, price: 2_000 }]);
		await screenshot(page.page, 'regrade-refused');

		await dialog.getByLabel('Copies to move').fill('1');
		await dialog.getByRole('button', { name: 'Move copies' }).click();
		await dialog.waitFor({ state: 'detached' });
		await page.skuRows().nth(1).waitFor();
		const [nm, lp] = await skusOfCard();
		expect(nm).toEqual({ id: sku, condition: 'NM', quantity: 2, price: 2_000 });
		expect(lp).toMatchObject({ condition: 'LP', quantity: 1, price: null });
		await page.historyRows().nth(1).waitFor();
		await screenshot(page.page, 'regrade-done');
		await context.close();
	});
});
