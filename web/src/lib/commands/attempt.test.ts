import { describe, expect, it } from 'vitest';
import { answered, attemptFor } from './attempt.ts';

let made = 0;
const makeKey = () => `key-${++made}`;

describe('attemptFor', () => {
	it('starts an attempt with a new key when none is unanswered', () => {
		expect(attemptFor(null, 'POST /deckhand/stock/adjust {"sku":1}', makeKey)).toEqual({
			key: 'key-1',
			request: 'POST /deckhand/stock/adjust {"sku":1}',
		});
	});

	it('sends the very same request again as the same attempt, with its key', () => {
		const unanswered = { key: 'first', request: '/deckhand/stock/adjust {"sku":1,"delta":3}' };
		expect(attemptFor(unanswered, '/deckhand/stock/adjust {"sku":1,"delta":3}', makeKey)).toBe(unanswered);
	});

	it.each([
		['another body', '/deckhand/stock/adjust {"sku":1,"delta":4}'],
		['another address', '/deckhand/stock/regrade {"sku":1,"delta":3}'],
	])('makes a request changed since (%s) a new attempt with a new key', (_, request) => {
		const unanswered = { key: 'first', request: '/deckhand/stock/adjust {"sku":1,"delta":3}' };
		expect(attemptFor(unanswered, request, makeKey)).toEqual({ key: expect.stringMatching(/^key-\d+$/), request });
	});
});

describe('answered', () => {
	const failure = (status: number) => ({ errors: [{ message: 'x' }], response: { status } });

	it.each([200, 400, 403, 409, 422])('takes a %i as the server’s answer: the attempt is over', (status) => {
		expect(answered(failure(status))).toBe(true);
	});

	it.each([
		['a lost connection', new TypeError('Failed to fetch')],
		['a bad gateway', failure(502)],
		['a server failure', failure(500)],
		['something thrown with no response', new Error('aborted')],
		['nothing', null],
	])('keeps the attempt after %s: the command may have run', (_, error) => {
		expect(answered(error)).toBe(false);
	});
});
