import { createError } from '@directus/errors';
import type { NextFunction, Request, Response } from 'express';
import type { Knex } from 'knex';
import { AdminOnlyError, invalid } from '../errors.ts';

/** One query looks every address up; a database bounds the values one query may carry (SQLite: 999). */
const MOST_INVITED_AT_ONCE = 100;
const AccountExistsError = createError<{ field: string }>(
	'RECORD_NOT_UNIQUE',
	'Someone with this email already has an account.',
	409,
);

/**
 * `POST /users/invite` answers 204 whatever happened: Directus swallows its own refusal of a
 * clerk (and still re-sends the mail of a pending invitation to them), and does nothing for an
 * address that already has an account. Only administrators invite, and an address already in use
 * is said as such. (Through GraphQL, `users_invite` does not exist for a role that may not create
 * users; the rules on roles and seats are the `users.*` filters, which an invitation goes through.)
 */
export function inviteGuard(database: Knex) {
	return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
		if (req.method !== 'POST' || !/^\/users\/invite\/?$/.test(req.path)) return next();
		const accountability = (req as Request & { accountability?: { admin?: boolean } }).accountability;
		if (!accountability?.admin) return next(new AdminOnlyError('Only an administrator can invite staff.', {}));
		const emails = [(req.body as { email?: unknown } | undefined)?.email]
			.flat()
			.filter((email): email is string => typeof email === 'string');
		if (emails.length === 0) return next();
		if (emails.length > MOST_INVITED_AT_ONCE)
			return next(
				invalid('email', `Invite at most ${MOST_INVITED_AT_ONCE} people at once.`, {
					max: MOST_INVITED_AT_ONCE,
				}),
			);
		const taken = await database('directus_users')
			.select('email')
			.whereRaw(`lower(??) in (${emails.map(() => '?').join(', ')})`, [
				'email',
				...emails.map((email) => email.toLowerCase()),
			])
			.whereNot('status', 'invited')
			.first();
		next(taken ? new AccountExistsError({ field: 'email' }) : undefined);
	};
}
