import type { Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';

/** One card's page: its SKUs, the stock adjustment dialog and the stock history. */
export class CardPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	skuRows() {
		return this.page.getByRole('table', { name: 'SKUs' }).locator('tbody tr');
	}

	historyRows() {
		return this.page.getByRole('table', { name: 'Stock history' }).locator('tbody tr');
	}

	/** A SKU row's copies on hand, from the column so headed (administrators see cost and margin before it). */
	async onHand(row: number): Promise<number> {
		const headers = await this.page.getByRole('table', { name: 'SKUs' }).locator('thead th').allInnerTexts();
		const column = headers.map((header) => header.trim()).indexOf('On hand');
		return Number((await this.skuRows().nth(row).locator('td').nth(column).innerText()).trim());
	}

	async adjustStock(row: number, change: string, reason: string, note: string): Promise<void> {
		await this.skuRows()
			.nth(row)
			.getByRole('button', { name: /^Adjust stock/ })
			.click();
		const dialog = this.page.getByRole('dialog');
		await dialog.getByLabel('Change (copies)').fill(change);
		await dialog.getByRole('combobox', { name: 'Reason' }).click();
		await this.page.getByRole('option', { name: reason }).click();
		await dialog.getByLabel('Note').fill(note);
		await dialog.getByRole('button', { name: 'Save adjustment' }).click();
	}

	/** Opens the regrade dialog of a SKU row and fills it; `to` gives the fields that change. */
	async regrade(row: number, copies: string, to: { condition?: string; language?: string }): Promise<void> {
		await this.skuRows()
			.nth(row)
			.getByRole('button', { name: /^Regrade/ })
			.click();
		const dialog = this.page.getByRole('dialog');
		await dialog.getByLabel('Copies to move').fill(copies);
		if (to.condition) {
			await dialog.getByRole('combobox', { name: 'Condition' }).click();
			await this.page.getByRole('option', { name: to.condition, exact: true }).click();
		}
		if (to.language) await dialog.getByRole('textbox', { name: 'Language' }).fill(to.language);
		await dialog.getByRole('button', { name: 'Move copies' }).click();
	}

	/** Opens a card by id and waits for its SKUs. */
	async open(card: number): Promise<this> {
		await this.page.goto(appUrl(`/catalog/cards/${card}`));
		await this.skuRows().first().waitFor();
		return this;
	}

	priceHistoryRows() {
		return this.page.getByRole('table', { name: 'Price history' }).locator('tbody tr');
	}

	/** The cells of one price history row: when, who, SKU, why, "old → new". */
	async priceHistoryRow(row: number): Promise<string[]> {
		return (await this.priceHistoryRows().nth(row).locator('td').allInnerTexts()).map((text) => text.trim());
	}

	/** Restores the price of a price history row, confirming in the dialog. */
	async restorePrice(row: number): Promise<void> {
		await this.priceHistoryRows()
			.nth(row)
			.getByRole('button', { name: /^Restore/ })
			.click();
		const dialog = this.page.getByRole('dialog');
		await dialog.getByRole('button', { name: 'Restore price' }).click();
		await dialog.waitFor({ state: 'detached' });
	}

	notes() {
		return this.page.getByRole('list', { name: 'Notes on this card' }).getByRole('listitem');
	}

	async addNote(text: string): Promise<void> {
		await this.page.getByRole('textbox', { name: 'New note' }).fill(text);
		await this.page.getByRole('button', { name: 'Add note' }).click();
	}
}
