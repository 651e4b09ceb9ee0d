import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkFromMail } from '../../e2e/harness/mail.ts';
import { callers, callerWithToken, firstError, signIn, stackInfo, type Caller } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';
import { newClerk } from '../harness/people.ts';

let admin: Caller;
let staff: Caller;
let ownerId: string;
let adminRole: string;
let staffRole: string;
const db = openTestDb();
/** Every account this file makes, deleted afterwards: administrators hold seats the later files' server shares. */
const made: string[] = [];
let serial = 0;

const roleId = async (name: string) =>
	(await admin.get(`/roles?filter[name][_eq]=${encodeURIComponent(name)}&fields=id`)).body.data[0].id as string;
const address = (label: string) => `${label}-${Date.now().toString(36)}${serial++}@deckhand.example.com`;
const inviteUrl = () => `${stackInfo().url}/app/accept-invite`;

beforeAll(async () => {
	({ admin, staff } = await callers());
	ownerId = (await admin.get('/users/me?fields=id')).body.data.id;
	adminRole = await roleId('Administrator');
	staffRole = await roleId('User');
});
afterAll(async () => {
	if (made.length > 0) expect((await admin.request('DELETE', '/users', made)).status).toBe(204);
	await db.destroy();
});

/** A user's role and status, read straight from the database. */
const stateOf = async (id: string) =>
	(await db('directus_users').select('role', 'status').where({ id }).first()) as
		{ role: string; status: string } | undefined;
const userByEmail = async (email: string) =>
	(await db('directus_users')
		.select('id', 'role', 'status')
		.whereRaw('lower(email) = ?', [email.toLowerCase()])
		.first()) as { id: string; role: string; status: string } | undefined;

async function clerk(label: string) {
	const person = await newClerk(admin, label);
	made.push(person.id);
	return person;
}

async function administrator(label: string, status = 'active') {
	const created = await admin.request('POST', '/users', {
		email: address(label),
		password: `pass-${label}-1`,
		role: adminRole,
		status,
	});
	expect(created.status, JSON.stringify(created.body)).toBe(200);
	made.push(created.body.data.id);
	return created.body.data.id as string;
}

/** How many kept mails went to `to`, once there are at least `least` of them (or 10 s have passed). */
async function mailsTo(to: string, least: number): Promise<number> {
	const dir = stackInfo().env['DECKHAND_MAIL_DIR']!;
	const deadline = Date.now() + 10_000;
	for (;;) {
		const texts = await Promise.all((await readdir(dir)).map((name) => readFile(join(dir, name), 'utf8')));
		const count = texts.filter((text) => text.toLowerCase().includes(`to: ${to.toLowerCase()}`)).length;
		if (count >= least || Date.now() > deadline) return count;
		await new Promise((resolve) => setTimeout(resolve, 200));
	}
}

/** The refusal's status, code and named field. */
function expectRefusal(answer: { status: number; body: unknown }, status: number, code: string, field?: string) {
	expect(answer.status, JSON.stringify(answer.body)).toBe(status);
	expect(firstError(answer.body).extensions.code).toBe(code);
	if (field) expect(firstError(answer.body).extensions.field).toBe(field);
}

