import { InvalidCredentialsError, UserSuspendedError } from '@directus/errors';
import type { NextFunction, Request, Response } from 'express';
import type { Knex } from 'knex';

/**
 * Refuses at once every request of a user who is no longer active (suspended, archived…) or no
 * longer exists, and ends their sessions. Directus checks the status only at sign-in and
 * refresh: an access token (up to ACCESS_TOKEN_TTL, 15 minutes) kept working after the owner
 * suspended or deleted its user, with that user's role. One primary-key read per signed-in
 * request; no cache, so several instances need no invalidation to agree. `/auth/*` is left to
 * Directus, which checks the status itself there, so a stale token never blocks signing in.
 */
export function activeUserGuard(database: Knex) {
	return (req: Request, _res: Response, next: NextFunction): void => {
		const user = (req as Request & { accountability?: { user?: string | null } }).accountability?.user;
		if (!user || /^\/auth(\/|$)/.test(req.path)) return next();
		userStatus(database, user)
			.then(async (status) => {
				if (status === 'active') return next();
				await database('directus_sessions').where({ user }).delete();
				next(status ? new UserSuspendedError() : new InvalidCredentialsError());
			})
			.catch(next);
	};
}

/** The user's status (`active`, `suspended`…), or null when there is no such user. */
export async function userStatus(database: Knex, user: string): Promise<string | null> {
	const row = (await database('directus_users').select('status').where({ id: user }).first()) as
		{ status: string } | undefined;
	return row?.status ?? null;
}
