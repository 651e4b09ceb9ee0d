import type { Page } from 'playwright-core';
import { PAYMENT_METHODS } from '@deckhand/contract/checkout/checkout-limits.ts';
import { ORDER_STATUSES } from '@deckhand/contract/orders/order-states.ts';

/** Stored values that are plain words too, so they can only be caught standing alone, in their stored (lower) case. */
const STORED_WORDS = [
	...ORDER_STATUSES,
	...PAYMENT_METHODS,
	'counter',
	'online',
	'phone',
	'draft',
	'offered',
	'accepted',
	'rejected',
];

/**
 * Every stored value the screen's main area shows as it is stored: a text with an underscore
 * (`reverse_holo`, `manual_adjustment`) or a text that is a stored value alone (`completed`
 * where "Completed" belongs). Read from the text as written, before styles change its case.
 */
export async function storedValuesShown(page: Page): Promise<string[]> {
	return page.locator('main').evaluate((main, words) => {
		const found: string[] = [];
		const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
		for (let node = walker.nextNode(); node; node = walker.nextNode()) {
			const text = node.textContent?.trim() ?? '';
			if (/\b[a-z]+_[a-z_]+\b/.test(text) || words.includes(text)) found.push(text);
		}
		return found;
	}, STORED_WORDS);
}