describe('staff reach no account but their own', () => {
	it('refuses a clerk inviting anyone, through /users/invite and GraphQL, and no account is made', async () => {
		const email = address('uninvited');
		expectRefusal(
			await staff.request('POST', '/users/invite', { email, role: staffRole, invite_url: inviteUrl() }),
			403,
			'FORBIDDEN',
		);
		const graphql = await staff.request('POST', '/graphql/system', {
			query: `mutation { users_invite(email: "${email}", role: "${staffRole}") }`,
		});
		expect(graphql.body.errors?.length).toBeGreaterThan(0);
		expect(graphql.body.data?.users_invite ?? null).toBeNull();
		expectRefusal(await staff.request('POST', '/users', { email, role: staffRole }), 403, 'FORBIDDEN');
		expect(await userByEmail(email)).toBeUndefined();
	});

	it('refuses a clerk changing a role or a status, someone else’s or their own, through /users and GraphQL, and nothing changes', async () => {
		const colleague = await clerk('colleague');
		const me = (await staff.get('/users/me?fields=id')).body.data.id as string;
		const before = [await stateOf(colleague.id), await stateOf(me), await stateOf(ownerId)];
		expectRefusal(await staff.request('PATCH', `/users/${colleague.id}`, { role: adminRole }), 403, 'FORBIDDEN');
		expectRefusal(
			await staff.request('PATCH', `/users/${colleague.id}`, { status: 'suspended' }),
			403,
			'FORBIDDEN',
		);
		expectRefusal(await staff.request('PATCH', `/users/${ownerId}`, { status: 'suspended' }), 403, 'FORBIDDEN');
		expectRefusal(await staff.request('PATCH', '/users/me', { role: adminRole }), 403, 'FORBIDDEN');
		expectRefusal(
			await staff.request('PATCH', '/users', { keys: [colleague.id], data: { status: 'suspended' } }),
			403,
			'FORBIDDEN',
		);
		expectRefusal(await staff.request('DELETE', `/users/${colleague.id}`), 403, 'FORBIDDEN');
		// GraphQL's input type for a clerk has neither field: the document itself is refused.
		for (const data of [`{ status: "suspended" }`, `{ role: { id: "${adminRole}" } }`]) {
			const graphql = await staff.request('POST', '/graphql/system', {
				query: `mutation { update_users_item(id: "${colleague.id}", data: ${data}) { id } }`,
			});
			expect(['FORBIDDEN', 'GRAPHQL_VALIDATION']).toContain(firstError(graphql.body).extensions.code);
		}
		expect([await stateOf(colleague.id), await stateOf(me), await stateOf(ownerId)]).toEqual(before);
		// Their own name is theirs to change.
		expect((await staff.request('PATCH', '/users/me', { title: 'Counter' })).status).toBe(200);
	});
});

describe('administrators, in the cases the shop must not get into', () => {
	it('refuses deactivating or deleting yourself, through /users and GraphQL', async () => {
		expectRefusal(
			await admin.request('PATCH', `/users/${ownerId}`, { status: 'suspended' }),
			409,
			'OWN_ACCOUNT',
			'status',
		);
		expectRefusal(await admin.request('DELETE', `/users/${ownerId}`), 409, 'OWN_ACCOUNT', 'id');
		const other = await administrator('co-owner');
		expectRefusal(
			await admin.request('PATCH', '/users', { keys: [other, ownerId], data: { status: 'suspended' } }),
			409,
			'OWN_ACCOUNT',
		);
		const graphql = await admin.request('POST', '/graphql/system', {
			query: `mutation { update_users_item(id: "${ownerId}", data: { status: "suspended" }) { id } }`,
		});
		expect(firstError(graphql.body).extensions.code).toBe('OWN_ACCOUNT');
		expect(firstError(graphql.body).message).toBe(
			'You cannot deactivate your own account; another administrator can.',
		);
		expect(await stateOf(ownerId)).toEqual({ role: adminRole, status: 'active' });
		expect(await stateOf(other)).toEqual({ role: adminRole, status: 'active' });
		expect((await admin.request('DELETE', `/users/${other}`)).status).toBe(204);
		made.splice(made.indexOf(other), 1);
	});

	// Deactivating or deleting the last one is refusable only as that administrator (OWN_ACCOUNT above): anyone else able to is an administrator too.
	it('refuses demoting the last active administrator, naming them, and allows it while another remains', async () => {
		const away = await administrator('away', 'suspended');
		const owner = (await admin.get('/users/me?fields=email')).body.data.email as string;
		const demote = await admin.request('PATCH', `/users/${ownerId}`, { role: staffRole });
		expectRefusal(demote, 409, 'LAST_ADMINISTRATOR', 'role');
		expect(firstError(demote.body).message).toBe(
			`${owner} is the shop's last active administrator: make someone else an administrator first.`,
		);
		const graphql = await admin.request('POST', '/graphql/system', {
			query: `mutation { update_users_item(id: "${ownerId}", data: { role: { id: "${staffRole}" } }) { id } }`,
		});
		expect(firstError(graphql.body).extensions.code).toBe('LAST_ADMINISTRATOR');
		expect(await stateOf(ownerId)).toEqual({ role: adminRole, status: 'active' });

		// With a second active administrator, the second one may be made staff (and the owner stays).
		expect((await admin.request('PATCH', `/users/${away}`, { status: 'active' })).status).toBe(200);
		const session = callerWithToken(
			(await signIn((await admin.get(`/users/${away}?fields=email`)).body.data.email, 'pass-away-1'))
				.access_token,
		);
		expectRefusal(await session.request('DELETE', `/users/${away}`), 409, 'OWN_ACCOUNT');
		expect((await admin.request('PATCH', `/users/${away}`, { role: staffRole })).status).toBe(200);
		expect(await stateOf(away)).toEqual({ role: staffRole, status: 'active' });
	});
});

