import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, stockedSku } from '../harness/api.ts';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { openTestTill, useTill } from '../harness/tills.ts';
import { AppShell } from '../pages/app-shell.ts';
import { CardPage } from '../pages/card-page.ts';
import { CatalogPage } from '../pages/catalog-page.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';
import { CustomerPage } from '../pages/customer-page.ts';
import { CustomersPage } from '../pages/customers-page.ts';
import { HomePage } from '../pages/home-page.ts';
import { OrdersPage } from '../pages/orders-page.ts';
import { SettingsPage } from '../pages/settings-page.ts';

/*
 * What a command changed shows on every screen that shows it, in the same tab, without a reload:
 * the screens are visited first (their answers are in the tab's cache), the command is given,
 * and the screens are reached again through the dashboard's own links.
 */

let browser: Browser;
let owner: BrowserContext;
let address: string | null;
const tag = Date.now().toString(36);

beforeAll(async () => {
	browser = await specBrowser();
	owner = await signedInContext(browser, stack().admin);
	await useTill(owner, await openTestTill());
	address = (await api('GET', '/items/shop_settings?fields=address')).address;
});
afterAll(async () => {
	await api('PATCH', '/items/shop_settings', { address });
	await browser?.close();
});

/** Marks the page: a reload would lose the mark, so a page that still has it was never loaded again. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

describe('a command refreshes every screen that shows what it changed', () => {
	it('a sale with store credit shows at once on Home, in the orders list, on the card and on the customer', async () => {
		const wyvern = await stockedSku('Refresh Wyvern', 1_000, 5);
		const customer = await api('POST', '/items/customers', { name: `Refresh Buyer ${tag}` });
		await api('POST', '/deckhand/credit/adjust', { customer: customer.id, amount: 1_500, note: 'Opening credit' });

		const page = await owner.newPage();
		const shell = new AppShell(page);
		const orders = new OrdersPage(page);
		await orders.open();
		await markDocument(page);

		// The card with its copies on hand, the customer with their credit and Home's orders of today, each seen once.
		await shell.navigation().getByRole('link', { name: 'Catalog', exact: true }).click();
		const catalog = new CatalogPage(page);
		await catalog.settled();
		await catalog.search(wyvern.name);
		await catalog.table().getByRole('link', { name: wyvern.name }).click();
		const card = new CardPage(page);
		await card.skuRows().first().waitFor();
		expect(await card.onHand(0)).toBe(5);

		await shell.navigation().getByRole('link', { name: 'Customers', exact: true }).click();
		const customers = new CustomersPage(page);
		await customers.settled();
		await customers.search(customer.name);
		await customers.table().getByRole('link', { name: customer.name }).click();
		const buyer = new CustomerPage(page);
		await buyer.heading().filter({ hasText: customer.name }).waitFor();
		await expect.poll(() => buyer.balance()).toBe('$15.00');

		await shell.navigation().getByRole('link', { name: 'Home', exact: true }).click();
		const home = new HomePage(page);
		await home.painted();
		const ordersToday = Number((await home.kpi('orders')).replace(/\D/g, ''));

		// The sale: the card, the customer, $5.00 of their credit and the rest in cash.
		await shell.navigation().getByRole('link', { name: 'Checkout', exact: true }).click();
		const till = new CheckoutPage(page);
		await till.scanBox().waitFor();
		await till.scan(wyvern.barcode);
		await till.line(wyvern.name).waitFor();
		await till.chooseCustomer('refresh buyer', customer.name);
		await till.storeCredit().fill('5');
		await till.press('F2');
		await till.press('Enter');
		await till.receipt().waitFor();
		const number = /Order (D-\d{6})/.exec(await till.receipt().innerText())![1]!;

		// Home's figures are kept half a minute: counted again at once all the same.
		await shell.navigation().getByRole('link', { name: 'Home', exact: true }).click();
		await expect
			.poll(() => home.kpi('orders').then((text) => Number(text.replace(/\D/g, ''))))
			.toBe(ordersToday + 1);

		await shell.navigation().getByRole('link', { name: 'Orders', exact: true }).click();
		await orders.settled();
		await orders.table().getByRole('link', { name: number }).click();
		await page.getByRole('heading', { name: `Order ${number}` }).waitFor();

		await page.getByRole('link', { name: wyvern.name }).click();
		await card.skuRows().first().waitFor();
		await expect.poll(() => card.onHand(0)).toBe(4);

		await page.goBack();
		await page.getByRole('link', { name: customer.name }).click();
		await buyer.heading().filter({ hasText: customer.name }).waitFor();
		await expect.poll(() => buyer.balance()).toBe('$10.00');
		await screenshot(page, 'refreshes-customer-after-sale');

		expect(await sameDocument(page)).toBe(true);
		await page.close();
	});

	it('saved settings: the offer sheet shows the new address at once', async () => {
		const customer = await api('POST', '/items/customers', { name: `Refresh Seller ${tag}` });
		const buylist = await api('POST', '/deckhand/buylists', { customer: customer.id });
		const newAddress = `${tag} Harbour Lane\nPort Deckhand`;

		// The offer sheet as it was: its settings are in the tab's cache from now on.
		const page = await owner.newPage();
		await page.goto(appUrl(`/buylists/${buylist.id}/offer-sheet`));
		const offer = page.getByRole('heading', { name: `Offer ${buylist.number}` });
		await offer.waitFor();
		await markDocument(page);
		const sheetBefore = await page.locator('.printed-offer-sheet').innerText();
		expect(sheetBefore).not.toContain(`${tag} Harbour Lane`);
		if (address) expect(sheetBefore).toContain(address.split('\n')[0]);

		const shell = new AppShell(page);
		await shell.navigation().getByRole('link', { name: 'Settings', exact: true }).click();
		const settings = new SettingsPage(page);
		await settings.field('Tax rate').waitFor();
		await settings.field('Shop address').fill(newAddress);
		await settings.save();
		await settings.saved().waitFor();

		await shell.navigation().getByRole('link', { name: 'Buylists', exact: true }).click();
		await page.getByRole('link', { name: buylist.number }).click();
		await page.getByRole('link', { name: 'Offer sheet' }).click();
		await offer.waitFor();
		// As soon as the sheet shows, with nothing waited for: the address is the one just saved.
		const sheet = await page.locator('.printed-offer-sheet').innerText();
		expect(sheet).toContain(`${tag} Harbour Lane`);
		expect(sheet).toContain('Port Deckhand');
		if (address) expect(sheet).not.toContain(address.split('\n')[0]);
		await screenshot(page, 'refreshes-offer-sheet');

		expect(await sameDocument(page)).toBe(true);
		await page.close();
	});
});
