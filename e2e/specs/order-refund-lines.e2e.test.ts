import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { openTestTill, useTill } from '../harness/tills.ts';
import { api, pricedSku } from '../harness/api.ts';
import { blockingViolations } from '../harness/accessibility.ts';
import { OrderPage } from '../pages/order-page.ts';

// Refunding some lines of an order, and an exchange, at a laptop's 1366 × 768: the owner refunds
// one line of two, a clerk within the staff refund limit exchanges a copy for store credit.

let browser: Browser;
let clerk: BrowserContext;
let owner: BrowserContext;
let till: number;
const tag = Date.now().toString(36);
let serial = 0;

const clerkToken = async (): Promise<string> =>
	(await api('POST', '/auth/login', { email: stack().staff.email, password: stack().staff.password })).access_token;

/** A card of its own with one priced NM SKU and stock. */
async function stockedSku(name: string, price: number, stock: number): Promise<{ id: number; name: string }> {
	const card = await api('POST', '/items/cards', {
		set: 1,
		name: `${name} ${tag}`,
		collector_number: String(900 + serial++),
		rarity: 'Rare',
	});
	return { id: await pricedSku(card.id, { price, stock }), name: `${name} ${tag}` };
}

/** A completed counter sale paid by card: 2 × $10.00 and 1 × $5.00, tax 8.25 % → $27.06. */
async function completedSale(customer?: number) {
	const a = await stockedSku('Tidal Archivist', 1_000, 2);
	const b = await stockedSku('Reef Lantern', 500, 1);
	const order = await api(
		'POST',
		'/deckhand/checkout',
		{
			till,
			channel: 'counter',
			customer,
			lines: [
				{ sku: a.id, quantity: 2 },
				{ sku: b.id, quantity: 1 },
			],
			payments: [{ method: 'card', amount: 2_706 }],
			complete: true,
		},
		await clerkToken(),
	);
	return { order: order as { id: number; number: string }, a, b };
}

const quantityOf = async (sku: number) => (await api('GET', `/items/skus/${sku}?fields=quantity`)).quantity as number;

async function laptopPage(context: BrowserContext): Promise<Page> {
	const page = await context.newPage();
	await page.setViewportSize({ width: 1366, height: 768 });
	return page;
}

beforeAll(async () => {
	browser = await specBrowser();
	clerk = await signedInContext(browser, stack().staff);
	owner = await signedInContext(browser, stack().admin);
	till = await openTestTill();
	await useTill(clerk, till);
	await useTill(owner, till);
});
afterAll(async () => {
	await browser?.close();
});

describe('refunding lines', () => {
	it('the owner refunds one copy of one line of two: a quantity over the bound is refused beside it and kept', async () => {
		const { order, a } = await completedSale();
		const page = await laptopPage(owner);
		const detail = await new OrderPage(page).open(order.id);
		await detail.action('Refund lines…').click();
		expect(page.url()).toContain('dialog=refund-lines');
		const copies = detail.dialog().getByLabel(`Copies of ${a.name} (NM · normal · EN) to refund, at most 2`);
		await copies.fill('3');
		await detail
			.dialog()
			.getByRole('button', { name: /^Refund / })
			.click();
		await detail.dialog().getByText('Copies to refund must be a whole number from 0 to 2.').waitFor();
		expect(await copies.inputValue()).toBe('3');
		await copies.fill('1');
		await detail.dialog().getByText('To pay back: $10.82').waitFor();
		expect(await blockingViolations(page)).toEqual([]);
		await screenshot(page, 'order-refund-lines-dialog');
		await detail.dialog().getByRole('button', { name: 'Refund $10.82' }).click();
		await detail.dialog().waitFor({ state: 'detached' });
		await detail.waitForStatus('Completed');
		await detail.page.getByText('Card refund').waitFor();
		expect(await quantityOf(a.id)).toBe(1);
		await page.close();
	});
});

describe('an exchange', () => {
	const setRefundLimit = (limit: number) => api('PATCH', '/items/shop_settings', { staff_refund_limit: limit });

	it('a clerk within the staff refund limit refunds a copy to store credit and reaches the till with the customer', async () => {
		await setRefundLimit(2_000);
		try {
			const customer = await api('POST', '/items/customers', { name: `Trading Tessa ${tag}` });
			const { order, a } = await completedSale(customer.id);
			const page = await laptopPage(clerk);
			const detail = await new OrderPage(page).open(order.id);
			await detail.action('Exchange…').click();
			await detail
				.dialog()
				.getByText('Your staff refund limit is $20.00 a refund; an administrator refunds more.')
				.waitFor();
			await detail.dialog().getByLabel(`Copies of ${a.name} (NM · normal · EN) to refund, at most 2`).fill('1');
			await detail.dialog().getByText('To pay back: $10.82').waitFor();
			expect(await blockingViolations(page)).toEqual([]);
			await screenshot(page, 'order-exchange-dialog');
			await detail.dialog().getByRole('button', { name: 'Refund to credit and open the till' }).click();
			await page.waitForURL((url) => url.pathname.endsWith('/checkout'));
			await page
				.getByRole('group', { name: 'Customer' })
				.getByText(`Trading Tessa ${tag}`, { exact: true })
				.waitFor();
			expect(new URL(page.url()).searchParams.get('customer')).toBeNull();
			const ledger = await api(
				'GET',
				`/items/credit_ledger?filter[customer][_eq]=${customer.id}&fields=amount,reason`,
			);
			expect(ledger).toEqual([{ amount: 1_082, reason: 'refund' }]);
			await page.close();
		} finally {
			await setRefundLimit(0);
		}
	});
});
