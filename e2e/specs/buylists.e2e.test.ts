import knex from 'knex';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backdateBuylist } from '../../tests/harness/backdate.ts';
import { api, pricedSku } from '../harness/api.ts';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { blockingViolations, hoverAndFocusViolations } from '../harness/accessibility.ts';
import { BuylistPage } from '../pages/buylist-page.ts';

let browser: Browser;
const tag = Date.now().toString(36);
/** A boxed card the shop sells with a barcode (scanned in), and a single it has only in NM (found by name, taken in LP: a new SKU, unpriced). */
const scene = {
	barcode: '',
	boxName: `Intake box ${tag}`,
	singleName: `Intake dragon ${tag}`,
	customer: `Intake customer ${tag}`,
	customerId: 0,
};

beforeAll(async () => {
	browser = await specBrowser();
	const box = await api('POST', '/items/cards', {
		set: 1,
		name: scene.boxName,
		collector_number: '801',
		rarity: 'Rare',
	});
	scene.barcode = `8${String(Date.now()).slice(-11)}`;
	await pricedSku(box.id, { price: 10_000, barcode: scene.barcode });
	const single = await api('POST', '/items/cards', {
		set: 1,
		name: scene.singleName,
		collector_number: '802',
		rarity: 'Rare',
	});
	await pricedSku(single.id, { price: 20_000 });
	scene.customerId = (await api('POST', '/items/customers', { name: scene.customer })).id;
});
afterAll(async () => {
	await browser.close();
});

const money = (minor: number) =>
	new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(minor / 100);

