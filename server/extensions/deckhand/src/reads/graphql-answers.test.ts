import type { SchemaOverview } from '@directus/types';
import { parse, valueFromASTUntyped } from 'graphql';
import { describe, expect, it } from 'vitest';
import { countedCollections, documentValues } from './graphql-answers.ts';
import { readBounds } from './read-bounds.ts';

const bounds = readBounds({ QUERY_LIMIT_MAX: 10_000, QUERY_LIMIT_DEFAULT: 100 });
const schema = {
	collections: { skus: {}, cards: {}, sets: {}, directus_users: {}, directus_roles: {} },
	relations: [
		{ collection: 'skus', field: 'card', related_collection: 'cards', meta: { one_field: 'skus' } },
		{ collection: 'cards', field: 'set', related_collection: 'sets', meta: { one_field: 'cards' } },
		{
			collection: 'directus_users',
			field: 'role',
			related_collection: 'directus_roles',
			meta: { one_field: 'users' },
		},
	],
} as unknown as SchemaOverview;

const context = (variables: Record<string, unknown> = {}, system = false) => ({
	graphql: { parse, valueFromASTUntyped },
	schema,
	bounds,
	variables,
	system,
});
const weigh = (text: string, rowsIn: Record<string, number> = {}, variables = {}, system = false) =>
	documentValues(parse(text), { ...context(variables, system), rowsIn: (name) => rowsIn[name] });

describe('documentValues', () => {
	it('weighs each root field: its rows, their fields, related rows where they repeat', () => {
		expect(weigh('{ skus(limit: 1000) { id price } }')).toBe(3_000);
		expect(weigh('{ skus { id } }')).toBe(200);
		expect(weigh('{ skus(limit: 1000) { id card { set { cards { name } } } } }')).toBe(
			1_000 + 1_000 + 1_000 + 1_000 + 100_000 + 100_000,
		);
		expect(weigh('{ skus(limit: 1000) { card { set { cards(limit: 5) { name } } } } }')).toBe(
			1_000 + 1_000 + 1_000 + 5_000 + 5_000,
		);
	});

	it('counts aliases of one read each, as the answer repeats them', () => {
		const one = weigh('{ a: skus(limit: 3000) { id price } }');
		expect(weigh('{ a: skus(limit: 3000) { id price } b: skus(limit: 3000) { id price } }')).toBe(2 * one);
		expect(weigh('query { ...page } fragment page on Query { skus(limit: 10) { id } }')).toBe(20);
	});

	it('takes no more rows than a collection holds, -1 as the row bound', () => {
		expect(weigh('{ sets(limit: -1) { id cards(limit: -1) { id } } }', { sets: 24, cards: 2_400 })).toBe(
			24 + 24 + 2_400 * 2,
		);
		expect(weigh('{ skus(limit: 10) { card { set { cards(limit: -1) { id } } } } }', { cards: 2_400 })).toBe(
			10 + 10 + 10 + 10 * 2_400 * 2,
		);
		expect(weigh('{ sets(limit: -1) { id } }')).toBe(20_000);
	});

	it('weighs one row by id, an aggregate’s groups, the system collections', () => {
		expect(weigh('{ skus_by_id(id: 5) { id card { name } } }')).toBe(4);
		expect(weigh('{ skus_aggregated { count { id } } }')).toBe(3);
		expect(weigh('{ skus_aggregated(groupBy: ["condition"], limit: 50) { group count { id } } }')).toBe(200);
		expect(weigh('{ users(limit: 10) { id role { name } } }', {}, {}, true)).toBe(40);
		expect(weigh('{ server_info { project { project_name } } }', {}, {}, true)).toBe(0);
	});

	it('weighs a mutation’s answer by the rows it writes', () => {
		const ids = [...Array(1_000).keys()];
		const text =
			'mutation($ids: [ID]) { update_skus_items(ids: $ids, data: {}) { id card { set { cards { id } } } } }';
		expect(weigh(text, {}, { ids })).toBe(1_000 + 1_000 + 1_000 + 1_000 + 100_000 + 100_000);
		expect(weigh('mutation { create_skus_items(data: [{}, {}]) { id } }')).toBe(4);
		expect(weigh('mutation { update_users_item(id: "u", data: {}) { id } }', {}, {}, true)).toBe(2);
	});
});

describe('countedCollections', () => {
	it('names the collections whose rows the weighing reads', () => {
		const names = countedCollections(parse('{ skus(limit: 5) { card { set { cards { id } } } } }'), context());
		expect(names.sort()).toEqual(['cards', 'skus']);
	});
});
