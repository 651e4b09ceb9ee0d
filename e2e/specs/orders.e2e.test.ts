import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, countPrints, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { openTestTill, useTill } from '../harness/tills.ts';
import { api, pricedSku, stockCounter } from '../harness/api.ts';
import { blockingViolations } from '../harness/accessibility.ts';
import { storedValuesShown } from '../harness/stored-words.ts';
import { CardPage } from '../pages/card-page.ts';
import { OrderPage } from '../pages/order-page.ts';
import { OrdersPage } from '../pages/orders-page.ts';
import { PickListPage } from '../pages/pick-list-page.ts';
import { SavedViews } from '../pages/saved-views.ts';

let browser: Browser;
let clerk: BrowserContext;
let owner: BrowserContext;

/** The clerk's token for calls made as the clerk, signed in afresh: the e2e server's tokens live 60 s, and this file runs longer. */
const clerkToken = async (): Promise<string> =>
	(await api('POST', '/auth/login', { email: stack().staff.email, password: stack().staff.password })).access_token;

let serial = 0;
const tag = Date.now().toString(36);

/** A card of its own (in set 1 unless told, numbered from 800 unless told) with one priced NM SKU in a bin, and stock. */
async function stockedSku(
	name: string,
	price: number,
	stock: number,
	bin: string | null = null,
	card: { set?: number; number?: string } = {},
): Promise<{ id: number; card: number; name: string }> {
	const created = await api('POST', '/items/cards', {
		set: card.set ?? 1,
		name: `${name} ${tag}`,
		collector_number: card.number ?? String(800 + serial++),
		rarity: 'Rare',
	});
	const sku = await pricedSku(created.id, { price, stock, bin });
	return { id: sku, card: created.id, name: `${name} ${tag}` };
}

/** A sale made as the clerk through the checkout command, as the online shop or the till would. */
const checkout = async (
	body: object,
): Promise<{ id: number; number: string; status: string; total: number; lines: Array<{ id: number; sku: number }> }> =>
	api('POST', '/deckhand/checkout', { till, ...body }, await clerkToken());

const quantityOf = async (sku: number) => (await api('GET', `/items/skus/${sku}?fields=quantity`)).quantity as number;
const orderOf = async (order: number) => api('GET', `/items/orders/${order}?fields=status,tracking_number`);
const eventsOf = async (order: number) =>
	(
		(await api(
			'GET',
			`/items/order_events?filter[order][_eq]=${order}&fields=from_status,to_status,note&sort=id`,
		)) as Array<{ from_status: string | null; to_status: string; note: string | null }>
	).map((event) => [event.from_status, event.to_status, event.note]);

let till: number;

beforeAll(async () => {
	browser = await specBrowser();
	clerk = await signedInContext(browser, stack().staff);
	owner = await signedInContext(browser, stack().admin);
	// One open till for both browsers: the cash of the sales, and the cash paid back, goes through it.
	till = await openTestTill();
	await useTill(clerk, till);
	await useTill(owner, till);
	expect((await api('GET', '/items/shop_settings?fields=currency')).currency).toBe('USD');
});
afterAll(async () => {
	await browser?.close();
});

