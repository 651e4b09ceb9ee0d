import type { Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';

/** The picture library (administrators), found by roles and labels. */
export class PicturesPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	async open(query = ''): Promise<this> {
		await this.page.goto(appUrl(`/pictures${query}`));
		await this.page.getByRole('heading', { name: 'Picture library', level: 1 }).waitFor();
		return this;
	}

	/** The row of the picture whose file is called `name`. */
	row(name: string) {
		return this.page.getByRole('table', { name: 'Pictures' }).locator('tbody tr').filter({ hasText: name });
	}

	/** Asks to delete the picture and confirms: the dialog stays open with the server's refusal, or closes. */
	async delete(name: string): Promise<void> {
		await this.row(name)
			.getByRole('button', { name: `Delete ${name}` })
			.click();
		await this.page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
	}
}
