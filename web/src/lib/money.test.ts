import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
	it('reads minor units with the currency’s own decimals', () => {
		expect(formatMoney(1_610, 'USD', 'en-US')).toBe('$16.10');
		expect(formatMoney(1_610, 'JPY', 'en-US')).toBe('¥1,610');
		expect(formatMoney(0, 'EUR', 'en-US')).toBe('€0.00');
	});
});