describe('the clerk fulfils orders', () => {
	it('cancels an open online order and sees the stock back', async () => {
		const sku = await stockedSku('Harbor Kraken', 1_000, 5);
		const order = await checkout({ channel: 'online', lines: [{ sku: sku.id, quantity: 2 }] });
		expect(order.status).toBe('open');
		expect(await quantityOf(sku.id)).toBe(3);

		const page = await clerk.newPage();
		const list = await new OrdersPage(page).open('?status=open&channel=online');
		await list.search(order.number.slice(-6));
		expect(new URL(page.url()).searchParams.get('status')).toBe('open');
		expect((await list.rows()).map((row) => row[0])).toEqual([order.number]);
		expect(await storedValuesShown(page)).toEqual([]);
		await screenshot(page, 'orders-list');
		await list.table().getByRole('link', { name: order.number }).click();

		const detail = new OrderPage(page);
		await detail.lines().getByText(sku.name).waitFor();
		await detail.action('Cancel order').click();
		expect(page.url()).toContain('dialog=cancel');
		await detail.dialog().getByText('The 2 copies go back in stock.', { exact: false }).waitFor();
		await detail.dialog().getByLabel('Note').fill('Customer changed their mind');
		// Leaving keeps the order, in those words; the cancelling button is the red one.
		expect(await detail.dialog().getByRole('button').allInnerTexts()).toEqual(
			expect.arrayContaining(['Keep order', 'Cancel order']),
		);
		await screenshot(page, 'order-cancel-dialog');
		await detail.dialog().getByRole('button', { name: 'Cancel order' }).click();
		await detail.waitForStatus('Cancelled');
		await detail.dialog().waitFor({ state: 'detached' });
		expect(page.url()).not.toContain('dialog=');
		await detail.history().getByText('Open → Cancelled').waitFor();
		expect(await detail.page.getByRole('group', { name: 'Order actions' }).getByRole('button').count()).toBe(0);

		expect(await quantityOf(sku.id)).toBe(5);
		expect(await eventsOf(order.id)).toEqual([
			[null, 'open', null],
			['open', 'cancelled', 'Customer changed their mind'],
		]);
		// The card's stock history shows the copies coming back, with a link to the order.
		const card = await new CardPage(page).open(sku.card);
		const back = card.historyRows().filter({ hasText: 'Order cancelled' });
		await back.getByRole('link', { name: order.number }).click();
		await page.waitForURL((url) => url.pathname.endsWith(`/orders/${order.id}`));
		await detail.waitForStatus('Cancelled');
		await page.close();
	});

	it('ships a paid order: refused without a tracking number (input kept), then shipped with one', async () => {
		const sku = await stockedSku('Lantern Eel', 1_000, 3);
		const order = await checkout({
			channel: 'online',
			lines: [{ sku: sku.id, quantity: 1 }],
			payments: [{ method: 'card', amount: 1_083 }],
		});
		expect(order.status).toBe('paid');

		const page = await clerk.newPage();
		const detail = await new OrderPage(page).open(order.id);
		await detail.action('Ship').click();
		expect(page.url()).toContain('dialog=ship');
		await detail.dialog().getByLabel('Note').fill('Bubble mailer');
		await detail.dialog().getByRole('button', { name: 'Ship order' }).click();
		await detail.dialog().getByText('A shipped order needs its tracking number (1 to 80 characters).').waitFor();
		expect(await detail.dialog().getByLabel('Note').inputValue()).toBe('Bubble mailer');
		expect(await detail.dialog().getByLabel('Tracking number').getAttribute('aria-invalid')).toBe('true');
		await screenshot(page, 'order-ship-refused');
		expect(await orderOf(order.id)).toEqual({ status: 'paid', tracking_number: null });

		// One character past the bound is said beside the field as typed, never cut to fit, and nothing is sent.
		const tooLong = '1Z'.padEnd(81, '9');
		await detail.dialog().getByLabel('Tracking number').fill(tooLong);
		await detail.dialog().getByText('Tracking number must be at most 80 characters (it has 81).').waitFor();
		expect(await detail.dialog().getByLabel('Tracking number').inputValue()).toBe(tooLong);
		await detail.dialog().getByRole('button', { name: 'Ship order' }).click();
		await detail.dialog().getByText('Tracking number must be at most 80 characters (it has 81).').waitFor();
		expect(await detail.dialog().getByLabel('Tracking number').inputValue()).toBe(tooLong);
		expect(await orderOf(order.id)).toEqual({ status: 'paid', tracking_number: null });

		await detail.dialog().getByLabel('Tracking number').fill('1Z999AA10123456784');
		await detail.dialog().getByRole('button', { name: 'Ship order' }).click();
		await detail.waitForStatus('Shipped');
		await page.getByText('Tracking number: 1Z999AA10123456784').waitFor();
		expect(await orderOf(order.id)).toEqual({ status: 'shipped', tracking_number: '1Z999AA10123456784' });
		expect((await eventsOf(order.id)).at(-1)).toEqual(['paid', 'shipped', 'Bubble mailer']);
		await page.close();
	});

	it('marks an open phone order paid with a card and cash (change given), then completes it', async () => {
		const sku = await stockedSku('Brine Hound', 1_000, 2);
		const order = await checkout({ channel: 'phone', lines: [{ sku: sku.id, quantity: 1 }] });
		const page = await clerk.newPage();
		const detail = await new OrderPage(page).open(order.id);
		await detail.action('Mark paid').click();
		expect(page.url()).toContain('dialog=pay');
		await detail.dialog().getByText('Due: $10.83 of $10.83').waitFor();
		// Not enough: said beside the payments, nothing sent.
		await detail.dialog().getByLabel('Cash (USD)').fill('5');
		await detail.dialog().getByRole('button', { name: 'Mark paid' }).click();
		await detail
			.dialog()
			.getByText('$5.83 of $10.83 is still to pay; an order is marked paid only when paid in full.')
			.waitFor();
		expect((await orderOf(order.id)).status).toBe('open');
		await detail.dialog().getByLabel('Card (USD)').fill('6');
		await screenshot(page, 'order-pay-dialog');
		await detail.dialog().getByRole('button', { name: 'Mark paid' }).click();
		await detail.waitForStatus('Paid');
		const payments = await api(
			'GET',
			`/items/order_payments?filter[order][_eq]=${order.id}&fields=method,amount&sort=id`,
		);
		expect(payments).toEqual([
			{ method: 'cash', amount: 483 },
			{ method: 'card', amount: 600 },
		]);
		await detail.action('Complete').click();
		await detail.waitForStatus('Completed');
		expect(await eventsOf(order.id)).toEqual([
			[null, 'open', null],
			['open', 'paid', null],
			['paid', 'completed', null],
		]);
		await page.close();
	});

	it('sees refund disabled with the reason, and no costs (not even asked for)', async () => {
		const sku = await stockedSku('Tidal Wyrm', 2_000, 2);
		const order = await checkout({
			channel: 'counter',
			lines: [{ sku: sku.id, quantity: 1 }],
			payments: [{ method: 'cash', amount: 3_000 }],
			complete: true,
		});
		expect(order.status).toBe('completed');

		const page = await clerk.newPage();
		const asked: string[] = [];
		page.on('request', (request) => asked.push(request.url()));
		const detail = await new OrderPage(page).open(order.id, '?dialog=refund');
		await detail.waitForStatus('Completed');
		expect(await detail.action('Refund').isDisabled()).toBe(true);
		// The shop has set no staff refund limit (0): a refund of money is the owner's.
		await page
			.getByText(
				'Refund: Only an administrator can refund an order that took money: the staff refund limit is 0.',
			)
			.waitFor();
		// A hand-typed address does not open the dialog the role may not use.
		expect(await detail.dialog().count()).toBe(0);
		expect(await detail.columnHeaders()).not.toContain('Cost');
		await screenshot(page, 'order-refund-disabled');
		expect(asked.filter((url) => url.includes('order_line_costs'))).toEqual([]);
		expect((await orderOf(order.id)).status).toBe('completed');

		// A note on the order is a Directus comment on its row, kept with the author.
		await page.getByLabel('New note').fill('Customer may bring it back on Saturday');
		await page.getByRole('button', { name: 'Add note' }).click();
		await page
			.getByRole('list', { name: 'Notes on this order' })
			.getByText('Customer may bring it back on Saturday')
			.waitFor();
		const comments = await api(
			'GET',
			`/comments?filter[collection][_eq]=orders&filter[item][_eq]=${order.id}&fields=comment`,
		);
		expect(comments).toEqual([{ comment: 'Customer may bring it back on Saturday' }]);
		await page.close();
	});
});

