import type { Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';

/** The customer list, its search and the "new customer" dialog. */
export class CustomersPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	async open(query = ''): Promise<this> {
		await this.page.goto(appUrl(`/customers${query}`));
		await this.settled();
		return this;
	}

	table() {
		return this.page.getByRole('table', { name: 'Customers' });
	}

	searchBox() {
		return this.page.getByRole('textbox', { name: 'Search customers' });
	}

	dialog() {
		return this.page.getByRole('dialog');
	}

	/** Types the search, presses Enter and waits for the list to answer the new address. */
	async search(text: string): Promise<void> {
		const before = this.page.url();
		await this.searchBox().fill(text);
		await this.searchBox().press('Enter');
		await this.page.waitForURL((url) => url.href !== before);
		await this.settled();
	}

	/** The list shows the answer to the address (it is marked busy while a page loads). */
	async settled(): Promise<void> {
		await this.page.locator('table[aria-label="Customers"][aria-busy="false"]').waitFor();
	}

	async rows(): Promise<string[][]> {
		const rows = this.table().locator('tbody tr');
		const count = await rows.count();
		const cells: string[][] = [];
		for (let i = 0; i < count; i++) cells.push((await rows.nth(i).locator('td').allInnerTexts()).map((text) => text.trim()));
		return cells;
	}

	/** Opens the dialog with the button, fills it and presses "Create customer". */
	async createCustomer(values: { name: string; email?: string; phone?: string; notes?: string }): Promise<void> {
		await this.page.getByRole('button', { name: 'New customer' }).click();
		await this.fillForm(values);
		await this.dialog().getByRole('button', { name: 'Create customer' }).click();
	}

	async fillForm(values: { name?: string; email?: string; phone?: string; notes?: string }): Promise<void> {
		const dialog = this.dialog();
		if (values.name !== undefined) await dialog.getByLabel('Name').fill(values.name);
		if (values.email !== undefined) await dialog.getByLabel('Email').fill(values.email);
		if (values.phone !== undefined) await dialog.getByLabel('Phone').fill(values.phone);
		if (values.notes !== undefined) await dialog.getByLabel('Notes').fill(values.notes);
	}
}
