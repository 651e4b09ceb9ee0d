import { describe, expect, it } from 'vitest';
import { readIdempotencyKey } from './idempotency-key.ts';

/** The refusal `read` throws, as a client gets it. */
function refusal(lines: string[]) {
	try {
		readIdempotencyKey(lines);
	} catch (error) {
		return error as { status: number; code: string; message: string; extensions: Record<string, unknown> };
	}
	throw new Error(`${JSON.stringify(lines)} was read as a key`);
}

describe('readIdempotencyKey', () => {
	it('reads no header as no key: the header is optional', () => {
		expect(readIdempotencyKey(undefined)).toBeNull();
		expect(readIdempotencyKey([])).toBeNull();
	});

	it.each([
		['a UUID', '0b9c2f4e-6d1a-4c8e-9f3b-2a7d5e1c8b40'],
		['one character', 'k'],
		['255 characters', 'k'.repeat(255)],
		['the draft’s quoted form, quotes kept', '"8e03978e-40d5-43e8-bc93-6894a57f9324"'],
		['spaces and punctuation', 'sale 12, try 2; from till #3'],
	])('reads %s as it is sent', (_, key) => {
		expect(readIdempotencyKey([key])).toBe(key);
	});

	it.each([
		['sent twice', ['a', 'b'], 'The Idempotency-Key header was sent 2 times.'],
		['sent twice with the same key', ['a', 'a'], 'The Idempotency-Key header was sent 2 times.'],
		['empty', [''], 'The Idempotency-Key header is empty.'],
		['over 255 characters', ['k'.repeat(256)], 'The Idempotency-Key header has 256 characters.'],
		['a tab inside', ['a\tb'], 'The Idempotency-Key header holds a character that is not printable ASCII.'],
		[
			'a letter beyond ASCII',
			['café'],
			'The Idempotency-Key header holds a character that is not printable ASCII.',
		],
		['DEL', ['a\x7f'], 'The Idempotency-Key header holds a character that is not printable ASCII.'],
		['a NUL', ['a\x00'], 'The Idempotency-Key header holds a character that is not printable ASCII.'],
	])('refuses a key %s with VALIDATION_FAILED naming the header and its bounds', (_, lines, first) => {
		const error = refusal(lines);
		expect([error.status, error.code]).toEqual([400, 'VALIDATION_FAILED']);
		expect(error.extensions).toEqual({ field: 'Idempotency-Key', min: 1, max: 255 });
		expect(error.message).toBe(
			`${first} Send 1 to 255 printable characters (a UUID, for instance) once per request, or no Idempotency-Key at all.`,
		);
	});
});
