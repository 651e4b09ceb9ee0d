import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';

/**
 * A server-paginated list whose state lives in the address (catalog, customers, orders): the
 * table is named, marked busy while a page loads, and has a search box that answers Enter.
 */
export class ListPage {
	readonly page: Page;
	readonly #path: string;
	readonly #table: string;
	readonly #searchBox: string;
	readonly #rowsFrom: string;

	/** `rowsFrom`: the API path that answers the list's rows (counts, asked with `aggregate`, are not rows). */
	constructor(page: Page, list: { path: string; table: string; searchBox: string; rowsFrom: string }) {
		this.page = page;
		this.#path = list.path;
		this.#table = list.table;
		this.#searchBox = list.searchBox;
		this.#rowsFrom = list.rowsFrom;
	}

	async open(query = ''): Promise<this> {
		await this.page.goto(appUrl(`${this.#path}${query}`));
		await this.settled();
		return this;
	}

	table(): Locator {
		return this.page.getByRole('table', { name: this.#table });
	}

	searchBox(): Locator {
		return this.page.getByRole('textbox', { name: this.#searchBox });
	}

	/**
	 * Types like a person or a scanner, then presses Enter, and waits for the list to answer the new
	 * address: for the rows' own response (the table may still show the old rows, not yet marked
	 * busy, for a moment after the address changes), then for the list to settle.
	 */
	async search(text: string): Promise<void> {
		const before = this.page.url();
		const rows = this.page.waitForResponse((response) => {
			const url = new URL(response.url());
			return url.pathname === this.#rowsFrom && !url.search.includes('aggregate');
		});
		await this.searchBox().fill(text);
		await this.searchBox().press('Enter');
		await this.page.waitForURL((url) => url.href !== before);
		await rows;
		await this.settled();
	}

	/**
	 * The list shows the answer to the address (it is marked busy while a page loads), on a screen
	 * the dashboard runs: a table the server drew is plain markup until the browser has taken it
	 * over, which React marks on the element itself (the key devtools and testing tools read too).
	 */
	async settled(): Promise<void> {
		await this.page.waitForFunction((label) => {
			const table = document.querySelector(`table[aria-label="${label}"][aria-busy="false"]`);
			return table !== null && Object.keys(table).some((key) => key.startsWith('__reactFiber$'));
		}, this.#table);
	}

	/** The list's "Export CSV" link (administrators only). */
	exportLink(): Locator {
		return this.page.getByRole('link', { name: 'Export CSV' });
	}

	/** Every row's cells, as text. */
	async rows(): Promise<string[][]> {
		const rows = this.table().locator('tbody tr');
		const count = await rows.count();
		const cells: string[][] = [];
		for (let i = 0; i < count; i++)
			cells.push((await rows.nth(i).locator('td').allInnerTexts()).map((text) => text.trim()));
		return cells;
	}
}
