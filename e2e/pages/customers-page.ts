import type { Page } from 'playwright-core';
import { ListPage } from './list-page.ts';

/** The customer list, its search and the "new customer" dialog. */
export class CustomersPage extends ListPage {
	constructor(page: Page) {
		super(page, {
			path: '/customers',
			table: 'Customers',
			searchBox: 'Search customers',
			rowsFrom: '/items/customers',
		});
	}

	dialog() {
		return this.page.getByRole('dialog');
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
