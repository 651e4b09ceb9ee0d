import { describe, expect, it } from 'vitest';
import { receiptTaxRate } from './receipt-data.ts';

describe('receiptTaxRate', () => {
	it('prints the shop’s rate when it gives the order’s tax, and none when the rate has changed since', () => {
		expect(receiptTaxRate({ subtotal: 2_000, discount: 0, tax: 165 }, 825)).toBe(825);
		expect(receiptTaxRate({ subtotal: 2_000, discount: 200, tax: 149 }, 825)).toBe(825);
		expect(receiptTaxRate({ subtotal: 2_000, discount: 0, tax: 165 }, 700)).toBeNull();
	});
});
