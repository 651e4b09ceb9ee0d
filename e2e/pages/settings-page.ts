import type { Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';

/** The shop settings screen (administrators), found by roles and labels. */
export class SettingsPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	async open(): Promise<this> {
		await this.page.goto(appUrl('/settings'));
		await this.page.getByRole('heading', { name: 'Settings' }).waitFor();
		await this.field('Tax rate').waitFor();
		return this;
	}

	field(label: string) {
		return this.page.getByRole('textbox', { name: label, exact: true });
	}

	async save(): Promise<void> {
		await this.page.getByRole('button', { name: 'Save settings' }).click();
	}

	saved() {
		return this.page.getByRole('status').filter({ hasText: 'Settings saved.' });
	}

	/** The error shown beside a field (Mantine ties it to the input with aria-describedby). */
	async errorOf(label: string): Promise<string> {
		const ids = (await this.field(label).getAttribute('aria-describedby')) ?? '';
		const texts = await Promise.all(
			ids
				.split(' ')
				.filter(Boolean)
				.map((id) => this.page.locator(`[id="${id}"]`).innerText()),
		);
		return texts.join(' ');
	}
}