describe('seats on Directus Core', () => {
	it('refuses an invitation, a promotion or a reactivation that would take a fourth seat, with Deckhand’s own words, and changes nothing', async () => {
		const seated = async () =>
			Number(
				(
					await db('directus_users')
						.whereIn('status', ['active', 'invited'])
						.where({ role: adminRole })
						.count({ n: '*' })
						.first()
				)?.['n'],
			);
		// The test stack's administrators hold their seats; an invited administrator holds one too.
		const invited = address('invited-manager');
		expect(
			(await admin.request('POST', '/users/invite', { email: invited, role: adminRole, invite_url: inviteUrl() }))
				.status,
		).toBe(204);
		const invitedId = (await userByEmail(invited))!.id;
		made.push(invitedId);
		while ((await seated()) < 3) await administrator('seat');
		const manager = await administrator('manager', 'suspended');
		const counter = await clerk('promoted');

		const tooMany = await admin.request('POST', '/users/invite', {
			email: address('fourth'),
			role: adminRole,
			invite_url: inviteUrl(),
		});
		expectRefusal(tooMany, 409, 'SEAT_LIMIT', 'role');
		expect(firstError(tooMany.body).message).toBe(
			'Directus Core allows 3 seats (active or invited administrators), and this would need 4. Deactivate an administrator or make them staff first.',
		);
		expect(firstError(tooMany.body).extensions).toMatchObject({ limit: 3, held: 4 });
		expectRefusal(
			await admin.request('PATCH', `/users/${counter.id}`, { role: adminRole }),
			409,
			'SEAT_LIMIT',
			'role',
		);
		expectRefusal(
			await admin.request('PATCH', `/users/${manager}`, { status: 'active' }),
			409,
			'SEAT_LIMIT',
			'status',
		);
		expectRefusal(
			await admin.request('POST', '/users', { email: address('fifth'), role: adminRole }),
			409,
			'SEAT_LIMIT',
			'role',
		);
		const graphql = await admin.request('POST', '/graphql/system', {
			query: `mutation { users_invite(email: "${address('sixth')}", role: "${adminRole}") }`,
		});
		expect(firstError(graphql.body).extensions.code).toBe('SEAT_LIMIT');
		expect(await stateOf(counter.id)).toEqual({ role: staffRole, status: 'active' });
		expect(await stateOf(manager)).toEqual({ role: adminRole, status: 'suspended' });
		expect(await seated()).toBe(3);

		// Clerks never take a seat; the invited manager's seat was kept for them, so accepting finds it.
		const clerkAtFull = address('clerk-at-full');
		expect(
			(
				await admin.request('POST', '/users/invite', {
					email: clerkAtFull,
					role: staffRole,
					invite_url: inviteUrl(),
				})
			).status,
		).toBe(204);
		made.push((await userByEmail(clerkAtFull))!.id);
		const link = new URL(await linkFromMail(stackInfo().env['DECKHAND_MAIL_DIR']!, invited, '/app/accept-invite'));
		expect(
			(
				await callerWithToken(null).request('POST', '/users/invite/accept', {
					token: link.searchParams.get('token'),
					password: 'manager-pass-1',
				})
			).status,
		).toBe(204);
		expect(await stateOf(invitedId)).toEqual({ role: adminRole, status: 'active' });
	});
});

