import { describe, expect, it } from 'vitest';
import { ENDPOINTS, REPORT_TABLES } from '@deckhand/contract/api/endpoints.ts';
import { addressOf, fileAddress } from './deckhand-address.ts';

describe('addresses of the endpoints', () => {
	it('carries the query given, and no parameter that is empty', () => {
		expect(
			fileAddress(ENDPOINTS.exportOrders, { query: { status: 'paid', customer: 12, q: undefined, channel: '' } }),
		).toBe('/deckhand/exports/orders.csv?status=paid&customer=12');
		expect(fileAddress(ENDPOINTS.exportCustomers, { query: {} })).toBe('/deckhand/exports/customers.csv');
		expect(fileAddress(ENDPOINTS.exportCustomers, { query: { q: 'Zoë & Ada' } })).toBe(
			'/deckhand/exports/customers.csv?q=Zo%C3%AB+%26+Ada',
		);
	});

	it('writes a report’s CSV at the report’s own route', () => {
		expect(
			fileAddress(REPORT_TABLES['tax-by-day'], {
				query: { from: '2026-11-01', to: '2026-11-30', format: 'csv' },
			}),
		).toBe('/deckhand/reports/tax-by-day?from=2026-11-01&to=2026-11-30&format=csv');
		expect(fileAddress(REPORT_TABLES['till-days'], { query: { from: undefined } })).toBe(
			'/deckhand/reports/till-days',
		);
	});

	it('puts the path’s parameters in, under the address given', () => {
		expect(addressOf('https://shop.test', ENDPOINTS.tillReport, { params: { till: 2, session: 31 } })).toBe(
			'https://shop.test/deckhand/tills/2/sessions/31/report',
		);
		expect(addressOf('', ENDPOINTS.workQueues)).toBe('/deckhand/reports/work-queues');
	});
});
