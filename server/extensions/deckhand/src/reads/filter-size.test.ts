import { describe, expect, it } from 'vitest';
import { checkFilter, newTally } from './filter-size.ts';
import { readBounds } from './read-bounds.ts';

const bounds = readBounds({});
const refusal = (field: string, max: number) =>
	expect.objectContaining({ code: 'VALIDATION_FAILED', status: 400, extensions: { field, max } });
const check = (filter: unknown) => checkFilter('filter', filter, bounds, newTally());
const ids = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

describe('checkFilter', () => {
	it('takes the filters the dashboard sends', () => {
		expect(() =>
			check({
				_and: [
					{ _or: [{ name: { _icontains: 'char' } }, { collector_number: { _eq: '125' } }] },
					{ sku: { card: { set: { code: { _eq: 'OBF' } } } } },
					{ id: { _in: ids(200) } },
					{ quantity: 0 },
				],
			}),
		).not.toThrow();
	});

	it('refuses 999 members of an _or (SQLite: "Expression tree is too large"), naming the bound', () => {
		expect(() => check({ _or: ids(999).map((id) => ({ id: { _eq: id } })) })).toThrow(refusal('filter', 100));
		expect(() => check({ _and: ids(101).map(() => ({})) })).toThrow(refusal('filter', 100));
	});

	it('counts every comparison of the query, across its filters', () => {
		const tally = newTally();
		const fifty = Object.fromEntries(ids(50).map((id) => [`f${id}`, { _eq: id }]));
		checkFilter('filter', fifty, bounds, tally);
		expect(tally.conditions).toBe(50);
		checkFilter('deep', fifty, bounds, tally);
		expect(() => checkFilter('deep', { x: { _eq: 1 } }, bounds, tally)).toThrow(refusal('deep', 100));
	});

	it('refuses an _in of 40 000 ids (SQLite: "too many SQL variables") and counts lists together', () => {
		expect(() => check({ id: { _in: ids(40_000) } })).toThrow(refusal('filter', 1_000));
		expect(() => check({ id: { _in: ids(600) }, card: { _nin: ids(401) } })).toThrow(refusal('filter', 1_000));
		expect(() => check({ id: { _in: ids(1_000) } })).not.toThrow();
	});

	it('counts lists nested in lists without recursing', () => {
		let deep: unknown = [1];
		for (let level = 0; level < 50_000; level++) deep = [deep];
		expect(() => check({ location: { _intersects: deep } })).toThrow(refusal('filter', 1_000));
	});

	it('refuses a text longer than the bound (SQLite: "LIKE or GLOB pattern too complex")', () => {
		expect(() => check({ name: { _contains: 'x'.repeat(1_001) } })).toThrow(refusal('filter', 1_000));
		expect(() => check({ name: { _in: ['a', 'x'.repeat(1_001)] } })).toThrow(refusal('filter', 1_000));
		expect(() => check({ name: { _contains: 'x'.repeat(1_000) } })).not.toThrow();
	});

	it('refuses nesting deeper than the bound, before walking further', () => {
		let filter: Record<string, unknown> = { id: { _eq: 1 } };
		for (let level = 0; level < 10_000; level++) filter = { _and: [filter] };
		expect(() => check(filter)).toThrow(refusal('filter', 10));
	});

	it('refuses a path through more relations than Directus follows', () => {
		expect(() => check({ card: { set: { game: { name: { _eq: 'x' } } } } })).not.toThrow();
		expect(() => check({ sku: { card: { set: { game: { name: { _eq: 'x' } } } } } })).toThrow(refusal('filter', 4));
		expect(() => check({ lines: { _some: { sku: { card: { name: { _eq: 'x' } } } } } })).not.toThrow();
	});
});