describe('trade-ins: a clerk takes cards in, the owner approves what is above the staff limit', () => {
	it('takes in cards by scan and by name with condition buttons and quantities, offers, is accepted, waits for approval above the limit; the owner approves, pays and finds the new SKU unpriced', async () => {
		const clerk = await signedInContext(browser, stack().staff);
		const page = await clerk.newPage();
		const buylist = new BuylistPage(page);
		const id = await buylist.startNew();

		// Two boxes, scanned: the quantity first, then the barcode and the scanner's Enter.
		await buylist.scan(scene.barcode, 2, scene.boxName);
		const [form, lines] = [buylist.form(), buylist.lines()];

		// The single, found by name and chosen with Enter, graded LP with the condition buttons, one copy, Enter adds.
		await buylist.choose(scene.singleName);
		await form.getByText('LP', { exact: true }).click();
		await form.getByRole('textbox', { name: 'Quantity' }).fill('1');
		await form.getByRole('textbox', { name: 'Quantity' }).press('Enter');
		const single = lines.getByRole('row').filter({ hasText: scene.singleName });
		await single.waitFor();
		expect(await single.getByLabel(`Condition of ${scene.singleName}`).inputValue()).toBe('LP');

		// The totals, side by side, as the server offers them.
		let view = await api('GET', `/deckhand/buylists/${id}`);
		expect(
			view.lines.map((line: { quantity: number; condition: string }) => [line.quantity, line.condition]),
		).toEqual([
			[2, 'NM'],
			[1, 'LP'],
		]);
		expect(view.total_credit).toBeGreaterThan(view.staff_limit);
		await page
			.getByLabel('Cash total')
			.filter({ hasText: money(view.total_cash) })
			.waitFor();
		await page
			.getByLabel('Credit total')
			.filter({ hasText: money(view.total_credit) })
			.waitFor();
		await page
			.getByText(`above your limit of ${money(view.staff_limit)}: an administrator approves it.`)
			.first()
			.waitFor();
		await screenshot(page, 'buylist-intake');

		// The customer, then offer and the customer's yes.
		await buylist.chooseCustomer(scene.customer);
		await page.getByRole('button', { name: 'Offer', exact: true }).click();
		await page.getByLabel('Status', { exact: true }).filter({ hasText: 'Offered' }).waitFor();
		await page.getByRole('button', { name: 'Customer accepts' }).click();
		await page.getByLabel('Status', { exact: true }).filter({ hasText: 'Accepted' }).waitFor();

		// Completing in store credit above the limit: said before, refused, and the buylist waits for approval.
		await page.getByRole('button', { name: 'Complete', exact: true }).click();
		const complete = page.getByRole('dialog', { name: /^Complete B-/ });
		// The button says what will happen: the payout goes for approval, it is not paid now.
		await complete.getByText(/sending puts this buylist in the approval queue/).waitFor();
		expect(await complete.getByRole('button', { name: /^Complete and pay/ }).count()).toBe(0);
		await complete.getByRole('button', { name: `Send ${money(view.total_credit)} for approval` }).click();
		await complete.waitFor({ state: 'detached' });
		const waiting = page.getByRole('alert').filter({ hasText: 'waits for an administrator' });
		await waiting
			.getByText(
				`${money(view.total_credit)} in store credit is above your limit of ${money(view.staff_limit)}`,
				{ exact: false },
			)
			.waitFor();
		await page.getByLabel('Status', { exact: true }).filter({ hasText: 'Awaiting approval' }).waitFor();
		view = await api('GET', `/deckhand/buylists/${id}`);
		expect([view.status, view.payout_method]).toEqual(['awaiting_approval', 'credit']);
		await clerk.close();

		// The owner's approval queue: the list filtered by status, then the buylist, approved and paid.
		const owner = await signedInContext(browser, stack().admin);
		const ownerPage = await owner.newPage();
		await ownerPage.goto(appUrl('/buylists?status=awaiting_approval'));
		const queue = ownerPage.getByRole('table', { name: 'Buylists' });
		// The queue says why each buylist waits: here its payout alone is above the limit.
		await queue
			.getByRole('row', { name: new RegExp(view.number) })
			.getByText(`This buylist alone, limit ${money(view.staff_limit)}`)
			.waitFor();
		await queue.getByRole('link', { name: view.number }).click();
		await ownerPage.waitForURL(new RegExp(`/buylists/${id}`));
		await ownerPage
			.getByText(
				`This payout of ${money(view.total_credit)} alone is above the staff limit of ${money(view.staff_limit)}.`,
			)
			.waitFor();
		await ownerPage.getByRole('button', { name: 'Approve and complete' }).click();
		const approve = ownerPage.getByRole('dialog', { name: `Approve and complete ${view.number}` });
		await approve.getByRole('radio', { name: /^Store credit/ }).waitFor();
		expect(await approve.getByRole('radio', { name: /^Store credit/ }).isChecked()).toBe(true);
		// The owner approves the payout the clerk asked for, not the other one.
		expect(await approve.getByRole('radio', { name: /^Cash/ }).isDisabled()).toBe(true);
		await approve.getByRole('button', { name: `Approve and pay ${money(view.total_credit)}` }).click();
		await approve.waitFor({ state: 'detached' });
		await ownerPage.getByLabel('Status', { exact: true }).filter({ hasText: 'Completed' }).waitFor();
		await ownerPage
			.getByText(`${money(view.total_credit)} in store credit`, { exact: true })
			.first()
			.waitFor();
		// Read-only now: what each line paid, no intake.
		expect(await ownerPage.getByRole('form', { name: 'Take in cards' }).count()).toBe(0);
		await ownerPage
			.getByRole('table', { name: 'Buylist lines' })
			.getByRole('columnheader', { name: 'Paid' })
			.waitFor();
		view = await api('GET', `/deckhand/buylists/${id}`);
		expect([view.status, view.customer.credit_balance]).toEqual(['completed', view.total_credit]);

		// The LP copy came in as a SKU of its own, unpriced: it is in the owner's unpriced queue.
		await ownerPage.goto(appUrl(`/catalog?unpriced=true&q=${encodeURIComponent(scene.singleName)}`));
		await ownerPage.getByRole('link', { name: scene.singleName }).first().waitFor();
		const unpriced = await api(
			'GET',
			`/items/skus?filter[card][name][_eq]=${encodeURIComponent(scene.singleName)}&filter[price][_null]=true&fields=condition,quantity`,
		);
		expect(unpriced).toEqual([{ condition: 'LP', quantity: 1 }]);

		// The offer sheet, to print and sign.
		await ownerPage.goto(appUrl(`/buylists/${id}/offer-sheet`));
		await ownerPage.getByRole('heading', { name: `Offer ${view.number}` }).waitFor();
		const sheet = ownerPage.getByRole('table', { name: 'Offered cards' });
		await sheet.getByRole('row').filter({ hasText: scene.boxName }).waitFor();
		await sheet.getByRole('row').filter({ hasText: scene.singleName }).waitFor();
		await ownerPage
			.getByText(
				`We offer ${money(view.total_cash)} in cash or ${money(view.total_credit)} in store credit for the cards above.`,
			)
			.waitFor();
		await ownerPage.getByText("Customer's signature").waitFor();
		await screenshot(ownerPage, 'buylist-offer-sheet');
		await owner.close();
	}, 120_000);
});