describe('a clerk refunds within the staff refund limit', () => {
	const setRefundLimit = (limit: number) => api('PATCH', '/items/shop_settings', { staff_refund_limit: limit });

	it('refunds a line under the limit, and sees a refund over it refused by name', async () => {
		await setRefundLimit(2_000);
		try {
			const small = await stockedSku('Kelp Sprite', 500, 3);
			const under = await checkout({
				channel: 'counter',
				lines: [{ sku: small.id, quantity: 2 }],
				payments: [{ method: 'cash', amount: 2_000 }],
				complete: true,
			});
			const large = await stockedSku('Abyssal Titan', 2_000, 1);
			const over = await checkout({
				channel: 'counter',
				lines: [{ sku: large.id, quantity: 1 }],
				payments: [{ method: 'cash', amount: 3_000 }],
				complete: true,
			});

			const page = await clerk.newPage();
			await page.setViewportSize({ width: 1366, height: 768 });
			const refused = await new OrderPage(page).open(over.id, '?dialog=refund');
			await refused.waitForStatus('Completed');
			expect(await refused.action('Refund').isDisabled()).toBe(true);
			await page
				.getByText(
					'Refund: This refund pays back $21.65, above the staff refund limit of $20.00: an administrator refunds it.',
				)
				.waitFor();
			expect(await refused.dialog().count()).toBe(0);

			// Under the limit: the clerk chooses the copies that go back, as the owner does.
			const detail = await new OrderPage(page).open(under.id);
			await detail.action('Refund').click();
			const restock = detail.dialog().getByLabel(`Restock ${small.name} (NM · normal · EN)`);
			await restock.fill('1');
			await detail.dialog().getByLabel('Note').fill('One copy returned unopened');
			expect(await blockingViolations(page)).toEqual([]);
			await screenshot(page, 'order-clerk-refund-dialog');
			await detail.dialog().getByRole('button', { name: 'Refund order' }).click();
			await detail.waitForStatus('Refunded');
			expect(await quantityOf(small.id)).toBe(2);
			expect((await eventsOf(under.id)).at(-1)).toEqual(['completed', 'refunded', 'One copy returned unopened']);
			expect((await orderOf(over.id)).status).toBe('completed');
			await page.close();
		} finally {
			await setRefundLimit(0);
		}
	});
});

