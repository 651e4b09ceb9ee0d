import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, countPrints, screenshot, signedInContext, stack } from '../harness/browser.ts';
import { api, pricedSku } from '../harness/api.ts';
import { launchBrowser } from '../harness/chromium.ts';
import { CardPage } from '../pages/card-page.ts';
import { OrderPage } from '../pages/order-page.ts';
import { OrdersPage } from '../pages/orders-page.ts';
import { PickListPage } from '../pages/pick-list-page.ts';
import { SavedViews } from '../pages/saved-views.ts';

let browser: Browser;
let clerk: BrowserContext;
let owner: BrowserContext;
let clerkToken: string;

/** A call to the API with a bearer token: the owner's by default, the clerk's when given. */

let serial = 0;
const tag = Date.now().toString(36);

/** A card of its own with one priced NM SKU in a bin, and stock. */
async function stockedSku(name: string, price: number, stock: number, bin: string | null = null): Promise<{ id: number; card: number; name: string }> {
	const card = await api('POST', '/items/cards', { set: 1, name: `${name} ${tag}`, collector_number: String(800 + serial++), rarity: 'Rare' });
	const sku = await pricedSku(card.id, { price, stock, bin });
	return { id: sku, card: card.id, name: `${name} ${tag}` };
}

/** A sale made as the clerk through the checkout command, as the online shop or the till would. */
const checkout = (body: unknown) => api('POST', '/deckhand/checkout', body, clerkToken) as Promise<{ id: number; number: string; status: string; total: number; lines: Array<{ id: number; sku: number }> }>;

const quantityOf = async (sku: number) => (await api('GET', `/items/skus/${sku}?fields=quantity`)).quantity as number;
const orderOf = async (order: number) => api('GET', `/items/orders/${order}?fields=status,tracking_number`);
const eventsOf = async (order: number) =>
	((await api('GET', `/items/order_events?filter[order][_eq]=${order}&fields=from_status,to_status,note&sort=id`)) as Array<{ from_status: string | null; to_status: string; note: string | null }>).map(
		(event) => [event.from_status, event.to_status, event.note],
	);