describe('intake by keyboard alone', () => {
	it('finds a card by name, chooses it and adds the line with Enter, then a scanned box with Enter, at 1366×768', async () => {
		const clerk = await signedInContext(browser, stack().staff);
		const page = await clerk.newPage();
		await page.setViewportSize({ width: 1366, height: 768 });
		const buylist = new BuylistPage(page);
		const id = await buylist.startNew();
		const box = buylist.box();
		await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);

		// Typed, chosen with Enter, added with Enter: the box keeps the focus throughout.
		await page.keyboard.type(scene.singleName);
		await page.getByRole('option', { name: new RegExp(scene.singleName) }).waitFor();
		await page.keyboard.press('Enter');
		await buylist.form().getByText(`Card: ${scene.singleName}`).waitFor();
		await buylist.form().getByText('Enter adds the line.').waitFor();
		expect(await blockingViolations(page)).toEqual([]);
		await screenshot(page, 'buylist-intake-keyboard');
		await page.keyboard.press('Enter');
		const lines = page.getByRole('table', { name: 'Buylist lines' });
		await lines.getByRole('row').filter({ hasText: scene.singleName }).waitFor();
		await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);

		// A scanner's code and its Enter add the next line at once.
		await page.keyboard.type(scene.barcode);
		await page.keyboard.press('Enter');
		await lines.getByRole('row').filter({ hasText: scene.boxName }).waitFor();
		const view = await api('GET', `/deckhand/buylists/${id}`);
		expect(
			view.lines.map((line: { quantity: number; card: { name: string } }) => [line.card.name, line.quantity]),
		).toEqual([
			[scene.singleName, 1],
			[scene.boxName, 1],
		]);
		expect(await blockingViolations(page)).toEqual([]);
		await clerk.close();
	});
});

describe('a past buylist, read by a clerk', () => {
	it('shows its cards, copies and totals, and says why it has no offer per card', async () => {
		const sku = await pricedSku(
			(await api('POST', '/items/cards', { set: 1, name: `Past offer ${tag}`, rarity: 'Rare' })).id,
			{ price: 4_000 },
		);
		const { id } = await api('POST', '/deckhand/buylists', { customer: scene.customerId });
		await api('POST', `/deckhand/buylists/${id}/lines`, { sku, quantity: 2 });
		const view = await api('POST', `/deckhand/buylists/${id}/transition`, { to: 'completed', payout: 'credit' });
		const db = knex({ client: 'sqlite3', connection: { filename: stack().dbFile }, useNullAsDefault: true });
		try {
			await backdateBuylist(db, id, new Date(Date.now() - 3 * 86_400_000).toISOString());
		} finally {
			await db.destroy();
		}

		const clerk = await signedInContext(browser, stack().staff);
		const page = await clerk.newPage();
		await page.goto(appUrl(`/buylists/${id}`));
		const note = page.getByRole('note').filter({ hasText: 'Offers per card are for administrators' });
		await note.waitFor();
		const lines = page.getByRole('table', { name: 'Buylist lines' });
		await lines
			.getByRole('row')
			.filter({ hasText: `Past offer ${tag}` })
			.waitFor();
		expect(await lines.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'));
		expect(await lines.getByRole('columnheader').allTextContents()).toEqual([
			'Card',
			'Condition · finish · language',
			'Brought',
			'Bought',
		]);
		await page
			.getByLabel('Credit total')
			.filter({ hasText: money(view.total_credit) })
			.waitFor();
		await screenshot(page, 'buylist-past-offers-withheld');
		await clerk.close();
	}, 60_000);
});

describe('a line the shop does not buy', () => {
	it('says why in a note the owner reads at AA contrast, the row hovered too, at 1366×768', async () => {
		const card = (
			await api('POST', '/items/cards', {
				set: 1,
				name: `Unwanted ${tag}`,
				collector_number: '803',
				rarity: 'Common',
			})
		).id;
		await api('POST', '/items/buying_rules', { card, not_buying: true });
		const customer = (await api('POST', '/items/customers', { name: `Note reader ${tag}` })).id;
		const buylist = await api('POST', '/deckhand/buylists', { customer });
		await api('POST', `/deckhand/buylists/${buylist.id}/lines`, {
			card,
			condition: 'NM',
			finish: 'normal',
			language: 'EN',
			quantity: 1,
		});
		const owner = await signedInContext(browser, stack().admin);
		const page = await owner.newPage();
		await page.setViewportSize({ width: 1366, height: 768 });
		await page.goto(appUrl(`/buylists/${buylist.id}`));
		const lines = page.getByRole('table', { name: 'Buylist lines' });
		await lines.getByText('Not buying this card.').waitFor();
		await lines
			.getByRole('row')
			.filter({ hasText: `Unwanted ${tag}` })
			.hover();
		const violations = [
			...(await blockingViolations(page)),
			...(await blockingViolations(page, { colours: true, within: 'main table' })),
			...(await hoverAndFocusViolations(page)),
		];
		expect(violations, violations.join('\n')).toEqual([]);
		await screenshot(page, 'buylist-line-note');
		await owner.close();
	});
});
