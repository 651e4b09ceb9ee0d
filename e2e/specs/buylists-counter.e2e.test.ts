import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, pricedSku } from '../harness/api.ts';
import { BuylistPage } from '../pages/buylist-page.ts';
import { screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { blockingViolations } from '../harness/accessibility.ts';

let browser: Browser;
const tag = Date.now().toString(36);
/** A box the shop sells with a barcode, a single it priced only in LP (taken in NM: offered by the condition ladder), a customer. */
const scene = {
	barcode: `6${String(Date.now()).slice(-11)}`,
	boxName: `Counter box ${tag}`,
	singleName: `Counter single ${tag}`,
	customer: `Counter customer ${tag}`,
	lpPercent: 0,
};

beforeAll(async () => {
	browser = await specBrowser();
	const box = await api('POST', '/items/cards', {
		set: 1,
		name: scene.boxName,
		collector_number: '804',
		rarity: 'Rare',
	});
	await pricedSku(box.id, { price: 1_000, barcode: scene.barcode });
	const single = await api('POST', '/items/cards', {
		set: 1,
		name: scene.singleName,
		collector_number: '805',
		rarity: 'Rare',
	});
	await pricedSku(single.id, { price: 1_700, condition: 'LP' });
	await api('POST', '/items/customers', { name: scene.customer });
	scene.lpPercent = (await api('GET', '/items/shop_settings?fields=condition_lp_percent')).condition_lp_percent;
});
afterAll(async () => {
	await browser.close();
});

describe('a clerk buys from a walk-up in one step, at 1366×768', () => {
	it('goes from an empty page to a completed trade-in, the history reading every step', async () => {
		const clerk = await signedInContext(browser, stack().staff);
		const page = await clerk.newPage();
		await page.setViewportSize({ width: 1366, height: 768 });
		const buylist = new BuylistPage(page);
		const id = await buylist.startNew();

		// Two boxes scanned, then the single found by name in NM, which the shop priced only in LP.
		await buylist.scan(scene.barcode, 2, scene.boxName);
		await buylist.choose(scene.singleName);
		await buylist.form().getByRole('textbox', { name: 'Quantity' }).press('Enter');
		await buylist.line(scene.singleName).waitFor();
		// Every copy has an offer: the ladder gave the single one, so all three count as bought.
		await page.getByText('3 copies bought').waitFor();
		await buylist.chooseCustomer(scene.customer);

		// One step: no Offer, no Customer accepts.
		await page.getByRole('button', { name: 'Complete and pay…', exact: true }).click();
		const complete = page.getByRole('dialog', { name: /^Complete B-/ });
		await complete.getByRole('radio', { name: /Store credit/ }).check();
		expect(await blockingViolations(page)).toEqual([]);
		await screenshot(page, 'buylist-counter-complete');
		await complete.getByRole('button', { name: /^Complete and pay/ }).click();
		await complete.waitFor({ state: 'detached' });
		await page.getByLabel('Status', { exact: true }).filter({ hasText: 'Completed' }).waitFor();

		const view = await api('GET', `/deckhand/buylists/${id}`);
		expect(view).toMatchObject({ status: 'completed', payout_method: 'credit' });
		// The box at its price, and NM from LP by the ladder: 1 700 ÷ the LP %.
		expect(view.lines.map((line: { price_basis: number }) => line.price_basis)).toEqual([
			1_000,
			Math.floor((1_700 * 100) / scene.lpPercent),
		]);
		expect(view.events.map((event: { to_status: string }) => event.to_status)).toEqual([
			'draft',
			'offered',
			'accepted',
			'completed',
		]);
		await clerk.close();
	});
});
