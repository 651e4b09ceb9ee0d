import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';

/** The order list: its number search and filters, all in the address. */
export class OrdersPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	async open(query = ''): Promise<this> {
		await this.page.goto(appUrl(`/orders${query}`));
		await this.settled();
		return this;
	}

	table(): Locator {
		return this.page.getByRole('table', { name: 'Orders' });
	}

	/** The list shows the answer to the address (it is marked busy while a page loads). */
	async settled(): Promise<void> {
		await this.page.locator('table[aria-label="Orders"][aria-busy="false"]').waitFor();
	}

	async rows(): Promise<string[][]> {
		const rows = this.table().locator('tbody tr');
		const count = await rows.count();
		const cells: string[][] = [];
		for (let i = 0; i < count; i++) cells.push((await rows.nth(i).locator('td').allInnerTexts()).map((text) => text.trim()));
		return cells;
	}

	/** Types part of a number, presses Enter and waits for the list to answer the new address. */
	async searchNumber(text: string): Promise<void> {
		const before = this.page.url();
		const box = this.page.getByRole('textbox', { name: 'Search order numbers' });
		await box.fill(text);
		await box.press('Enter');
		await this.page.waitForURL((url) => url.href !== before);
		await this.settled();
	}
}
