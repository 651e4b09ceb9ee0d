import type { Page } from 'playwright-core';
import { ListPage } from './list-page.ts';

/** The catalog's inventory list. */
export class CatalogPage extends ListPage {
	constructor(page: Page) {
		super(page, { path: '/catalog', table: 'Inventory', searchBox: 'Search the catalog', rowsFrom: '/deckhand/inventory' });
	}
}
