import { describe, expect, it } from 'vitest';
import { reportRequest, reportsSearchSchema, shopToday } from './reports-search.ts';

// 23:30 on 30 November 2026 in UTC: already 1 December in Berlin, still the 30th in New York.
const NOW = Date.parse('2026-11-30T23:30:00Z');

describe('the reports screen’s address', () => {
	it('reads a report and its days, and drops what does not read', () => {
		expect(reportsSearchSchema.parse({ report: 'tax-by-day', from: '2026-11-01', to: '2026-11-30' })).toEqual({
			report: 'tax-by-day',
			from: '2026-11-01',
			to: '2026-11-30',
		});
		expect(reportsSearchSchema.parse({ report: 'margins', from: '2026-02-30', to: 'yesterday' })).toEqual({
			report: undefined,
			from: undefined,
			to: undefined,
		});
	});

	it('counts today in the shop’s time zone, not the browser’s', () => {
		expect(shopToday('Europe/Berlin', NOW)).toBe('2026-12-01');
		expect(shopToday('America/New_York', NOW)).toBe('2026-11-30');
	});

	it('asks for sales by day over the shop’s last 30 days when the address names none, and for what it names otherwise', () => {
		expect(reportRequest({}, 'America/New_York', NOW)).toEqual({
			report: 'sales-by-day',
			from: '2026-11-01',
			to: '2026-11-30',
		});
		expect(reportRequest({}, 'Europe/Berlin', NOW)).toEqual({
			report: 'sales-by-day',
			from: '2026-11-02',
			to: '2026-12-01',
		});
		expect(reportRequest({ to: '2026-03-01' }, 'UTC', NOW)).toEqual({
			report: 'sales-by-day',
			from: '2026-01-31',
			to: '2026-03-01',
		});
		expect(reportRequest({ report: 'till-days', from: '2026-11-05', to: '2026-11-06' }, 'UTC', NOW)).toEqual({
			report: 'till-days',
			from: '2026-11-05',
			to: '2026-11-06',
		});
	});
});
