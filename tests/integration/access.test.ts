import { beforeAll, describe, expect, it } from 'vitest';
import { callers, signIn, stackInfo, type Caller } from '../harness/api.ts';
import { adminClient } from '../../server/provision/admin-client.ts';
import { applyAccess } from '../../server/provision/access.ts';

let admin: Caller;
let staff: Caller;
let anonymous: Caller;

beforeAll(async () => {
	({ admin, staff, anonymous } = await callers());
});

describe('sign-in', () => {
	it('lets both demo users sign in through /auth/login', async () => {
		const { admin: owner, staff: clerk } = stackInfo();
		expect((await signIn(owner.email, owner.password)).access_token).toEqual(expect.any(String));
		expect((await signIn(clerk.email, clerk.password)).access_token).toEqual(expect.any(String));
	});

	it('gives staff the User role with the Shop staff policy: no admin, no app access', async () => {
		const me = await staff.get('/users/me?fields=role.name');
		expect(me.body.data.role.name).toBe('User');
		const policies = await admin.get(
			'/policies?filter[name][_eq]=Shop staff&fields=name,admin_access,app_access,roles.role.name',
		);
		expect(policies.body.data).toEqual([
			{ name: 'Shop staff', admin_access: false, app_access: false, roles: [{ role: { name: 'User' } }] },
		]);
	});
});

describe('staff never see costs', () => {
	// Every collection, action and role is in the access matrix (access-matrix.test.ts); an aggregate is a read of its own.
	it('refuses staff summing sku_costs', async () => {
		expect((await staff.get('/items/sku_costs?aggregate[sum]=unit_cost')).status).toBe(403);
	});
});

describe('an anonymous visitor gets nothing but the ping, sign-in and the public shop name', () => {
	// The collections and routes are in the access matrix; these are the addresses it does not name.
	it.each(['/users/me', '/assets/00000000-0000-0000-0000-000000000000', '/server/specs/oas', '/permissions/me'])(
		'refuses %s',
		async (path) => {
			expect((await anonymous.get(path)).status).toBe(401);
		},
	);

	it('answers /server/ping with pong', async () => {
		expect(await anonymous.get('/server/ping')).toMatchObject({ status: 200, body: 'pong' });
	});

	it('tells /server/info only the public project descriptor, not the version', async () => {
		const info = await anonymous.get('/server/info');
		expect(info.status).toBe(200);
		expect(info.body.data.project.project_name).toBe('Deckhand');
		expect(info.body.data.version).toBeUndefined();
	});

	it('refuses a wrong password with INVALID_CREDENTIALS', async () => {
		const response = await anonymous.request('POST', '/auth/login', {
			email: stackInfo().staff.email,
			password: 'wrong-password',
		});
		expect(response.status).toBe(401);
		expect(response.body.errors[0].extensions.code).toBe('INVALID_CREDENTIALS');
	});
});

describe('Directus routes Deckhand closes to every role', () => {
	// Their REST routes are cells of the access matrix; GraphQL reaches the same services.
	it('refuses deployments and extension changes through GraphQL too, changing nothing', async () => {
		const extensions = async () => (await admin.get('/extensions')).body.data;
		const before = await extensions();
		const deckhand = before.find(
			(extension: { meta: { folder: string; bundle: string | null } }) =>
				extension.meta.folder === 'deckhand' && extension.meta.bundle === null,
		).id;
		for (const caller of [admin, staff]) {
			for (const query of [
				'{ deployments { id } }',
				`mutation { update_extensions_item(id: "${deckhand}", data: { meta: { enabled: false } }) { id } }`,
			]) {
				const answer = await caller.request('POST', '/graphql/system', { query });
				expect(answer.status, JSON.stringify(answer.body)).toBe(403);
				expect(answer.body.errors[0].extensions.code).toBe('FORBIDDEN');
			}
		}
		expect(await extensions()).toEqual(before);
	});
});

describe('access as code', () => {
	it('changes nothing when applied again', async () => {
		const before = (await admin.get('/permissions?limit=-1&fields=id,policy,collection,action&sort=id')).body.data;
		await applyAccess(adminClient(stackInfo().url, stackInfo().admin.token));
		const after = (await admin.get('/permissions?limit=-1&fields=id,policy,collection,action&sort=id')).body.data;
		expect(after).toEqual(before);
	});
});
