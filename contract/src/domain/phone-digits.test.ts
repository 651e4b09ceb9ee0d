import { describe, expect, it } from 'vitest';
import { phoneDigits } from './phone-digits.ts';

describe('phoneDigits', () => {
	it('keeps the digits of a number however it was written', () => {
		for (const phone of ['+1 (555) 010-2000', '1.555.010.2000', '1 555 010 2000', '15550102000'])
			expect(phoneDigits(phone)).toBe('15550102000');
		expect(phoneDigits('(555) 010-2000 ext. 12')).toBe('555010200012');
		expect(phoneDigits('０３-１２３４-５６７８')).toBe('0312345678');
	});

	it('is none for no phone or one without digits', () => {
		expect([
			phoneDigits(null),
			phoneDigits(undefined),
			phoneDigits(''),
			phoneDigits('ask at the counter'),
			phoneDigits(5550102000),
		]).toEqual([null, null, null, null, null]);
	});
});
