import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '@deckhand/contract/checkout/checkout-limits.ts';
import { ORDER_STATUSES } from '@deckhand/contract/orders/order-states.ts';
import { BUYLIST_STATUS_WORDS } from './buylist-words.ts';
import { CREDIT_REASON_WORDS } from './credit-words.ts';
import { CHANNEL_WORDS, ORDER_STATUS_WORDS, PAYMENT_METHOD_WORDS } from './order-words.ts';
import { FINISH_WORDS } from './sku-words.ts';

const VOCABULARIES = {
	ORDER_STATUS_WORDS,
	CHANNEL_WORDS,
	PAYMENT_METHOD_WORDS,
	BUYLIST_STATUS_WORDS,
	CREDIT_REASON_WORDS,
	FINISH_WORDS,
};

describe('stored values in words', () => {
	it('has a word for every order status and payment method the server knows', () => {
		expect(Object.keys(ORDER_STATUS_WORDS)).toEqual([...ORDER_STATUSES]);
		expect(Object.keys(PAYMENT_METHOD_WORDS)).toEqual([...PAYMENT_METHODS]);
	});

	it.each(Object.entries(VOCABULARIES))(
		'never shows a stored value of %s: no underscores, words of letters and spaces',
		(_name, words) => {
			for (const word of Object.values(words)) expect(i18n._(word)).toMatch(/^[A-Za-z]+( [a-z]+)*$/);
		},
	);

	it('says the values people write with a space with one', () => {
		expect(
			[
				FINISH_WORDS.reverse_holo,
				CREDIT_REASON_WORDS.manual_adjustment,
				CREDIT_REASON_WORDS.buylist_payout,
				PAYMENT_METHOD_WORDS.credit,
			].map((word) => i18n._(word)),
		).toEqual(['reverse holo', 'Manual adjustment', 'Buylist payout', 'Store credit']);
	});
});
