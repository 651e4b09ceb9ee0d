import { expect } from 'vitest';
import type { Caller } from './api.ts';

let counter = 0;

/** A throw-away clerk (role User, active) that a test may lock out, suspend or delete without touching the demo users. */
export async function newClerk(admin: Caller, label: string): Promise<{ id: string; email: string; password: string }> {
	const role = await admin.get('/roles?filter[name][_eq]=User&fields=id');
	const email = `${label}-${Date.now().toString(36)}${(counter++).toString(36)}@deckhand.example.com`;
	const password = `pass-${label}-${counter}`;
	const created = await admin.request('POST', '/users', { email, password, role: role.body.data[0].id, first_name: 'Test', last_name: label });
	expect(created.status, JSON.stringify(created.body)).toBe(200);
	return { id: created.body.data.id, email, password };
}
