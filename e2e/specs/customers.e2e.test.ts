import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, screenshot, signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { api, stockCounter } from '../harness/api.ts';
import { storedValuesShown } from '../harness/stored-words.ts';
import { CustomerPage } from '../pages/customer-page.ts';
import { CustomersPage } from '../pages/customers-page.ts';

let browser: Browser;

beforeAll(async () => {
	browser = await specBrowser();
});
afterAll(async () => {
	await browser.close();
});

const customerCount = async () => Number((await api('GET', '/items/customers?aggregate[count]=*'))[0].count);
const balanceOf = async (customer: number) =>
	Number(
		(await api('GET', `/items/credit_ledger?aggregate[sum]=amount&filter[customer][_eq]=${customer}`))[0]?.sum
			.amount ?? 0,
	);

describe('the clerk looks after customers', () => {
	it('finds a customer by part of the phone number, with the search in the address', async () => {
		const [customer] = await api(
			'GET',
			'/items/customers?filter[phone][_nnull]=true&fields=id,name,phone&sort=id&limit=1',
		);
		const digits = String(customer.phone).replace(/\D/g, '').slice(-4);
		const context = await signedInContext(browser, stack().staff);
		const list = await new CustomersPage(await context.newPage()).open();
		await list.search(digits);
		expect(new URL(list.page.url()).searchParams.get('q')?.replace(/"/g, '')).toBe(digits);
		const rows = await list.rows();
		expect(rows.map((row) => row[0])).toContain(customer.name);
		// The search also reads names and e-mail addresses: every row matches in one of those three.
		expect(rows.every((row) => row.slice(0, 3).some((cell) => cell.replace(/\D/g, '').includes(digits)))).toBe(
			true,
		);
		await screenshot(list.page, 'customers-search');
		await list.page.reload();
		await list.settled();
		expect(await list.rows()).toEqual(rows);
		await context.close();
	});

	it('finds a customer by phone however the number is typed: with the country code, with dots, or digits alone', async () => {
		const name = `Phone Search ${Date.now().toString(36)}`;
		const created = await api('POST', '/items/customers', { name, phone: '(555) 010-2000' });
		const neighbour = await api('POST', '/items/customers', { name: `${name} Neighbour`, phone: '(555) 010-2009' });
		const context = await signedInContext(browser, stack().staff);
		const list = await new CustomersPage(await context.newPage()).open();
		for (const typed of ['+1 (555) 010-2000', '555.010.2000', '5550102000']) {
			await list.search(typed);
			expect(new URL(list.page.url()).searchParams.get('q')?.replace(/"/g, '')).toBe(typed);
			const rows = await list.rows();
			expect(
				rows.map((row) => row[0]),
				typed,
			).toContain(created.name);
			expect(
				rows.map((row) => row[0]),
				typed,
			).not.toContain(neighbour.name);
			expect(rows.find((row) => row[0] === name)?.[2]).toBe('(555) 010-2000');
		}
		await screenshot(list.page, 'customers-phone-search');
		await list.page.setViewportSize({ width: 1024, height: 768 });
		await screenshot(list.page, 'customers-phone-search-1024');
		await context.close();
	});

	it('opens an order from the customer’s history with the keyboard or a click anywhere on its row; every stored value in words', async () => {
		const counts = (await api(
			'GET',
			'/items/orders?aggregate[count]=id&groupBy[]=customer&filter[customer][_nnull]=true',
		)) as Array<{ customer: number; count: { id: number | string } }>;
		const withOrders = counts.find((group) => Number(group.count.id) >= 2)!;
		const orders = await api(
			'GET',
			`/items/orders?filter[customer][_eq]=${withOrders.customer}&fields=id,number&sort=-date_created,-id&limit=2`,
		);
		const context = await signedInContext(browser, stack().staff);
		const page = await new CustomerPage(await context.newPage()).open(withOrders.customer);
		await page.orderRows().first().waitFor();
		expect(await storedValuesShown(page.page)).toEqual([]);
		await screenshot(page.page, 'customer-history-clerk');
		await page.page.setViewportSize({ width: 1024, height: 768 });
		await screenshot(page.page, 'customer-history-clerk-1024');

		// Tab from the list's heading reaches the first order's link; Enter opens the order.
		await page.page.getByRole('heading', { name: 'Orders', exact: true }).click();
		await page.page.keyboard.press('Tab');
		const first = page.orders().getByRole('link', { name: orders[0].number });
		expect(await first.evaluate((link) => link === document.activeElement)).toBe(true);
		await page.page.keyboard.press('Enter');
		await page.page.waitForURL((url) => url.pathname.endsWith(`/orders/${orders[0].id}`));
		await page.page.getByRole('heading', { level: 1, name: `Order ${orders[0].number}` }).waitFor();

		// A click on the row's total, far from the number, opens its order too.
		await page.page.goBack();
		const row = page.orderRows().nth(1);
		const box = (await row.boundingBox())!;
		await row.click({ position: { x: box.width - 20, y: box.height / 2 } });
		await page.page.waitForURL((url) => url.pathname.endsWith(`/orders/${orders[1].id}`));
		await context.close();
	});

	it('says a customer that does not exist does not exist, and not allowed to a role that may not read customers', async () => {
		const context = await signedInContext(browser, stack().staff);
		const page = await context.newPage();
		for (const address of ['/customers/99999999', '/customers/abc']) {
			await page.goto(appUrl(address));
			await page.getByRole('heading', { level: 1, name: 'This customer does not exist' }).waitFor();
			expect(await page.getByText('Not allowed').count()).toBe(0);
		}
		await screenshot(page, 'customer-missing');
		await page.getByRole('link', { name: 'Back to the customer list' }).click();
		await page.waitForURL((url) => url.pathname.endsWith('/customers'));
		await context.close();

		const counter = await signedInContext(browser, await stockCounter());
		const forbidden = await counter.newPage();
		const [existing] = await api('GET', '/items/customers?fields=id&limit=1');
		for (const id of [existing.id, 99_999_999]) {
			await forbidden.goto(appUrl(`/customers/${id}`));
			await forbidden.getByRole('heading', { name: 'Not allowed' }).waitFor();
			await forbidden.getByText('Customers need permission to read customer records.').waitFor();
			expect(await forbidden.getByText('This customer does not exist').count()).toBe(0);
		}
		await counter.close();
	});

	it('is told beside the email that another customer has it, keeps the input, creates nothing, then creates the customer', async () => {
		const [existing] = await api('GET', '/items/customers?filter[email][_nnull]=true&fields=email&limit=1');
		const before = await customerCount();
		const context = await signedInContext(browser, stack().staff);
		const list = await new CustomersPage(await context.newPage()).open();
		await list.createCustomer({
			name: 'Ada Lovelace',
			email: String(existing.email).toUpperCase(),
			phone: '555-0101',
			notes: 'Collects Eevee',
		});
		await list.dialog().getByText('Another customer already has this email.', { exact: false }).waitFor();
		expect(await list.dialog().getByLabel('Name').inputValue()).toBe('Ada Lovelace');
		expect(await list.dialog().getByLabel('Phone').inputValue()).toBe('555-0101');
		expect(list.page.url()).toContain('dialog=new');
		await screenshot(list.page, 'customer-new-duplicate-email');
		expect(await customerCount()).toBe(before);

		await list.fillForm({ email: ' Ada.Lovelace@Example.com ' });
		await list.dialog().getByRole('button', { name: 'Create customer' }).click();
		const page = new CustomerPage(list.page);
		await page.heading().getByText('Ada Lovelace').waitFor();
		expect(await customerCount()).toBe(before + 1);
		const [created] = await api(
			'GET',
			'/items/customers?filter[name][_eq]=Ada%20Lovelace&fields=id,email,phone,notes',
		);
		expect(created).toMatchObject({
			email: 'ada.lovelace@example.com',
			phone: '555-0101',
			notes: 'Collects Eevee',
		});
		expect(list.page.url()).toContain(`/customers/${created.id}`);
		await context.close();
	});

	it('edits a customer’s phone and notes in the dialog', async () => {
		const [customer] = await api(
			'GET',
			'/items/customers?fields=id,name&sort=-id&limit=1&filter[name][_neq]=Ada%20Lovelace',
		);
		const context = await signedInContext(browser, stack().staff);
		const page = await new CustomerPage(await context.newPage()).open(customer.id);
		await page.edit({ phone: '(555) 010-2020', notes: 'Prefers store credit' });
		await page.dialog().waitFor({ state: 'detached' });
		await page.page.getByText('(555) 010-2020').waitFor();
		expect(await api('GET', `/items/customers/${customer.id}?fields=phone,notes`)).toEqual({
			phone: '(555) 010-2020',
			notes: 'Prefers store credit',
		});
		await context.close();
	});

	it('sees the credit adjustment disabled with the reason, and the customer’s history', async () => {
		const [entry] = await api('GET', '/items/credit_ledger?fields=customer&sort=id&limit=1');
		const context = await signedInContext(browser, stack().staff);
		const page = await new CustomerPage(await context.newPage()).open(entry.customer);
		expect(await page.adjustButton().isDisabled()).toBe(true);
		await page.adjustButton().hover({ force: true });
		await page.page.getByText('Only an administrator can adjust store credit.').waitFor();
		await page.ledgerRows().first().waitFor();
		const ledgerTotal = Number(
			(await api('GET', `/items/credit_ledger?aggregate[count]=*&filter[customer][_eq]=${entry.customer}`))[0]
				.count,
		);
		expect(await page.ledgerRows().count()).toBe(Math.min(ledgerTotal, 10));
		await screenshot(page.page, 'customer-clerk');
		await context.close();
	});
});

describe('the owner corrects store credit', () => {
	it('adds credit with a note and sees the new ledger row and balance', async () => {
		const [customer] = await api('GET', '/items/customers?fields=id,name&sort=id&limit=1');
		const before = await balanceOf(customer.id);
		const context = await signedInContext(browser, stack().admin);
		const page = await new CustomerPage(await context.newPage()).open(customer.id);
		const shownBefore = await page.balance();
		await page.adjustCredit('12.50', 'Goodwill for a misprinted receipt');
		await page.dialog().waitFor({ state: 'detached' });
		await expect.poll(() => page.balance()).not.toBe(shownBefore);
		await expect.poll(async () => (await page.ledgerRow(0))[6]).toBe('Goodwill for a misprinted receipt');
		const [, amount, reason, , balanceAfter] = await page.ledgerRow(0);
		expect(amount).toMatch(/^\+.*12\.50$/);
		expect(reason).toBe('Manual adjustment');
		expect(balanceAfter).toBe(await page.balance());
		expect(await balanceOf(customer.id)).toBe(before + 1_250);
		expect(await storedValuesShown(page.page)).toEqual([]);
		await screenshot(page.page, 'customer-credit-adjusted');
		await page.page.setViewportSize({ width: 1024, height: 768 });
		await screenshot(page.page, 'customer-credit-adjusted-1024');
		await context.close();
	});

	it('is refused taking back more credit than the customer has: by the form, and by the server when the balance moved meanwhile', async () => {
		const balances = (await api('GET', '/items/credit_ledger?aggregate[sum]=amount&groupBy[]=customer')) as Array<{
			customer: number;
			sum: { amount: number };
		}>;
		const customer = { id: balances.find((group) => Number(group.sum.amount) > 100)!.customer };
		const before = await balanceOf(customer.id);
		const context = await signedInContext(browser, stack().admin);
		const page = await new CustomerPage(await context.newPage()).open(customer.id, '?dialog=adjust-credit');
		const amount = page.dialog().getByLabel(/^Amount/);
		await amount.fill(String(-(before + 100) / 100));
		await page.dialog().getByLabel('Note').fill('Taking back the goodwill');
		await page.dialog().getByRole('button', { name: 'Save adjustment' }).click();
		await page
			.dialog()
			.getByText(/can be taken off/)
			.waitFor();

		// Another till spends most of the credit while the dialog is open: only the server can tell.
		const spent = await fetch(`${stack().url}/deckhand/credit/adjust`, {
			method: 'POST',
			headers: { authorization: `Bearer ${stack().admin.token}`, 'content-type': 'application/json' },
			body: JSON.stringify({ customer: customer.id, amount: -(before - 100), note: 'Spent elsewhere' }),
		});
		expect(spent.status).toBe(200);
		const ledgerRows = Number(
			(await api('GET', `/items/credit_ledger?aggregate[count]=*&filter[customer][_eq]=${customer.id}`))[0].count,
		);
		await amount.fill(String(-before / 100));
		await page.dialog().getByRole('button', { name: 'Save adjustment' }).click();
		await page
			.dialog()
			.getByText(/has .* of store credit, so at most .* can be taken off/)
			.waitFor();
		expect(await amount.inputValue()).toBe(String(-before / 100));
		await page.dialog().getByText('Balance now: $1.00', { exact: false }).waitFor();
		await screenshot(page.page, 'customer-credit-refused');
		expect(await balanceOf(customer.id)).toBe(100);
		expect(
			Number(
				(await api('GET', `/items/credit_ledger?aggregate[count]=*&filter[customer][_eq]=${customer.id}`))[0]
					.count,
			),
		).toBe(ledgerRows);
		await context.close();
	});
});
