import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';

/** The pick list of paid online orders, grouped by bin. */
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

	/** The rows of one bin: those after its heading row and before the next heading. */
	async binRows(bin: string): Promise<string[][]> {
		return this.table().evaluate((table, wanted) => {
			const rows: string[][] = [];
			let inside = false;
			for (const row of Array.from(table.querySelectorAll('tbody tr'))) {
				if (row.hasAttribute('data-bin')) {
					inside = row.getAttribute('data-bin') === wanted;
					continue;
				}
				if (inside) rows.push(Array.from(row.querySelectorAll('td')).map((cell) => (cell as HTMLElement).innerText.trim()));
			}
			return rows;
		}, bin);
	}
}
