import { describe, expect, it } from 'vitest';
import { REPORT_DEFINITIONS, reportTotals } from './report-columns.ts';

describe('a report’s totals row', () => {
	it('adds up the columns that add up, and leaves the day empty', () => {
		const rows = [
			{ day: '2026-11-01', orders: 2, units_sold: 5, sales: 1250, tax: 238 },
			{ day: '2026-11-02', orders: 0, units_sold: 0, sales: 0, tax: 0 },
			{ day: '2026-11-03', orders: 1, units_sold: 1, sales: 99, tax: 19 },
		];
		expect(reportTotals(REPORT_DEFINITIONS['sales-by-day'].columns, rows)).toEqual([null, 3, 6, 1349, 257]);
	});

	it('never adds up a balance: the credit owed at each day’s end', () => {
		const rows = [
			{ day: '2026-11-01', issued: 1000, redeemed: 0, removed: 0, outstanding: 1000 },
			{ day: '2026-11-02', issued: 500, redeemed: 300, removed: 100, outstanding: 1100 },
		];
		expect(reportTotals(REPORT_DEFINITIONS['credit-liability'].columns, rows)).toEqual([
			null,
			1500,
			300,
			100,
			null,
		]);
	});

	it('adds the over/short of the closed till sessions only, and nothing of their floats or counts', () => {
		const session = { till: 'Front', opened_at: '2026-11-01T09:00:00.000Z', opening_float: 10000 };
		const rows = [
			{
				...session,
				session: 1,
				closed_at: '2026-11-01T18:00:00.000Z',
				expected_cash: 25000,
				counted_cash: 24900,
				over_short: -100,
			},
			{
				...session,
				session: 2,
				closed_at: '2026-11-02T18:00:00.000Z',
				expected_cash: 12000,
				counted_cash: 12050,
				over_short: 50,
			},
			{ ...session, session: 3, closed_at: null, expected_cash: null, counted_cash: null, over_short: null },
		];
		expect(reportTotals(REPORT_DEFINITIONS['till-days'].columns, rows)).toEqual([
			null,
			null,
			null,
			null,
			null,
			null,
			null,
			-50,
		]);
	});

	it('has no totals row without rows', () => {
		expect(reportTotals(REPORT_DEFINITIONS['sales-by-game'].columns, [])).toBeNull();
	});
});
