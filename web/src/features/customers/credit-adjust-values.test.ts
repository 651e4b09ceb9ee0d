import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/money.ts';
import { creditAmountProblem, creditNoteProblem, toMinorUnits } from './credit-adjust-values.ts';

const usd = (minor: number) => formatMoney(minor, 'USD', 'en-US');

describe('toMinorUnits', () => {
	it('reads money in the currency’s minor unit, signed, rounded', () => {
		expect(toMinorUnits(12.5, 2)).toBe(1250);
		expect(toMinorUnits(-0.1 - 0.2, 2)).toBe(-30);
		expect(toMinorUnits(1610, 0)).toBe(1610);
	});
});

describe('creditAmountProblem', () => {
	it('accepts a credit or a debit the balance covers', () => {
		expect(creditAmountProblem(25, 2, 0, usd)).toBeNull();
		expect(creditAmountProblem(-10, 2, 1_000, usd)).toBeNull();
	});

	it('refuses 0, nothing typed and more than 100 000 either way', () => {
		const bounds = 'Enter an amount other than 0, from -$100,000.00 to $100,000.00. Use a minus sign to take credit back.';
		expect(creditAmountProblem(0, 2, 0, usd)).toBe(bounds);
		expect(creditAmountProblem(0.001, 2, 0, usd)).toBe(bounds);
		expect(creditAmountProblem('', 2, 0, usd)).toBe(bounds);
		expect(creditAmountProblem(100_000.01, 2, 0, usd)).toBe(bounds);
		expect(creditAmountProblem(100_000, 2, 0, usd)).toBeNull();
	});

	it('never takes the balance below 0', () => {
		expect(creditAmountProblem(-10.01, 2, 1_000, usd)).toBe('The balance is $10.00: at most $10.00 can be taken off.');
	});
});

describe('creditNoteProblem', () => {
	it('needs a note of 1 to 1000 characters, spaces not counted', () => {
		expect(creditNoteProblem('   ')).toBe('Say why the credit changes: a note of 1 to 1000 characters.');
		expect(creditNoteProblem('x'.repeat(1_001))).toBe('Say why the credit changes: a note of 1 to 1000 characters.');
		expect(creditNoteProblem('Goodwill for a misprinted receipt')).toBeNull();
	});
});
