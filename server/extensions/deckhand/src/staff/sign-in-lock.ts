import type { Knex } from 'knex';
import { UUID } from '../domain/field-rules.ts';
import { invalid } from '../errors.ts';
import { liftLock, type SignInCounts } from '../sign-in/sign-in-counts.ts';

/**
 * `POST /deckhand/staff/:user/unlock`: lifts the sign-in lock of a person, by the e-mail address
 * the limiter counts them under, from every client address at once (its counts start again),
 * and lets them past their address's count of strangers' failures for the window.
 */
export async function liftSignInLock(database: Knex, counts: SignInCounts, id: unknown): Promise<void> {
	if (typeof id !== 'string' || !UUID.test(id)) throw invalid('user', 'The id of a person is a UUID.');
	const person = (await database('directus_users').select('email').where({ id }).first()) as
		{ email: string | null } | undefined;
	if (!person) throw invalid('user', 'There is no person with this id.');
	if (person.email) await liftLock(counts, person.email);
}
