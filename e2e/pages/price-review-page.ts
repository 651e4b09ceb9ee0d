import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../harness/browser.ts';

/** The Price review screen: the moves of reprice runs waiting for the owner, accepted or rejected one at a time or selected. */
export class PriceReviewPage {
	readonly page: Page;

	constructor(page: Page) {
		this.page = page;
	}

	async open(query = ''): Promise<this> {
		await this.page.goto(appUrl(`/prices/review${query}`));
		await this.settled();
		return this;
	}

	/** The list has answered: its table, or the sentence of an empty queue. */
	async settled(): Promise<void> {
		await this.page.getByRole('heading', { name: 'Price review' }).waitFor();
		await this.page
			.getByRole('table', { name: 'Price reviews' })
			.or(this.page.getByText(/^No (move is waiting|review in this state)/))
			.waitFor();
	}

	table(): Locator {
		return this.page.getByRole('table', { name: 'Price reviews' });
	}

	/** The review rows of one card. */
	rowsOf(card: string): Locator {
		return this.table().locator('tbody tr').filter({ hasText: card });
	}
}
