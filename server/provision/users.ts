import { createUser, readUsers } from '@directus/sdk';
import type { AdminClient } from './admin-client.ts';

export interface DemoUser {
	email: string;
	password: string;
	first_name: string;
	last_name: string;
	role: string;
}

/** Creates a user if no user has that address; never resets a password someone has changed. */
export async function ensureUser(client: AdminClient, user: DemoUser): Promise<void> {
	const [existing] = await client.request(
		readUsers({ filter: { email: { _eq: user.email } }, fields: ['id'], limit: 1 }),
	);
	if (!existing) await client.request(createUser({ ...user, status: 'active' }));
}