beforeAll(async () => {
	browser = await launchBrowser();
	clerk = await signedInContext(browser, stack().staff);
	owner = await signedInContext(browser, stack().admin);
	const login = await fetch(`${stack().url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: stack().staff.email, password: stack().staff.password }) });
	clerkToken = (await login.json()).data.access_token;
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
		await screenshot(page, 'orders-list');
		await list.table().getByRole('link', { name: order.number }).click();

		const detail = new OrderPage(page);
		await detail.lines().getByText(sku.name).waitFor();
		await detail.action('Cancel order').click();
		expect(page.url()).toContain('dialog=cancel');
		await detail.dialog().getByText('The 2 copies go back in stock.', { exact: false }).waitFor();
		await detail.dialog().getByLabel('Note').fill('Customer changed their mind');
		// Leaving keeps the order, in those words; the cancelling button is the red one.
		expect(await detail.dialog().getByRole('button').allInnerTexts()).toEqual(expect.arrayContaining(['Keep order', 'Cancel order']));
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
		const order = await checkout({ channel: 'online', lines: [{ sku: sku.id, quantity: 1 }], payments: [{ method: 'card', amount: 1_083 }] });
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
		await detail.dialog().getByText('$5.83 of $10.83 is still to pay; an order is marked paid only when paid in full.').waitFor();
		expect((await orderOf(order.id)).status).toBe('open');
		await detail.dialog().getByLabel('Card (USD)').fill('6');
		await screenshot(page, 'order-pay-dialog');
		await detail.dialog().getByRole('button', { name: 'Mark paid' }).click();
		await detail.waitForStatus('Paid');
		const payments = await api('GET', `/items/order_payments?filter[order][_eq]=${order.id}&fields=method,amount&sort=id`);
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
		const order = await checkout({ channel: 'counter', lines: [{ sku: sku.id, quantity: 1 }], payments: [{ method: 'cash', amount: 3_000 }], complete: true });
		expect(order.status).toBe('completed');

		const page = await clerk.newPage();
		const asked: string[] = [];
		page.on('request', (request) => asked.push(request.url()));
		const detail = await new OrderPage(page).open(order.id, '?dialog=refund');
		await detail.waitForStatus('Completed');
		expect(await detail.action('Refund').isDisabled()).toBe(true);
		await page.getByText('Refund: Only an administrator can refund an order.').waitFor();
		// A hand-typed address does not open the dialog the role may not use.
		expect(await detail.dialog().count()).toBe(0);
		expect(await detail.columnHeaders()).not.toContain('Cost');
		await screenshot(page, 'order-refund-disabled');
		expect(asked.filter((url) => url.includes('order_line_costs'))).toEqual([]);
		expect((await orderOf(order.id)).status).toBe('completed');

		// A note on the order is a Directus comment on its row, kept with the author.
		await page.getByLabel('New note').fill('Customer may bring it back on Saturday');
		await page.getByRole('button', { name: 'Add note' }).click();
		await page.getByRole('list', { name: 'Notes on this order' }).getByText('Customer may bring it back on Saturday').waitFor();
		const comments = await api('GET', `/comments?filter[collection][_eq]=orders&filter[item][_eq]=${order.id}&fields=comment`);
		expect(comments).toEqual([{ comment: 'Customer may bring it back on Saturday' }]);

		// An order that does not exist is said as such.
		await page.goto(appUrl('/orders/99999999'));
		await page.getByText('There is no such order. Search the order list instead.').waitFor();
		await page.close();
	});
});

describe('the owner refunds', () => {
	it('refunds a completed order, restocking one line', async () => {
		const kept = await stockedSku('Reef Golem', 1_000, 4);
		const written = await stockedSku('Coral Sprite', 500, 2);
		await api('POST', '/items/sku_costs', { sku: kept.id, unit_cost: 400 });
		const order = await checkout({ channel: 'counter', lines: [{ sku: kept.id, quantity: 2 }, { sku: written.id, quantity: 1 }], payments: [{ method: 'cash', amount: 5_000 }], complete: true });
		expect([await quantityOf(kept.id), await quantityOf(written.id)]).toEqual([2, 1]);

		const page = await owner.newPage();
		const detail = await new OrderPage(page).open(order.id);
		// The owner sees cost and margin per line: 2 × $4.00 against $20.00; a SKU without a known cost shows a dash.
		expect(await detail.columnHeaders()).toEqual(['Card', 'Condition · finish · language', 'Quantity', 'Unit price', 'Line total', 'Cost', 'Margin']);
		expect((await detail.lines().locator('tbody tr').nth(0).locator('td').allInnerTexts()).slice(4)).toEqual(['$20.00', '$8.00', '$12.00']);
		expect((await detail.lines().locator('tbody tr').nth(1).locator('td').allInnerTexts()).slice(5)).toEqual(['—', '—']);
		await detail.action('Refund').click();
		expect(page.url()).toContain('dialog=refund');
		// Every copy sold goes back by default; more than the line sold is an error beside it, as typed, and nothing is sent.
		expect(await detail.dialog().getByLabel(`Restock ${kept.name}`).inputValue()).toBe('2');
		expect(await detail.dialog().getByLabel(`Restock ${written.name}`).inputValue()).toBe('1');
		await detail.dialog().getByLabel(`Restock ${kept.name}`).fill('5');
		await detail.dialog().getByLabel('Note').fill('Wrong set sent');
		await detail.dialog().getByRole('button', { name: 'Refund order' }).click();
		await detail.dialog().getByText('Back in stock must be a whole number from 0 to 2.').waitFor();
		expect(await detail.dialog().getByLabel(`Restock ${kept.name}`).inputValue()).toBe('5');
		expect((await eventsOf(order.id)).at(-1)?.[1]).toBe('completed');
		await detail.dialog().getByLabel(`Restock ${kept.name}`).fill('1');
		await detail.dialog().getByLabel(`Restock ${written.name}`).fill('0');
		await screenshot(page, 'order-refund-dialog');
		await detail.dialog().getByRole('button', { name: 'Refund order' }).click();
		await detail.waitForStatus('Refunded');
		await page.getByRole('table', { name: 'Payments' }).getByText('Cash refund').waitFor();
		await screenshot(page, 'order-refunded');

		expect([await quantityOf(kept.id), await quantityOf(written.id)]).toEqual([3, 1]);
		const movements = await api('GET', `/items/stock_movements?filter[order][_eq]=${order.id}&filter[reason][_eq]=refund_restock&fields=sku,delta`);
		expect(movements).toEqual([{ sku: kept.id, delta: 1 }]);
		expect((await eventsOf(order.id)).at(-1)).toEqual(['completed', 'refunded', 'Wrong set sent']);
		await page.close();
	});
});

describe('the pick list', () => {
	it('shows a paid online order’s line under its bin, and prints', async () => {
		const bin = `Z-${tag}`;
		const sku = await stockedSku('Shoal Drake', 700, 6, bin);
		const order = await checkout({ channel: 'online', lines: [{ sku: sku.id, quantity: 3 }], payments: [{ method: 'cash', amount: 5_000 }] });
		expect(order.status).toBe('paid');

		const page = await clerk.newPage();
		await countPrints(page);
		const pick = await new PickListPage(page).open();
		const rows = await pick.binRows(bin);
		expect(rows).toHaveLength(1);
		expect(rows[0]!.slice(0, 3)).toEqual([bin, '3', sku.name]);
		expect(rows[0]![3]).toContain(`#${sku.id}`);
		expect(rows[0]![4]).toBe(order.number);
		await screenshot(page, 'orders-pick-list');
		await page.getByRole('button', { name: 'Print' }).click();
		await expect.poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
		// On paper the list stands alone.
		await page.emulateMedia({ media: 'print' });
		const visibility = (selector: string) => page.locator(selector).first().evaluate((element) => getComputedStyle(element).visibility);
		expect(await visibility('.pick-list')).toBe('visible');
		expect(await visibility('nav')).toBe('hidden');
		await page.close();
	});
});

describe('saved views of the orders list', () => {
	/** The list's state in the address, whatever order the keys are written in (a view opens on page 1). */
	const addressState = (href: string) => [...new URL(href).searchParams.entries()].filter(([key]) => key !== 'page').sort(([a], [b]) => a.localeCompare(b));

	it('lets the clerk save a status and channel filter as a view and open it again after a reload', async () => {
		const sku = await stockedSku('Tide Seer', 900, 4);
		const order = await checkout({ channel: 'online', lines: [{ sku: sku.id, quantity: 1 }], payments: [{ method: 'cash', amount: 5_000 }] });
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
		expect(state).toEqual([['channel', 'online'], ['status', 'paid']]);
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
