import type { Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';

/** The Staff screen and its dialogs, found by roles and labels as the owner would. */
export class StaffPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	async open(): Promise<this> {
		await this.page.goto(appUrl('/staff'));
		await this.table().waitFor();
		return this;
	}

	table() {
		return this.page.getByRole('table', { name: 'Staff' });
	}

	/** The row of the person with this email (shown as their name until they have one). */
	row(email: string) {
		return this.table().getByRole('row').filter({ hasText: email });
	}

	async invite(email: string, role: string): Promise<void> {
		await this.page.getByRole('button', { name: 'Invite someone' }).click();
		const dialog = this.page.getByRole('dialog', { name: 'Invite someone' });
		await dialog.getByLabel('Email').fill(email);
		await dialog.getByLabel('Role').selectOption({ label: role });
		await dialog.getByRole('button', { name: 'Send invitation' }).click();
		await dialog.waitFor({ state: 'detached' });
	}

	/** Opens a person's actions menu and picks one. */
	async act(name: string, action: string): Promise<void> {
		await this.page.getByRole('button', { name: `Actions for ${name}` }).click();
		await this.page.getByRole('menuitem', { name: action }).click();
	}
}
