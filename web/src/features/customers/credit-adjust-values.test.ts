import { describe, expect, it } from 'vitest';
import { creditAmount, creditAmountProblem, creditNoteProblem } from './credit-adjust-values.ts';

describe('creditAmountProblem', () => {
	it('accepts a credit or a debit the balance covers, as typed', () => {
		expect(creditAmountProblem('25', 'USD', 0)).toBeNull();
		expect(creditAmountProblem('-10', 'USD', 1_000)).toBeNull();
		expect(creditAmount('-0.30', 'USD')).toBe(-30);
		expect(creditAmount('1610', 'JPY')).toBe(1_610);
	});

	it('refuses nothing typed, a fraction of a cent and more than 100 000 either way, naming the bounds', () => {
		const bounds = 'Amount must be from \u2212$100,000.00 to $100,000.00, with at most 2 decimals.';
		for (const text of ['', '0.001', '100000.01', '-100000.01', '12..5'])
			expect(creditAmountProblem(text, 'USD', 0)).toBe(bounds);
		expect(creditAmountProblem('100000', 'USD', 0)).toBeNull();
	});

	it('refuses 0', () => {
		expect(creditAmountProblem('0.00', 'USD', 0)).toBe(
			'Amount must not be 0: type the credit given, or a minus sign and the credit taken back.',
		);
	});

	it('never takes the balance below 0', () => {
		expect(creditAmountProblem('-10.01', 'USD', 1_000)).toBe(
			'The balance is $10.00: at most $10.00 can be taken off.',
		);
	});
});

describe('creditNoteProblem', () => {
	it('needs a note of 1 to 1,000 characters, spaces not counted', () => {
		expect(creditNoteProblem('   ')).toBe('Say why the credit changes: a note of 1 to 1,000 characters.');
		expect(creditNoteProblem('x'.repeat(1_001))).toBe(
			'Say why the credit changes: a note of 1 to 1,000 characters.',
		);
		expect(creditNoteProblem('x'.repeat(1_000))).toBeNull();
		expect(creditNoteProblem('Goodwill for a misprinted receipt')).toBeNull();
	});
});
