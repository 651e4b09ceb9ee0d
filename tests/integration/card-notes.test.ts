import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callers, expectOk, firstError } from '../harness/api.ts';
import { createSku } from '../harness/fixtures.ts';

let admin: Caller;
let staff: Caller;
let anonymous: Caller;

beforeAll(async () => {
	({ admin, staff, anonymous } = await callers());
});

/** Every comment on one row, read back as the owner: the "nothing changed" probe. */
async function commentsOn(collection: string, item: string | number) {
	const response = await admin.get(
		`/comments?filter[collection][_eq]=${collection}&filter[item][_eq]=${item}&fields=id,comment,user_created.email&sort=date_created&limit=-1`,
	);
	expect(response.status).toBe(200);
	return response.body.data as Array<{ id: string; comment: string; user_created: { email: string } }>;
}

const addNote = (caller: Caller, collection: string, item: string | number, comment: unknown) =>
	caller.request('POST', '/comments', { collection, item: String(item), comment });

async function aCostRow(): Promise<number> {
	const costs = await admin.get('/items/sku_costs?fields=id&limit=1');
	expect(costs.body.data.length).toBe(1);
	return costs.body.data[0].id;
}

describe('notes on a card', () => {
	it('lets staff and the owner add notes and read each other’s, newest first', async () => {
		const { card } = await createSku(admin);
		const fromClerk = await addNote(staff, 'cards', card, 'Holding two for Mrs Lee until Friday');
		expect(fromClerk.status, JSON.stringify(fromClerk.body)).toBe(200);
		const fromOwner = await addNote(admin, 'cards', card, 'Check the centring before pricing');
		expect(fromOwner.status, JSON.stringify(fromOwner.body)).toBe(200);
		for (const caller of [staff, admin]) {
			const read = await caller.get(
				`/comments?filter[collection][_eq]=cards&filter[item][_eq]=${card}&fields=comment,user_created.first_name&sort=-date_created`,
			);
			expect(read.status).toBe(200);
			expect(read.body.data).toEqual([
				{ comment: 'Check the centring before pricing', user_created: { first_name: expect.any(String) } },
				{ comment: 'Holding two for Mrs Lee until Friday', user_created: { first_name: 'Sam' } },
			]);
		}
	});

	it('keeps a note without the spaces around it', async () => {
		const { card } = await createSku(admin);
		expect((await addNote(staff, 'cards', card, '  Signed copy  \n')).status).toBe(200);
		expect((await commentsOn('cards', card)).map((note) => note.comment)).toEqual(['Signed copy']);
	});

	it('refuses an empty note (Directus) and a note of spaces only (Deckhand), writing nothing', async () => {
		const { card } = await createSku(admin);
		const empty = await addNote(staff, 'cards', card, '');
		expect(empty.status).toBe(400);
		expect(firstError(empty.body).extensions.code).toBe('INVALID_PAYLOAD');
		expect(firstError(empty.body).message).toContain('"comment" is required');
		const spaces = await addNote(staff, 'cards', card, '   \n ');
		expect(spaces.status).toBe(400);
		expect(firstError(spaces.body).extensions).toMatchObject({
			code: 'VALIDATION_FAILED',
			field: 'comment',
			min: 1,
			max: 1_000,
		});
		expect(firstError(spaces.body).message).toBe('A note needs some text (1 to 1000 characters).');
		expect(await commentsOn('cards', card)).toEqual([]);
	});

	it('refuses a note over 1000 characters, for the owner too, naming the bound', async () => {
		const { card } = await createSku(admin);
		const long = await addNote(admin, 'cards', card, 'x'.repeat(1_001));
		expect(long.status).toBe(400);
		expect(firstError(long.body).extensions).toMatchObject({
			code: 'VALIDATION_FAILED',
			field: 'comment',
			max: 1_000,
		});
		expect(firstError(long.body).message).toContain('1000 characters at most');
		expect(await commentsOn('cards', card)).toEqual([]);
	});
});

