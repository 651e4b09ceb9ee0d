import { describe, expect, it } from 'vitest';
import { creditShareLimit } from './credit-share.ts';

describe('store credit share', () => {
	it('rounds the share down: 50 % of 10.01 is 5.00, never 5.01', () => {
		expect(creditShareLimit(1001, 50)).toBe(500);
		expect(creditShareLimit(1001, 100)).toBe(1001);
		expect(creditShareLimit(1001, 0)).toBe(0);
	});
});
