import { beforeAll, describe, expect, it } from 'vitest';
import { callers, callerWithToken, firstError, signIn, type Caller } from '../harness/api.ts';

let admin: Caller;
let staff: Caller;
let otherClerk: Caller;
let anonymous: Caller;

let counter = 0;
const uniqueName = (label: string) => `${label} ${Date.now().toString(36)}${(counter++).toString(36)}`;

/** Every preset row, as an administrator reads them: the "nothing changed" probe. */
async function presets(): Promise<
	Array<{ id: number; bookmark: string | null; user: string | null; layout_query: unknown }>
> {
	const response = await admin.get('/presets?fields=id,bookmark,user,role,layout_query&sort=id&limit=-1');
	expect(response.status).toBe(200);
	return response.body.data;
}

async function secondClerk(): Promise<Caller> {
	const role = await admin.get('/roles?filter[name][_eq]=User&fields=id');
	const email = `clerk-${Date.now().toString(36)}@deckhand.example.com`;
	const created = await admin.request('POST', '/users', {
		email,
		password: 'second-clerk-password',
		role: role.body.data[0].id,
		first_name: 'Alex',
	});
	expect(created.status, JSON.stringify(created.body)).toBe(200);
	return callerWithToken((await signIn(email, 'second-clerk-password')).access_token);
}

const save = (caller: Caller, body: unknown) => caller.request('POST', '/deckhand/views', body);

/** A clerk's save that must be refused: the field and its bound named, the sentence saying why, no preset written. */
async function expectRefusedSave(
	body: unknown,
	field: string,
	bounds: Record<string, number>,
	words: string,
): Promise<void> {
	const before = await presets();
	const response = await save(staff, body);
	expect(response.status).toBe(400);
	expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field, ...bounds });
	expect(firstError(response.body).message).toContain(words);
	expect(await presets()).toEqual(before);
}
const list = async (caller: Caller, of?: 'inventory' | 'orders') => {
	const response = await caller.get(of ? `/deckhand/views?list=${of}` : '/deckhand/views');
	expect(response.status).toBe(200);
	return response.body.data as Array<{
		id: number;
		name: string;
		state: Record<string, unknown>;
		shared: boolean;
		mine: boolean;
	}>;
};

beforeAll(async () => {
	({ admin, staff, anonymous } = await callers());
	otherClerk = await secondClerk();
});

