import { parse, valueFromASTUntyped } from 'graphql';
import { describe, expect, it } from 'vitest';
import { checkGraphqlDocument } from './graphql-reads.ts';
import { readBounds } from './read-bounds.ts';

const bounds = readBounds({ QUERY_LIMIT_MAX: 10_000, MAX_RELATIONAL_DEPTH: 4 });

function check(text: string, variables: Record<string, unknown> = {}) {
	const reads = checkGraphqlDocument({ parse, valueFromASTUntyped }, { text, variables, maxTokens: 5_000 }, bounds);
	return reads && { everyRow: reads.everyRow, writes: reads.writes };
}
const refusal = (field: string, extensions: Record<string, number>) =>
	expect.objectContaining({ code: 'VALIDATION_FAILED', status: 400, extensions: { field, ...extensions } });

describe('checkGraphqlDocument', () => {
	it('takes a bounded read and says whether it asks for every row', () => {
		expect(check('{ skus(limit: 50) { id card { name set { code } } } }')).toEqual({
			everyRow: false,
			writes: false,
		});
		expect(check('query($all: Int) { skus(limit: $all) { id } }', { all: -1 })).toEqual({
			everyRow: true,
			writes: false,
		});
		// A nested list's -1 is Directus's bound per row (the Data Studio counts a role's people so), not a count.
		expect(check('{ sets(limit: 5) { cards(limit: -1) { id } } }')).toEqual({ everyRow: false, writes: false });
	});

	it.each([
		['{ skus(limit: 10001) { id } }', {}, 'limit', { min: -1, max: 10_000 }],
		['query($n: Int) { skus(limit: $n) { id } }', { n: 50_000 }, 'limit', { min: -1, max: 10_000 }],
		['{ skus { card { set { cards { skus { id } } } } } }', {}, 'fields', { max: 4 }],
		[
			'{ skus { ...deep } } fragment deep on skus { card { set { cards { skus { id } } } } }',
			{},
			'fields',
			{ max: 4 },
		],
		['{ skus(search: "' + 'x'.repeat(1_001) + '") { id } }', {}, 'search', { max: 1_000 }],
		[
			'query($f: skus_filter) { skus(filter: $f) { id } }',
			{ f: { id: { _in: [...Array(40_000).keys()] } } },
			'filter',
			{ max: 1_000 },
		],
		[
			'query($f: skus_filter) { skus(filter: $f) { id } }',
			{ f: { _or: [...Array(999).keys()].map((id) => ({ id: { _eq: id } })) } },
			'filter',
			{ max: 100 },
		],
	])('refuses %s naming its bound', (text, variables, field, extensions) => {
		expect(() => check(text, variables)).toThrow(refusal(field, extensions));
	});

	it('lists the root lists of a query that ask for every row, with what narrows them', () => {
		const lists = (text: string, variables: Record<string, unknown> = {}) =>
			checkGraphqlDocument({ parse, valueFromASTUntyped }, { text, variables, maxTokens: 5_000 }, bounds)
				?.everyRowLists;
		expect(
			lists('query($f: skus_filter) { a: skus(limit: -1, filter: $f, search: "lotus") { id } games { id } }', {
				f: { quantity: { _gt: 0 } },
			}),
		).toEqual([{ field: 'skus', filter: { quantity: { _gt: 0 } }, search: 'lotus' }]);
		expect(lists('{ sets(limit: 5) { cards(limit: -1) { id } } }')).toEqual([]);
		// A write's answer is weighed before it runs; its rows are not counted.
		expect(lists('mutation { update_skus_items(ids: [1], data: {}, limit: -1) { id } }')).toEqual([]);
	});

	it('tells a document that writes', () => {
		expect(check('mutation { update_skus_item(id: 1, data: {}) { id } }')).toEqual({
			everyRow: false,
			writes: true,
		});
	});

	it('leaves a document that does not parse to Directus, and introspection alone', () => {
		expect(check('{ skus(limit: ')).toBeNull();
		expect(check('{ skus { ' + 'id '.repeat(6_000) + '} }')).toBeNull();
		expect(check('{ __schema { types { fields { type { ofType { ofType { name } } } } } } }')).toEqual({
			everyRow: false,
			writes: false,
		});
	});
});
