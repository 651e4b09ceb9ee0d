import { describe, expect, it } from 'vitest';
import { interpretSearch, parseInventoryQuery } from './inventory-query.ts';

describe('interpretSearch', () => {
	it('reads "SET NUMBER" with or without leading zeros or a dash', () => {
		expect(interpretSearch('OBF 125')?.setNumber).toEqual({ set: 'OBF', number: '125' });
		expect(interpretSearch('op01-001')?.setNumber).toEqual({ set: 'OP01', number: '1' });
	});

	it('reads a scanned barcode', () => {
		expect(interpretSearch('200000000042')?.barcode).toBe('200000000042');
		expect(interpretSearch('125')?.barcode).toBeNull();
	});

	it('always keeps the words, accents and case removed', () => {
		expect(interpretSearch('Flabébé')).toEqual({ words: ['flabebe'], setNumber: null, barcode: null });
		expect(interpretSearch('char ex')?.words).toEqual(['char', 'ex']);
	});

	it('ignores an empty box', () => {
		expect(interpretSearch('   ')).toBeNull();
	});
});

describe('parseInventoryQuery', () => {
	it('defaults to the first 50 by name', () => {
		expect(parseInventoryQuery({})).toMatchObject({
			search: null,
			sort: 'name',
			descending: false,
			page: 1,
			limit: 50,
			unpriced: false,
			boughtInWaiting: false,
		});
	});

	it('reads filters and a descending sort', () => {
		expect(
			parseInventoryQuery({
				game: '2',
				kind: 'sealed',
				condition: 'LP',
				stock: 'low',
				unpriced: 'true',
				bought_in_waiting: 'true',
				sort: '-price',
				page: '3',
				limit: '100',
			}),
		).toMatchObject({
			game: 2,
			kind: 'sealed',
			condition: 'LP',
			stock: 'low',
			unpriced: true,
			boughtInWaiting: true,
			sort: 'price',
			descending: true,
			page: 3,
			limit: 100,
		});
	});

	type Case = [Record<string, string>, string];
	it.each<Case>([
		[{ limit: '201' }, 'limit'],
		[{ page: '0' }, 'page'],
		[{ sort: 'cost' }, 'sort'],
		[{ condition: 'MINT' }, 'condition'],
		[{ game: 'pokemon' }, 'game'],
		[{ stock: 'some' }, 'stock'],
		[{ kind: 'booster' }, 'kind'],
		[{ q: 'x'.repeat(201) }, 'q'],
		// Names every object inherits are no column, and numbers are decimal digits only.
		...['valueOf', 'constructor', '__proto__', '-toString', 'hasOwnProperty', '-__defineGetter__'].map(
			(sort): Case => [{ sort }, 'sort'],
		),
		...['valueOf', 'constructor', '__proto__'].flatMap((value) =>
			['condition', 'finish', 'stock', 'unpriced', 'kind'].map((field): Case => [{ [field]: value }, field]),
		),
		...['1e3', '0x10', ' 7', '7 ', '1.0', '+3', 'Infinity'].flatMap((value) =>
			['page', 'limit', 'game', 'set'].map((field): Case => [{ [field]: value }, field]),
		),
	])('refuses %j naming %s', (params, field) => {
		expect(() => parseInventoryQuery(params)).toThrow(
			expect.objectContaining({ code: 'VALIDATION_FAILED', extensions: expect.objectContaining({ field }) }),
		);
	});
});
