import { describe, expect, it } from 'vitest';
import { checkReadQuery, fieldDepth } from './query-bounds.ts';
import { readBounds } from './read-bounds.ts';

const bounds = readBounds({ QUERY_LIMIT_MAX: 10_000, MAX_RELATIONAL_DEPTH: 4 });
const refusal = (field: string, extensions: Record<string, number>) =>
	expect.objectContaining({ code: 'VALIDATION_FAILED', status: 400, extensions: { field, ...extensions } });

describe('fieldDepth', () => {
	it.each([
		['id', 1],
		['sku.card.set.code', 4],
		['*.*.*.*', 4],
		['year(user.date_created)', 2],
		['json(data, a.b.c)', 1],
		['card.count(skus)', 2],
	])('%s is %i deep', (path, depth) => {
		expect(fieldDepth(path)).toBe(depth);
	});
});

describe('checkReadQuery', () => {
	it('takes the dashboard’s reads', () => {
		for (const query of [
			{ fields: 'id,number,customer.name', sort: '-date_created,-id', limit: '50', page: '2', meta: '*' },
			{ fields: ['id', 'sku.card.set.code'], filter: { order: { _eq: 5 } }, limit: -1 },
			{ limit: '-1', deep: { sets: { _sort: ['-release_date'], _limit: -1 } } },
			{ aggregate: { count: '*' }, groupBy: ['status'], filter: '{"status":{"_eq":"paid"}}' },
			{ limit: '10000', fields: 'id' },
		])
			expect(() => checkReadQuery(query, bounds)).not.toThrow();
	});

	it.each([
		[{ limit: '10001' }, 'limit', { min: -1, max: 10_000 }],
		[{ limit: -2 }, 'limit', { min: -1, max: 10_000 }],
		[{ fields: '*.*.*.*.*' }, 'fields', { max: 4 }],
		[{ fields: ['id', 'card.set.cards.skus.id'] }, 'fields', { max: 4 }],
		[{ sort: '-card.set.game.sets.code' }, 'sort', { max: 4 }],
		[{ groupBy: 'a.b.c.d.e' }, 'groupBy', { max: 4 }],
		[{ group: ['a.b.c.d.e'] }, 'groupBy', { max: 4 }],
		[{ aggregate: '{"sum":["a.b.c.d.e"]}' }, 'aggregate', { max: 4 }],
		[{ deep: { card: { set: { cards: { skus: { card: { _limit: 1 } } } } } } }, 'deep', { max: 4 }],
		[{ deep: '{"sets":{"_limit":20000}}' }, 'deep', { min: -1, max: 10_000 }],
		[{ deep: { sets: { _search: 'x'.repeat(1_001) } } }, 'deep', { max: 1_000 }],
		[{ search: 'x'.repeat(1_001) }, 'search', { max: 1_000 }],
		[
			{ filter: JSON.stringify({ id: { _in: Array.from({ length: 1_001 }, (_, i) => i) } }) },
			'filter',
			{ max: 1_000 },
		],
	])('refuses %j naming %s', (query, field, extensions) => {
		expect(() => checkReadQuery(query as Record<string, unknown>, bounds)).toThrow(refusal(field, extensions));
	});

	it('counts the filters of deep with the query’s own', () => {
		const sixty = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, { _eq: i }]));
		expect(() => checkReadQuery({ filter: sixty, deep: { sets: { _filter: sixty } } }, bounds)).toThrow(
			refusal('deep', { max: 100 }),
		);
	});

	it('leaves the limit of a read weighed by its answer alone, and text Directus must refuse to Directus', () => {
		expect(() => checkReadQuery({ limit: 500_000 }, bounds, { rows: false })).not.toThrow();
		expect(() => checkReadQuery({ limit: 'many', filter: '{bad', deep: '{bad' }, bounds)).not.toThrow();
	});
});
