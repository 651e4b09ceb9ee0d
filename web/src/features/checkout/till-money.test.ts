import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart.ts';
import { cartTotals, discountRequest, settle, toMinor } from './till-money.ts';

const staff = { taxRateBp: 825, staffDiscountCapPercent: 10, admin: false, currency: 'USD' };
const line = (unitPrice: number, quantity: number): CartLine => ({ sku: unitPrice, name: 'x', details: '', unitPrice, onHand: 10, quantity });

describe('cartTotals', () => {
	it('shows the server’s figures: tax on the discounted amount, half up', () => {
		expect(cartTotals([line(499, 2), line(1_250, 1)], { percent: 10 }, staff)).toEqual({ totals: { subtotal: 2_248, discount: 225, tax: 167, total: 2_190 }, discountProblem: null });
	});

	it('says the server’s sentence for a discount over the staff cap, and shows the totals without it', () => {
		const { totals, discountProblem } = cartTotals([line(1_005, 1)], { amount: 102 }, staff);
		expect(discountProblem).toBe('Staff may give at most 10 % off ($1.01 on this sale), not $1.02; ask an administrator for a larger discount.');
		expect(totals).toEqual({ subtotal: 1_005, discount: 0, tax: 83, total: 1_088 });
	});
});

describe('settle', () => {
	it('gives change from cash', () => {
		expect(settle(1_974, [{ method: 'cash', amount: 2_000 }], 'USD').settlement).toMatchObject({ changeDue: 26, covered: true });
	});

	it('refuses card over the total in the server’s words', () => {
		expect(settle(1_000, [{ method: 'card', amount: 1_001 }], 'USD').paymentsProblem).toMatch(/^Card and store credit come to \$10\.01/);
	});
});

describe('toMinor and discountRequest', () => {
	it('turns typed money into minor units without float drift', () => {
		expect(toMinor('19.99', 2)).toBe(1_999);
		expect(toMinor(0.29, 2)).toBe(29);
		expect(toMinor('', 2)).toBeNull();
		expect(toMinor('-1', 2)).toBeNull();
	});

	it('sends a discount as { amount } in minor units or { percent }, none when 0', () => {
		expect(discountRequest('amount', 1.5, 2)).toEqual({ amount: 150 });
		expect(discountRequest('percent', 10, 2)).toEqual({ percent: 10 });
		expect(discountRequest('amount', '', 2)).toBeNull();
		expect(discountRequest('percent', 0, 2)).toBeNull();
	});
});