describe('the owner refunds', () => {
	it('refunds a completed order line by line and copy by copy, every copy sold going back unless lowered; the clerk then reads who did what', async () => {
		const kept = await stockedSku('Reef Golem', 1_000, 4);
		// A second SKU of the same card: each line's field is named by its condition too, so the two cannot be confused.
		const played = { id: await pricedSku(kept.card, { price: 500, stock: 2, condition: 'LP' }), name: kept.name };
		await api('POST', '/items/sku_costs', { sku: kept.id, unit_cost: 400 });
		const order = await checkout({
			channel: 'counter',
			lines: [
				{ sku: kept.id, quantity: 2 },
				{ sku: played.id, quantity: 1 },
			],
			payments: [{ method: 'cash', amount: 5_000 }],
			complete: true,
		});
		expect([await quantityOf(kept.id), await quantityOf(played.id)]).toEqual([2, 1]);

		const page = await owner.newPage();
		const detail = await new OrderPage(page).open(order.id);
		// The owner sees cost and margin per line: 2 × $4.00 against $20.00; a SKU without a known cost shows a dash.
		expect(await detail.columnHeaders()).toEqual([
			'Card',
			'Condition · finish · language',
			'Quantity',
			'Unit price',
			'Line total',
			'Cost',
			'Margin',
		]);
		expect((await detail.lines().locator('tbody tr').nth(0).locator('td').allInnerTexts()).slice(4)).toEqual([
			'$20.00',
			'$8.00',
			'$12.00',
		]);
		expect((await detail.lines().locator('tbody tr').nth(1).locator('td').allInnerTexts()).slice(5)).toEqual([
			'—',
			'—',
		]);
		await detail.action('Refund').click();
		expect(page.url()).toContain('dialog=refund');
		const restockNM = detail.dialog().getByLabel(`Restock ${kept.name} (NM · normal · EN)`);
		const restockLP = detail.dialog().getByLabel(`Restock ${played.name} (LP · normal · EN)`);
		// Every copy sold goes back by default; more than the line sold is an error beside it, as typed, and nothing is sent.
		expect([await restockNM.inputValue(), await restockLP.inputValue()]).toEqual(['2', '1']);
		await restockNM.fill('5');
		await detail.dialog().getByLabel('Note').fill('Wrong set sent');
		await detail.dialog().getByRole('button', { name: 'Refund order' }).click();
		await detail.dialog().getByText('Back in stock must be a whole number from 0 to 2.').waitFor();
		expect(await restockNM.inputValue()).toBe('5');
		expect((await eventsOf(order.id)).at(-1)?.[1]).toBe('completed');
		await restockNM.fill('1');
		await restockLP.fill('0');
		await screenshot(page, 'order-refund-dialog');
		await detail.dialog().getByRole('button', { name: 'Refund order' }).click();
		await detail.waitForStatus('Refunded');
		await page.getByRole('table', { name: 'Payments' }).getByText('Cash refund').waitFor();
		expect(await storedValuesShown(page)).toEqual([]);
		await screenshot(page, 'order-refunded');
		await page.setViewportSize({ width: 1024, height: 768 });
		await screenshot(page, 'order-refunded-1024');

		expect([await quantityOf(kept.id), await quantityOf(played.id)]).toEqual([3, 1]);
		const movements = await api(
			'GET',
			`/items/stock_movements?filter[order][_eq]=${order.id}&filter[reason][_eq]=refund_restock&fields=sku,delta`,
		);
		expect(movements).toEqual([{ sku: kept.id, delta: 1 }]);
		expect((await eventsOf(order.id)).at(-1)).toEqual(['completed', 'refunded', 'Wrong set sent']);
		await page.close();

		// The clerk reads the owner's name on the refund and their own on the sale: names, never ids or "someone".
		const name = (user: { first_name: string; last_name: string }) => `${user.first_name} ${user.last_name}`;
		const ownerName = name(await api('GET', '/users/me?fields=first_name,last_name'));
		const clerkName = name(
			await api('GET', '/users/me?fields=first_name,last_name', undefined, await clerkToken()),
		);
		const clerkPage = await clerk.newPage();
		const seen = await new OrderPage(clerkPage).open(order.id);
		await seen.history().getByText('Completed → Refunded').waitFor();
		expect(
			await seen
				.history()
				.getByText(new RegExp(`^${ownerName} · `))
				.count(),
		).toBe(1);
		expect(
			await seen
				.history()
				.getByText(new RegExp(`^${clerkName} · `))
				.count(),
		).toBe(1);
		await clerkPage.getByText(new RegExp(`^Counter · .+ · by ${clerkName}$`)).waitFor();
		expect(
			await clerkPage
				.locator('main')
				.getByText(/Someone/)
				.count(),
		).toBe(0);
		await screenshot(clerkPage, 'order-refunded-clerk');
		await clerkPage.setViewportSize({ width: 1024, height: 768 });
		await screenshot(clerkPage, 'order-refunded-clerk-1024');
		await clerkPage.close();
	});

	it('shows an order from the online shop, taken by no one, without a "by"', async () => {
		const [online] = await api(
			'GET',
			'/items/orders?filter[channel][_eq]=online&filter[user_created][_null]=true&fields=id&limit=1',
		);
		const page = await owner.newPage();
		await new OrderPage(page).open(online.id);
		await page.getByText(/^Online · [^·]+$/).waitFor();
		expect(
			await page
				.locator('main')
				.getByText(/ by |Someone/)
				.count(),
		).toBe(0);
		expect(await storedValuesShown(page)).toEqual([]);
		// The owner's order list at tablet width: every stored value in words there too.
		await page.setViewportSize({ width: 1024, height: 768 });
		const list = await new OrdersPage(page).open();
		expect(await storedValuesShown(page)).toEqual([]);
		await screenshot(list.page, 'orders-list-owner-1024');
		await page.close();
	});
});

