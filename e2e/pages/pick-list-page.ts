import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';

/** The pick list of paid online orders: one row group per bin, the bin named once in a cell spanning its rows. */
export class PickListPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	async open(): Promise<this> {
		await this.page.goto(appUrl('/orders/pick-list'));
		await this.table().waitFor();
		return this;
	}

	table(): Locator {
		return this.page.getByRole('table', { name: 'Pick list' });
	}

	/** Every bin as the list names it, in the list's order, each time it is named. */
	async binNames(): Promise<string[]> {
		return (await this.table().locator('tbody th[scope="rowgroup"]').allInnerTexts()).map((text) => text.trim());
	}

	/** The cells (`td`) of each row of one bin's group, in order; the bin's own heading cell is not among them. */
	async binRows(bin: string): Promise<string[][]> {
		return this.table().evaluate((table, wanted) => {
			const group = Array.from(table.querySelectorAll('tbody')).find(
				(body) => body.querySelector('th[scope="rowgroup"]')?.textContent?.trim() === wanted,
			);
			return Array.from(group?.querySelectorAll('tr') ?? []).map((row) =>
				Array.from(row.querySelectorAll('td')).map((cell) => (cell as HTMLElement).innerText.trim()),
			);
		}, bin);
	}

	/** How many rows the bin's heading cell spans. */
	async binSpan(bin: string): Promise<number> {
		return Number(
			await this.table().locator('tbody th[scope="rowgroup"]', { hasText: bin }).getAttribute('rowspan'),
		);
	}
}
