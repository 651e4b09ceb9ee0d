import { createHmac } from 'node:crypto';

export type Claims = Record<string, unknown>;

const decoded = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
const encoded = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The claims of a token Directus issued (`iss: directus`), read without checking its signature:
 * only to refuse a token, never to let one in (Directus checks the signature itself). Anything
 * else (a static token, a broken one) has none.
 */
export function directusClaims(token: unknown): Claims | null {
	if (typeof token !== 'string') return null;
	const parts = token.split('.');
	if (parts.length !== 3) return null;
	try {
		const claims = decoded(parts[1]!);
		if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
		return (claims as Claims)['iss'] === 'directus' ? (claims as Claims) : null;
	} catch {
		return null;
	}
}

/**
 * A person's or a share's access token, which must name the session it belongs to (Directus
 * checks that the session is still open on every request of a token that names one).
 */
export const isUnboundAccessToken = (claims: Claims): boolean =>
	(typeof claims['id'] === 'string' || typeof claims['share'] === 'string') && typeof claims['session'] !== 'string';

/**
 * The token Directus just issued, naming `session` as its session; everything else it says
 * (who, expiry, issuer) unchanged, and signed as Directus signs its own (HS256 with its secret).
 * A token signed any other way is given back as it is, and is then refused as unbound.
 */
export function withSession(token: string, session: string, secret: string): string {
	const [header, payload] = token.split('.');
	if (!header || !payload || (decoded(header) as { alg?: unknown }).alg !== 'HS256') return token;
	const unsigned = `${header}.${encoded({ ...(decoded(payload) as Claims), session })}`;
	return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}
