import { describe, expect, it } from 'vitest';
import type { BooksReport, BrokenRule } from './books-query.ts';
import { booksHeadline, checkedTime, subjectLabel } from './books-words.ts';

const report = (values: Partial<BooksReport>): BooksReport => ({
	status: 'holds',
	trigger: 'start',
	checked_at: new Date(2025, 4, 3, 10, 2).toISOString(),
	duration_ms: 12,
	rules: 10,
	broken: [],
	error: null,
	...values,
});
const rule = (values: Partial<BrokenRule>): BrokenRule => ({
	rule: 'stock-matches-movements',
	description: '',
	subject: 'sku',
	ids: [4],
	rows: [],
	more: false,
	...values,
});
const sameDay = new Date(2025, 4, 3, 18, 0);

describe('the books in words', () => {
	it('says every rule holds with the time of the check', () => {
		expect(booksHeadline(report({}), sameDay, 'en-GB')).toBe('Every rule holds (checked 10:02)');
	});

	it('adds the day to a check made another day', () => {
		expect(checkedTime(new Date(2025, 4, 3, 10, 2).toISOString(), new Date(2025, 4, 4, 9, 0), 'en-GB')).toBe(
			'3 May, 10:02',
		);
	});

	it('counts the broken rules, and says a check that could not run or has not run yet', () => {
		expect(booksHeadline(report({ status: 'broken', broken: [rule({}), rule({})] }), sameDay, 'en-GB')).toBe(
			'2 of 10 rules broken (checked 10:02)',
		);
		expect(booksHeadline(report({ status: 'failed' }), sameDay, 'en-GB')).toBe(
			'The check could not run (tried 10:02)',
		);
		expect(booksHeadline(report({ status: 'unchecked', checked_at: null }), sameDay)).toBe(
			'Not checked yet since the server started.',
		);
	});

	it('names one offending row or many', () => {
		expect(subjectLabel(rule({ ids: [4] }))).toBe('SKU');
		expect(subjectLabel(rule({ ids: [4], more: true }))).toBe('SKUs');
		expect(subjectLabel(rule({ subject: 'order_line', ids: [1, 2] }))).toBe('Order lines');
		expect(subjectLabel(rule({ subject: 'card', ids: [9, 9] }))).toBe('Card');
	});
});
