import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookies.ts';

describe('cookieValue', () => {
	it('reads one cookie among several, decoded', () => {
		expect(
			cookieValue(
				'a=1; directus_session_token=eyJ.x.y; deckhand-formats=en-US%20Europe%2FBerlin',
				'deckhand-formats',
			),
		).toBe('en-US Europe/Berlin');
		expect(cookieValue('a=1; directus_session_token=eyJ.x.y', 'directus_session_token')).toBe('eyJ.x.y');
	});

	it('keeps an = inside the value and drops the quotes around one', () => {
		expect(cookieValue('t="a=b"', 't')).toBe('a=b');
	});

	it('answers null for a missing header, a missing cookie, a cookie whose name only ends like it, and a value that does not decode', () => {
		expect(cookieValue(undefined, 't')).toBeNull();
		expect(cookieValue('x_t=1; tt=2', 't')).toBeNull();
		expect(cookieValue('t=%E0%A4%A', 't')).toBeNull();
	});
});
