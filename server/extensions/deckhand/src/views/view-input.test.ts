import { describe, expect, it } from 'vitest';
import {
	BUYLIST_VIEW_STATE_KEYS,
	ORDER_VIEW_STATE_KEYS,
	VIEW_LIMITS,
	VIEW_LISTS,
} from '@deckhand/contract/views/view-input.ts';
import { parseViewId, parseViewInput, parseViewList, parseViewState } from './view-input.ts';

function refusal(parse: () => unknown): { field?: string; min?: number; max?: number; message: string } | undefined {
	try {
		parse();
	} catch (error) {
		const { extensions, message } = error as {
			extensions: { field: string; min?: number; max?: number };
			message: string;
		};
		return { ...extensions, message };
	}
	return undefined;
}

describe('parseViewInput', () => {
	it('trims the name and keeps the screen state as it is', () => {
		const state = {
			q: 'char ex',
			condition: 'NM',
			set: 4,
			unpriced: true,
			sort: '-price',
			columns: ['name', 'price'],
		};
		expect(parseViewInput({ name: '  NM by price ', state })).toEqual({
			list: 'inventory',
			name: 'NM by price',
			state,
			shared: false,
		});
	});

	it('reads the shared flag', () => {
		expect(parseViewInput({ name: 'Everyone', state: {}, shared: true }).shared).toBe(true);
	});

	it('drops keys whose value is undefined', () => {
		expect(parseViewInput({ name: 'x', state: { q: undefined, stock: 'low' } }).state).toEqual({ stock: 'low' });
	});

	it('accepts a name of exactly the longest length', () => {
		expect(parseViewInput({ name: 'a'.repeat(VIEW_LIMITS.nameMax), state: {} }).name).toHaveLength(
			VIEW_LIMITS.nameMax,
		);
	});

	it.each([
		[{ state: {} }, 'name'],
		[{ name: '   ', state: {} }, 'name'],
		[{ name: 'a'.repeat(61), state: {} }, 'name'],
		[{ name: 7, state: {} }, 'name'],
		[null, 'name'],
	])('refuses the name of %j, naming the bound', (body, field) => {
		expect(refusal(() => parseViewInput(body))).toMatchObject({ field, min: 1, max: 60 });
	});

	it.each([
		[{ name: 'x' }, 'state'],
		[{ name: 'x', state: [] }, 'state'],
		[{ name: 'x', state: 'q=char' }, 'state'],
		[{ name: 'x', state: { page: 2 } }, 'state'],
		[{ name: 'x', state: JSON.parse('{"__proto__": {"q": "a"}}') }, 'state'],
		[{ name: 'x', state: { q: 'a'.repeat(201) } }, 'state.q'],
		[{ name: 'x', state: { game: Number.NaN } }, 'state.game'],
		[{ name: 'x', state: { game: null } }, 'state.game'],
		[{ name: 'x', state: { set: { id: 1 } } }, 'state.set'],
		[{ name: 'x', state: { columns: [1, 2] } }, 'state.columns'],
		[{ name: 'x', state: { columns: Array.from({ length: 21 }, () => 'name') } }, 'state.columns'],
		[{ name: 'x', state: {}, shared: 'yes' }, 'shared'],
	])('refuses %j on %s', (body, field) => {
		expect(refusal(() => parseViewInput(body))?.field).toBe(field);
	});

	it('names the unknown key it refuses', () => {
		expect(refusal(() => parseViewInput({ name: 'x', state: { price: 5 } }))?.message).toContain('"price"');
	});

	it('bounds the whole state in size', () => {
		const longest = Object.fromEntries(
			['q', 'rarity', 'condition', 'finish', 'language', 'stock', 'sort'].map((key) => [key, 'x'.repeat(200)]),
		);
		const columns = Array.from({ length: 20 }, () => 'c'.repeat(40));
		expect(refusal(() => parseViewInput({ name: 'x', state: { ...longest, columns } }))).toMatchObject({
			field: 'state',
			max: VIEW_LIMITS.stateMax,
		});
		expect(
			refusal(() => parseViewInput({ name: 'x', state: { ...longest, columns: columns.slice(0, 5) } })),
		).toBeUndefined();
	});
});

