import type { Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';

/** One customer's page: contact, store credit with its ledger, orders and buylists, and their dialogs. */
export class CustomerPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	/** Opens a customer by id and waits for the name and the balance. */
	async open(customer: number, query = ''): Promise<this> {
		await this.page.goto(appUrl(`/customers/${customer}${query}`));
		await this.page.getByRole('heading', { level: 1 }).waitFor();
		await this.page.getByLabel('Store credit balance').getByText(/\d/).waitFor();
		return this;
	}

	dialog() {
		return this.page.getByRole('dialog');
	}

	heading() {
		return this.page.getByRole('heading', { level: 1 });
	}

	async balance(): Promise<string> {
		return (await this.page.getByLabel('Store credit balance').innerText()).trim();
	}

	adjustButton() {
		return this.page.getByRole('button', { name: 'Adjust credit' });
	}

	ledgerRows() {
		return this.page.getByRole('table', { name: 'Credit ledger' }).locator('tbody tr');
	}

	async ledgerRow(row: number): Promise<string[]> {
		return (await this.ledgerRows().nth(row).locator('td').allInnerTexts()).map((text) => text.trim());
	}

	orders() {
		return this.page.getByRole('table', { name: 'Orders' });
	}

	orderRows() {
		return this.orders().locator('tbody tr');
	}

	buylistRows() {
		return this.page.getByRole('table', { name: 'Buylists' }).locator('tbody tr');
	}

	async edit(values: { name?: string; email?: string; phone?: string; notes?: string }): Promise<void> {
		await this.page.getByRole('button', { name: 'Edit customer' }).click();
		const dialog = this.dialog();
		if (values.name !== undefined) await dialog.getByLabel('Name').fill(values.name);
		if (values.email !== undefined) await dialog.getByLabel('Email').fill(values.email);
		if (values.phone !== undefined) await dialog.getByLabel('Phone').fill(values.phone);
		if (values.notes !== undefined) await dialog.getByLabel('Notes').fill(values.notes);
		await dialog.getByRole('button', { name: 'Save customer' }).click();
	}

	async adjustCredit(amount: string, note: string): Promise<void> {
		await this.adjustButton().click();
		const dialog = this.dialog();
		await dialog.getByLabel(/^Amount/).fill(amount);
		await dialog.getByLabel('Note').fill(note);
		await dialog.getByRole('button', { name: 'Save adjustment' }).click();
	}
}
