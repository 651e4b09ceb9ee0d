import type { Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';

/** Games and sets, the new-card form and the card page's add-SKU dialog: where the catalog grows. */
export class CatalogEditor {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	dialog() {
		return this.page.getByRole('dialog');
	}

	async createGame(name: string, code: string): Promise<void> {
		await this.page.goto(appUrl('/catalog/games'));
		await this.page.getByRole('button', { name: 'New game' }).click();
		await this.dialog().getByLabel('Name').fill(name);
		await this.dialog().getByLabel('Code').fill(code);
		await this.dialog().getByRole('button', { name: 'Create game' }).click();
		await this.dialog().waitFor({ state: 'detached' });
	}

	async createSet(game: string, code: string, name: string): Promise<void> {
		await this.page.getByRole('navigation', { name: 'Games' }).getByText(game, { exact: true }).click();
		await this.page.getByRole('button', { name: 'New set' }).click();
		await this.dialog().getByLabel('Code').fill(code);
		await this.dialog().getByLabel('Name').fill(name);
		await this.dialog().getByLabel('Release date').fill('2026-11-01');
		await this.dialog().getByRole('button', { name: 'Create set' }).click();
		await this.dialog().waitFor({ state: 'detached' });
	}

	async fillNewCard(set: string, name: string, number: string): Promise<void> {
		await this.page.goto(appUrl('/catalog/cards/new'));
		await this.page.getByRole('combobox', { name: 'Set' }).fill(set);
		await this.page.getByRole('option', { name: new RegExp(`^${set} ·`) }).click();
		await this.page.getByLabel('Name').fill(name);
		await this.page.getByLabel('Collector number').fill(number);
	}

	async addSku(values: { condition?: string; finish?: string; barcode?: string; price?: string }): Promise<void> {
		const dialog = this.dialog();
		if (values.condition) {
			await dialog.getByRole('combobox', { name: 'Condition' }).click();
			await this.page.getByRole('option', { name: values.condition, exact: true }).click();
		}
		if (values.finish) {
			await dialog.getByRole('combobox', { name: 'Finish' }).click();
			await this.page.getByRole('option', { name: values.finish, exact: true }).click();
		}
		if (values.barcode) await dialog.getByLabel('Barcode').fill(values.barcode);
		if (values.price) await dialog.getByLabel('Price').fill(values.price);
		await dialog.getByRole('button', { name: 'Add SKU' }).click();
	}
}
