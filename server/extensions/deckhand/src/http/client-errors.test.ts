import { ForbiddenError } from '@directus/errors';
import { describe, expect, it } from 'vitest';
import { asClientError, hideServerFaults } from './client-errors.ts';

/** What Express's router throws when a path parameter's %-escape does not decode. */
const decodeFailure = Object.assign(new URIError("Failed to decode param '%'"), { status: 400, statusCode: 400 });

describe('asClientError', () => {
	it('names a path that does not decode (VALIDATION_FAILED, field path)', () => {
		expect(asClientError(decodeFailure, '/orders/%/transition')).toMatchObject({
			code: 'VALIDATION_FAILED',
			status: 400,
			extensions: { field: 'path' },
		});
		expect(asClientError(new URIError('URI malformed'), '/x')).toMatchObject({
			code: 'VALIDATION_FAILED',
			extensions: { field: 'path' },
		});
	});

	it('gives a client-side failure of Express its Directus code: not found, too large, malformed', () => {
		expect(asClientError(Object.assign(new Error('Not Found'), { status: 404 }), '/app/assets/x.js')).toMatchObject(
			{ code: 'ROUTE_NOT_FOUND', status: 404 },
		);
		expect(asClientError(Object.assign(new Error('too large'), { statusCode: 413 }), '/x')).toMatchObject({
			code: 'CONTENT_TOO_LARGE',
			status: 413,
		});
		expect(asClientError(Object.assign(new Error('Forbidden'), { status: 403 }), '/x')).toMatchObject({
			code: 'VALIDATION_FAILED',
			status: 400,
			extensions: { field: 'request' },
		});
	});

	it('leaves Directus errors and server faults as they are', () => {
		const forbidden = new ForbiddenError();
		const fault = new Error(
			'delete from `customers` where `id` in (1) - SQLITE_CONSTRAINT: FOREIGN KEY constraint failed',
		);
		expect(asClientError(forbidden, '/x')).toBe(forbidden);
		expect(asClientError(fault, '/x')).toBe(fault);
		expect(asClientError(Object.assign(new Error('upstream'), { status: 502 }), '/x')).toMatchObject({
			message: 'upstream',
		});
	});

	it('translates each error of a list', () => {
		expect(asClientError([decodeFailure], '/x')).toEqual([expect.objectContaining({ code: 'VALIDATION_FAILED' })]);
	});
});

describe('hideServerFaults', () => {
	it('says only that a server fault happened, whoever asked', () => {
		const sql = {
			message: "delete from `customers` where `id` in ('1') - SQLITE_CONSTRAINT: FOREIGN KEY constraint failed",
			extensions: { code: 'INTERNAL_SERVER_ERROR', sql: 'x' },
		};
		expect(hideServerFaults([sql])).toEqual([
			{ message: 'An unexpected error occurred.', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
		]);
	});

	it.each([
		'insert into "orders" ("number") values ($1) - duplicate key',
		'update "skus" set "price" = $1 - violates check constraint "price_bound"',
		'SQLITE_ERROR: no such column: x',
		'select * from `skus` where `id` = 1',
	])('keeps the code of an error that carries database words, not the words: %s', (message) => {
		expect(hideServerFaults([{ message, extensions: { code: 'INVALID_PAYLOAD' } }])).toEqual([
			{ message: 'The database refused this request.', extensions: { code: 'INVALID_PAYLOAD' } },
		]);
	});

	it('leaves the words a clerk reads alone', () => {
		const errors = [
			{ message: 'This game still has 6 sets; delete or move them first.', extensions: { code: 'IN_USE' } },
			{ message: 'Only 2 of Charizard ex (NM, foil) left.', extensions: { code: 'OUT_OF_STOCK' } },
			{ message: 'Choose the SKU to sell from the list.', extensions: { code: 'VALIDATION_FAILED' } },
		];
		expect(hideServerFaults(errors)).toEqual(errors);
	});
});
