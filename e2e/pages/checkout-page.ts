import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';

/** The till (Checkout / POS). Every key pressed through `press` is counted, so a test can say how many a sale took. */
export class CheckoutPage {
	readonly page: Page;
	keystrokes = 0;

	constructor(page: Page) {
		this.page = page;
	}

	async open(query = ''): Promise<this> {
		await this.page.goto(appUrl(`/checkout${query}`));
		await this.scanBox().waitFor();
		return this;
	}

	scanBox(): Locator {
		return this.page.getByRole('combobox', { name: 'Scan or search' });
	}

	async press(key: string): Promise<void> {
		this.keystrokes++;
		await this.page.keyboard.press(key);
	}

	/**
	 * A scanner: the digits, then Enter; waits until the scan has landed. The box empties at once (scans
	 * queue), so what is waited for is the queue's "Looking up…" gone: the line has appeared or grown,
	 * or the scan was refused aloud.
	 */
	async scan(barcode: string): Promise<void> {
		await this.scanBox().focus();
		await this.page.keyboard.type(barcode);
		await this.press('Enter');
		await this.page.waitForFunction(() => {
			const box = document.querySelector('input[role="combobox"]') as HTMLInputElement | null;
			const lookingUp = [...document.querySelectorAll('[role="status"]')].some((status) =>
				status.textContent?.startsWith('Looking up'),
			);
			return box?.value === '' && !lookingUp;
		});
	}

	/** Types words of a name, waits for the match, moves to it with the arrows and picks it with Enter. */
	async searchAndPick(text: string, name: string): Promise<void> {
		await this.scanBox().focus();
		await this.page.keyboard.type(text);
		const options = this.page.getByRole('listbox', { name: 'Matches' }).getByRole('option');
		await options.filter({ hasText: name }).first().waitFor();
		const texts = await options.allInnerTexts();
		const index = texts.findIndex((option) => option.includes(name));
		for (let i = 0; i < index; i++) await this.press('ArrowDown');
		await this.press('Enter');
		await this.line(name).waitFor();
	}

	lines(): Locator {
		return this.page.getByRole('table', { name: 'Sale' }).locator('tbody tr');
	}

	line(name: string): Locator {
		return this.lines().filter({ hasText: name });
	}

	async quantityOf(name: string): Promise<number> {
		return Number(await this.page.getByRole('textbox', { name: `Quantity of ${name}` }).inputValue());
	}

	/** The figures of the totals table, by label: "Subtotal" → "$25.48". */
	async totals(): Promise<Record<string, string>> {
		const rows = await this.page.getByRole('table', { name: 'Totals' }).locator('tr').all();
		const figures: Record<string, string> = {};
		for (const row of rows) {
			const [label, value] = (await row.locator('td').allInnerTexts()).map((text) => text.trim());
			figures[label!.replace(/ \(.*\)$/, '')] = value!;
		}
		return figures;
	}

	cashTendered(): Locator {
		return this.page.getByRole('textbox', { name: 'Cash tendered' });
	}

	storeCredit(): Locator {
		return this.page.getByRole('textbox', { name: 'Store credit' });
	}

	async chooseCustomer(text: string, name: string): Promise<void> {
		await this.page.getByRole('textbox', { name: 'Customer' }).fill(text);
		await this.page.getByRole('listbox', { name: 'Customers found' }).getByRole('option', { name }).click();
		await this.page.getByText(/^Store credit: \$/).waitFor();
	}

	/** Finds a customer by typing, moves to the match with ↓ and takes it with Enter, as a clerk with no mouse does. */
	async chooseCustomerByKeys(text: string, name: string): Promise<void> {
		await this.page.getByRole('textbox', { name: 'Customer' }).focus();
		await this.page.keyboard.type(text);
		const options = this.page.getByRole('listbox', { name: 'Customers found' }).getByRole('option');
		await options.filter({ hasText: name }).first().waitFor();
		const index = (await options.allInnerTexts()).findIndex((option) => option.includes(name));
		// The first match is highlighted as the matches arrive.
		for (let i = 0; i < index; i++) await this.press('ArrowDown');
		await this.press('Enter');
		await this.page.getByRole('group', { name: 'Customer' }).getByText(name, { exact: true }).waitFor();
		await this.page.getByText(/^Store credit: \$/).waitFor();
	}

	complete(name: 'Complete sale' | 'Create order' = 'Complete sale'): Locator {
		return this.page.getByRole('button', { name });
	}

	/** What the disabled Complete button says about itself: the text its aria-describedby names, or null. */
	async completeReason(name: 'Complete sale' | 'Create order' = 'Complete sale'): Promise<string | null> {
		const id = await this.complete(name).getAttribute('aria-describedby');
		return id ? (await this.page.locator(`[id="${id}"]`).innerText()).trim() : null;
	}

	/** Operates a button from the keyboard: focus, then Enter. */
	async pressButton(name: string | RegExp): Promise<void> {
		await this.page.getByRole('button', { name }).focus();
		await this.press('Enter');
	}

	parkedSales(): Locator {
		return this.page.getByRole('region', { name: /^Parked sales/ }).getByRole('listitem');
	}

	/** The till's storage items in this browser (`deckhand.till.…`), to see what it keeps and drops. */
	async storedItems(): Promise<Record<string, unknown>> {
		return this.page.evaluate(() =>
			Object.fromEntries(
				Object.keys(localStorage)
					.filter((key) => key.startsWith('deckhand.till.'))
					.map((key) => [key, JSON.parse(localStorage.getItem(key)!)]),
			),
		);
	}

	receipt(): Locator {
		return this.page.getByRole('region', { name: 'Receipt' });
	}
}
