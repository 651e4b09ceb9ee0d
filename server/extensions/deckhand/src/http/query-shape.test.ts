import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { checkDirectusQuery, refuseMalformedSearch } from './query-shape.ts';

const refusal = (field: string) =>
	expect.objectContaining({ code: 'VALIDATION_FAILED', status: 400, extensions: { field } });

describe('checkDirectusQuery', () => {
	it.each([
		[{ sort: 'valueOf' }, 'sort'],
		[{ sort: '-constructor' }, 'sort'],
		[{ sort: ['name', '__proto__'] }, 'sort'],
		[{ groupBy: 'hasOwnProperty' }, 'groupBy'],
		[{ fields: 'id,card.toString' }, 'fields'],
		[{ fields: { a: 'b' } }, 'fields'],
		[{ aggregate: 'x' }, 'aggregate'],
		[{ aggregate: '{bad' }, 'aggregate'],
		[{ aggregate: '[1]' }, 'aggregate'],
		[{ aggregate: { count: '__proto__' } }, 'aggregate'],
		[{ aggregate: { valueOf: 'id' } }, 'aggregate'],
		[{ aggregate: { count: { a: 1 } } }, 'aggregate'],
		[{ deep: '{bad' }, 'deep'],
		[{ deep: '5' }, 'deep'],
		[{ deep: { constructor: { _limit: 1 } } }, 'deep'],
		[{ filter: '{"toString":{"_eq":1}}' }, 'filter'],
		[{ filter: { _and: [{ isPrototypeOf: { _eq: 1 } }] } }, 'filter'],
		[{ alias: { valueOf: 'id' } }, 'alias'],
		[{ filter: '[1]' }, 'filter'],
		[{ filter: '5' }, 'filter'],
		[{ filter: 'true' }, 'filter'],
		[{ filter: '"text"' }, 'filter'],
		[{ meta: { a: 'b' } }, 'meta'],
	])('refuses %j naming %s', (query, field) => {
		expect(() => checkDirectusQuery(query)).toThrow(refusal(field));
	});

	it.each([
		{},
		{ fields: '*,card.name,count(id)', sort: '-price,card.name', limit: '25', page: '2', meta: '*' },
		{ aggregate: { count: '*', sum: ['quantity'] }, groupBy: ['condition'] },
		{ aggregate: '{"count":"id"}', deep: '{"skus":{"_limit":5}}' },
		{ filter: '{"name":{"_eq":"constructor"}}', search: 'valueOf' },
		{ filter: '{bad', alias: '{bad' },
		{ filter: 'null' },
		{ meta: ['total_count', 'filter_count'] },
	])('leaves %j to Directus', (query) => {
		expect(() => checkDirectusQuery(query)).not.toThrow();
	});
});

describe('refuseMalformedSearch', () => {
	const run = (method: string, body: unknown) => {
		const next = vi.fn();
		refuseMalformedSearch({ method, body } as Request, {} as Response, next as unknown as NextFunction);
		return next;
	};

	it.each(['x', 5, true, []])('refuses a SEARCH whose query is %j', (query) => {
		expect(() => run('SEARCH', { query })).toThrow(refusal('query'));
	});

	it('checks a SEARCH query as a query string, and leaves other requests alone', () => {
		expect(() => run('SEARCH', { query: { sort: 'valueOf' } })).toThrow(refusal('sort'));
		expect(run('SEARCH', { query: { filter: { item: { _eq: '1' } } } })).toHaveBeenCalledWith();
		expect(run('SEARCH', {})).toHaveBeenCalledWith();
		expect(run('POST', { query: 'x' })).toHaveBeenCalledWith();
	});
});
