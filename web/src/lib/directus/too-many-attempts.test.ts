import { describe, expect, it } from 'vitest';
import { describeError } from './errors.ts';

const limited = (extensions: Record<string, unknown>) => ({
	errors: [{ message: 'raw', extensions: { code: 'TOO_MANY_ATTEMPTS', ...extensions } }],
	response: { status: 429 },
});

describe('the sign-in limiter in words', () => {
	it('says how long to wait, from the server’s retry_after', () => {
		expect(describeError(limited({ retry_after: 42 }))).toEqual({
			kind: 'forbidden',
			code: 'TOO_MANY_ATTEMPTS',
			message: 'Too many attempts — try again in 42 seconds.',
			retry: true,
		});
		expect(describeError(limited({ retry_after: 1 })).message).toBe('Too many attempts — try again in 1 second.');
		expect(describeError(limited({ retry_after: 2.2 })).message).toBe(
			'Too many attempts — try again in 3 seconds.',
		);
	});

	it('still asks for patience when the wait is missing', () => {
		expect(describeError(limited({})).message).toBe('Too many attempts — wait a few minutes, then try again.');
	});
});
