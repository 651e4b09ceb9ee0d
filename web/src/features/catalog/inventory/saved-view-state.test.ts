import { describe, expect, it } from 'vitest';
import { readViewState, VIEW_STATE_KEYS } from '@deckhand/contract/views/view-input.ts';
import { inventorySearchSchema } from './inventory-search.ts';
import { isSameState, searchOfView, viewState } from './saved-view-state.ts';

const view = (state: Record<string, unknown>) => ({
	id: 1,
	name: 'A view',
	state: state as never,
	shared: false,
	mine: true,
});

describe('saved view state', () => {
	it('keeps every key of the screen but the page, so the server accepts any state the screen can hold', () => {
		const screenKeys = Object.keys(inventorySearchSchema.shape).filter((key) => key !== 'page');
		expect([...screenKeys].sort()).toEqual([...VIEW_STATE_KEYS].sort());
	});

	it('drops the page and empty values, and the server takes the rest as it is', () => {
		const state = viewState({
			q: 'char',
			condition: 'NM',
			sort: '-price',
			page: 3,
			set: undefined,
			unpriced: true,
			columns: ['name', 'price'],
		});
		expect(state).toEqual({
			q: 'char',
			condition: 'NM',
			sort: '-price',
			unpriced: true,
			columns: ['name', 'price'],
		});
		expect(readViewState(state)).toEqual({ ok: true, value: state });
	});

	it('opens a view through the route schema, dropping what the screen does not know', () => {
		expect(searchOfView(view({ q: 'char', condition: 'XX', game: 2 }))).toEqual({ q: 'char', game: 2 });
	});

	it('recognises the view the list shows, whatever the page and key order', () => {
		expect(isSameState({ sort: '-price', q: 'char', page: 2 }, view({ q: 'char', sort: '-price' }))).toBe(true);
		expect(isSameState({ q: 'char' }, view({ q: 'char', sort: '-price' }))).toBe(false);
	});
});
