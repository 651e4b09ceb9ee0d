import knex, { type Knex } from 'knex';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxOn } from '@deckhand/contract/domain/money.ts';
import { openStoreCredit } from '../../tests/harness/books.ts';
import { appUrl, countPrints, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { api, stockedSku } from '../harness/api.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';
import { blockingViolations } from '../harness/accessibility.ts';
import { openTestTill, useTill } from '../harness/tills.ts';

let browser: Browser;
let clerk: BrowserContext;
/** The till the clerk's browser rings up at. */
let clerkTill: number;
let db: Knex;
let settings: { address: string | null; receipt_footer: string | null; tax_rate_bp: number; currency: string };
/** The shop's name is the project's (Directus settings), printed on every receipt. */
let shopName: string;

const tag = Date.now().toString(36);

const quantityOf = async (sku: number) => (await api('GET', `/items/skus/${sku}?fields=quantity`)).quantity as number;
const orderCount = async () => Number((await api('GET', '/items/orders?aggregate[count]=id'))[0].count.id);
const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;

async function orderByNumber(number: string) {
	const [order] = await api('GET', `/items/orders?filter[number][_eq]=${number}&fields=*`);
	const lines = await api(
		'GET',
		`/items/order_lines?filter[order][_eq]=${order.id}&fields=sku,quantity,unit_price,line_total&sort=id`,
	);
	const payments = await api(
		'GET',
		`/items/order_payments?filter[order][_eq]=${order.id}&fields=method,amount&sort=id`,
	);
	return { order, lines, payments };
}

beforeAll(async () => {
	browser = await specBrowser();
	clerk = await signedInContext(browser, stack().staff);
	clerkTill = await openTestTill();
	await useTill(clerk, clerkTill);
	db = knex({ client: 'sqlite3', connection: { filename: stack().dbFile }, useNullAsDefault: true });
	settings = await api('GET', '/items/shop_settings?fields=address,receipt_footer,tax_rate_bp,currency');
	shopName = (await api('GET', '/settings?fields=project_name')).project_name;
	expect(settings.currency).toBe('USD');
});
afterAll(async () => {
	await db?.destroy();
	await browser?.close();
});

describe('the clerk rings up a sale at the counter', () => {
	it('adds by barcode and by name, completes a cash sale in two keys after the last item, and prints the receipt', async () => {
		const dragon = await stockedSku('Quillfeather Drake', 1_250, 5);
		const sprite = await stockedSku('Mossglow Sprite', 499, 4);
		const golem = await stockedSku('Cinderslate Golem', 300, 10);
		const ordersBefore = await orderCount();

		const page = await clerk.newPage();
		await countPrints(page);
		const till = await new CheckoutPage(page).open();
		// The scan box has the focus as soon as the screen is up: the first scan needs no click.
		await expect.poll(() => till.scanBox().evaluate((input) => input === document.activeElement)).toBe(true);

		await till.scan(dragon.barcode);
		await till.line(dragon.name).waitFor();
		await till.searchAndPick('mossglow', sprite.name);
		await till.press('+');
		expect(await till.quantityOf(sprite.name)).toBe(2);
		await till.searchAndPick(golem.name.toLowerCase(), golem.name);
		expect(await till.lines().count()).toBe(3);

		const subtotal = 1_250 + 2 * 499 + 300;
		const tax = taxOn(subtotal, settings.tax_rate_bp);
		const total = subtotal + tax;
		expect(await till.totals()).toEqual({
			Subtotal: money(subtotal),
			Discount: `−${money(0)}`,
			Tax: money(tax),
			Total: money(total),
		});
		await screenshot(page, 'checkout-cart');

		// After the last item: Enter on the empty scan box goes to "Cash tendered" holding the total; Enter completes.
		const keysBefore = till.keystrokes;
		await till.press('Enter');
		await expect.poll(() => till.cashTendered().evaluate((input) => input === document.activeElement)).toBe(true);
		expect(await till.cashTendered().inputValue()).toBe((total / 100).toFixed(2));
		await till.press('Enter');
		await till.receipt().waitFor();
		expect(till.keystrokes - keysBefore).toBeLessThanOrEqual(3);

		const receipt = await till.receipt().innerText();
		const number = /Order (D-\d{6})/.exec(receipt)?.[1];
		expect(number).toBeDefined();
		expect(receipt).toContain(shopName);
		if (settings.address) for (const line of settings.address.split('\n')) expect(receipt).toContain(line);
		if (settings.receipt_footer) expect(receipt).toContain(settings.receipt_footer);
		for (const sku of [dragon, sprite, golem]) expect(receipt).toContain(sku.name);
		expect(receipt).toContain(money(total));
		expect(receipt).toContain('Completed');
		await screenshot(page, 'checkout-receipt');

		await page.getByRole('button', { name: 'Print' }).click();
		expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
		await page.emulateMedia({ media: 'print' });
		// On paper only the receipt shows: the navigation and the buttons are hidden.
		expect(await page.locator('nav[aria-label="Main"]').evaluate((nav) => getComputedStyle(nav).visibility)).toBe(
			'hidden',
		);
		expect(await page.getByRole('button', { name: 'New sale' }).isVisible()).toBe(false);
		expect(await till.receipt().evaluate((element) => getComputedStyle(element).visibility)).toBe('visible');
		await screenshot(page, 'checkout-receipt-print');
		await page.emulateMedia({ media: 'screen' });

		// The books: one completed counter order with its three lines, paid in cash, and the stock taken.
		expect(await orderCount()).toBe(ordersBefore + 1);
		const sold = await orderByNumber(number!);
		expect(sold.order).toMatchObject({
			status: 'completed',
			channel: 'counter',
			customer: null,
			subtotal,
			discount: 0,
			tax,
			total,
			credit_applied: 0,
		});
		expect(sold.lines).toEqual([
			{ sku: dragon.id, quantity: 1, unit_price: 1_250, line_total: 1_250 },
			{ sku: sprite.id, quantity: 2, unit_price: 499, line_total: 998 },
			{ sku: golem.id, quantity: 1, unit_price: 300, line_total: 300 },
		]);
		expect(sold.payments).toEqual([{ method: 'cash', amount: total }]);
		expect([await quantityOf(dragon.id), await quantityOf(sprite.id), await quantityOf(golem.id)]).toEqual([
			4, 2, 9,
		]);

		// "New sale" starts an empty till with the scan box ready.
		await page.getByRole('button', { name: 'New sale' }).click();
		await expect.poll(() => till.scanBox().evaluate((input) => input === document.activeElement)).toBe(true);
		expect(await page.getByText('No items yet.').isVisible()).toBe(true);
		await page.close();
	});

	it('sells to a customer paying part with store credit and the rest in cash', async () => {
		const deck = await stockedSku('Tidewhisper Deck Box', 2_000, 3);
		const customer = await api('POST', '/items/customers', {
			name: `Robin Creditsworth ${tag}`,
			email: `robin-${tag}@example.com`,
		});
		await openStoreCredit(db, customer.id, 1_500);

		const page = await clerk.newPage();
		const till = await new CheckoutPage(page).open();
		await till.scan(deck.barcode);
		await till.line(deck.name).waitFor();
		await till.chooseCustomer('creditsworth', customer.name);
		expect(await page.getByText(/^Store credit: \$/).innerText()).toBe('Store credit: $15.00');

		const total = 2_000 + taxOn(2_000, settings.tax_rate_bp);
		// More credit than the customer has is said at once, before anything is sent.
		await till.storeCredit().fill('16');
		await page.getByText(`${customer.name} has $15.00 of store credit, less than the $16.00 asked.`).waitFor();
		await till.storeCredit().fill('15');
		await till.press('F2');
		expect(await till.cashTendered().inputValue()).toBe(((total - 1_500) / 100).toFixed(2));
		await page.keyboard.type('10');
		await till.press('Enter');
		await till.receipt().waitFor();
		const receipt = (await till.receipt().innerText()).replace(/\s+/g, ' ');
		expect(receipt).toContain(`Customer: ${customer.name}`);
		expect(receipt).toContain('Store credit spent $15.00');
		expect(receipt).toContain('Store credit left $0.00');
		expect(receipt).toContain('Cash tendered $10.00');
		expect(receipt).toContain(`Change ${money(1_000 - (total - 1_500))}`);
		await screenshot(page, 'checkout-store-credit-receipt');

		const number = /Order (D-\d{6})/.exec(receipt)![1]!;
		const sold = await orderByNumber(number);
		expect(sold.order).toMatchObject({ status: 'completed', customer: customer.id, total, credit_applied: 1_500 });
		expect(sold.payments).toEqual([
			{ method: 'credit', amount: 1_500 },
			{ method: 'cash', amount: total - 1_500 },
		]);
		const ledger = await api(
			'GET',
			`/items/credit_ledger?filter[customer][_eq]=${customer.id}&fields=amount,balance_after,reason&sort=id`,
		);
		expect(ledger.at(-1)).toEqual({ amount: -1_500, balance_after: 0, reason: 'order_payment' });
		expect(await quantityOf(deck.id)).toBe(2);
		await page.close();
	});

	it('keeps the cart as it was when the server says a card has sold out meanwhile, naming the card on its line', async () => {
		const lantern = await stockedSku('Gloamwick Lantern', 800, 2);
		const page = await clerk.newPage();
		const till = await new CheckoutPage(page).open();
		await till.scan(lantern.barcode);
		await till.scan(lantern.barcode);
		expect(await till.quantityOf(lantern.name)).toBe(2);

		// Another till sells one copy while this sale is being rung up.
		await api('POST', '/deckhand/checkout', {
			channel: 'counter',
			lines: [{ sku: lantern.id, quantity: 1 }],
			payments: [{ method: 'card', amount: 866 }],
			complete: true,
		});
		const ordersBefore = await orderCount();

		await till.press('F2');
		await till.press('Enter');
		const problem = till.line(lantern.name).getByRole('alert');
		await problem.waitFor();
		expect(await problem.innerText()).toBe(`Only 1 of ${lantern.name} (NM) left.`);
		expect(await till.quantityOf(lantern.name)).toBe(2);
		expect(await till.receipt().count()).toBe(0);
		expect(await orderCount()).toBe(ordersBefore);
		expect(await quantityOf(lantern.id)).toBe(1);
		await screenshot(page, 'checkout-out-of-stock');

		// The clerk lowers the quantity with − and completes: the one copy left is sold.
		await till.scanBox().focus();
		await till.press('-');
		expect(await till.quantityOf(lantern.name)).toBe(1);
		await till.press('Enter');
		await till.press('Enter');
		await till.receipt().waitFor();
		expect(await quantityOf(lantern.id)).toBe(0);
		expect(await orderCount()).toBe(ordersBefore + 1);
		await page.close();
	});
	it('takes a phone or online order: channel in the address, staff discount cap said on the field, customer added on the spot', async () => {
		const binder = await stockedSku('Starloom Binder', 5_000, 3);
		const taken = await api('POST', '/items/customers', {
			name: `Taken Email ${tag}`,
			email: `taken-${tag}@example.com`,
		});
		const page = await clerk.newPage();
		const till = await new CheckoutPage(page).open();
		await page.getByText('Online', { exact: true }).click();
		await page.waitForURL(/channel=online/);
		await till.scan(binder.barcode);
		await till.line(binder.name).waitFor();

		// The staff cap (10 %) is checked as the clerk types, in the server's own words.
		await page.getByText('%', { exact: true }).click();
		await page.getByRole('textbox', { name: 'Discount' }).fill('15');
		await page
			.getByText(
				'Staff may give at most 10 % off ($5.00 on this sale), not $7.50; ask an administrator for a larger discount.',
			)
			.waitFor();
		expect(await page.getByRole('button', { name: 'Create order' }).isDisabled()).toBe(true);
		await page.getByRole('textbox', { name: 'Discount' }).fill('10');
		expect((await till.totals())['Discount']).toBe('−$5.00');

		await page.getByRole('button', { name: 'New', exact: true }).click();
		const dialog = page.getByRole('dialog', { name: 'New customer' });
		await dialog.getByRole('textbox', { name: 'Name' }).fill(`Phone Buyer ${tag}`);
		await dialog.getByRole('textbox', { name: 'Email' }).fill(taken.email);
		await dialog.getByRole('button', { name: 'Add customer' }).click();
		await dialog.getByText('Another record already uses this value. Change it and save again.').waitFor();
		expect(await dialog.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
		await dialog.getByRole('textbox', { name: 'Email' }).fill(`phone-buyer-${tag}@example.com`);
		await dialog.getByRole('button', { name: 'Add customer' }).click();
		await page.getByText(`Phone Buyer ${tag}`, { exact: true }).waitFor();
		expect(await page.getByText(/^Store credit: \$/).innerText()).toBe('Store credit: $0.00');

		await page.getByRole('button', { name: 'Create order' }).click();
		await till.receipt().waitFor();
		const receipt = (await till.receipt().innerText()).replace(/\s+/g, ' ');
		expect(receipt).toContain('Open order — not paid yet');
		const number = /Order (D-\d{6})/.exec(receipt)![1]!;
		const sold = await orderByNumber(number);
		const [buyer] = await api(
			'GET',
			`/items/customers?filter[email][_eq]=phone-buyer-${tag}@example.com&fields=id`,
		);
		expect(sold.order).toMatchObject({
			status: 'open',
			channel: 'online',
			customer: buyer.id,
			subtotal: 5_000,
			discount: 500,
		});
		expect(sold.payments).toEqual([]);
		expect(await quantityOf(binder.id)).toBe(2);
		await page.close();
	});

	it('says a lost connection as such, keeps the sale, and completes it on retry', async () => {
		const sleeve = await stockedSku('Emberthread Sleeves', 650, 4);
		const page = await clerk.newPage();
		const till = await new CheckoutPage(page).open();
		await till.scan(sleeve.barcode);
		await till.line(sleeve.name).waitFor();
		const ordersBefore = await orderCount();

		await page.context().setOffline(true);
		await till.press('F2');
		await till.press('Enter');
		// The till's own words, beside the sale (the layout's banner says it too).
		const said = page.getByRole('alert').filter({ hasText: 'The sale is kept as it is.' });
		await said.waitFor();
		expect((await said.innerText()).replace(/\s+/g, ' ')).toBe(
			'Connection lost Cannot reach the server. Check the connection, then try again. The sale is kept as it is. Sending it again is safe: a sale is recorded once. Send again',
		);
		expect(await till.quantityOf(sleeve.name)).toBe(1);
		await screenshot(page, 'checkout-offline');

		await page.context().setOffline(false);
		await page.getByRole('button', { name: 'Send again' }).click();
		await till.receipt().waitFor();
		expect(await orderCount()).toBe(ordersBefore + 1);
		expect(await quantityOf(sleeve.id)).toBe(3);
		await page.close();
	});
});

describe('the clerk scans faster than the server answers', () => {
	it('queues every scan: each lands in order with its quantity, or is refused by its code, and none is lost or run together', async () => {
		const deck = await stockedSku('Tidewater Deck Box', 1_000, 10);
		const dice = await stockedSku('Glimmerstone Dice', 250, 10);
		const binder = await stockedSku('Harborlight Binder', 1_800, 10);
		const unknown = `79${Date.now().toString().slice(-11)}`;
		const page = await clerk.newPage();
		// Every lookup answers 700 ms late: slower than the scanner.
		await page.route('**/deckhand/inventory?**', async (route) => {
			await new Promise((answer) => setTimeout(answer, 700));
			await route.continue();
		});
		const till = await new CheckoutPage(page).open();
		await till.scanBox().focus();
		const scan = async (code: string) => {
			await page.keyboard.type(code);
			await page.keyboard.press('Enter');
		};
		// A code every 450 ms, then a burst of three 50 ms apart, the last one unknown to the shop.
		for (const code of [deck.barcode, dice.barcode, deck.barcode, binder.barcode]) {
			await scan(code);
			await page.waitForTimeout(450);
		}
		for (const code of [dice.barcode, binder.barcode, unknown]) {
			await scan(code);
			await page.waitForTimeout(50);
		}
		// Each code left the box with its Enter; the sale waits for the lookups still on their way.
		expect(await till.scanBox().inputValue()).toBe('');
		await page
			.getByRole('status')
			.filter({ hasText: /^Looking up \d+ scans?…$/ })
			.waitFor();
		expect(await till.complete().isDisabled()).toBe(true);
		expect(await till.completeReason()).toBe('Wait for the scans being looked up.');

		await page
			.getByRole('status')
			.filter({ hasText: /^Looking up/ })
			.waitFor({ state: 'detached', timeout: 15_000 });
		const refused = page.getByRole('alert').filter({ hasText: unknown });
		await refused.waitFor();
		expect(await refused.innerText()).toContain(`Not added: no card or product has the barcode ${unknown}.`);
		expect(await till.lines().count()).toBe(3);
		expect(
			(await till.lines().allInnerTexts()).map((line) =>
				[deck, dice, binder].findIndex((s) => line.includes(s.name)),
			),
		).toEqual([0, 1, 2]);
		expect(await till.quantityOf(deck.name)).toBe(2);
		expect(await till.quantityOf(dice.name)).toBe(2);
		expect(await till.quantityOf(binder.name)).toBe(2);
		expect(await till.scanBox().inputValue()).toBe('');
		await screenshot(page, 'checkout-scans-queued');

		// What was scanned is what is charged.
		await till.press('F2');
		await till.press('Enter');
		await till.receipt().waitFor();
		const number = /Order (D-\d{6})/.exec(await till.receipt().innerText())![1]!;
		const sold = await orderByNumber(number);
		expect(sold.lines.map((line: { sku: number; quantity: number }) => [line.sku, line.quantity])).toEqual([
			[deck.id, 2],
			[dice.id, 2],
			[binder.id, 2],
		]);
		expect(sold.order.subtotal).toBe(2 * (1_000 + 250 + 1_800));
		await page.close();
	});
});

describe('every tender has its key, and Complete is in sight without scrolling', () => {
	for (const viewport of [
		{ width: 1366, height: 768 },
		{ width: 1024, height: 768 },
	])
		it(`pays by card with F3 at ${viewport.width}×${viewport.height}`, async () => {
			const playmat = await stockedSku('Saltmarsh Playmat', 2_400, 3);
			const page = await clerk.newPage();
			await page.setViewportSize(viewport);
			const till = await new CheckoutPage(page).open();
			await till.scan(playmat.barcode);
			await till.line(playmat.name).waitFor();
			const total = 2_400 + taxOn(2_400, settings.tax_rate_bp);

			// From the scan box: F3 puts the rest on Card, selected, so the amount the terminal took can be typed over it.
			await till.press('F3');
			const card = page.getByRole('textbox', { name: 'Card' });
			await expect.poll(() => card.evaluate((input) => input === document.activeElement)).toBe(true);
			expect(await card.inputValue()).toBe((total / 100).toFixed(2));
			await page.keyboard.type((total / 100).toFixed(2));
			const box = (await till.complete().boundingBox())!;
			expect(box.y).toBeGreaterThanOrEqual(0);
			expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
			await screenshot(page, `checkout-card-${viewport.width}`);
			await till.complete().click();
			await till.receipt().waitFor();
			const number = /Order (D-\d{6})/.exec(await till.receipt().innerText())![1]!;
			expect((await orderByNumber(number)).payments).toEqual([{ method: 'card', amount: total }]);
			await page.close();
		});
});

describe('the till as axe sees it, with nothing found and with lists open', () => {
	it('has no serious or critical violation when no card or customer matches, nor with the customers listed and one hovered', async () => {
		await api('POST', '/items/customers', {
			name: `Axe regular ${tag}`,
			email: `axe.${tag}@example.com`,
		});
		const page = await clerk.newPage();
		await page.setViewportSize({ width: 1366, height: 768 });
		const till = await new CheckoutPage(page).open();
		const found: string[] = [];

		await till.scanBox().fill(`zzqx ${tag}`);
		await page
			.getByRole('status')
			.filter({ hasText: `Nothing in stock matches “zzqx ${tag}”.` })
			.waitFor();
		expect(await till.scanBox().getAttribute('aria-controls')).toBeNull();
		found.push(...(await blockingViolations(page)).map((fault) => `no card: ${fault}`));
		await till.press('Escape');

		const customer = page.getByRole('textbox', { name: 'Customer' });
		await customer.fill(`zzqx ${tag}`);
		await page
			.getByRole('status')
			.filter({ hasText: `No customer matches “zzqx ${tag}”.` })
			.waitFor();
		found.push(...(await blockingViolations(page)).map((fault) => `no customer: ${fault}`));

		await customer.fill(`Axe regular ${tag}`);
		const option = page.getByRole('listbox', { name: 'Customers found' }).getByRole('option').first();
		await option.hover();
		expect(await option.innerText()).toContain(`Axe regular ${tag}`);
		found.push(...(await blockingViolations(page)).map((fault) => `customers listed: ${fault}`));
		await screenshot(page, 'checkout-customers-open');
		expect(found).toEqual([]);
		await page.close();
	});
});

describe('the counter says what it found and prints who served at which till', () => {
	for (const viewport of [
		{ width: 1366, height: 768 },
		{ width: 1024, height: 768 },
	])
		it(`names a code nothing has, finds a customer by phone however typed, names the clerk's discount bound and prints clerk, till, cash and change at ${viewport.width} px`, async () => {
			const lamp = await stockedSku(`Brasswick Lamp ${viewport.width}`, 1_800, 4);
			const soldOut = await stockedSku(`Tidewell Urn ${viewport.width}`, 900, 0);
			const unknown = `4${String(Date.now()).slice(-11)}`;
			const last4 = String(Date.now()).slice(-4);
			const regular = await api('POST', '/items/customers', {
				name: `Phone regular ${viewport.width} ${tag}`,
				phone: `579-241-${last4}`,
			});
			const [me] = await api(
				'GET',
				`/users?filter[email][_eq]=${encodeURIComponent(stack().staff.email)}&fields=first_name,last_name,email`,
			);
			const clerkName = [me.first_name, me.last_name].filter(Boolean).join(' ') || me.email;
			const tillName = (await api('GET', `/items/tills/${clerkTill}?fields=name`)).name as string;

			const page = await clerk.newPage();
			await page.setViewportSize(viewport);
			const till = await new CheckoutPage(page).open();

			// A code no card or product has, and one whose SKU is sold out: each said aloud, by its code.
			await till.scan(unknown);
			await page
				.getByRole('alert')
				.filter({ hasText: `Not added: no card or product has the barcode ${unknown}.` })
				.waitFor();
			await till.scan(soldOut.barcode);
			await page
				.getByRole('alert')
				.filter({ hasText: `Not added: ${soldOut.name}` })
				.filter({ hasText: `barcode ${soldOut.barcode}) is out of stock.` })
				.waitFor();
			expect(await blockingViolations(page)).toEqual([]);
			await screenshot(page, `checkout-nothing-found-${viewport.width}`);
			await till.press('Escape');
			await till.scan(lamp.barcode);
			await till.line(lamp.name).waitFor();

			// The customer, by phone written otherwise than stored.
			await till.chooseCustomerByKeys(`+1 579 241 ${last4}`, regular.name);

			// The clerk's discount bound is the staff cap on this sale, not the field's widest.
			const discount = page.getByRole('textbox', { name: 'Discount' });
			await discount.fill('-1');
			await page.getByText('Discount must be from $0.00 to $1.80, with at most 2 decimals.').waitFor();
			await discount.fill('');

			// Cash handed over, change given: the receipt says both, with the clerk and the till by name.
			const total = 1_800 + taxOn(1_800, settings.tax_rate_bp);
			await till.press('F2');
			await till.cashTendered().fill('20.00');
			await till.press('Enter');
			await till.receipt().waitFor();
			const receipt = (await till.receipt().innerText()).replace(/\s+/g, ' ');
			expect(receipt).toContain(`Served by: ${clerkName}`);
			expect(receipt).toContain(`Till: ${tillName}`);
			expect(receipt).toContain(`Customer: ${regular.name}`);
			expect(receipt).toContain(`Cash tendered ${money(2_000)}`);
			expect(receipt).toContain(`Change ${money(2_000 - total)}`);
			expect(receipt).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
			expect(await blockingViolations(page)).toEqual([]);
			await screenshot(page, `checkout-receipt-served-${viewport.width}`);

			// Printed again from the order, it names the same clerk and till.
			const number = /Order (D-\d{6})/.exec(receipt)![1]!;
			const sold = await orderByNumber(number);
			expect(sold.order).toMatchObject({ customer: regular.id, discount: 0, total, change_given: 2_000 - total });
			await page.goto(appUrl(`/orders/${sold.order.id}?receipt=true`));
			const again = page
				.getByRole('dialog', { name: `Receipt of order ${number}` })
				.getByRole('region', { name: 'Receipt' });
			await again.getByText(`Served by: ${clerkName}`).waitFor();
			await again.getByText(`Till: ${tillName}`).waitFor();
			await page.close();
		});
});
