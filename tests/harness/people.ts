import { callerWithToken, signIn, type Caller } from './api.ts';

let counter = 0;

/** A throw-away clerk (role User, active) that a test may lock out, suspend or delete without touching the demo users. */
export const newClerk = (admin: Caller, label: string) => newPerson(admin, label, 'User');

/** A throw-away clerk, signed in: what earlier tests sold or paid out counts for no one else. */
export async function signedInClerk(admin: Caller, label: string): Promise<Caller> {
	const person = await newClerk(admin, label);
	return callerWithToken((await signIn(person.email, person.password)).access_token);
}

/** A throw-away administrator: one of Directus Core's 3 seats, so the test deletes it afterwards (`DELETE /users/:id`). */
export const newAdministrator = (admin: Caller, label: string) => newPerson(admin, label, 'Administrator');

async function newPerson(
	admin: Caller,
	label: string,
	roleName: string,
): Promise<{ id: string; email: string; password: string }> {
	const [role] = await admin.ok('GET', `/roles?filter[name][_eq]=${roleName}&fields=id`);
	const email = `${label}-${Date.now().toString(36)}${(counter++).toString(36)}@deckhand.example.com`;
	const password = `pass-${label}-${counter}`;
	const created = await admin.ok('POST', '/users', {
		email,
		password,
		role: role.id,
		first_name: 'Test',
		last_name: label,
	});
	return { id: created.id, email, password };
}
