import { InvalidCredentialsError } from '@directus/errors';
import type { RegisterFunctions } from '@directus/types';
import type { CookieOptions, NextFunction, Request, Response } from 'express';
import type { Knex } from 'knex';
import { directusModule } from '../server-modules.ts';
import { directusClaims, isUnboundAccessToken, withSession } from './token-claims.ts';

/** Where Directus issues access tokens: sign-in (`/auth/login`, `/auth/login/<provider>`), refresh, and a share's sign-in. */
const ISSUES_TOKENS = /^\/(auth\/login(\/[^/]+)?|auth\/refresh|shares\/auth)\/?$/;
const SIGN_OUT = /^\/auth\/logout\/?$/;

export interface SessionCookies {
	refresh: string;
	session: string;
}

/** Directus's cookie names, as its environment sets them. */
export const sessionCookies = (env: Record<string, unknown>): SessionCookies => ({
	refresh: String(env['REFRESH_TOKEN_COOKIE_NAME'] ?? 'directus_refresh_token'),
	session: String(env['SESSION_COOKIE_NAME'] ?? 'directus_session_token'),
});

const directusSecret = () =>
	directusModule<{ getSecret: () => string }>('utils/get-secret').then((module) => module.getSecret);

type Payload = { data?: { access_token?: unknown; refresh_token?: unknown } } | undefined;

/**
 * Every access token names its session, as Directus's "session" mode tokens do: then Directus
 * itself refuses the token once its session is gone (signed out, password changed, suspended,
 * deleted), at once and on every instance, since sessions live in the database
 * (`directus_sessions`, read by its primary key on each request). Directus's "json" and
 * "cookie" modes issue tokens that name no session and stay good until they expire (15
 * minutes); their answer is given the same token naming its session (its refresh token),
 * signed again with Directus's secret. A refresh rotates that token, so the token it replaces
 * ends with it.
 */
export function bindTokensToSessions(cookies: SessionCookies) {
	const secret = directusSecret();
	return (req: Request, res: Response, next: NextFunction): void => {
		if (req.method !== 'POST' || !ISSUES_TOKENS.test(req.path)) return next();
		secret
			.then((getSecret) => {
				let refreshCookie: string | null = null;
				const setCookie = res.cookie.bind(res) as (
					name: string,
					value: unknown,
					options: CookieOptions,
				) => Response;
				res.cookie = ((name: string, value: unknown, options: CookieOptions) => {
					if (name === cookies.refresh && typeof value === 'string') refreshCookie = value;
					return setCookie(name, value, options);
				}) as Response['cookie'];
				const sendJson = res.json.bind(res);
				res.json = (body: Payload) => {
					const data = body?.data;
					const session = typeof data?.refresh_token === 'string' ? data.refresh_token : refreshCookie;
					if (typeof data?.access_token !== 'string' || !session) return sendJson(body);
					return sendJson({
						...body,
						data: { ...data, access_token: withSession(data.access_token, session, getSecret()) },
					});
				};
				next();
			})
			.catch(next);
	};
}

/**
 * Refuses, for every route, a person's or a share's access token that names no session: one
 * issued before tokens were bound to their session, or by a way of signing in that is not
 * (GraphQL's `auth_refresh` is closed for that). Static tokens are not Directus's JWTs and keep
 * working. Runs before Directus authenticates, so nothing answers such a token.
 */
export function unboundTokenRule({ filter }: Pick<RegisterFunctions, 'filter'>): void {
	filter('authenticate', (accountability, meta) => {
		const claims = directusClaims((meta['req'] as { token?: unknown } | undefined)?.token);
		if (claims && isUnboundAccessToken(claims)) throw new InvalidCredentialsError();
		return accountability;
	});
}

/** The session a sign-out ends, found as Directus finds it (its `getCurrentRefreshToken`). */
function signedOutSession(req: Request, cookies: SessionCookies): string | null {
	const body = (req.body ?? {}) as { mode?: unknown; refresh_token?: unknown };
	const mode = body.mode ?? (body.refresh_token ? 'json' : 'cookie');
	const requestCookies = (req.cookies ?? {}) as Record<string, unknown>;
	const token =
		mode === 'json'
			? body.refresh_token
			: mode === 'cookie'
				? requestCookies[cookies.refresh]
				: directusClaims(requestCookies[cookies.session])?.['session'];
	return typeof token === 'string' && token ? token : null;
}

/**
 * A "session" mode refresh keeps the session it replaces open for a grace period (10 seconds),
 * so that requests already under way with the previous token are still answered. Signing out
 * ends those too, so that no token of the session outlives the sign-out.
 */
export function endReplacedSessions(database: Knex, cookies: SessionCookies) {
	return (req: Request, _res: Response, next: NextFunction): void => {
		if (req.method !== 'POST' || !SIGN_OUT.test(req.path)) return next();
		const session = signedOutSession(req, cookies);
		if (!session) return next();
		database('directus_sessions')
			.where('next_token', session)
			.delete()
			.then(() => next())
			.catch(next);
	};
}
