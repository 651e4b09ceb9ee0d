import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart.ts';
import { discountBounds } from '@deckhand/contract/checkout/checkout-money.ts';
import { cartTotals, readDiscount, readTender, settle } from './till-money.ts';

const staff = { taxRateBp: 825, staffDiscountCapPercent: 10, admin: false, currency: 'USD' };
const line = (unitPrice: number, quantity: number): CartLine => ({
	sku: unitPrice,
	name: 'x',
	details: '',
	unitPrice,
	onHand: 10,
	quantity,
});

describe('cartTotals', () => {
	it('shows the server’s figures: tax on the discounted amount, half up', () => {
		expect(cartTotals([line(499, 2), line(1_250, 1)], { percent: 10 }, staff)).toEqual({
			totals: { subtotal: 2_248, discount: 225, tax: 167, total: 2_190 },
			discountProblem: null,
		});
	});

	it('says the server’s sentence for a discount over the staff cap, and shows the totals without it', () => {
		const { totals, discountProblem } = cartTotals([line(1_005, 1)], { amount: 102 }, staff);
		expect(discountProblem).toBe(
			'Staff may give at most 10 % off ($1.01 on this sale), not $1.02; ask an administrator for a larger discount.',
		);
		expect(totals).toEqual({ subtotal: 1_005, discount: 0, tax: 83, total: 1_088 });
	});
});

describe('settle', () => {
	it('gives change from cash', () => {
		expect(settle(1_974, [{ method: 'cash', amount: 2_000 }], 'USD').settlement).toMatchObject({
			changeDue: 26,
			covered: true,
		});
	});

	it('refuses card over the total in the server’s words', () => {
		expect(settle(1_000, [{ method: 'card', amount: 1_001 }], 'USD').paymentsProblem).toMatch(
			/^Card and store credit come to \$10\.01/,
		);
	});
});

/*
 * The server's own sentences for these refusals (`checkout/checkout-money.test.ts` asserts the
 * same ones): the till's English must say exactly what the server says.
 */
describe('the till’s own words for the server’s money refusals', () => {
	it('say in English exactly what the server says, so a language of the till’s own says the same', () => {
		expect(cartTotals([line(1_005, 1)], { amount: 102 }, staff).discountProblem).toBe(
			'Staff may give at most 10 % off ($1.01 on this sale), not $1.02; ask an administrator for a larger discount.',
		);
		expect(cartTotals([line(1_000, 1)], { amount: 1_001 }, { ...staff, admin: true }).discountProblem).toBe(
			'The discount of $10.01 is more than the subtotal of $10.00.',
		);
		for (const [payments, sentence] of [
			[
				[{ method: 'card', amount: 1_001 }],
				'Card and store credit come to $10.01, more than the total of $10.00; only cash can be more (change is given in cash).',
			],
			[[{ method: 'credit', amount: 1_001 }], 'Store credit of $10.01 is more than the total of $10.00.'],
			[
				[
					{ method: 'credit', amount: 600 },
					{ method: 'card', amount: 600 },
				],
				'Card and store credit come to $12.00, more than the total of $10.00; only cash can be more (change is given in cash).',
			],
		] as const)
			expect(settle(1_000, [...payments], 'USD').paymentsProblem).toBe(sentence);
	});
});

describe('readTender and readDiscount', () => {
	it('reads tenders exactly as typed, in the currency’s units', () => {
		expect(readTender('cash', '19.99', 'USD')).toEqual({ ok: true, value: 1_999 });
		expect(readTender('card', '', 'USD')).toEqual({ ok: true, value: null });
		expect(readTender('cash', '1999', 'JPY')).toEqual({ ok: true, value: 1_999 });
	});

	it('refuses 99999999999 cash tendered in money, never a change of 99 billion', () => {
		expect(readTender('cash', '99999999999', 'USD')).toEqual({
			ok: false,
			error: 'Cash tendered must be from $0.00 to $10,000,000.00, with at most 2 decimals.',
		});
		expect(readTender('credit', '-1', 'USD').ok).toBe(false);
	});

	const ANY = { percent: 100, amount: 1_000_000_000 };
	it('reads a discount as an amount or a whole percentage, none when empty or 0', () => {
		expect(readDiscount('amount', '1.50', 'USD', ANY)).toEqual({ ok: true, value: { amount: 150 } });
		expect(readDiscount('percent', '10', 'USD', ANY)).toEqual({ ok: true, value: { percent: 10 } });
		expect(readDiscount('amount', '', 'USD', ANY)).toEqual({ ok: true, value: null });
		expect(readDiscount('percent', '0', 'USD', ANY)).toEqual({ ok: true, value: null });
		expect(readDiscount('percent', '12.5', 'USD', ANY)).toEqual({
			ok: false,
			error: 'Discount must be a whole percentage from 0 % to 100 %.',
		});
		expect(readDiscount('amount', '0.001', 'USD', ANY).ok).toBe(false);
	});

	it('names the bound that applies to this person when a discount cannot be read, not the field’s widest', () => {
		// A clerk with a 10 % cap on a $20.00 sale may give up to 10 % or $2.00.
		const clerk = discountBounds(2_000, { admin: false, staffDiscountCapPercent: 10 });
		expect(clerk).toEqual({ percent: 10, amount: 200 });
		expect(readDiscount('percent', '12.5', 'USD', clerk)).toEqual({
			ok: false,
			error: 'Discount must be a whole percentage from 0 % to 10 %.',
		});
		expect(readDiscount('amount', '-1', 'USD', clerk)).toEqual({
			ok: false,
			error: 'Discount must be from $0.00 to $2.00, with at most 2 decimals.',
		});
		expect(readDiscount('amount', '99999999999', 'USD', clerk)).toEqual({
			ok: false,
			error: 'Discount must be from $0.00 to $2.00, with at most 2 decimals.',
		});
		// Within the field, a figure over the cap is read, and the cap refuses it by name (`cartTotals`).
		expect(readDiscount('percent', '15', 'USD', clerk)).toEqual({ ok: true, value: { percent: 15 } });
		const owner = discountBounds(2_000, { admin: true, staffDiscountCapPercent: 10 });
		expect(readDiscount('amount', 'abc', 'USD', owner)).toEqual({
			ok: false,
			error: 'Discount must be from $0.00 to $20.00, with at most 2 decimals.',
		});
	});
});
