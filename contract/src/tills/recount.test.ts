import { describe, expect, it } from 'vitest';
import { needsRecount, recountThreshold } from './recount.ts';

describe('a count far from what the drawer should hold', () => {
	it('is counted again past 10.00 in a currency of cents, either way', () => {
		expect(recountThreshold('USD')).toBe(1_000);
		expect(needsRecount(-1_000, 'USD')).toBe(false);
		expect(needsRecount(1_000, 'EUR')).toBe(false);
		expect(needsRecount(-1_001, 'USD')).toBe(true);
		expect(needsRecount(1_001, 'GBP')).toBe(true);
	});

	it('scales to the currency: ¥1 000, and 10.000 in thousandths', () => {
		expect(recountThreshold('JPY')).toBe(1_000);
		expect(recountThreshold('BHD')).toBe(10_000);
		expect(needsRecount(-1_001, 'JPY')).toBe(true);
		expect(needsRecount(-9_999, 'BHD')).toBe(false);
	});
});