describe('saved views of the inventory', () => {
	it('lets a clerk save, list and delete their own view, kept as a Directus preset', async () => {
		const name = uniqueName('NM by price');
		const state = {
			q: 'char ex',
			condition: 'NM',
			sort: '-price',
			game: 1,
			unpriced: false,
			columns: ['name', 'price'],
		};
		const saved = await save(staff, { name: `  ${name} `, state });
		expect(saved.status, JSON.stringify(saved.body)).toBe(200);
		expect(saved.body.data).toMatchObject({ name, state, shared: false, mine: true, replaced: false });

		const row = (await presets()).find((preset) => preset.id === saved.body.data.id);
		const me = (await staff.get('/users/me?fields=id')).body.data.id;
		expect(row).toMatchObject({ bookmark: name, user: me, layout_query: { deckhand_inventory: state } });
		expect((await admin.get(`/presets/${saved.body.data.id}?fields=collection,search`)).body.data).toEqual({
			collection: 'skus',
			search: 'char ex',
		});

		expect(await list(staff)).toContainEqual({ id: saved.body.data.id, name, state, shared: false, mine: true });
		const deleted = await staff.request('DELETE', `/deckhand/views/${saved.body.data.id}`);
		expect(deleted.status).toBe(204);
		expect((await list(staff)).map((view) => view.id)).not.toContain(saved.body.data.id);
		expect((await presets()).map((preset) => preset.id)).not.toContain(saved.body.data.id);
	});

	it('replaces the state of a view saved again under the same name (any case), keeping its id', async () => {
		const name = uniqueName('Low stock');
		const first = await save(staff, { name, state: { stock: 'low' } });
		const before = (await presets()).length;
		const second = await save(staff, { name: name.toUpperCase(), state: { stock: 'out' } });
		expect(second.body.data).toMatchObject({
			id: first.body.data.id,
			name: name.toUpperCase(),
			state: { stock: 'out' },
			replaced: true,
		});
		expect((await presets()).length).toBe(before);
		expect((await list(staff)).filter((view) => view.id === first.body.data.id)).toEqual([
			{ id: first.body.data.id, name: name.toUpperCase(), state: { stock: 'out' }, shared: false, mine: true },
		]);
	});

	it("keeps a clerk from seeing or deleting another clerk's view", async () => {
		const name = uniqueName('Private');
		const theirs = await save(otherClerk, { name, state: { q: 'pikachu' } });
		expect(theirs.status).toBe(200);
		expect((await list(staff)).map((view) => view.name)).not.toContain(name);

		const before = await presets();
		const response = await staff.request('DELETE', `/deckhand/views/${theirs.body.data.id}`);
		expect(response.status).toBe(403);
		expect(firstError(response.body)).toMatchObject({
			message: 'This saved view does not exist or is not yours.',
			extensions: { code: 'FORBIDDEN' },
		});
		expect(await presets()).toEqual(before);
		expect((await list(otherClerk)).map((view) => view.name)).toContain(name);
	});

	it("keeps a clerk from saving a view over another clerk's one of the same name", async () => {
		const name = uniqueName('Same name');
		const theirs = await save(otherClerk, { name, state: { q: 'mew' } });
		const mine = await save(staff, { name, state: { q: 'eevee' } });
		expect(mine.body.data.id).not.toBe(theirs.body.data.id);
		expect((await list(otherClerk)).find((view) => view.id === theirs.body.data.id)?.state).toEqual({ q: 'mew' });
	});

	it('refuses a clerk sharing a view with everyone, writing nothing', async () => {
		const before = await presets();
		const response = await save(staff, { name: uniqueName('For all'), state: { stock: 'low' }, shared: true });
		expect(response.status).toBe(403);
		expect(firstError(response.body)).toMatchObject({
			message: 'Only an administrator can share a view with everyone.',
			extensions: { code: 'FORBIDDEN' },
		});
		expect(await presets()).toEqual(before);
	});

	it('lets the owner share a view that every clerk sees, and only the owner delete it', async () => {
		const name = uniqueName('Shop favourites');
		const shared = await save(admin, { name, state: { unpriced: true, sort: 'name' }, shared: true });
		expect(shared.status, JSON.stringify(shared.body)).toBe(200);
		expect((await presets()).find((preset) => preset.id === shared.body.data.id)).toMatchObject({
			user: null,
			bookmark: name,
		});
		const seen = {
			id: shared.body.data.id,
			name,
			state: { unpriced: true, sort: 'name' },
			shared: true,
			mine: false,
		};
		expect(await list(staff)).toContainEqual(seen);
		expect(await list(otherClerk)).toContainEqual(seen);

		const before = await presets();
		const refused = await staff.request('DELETE', `/deckhand/views/${shared.body.data.id}`);
		expect(refused.status).toBe(403);
		expect(firstError(refused.body).message).toBe('Only an administrator can delete a view shared with everyone.');
		expect(await presets()).toEqual(before);

		expect((await admin.request('DELETE', `/deckhand/views/${shared.body.data.id}`)).status).toBe(204);
		expect((await list(staff)).map((view) => view.id)).not.toContain(shared.body.data.id);
	});

	it("keeps the owner's private views private", async () => {
		const name = uniqueName('Owner only');
		const saved = await save(admin, { name, state: { q: 'sheoldred' } });
		expect(saved.body.data).toMatchObject({ shared: false, mine: true });
		expect((await list(staff)).map((view) => view.name)).not.toContain(name);
	});

	it('leaves Data Studio bookmarks without a screen state out of the list', async () => {
		const bookmark = await admin.request('POST', '/presets', {
			bookmark: uniqueName('Studio bookmark'),
			collection: 'skus',
			layout: 'tabular',
			layout_query: { tabular: { sort: ['price'] } },
		});
		expect(bookmark.status, JSON.stringify(bookmark.body)).toBe(200);
		expect((await list(staff)).map((view) => view.id)).not.toContain(bookmark.body.data.id);
		const before = await presets();
		expect((await staff.request('DELETE', `/deckhand/views/${bookmark.body.data.id}`)).status).toBe(403);
		expect(await presets()).toEqual(before);
	});

	it('still refuses staff the presets collection itself', async () => {
		expect((await staff.get('/presets')).status).toBe(403);
		const before = await presets();
		expect((await staff.request('POST', '/presets', { bookmark: 'Sneaky', collection: 'skus' })).status).toBe(403);
		expect(await presets()).toEqual(before);
	});

	it.each([
		[{ name: '', state: {} }, 'name', { min: 1, max: 60 }, '1 to 60 characters'],
		[{ name: '    ', state: {} }, 'name', { min: 1, max: 60 }, '1 to 60 characters'],
		[{ name: 'x'.repeat(61), state: {} }, 'name', { min: 1, max: 60 }, '1 to 60 characters'],
		[{ name: 'Bad state' }, 'state', {}, 'screen state'],
		[{ name: 'Bad state', state: { page: 3 } }, 'state', {}, '"page"'],
		[{ name: 'Bad state', state: { q: 'x'.repeat(201) } }, 'state.q', { max: 200 }, 'at most 200 characters'],
		[{ name: 'Bad state', state: { columns: [1] } }, 'state.columns', { max: 40 }, 'at most 40 characters'],
		[{ name: 'Bad state', state: { set: { id: 1 } } }, 'state.set', {}, 'state.set'],
	])('refuses %j naming %s and its bound, writing nothing', (body, field, bounds, words) =>
		expectRefusedSave(body, field, bounds, words),
	);

	it('refuses a malformed view id', async () => {
		const response = await staff.request('DELETE', '/deckhand/views/abc');
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'id', min: 1 });
	});

	it('refuses anonymous visitors, writing nothing', async () => {
		const mine = await save(staff, { name: uniqueName('Kept'), state: {} });
		const before = await presets();
		for (const response of [
			await anonymous.get('/deckhand/views'),
			await save(anonymous, { name: 'Anonymous', state: {} }),
			await anonymous.request('DELETE', `/deckhand/views/${mine.body.data.id}`),
		]) {
			expect(response.status).toBe(401);
			expect(response.body.data).toBeUndefined();
		}
		expect(await presets()).toEqual(before);
	});
});

