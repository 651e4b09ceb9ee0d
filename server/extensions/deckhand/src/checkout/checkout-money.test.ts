import { describe, expect, it } from 'vitest';
import { acceptPayments, initialStatus, orderTotals } from './checkout-money.ts';

const staff = { taxRateBp: 825, staffDiscountCapPercent: 10, admin: false, currency: 'USD' };
const admin = { ...staff, admin: true };

function refusal(
	run: () => unknown,
): { code: string; message: string; extensions: Record<string, unknown> } | undefined {
	try {
		run();
	} catch (error) {
		const { code, message, extensions } = error as {
			code: string;
			message: string;
			extensions: Record<string, unknown>;
		};
		return { code, message, extensions };
	}
	return undefined;
}

describe('orderTotals', () => {
	it('adds the lines, takes the discount, then charges tax on what is left, half up', () => {
		// 2 × 4.99 + 1 × 12.50 = 22.48; 10 % off = 2.248 → 2.25; tax 8.25 % of 20.23 = 1.668975 → 1.67.
		expect(
			orderTotals(
				[
					{ quantity: 2, unitPrice: 499 },
					{ quantity: 1, unitPrice: 1_250 },
				],
				{ percent: 10 },
				staff,
			),
		).toEqual({
			subtotal: 2_248,
			discount: 225,
			tax: 167,
			total: 2_190,
		});
	});

	it.each([
		[1_000, 83], // 82.5 → 83: exactly half goes up
		[999, 82], // 82.4175 → 82
		[1_006, 83], // 82.995 → 83
		[0, 0],
	])('charges tax on %i as %i', (price, tax) => {
		expect(orderTotals([{ quantity: 1, unitPrice: price }], null, staff)).toMatchObject({
			tax,
			total: price + tax,
		});
	});

	it('taxes the discounted amount, not the subtotal', () => {
		// 10.00 − 1.00 = 9.00; 8.25 % = 0.7425 → 0.74 (on 10.00 it would be 0.83).
		expect(orderTotals([{ quantity: 1, unitPrice: 1_000 }], { amount: 100 }, staff)).toEqual({
			subtotal: 1_000,
			discount: 100,
			tax: 74,
			total: 974,
		});
	});

	it('rounds a percentage discount half up: 10 % of 10.05 is 1.01', () => {
		expect(orderTotals([{ quantity: 1, unitPrice: 1_005 }], { percent: 10 }, staff).discount).toBe(101);
	});

	it('lets staff give exactly the cap, and refuses a cent more with DISCOUNT_TOO_LARGE naming the cap', () => {
		expect(orderTotals([{ quantity: 1, unitPrice: 1_005 }], { amount: 101 }, staff).discount).toBe(101);
		const refused = refusal(() => orderTotals([{ quantity: 1, unitPrice: 1_005 }], { amount: 102 }, staff));
		expect(refused).toMatchObject({
			code: 'DISCOUNT_TOO_LARGE',
			extensions: { field: 'discount', max: 101, cap_percent: 10 },
		});
		expect(refused?.message).toBe(
			'Staff may give at most 10 % off ($1.01 on this sale), not $1.02; ask an administrator for a larger discount.',
		);
		expect(refusal(() => orderTotals([{ quantity: 1, unitPrice: 1_000 }], { percent: 11 }, staff))?.code).toBe(
			'DISCOUNT_TOO_LARGE',
		);
		// More than the whole sale: staff are told their own bound, the cap, not the subtotal.
		expect(refusal(() => orderTotals([{ quantity: 1, unitPrice: 1_000 }], { amount: 1_500 }, staff))).toMatchObject(
			{
				code: 'DISCOUNT_TOO_LARGE',
				extensions: { field: 'discount', max: 100, cap_percent: 10 },
			},
		);
	});

	it('lets an administrator give any discount up to the subtotal, never more', () => {
		expect(orderTotals([{ quantity: 1, unitPrice: 1_000 }], { percent: 100 }, admin)).toEqual({
			subtotal: 1_000,
			discount: 1_000,
			tax: 0,
			total: 0,
		});
		expect(refusal(() => orderTotals([{ quantity: 1, unitPrice: 1_000 }], { amount: 1_001 }, admin))).toMatchObject(
			{
				code: 'DISCOUNT_TOO_LARGE',
				message: 'The discount of $10.01 is more than the subtotal of $10.00.',
				extensions: { field: 'discount', max: 1_000 },
			},
		);
	});
});

describe('acceptPayments', () => {
	it('keeps cash net of change, and says the change due', () => {
		expect(acceptPayments(1_974, [{ method: 'cash', amount: 2_000 }], 'USD')).toEqual({
			kept: [{ method: 'cash', amount: 1_974 }],
			paid: 1_974,
			changeDue: 26,
			credit: 0,
			covered: true,
		});
	});

	it('settles a split tender of credit, card and cash, giving change from the cash', () => {
		const settled = acceptPayments(
			3_000,
			[
				{ method: 'credit', amount: 1_000 },
				{ method: 'card', amount: 1_500 },
				{ method: 'cash', amount: 1_000 },
			],
			'USD',
		);
		expect(settled).toEqual({
			kept: [
				{ method: 'credit', amount: 1_000 },
				{ method: 'card', amount: 1_500 },
				{ method: 'cash', amount: 500 },
			],
			paid: 3_000,
			changeDue: 500,
			credit: 1_000,
			covered: true,
		});
	});

	it('leaves a part-paid sale not covered', () => {
		expect(acceptPayments(1_000, [{ method: 'card', amount: 400 }], 'USD')).toMatchObject({
			paid: 400,
			changeDue: 0,
			covered: false,
		});
		expect(acceptPayments(1_000, [], 'USD')).toMatchObject({ kept: [], paid: 0, covered: false });
		expect(acceptPayments(0, [], 'USD').covered).toBe(true);
	});

	it.each([
		[
			[{ method: 'card' as const, amount: 1_001 }],
			'Card and store credit come to $10.01, more than the total of $10.00; only cash can be more (change is given in cash).',
		],
		[[{ method: 'credit' as const, amount: 1_001 }], 'Store credit of $10.01 is more than the total of $10.00.'],
		[
			[
				{ method: 'credit' as const, amount: 600 },
				{ method: 'card' as const, amount: 600 },
			],
			'Card and store credit come to $12.00, more than the total of $10.00; only cash can be more (change is given in cash).',
		],
	])('refuses %j paying more than the total', (payments, message) => {
		expect(refusal(() => acceptPayments(1_000, payments, 'USD'))).toMatchObject({
			code: 'VALIDATION_FAILED',
			message,
			extensions: { field: 'payments', max: 1_000 },
		});
	});
});

describe('initialStatus', () => {
	const paid = acceptPayments(1_000, [{ method: 'cash', amount: 1_000 }], 'USD');
	const part = acceptPayments(1_000, [{ method: 'cash', amount: 300 }], 'USD');

	it('is open until paid in full, paid once paid, completed when also asked to complete', () => {
		expect(initialStatus(part, 1_000, false, 'USD')).toBe('open');
		expect(initialStatus(paid, 1_000, false, 'USD')).toBe('paid');
		expect(initialStatus(paid, 1_000, true, 'USD')).toBe('completed');
	});

	it('refuses to complete a sale that is not paid in full, saying what is left to pay', () => {
		expect(refusal(() => initialStatus(part, 1_000, true, 'USD'))).toMatchObject({
			code: 'VALIDATION_FAILED',
			message: 'A sale is completed only when paid in full: $7.00 of $10.00 is still to pay.',
			extensions: { field: 'complete' },
		});
	});
});
