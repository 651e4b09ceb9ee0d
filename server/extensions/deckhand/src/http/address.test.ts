import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it, vi } from 'vitest';
import { decodedPart, refuseMalformedAddress } from './address.ts';

const refusal = (field: string) =>
	expect.objectContaining({ code: 'VALIDATION_FAILED', status: 400, extensions: { field } });

function check(originalUrl: string) {
	const next = vi.fn();
	refuseMalformedAddress({ originalUrl } as Request, {} as Response, next as unknown as NextFunction);
	return next;
}

describe('refuseMalformedAddress', () => {
	it.each([
		'/app/%',
		'/app/%ZZ',
		'/app/%E0%A4%A',
		'/app/%C0%AE',
		'/items/%FF',
		'/deckhand/orders/%ED%A0%80/transition',
		'/x%00',
		'/x/%00/y',
	])('refuses the path of %s', (url) => expect(() => check(url)).toThrow(refusal('path')));

	it.each(['/x?%', '/x?a=%', '/x?a=%2', '/x?q=abc%00', '/x?%00=1', '/x?a=1&b=%E2%82', '/x?sort=-%'])(
		'refuses the query of %s',
		(url) => {
			expect(() => check(url)).toThrow(refusal('query'));
		},
	);

	it.each([
		'/app/',
		'/app/inventory?q=Pikachu%20V&sort=-price',
		'/items/skus?filter=%7B%22id%22%3A1%7D',
		'/x?q=100%25+off',
		'/x?q=caf%C3%A9',
		'/x?a=%0A',
	])('lets %s through', (url) => expect(check(url)).toHaveBeenCalledWith());
});

describe('decodedPart', () => {
	it('reads + as a space in a query only', () => {
		expect(decodedPart('a+b', 'query')).toBe('a b');
		expect(decodedPart('a+b', 'path')).toBe('a+b');
	});
});
