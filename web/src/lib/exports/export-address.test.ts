import { describe, expect, it } from 'vitest';
import { downloadAddress, exportAddress, exportDateRange } from './export-address.ts';

describe('export addresses', () => {
	it('carries the filters given, and none that are empty', () => {
		expect(exportAddress('orders', { status: 'paid', customer: 12, q: undefined, channel: '' })).toBe(
			'/deckhand/exports/orders.csv?status=paid&customer=12',
		);
		expect(exportAddress('customers', {})).toBe('/deckhand/exports/customers.csv');
		expect(exportAddress('customers', { q: 'Zoë & Ada' })).toBe(
			'/deckhand/exports/customers.csv?q=Zo%C3%AB+%26+Ada',
		);
	});

	it('writes any file the server makes with its parameters, a report’s CSV among them', () => {
		expect(
			downloadAddress('/deckhand/reports/tax-by-day', { from: '2026-11-01', to: '2026-11-30', format: 'csv' }),
		).toBe('/deckhand/reports/tax-by-day?from=2026-11-01&to=2026-11-30&format=csv');
		expect(downloadAddress('/deckhand/reports/till-days', { from: undefined })).toBe('/deckhand/reports/till-days');
	});

	it('turns a range of calendar days into the moments the list compares with, both days whole', () => {
		// Berlin in winter: an hour ahead of UTC (getTimezoneOffset says -60).
		expect(exportDateRange({ from: '2026-11-01', to: '2026-11-30' }, -60)).toEqual({
			from: '2026-10-31T23:00:00.000Z',
			to: '2026-11-30T23:00:00.000Z',
		});
		expect(exportDateRange({ to: '2026-11-30' }, 0)).toEqual({ to: '2026-12-01T00:00:00.000Z' });
		expect(exportDateRange({})).toEqual({});
	});
});