describe('parseViewId', () => {
	it('reads a whole number', () => {
		expect(parseViewId('42')).toBe(42);
	});

	it.each(['0', '-1', '1.5', 'abc', '', undefined, '1e3'])('refuses %j', (value) => {
		expect(refusal(() => parseViewId(value))).toMatchObject({ field: 'id', min: 1 });
	});
});

describe('views of the orders list', () => {
	it("keeps the orders list's filters and sort", () => {
		const state = {
			q: '39',
			status: 'paid',
			channel: 'online',
			from: '2026-01-01',
			to: '2026-01-31',
			customer: 4,
			sort: '-total',
		};
		expect(parseViewInput({ list: 'orders', name: 'Paid online', state })).toEqual({
			list: 'orders',
			name: 'Paid online',
			state,
			shared: false,
		});
	});

	it('belongs to the inventory when no list is given, so the first clients keep working', () => {
		expect(parseViewInput({ name: 'x', state: { stock: 'low' } }).list).toBe('inventory');
		expect(parseViewList(undefined)).toBe('inventory');
		expect(parseViewList('orders')).toBe('orders');
	});

	it("keeps the buylists list's filters and sort, the approval queue among them", () => {
		const state = {
			q: '12',
			status: 'awaiting_approval',
			from: '2026-01-01',
			to: '2026-01-31',
			customer: 4,
			sort: '-total_credit',
		};
		expect(parseViewInput({ list: 'buylists', name: 'To approve', state })).toEqual({
			list: 'buylists',
			name: 'To approve',
			state,
			shared: false,
		});
		expect(refusal(() => parseViewState({ channel: 'online' }, 'buylists'))).toMatchObject({ field: 'state' });
	});

	it('gives each list its own keys', () => {
		expect(VIEW_LISTS.orders.keys).toEqual(ORDER_VIEW_STATE_KEYS);
		expect(VIEW_LISTS.buylists.keys).toEqual(BUYLIST_VIEW_STATE_KEYS);
		expect(refusal(() => parseViewState({ stock: 'low' }, 'orders'))).toMatchObject({ field: 'state' });
		expect(refusal(() => parseViewState({ status: 'paid' }, 'inventory'))).toMatchObject({ field: 'state' });
	});

	it.each([
		[{ list: 'orders', name: 'x', state: { condition: 'NM' } }, 'state', '"condition"'],
		[{ list: 'orders', name: 'x', state: { page: 2 } }, 'state', '"page"'],
		[{ list: 'orders', name: 'x', state: { q: 'a'.repeat(41) } }, 'state.q', 'at most 40 characters'],
		[{ list: 'orders', name: 'x', state: { customer: Number.POSITIVE_INFINITY } }, 'state.customer', 'number'],
		[{ list: 'orders', name: 'x', state: { status: { _eq: 'paid' } } }, 'state.status', 'state.status'],
		[{ list: 'customers', name: 'x', state: {} }, 'list', 'inventory, orders, buylists'],
		[{ list: 7, name: 'x', state: {} }, 'list', 'inventory, orders, buylists'],
	])('refuses %j naming %s', (body, field, words) => {
		const problem = refusal(() => parseViewInput(body));
		expect(problem?.field).toBe(field);
		expect(problem?.message).toContain(words);
	});

	it("bounds the text of an orders view at 40 characters, the list's own bound", () => {
		expect(
			refusal(() => parseViewInput({ list: 'orders', name: 'x', state: { q: 'a'.repeat(41) } })),
		).toMatchObject({ max: 40 });
		expect(parseViewInput({ list: 'orders', name: 'x', state: { q: 'a'.repeat(40) } }).state.q).toHaveLength(40);
	});
});

describe('parseViewList', () => {
	it.each(['', null])('takes %j for the inventory', (value) => {
		expect(parseViewList(value)).toBe('inventory');
	});
});
