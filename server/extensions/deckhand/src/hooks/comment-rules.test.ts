import type { Accountability } from '@directus/types';
import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { checkCommentEdit, checkNewComment } from './comment-rules.ts';
import { scopeCommentQuery, scopeCommentRequest } from './comment-scope.ts';

const staff = { user: 'clerk', admin: false } as Accountability;
const owner = { user: 'owner', admin: true } as Accountability;
const SCOPE = { collection: { _in: ['cards', 'orders', 'buylists', 'customers'] } };

describe('checkNewComment', () => {
	it('keeps the note without surrounding spaces', () => {
		expect(checkNewComment({ collection: 'cards', item: '1', comment: '  Ask before selling  ' }, staff)).toEqual({
			collection: 'cards',
			item: '1',
			comment: 'Ask before selling',
		});
	});

	it.each(['', '   ', '\n\t', null, 42])('refuses %j as a note, naming the field and the bounds', (comment) => {
		expect(() => checkNewComment({ collection: 'cards', item: '1', comment }, owner)).toThrow(
			expect.objectContaining({
				code: 'VALIDATION_FAILED',
				extensions: { field: 'comment', min: 1, max: 1_000 },
			}),
		);
	});

	it('refuses a note longer than 1000 characters, saying how long it is', () => {
		expect(() => checkNewComment({ collection: 'cards', item: '1', comment: 'x'.repeat(1_001) }, owner)).toThrow(
			'this one has 1001',
		);
		expect(
			checkNewComment({ collection: 'cards', item: '1', comment: 'x'.repeat(1_000) }, owner)['comment'],
		).toHaveLength(1_000);
	});

	it('lets staff write notes only on cards, orders, buylists and customers', () => {
		expect(() => checkNewComment({ collection: 'games', item: '1', comment: 'Note' }, staff)).toThrow(
			expect.objectContaining({ code: 'FORBIDDEN', status: 403 }),
		);
		expect(checkNewComment({ collection: 'games', item: '1', comment: 'Note' }, owner)['collection']).toBe('games');
	});
});

describe('checkCommentEdit', () => {
	it('checks the text only when it changes', () => {
		expect(checkCommentEdit({ item: '2' })).toEqual({ item: '2' });
		expect(() => checkCommentEdit({ comment: ' ' })).toThrow(
			expect.objectContaining({ code: 'VALIDATION_FAILED' }),
		);
	});
});

describe('scopeCommentQuery', () => {
	it('narrows a staff member to the note collections, keeping their own filter', () => {
		expect(scopeCommentQuery({ filter: { item: { _eq: '1' } }, limit: 10 }, staff)).toEqual({
			filter: { _and: [{ item: { _eq: '1' } }, SCOPE] },
			limit: 10,
		});
		expect(scopeCommentQuery({}, staff).filter).toEqual(SCOPE);
	});

	it('leaves administrators and the server itself unrestricted', () => {
		expect(scopeCommentQuery({ limit: 5 }, owner)).toEqual({ limit: 5 });
		expect(scopeCommentQuery({ limit: 5 }, null)).toEqual({ limit: 5 });
	});
});

describe('scopeCommentRequest', () => {
	const notes = () => Promise.resolve(3);
	const run = (request: Record<string, unknown>, response: Partial<Response> = { json: vi.fn() }) => {
		const next = vi.fn();
		scopeCommentRequest(notes)(
			request as unknown as Request,
			response as Response,
			next as unknown as NextFunction,
		);
		expect(next).toHaveBeenCalledWith();
		return request;
	};

	it.each(['{bad', '[1]', '5', '"text"', 'true', '[]'])(
		'refuses the filter %s of a staff SEARCH as Directus refuses it (INVALID_QUERY)',
		(filter) => {
			expect(() => run({ method: 'SEARCH', accountability: staff, body: { query: { filter } } })).toThrow(
				expect.objectContaining({ code: 'INVALID_QUERY', status: 400 }),
			);
		},
	);

	it('tells staff the number of notes as the total, not the number of comments', async () => {
		const sent: unknown[] = [];
		const response = { json: (body: unknown) => (sent.push(body), response) } as unknown as Response;
		run(
			{ method: 'GET', accountability: staff, sanitizedQuery: Object.freeze({ meta: ['total_count'] }) },
			response,
		);
		response.json({ data: [], meta: { total_count: 40 } });
		await vi.waitFor(() => expect(sent).toEqual([{ data: [], meta: { total_count: 3 } }]));
		response.json({ errors: [] });
		expect(sent[1]).toEqual({ errors: [] });
	});

	it('narrows the frozen query of a staff GET, so filter counts see only notes', () => {
		const request = run({
			method: 'GET',
			accountability: staff,
			sanitizedQuery: Object.freeze({ filter: { comment: { _contains: 'paid' } }, meta: ['filter_count'] }),
		});
		expect(request['sanitizedQuery']).toEqual({
			filter: { _and: [{ comment: { _contains: 'paid' } }, SCOPE] },
			meta: ['filter_count'],
		});
		expect(Object.isFrozen(request['sanitizedQuery'])).toBe(true);
	});

	it('narrows the body query of a staff SEARCH, given as an object or a JSON string', () => {
		const request = run({
			method: 'SEARCH',
			accountability: staff,
			sanitizedQuery: {},
			body: { query: { filter: '{"item":{"_eq":"1"}}' } },
		});
		expect(request['body']).toEqual({ query: { filter: { _and: [{ item: { _eq: '1' } }, SCOPE] } } });
	});

	it('leaves an administrator’s request as it is', () => {
		const query = Object.freeze({ limit: 1 });
		expect(run({ method: 'GET', accountability: owner, sanitizedQuery: query })['sanitizedQuery']).toBe(query);
	});
});
