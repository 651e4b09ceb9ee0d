import { describe, expect, it } from 'vitest';
import { overShortWords, signedMoney } from './till-words.ts';

describe('the count in words', () => {
	it('says short, over or even with the amount', () => {
		expect(overShortWords(-100, 'USD')).toBe('Short by $1.00');
		expect(overShortWords(250, 'USD')).toBe('Over by $2.50');
		expect(overShortWords(0, 'USD')).toBe('Even: the count matches');
	});

	it('spells out the sign of a movement', () => {
		expect(signedMoney(-300, 'USD')).toBe('\u2212$3.00');
		expect(signedMoney(500, 'USD')).toBe('+$5.00');
		expect(signedMoney(0, 'USD')).toBe('$0.00');
	});
});