describe('saved views of the orders list', () => {
	it('lets a clerk save, list and delete an orders view, kept as a bookmark on orders', async () => {
		const name = uniqueName('Paid online');
		const state = { status: 'paid', channel: 'online', sort: '-total', q: '39' };
		const saved = await save(staff, { list: 'orders', name, state });
		expect(saved.status, JSON.stringify(saved.body)).toBe(200);
		expect(saved.body.data).toMatchObject({ name, state, shared: false, mine: true, replaced: false });

		const row = (await presets()).find((preset) => preset.id === saved.body.data.id);
		expect(row).toMatchObject({ bookmark: name, layout_query: { deckhand_orders: state } });
		expect((await admin.get(`/presets/${saved.body.data.id}?fields=collection,search`)).body.data).toEqual({
			collection: 'orders',
			search: '39',
		});
		expect(await list(staff, 'orders')).toContainEqual({
			id: saved.body.data.id,
			name,
			state,
			shared: false,
			mine: true,
		});

		const deleted = await staff.request('DELETE', `/deckhand/views/${saved.body.data.id}?list=orders`);
		expect(deleted.status).toBe(204);
		expect((await list(staff, 'orders')).map((view) => view.id)).not.toContain(saved.body.data.id);
		expect((await presets()).map((preset) => preset.id)).not.toContain(saved.body.data.id);
	});

	it("keeps the views of one list out of the other, and each list's names apart", async () => {
		const name = uniqueName('Both lists');
		const inventory = await save(staff, { name, state: { stock: 'low' } });
		const orders = await save(staff, { list: 'orders', name, state: { status: 'open' } });
		expect(orders.status, JSON.stringify(orders.body)).toBe(200);
		expect(orders.body.data).toMatchObject({ replaced: false });
		expect(orders.body.data.id).not.toBe(inventory.body.data.id);

		expect((await list(staff)).map((view) => view.id)).toContain(inventory.body.data.id);
		expect((await list(staff)).map((view) => view.id)).not.toContain(orders.body.data.id);
		expect((await list(staff, 'inventory')).map((view) => view.id)).not.toContain(orders.body.data.id);
		expect((await list(staff, 'orders')).map((view) => view.id)).toContain(orders.body.data.id);
		expect((await list(staff, 'orders')).map((view) => view.id)).not.toContain(inventory.body.data.id);
		expect((await list(staff)).find((view) => view.id === inventory.body.data.id)?.state).toEqual({ stock: 'low' });
	});

	it('deletes a view only through its own list, writing nothing otherwise', async () => {
		const orders = await save(staff, {
			list: 'orders',
			name: uniqueName('Open phone'),
			state: { status: 'open', channel: 'phone' },
		});
		const before = await presets();
		const response = await staff.request('DELETE', `/deckhand/views/${orders.body.data.id}`);
		expect(response.status).toBe(403);
		expect(firstError(response.body).message).toBe('This saved view does not exist or is not yours.');
		expect(await presets()).toEqual(before);
	});

	it("keeps a clerk from seeing another clerk's orders view", async () => {
		const name = uniqueName('Their orders');
		expect((await save(otherClerk, { list: 'orders', name, state: { channel: 'counter' } })).status).toBe(200);
		expect((await list(staff, 'orders')).map((view) => view.name)).not.toContain(name);
		expect((await list(otherClerk, 'orders')).map((view) => view.name)).toContain(name);
	});

	it.each([
		[{ list: 'orders', name: 'Bad orders', state: { condition: 'NM' } }, 'state', {}, '"condition"'],
		[{ list: 'orders', name: 'Bad orders', state: { columns: ['number'] } }, 'state', {}, '"columns"'],
		[{ list: 'orders', name: 'Bad orders', state: { page: 2 } }, 'state', {}, '"page"'],
		[
			{ list: 'orders', name: 'Bad orders', state: { q: 'x'.repeat(41) } },
			'state.q',
			{ max: 40 },
			'at most 40 characters',
		],
		[
			{ list: 'orders', name: 'Bad orders', state: { status: { _eq: 'paid' } } },
			'state.status',
			{},
			'state.status',
		],
		[{ list: 'customers', name: 'Bad list', state: {} }, 'list', {}, 'inventory, orders'],
	])('refuses %j naming %s, writing nothing', (body, field, bounds, words) =>
		expectRefusedSave(body, field, bounds, words),
	);

	it('refuses listing an unknown list', async () => {
		const response = await staff.get('/deckhand/views?list=customers');
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'list' });
	});

	it('refuses anonymous visitors the orders views', async () => {
		const response = await anonymous.get('/deckhand/views?list=orders');
		expect(response.status).toBe(401);
		expect(response.body.data).toBeUndefined();
	});
});