describe('what staff may not do with notes', () => {
	it('refuses staff a note on a cost row (Directus checks they may read the row) and writes nothing', async () => {
		const cost = await aCostRow();
		const before = await commentsOn('sku_costs', cost);
		const response = await addNote(staff, 'sku_costs', cost, 'Paid too much for these');
		expect(response.status).toBe(403);
		expect(firstError(response.body).extensions.code).toBe('FORBIDDEN');
		expect(await commentsOn('sku_costs', cost)).toEqual(before);
	});

	it('refuses staff a note outside cards, orders, buylists and customers, even on a row they can read', async () => {
		const before = await commentsOn('games', 1);
		const response = await addNote(staff, 'games', 1, 'A note on a game');
		expect(response.status).toBe(403);
		expect(firstError(response.body).message).toBe(
			'Notes can be added to cards, orders, buylists and customers only.',
		);
		expect(await commentsOn('games', 1)).toEqual(before);
	});

	it('never shows staff a comment the owner wrote on a cost row: not in a list, a count, one by one or GraphQL', async () => {
		const cost = await aCostRow();
		const secret = await addNote(admin, 'sku_costs', cost, 'Paid 3.10 each at the auction');
		expect(secret.status, JSON.stringify(secret.body)).toBe(200);
		const id = secret.body.data.id as string;

		const list = await staff.get('/comments?fields=id,collection,comment&limit=-1');
		expect(list.status).toBe(200);
		expect(list.body.data.length).toBeGreaterThan(0);
		expect(
			list.body.data.filter(
				(comment: any) => !['cards', 'orders', 'buylists', 'customers'].includes(comment.collection),
			),
		).toEqual([]);
		expect(JSON.stringify(list.body)).not.toContain('auction');

		const counted = await staff.get(
			'/comments?filter[collection][_eq]=sku_costs&filter[comment][_contains]=auction&meta=filter_count',
		);
		expect(counted.body).toEqual({ data: [], meta: { filter_count: 0 } });
		expect(
			(
				await staff.request('SEARCH', '/comments', {
					query: { filter: { comment: { _contains: 'auction' } }, meta: ['filter_count'] },
				})
			).body,
		).toEqual({ data: [], meta: { filter_count: 0 } });
		const aggregate = await staff.get('/comments?filter[collection][_eq]=sku_costs&aggregate[count]=id');
		expect(Number(aggregate.body.data[0].count.id)).toBe(0);

		expect((await staff.get(`/comments/${id}`)).status).toBe(403);
		const graphql = await staff.request('POST', '/graphql/system', {
			query: '{ comments(filter: { collection: { _eq: "sku_costs" } }) { id comment } }',
		});
		expect(graphql.body.data).toEqual({ comments: [] });

		expect((await admin.get(`/comments/${id}?fields=comment`)).body.data.comment).toBe(
			'Paid 3.10 each at the auction',
		);
	});

	it('refuses staff editing or deleting a note, their own included, and changes nothing', async () => {
		const { card } = await createSku(admin);
		const own = expectOk(await addNote(staff, 'cards', card, 'My own note')).id as string;
		const owners = expectOk(await addNote(admin, 'cards', card, 'The owner’s note')).id as string;
		const before = await commentsOn('cards', card);
		for (const id of [own, owners]) {
			const edit = await staff.request('PATCH', `/comments/${id}`, { comment: 'Changed' });
			expect(edit.status).toBe(403);
			expect(firstError(edit.body).extensions.code).toBe('FORBIDDEN');
			const remove = await staff.request('DELETE', `/comments/${id}`);
			expect(remove.status).toBe(403);
		}
		expect((await staff.request('DELETE', '/comments', [own, owners])).status).toBe(403);
		expect(await commentsOn('cards', card)).toEqual(before);
	});

	it('refuses an anonymous visitor reading or adding notes', async () => {
		const { card } = await createSku(admin);
		expectOk(await addNote(admin, 'cards', card, 'Only for the shop'));
		const read = await anonymous.get(`/comments?filter[collection][_eq]=cards&filter[item][_eq]=${card}`);
		expect(read.status).toBe(401);
		expect(read.body.data).toBeUndefined();
		expect((await addNote(anonymous, 'cards', card, 'Hello')).status).toBe(401);
		expect((await commentsOn('cards', card)).map((note) => note.comment)).toEqual(['Only for the shop']);
	});
});
