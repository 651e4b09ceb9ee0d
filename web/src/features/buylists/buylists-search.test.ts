import { describe, expect, it } from 'vitest';
import { BUYLIST_VIEW_STATE_KEYS, readViewState } from '@deckhand/contract/views/view-input.ts';
import { isSameViewState } from '../../lib/saved-view-state.ts';
import { buylistSearchSchema, buylistsExportAddress, buylistsFilter, buylistsSearchSchema } from './buylists-search.ts';
import { buylistsViewMapping } from './buylists-views.ts';

describe('buylistsSearchSchema', () => {
	it('keeps every filter of a good address, the approval queue among them, and drops a bad one instead of failing', () => {
		expect(
			buylistsSearchSchema.parse({
				q: 12,
				status: 'awaiting_approval',
				customer: '7',
				from: '2026-11-01',
				to: '2026-11-30',
				sort: '-total_credit',
				page: '2',
			}),
		).toEqual({
			q: '12',
			status: 'awaiting_approval',
			customer: 7,
			from: '2026-11-01',
			to: '2026-11-30',
			sort: '-total_credit',
			page: 2,
		});
		expect(
			buylistsSearchSchema.parse({
				status: 'paid',
				customer: '0',
				from: '2026-02-30',
				sort: 'total',
				page: '-1',
				q: ' ',
			}),
		).toEqual({});
	});

	it('gives a dialog an address only with a known dialog, line and payout', () => {
		expect(buylistSearchSchema.parse({ dialog: 'override', line: '4' })).toEqual({ dialog: 'override', line: 4 });
		expect(buylistSearchSchema.parse({ dialog: 'complete', payout: 'credit' })).toEqual({
			dialog: 'complete',
			payout: 'credit',
		});
		expect(buylistSearchSchema.parse({ dialog: 'pay', line: 'x', payout: 'card' })).toEqual({});
	});
});

describe('buylistsFilter', () => {
	it('asks for nothing when nothing is chosen, and any part of the number alone', () => {
		expect(buylistsFilter({})).toBeUndefined();
		expect(buylistsFilter({ q: '12' })).toEqual({ number: { _icontains: '12' } });
	});

	it('filters the approval queue by status, with the customer and whole local days', () => {
		expect(
			buylistsFilter({ status: 'awaiting_approval', customer: 4, from: '2026-11-01', to: '2026-11-30' }, 60),
		).toEqual({
			_and: [
				{ status: { _eq: 'awaiting_approval' } },
				{ customer: { _eq: 4 } },
				{ date_created: { _gte: '2026-11-01T01:00:00.000Z' } },
				{ date_created: { _lt: '2026-12-01T01:00:00.000Z' } },
			],
		});
	});
});

describe('saved views of the buylists list', () => {
	it('keeps every key of the address but the page, and the server takes that state as it is', () => {
		const screenKeys = Object.keys(buylistsSearchSchema.shape).filter((key) => key !== 'page');
		expect([...screenKeys].sort()).toEqual([...BUYLIST_VIEW_STATE_KEYS].sort());
		const state = buylistsViewMapping.toState({
			status: 'awaiting_approval',
			page: 3,
			sort: '-number',
			q: undefined,
		});
		expect(state).toEqual({ status: 'awaiting_approval', sort: '-number' });
		expect(readViewState(state, 'buylists')).toEqual({ ok: true, value: state });
	});

	it('opens a view through the route schema and recognises the one the list shows', () => {
		expect(buylistsViewMapping.toSearch({ status: 'lost', q: '12' })).toEqual({ q: '12' });
		const view = { id: 1, name: 'Queue', state: { status: 'awaiting_approval' }, shared: true, mine: false };
		expect(isSameViewState(buylistsViewMapping, { status: 'awaiting_approval', page: 2 }, view)).toBe(true);
		expect(isSameViewState(buylistsViewMapping, { status: 'draft' }, view)).toBe(false);
	});
});

describe('buylistsExportAddress', () => {
	it('carries the filters (the approval queue too) and the whole days of the range, not the sort or the page', () => {
		expect(
			buylistsExportAddress(
				{ status: 'awaiting_approval', customer: 4, to: '2026-11-30', sort: 'total_cash', page: 2 },
				0,
			),
		).toBe('/deckhand/exports/buylists.csv?status=awaiting_approval&customer=4&to=2026-12-01T00%3A00%3A00.000Z');
	});
});
