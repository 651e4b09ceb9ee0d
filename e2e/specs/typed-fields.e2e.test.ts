import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, pricedSku } from '../harness/api.ts';
import { screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { CardPage } from '../pages/card-page.ts';
import { CatalogPage } from '../pages/catalog-page.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';

/**
 * Number fields never change what was typed: the values that were once rewritten and saved
 * without a word are typed into each form, which must show the error beside the field in its own
 * words, keep the text as typed, and send nothing.
 */
let browser: Browser;
let card: number;
let sku: number;
const name = `Typed fields card ${Date.now().toString(36)}`;
const barcode = `77${String(Date.now()).slice(-10)}`;

beforeAll(async () => {
	browser = await specBrowser();
	card = (await api('POST', '/items/cards', { set: 1, name, collector_number: '31', rarity: 'Rare' })).id;
	sku = await pricedSku(card, { price: 2_000, stock: 13, barcode });
});
afterAll(async () => {
	await browser.close();
});

const skuNow = async () =>
	(await api('GET', `/items/skus/${sku}?fields=quantity,price`)) as { quantity: number; price: number };
const errorOf = async (field: Locator) =>
	(await field.getAttribute('aria-describedby'))?.split(' ').find((id) => id.endsWith('-error'));

/** The field keeps the text, says the error (linked to it, for screen readers), and the SKU is as it was. */
async function expectRefused(field: Locator, text: string, error: string): Promise<void> {
	await field.page().getByText(error, { exact: true }).first().waitFor();
	expect(await field.inputValue()).toBe(text);
	expect(await errorOf(field), 'the error is the field’s description').toBeTruthy();
	expect(await skuNow()).toEqual({ quantity: 13, price: 2_000 });
}

describe('the owner on the card page', () => {
	it('gets 1.5 and 99999 copies refused as typed, and a 1 001-character note named by its bound', async () => {
		const context = await signedInContext(browser, stack().admin);
		const page = await new CardPage(await context.newPage()).open(card);
		const dialog = page.page.getByRole('dialog');
		const change = dialog.getByLabel('Change (copies)');
		for (const text of ['1.5', '99999']) {
			if (text === '1.5') await page.adjustStock(0, text, 'Count (stock take)', '');
			else {
				await change.fill(text);
				await dialog.getByRole('button', { name: 'Save adjustment' }).click();
			}
			await expectRefused(change, text, 'Change must be a whole number from \u221210,000 to 10,000.');
		}
		await change.fill('2');
		await dialog.getByLabel('Note').fill('x'.repeat(1_001));
		await dialog.getByRole('button', { name: 'Save adjustment' }).click();
		await expectRefused(
			dialog.getByLabel('Note'),
			'x'.repeat(1_001),
			'Note must be at most 1,000 characters (it has 1,001).',
		);
		await screenshot(page.page, 'typed-fields-stock');
		await context.close();
	});

	it('never saves a price that does not read: 0.001 is kept as typed and refused on leaving the field and on Enter, and Escape puts the price back', async () => {
		const context = await signedInContext(browser, stack().admin);
		const page = await new CardPage(await context.newPage()).open(card);
		const price = page
			.skuRows()
			.first()
			.getByRole('textbox', { name: /^Price of/ });
		const refusal = 'Price must be from $0.00 to $100,000.00, with at most 2 decimals.';
		await price.fill('0.001');
		await price.press('Tab');
		await expectRefused(price, '0.001', refusal);
		await price.press('Enter');
		await expectRefused(price, '0.001', refusal);
		await price.press('Escape');
		expect(await price.inputValue()).toBe('20.00');
		await context.close();
	});
});

describe('the owner repricing', () => {
	it('gets 2.5 % and −150 % refused, with no preview and no price changed', async () => {
		const context = await signedInContext(browser, stack().admin);
		const catalog = await new CatalogPage(await context.newPage()).open(`?q=${encodeURIComponent(name)}`);
		await catalog.page.getByRole('button', { name: 'Reprice…' }).click();
		const dialog = catalog.page.getByRole('dialog');
		const change = dialog.getByLabel('Change', { exact: true });
		for (const text of ['2.5', '-150']) {
			await change.fill(text);
			await dialog.getByRole('button', { name: 'Preview' }).click();
			await expectRefused(change, text, 'Change must be a whole percentage from \u2212100 % to 1,000 %.');
			expect(await dialog.getByRole('table', { name: 'Price changes' }).count()).toBe(0);
		}
		await context.close();
	});
});

describe('the clerk at the till', () => {
	it('gets 1 000 copies and 99 999 999 999 cash refused as typed, with the sale held back', async () => {
		const context = await signedInContext(browser, stack().staff);
		const till = await new CheckoutPage(await context.newPage()).open();
		await till.scan(barcode);
		const quantity = till.page.getByRole('textbox', { name: `Quantity of ${name}` });
		await quantity.fill('1000');
		await expectRefused(quantity, '1000', 'Quantity must be a whole number from 1 to 999.');
		await quantity.fill('14');
		await expectRefused(quantity, '14', `Only 13 of ${name} on hand.`);
		expect(await till.page.getByRole('button', { name: 'Complete sale' }).isDisabled()).toBe(true);
		await quantity.fill('2');
		await till.cashTendered().fill('99999999999');
		await expectRefused(
			till.cashTendered(),
			'99999999999',
			'Cash tendered must be from $0.00 to $10,000,000.00, with at most 2 decimals.',
		);
		expect(await till.page.getByRole('button', { name: 'Complete sale' }).isDisabled()).toBe(true);
		expect(await till.page.getByLabel('Change due').innerText()).toBe('Change: $0.00');
		await screenshot(till.page, 'typed-fields-till');
		await context.close();
	});
});
