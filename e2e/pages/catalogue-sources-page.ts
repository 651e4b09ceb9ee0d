import type { Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';

/** The Catalogue sources screen (administrators), found by roles and labels as the owner would. */
export class CatalogueSourcesPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	async open(path = '/catalogue-sources'): Promise<this> {
		await this.page.goto(appUrl(path));
		await this.page.getByRole('heading', { name: 'Catalogue sources', level: 1 }).waitFor();
		await this.sources().waitFor();
		return this;
	}

	sources() {
		return this.page.getByRole('table', { name: 'Catalogue sources' });
	}

	/** A source's row, by its name. */
	row(name: string) {
		return this.sources()
			.getByRole('row')
			.filter({ has: this.page.getByText(name, { exact: true }) });
	}

	/** Runs a source from the keyboard, as its row's button is reached. */
	async runNow(name: string): Promise<void> {
		await this.page.getByRole('button', { name: `Run now: ${name}` }).focus();
		await this.page.keyboard.press('Enter');
	}

	/** Cancels a source's run at work, confirming in the dialog. */
	async cancelRun(name: string): Promise<void> {
		await this.page.getByRole('button', { name: `Cancel the run: ${name}` }).click();
		const dialog = this.page.getByRole('dialog', { name: `Cancel the run of ${name}?` });
		await dialog.getByRole('button', { name: 'Cancel the run' }).click();
		await dialog.waitFor({ state: 'detached' });
	}
}
