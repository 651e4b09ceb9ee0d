import { expect } from 'vitest';
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
	const role = await admin.get(`/roles?filter[name][_eq]=${roleName}&fields=id`);
	const email = `${label}-${Date.now().toString(36)}${(counter++).toString(36)}@deckhand.example.com`;
	const password = `pass-${label}-${counter}`;
	const created = await admin.request('POST', '/users', {
		email,
		password,
		role: role.body.data[0].id,
		first_name: 'Test',
		last_name: label,
	});
	expect(created.status, JSON.stringify(created.body)).toBe(200);
	return { id: created.body.data.id, email, password };
}
