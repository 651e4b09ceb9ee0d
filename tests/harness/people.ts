import type { Caller } from './api.ts';

let counter = 0;

/** A throw-away clerk (role User, active) that a test may lock out, suspend or delete without touching the demo users. */
export const newClerk = (admin: Caller, label: string) => newPerson(admin, label, 'User');

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
