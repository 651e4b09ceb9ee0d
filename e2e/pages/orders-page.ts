import type { Page } from 'playwright-core';
import { ListPage } from './list-page.ts';

/** The order list: its number search and filters, all in the address. */
export class OrdersPage extends ListPage {
	constructor(page: Page) {
		super(page, { path: '/orders', table: 'Orders', searchBox: 'Search order numbers', rowsFrom: '/items/orders' });
	}
}
