import { describe, expect, it } from 'vitest';
import { nextListSearch, pageCount } from './list-search.ts';

describe('nextListSearch', () => {
	const previous = { q: 'bolt', page: 3, dialog: undefined as string | undefined };

	it('starts a new search again at page 1', () => {
		expect(nextListSearch(previous, { q: 'island' })).toEqual({ q: 'island', page: undefined, dialog: undefined });
	});

	it('goes to the page asked for', () => {
		expect(nextListSearch(previous, { page: 4 })).toEqual({ q: 'bolt', page: 4, dialog: undefined });
	});

	it('stays on the page for a change it keeps the page for', () => {
		expect(nextListSearch(previous, { dialog: 'new' }, ['dialog'])).toEqual({ q: 'bolt', page: 3, dialog: 'new' });
		expect(nextListSearch(previous, { dialog: 'new' })).toEqual({ q: 'bolt', page: undefined, dialog: 'new' });
	});
});

describe('pageCount', () => {
	it('rounds up and never shows page 1 of 0', () => {
		expect([pageCount(0, 50), pageCount(50, 50), pageCount(51, 50), pageCount(101, 50)]).toEqual([1, 1, 2, 3]);
	});
});
