import type { Accountability, SchemaOverview } from '@directus/types';
import type { Knex } from 'knex';
import { invalid } from '../errors.ts';
import { checkedPasswordChange } from './own-password.ts';
import { checkPolicy, type PasswordChange } from './password-input.ts';

/** Directus's services a password change uses: its own password check (argon2, through the user's auth provider) and its users service (hashing, policy, sessions). */
export interface PasswordServices {
	AuthenticationService: new (options: { knex: Knex; schema: SchemaOverview }) => {
		verifyPassword(user: string, password: string): Promise<void>;
	};
	UsersService: new (options: { knex: Knex; schema: SchemaOverview; accountability: Accountability }) => {
		updateOne(key: string, data: Record<string, unknown>): Promise<unknown>;
	};
}

const isWrongPassword = (error: unknown) => (error as { code?: unknown } | null)?.code === 'INVALID_CREDENTIALS';

/**
 * `POST /deckhand/profile/password`: the signed-in person's new password, given the current one.
 * A wrong current password is a 400 on its field (never 401: the session itself is fine), and
 * `onWrongPassword` is told, so that the sign-in limiter counts the guess.
 * Directus writes the password (hashing it, checking its policy once more) and ends the
 * person's other sessions; this one stays signed in.
 */
export async function changeOwnPassword(
	services: PasswordServices,
	database: Knex,
	schema: SchemaOverview,
	accountability: Accountability & { user: string },
	change: PasswordChange,
	onWrongPassword: () => void,
): Promise<void> {
	try {
		await new services.AuthenticationService({ knex: database, schema }).verifyPassword(
			accountability.user,
			change.current,
		);
	} catch (error) {
		if (!isWrongPassword(error)) throw error;
		onWrongPassword();
		throw invalid('current_password', 'The current password is not right; the password was not changed.');
	}
	const settings = (await database('directus_settings').first('auth_password_policy')) as
		{ auth_password_policy: string | null } | undefined;
	checkPolicy(change.next, settings?.auth_password_policy ?? null);
	await new services.UsersService({
		knex: database,
		schema,
		accountability: checkedPasswordChange(accountability),
	}).updateOne(accountability.user, { password: change.next });
}
