import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, pricedSku, stockedSku } from '../harness/api.ts';
import { blockingViolations } from '../harness/accessibility.ts';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { openTestTill, useTill } from '../harness/tills.ts';
import { BuyingRulesPage } from '../pages/buying-rules-page.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';

let browser: Browser;

beforeAll(async () => {
	browser = await specBrowser();
});
afterAll(async () => {
	await browser.close();
});

const tag = () => Date.now().toString(36);
/** Money as the dashboard writes it in English ("$12.50"). */
const dollars = (minor: number) => `$${(minor / 100).toFixed(2)}`;

/** A card of the test's own with a priced NM SKU and no copies: what a customer brings in. */
async function cardToTakeIn(name: string, price: number): Promise<{ id: number; name: string }> {
	const card = await api('POST', '/items/cards', {
		set: 1,
		name: `${name} ${tag()}`,
		collector_number: String(800 + Math.floor(Math.random() * 99)),
		rarity: 'Common',
	});
	await pricedSku(card.id, { price });
	return { id: card.id, name: card.name };
}

describe('one visit, one cart', () => {
	it('a clerk takes in five cards for credit and the customer spends it on another card, with one receipt showing both', async () => {
		const customer = await api('POST', '/items/customers', { name: `Robin Trader ${tag()}` });
		const wanted = await stockedSku('Trade Target', 2_000, 2);
		const first = await cardToTakeIn('Trade Pikachu', 300);
		const second = await cardToTakeIn('Trade Eevee', 150);
		const till = await openTestTill(5_000);
		const clerk = await signedInContext(browser, stack().staff);
		await useTill(clerk, till);
		const counterPage = await clerk.newPage();
		await counterPage.setViewportSize({ width: 1366, height: 768 });
		const checkout = await new CheckoutPage(counterPage).open();
		const { page } = checkout;

		// The sale first: the card the customer wants, and the customer.
		await checkout.scan(wanted.barcode);
		await checkout.chooseCustomer('Robin Trader', customer.name);

		// Take cards in: a draft buylist for the customer, opened on the intake screen from the till.
		await page.getByRole('group', { name: 'Trade-in' }).getByRole('button', { name: 'Take cards in' }).click();
		await page.waitForURL(/\/buylists\/\d+\?from=checkout/);
		const buylist = Number(/\/buylists\/(\d+)/.exec(page.url())![1]);
		expect(await api('GET', `/deckhand/buylists/${buylist}`)).toMatchObject({
			status: 'draft',
			customer: { id: customer.id },
		});

		// Five cards (three of one, two of another), found by name on the intake screen, NM, the quantity typed, Enter adds; then back to the very sale.
		const form = page.getByRole('form', { name: 'Take in cards' });
		const box = form.getByRole('combobox', { name: 'Scan or search a card' });
		const lines = page.getByRole('table', { name: 'Buylist lines' });
		// The first card comes in two scans (2, then 1 more): one line of 3, not two lines.
		for (const [card, copies] of [
			[first, 2],
			[second, 2],
			[first, 1],
		] as const) {
			await box.fill(card.name);
			await page.getByRole('option', { name: new RegExp(card.name) }).waitFor();
			await box.press('Enter');
			await form.getByText(`Card: ${card.name}`).waitFor();
			await form.getByRole('textbox', { name: 'Quantity' }).fill(String(copies));
			await form.getByRole('textbox', { name: 'Quantity' }).press('Enter');
			await lines.getByRole('row').filter({ hasText: card.name }).waitFor();
			await form.getByText(`Card: ${card.name}`).waitFor({ state: 'detached' });
		}
		const offered = await api('GET', `/deckhand/buylists/${buylist}`);
		expect(
			offered.lines.map((line: { quantity: number; condition: string }) => [line.quantity, line.condition]),
		).toEqual([
			[3, 'NM'],
			[2, 'NM'],
		]);
		const credit = offered.total_credit as number;
		expect(credit).toBeGreaterThan(0);
		// The sale completes this trade-in: its page has no Complete of its own, says so, and leads back to the sale.
		const actions = page.getByRole('group', { name: 'Buylist actions' });
		await page.getByText('The sale completes this trade-in', { exact: true }).waitFor();
		expect(await actions.getByRole('button', { name: /^Complete/ }).count()).toBe(0);
		expect(await actions.getByRole('button', { name: 'Offer' }).count()).toBe(1);
		expect(await blockingViolations(page)).toEqual([]);
		await screenshot(page, 'trade-in-from-sale');
		// Reached another way (as from the buylists list), the page still knows the sale waits for it.
		await page.goto(page.url().replace('?from=checkout', ''));
		await page.getByText('The sale completes this trade-in', { exact: true }).waitFor();
		expect(await actions.getByRole('button', { name: /^Complete/ }).count()).toBe(0);
		await page.getByRole('link', { name: 'Back to the sale' }).click();
		await page.waitForURL((url) => url.pathname.endsWith('/checkout') && !url.searchParams.has('trade_in'));

		// The cart survived; the trade-in is attached with its credit, which joins the customer's balance.
		await checkout.line(wanted.name).waitFor();
		const tradeIn = page.getByRole('group', { name: 'Trade-in' });
		await tradeIn.getByText(`Trade-in ${offered.number}`).waitFor();
		await tradeIn.getByText(`5 cards · credit ${dollars(credit)}`).waitFor();
		await page
			.getByText(`Store credit to spend: ${dollars(credit)}, ${dollars(credit)} of it from the trade-in`)
			.waitFor();

		// On a 1024 px tablet the trade-in, its credit and Complete are all on screen, and axe finds nothing.
		await counterPage.setViewportSize({ width: 1024, height: 768 });
		for (const shown of [tradeIn, checkout.complete()]) {
			const box = (await shown.boundingBox())!;
			expect(box.y + box.height).toBeLessThanOrEqual(768);
		}
		expect(await blockingViolations(page)).toEqual([]);
		await screenshot(page, 'trade-in-at-till-1024');

		// F2 alone: the trade-in pays the sale first (its credit in store credit), cash the rest; Enter completes.
		await checkout.press('F2');
		expect(await checkout.storeCredit().inputValue()).toBe((credit / 100).toFixed(2));
		const total = (await checkout.totals())['Total']!;
		const cash = Number(total.replace('$', '')) * 100 - credit;
		expect(await checkout.cashTendered().inputValue()).toBe((cash / 100).toFixed(2));
		await checkout.press('Enter');

		// One receipt: the trade-in's cards at their credit per copy and its credit, then the sale, the credit spent and left.
		const receipt = page.getByRole('region', { name: 'Receipt' });
		await receipt.waitFor();
		const view = await api('GET', `/deckhand/buylists/${buylist}`);
		expect(view).toMatchObject({ status: 'completed', payout_method: 'credit', total_offer: credit });
		const tradeInLines = await receipt.getByRole('table', { name: 'Trade-in lines' }).locator('tr').allInnerTexts();
		const [pikachu, eevee] = view.lines as Array<{ offer_unit: number; line_total: number }>;
		expect(tradeInLines[0]).toContain(first.name);
		expect(tradeInLines[0]).toContain(`3 × ${dollars(pikachu!.offer_unit)}`);
		expect(tradeInLines).toHaveLength(3);
		expect(tradeInLines[0]).toContain(dollars(pikachu!.line_total));
		expect(tradeInLines[1]).toContain(second.name);
		expect(tradeInLines[1]).toContain(`2 × ${dollars(eevee!.offer_unit)}`);
		expect(tradeInLines.at(-1)).toMatch(new RegExp(`Trade-in credit\\s+\\${dollars(credit)}`));
		const text = await receipt.innerText();
		expect(text).toContain(`Trade-in ${view.number}`);
		expect(text).toContain(wanted.name);
		const totals = await receipt.getByRole('table', { name: 'Receipt totals' }).innerText();
		expect(totals).toMatch(new RegExp(`Store credit spent\\s+\\${dollars(credit)}`));
		expect(totals).toMatch(/Store credit left\s+\$0\.00/);
		await screenshot(page, 'trade-in-receipt');

		// Two linked records: the order names its trade-in, the buylist its order; the credit in and out.
		const number = /Order (D-\d{6})/.exec(text)![1];
		const [order] = await api(
			'GET',
			`/items/orders?filter[number][_eq]=${number}&fields=id,trade_in,credit_applied`,
		);
		expect(order).toMatchObject({ trade_in: buylist, credit_applied: credit });
		expect((await api('GET', `/deckhand/buylists/${buylist}`)).order).toEqual({ id: order.id, number });

		// The order page's reprint shows the same receipt.
		await page.goto(appUrl(`/orders/${order.id}?receipt=true`));
		const reprint = page.getByRole('dialog').getByRole('region', { name: 'Receipt' });
		await reprint.getByRole('table', { name: 'Trade-in lines' }).waitFor();
		expect(await reprint.getByRole('table', { name: 'Trade-in lines' }).locator('tr').allInnerTexts()).toEqual(
			tradeInLines,
		);
		expect(await reprint.getByRole('table', { name: 'Receipt totals' }).innerText()).toMatch(
			/Store credit left\s+\$0\.00/,
		);
		await clerk.close();
	});
});

