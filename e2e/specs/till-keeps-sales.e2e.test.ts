import knex, { type Knex } from 'knex';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxOn } from '@deckhand/contract/domain/money.ts';
import { openStoreCredit } from '../../tests/harness/books.ts';
import { api, stockedSku } from '../harness/api.ts';
import { countPrints, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { blockingViolations, useScheme } from '../harness/accessibility.ts';
import { leaveNoParkedSales, openTestTill, useTill } from '../harness/tills.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';
import { OrderPage } from '../pages/order-page.ts';

/**
 * The till never loses a sale: what was rung up survives leaving the screen and a reload, can be
 * parked and resumed, follows the clerk to another channel, and once sold can be printed again
 * from its order. Every step is taken with the keyboard.
 */
let browser: Browser;
let db: Knex;
let staffId: string;
let taxRateBp: number;
/** The open till every clerk's browser here is set to. */
let tillId: number;
const tag = Date.now().toString(36);
const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;

beforeAll(async () => {
	browser = await specBrowser();
	db = knex({ client: 'sqlite3', connection: { filename: stack().dbFile }, useNullAsDefault: true });
	[{ id: staffId }] = await api(
		'GET',
		`/users?filter[email][_eq]=${encodeURIComponent(stack().staff.email)}&fields=id`,
	);
	({ tax_rate_bp: taxRateBp } = await api('GET', '/items/shop_settings?fields=tax_rate_bp'));
	tillId = await openTestTill();
});
afterAll(async () => {
	await db?.destroy();
	await browser?.close();
});

/** A clerk's browser of its own: its storage starts empty. */
async function clerkTill(): Promise<CheckoutPage> {
	const context = await signedInContext(browser, stack().staff);
	await useTill(context, tillId);
	const page = await context.newPage();
	await page.setViewportSize({ width: 1280, height: 900 });
	return new CheckoutPage(page).open();
}

async function customerWithCredit(name: string, credit: number): Promise<{ id: number; name: string }> {
	const customer = await api('POST', '/items/customers', { name: `${name} ${tag}` });
	if (credit > 0) await openStoreCredit(db, customer.id, credit);
	return customer;
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const hasFocus = (till: CheckoutPage) => till.scanBox().evaluate((input) => input === document.activeElement);
/** The orders that sold a SKU, oldest first. */
async function ordersOf(sku: number): Promise<Array<{ id: number; number: string }>> {
	const lines: Array<{ order: { id: number; number: string } }> = await api(
		'GET',
		`/items/order_lines?filter[sku][_eq]=${sku}&fields=order.id,order.number&sort=id`,
	);
	return lines.map((line) => line.order);
}

const quantityOf = async (sku: number): Promise<number> =>
	(await api('GET', `/items/skus/${sku}?fields=quantity`)).quantity;

const saleKey = (channel: string) => `deckhand.till.${tillId}.${staffId}.${channel}.sale`;

/** Everything the clerk typed into the sale, read off the screen. */
async function typedSale(till: CheckoutPage, quantities: string[]) {
	const { page } = till;
	return {
		quantities: await Promise.all(
			quantities.map((name) => page.getByRole('textbox', { name: `Quantity of ${name}` }).inputValue()),
		),
		customer: await page.getByRole('group', { name: 'Customer' }).locator('p').first().innerText(),
		discount: await field(page, 'Discount').inputValue(),
		credit: await till.storeCredit().inputValue(),
		card: await field(page, 'Card').inputValue(),
		cash: await till.cashTendered().inputValue(),
	};
}

describe('the sale in hand is kept in the browser', () => {
	it('survives leaving the screen and a reload exactly as typed, keyed by clerk and channel, and is forgotten once sold', async () => {
		const drake = await stockedSku('Brinewing Drake', 1_250, 5);
		const sprite = await stockedSku('Duskpetal Sprite', 499, 4);
		const customer = await customerWithCredit('Kim Keepsworth', 1_000);
		const till = await clerkTill();
		const { page } = till;

		await till.scan(drake.barcode);
		await till.scan(sprite.barcode);
		await page.getByRole('textbox', { name: `Quantity of ${sprite.name}` }).fill('02');
		// The customer is found and taken with the keys, and the focus goes back to the scan box.
		await till.chooseCustomerByKeys('keepsworth', customer.name);
		await expect.poll(() => hasFocus(till)).toBe(true);
		await field(page, 'Discount').fill('1,50');
		await till.press('F4');
		await field(page, 'Card').fill('5');
		const typed = await typedSale(till, [drake.name, sprite.name]);
		expect(typed).toEqual({
			quantities: ['1', '02'],
			customer: customer.name,
			discount: '1,50',
			credit: '10.00',
			card: '5',
			cash: '',
		});

		await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
		await page.waitForURL(/\/orders/);
		await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Checkout' }).click();
		await till.line(sprite.name).waitFor();
		expect(await typedSale(till, [drake.name, sprite.name])).toEqual(typed);

		await page.reload();
		await till.line(sprite.name).waitFor();
		expect(await typedSale(till, [drake.name, sprite.name])).toEqual(typed);
		expect(Object.keys(await till.storedItems())).toEqual([saleKey('counter')]);

		// Sold: F2 puts what credit and card leave into cash, Enter completes, and the till keeps nothing more.
		const subtotal = 1_250 + 2 * 499 - 150;
		const total = subtotal + taxOn(subtotal, taxRateBp);
		await expect.poll(() => till.completeReason()).toBe(`Payment is short by ${money(total - 1_000 - 500)}.`);
		await till.scanBox().focus();
		await till.press('F2');
		expect(await till.cashTendered().inputValue()).toBe(((total - 1_000 - 500) / 100).toFixed(2));
		await till.press('Enter');
		await till.receipt().waitFor();
		expect(await till.storedItems()).toEqual({});
		await till.press('Enter');
		await page.getByText('No items yet.').waitFor();
		await page.reload();
		await till.scanBox().waitFor();
		expect(await page.getByText('No items yet.').isVisible()).toBe(true);
	});

	it('drops a kept sale that does not read, and opens an empty till', async () => {
		const till = await clerkTill();
		const { page } = till;
		await page.evaluate(
			([sale, parked]) => {
				localStorage.setItem(sale!, JSON.stringify({ v: 1, lines: 'Charizard ex', tender: null }));
				localStorage.setItem(parked!, '[{"id":');
			},
			[saleKey('counter'), saleKey('counter').replace(/\.sale$/, '.parked')],
		);
		await page.reload();
		await till.scanBox().waitFor();
		expect(await page.getByText('No items yet.').isVisible()).toBe(true);
		expect(await page.getByRole('region', { name: /^Parked sales/ }).count()).toBe(0);
		expect(await till.storedItems()).toEqual({});
	});

	it('comes back at today’s price and stock: the new price is charged and said, and less stock holds the sale until the quantity is lowered', async () => {
		const lantern = await stockedSku('Tallowmere Lantern', 800, 3);
		const till = await clerkTill();
		const { page } = till;
		await till.scan(lantern.barcode);
		await till.scan(lantern.barcode);
		expect(await till.quantityOf(lantern.name)).toBe(2);

		// While the till is closed, the owner reprices the card and another till sells two copies.
		await api('POST', '/deckhand/prices/set', { sku: lantern.id, price: 950 });
		await api('POST', '/deckhand/checkout', {
			channel: 'counter',
			lines: [{ sku: lantern.id, quantity: 2 }],
			payments: [{ method: 'card', amount: 1_900 + taxOn(1_900, taxRateBp) }],
			complete: true,
		});

		await page.reload();
		const said = till.line(lantern.name).getByRole('alert');
		await said.waitFor();
		expect(await said.innerText()).toBe(
			`The price is now $9.50 (it was $8.00 when the sale was rung up). Only 1 of ${lantern.name} on hand now.`,
		);
		expect(await till.quantityOf(lantern.name)).toBe(2);
		expect((await till.totals())['Subtotal']).toBe('$19.00');
		expect(await till.complete().isDisabled()).toBe(true);
		expect(await till.completeReason()).toBe(`Only 1 of ${lantern.name} on hand: lower its quantity.`);
		await screenshot(page, 'till-restored-sale');

		await till.scanBox().focus();
		await till.press('-');
		expect((await till.totals())['Subtotal']).toBe('$9.50');
		await till.press('Enter');
		await till.press('Enter');
		await till.receipt().waitFor();
		const number = /Order (D-\d{6})/.exec(await till.receipt().innerText())![1];
		const [order] = await api('GET', `/items/orders?filter[number][_eq]=${number}&fields=id,total`);
		expect(
			await api('GET', `/items/order_lines?filter[order][_eq]=${order.id}&fields=quantity,unit_price`),
		).toEqual([{ quantity: 1, unit_price: 950 }]);
	});
});

describe('what could still lose a sale is said', () => {
	it('warns when the same till is open in another tab, where the last change wins', async () => {
		const coin = await stockedSku('Verdigris Coin', 150, 5);
		const till = await clerkTill();
		const other = await new CheckoutPage(await till.page.context().newPage()).open();
		await other.scan(coin.barcode);
		await till.page.getByText('This till is open in another tab too').waitFor();
		expect(await other.page.getByText('This till is open in another tab too').count()).toBe(0);
	});

	it('warns, after a reload, that a sale sent with no answer may already be recorded, and sends that very sale again', async () => {
		const coin = await stockedSku('Gilded Coin', 150, 5);
		const till = await clerkTill();
		// The sale leaves, and no answer ever comes back (a connection dropped mid-way, a frozen tab); it never reached the server.
		await till.page.route('**/deckhand/checkout', () => undefined, { times: 1 });
		await till.scan(coin.barcode);
		await till.press('Enter');
		await till.press('Enter');
		await expect.poll(() => till.complete().getAttribute('data-loading')).toBe('true');
		await till.page.reload();
		const warning = till.page.getByRole('alert').filter({ hasText: 'This sale may already be recorded' });
		await warning.waitFor();
		expect(await warning.getByRole('link', { name: 'day’s orders' }).getAttribute('href')).toMatch(
			/\/orders\?from=\d{4}-\d{2}-\d{2}$/,
		);
		expect(await till.quantityOf(coin.name)).toBe(1);

		// It had not gone through: sent again, it is recorded now, as any sale.
		await warning.getByRole('button', { name: 'Send again' }).click();
		await till.receipt().waitFor();
		expect(await till.page.getByText('This sale had already been recorded').count()).toBe(0);
		expect(await ordersOf(coin.id)).toHaveLength(1);
	});

	it('warns when the browser does not keep the sale (storage full), and still sells', async () => {
		const coin = await stockedSku('Tarnished Coin', 150, 5);
		const context = await signedInContext(browser, stack().staff);
		await useTill(context, tillId);
		await context.addInitScript(() => {
			const setItem = Storage.prototype.setItem;
			Storage.prototype.setItem = function (key: string, value: string) {
				if (key.startsWith('deckhand.till.'))
					throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
				setItem.call(this, key, value);
			};
		});
		const till = await new CheckoutPage(await context.newPage()).open();
		await till.scan(coin.barcode);
		await till.page.getByText('This browser is not keeping the sale').waitFor();
		await till.press('Enter');
		await till.press('Enter');
		await till.receipt().waitFor();
	});
});

describe('a sale sent with no answer is recorded once', () => {
	/** The sale reaches the server and is recorded, but its answer is lost on the way back: the browser sees the connection fail. */
	async function loseTheAnswer(page: Page): Promise<void> {
		await page.route(
			'**/deckhand/checkout',
			async (route) => {
				await route.fetch();
				await route.abort('connectionreset');
			},
			{ times: 1 },
		);
	}

	it('says the lost connection, and Send again shows the receipt of the sale recorded the first time, recorded once', async () => {
		const dragon = await stockedSku('Cinderscale Dragon', 1_000, 3);
		const till = await clerkTill();
		const { page } = till;
		await loseTheAnswer(page);
		await till.scan(dragon.barcode);
		await till.press('Enter');
		await till.press('Enter');
		const lost = page.getByRole('alert').filter({ hasText: 'Connection lost' });
		await lost.waitFor();
		expect((await lost.innerText()).replace(/\s+/g, ' ')).toContain(
			'Sending it again is safe: a sale is recorded once.',
		);
		// It went through: the stock is already taken.
		expect(await ordersOf(dragon.id)).toHaveLength(1);

		await lost.getByRole('button', { name: 'Send again' }).click();
		await till.receipt().waitFor();
		await page.getByText('This sale had already been recorded').waitFor();
		const number = /Order (D-\d{6})/.exec(await till.receipt().innerText())![1];
		expect((await ordersOf(dragon.id)).map((order) => order.number)).toEqual([number]);
		expect(await quantityOf(dragon.id)).toBe(2);
		expect(await till.storedItems()).toEqual({});
		await screenshot(page, 'till-sale-recorded-once');
		for (const scheme of ['light', 'dark'] as const) {
			await useScheme(page, scheme);
			expect(await blockingViolations(page)).toEqual([]);
		}
		// The next sale is a sale of its own, with a key of its own.
		await page.getByRole('button', { name: 'New sale' }).click();
		await till.scan(dragon.barcode);
		await till.press('Enter');
		await till.press('Enter');
		await till.receipt().waitFor();
		expect(await ordersOf(dragon.id)).toHaveLength(2);
	});

	it('after a reload, sends again the sale that took the last copy, and shows its receipt instead of refusing it for want of stock', async () => {
		const last = await stockedSku('Lastlight Phoenix', 2_000, 1);
		const till = await clerkTill();
		const { page } = till;
		// Recorded, and the tab reloaded before the answer came.
		await page.route('**/deckhand/checkout', async (route) => void (await route.fetch()), { times: 1 });
		await till.scan(last.barcode);
		await till.press('Enter');
		await till.press('Enter');
		await expect.poll(() => quantityOf(last.id)).toBe(0);
		await page.reload();
		const warning = page.getByRole('alert').filter({ hasText: 'This sale may already be recorded' });
		await warning.waitFor();
		// The till reads the stock again and finds none: its Complete is held, but Send again sends the sale as it was sent.
		await expect.poll(async () => (await till.completeReason()) ?? '').toContain(last.name);
		expect(await till.complete().isDisabled()).toBe(true);
		await warning.getByRole('button', { name: 'Send again' }).click();
		await till.receipt().waitFor();
		await page.getByText('This sale had already been recorded').waitFor();
		expect(await ordersOf(last.id)).toHaveLength(1);
		expect(await quantityOf(last.id)).toBe(0);
	});

	it('says which order holds the key when the sale was changed after it went through, and sells the change as a new sale', async () => {
		const imp = await stockedSku('Brasswork Imp', 300, 5);
		const till = await clerkTill();
		const { page } = till;
		await loseTheAnswer(page);
		await till.scan(imp.barcode);
		await till.press('Enter');
		await till.press('Enter');
		await page.getByRole('alert').filter({ hasText: 'Connection lost' }).waitFor();
		const [first] = await ordersOf(imp.id);

		// The clerk adds a copy and completes: the server has this sale's key with one copy.
		await till.scanBox().focus();
		await till.press('+');
		await till.press('Enter');
		await till.press('Enter');
		const used = page.getByRole('alert').filter({ hasText: 'This sale was already recorded' });
		await used.waitFor();
		expect(await used.getByRole('link', { name: first!.number }).getAttribute('href')).toMatch(
			new RegExp(`/orders/${first!.id}$`),
		);
		expect(await ordersOf(imp.id)).toHaveLength(1);
		for (const scheme of ['light', 'dark'] as const) {
			await useScheme(page, scheme);
			expect(await blockingViolations(page)).toEqual([]);
		}

		await used.getByRole('button', { name: 'Make it a new sale' }).click();
		await used.waitFor({ state: 'detached' });
		await till.complete().click();
		await till.receipt().waitFor();
		expect(await page.getByText('This sale had already been recorded').count()).toBe(0);
		expect(await ordersOf(imp.id)).toHaveLength(2);
		expect(await quantityOf(imp.id)).toBe(2);
	});
});

describe('parking a sale', () => {
	leaveNoParkedSales();
	it('puts the sale aside under the customer’s name, resumes it (parking the sale in hand first), keeps both over a reload, and discards only after a confirmation', async () => {
		const toad = await stockedSku('Mirrorfen Toad', 300, 5);
		const wyrm = await stockedSku('Ashcrown Wyrm', 700, 5);
		const customer = await customerWithCredit('Pat Holdsworth', 0);
		const till = await clerkTill();
		const { page } = till;

		await till.scan(toad.barcode);
		await till.chooseCustomerByKeys('holdsworth', customer.name);
		await field(page, 'Card').fill('1');
		await till.pressButton('Park sale');
		await page.getByText('No items yet.').waitFor();
		expect(await page.getByRole('textbox', { name: 'Customer' }).inputValue()).toBe('');
		expect(await field(page, 'Card').inputValue()).toBe('');
		await expect.poll(() => hasFocus(till)).toBe(true);
		expect(await till.parkedSales().allInnerTexts()).toEqual([expect.stringContaining(customer.name)]);
		expect(await page.getByRole('status').innerText()).toBe(`Parked: ${customer.name}.`);

		// The next customer, a walk-in, is rung up; then the first comes back.
		await till.scan(wyrm.barcode);
		await till.cashTendered().fill('2');
		await till.pressButton(`Park current and resume ${customer.name}`);
		await till.line(toad.name).waitFor();
		expect(await till.lines().count()).toBe(1);
		expect(await page.getByRole('group', { name: 'Customer' }).innerText()).toContain(customer.name);
		expect(await field(page, 'Card').inputValue()).toBe('1');
		expect(await page.getByRole('status').innerText()).toMatch(
			/^Sale resumed\. The sale you had is parked: Walk-in, parked at .+\.$/,
		);
		const walkIn = till.parkedSales();
		expect(await walkIn.allInnerTexts()).toEqual([
			expect.stringMatching(/^Walk-in, parked at .+\n+1 item · \$7\.00\n/),
		]);
		await screenshot(page, 'till-parked-1280');

		await page.reload();
		await till.line(toad.name).waitFor();
		// The cart comes back from the browser at once, the parked sales a moment later from the server.
		await expect.poll(() => till.parkedSales().count()).toBe(1);
		await page.setViewportSize({ width: 1024, height: 900 });
		await screenshot(page, 'till-parked-1024');
		await page.setViewportSize({ width: 1280, height: 900 });

		// Discard asks first; "Keep it" has the focus, so Enter keeps the sale.
		await till.pressButton(/^Discard Walk-in/);
		const dialog = page.getByRole('dialog', { name: 'Discard the parked sale?' });
		await dialog.waitFor();
		await till.press('Enter');
		await dialog.waitFor({ state: 'detached' });
		expect(await till.parkedSales().count()).toBe(1);
		await till.pressButton(/^Discard Walk-in/);
		await dialog.waitFor();
		await dialog.getByRole('button', { name: 'Discard sale' }).focus();
		await till.press('Enter');
		await page.getByRole('region', { name: /^Parked sales/ }).waitFor({ state: 'detached' });
		expect(Object.keys(await till.storedItems())).toEqual([saleKey('counter')]);

		await till.scanBox().focus();
		await till.press('F2');
		await till.press('Enter');
		await till.receipt().waitFor();
		expect(await till.storedItems()).toEqual({});
	});

	it('follows the clerk to another channel, parking the sale that was waiting there', async () => {
		const binder = await stockedSku('Cobaltine Binder', 2_500, 3);
		const sleeves = await stockedSku('Hushmoss Sleeves', 450, 3);
		const till = await clerkTill();
		const { page } = till;
		await till.open('?channel=online');
		await till.scan(binder.barcode);
		await till.open();
		await page.getByText('No items yet.').waitFor();
		await till.scan(sleeves.barcode);

		// The channel is a radio group: the arrow keys move along it.
		await page.getByRole('radio', { name: 'Counter' }).focus();
		await till.press('ArrowRight');
		await page.waitForURL(/channel=online/);
		await till.line(sleeves.name).waitFor();
		expect(await till.lines().count()).toBe(1);
		expect(await page.getByRole('status').innerText()).toBe(
			'The sale that was waiting on this channel is parked below.',
		);
		await expect
			.poll(() => till.parkedSales().allInnerTexts())
			.toEqual([expect.stringContaining('1 item · $25.00')]);
		// Parked in the browser on the hand-over, it went to the server as the online till opened.
		await expect.poll(async () => Object.keys(await till.storedItems())).toEqual([saleKey('online')]);
	});
});

describe('paying at the till', () => {
	it('says why Complete is disabled, uses all store credit with F4 or its button, and puts the rest into cash with F2', async () => {
		const box = await stockedSku('Gildedge Deck Box', 2_000, 5);
		const customer = await customerWithCredit('Lee Creditwell', 1_500);
		const total = 2_000 + taxOn(2_000, taxRateBp);
		const till = await clerkTill();
		const { page } = till;

		expect(await till.complete().isDisabled()).toBe(true);
		expect(await till.completeReason()).toBe('Add a card to the cart.');
		await till.scan(box.barcode);
		await expect
			.poll(() => till.completeReason())
			.toBe(`Take payment: ${money(total)} to pay (F2 puts it in Cash).`);
		expect(await page.getByRole('note', { name: 'Keys' }).innerText()).toContain('F4 use all store credit');

		await till.chooseCustomerByKeys('creditwell', customer.name);
		await page.getByText('Store credit: $15.00').waitFor();
		await till.press('F4');
		expect(await till.storeCredit().inputValue()).toBe('15.00');
		await field(page, 'Card').fill('2');
		await till.press('F2');
		expect(await till.cashTendered().inputValue()).toBe(((total - 1_500 - 200) / 100).toFixed(2));
		await page.keyboard.type('1.65');
		expect(await till.completeReason()).toBe(`Cash is short by ${money(total - 1_500 - 200 - 165)}.`);
		await till.cashTendered().fill('abc');
		expect(await till.completeReason()).toBe('Fix the cash amount.');
		await field(page, 'Card').fill('30');
		expect(await till.completeReason()).toBe('Fix the cash amount.');
		await till.cashTendered().fill('');
		expect(await till.completeReason()).toBe(
			'Card and store credit come to more than the total: lower one of them.',
		);
		await screenshot(page, 'till-complete-reason');

		// The button takes what card leaves to pay when that is less than the balance.
		await field(page, 'Card').fill('10');
		await till.pressButton('Use all store credit');
		expect(await till.storeCredit().inputValue()).toBe(((total - 1_000) / 100).toFixed(2));
		await till.press('F2');
		expect(await till.cashTendered().inputValue()).toBe('0.00');
		expect(await till.complete().getAttribute('aria-describedby')).toBeNull();
		await till.press('Enter');
		await till.receipt().waitFor();
		const receipt = (await till.receipt().innerText()).replace(/\s+/g, ' ');
		expect(receipt).toContain(`Store credit spent ${money(total - 1_000)}`);
		expect(receipt).toContain('Card $10.00');
	});
});

describe('a receipt printed again', () => {
	it('shows the same receipt from the order page, and prints it alone', async () => {
		const deck = await stockedSku('Emberfall Deck', 1_999, 4);
		const tokens = await stockedSku('Glimmerdust Tokens', 350, 9);
		const customer = await customerWithCredit('Dana Reprint', 0);
		const till = await clerkTill();
		const { page } = till;
		await countPrints(page);
		await till.scan(deck.barcode);
		await till.scan(tokens.barcode);
		await till.scanBox().focus();
		await till.press('+');
		await till.chooseCustomerByKeys('reprint', customer.name);
		await field(page, 'Discount').fill('1');
		await till.press('F2');
		await page.keyboard.type('50');
		await till.press('Enter');
		await till.receipt().waitFor();
		const sold = await till.receipt().innerText();
		expect(sold.replace(/\s+/g, ' ')).toMatch(/Cash tendered \$50\.00 Change \$\d+\.\d\d/);
		const number = /Order (D-\d{6})/.exec(sold)![1];
		const [{ id }] = await api('GET', `/items/orders?filter[number][_eq]=${number}&fields=id`);

		const order = await new OrderPage(page).open(id);
		await till.pressButton('Print receipt');
		await order.receipt().waitFor();
		await expect.poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
		expect(await order.receipt().innerText(), 'the same lines, totals, payments, change, customer and date').toBe(
			sold,
		);
		await screenshot(page, 'order-receipt');

		// On paper only the receipt shows (the dialog around it is hidden too, so it is found by itself), at the paper's top left.
		await page.emulateMedia({ media: 'print' });
		const printed = page.getByRole('region', { name: 'Receipt' });
		expect(await page.locator('nav[aria-label="Main"]').evaluate((nav) => getComputedStyle(nav).visibility)).toBe(
			'hidden',
		);
		expect(await printed.evaluate((element) => getComputedStyle(element).visibility)).toBe('visible');
		expect(await printed.evaluate((element) => element.getBoundingClientRect().left)).toBeLessThan(10);
		expect(await page.getByRole('button', { name: 'Print', exact: true, includeHidden: true }).isVisible()).toBe(
			false,
		);
		await screenshot(page, 'order-receipt-print');
		await page.emulateMedia({ media: 'screen' });

		await order.dialog().getByRole('button', { name: 'Print' }).focus();
		await till.press('Enter');
		expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(2);
		await till.press('Escape');
		await order.dialog().waitFor({ state: 'detached' });
		expect(page.url()).not.toContain('receipt');
	});
});