describe('missing and forbidden orders', () => {
	it('says an order that does not exist does not exist, with the way back to the list', async () => {
		const page = await clerk.newPage();
		for (const address of ['/orders/99999999', '/orders/abc']) {
			await page.goto(appUrl(address));
			await page.getByRole('heading', { level: 1, name: 'This order does not exist' }).waitFor();
			expect(await page.getByText('Not allowed').count()).toBe(0);
		}
		await screenshot(page, 'order-missing');
		await page.getByRole('link', { name: 'Back to the order list' }).click();
		await page.waitForURL((url) => url.pathname.endsWith('/orders'));
		await page.close();
	});

	it('says not allowed, not missing, to a role that may not read orders, whether the order exists or not', async () => {
		const counter = await stockCounter();
		const context = await signedInContext(browser, counter);
		const page = await context.newPage();
		const [existing] = await api('GET', '/items/orders?fields=id&limit=1');
		for (const id of [existing.id, 99_999_999]) {
			await page.goto(appUrl(`/orders/${id}`));
			await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
			await page.getByText('Orders need permission to read orders.').waitFor();
			expect(await page.getByText('This order does not exist').count()).toBe(0);
		}
		await screenshot(page, 'order-not-allowed');
		await context.close();
	});
});

describe('the pick list', () => {
	it('names each bin once, its cards by set and number, and prints', async () => {
		const bin = `Z-${tag}`;
		const [first, second] = (await api('GET', '/items/sets?fields=id,code&sort=code&limit=2')) as Array<{
			id: number;
			code: string;
		}>;
		const tenth = await stockedSku('Shoal Drake', 700, 6, bin, { set: second!.id, number: '10' });
		const ninth = await stockedSku('Reef Lurker', 700, 6, bin, { set: second!.id, number: '9' });
		const other = await stockedSku('Kelp Sprite', 700, 6, bin, { set: first!.id, number: '200' });
		const elsewhere = await stockedSku('Gull Knight', 700, 6, `Y-${tag}`, { set: first!.id, number: '1' });
		const order = await checkout({
			channel: 'online',
			lines: [
				{ sku: tenth.id, quantity: 3 },
				{ sku: ninth.id, quantity: 1 },
				{ sku: elsewhere.id, quantity: 1 },
			],
			payments: [{ method: 'cash', amount: 10_000 }],
		});
		const laterOrder = await checkout({
			channel: 'online',
			lines: [{ sku: other.id, quantity: 2 }],
			payments: [{ method: 'cash', amount: 10_000 }],
		});
		expect([order.status, laterOrder.status]).toEqual(['paid', 'paid']);

		const page = await clerk.newPage();
		await countPrints(page);
		const pick = await new PickListPage(page).open();
		expect(await pick.table().locator('thead th').allInnerTexts()).toEqual([
			'Bin',
			'Quantity',
			'Card',
			'Set',
			'Number',
			'Condition · finish · language',
			'Order',
		]);
		// Each bin once, in bin order (Y before Z), its lines by set, then number as read ("9" before "10").
		const bins = await pick.binNames();
		expect(bins.filter((name) => name.endsWith(tag))).toEqual([`Y-${tag}`, `Z-${tag}`]);
		expect(await pick.binSpan(bin)).toBe(3);
		expect(await pick.binRows(bin)).toEqual([
			['2', other.name, first!.code, '200', 'NM · normal · EN', laterOrder.number],
			['1', ninth.name, second!.code, '9', 'NM · normal · EN', order.number],
			['3', tenth.name, second!.code, '10', 'NM · normal · EN', order.number],
		]);
		expect(await storedValuesShown(page)).toEqual([]);
		await screenshot(page, 'orders-pick-list');
		await page.setViewportSize({ width: 1024, height: 768 });
		await screenshot(page, 'orders-pick-list-1024');
		await page.getByRole('button', { name: 'Print' }).click();
		await expect.poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
		// On paper the list stands alone.
		await page.emulateMedia({ media: 'print' });
		const visibility = (selector: string) =>
			page
				.locator(selector)
				.first()
				.evaluate((element) => getComputedStyle(element).visibility);
		expect(await visibility('.pick-list')).toBe('visible');
		expect(await visibility('nav')).toBe('hidden');
		await screenshot(page, 'orders-pick-list-print');
		await page.close();
	});
});

