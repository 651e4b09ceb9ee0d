import type { Page } from 'playwright-core';

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

	async onHand(row: number): Promise<number> {
		return Number((await this.skuRows().nth(row).locator('td').nth(2).innerText()).trim());
	}

	async adjustStock(row: number, change: string, reason: string, note: string): Promise<void> {
		await this.skuRows().nth(row).getByRole('button', { name: /^Adjust stock/ }).click();
		const dialog = this.page.getByRole('dialog');
		await dialog.getByLabel('Change (copies)').fill(change);
		await dialog.getByRole('combobox', { name: 'Reason' }).click();
		await this.page.getByRole('option', { name: reason }).click();
		await dialog.getByLabel('Note').fill(note);
		await dialog.getByRole('button', { name: 'Save adjustment' }).click();
	}
}
