import type { Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';

/** The catalog's inventory list. */
export class CatalogPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	async open(query = ''): Promise<this> {
		await this.page.goto(appUrl(`/catalog${query}`));
		await this.settled();
		return this;
	}

	table() {
		return this.page.getByRole('table', { name: 'Inventory' });
	}

	searchBox() {
		return this.page.getByRole('textbox', { name: 'Search the catalog' });
	}

	/** Types like a person or a scanner, then presses Enter, and waits for the list to show the result. */
	async search(text: string): Promise<void> {
		const before = this.page.url();
		await this.searchBox().fill(text);
		await this.searchBox().press('Enter');
		await this.page.waitForURL((url) => url.href !== before);
		await this.settled();
	}

	/** The list shows the answer to the address (it is marked busy while a page loads). */
	async settled(): Promise<void> {
		await this.page.locator('table[aria-label="Inventory"][aria-busy="false"]').waitFor();
	}

	async rows(): Promise<string[][]> {
		const rows = this.table().locator('tbody tr');
		const count = await rows.count();
		const cells: string[][] = [];
		for (let i = 0; i < count; i++) cells.push((await rows.nth(i).locator('td').allInnerTexts()).map((text) => text.trim()));
		return cells;
	}
}
