import { describe, expect, it } from 'vitest';
import { refundAmount, refundedValue } from './order-refund.ts';

// $30.00 of lines, $3.00 off, 8.25 % tax on $27.00 → $2.23: total $29.23.
const order = { subtotal: 3_000, total: 2_923 };

describe('refundAmount', () => {
	it('gives each copy its share of the total, discount and tax included, half up', () => {
		expect(refundAmount(order, 0, 1_000)).toBe(974); // 974.33
		expect(refundAmount(order, 0, 1_500)).toBe(1_462); // 1 461.5 → up
	});

	it('adds up to the total to the cent, whatever the order of the parts', () => {
		const parts = [700, 700, 700, 900];
		let before = 0;
		const paid = parts.map((part) => {
			const amount = refundAmount(order, before, before + part);
			before += part;
			return amount;
		});
		expect(paid.reduce((sum, amount) => sum + amount, 0)).toBe(2_923);
	});

	it('keeps cents exact where a product of two large sums would not be', () => {
		const large = { subtotal: 90_000_000_001, total: 97_425_000_001 };
		expect(refundedValue(large, 90_000_000_001)).toBe(97_425_000_001);
		expect(refundedValue({ subtotal: 0, total: 0 }, 0)).toBe(0);
	});
});
