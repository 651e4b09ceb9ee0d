import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingViolations } from '../harness/accessibility.ts';
import { api, stockedSku } from '../harness/api.ts';
import { countPrints, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { useTill } from '../harness/tills.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';
import { OrderPage } from '../pages/order-page.ts';
import { TillsPage } from '../pages/tills-page.ts';

let browser: Browser;
let clerk: BrowserContext;
let owner: BrowserContext;

beforeAll(async () => {
	browser = await specBrowser();
	clerk = await signedInContext(browser, stack().staff);
	owner = await signedInContext(browser, stack().admin);
	// The figures below: one copy at $10.00 is $10.83 with the default tax of 8.25 %.
	expect(await api('GET', '/items/shop_settings?fields=tax_rate_bp,currency')).toEqual({
		tax_rate_bp: 825,
		currency: 'USD',
	});
});
afterAll(async () => {
	await browser?.close();
});

/** No serious or critical axe finding on the page as it is now, each named if there is one. */
async function expectAccessible(page: Page): Promise<void> {
	const violations = await blockingViolations(page);
	expect(violations, violations.join('\n')).toEqual([]);
}

describe('a day at the till, from float to count', () => {
	it('a clerk opens the till, sells for cash, the owner refunds one sale, and the clerk closes 1.00 short and prints the report', async () => {
		const name = `Counter E2E ${Date.now().toString(36)}`;
		const till = (await api('POST', '/items/tills', { name })).id as number;
		const sku = await stockedSku('Lanternfin Koi', 1_000, 5);

		// The clerk sets this browser's till and opens it with a counted float of $100.00.
		const page = await clerk.newPage();
		await countPrints(page);
		const tills = await new TillsPage(page).open();
		await tills.choose(name);
		await page.getByText(`${name} is closed.`).waitFor();
		await tills.openWithFloat('100');
		await page.getByText(`${name} is open`).waitFor();
		// Who opened it, by name: the clerk sees it, and so does the owner at another browser set to the same till.
		const [person] = await api(
			'GET',
			`/users?filter[email][_eq]=${encodeURIComponent(stack().staff.email)}&fields=id,first_name,last_name,email`,
		);
		const opener = [person.first_name, person.last_name].filter(Boolean).join(' ') || person.email;
		const openedBy = page.getByText(/^Opened .* by /);
		expect(await openedBy.innerText()).toContain(`by ${opener}, with a float of $100.00.`);
		expect(await openedBy.innerText()).not.toContain(person.id);
		const ownerView = await owner.newPage();
		await ownerView.setViewportSize({ width: 1366, height: 768 });
		const ownerTills = await new TillsPage(ownerView).open();
		await ownerTills.choose(name);
		const ownerSees = ownerView.getByText(/^Opened .* by /);
		expect(await ownerSees.innerText()).toContain(`by ${opener},`);
		expect(await ownerView.getByRole('table', { name: 'Sessions' }).innerText()).toContain(opener);
		await ownerView.close();
		const [session] = await api(
			'GET',
			`/items/till_sessions?filter[till][_eq]=${till}&fields=id,status,opening_float`,
		);
		expect(session).toMatchObject({ status: 'open', opening_float: 10_000 });

		// Two cash sales: $20.00 handed over for the first ($9.17 back), the exact $10.83 for the second.
		const checkout = await new CheckoutPage(page).open();
		await page
			.getByRole('group', { name: "This browser's till" })
			.filter({ hasText: `Till: ${name}` })
			.getByText('Open', { exact: true })
			.waitFor();
		await checkout.scan(sku.barcode);
		await checkout.press('Enter');
		await checkout.cashTendered().fill('20');
		await checkout.press('Enter');
		await page.getByRole('region', { name: 'Receipt' }).waitFor();
		await page.getByRole('button', { name: 'New sale' }).click();
		await checkout.scan(sku.barcode);
		await checkout.press('Enter');
		await checkout.press('Enter');
		await page.getByRole('region', { name: 'Receipt' }).waitFor();
		const sales = (await api(
			'GET',
			`/items/order_payments?filter[till_session][_eq]=${session.id}&fields=order,method,amount&sort=id`,
		)) as Array<{ order: number; method: string; amount: number }>;
		expect(sales.map((payment) => [payment.method, payment.amount])).toEqual([
			['cash', 1_083],
			['cash', 1_083],
		]);

		// The owner, at the same till, refunds the second sale in cash.
		await useTill(owner, till);
		const ownerPage = await owner.newPage();
		const order = await new OrderPage(ownerPage).open(sales[1]!.order);
		await order.action('Refund').click();
		await order.dialog().getByRole('button', { name: 'Refund order' }).click();
		await order.waitForStatus('Refunded');

		// Float 100.00 + 20.00 − 9.17 + 10.83 − 10.83 = 110.83 expected; the clerk counts 109.83.
		await tills.open();
		await tills.closeWithCount('109.83');
		const result = page.getByRole('status').filter({ hasText: `${name} is closed` });
		await result.getByText('Expected $110.83, counted $109.83.').waitFor();
		await result.getByText('Short by $1.00').waitFor();
		expect(
			await api('GET', `/items/till_sessions/${session.id}?fields=status,expected_cash,counted_cash,over_short`),
		).toEqual({ status: 'closed', expected_cash: 11_083, counted_cash: 10_983, over_short: -100 });
		await tills.sessions().getByRole('cell', { name: '−$1.00' }).waitFor();

		// The end-of-day report says it too, and prints.
		await result.getByRole('link', { name: 'End-of-day report' }).click();
		const report = page.getByRole('table', { name: 'Cash count' });
		await report.getByText('Short by $1.00').waitFor();
		expect(await report.innerText()).toMatch(/Expected\s+\$110\.83\s+Counted\s+\$109\.83/);
		expect(await page.getByRole('table', { name: 'Refunds' }).innerText()).toMatch(/Cash\s+1 order\s+-?\$10\.83/);
		await page.getByRole('button', { name: 'Print report' }).click();
		expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);
		await screenshot(page, 'till-report');
	});

	it('a clerk counts by notes and coins; far off, the till asks for a second count without a figure, and keeps the second', async () => {
		const name = `Recount E2E ${Date.now().toString(36)}`;
		const till = (await api('POST', '/items/tills', { name })).id as number;
		const page = await clerk.newPage();
		await page.setViewportSize({ width: 1024, height: 768 });
		const tills = await new TillsPage(page).open();
		await tills.choose(name);
		await tills.openWithFloat('100');
		await page.getByText(`${name} is open`).waitFor();
		await page.getByRole('button', { name: 'Close till' }).click();
		const dialog = tills.dialog();
		await dialog.getByRole('switch', { name: 'Count by notes and coins' }).focus();
		await page.keyboard.press('Space');
		await dialog.getByRole('textbox', { name: '$20.00 notes' }).fill('2');
		await dialog.getByRole('textbox', { name: '$1.00 notes' }).fill('5');
		await dialog.getByText('Counted cash: $45.00').waitFor();
		await dialog.getByRole('button', { name: 'Close till' }).click();
		const asked = dialog.getByRole('alert');
		await asked.getByText(/This count is far from what the drawer should hold/).waitFor();
		// Blind: neither what the drawer should hold nor how far the count is.
		expect(await asked.innerText()).not.toMatch(/\$|short|over/);
		const [open] = await api('GET', `/items/till_sessions?filter[till][_eq]=${till}&fields=status`);
		expect(open.status).toBe('open');
		expect(await dialog.getByRole('textbox', { name: '$20.00 notes' }).inputValue()).toBe('2');
		await expectAccessible(page);
		await screenshot(page, 'till-recount-1024');
		await dialog.getByRole('textbox', { name: '$20.00 notes' }).fill('5');
		await dialog.getByText('Counted cash: $105.00').waitFor();
		await dialog.getByRole('button', { name: 'Close with the second count' }).click();
		await dialog.waitFor({ state: 'detached' });
		const [closed] = await api(
			'GET',
			`/items/till_sessions?filter[till][_eq]=${till}&fields=status,counted_cash,over_short`,
		);
		expect(closed).toEqual({ status: 'closed', counted_cash: 10_500, over_short: 500 });
		await page.close();
	});

	it('tells the owner how far a first count is before asking for the second', async () => {
		const name = `Recount owner ${Date.now().toString(36)}`;
		await api('POST', '/items/tills', { name });
		const page = await owner.newPage();
		await page.setViewportSize({ width: 1366, height: 768 });
		const tills = await new TillsPage(page).open();
		await tills.choose(name);
		await tills.openWithFloat('100');
		await page.getByText(`${name} is open`).waitFor();
		await page.getByRole('button', { name: 'Close till' }).click();
		await tills.dialog().getByRole('textbox', { name: 'Counted cash' }).fill('60');
		await tills.dialog().getByRole('button', { name: 'Close till' }).click();
		await tills
			.dialog()
			.getByRole('alert')
			.getByText(/short by \$40\.00/)
			.waitFor();
		await tills.dialog().getByRole('button', { name: 'Close with the second count' }).click();
		await tills.dialog().waitFor({ state: 'detached' });
		await page
			.getByRole('status')
			.filter({ hasText: `${name} is closed` })
			.getByText('Short by $40.00')
			.waitFor();
		await page.close();
	});

	it('says plainly on the till screen that cash needs the till open, and where to open it', async () => {
		const name = `Closed E2E ${Date.now().toString(36)}`;
		const till = (await api('POST', '/items/tills', { name })).id as number;
		const sku = await stockedSku('Driftglass Heron', 500, 2);
		const context = await signedInContext(browser, stack().staff);
		await useTill(context, till);
		const page = await context.newPage();
		const checkout = await new CheckoutPage(page).open();
		await page
			.getByRole('group', { name: "This browser's till" })
			.filter({ hasText: `Till: ${name}` })
			.getByText('Closed', { exact: true })
			.waitFor();
		await checkout.scan(sku.barcode);
		await checkout.press('Enter');
		expect(await checkout.completeReason()).toBe(
			`Cash needs an open till: open ${name} on the Tills screen first.`,
		);
		await page.getByRole('link', { name: 'Open the till' }).click();
		await page.getByRole('textbox', { name: 'Opening float' }).waitFor();
		await context.close();
	});
});
