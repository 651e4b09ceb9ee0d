import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';

/** The buying rules screen: the owner's hot list, not-buying list and limits, per card or set. */
export class BuyingRulesPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	async open(query = ''): Promise<this> {
		await this.page.goto(appUrl(`/buying-rules${query}`));
		await this.page.getByRole('heading', { name: 'Buying rules', level: 1 }).waitFor();
		await this.page.getByRole('table', { name: 'Buying rules' }).waitFor();
		return this;
	}

	dialog(): Locator {
		return this.page.getByRole('dialog');
	}

	row(name: string): Locator {
		return this.page.getByRole('table', { name: 'Buying rules' }).locator('tbody tr').filter({ hasText: name });
	}

	/** Opens the add dialog and chooses the card by typing words of its name, as the owner does. */
	async addForCard(words: string, name: string): Promise<Locator> {
		await this.page.getByRole('button', { name: 'Add rule' }).click();
		const dialog = this.page.getByRole('dialog', { name: 'Add a buying rule' });
		await dialog.getByRole('combobox', { name: 'Card', exact: true }).fill(words);
		await this.page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
		return dialog;
	}

	/** Opens the add dialog and chooses a whole set by its code. */
	async addForSet(code: string): Promise<Locator> {
		await this.page.getByRole('button', { name: 'Add rule' }).click();
		const dialog = this.page.getByRole('dialog', { name: 'Add a buying rule' });
		await dialog.getByText('A whole set').click();
		await dialog.getByRole('combobox', { name: 'Set', exact: true }).fill(code);
		await this.page.getByRole('option', { name: new RegExp(`^${code} · `) }).click();
		return dialog;
	}
}
