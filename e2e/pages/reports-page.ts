import type { Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';

/** The Reports screen (administrators), found by roles and labels. */
export class ReportsPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	/** Opens the screen with the address's report and days (`?report=till-days&from=…&to=…`). */
	async open(query = ''): Promise<this> {
		await this.page.goto(appUrl(`/reports${query}`));
		await this.page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
		return this;
	}

	/** The report's table, named as the report is, once its rows are on screen and no newer ones are on their way. */
	async table(name: string) {
		const table = this.page.getByRole('table', { name, exact: true });
		await table.and(this.page.locator('[aria-busy="false"]')).waitFor();
		return table;
	}

	/** Each row's cells as shown, the totals row apart. */
	async rows(name: string): Promise<string[][]> {
		const rows = (await this.table(name)).locator('tbody tr');
		const texts: string[][] = [];
		for (const row of await rows.all())
			texts.push((await row.locator('td').allInnerTexts()).map((text) => text.trim()));
		return texts;
	}

	/** The totals row's cells after "Total": empty under the columns that do not add up. */
	async totals(name: string): Promise<string[]> {
		const row = (await this.table(name)).locator('tfoot tr');
		return (await row.locator('td').allInnerTexts()).map((text) => text.trim());
	}

	reportPicker() {
		return this.page.getByRole('combobox', { name: 'Report' });
	}

	from() {
		return this.page.getByRole('textbox', { name: 'From' });
	}

	to() {
		return this.page.getByRole('textbox', { name: 'To' });
	}

	download() {
		return this.page.getByRole('link', { name: 'Download CSV' });
	}
}
