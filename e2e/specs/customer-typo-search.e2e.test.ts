import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInContext, stack, specBrowser } from '../harness/browser.ts';
import { api } from '../harness/api.ts';
import { openTestTill, useTill } from '../harness/tills.ts';
import { CheckoutPage } from '../pages/checkout-page.ts';
import { CustomersPage } from '../pages/customers-page.ts';

let browser: Browser;

beforeAll(async () => {
	browser = await specBrowser();
});
afterAll(async () => {
	await browser?.close();
});

/** Letters only: every word of the name allows its typo, and no other customer is near it. */
const tag = `q${Date.now()
	.toString(36)
	.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;

describe('the clerk types a customer’s name with a letter wrong', () => {
	it('finds them all the same at the till and on the customers screen', async () => {
		const name = `John Typoson ${tag}`;
		await api('POST', '/items/customers', { name });
		const context = await signedInContext(browser, stack().staff);
		await useTill(context, await openTestTill());

		const till = await new CheckoutPage(await context.newPage()).open();
		await till.chooseCustomer(`Jonh Typoson ${tag}`, name);
		expect(await till.page.getByRole('group', { name: 'Customer' }).getByText(name, { exact: true }).count()).toBe(
			1,
		);

		const list = await new CustomersPage(await context.newPage()).open();
		await list.search(`Jonh Typsoon ${tag}`);
		expect((await list.rows()).map((row) => row[0])).toEqual([name]);
		await context.close();
	});
});
