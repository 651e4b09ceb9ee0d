import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { directusClaims, isUnboundAccessToken, withSession } from './token-claims.ts';

const SECRET = 'a test secret';
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token as Directus signs one (HS256 with its secret). */
function signed(claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }) {
	const unsigned = `${part(header)}.${part(claims)}`;
	return `${unsigned}.${createHmac('sha256', SECRET).update(unsigned).digest('base64url')}`;
}

const PERSON = { id: 'u-1', role: 'r-1', app_access: true, admin_access: false, iat: 1, exp: 2, iss: 'directus' };

describe('directusClaims', () => {
	it('reads the claims of a token Directus issued, and of nothing else', () => {
		expect(directusClaims(signed(PERSON))).toEqual(PERSON);
		expect(directusClaims(signed({ ...PERSON, iss: 'elsewhere' }))).toBeNull();
		expect(directusClaims('a-static-token')).toBeNull();
		expect(directusClaims('a.b.c')).toBeNull();
		expect(directusClaims(`x.${part([1])}.y`)).toBeNull();
		expect(directusClaims(undefined)).toBeNull();
	});
});

describe('isUnboundAccessToken', () => {
	it('is a person’s or a share’s token that names no session', () => {
		expect(isUnboundAccessToken(PERSON)).toBe(true);
		expect(isUnboundAccessToken({ share: 's-1', iss: 'directus' })).toBe(true);
		expect(isUnboundAccessToken({ ...PERSON, session: 'a-session' })).toBe(false);
		expect(isUnboundAccessToken({ iss: 'directus', scope: 'password-reset' })).toBe(false);
	});
});

describe('withSession', () => {
	it('names the session, keeps every other claim, and is signed as Directus signs', () => {
		const bound = withSession(signed(PERSON), 'the-refresh-token', SECRET);
		expect(directusClaims(bound)).toEqual({ ...PERSON, session: 'the-refresh-token' });
		expect(bound).toBe(signed({ ...PERSON, session: 'the-refresh-token' }));
	});

	it('gives back a token signed any other way as it is', () => {
		const other = signed(PERSON, { alg: 'HS512', typ: 'JWT' });
		expect(withSession(other, 'the-refresh-token', SECRET)).toBe(other);
	});
});
