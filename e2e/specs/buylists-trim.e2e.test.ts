import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, pricedSku } from '../harness/api.ts';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { blockingViolations } from '../harness/accessibility.ts';

let browser: Browser;
const tag = Date.now().toString(36);
/** A boxed card whose two copies in store credit go over the staff limit, and one copy does not. */
const scene = { barcode: `7${String(Date.now()).slice(-11)}`, name: `Trimmed box ${tag}`, customer: 0, limit: 0 };

beforeAll(async () => {
	browser = await specBrowser();
	scene.limit = (await api('GET', '/items/shop_settings?fields=staff_buylist_limit')).staff_buylist_limit;
	const card = await api('POST', '/items/cards', {
		set: 1,
		name: scene.name,
		collector_number: '803',
		rarity: 'Rare',
	});
	// About 80 % of the limit per copy in credit (65 % of the price).
	await pricedSku(card.id, { price: Math.round((scene.limit * 0.8) / 0.65 / 100) * 100, barcode: scene.barcode });
	scene.customer = (await api('POST', '/items/customers', { name: `Trim customer ${tag}` })).id;
});
afterAll(async () => {
	await browser.close();
});

describe('a clerk trims a trade-in held above the limit, at 1366×768', () => {
	it('scans the same box twice into one line the box counts, sends it for approval, trims it back under the limit and completes it', async () => {
		const clerk = await signedInContext(browser, stack().staff);
		const page = await clerk.newPage();
		await page.setViewportSize({ width: 1366, height: 768 });
		const { id } = await api('POST', '/deckhand/buylists', { customer: scene.customer });
		await page.goto(appUrl(`/buylists/${id}`));
		const box = page
			.getByRole('form', { name: 'Take in cards' })
			.getByRole('combobox', { name: 'Scan or search a card' });
		const lines = page.getByRole('table', { name: 'Buylist lines' });
		const brought = lines.getByRole('textbox', { name: `Quantity of ${scene.name}` });

		// The same box scanned twice: one line, and its Brought box says 2.
		for (const expected of ['1', '2']) {
			await box.fill(scene.barcode);
			await box.press('Enter');
			await expect.poll(() => brought.inputValue()).toBe(expected);
		}
		expect(await lines.getByRole('row').filter({ hasText: scene.name }).count()).toBe(1);

		// Above the limit: sent for approval.
		await page.getByRole('button', { name: 'Complete and pay…', exact: true }).click();
		const complete = page.getByRole('dialog', { name: /^Complete B-/ });
		await complete.getByRole('button', { name: /for approval$/ }).click();
		await complete.waitFor({ state: 'detached' });
		await page.getByLabel('Status', { exact: true }).filter({ hasText: 'Awaiting approval' }).waitFor();
		// The refusal said, then dismissed: the notice says how the clerk can still pay it.
		const refusal = page.getByRole('alert').filter({ hasText: 'waits for an administrator' });
		await refusal.getByRole('button', { name: 'Dismiss' }).click();
		await page.getByText('To pay it yourself, lower the copies or remove lines').waitFor();

		// More copies are refused beside the field, kept as typed; fewer are taken.
		await brought.fill('3');
		await brought.press('Enter');
		await lines.getByText('Quantity must be a whole number from 1 to 2.').waitFor();
		expect(await brought.inputValue()).toBe('3');
		expect(await blockingViolations(page)).toEqual([]);
		await screenshot(page, 'buylist-trim-held');
		await brought.fill('1');
		await brought.press('Enter');
		await page.getByLabel('Status', { exact: true }).filter({ hasText: 'Draft' }).waitFor();
		expect(
			(await api('GET', `/deckhand/buylists/${id}`)).lines.map((line: { quantity: number }) => line.quantity),
		).toEqual([1]);

		// Back within the limit, the clerk completes it.
		await page.getByRole('button', { name: 'Complete and pay…', exact: true }).click();
		const pay = page.getByRole('dialog', { name: /^Complete B-/ });
		await pay.getByRole('button', { name: /^Complete and pay/ }).click();
		await pay.waitFor({ state: 'detached' });
		await page.getByLabel('Status', { exact: true }).filter({ hasText: 'Completed' }).waitFor();
		expect(await blockingViolations(page)).toEqual([]);
		await clerk.close();
	}, 90_000);
});
