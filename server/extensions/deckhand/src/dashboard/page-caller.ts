import { isDirectusError } from '@directus/errors';
import type { Accountability } from '@directus/types';
import type { Request } from 'express';
import type { Knex } from 'knex';
import { userStatus } from '../hooks/active-user-guard.ts';
import { cookieValue } from '@deckhand/contract/http/cookies.ts';
import { directusModule } from '../server-modules.ts';

/** Who asks for a page: the signed-in person, or why the page is not theirs to be drawn. */
export type PageCaller = { accountability: Accountability } | { reason: string };

interface DirectusAuthentication {
	getAccountabilityForToken: (token: string, accountability: Accountability) => Promise<Accountability>;
	createDefaultAccountability: (overrides: Partial<Accountability>) => Accountability;
	getIPFromReq: (req: Request) => string | null;
}

async function loadDirectusAuthentication(): Promise<DirectusAuthentication> {
	const [token, defaults, ip] = await Promise.all([
		directusModule<Pick<DirectusAuthentication, 'getAccountabilityForToken'>>('utils/get-accountability-for-token'),
		directusModule<Pick<DirectusAuthentication, 'createDefaultAccountability'>>(
			'permissions/utils/create-default-accountability',
		),
		directusModule<Pick<DirectusAuthentication, 'getIPFromReq'>>('utils/get-ip-from-req'),
	]);
	return { ...token, ...defaults, ...ip };
}

/**
 * Finds who asks for a page from Directus's session cookie, as Directus's own `authenticate`
 * middleware does (its `getAccountabilityForToken`: the session's token verified, the session
 * still open, the user's roles and policies), and, as Deckhand's active-user guard does, only
 * for a user who is still active. Pages are answered before Directus authenticates a request
 * (so that an ended session gets the page, not a 401), hence this reading of the cookie here.
 * The session cookie is the only credential a page request carries.
 */
export function pageCallers(database: Knex, sessionCookie: string): (req: Request) => Promise<PageCaller> {
	const directus = loadDirectusAuthentication();
	// A failure is said when a page is asked for (drawn by the browser after an error), never left unhandled.
	directus.catch(() => {});
	return async (req) => {
		const token = cookieValue(req.headers.cookie, sessionCookie);
		if (!token) return { reason: 'no session' };
		const { getAccountabilityForToken, createDefaultAccountability, getIPFromReq } = await directus;
		let accountability: Accountability;
		try {
			accountability = await getAccountabilityForToken(
				token,
				createDefaultAccountability({ ip: getIPFromReq(req) }),
			);
		} catch (error) {
			if (isDirectusError(error, 'TOKEN_EXPIRED')) return { reason: 'the session has expired' };
			if (isDirectusError(error, 'INVALID_CREDENTIALS') || isDirectusError(error, 'INVALID_TOKEN'))
				return { reason: 'the session is not valid: ended, or made by another server' };
			throw error;
		}
		if (!accountability.user) return { reason: 'the session belongs to no user' };
		const status = await userStatus(database, accountability.user);
		if (status !== 'active') return { reason: `the user is ${status ?? 'deleted'}` };
		return { accountability };
	};
}
