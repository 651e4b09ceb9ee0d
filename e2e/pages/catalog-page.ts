import type { Locator, Page } from 'playwright-core';
import { ListPage } from './list-page.ts';

/** The catalog's inventory list. */
export class CatalogPage extends ListPage {
	constructor(page: Page) {
		super(page, {
			path: '/catalog',
			table: 'Inventory',
			searchBox: 'Search the catalog',
			rowsFrom: '/deckhand/inventory',
		});
	}

	/** The Export menu's button (administrators only): Deckhand CSV or TCGplayer CSV of the list's view. */
	exportMenu(): Locator {
		return this.page.getByRole('button', { name: 'Export' });
	}

	exportItem(name: 'Deckhand CSV' | 'TCGplayer CSV'): Locator {
		return this.page.getByRole('menuitem', { name });
	}
}
