import type { Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';

/** A buylist's intake: started from the list's "New buylist", cards scanned or found by name, the customer chosen. */
export class BuylistPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	/** From the buylists list, "New buylist": answers the buylist's id once its page is drawn. */
	async startNew(): Promise<number> {
		await this.page.goto(appUrl('/buylists'));
		await this.page.getByRole('heading', { name: 'Buylists', level: 1 }).waitFor();
		await this.page.getByRole('button', { name: 'New buylist' }).click();
		await this.page.waitForURL(/\/buylists\/\d+$/);
		await this.page.getByRole('heading', { name: /^Buylist B-/, level: 1 }).waitFor();
		return Number(/\/buylists\/(\d+)/.exec(this.page.url())?.[1]);
	}

	form() {
		return this.page.getByRole('form', { name: 'Take in cards' });
	}

	box() {
		return this.form().getByRole('combobox', { name: 'Scan or search a card' });
	}

	lines() {
		return this.page.getByRole('table', { name: 'Buylist lines' });
	}

	line(name: string) {
		return this.lines().getByRole('row').filter({ hasText: name });
	}

	/** The quantity first, then the barcode and the scanner's Enter; waits for the card's line. */
	async scan(barcode: string, quantity: number, name: string): Promise<void> {
		await this.form().getByRole('textbox', { name: 'Quantity' }).fill(String(quantity));
		await this.box().fill(barcode);
		await this.box().press('Enter');
		await this.line(name).waitFor();
	}

	/** A card found by name and chosen with Enter: the form then waits for its condition, finish, language and quantity. */
	async choose(name: string): Promise<void> {
		await this.box().fill(name);
		await this.page.getByRole('option', { name: new RegExp(name) }).waitFor();
		await this.box().press('Enter');
		await this.form().getByText(`Card: ${name}`).waitFor();
	}

	/** The customer, found by name, with their store credit balance shown. */
	async chooseCustomer(name: string, balance = '$0.00'): Promise<void> {
		await this.page.getByRole('button', { name: 'Choose customer' }).click();
		await this.page.getByRole('combobox', { name: 'Find a customer' }).fill(name);
		await this.page.getByRole('option', { name: new RegExp(name) }).click();
		await this.page
			.getByRole('group', { name: 'Customer' })
			.getByText(`Store credit balance: ${balance}`)
			.waitFor();
	}
}