describe('invitations, deactivation and password resets', () => {
	it('invites by email to the dashboard’s accept page, resends, and the invitee joins with the chosen password', async () => {
		const email = address('new-clerk');
		const mailDir = stackInfo().env['DECKHAND_MAIL_DIR']!;
		expect(
			(await admin.request('POST', '/users/invite', { email, role: staffRole, invite_url: inviteUrl() })).status,
		).toBe(204);
		const invited = (await userByEmail(email))!;
		made.push(invited.id);
		expect(invited).toMatchObject({ role: staffRole, status: 'invited' });
		const first = await linkFromMail(mailDir, email, '/app/accept-invite');
		expect(first.startsWith(`${stackInfo().url}/app/accept-invite?token=`)).toBe(true);

		expect(
			(await admin.request('POST', '/users/invite', { email, role: staffRole, invite_url: inviteUrl() })).status,
		).toBe(204);
		expect(await mailsTo(email, 2)).toBe(2);
		const token = new URL(await linkFromMail(mailDir, email, '/app/accept-invite')).searchParams.get('token');
		expect(
			(
				await callerWithToken(null).request('POST', '/users/invite/accept', {
					token,
					password: 'joined-at-last-1',
				})
			).status,
		).toBe(204);
		expect(await stateOf(invited.id)).toEqual({ role: staffRole, status: 'active' });
		expect((await signIn(email, 'joined-at-last-1')).access_token).toBeTruthy();

		// Invited again once they have an account: said, not silently ignored.
		expectRefusal(
			await admin.request('POST', '/users/invite', {
				email: email.toUpperCase(),
				role: staffRole,
				invite_url: inviteUrl(),
			}),
			409,
			'RECORD_NOT_UNIQUE',
			'email',
		);
		const crowd = Array.from({ length: 1_001 }, (_, n) => `crowd-${n}@deckhand.example.com`);
		expectRefusal(
			await admin.request('POST', '/users/invite', { email: crowd, role: staffRole }),
			400,
			'VALIDATION_FAILED',
			'email',
		);
		expect(await userByEmail(crowd[0]!)).toBeUndefined();
	});

	it('refuses a deactivated clerk’s open session at its next request, and lets them back once reactivated, with a new sign-in', async () => {
		const person = await clerk('deactivated');
		const session = callerWithToken((await signIn(person.email, person.password)).access_token);
		expect((await session.get('/users/me?fields=id')).status).toBe(200);
		expect((await admin.request('PATCH', `/users/${person.id}`, { status: 'suspended' })).status).toBe(200);
		expectRefusal(await session.get('/items/skus?limit=1'), 401, 'INVALID_CREDENTIALS');
		expect((await admin.request('PATCH', `/users/${person.id}`, { status: 'active' })).status).toBe(200);
		expectRefusal(await session.get('/items/skus?limit=1'), 401, 'INVALID_CREDENTIALS');
		expect((await signIn(person.email, person.password)).access_token).toBeTruthy();
	});

	it('sends a clerk a password-reset link to the dashboard’s page', async () => {
		const person = await clerk('reset');
		const answer = await admin.request('POST', '/auth/password/request', {
			email: person.email,
			reset_url: `${stackInfo().url}/app/reset-password`,
		});
		expect(answer.status).toBe(204);
		expect(
			await linkFromMail(stackInfo().env['DECKHAND_MAIL_DIR']!, person.email, '/app/reset-password'),
		).toContain('/app/reset-password?token=');
	});
});
