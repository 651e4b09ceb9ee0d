import type { Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';

/** The activity screen (administrators), found by roles and labels. */
export class ActivityPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	/** Opens the screen with the address's filters (`?kind=prices&collection=cards&item=12`). */
	async open(query = ''): Promise<this> {
		await this.page.goto(appUrl(`/activity${query}`));
		await this.page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
		return this;
	}

	rows() {
		return this.page.getByRole('table', { name: 'Activity' }).locator('tbody tr');
	}

	/** A row's cells as written (a badge's text, not its capitals on screen): when, who, kind, what. */
	async row(index: number): Promise<string[]> {
		return (await this.rows().nth(index).locator('td').allTextContents()).map((text) => text.trim());
	}

	async chooseKind(kind: string): Promise<void> {
		await this.page.getByRole('combobox', { name: 'Kind' }).click();
		await this.page.getByRole('option', { name: kind, exact: true }).click();
	}
}
