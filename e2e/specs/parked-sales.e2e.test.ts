import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, stockedSku } from '../harness/api.ts';
import { blockingViolations } from '../harness/accessibility.ts';
import { signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { leaveNoParkedSales, openTestTill, useTill } from '../harness/tills.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';

/**
 * Parked sales are the shop's: a sale parked at one till is resumed at another, once; the till
 * says where a line takes copies a parked sale holds; and a sale kept in a browser that was
 * completed elsewhere does not come back as unsold.
 */
let browser: Browser;
let tillA: number;
let tillB: number;

beforeAll(async () => {
	browser = await specBrowser();
	[tillA, tillB] = [await openTestTill(), await openTestTill()];
});
leaveNoParkedSales();
afterAll(async () => {
	await browser?.close();
});

/** A browser set to `till`, signed in as `who` (the clerk unless told), at the checkout. */
async function tillAt(till: number, who: { email: string; password: string } = stack().staff): Promise<CheckoutPage> {
	const context = await signedInContext(browser, who);
	await useTill(context, till);
	const page = await context.newPage();
	await page.setViewportSize({ width: 1280, height: 900 });
	return new CheckoutPage(page).open();
}

describe('parked sales', () => {
	it('are parked at one till and resumed at another, once', async () => {
		const drake = await stockedSku('Parlour Drake', 800, 3);
		const counter = await tillAt(tillA);
		const back = await tillAt(tillB, stack().admin);

		await counter.scan(drake.barcode);
		await counter.pressButton('Park sale');
		await counter.page.getByText('No items yet.').waitFor();

		await back.page.reload();
		const entry = back.parkedSales().filter({ hasText: '1 item · $8.00' });
		await entry.waitFor();
		expect(await entry.innerText()).toMatch(/^Walk-in, parked at .+\n+1 item · \$8\.00\n+By .+ · E2E till/);
		expect(await blockingViolations(back.page)).toEqual([]);
		await entry.getByRole('button', { name: /^Resume Walk-in/ }).click();
		await back.line(drake.name).waitFor();
		expect(await back.page.getByRole('status').innerText()).toBe('Sale resumed.');

		// The first till still lists it until it asks again: its Resume is then refused, naming who took it.
		const stale = counter.parkedSales().filter({ hasText: '1 item · $8.00' });
		if ((await stale.count()) > 0) {
			await stale.getByRole('button', { name: /^Resume Walk-in/ }).click();
			await expect
				.poll(() => counter.page.getByRole('status').innerText())
				.toMatch(/^The sale was not resumed: This parked sale was already resumed by /);
		}
		await expect.poll(() => counter.parkedSales().filter({ hasText: '1 item · $8.00' }).count()).toBe(0);
		expect(await counter.lines().count()).toBe(0);
	});

	it('says at the line that the last copy also sits in a parked sale', async () => {
		const last = await stockedSku('Lonely Lantern', 1_200, 1);
		const counter = await tillAt(tillA);
		await counter.scan(last.barcode);
		await counter.pressButton('Park sale');
		await counter.page.getByText('No items yet.').waitFor();

		const other = await tillAt(tillB);
		await other.scan(last.barcode);
		await expect.poll(() => other.line(last.name).innerText()).toContain('1 on hand, also in a parked sale');
	});

	it('drops a kept sale that another till completed, naming its order', async () => {
		const imp = await stockedSku('Ledger Imp', 300, 4);
		const key = randomUUID();
		const sold = await api('POST', '/deckhand/checkout', {
			channel: 'phone',
			lines: [{ sku: imp.id, quantity: 1 }],
			sale_key: key,
		});
		const [{ id: staffId }] = await api(
			'GET',
			`/users?filter[email][_eq]=${encodeURIComponent(stack().staff.email)}&fields=id`,
		);
		const counter = await tillAt(tillA);
		const kept = {
			v: 1,
			lines: [{ sku: imp.id, name: imp.name, details: 'NM', unitPrice: 300, onHand: 4, quantity: 1 }],
			customer: null,
			discountKind: 'amount',
			discount: '',
			tender: { cash: '', card: '', credit: '' },
			sentAt: null,
			key,
			sent: null,
			attempt: null,
			tradeIn: null,
		};
		await counter.page.evaluate(([item, sale]) => localStorage.setItem(item, sale), [
			`deckhand.till.${tillA}.${staffId}.counter.sale`,
			JSON.stringify(kept),
		] as const);
		await counter.page.reload();
		const alert = counter.page.getByRole('alert').filter({ hasText: 'This sale was already completed' });
		await alert.waitFor();
		expect(await alert.getByRole('link', { name: sold.number }).getAttribute('href')).toMatch(
			new RegExp(`/orders/${sold.id}$`),
		);
		await counter.page.getByText('No items yet.').waitFor();
		expect(await blockingViolations(counter.page)).toEqual([]);
	});
});
