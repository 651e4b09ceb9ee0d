import { describe, expect, it } from 'vitest';
import { ORDER_VIEW_STATE_KEYS, readViewState } from '@deckhand/contract/views/view-input.ts';
import { isSameViewState } from '../../lib/saved-view-state.ts';
import { ordersSearchSchema } from './orders-search.ts';
import { ordersViewMapping } from './orders-views.ts';

const view = (state: Record<string, unknown>) => ({
	id: 1,
	name: 'A view',
	state: state as never,
	shared: false,
	mine: true,
});

describe('saved views of the orders list', () => {
	it('keeps every key of the address but the page, so the server accepts any state the list can hold', () => {
		const screenKeys = Object.keys(ordersSearchSchema.shape).filter((key) => key !== 'page');
		expect([...screenKeys].sort()).toEqual([...ORDER_VIEW_STATE_KEYS].sort());
	});

	it('drops the page and empty values, and the server takes the rest as it is', () => {
		const state = ordersViewMapping.toState({
			status: 'paid',
			channel: 'online',
			q: undefined,
			page: 4,
			sort: '-total',
			customer: 7,
			from: '2026-11-01',
		});
		expect(state).toEqual({ status: 'paid', channel: 'online', sort: '-total', customer: 7, from: '2026-11-01' });
		expect(readViewState(state, 'orders')).toEqual({ ok: true, value: state });
	});

	it('opens a view through the route schema, dropping what the list does not know', () => {
		expect(ordersViewMapping.toSearch({ status: 'lost', channel: 'phone', q: '39' })).toEqual({
			channel: 'phone',
			q: '39',
		});
	});

	it('recognises the view the list shows, whatever the page and key order', () => {
		expect(
			isSameViewState(
				ordersViewMapping,
				{ channel: 'online', status: 'paid', page: 2 },
				view({ status: 'paid', channel: 'online' }),
			),
		).toBe(true);
		expect(
			isSameViewState(ordersViewMapping, { status: 'paid' }, view({ status: 'paid', channel: 'online' })),
		).toBe(false);
	});
});
