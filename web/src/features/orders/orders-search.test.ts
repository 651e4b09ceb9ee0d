import { describe, expect, it } from 'vitest';
import { ordersExportAddress, ordersFilter, ordersSearchSchema } from './orders-search.ts';
import { dateRangeProblem, dayStart } from '../../lib/calendar-days.ts';

describe('ordersSearchSchema', () => {
	it('keeps every filter of a good address and drops a bad one instead of failing', () => {
		expect(
			ordersSearchSchema.parse({
				q: 39,
				status: 'paid',
				channel: 'online',
				from: '2026-11-01',
				to: '2026-11-30',
				customer: '7',
				sort: '-total',
				page: '2',
			}),
		).toEqual({
			q: '39',
			status: 'paid',
			channel: 'online',
			from: '2026-11-01',
			to: '2026-11-30',
			customer: 7,
			sort: '-total',
			page: 2,
		});
		expect(
			ordersSearchSchema.parse({
				status: 'lost',
				channel: 'mail',
				from: 'yesterday',
				customer: '-1',
				sort: 'customer',
				page: '0',
				q: '  ',
			}),
		).toEqual({});
	});

	it('drops a day no calendar has, rather than reading it as another', () => {
		expect(ordersSearchSchema.parse({ from: '2026-02-30', to: '2026-13-01' })).toEqual({});
		expect(ordersSearchSchema.parse({ from: '2028-02-29' })).toEqual({ from: '2028-02-29' });
	});
});

describe('ordersFilter', () => {
	it('asks for nothing when nothing is chosen', () => {
		expect(ordersFilter({})).toBeUndefined();
	});

	it('matches any part of the number alone', () => {
		expect(ordersFilter({ q: '39' })).toEqual({ number: { _icontains: '39' } });
	});

	it('counts the date range in whole local days, both ends included', () => {
		// A browser two hours behind UTC (offset +120): its 1 November starts at 02:00 UTC.
		expect(dayStart('2026-11-01', 120)).toBe('2026-11-01T02:00:00.000Z');
		expect(
			ordersFilter({ status: 'paid', channel: 'online', customer: 4, from: '2026-11-01', to: '2026-11-30' }, 0),
		).toEqual({
			_and: [
				{ status: { _eq: 'paid' } },
				{ channel: { _eq: 'online' } },
				{ customer: { _eq: 4 } },
				{ date_created: { _gte: '2026-11-01T00:00:00.000Z' } },
				{ date_created: { _lt: '2026-12-01T00:00:00.000Z' } },
			],
		});
	});
});

describe('dateRangeProblem', () => {
	it('says an inverted range beside From, and accepts one day or an open end', () => {
		expect(dateRangeProblem({ from: '2026-11-30', to: '2026-11-01' })).toBe('From must be on or before To.');
		expect(dateRangeProblem({ from: '2026-12-01', to: '2026-11-30' })).toBe('From must be on or before To.');
		expect(dateRangeProblem({ from: '2026-11-30', to: '2026-11-30' })).toBeNull();
		expect(dateRangeProblem({ from: '2026-11-30' })).toBeNull();
		expect(dateRangeProblem({ to: '2026-11-01' })).toBeNull();
	});
});

describe('ordersExportAddress', () => {
	it('carries the filters and the whole days of the range, not the sort or the page', () => {
		expect(
			ordersExportAddress(
				{
					q: '39',
					status: 'paid',
					channel: 'online',
					customer: 7,
					from: '2026-11-01',
					to: '2026-11-30',
					sort: 'total',
					page: 3,
				},
				-60,
			),
		).toBe(
			'/deckhand/exports/orders.csv?q=39&status=paid&channel=online&customer=7&from=2026-10-31T23%3A00%3A00.000Z&to=2026-11-30T23%3A00%3A00.000Z',
		);
		expect(ordersExportAddress({ sort: '-total', page: 2 })).toBe('/deckhand/exports/orders.csv');
	});
});