describe('the order list’s dates', () => {
	it('says a range that ends before it starts beside From, asks for nothing with it, and keeps it in the address', async () => {
		const page = await clerk.newPage();
		const list = await new OrdersPage(page).open();
		const asked: string[] = [];
		page.on('request', (request) => {
			if (new URL(request.url()).pathname === '/items/orders') asked.push(request.url());
		});
		await page.getByLabel('To', { exact: true }).fill('2026-11-01');
		await page.waitForURL((url) => url.searchParams.get('to') === '2026-11-01');
		await list.settled();
		asked.length = 0;
		await page.getByLabel('From', { exact: true }).fill('2026-11-30');
		await page.waitForURL((url) => url.searchParams.get('from') === '2026-11-30');
		await page.getByText('From must be on or before To.').waitFor();
		expect(await page.getByLabel('From', { exact: true }).getAttribute('aria-invalid')).toBe('true');
		expect(await list.table().count()).toBe(0);
		await screenshot(page, 'orders-dates-inverted');
		await page.reload();
		await page.getByText('From must be on or before To.').waitFor();
		expect([new URL(page.url()).searchParams.get('from'), new URL(page.url()).searchParams.get('to')]).toEqual([
			'2026-11-30',
			'2026-11-01',
		]);
		expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe('2026-11-30');
		await page.setViewportSize({ width: 1024, height: 768 });
		await screenshot(page, 'orders-dates-inverted-1024');
		expect(asked).toEqual([]);

		// Put right, the list is asked for at once.
		await page.getByLabel('From', { exact: true }).fill('2026-10-30');
		await list.settled();
		expect(asked.some((url) => url.includes('2026-10-'))).toBe(true);
		expect(await page.getByText('From must be on or before To.').count()).toBe(0);
		await page.close();
	});
});

