import { beforeAll, describe, expect, it } from 'vitest';
import { callers, signIn, stackInfo, type Caller } from '../harness/api.ts';
import { createSku } from '../harness/fixtures.ts';
import { adminClient } from '../../server/provision/admin-client.ts';
import { applyAccess } from '../../server/provision/access.ts';

let admin: Caller;
let staff: Caller;
let anonymous: Caller;

const COLLECTIONS = ['games', 'sets', 'cards', 'skus', 'stock_movements', 'sku_costs', 'customers', 'orders', 'order_lines', 'order_line_costs', 'order_events', 'buylists', 'buylist_lines', 'credit_ledger', 'shop_settings'];

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
		const policies = await admin.get('/policies?filter[name][_eq]=Shop staff&fields=name,admin_access,app_access,roles.role.name');
		expect(policies.body.data).toEqual([{ name: 'Shop staff', admin_access: false, app_access: false, roles: [{ role: { name: 'User' } }] }]);
	});
});

describe('staff never see costs', () => {
	it.each(['sku_costs', 'order_line_costs'])('refuses staff reading %s with 403', async (collection) => {
		expect((await staff.get(`/items/${collection}`)).status).toBe(403);
		expect((await admin.get(`/items/${collection}?limit=1`)).status).toBe(200);
	});

	it.each(['/revisions', '/activity', '/items/sku_costs?aggregate[sum]=unit_cost'])('refuses staff %s', async (path) => {
		expect((await staff.get(path)).status).toBe(403);
	});

	it('refuses staff deleting catalog rows', async () => {
		const { sku } = await createSku(admin);
		expect((await staff.request('DELETE', `/items/skus/${sku}`)).status).toBe(403);
		expect((await admin.get(`/items/skus/${sku}`)).status).toBe(200);
	});

	it('refuses staff writing orders directly', async () => {
		const before = (await admin.get('/items/orders?aggregate[count]=id')).body;
		const response = await staff.request('POST', '/items/orders', { number: 'X-1', channel: 'counter', status: 'completed' });
		expect(response.status).toBe(403);
		expect((await admin.get('/items/orders?aggregate[count]=id')).body).toEqual(before);
	});
});

describe('an anonymous visitor gets nothing but the ping, sign-in and the public shop name', () => {
	it.each(COLLECTIONS)('refuses /items/%s', async (collection) => {
		const response = await anonymous.get(`/items/${collection}`);
		expect(response.status).toBe(401);
		expect(response.body.data).toBeUndefined();
	});

	it.each(['/users', '/users/me', '/files', '/assets/00000000-0000-0000-0000-000000000000', '/settings', '/roles', '/policies', '/collections', '/fields', '/server/specs/oas', '/graphql', '/permissions/me', '/presets', '/comments'])(
		'refuses %s',
		async (path) => {
			expect((await anonymous.get(path)).status).toBe(401);
		},
	);

	it('answers /server/ping with pong', async () => {
		expect(await anonymous.get('/server/ping')).toEqual({ status: 200, body: 'pong' });
	});

	it('tells /server/info only the public project descriptor, not the version', async () => {
		const info = await anonymous.get('/server/info');
		expect(info.status).toBe(200);
		expect(info.body.data.project.project_name).toBe('Deckhand');
		expect(info.body.data.version).toBeUndefined();
	});

	it('refuses a wrong password with INVALID_CREDENTIALS', async () => {
		const response = await anonymous.request('POST', '/auth/login', { email: stackInfo().staff.email, password: 'wrong-password' });
		expect(response.status).toBe(401);
		expect(response.body.errors[0].extensions.code).toBe('INVALID_CREDENTIALS');
	});
});

describe('Directus routes Deckhand closes to every role', () => {
	it('refuses deleting the settings row, deployments and extension changes through REST, changing nothing', async () => {
		const settings = (await admin.get('/items/shop_settings')).body.data;
		const extensions = (await admin.get('/extensions')).body.data;
		for (const caller of [admin, staff]) {
			for (const [method, path] of [['DELETE', `/items/shop_settings/${settings.id}`], ['GET', '/deployments'], ['PATCH', `/extensions/${extensions[0].id}`]] as const) {
				const answer = await caller.request(method, path, method === 'PATCH' ? { meta: { enabled: false } } : undefined);
				expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(403);
			}
		}
		expect((await admin.get('/items/shop_settings')).body.data).toEqual(settings);
		expect((await admin.get('/extensions')).body.data).toEqual(extensions);
	});

	it('refuses deployments and extension changes through GraphQL too, changing nothing', async () => {
		const extensions = async () => (await admin.get('/extensions')).body.data;
		const before = await extensions();
		const deckhand = before.find((extension: { meta: { folder: string; bundle: string | null } }) => extension.meta.folder === 'deckhand' && extension.meta.bundle === null).id;
		for (const caller of [admin, staff]) {
			for (const query of ['{ deployments { id } }', `mutation { update_extensions_item(id: "${deckhand}", data: { meta: { enabled: false } }) { id } }`]) {
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
