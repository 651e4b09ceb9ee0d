import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';

/** The Tills screen: this browser's till, its drawer (open, paid in and out, close), its sessions, and (administrators) the shop's tills. */
export class TillsPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	async open(): Promise<this> {
		await this.page.goto(appUrl('/tills'));
		await this.page.getByRole('heading', { name: 'Tills', level: 1 }).waitFor();
		return this;
	}

	/** Sets this browser's till, as a clerk does once at a new counter. */
	async choose(name: string): Promise<void> {
		await this.page.getByRole('combobox', { name: "This browser's till" }).click();
		await this.page.getByRole('option', { name, exact: true }).click();
	}

	async openWithFloat(float: string): Promise<void> {
		await this.page.getByRole('textbox', { name: 'Opening float' }).fill(float);
		await this.page.getByRole('button', { name: 'Open till' }).click();
	}

	dialog(): Locator {
		return this.page.getByRole('dialog');
	}

	/** Closes the till with the counted cash, in the dialog that asks for it. */
	async closeWithCount(counted: string): Promise<void> {
		await this.page.getByRole('button', { name: 'Close till' }).click();
		await this.dialog().getByRole('textbox', { name: 'Counted cash' }).fill(counted);
		await this.dialog().getByRole('button', { name: 'Close till' }).click();
		await this.dialog().waitFor({ state: 'detached' });
	}

	sessions(): Locator {
		return this.page.getByRole('table', { name: 'Sessions' });
	}

	/** The shop's tills, as administrators manage them. */
	shopTills(): Locator {
		return this.page.getByRole('table', { name: "The shop's tills" });
	}

	/** The row of the till called exactly `name`. */
	tillRow(name: string): Locator {
		return this.shopTills()
			.getByRole('row')
			.filter({ has: this.page.getByRole('cell', { name, exact: true }) });
	}

	/** Opens a till's actions menu and picks one. */
	async act(name: string, action: string): Promise<void> {
		await this.page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
		await this.page.getByRole('menuitem', { name: action }).click();
	}
}