describe('saved views of the orders list', () => {
	/** The list's state in the address, whatever order the keys are written in (a view opens on page 1). */
	const addressState = (href: string) =>
		[...new URL(href).searchParams.entries()]
			.filter(([key]) => key !== 'page')
			.sort(([a], [b]) => a.localeCompare(b));

	it('lets the clerk save a status and channel filter as a view and open it again after a reload', async () => {
		const sku = await stockedSku('Tide Seer', 900, 4);
		const order = await checkout({
			channel: 'online',
			lines: [{ sku: sku.id, quantity: 1 }],
			payments: [{ method: 'cash', amount: 5_000 }],
		});
		expect(order.status).toBe('paid');

		const page = await clerk.newPage();
		const list = await new OrdersPage(page).open();
		await page.getByRole('combobox', { name: 'Status' }).click();
		await page.getByRole('option', { name: 'Paid', exact: true }).click();
		await page.waitForURL((url) => url.searchParams.get('status') === 'paid');
		await list.settled();
		await page.getByRole('combobox', { name: 'Channel' }).click();
		await page.getByRole('option', { name: 'Online', exact: true }).click();
		await page.waitForURL((url) => url.searchParams.get('channel') === 'online');
		await list.settled();
		const state = addressState(page.url());
		expect(state).toEqual([
			['channel', 'online'],
			['status', 'paid'],
		]);
		const rows = await list.rows();
		expect(rows.map((row) => row[0])).toContain(order.number);

		const views = new SavedViews(page);
		await views.fillSave('Paid online orders');
		await views.saveDialog().getByText('The number search, filters and sort the list shows now.').waitFor();
		await screenshot(page, 'orders-save-view');
		await views.saveDialog().getByRole('button', { name: 'Save view' }).click();
		await views.saveDialog().waitFor({ state: 'detached' });
		await views.button().filter({ hasText: 'Paid online orders' }).waitFor();

		await page.reload();
		await list.settled();
		await views.button().filter({ hasText: 'Paid online orders' }).waitFor();
		await list.open();
		expect(addressState(page.url())).toEqual([]);
		expect(await views.names('My views')).toContain('Paid online orders');
		await screenshot(page, 'orders-saved-views-menu');
		await views.choose('Paid online orders');
		await list.settled();
		expect(addressState(page.url())).toEqual(state);
		expect(await list.rows()).toEqual(rows);
		expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('Paid');
		await views.button().filter({ hasText: 'Paid online orders' }).waitFor();

		// The inventory's menu does not list the orders view.
		await page.goto(appUrl('/catalog'));
		expect(await views.names('My views')).not.toContain('Paid online orders');
		await page.close();
	});
});