describe('the owner sets the buying rules', () => {
	it('adds a hot-list rule for a card and a not-buying rule for a set, and sees a bad bonus named beside its field with the text kept', async () => {
		const card = await cardToTakeIn('Hot Charizard', 5_000);
		const set = await api('POST', '/items/sets', {
			game: 1,
			code: `R${tag().slice(-6).toUpperCase()}`,
			name: `Bulk set ${tag()}`,
		});
		const owner = await signedInContext(browser, stack().admin);
		const rules = await new BuyingRulesPage(await owner.newPage()).open();
		const { page } = rules;

		// A bonus out of bounds: said beside the field, the typed text kept, nothing saved.
		let dialog = await rules.addForCard(card.name.split(' ').slice(0, 2).join(' '), card.name);
		expect(new URL(page.url()).searchParams.get('dialog')).toBe('add');
		const hot = dialog.getByRole('textbox', { name: 'Hot list bonus' });
		await hot.fill('150');
		await dialog.getByRole('button', { name: 'Add rule' }).click();
		await dialog.getByText('Hot list bonus must be a whole percentage from 1 % to 100 %.').waitFor();
		expect(await hot.inputValue()).toBe('150');
		expect(await api('GET', `/items/buying_rules?filter[card][_eq]=${card.id}`)).toEqual([]);
		await screenshot(page, 'buying-rule-bound');

		// Fixed, it is saved and listed.
		await hot.fill('15');
		await dialog.getByRole('textbox', { name: 'Note' }).fill('Tournament staple');
		await dialog.getByRole('button', { name: 'Add rule' }).click();
		await dialog.waitFor({ state: 'detached' });
		await rules.row(card.name).getByText('Hot +15 %').waitFor();
		expect(
			await api('GET', `/items/buying_rules?filter[card][_eq]=${card.id}&fields=hot_percent,not_buying,set,note`),
		).toEqual([{ hot_percent: 15, not_buying: false, set: null, note: 'Tournament staple' }]);

		// Not buying a whole set.
		dialog = await rules.addForSet(set.code);
		await dialog.getByRole('checkbox', { name: 'Not buying' }).check();
		await dialog.getByRole('button', { name: 'Add rule' }).click();
		await dialog.waitFor({ state: 'detached' });
		await rules.row(set.name).getByText('Not buying').waitFor();
		expect(
			await api('GET', `/items/buying_rules?filter[set][_eq]=${set.id}&fields=not_buying,hot_percent,card`),
		).toEqual([{ not_buying: true, hot_percent: null, card: null }]);

		// The list's filters live in the address.
		await page.getByRole('textbox', { name: 'Search buying rules' }).fill(set.code);
		await page.keyboard.press('Enter');
		await page.waitForURL((url) => url.searchParams.get('q') === set.code);
		// The rows the search leaves out go once its answer is in; the set's rule stays.
		await rules.row(card.name).waitFor({ state: 'detached' });
		expect(await rules.row(set.name).count()).toBe(1);
		await owner.close();
	});

	it('shows a clerk the rules to read, with nothing to change', async () => {
		const clerk = await signedInContext(browser, stack().staff);
		const rules = await new BuyingRulesPage(await clerk.newPage()).open();
		await rules.page.getByText('Buying rules are set by administrators.').waitFor();
		expect(await rules.page.getByRole('button', { name: 'Add rule' }).count()).toBe(0);
		expect(await rules.page.getByRole('button', { name: /^Actions for/ }).count()).toBe(0);
		await clerk.close();
	});
});
