import { describe, expect, it } from 'vitest';
import {
	parseBuylistPathId,
	parseBuylistTransition,
	parseCreateBuylist,
	parseLineChange,
	parseNewLine,
	parseSetCustomer,
} from './buylist-input.ts';

const refusal = (field: string, bounds: object = {}) =>
	expect.objectContaining({ extensions: expect.objectContaining({ field, ...bounds }) });

describe('the buylist commands read their input exactly', () => {
	it('reads a new buylist and its customer', () => {
		expect(parseCreateBuylist({})).toEqual({ customer: null });
		expect(parseCreateBuylist({ customer: 7 })).toEqual({ customer: 7 });
		expect(parseCreateBuylist(null)).toEqual({ customer: null });
		for (const customer of ['7', 0, 1.5, { _gt: 0 }])
			expect(() => parseCreateBuylist({ customer })).toThrow(refusal('customer'));
		expect(parseSetCustomer({ customer: null })).toEqual({ customer: null });
		expect(() => parseSetCustomer({})).toThrow(refusal('customer'));
	});

	it('reads a line by SKU or by card, condition, finish and language', () => {
		expect(parseNewLine({ sku: 3, quantity: 2 })).toEqual({ sku: 3, quantity: 2 });
		expect(parseNewLine({ card: 4, condition: 'LP', finish: 'foil', language: 'JA', quantity: 1 })).toEqual({
			card: 4,
			condition: 'LP',
			finish: 'foil',
			language: 'JA',
			quantity: 1,
		});
		for (const quantity of [0, 1_000, 1.5, '2'])
			expect(() => parseNewLine({ sku: 3, quantity })).toThrow(refusal('quantity', { min: 1, max: 999 }));
		expect(() =>
			parseNewLine({ card: 4, condition: 'valueOf', finish: 'normal', language: 'EN', quantity: 1 }),
		).toThrow(refusal('condition'));
		// A language is one of the shop's list, the refusal naming them: JP is the country, not the language.
		for (const language of ['JP', 'ja', 'x'.repeat(9)])
			expect(() => parseNewLine({ card: 4, condition: 'NM', finish: 'normal', language, quantity: 1 })).toThrow(
				expect.objectContaining({
					message: expect.stringContaining('EN, JA, DE, FR, IT, ES, PT, KO, RU, ZH-CN, ZH-TW, PH'),
				}),
			);
		expect(() => parseNewLine({ quantity: 1 })).toThrow(refusal('card'));
		expect(() => parseNewLine([])).toThrow(refusal('body'));
	});

	it('reads a line change, and an offer whose credit is at least its cash', () => {
		expect(parseLineChange({ condition: 'MP' })).toEqual({ condition: 'MP' });
		expect(parseLineChange({ offer: null })).toEqual({ offer: null });
		expect(parseLineChange({ offer: { cash_unit: 100, credit_unit: 100 } })).toEqual({
			offer: { cash_unit: 100, credit_unit: 100 },
		});
		expect(() => parseLineChange({ offer: { cash_unit: 101, credit_unit: 100 } })).toThrow(
			refusal('offer.credit_unit'),
		);
		expect(() => parseLineChange({ offer: { cash_unit: -1, credit_unit: 100 } })).toThrow(
			refusal('offer.cash_unit', { min: 0, max: 10_000_000 }),
		);
		expect(() => parseLineChange({ offer: 'free' })).toThrow(refusal('offer'));
		expect(() => parseLineChange({})).toThrow(refusal('body'));
	});

	it('reads a transition: a payout and a till only when completing, a trimmed note', () => {
		expect(parseBuylistTransition({ to: 'completed', payout: 'cash', till: 2, note: '  ok ' })).toEqual({
			to: 'completed',
			payout: 'cash',
			till: 2,
			note: 'ok',
		});
		expect(parseBuylistTransition({ to: 'offered' })).toEqual({
			to: 'offered',
			payout: null,
			till: null,
			note: null,
		});
		expect(() => parseBuylistTransition({ to: '__proto__' })).toThrow(refusal('to'));
		expect(() => parseBuylistTransition({ to: 'completed', payout: 'cheque' })).toThrow(refusal('payout'));
		expect(() => parseBuylistTransition({ to: 'offered', payout: 'cash' })).toThrow(refusal('payout'));
		expect(() => parseBuylistTransition({ to: 'rejected', note: 'x'.repeat(1_001) })).toThrow(
			refusal('note', { max: 1_000 }),
		);
	});

	it('reads path ids', () => {
		expect(parseBuylistPathId('12', 'id')).toBe(12);
		for (const raw of ['0', '-1', '1.5', 'abc', ''])
			expect(() => parseBuylistPathId(raw, 'line')).toThrow(refusal('line'));
	});
});
