import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers, firstError, stackInfo, type Caller } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';

const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
	'base64',
);

let admin: Caller;
let staff: Caller;
const db = openTestDb();

beforeAll(async () => {
	({ admin, staff } = await callers());
});
afterAll(async () => {
	await db.destroy();
});

/** A picture uploaded by the owner. */
async function upload(name: string): Promise<string> {
	const form = new FormData();
	form.append('file', new Blob([PNG], { type: 'image/png' }), `${name}.png`);
	const response = await fetch(`${stackInfo().url}/files`, {
		method: 'POST',
		headers: { authorization: `Bearer ${stackInfo().admin.token}` },
		body: form,
	});
	const body = await response.json();
	expect(response.status, JSON.stringify(body)).toBe(200);
	return body.data.id as string;
}

/** A card showing the picture. */
async function cardWith(picture: string, name: string): Promise<number> {
	const card = await admin.request('POST', '/items/cards', { set: 1, name, collector_number: '7', image: picture });
	expect(card.status, JSON.stringify(card.body)).toBe(200);
	return card.body.data.id as number;
}

/** The "nothing deleted" probe: the file's row and the pictures of the cards. */
const state = async (picture: string) => ({
	file: Number((await db('directus_files').where('id', picture).count({ n: '*' }).first())?.['n']),
	cards: await db('cards').where('image', picture).orderBy('id').select('id'),
});

const WAYS_IN: Array<[string, (picture: string) => Promise<{ status: number; body: any }>]> = [
	['DELETE /files/:id', (picture) => admin.request('DELETE', `/files/${picture}`)],
	['DELETE /files with a list of ids', (picture) => admin.request('DELETE', '/files', [picture])],
	[
		'DELETE /files with a query',
		(picture) => admin.request('DELETE', '/files', { query: { filter: { id: { _eq: picture } } } }),
	],
	[
		'GraphQL delete_files_item',
		(picture) =>
			admin.request('POST', '/graphql/system', {
				query: `mutation { delete_files_item(id: "${picture}") { id } }`,
			}),
	],
	[
		'GraphQL delete_files_items',
		(picture) =>
			admin.request('POST', '/graphql/system', {
				query: `mutation { delete_files_items(ids: ["${picture}"]) { ids } }`,
			}),
	],
];

describe('a picture a card shows cannot be deleted', () => {
	it.each(WAYS_IN)(
		'refuses the owner through %s with IN_USE naming the card, deleting nothing',
		async (way, remove) => {
			const picture = await upload('in-use');
			const card = await cardWith(picture, 'Pictured Pikachu');
			const before = await state(picture);
			const response = await remove(picture);
			const error = firstError(response.body);
			expect(error.extensions.code, JSON.stringify(response.body)).toBe('IN_USE');
			expect(error.message).toContain('Pictured Pikachu');
			expect(error.extensions['cards']).toEqual([{ id: card, name: 'Pictured Pikachu', picture }]);
			if (!way.startsWith('GraphQL')) expect(response.status).toBe(409);
			expect(await state(picture)).toEqual(before);
		},
	);

	it('refuses a batch whole when one of its pictures is in use, naming every card that shows one', async () => {
		const free = await upload('free');
		const used = await upload('used');
		await cardWith(used, 'Front Charizard');
		await cardWith(used, 'Back Charizard');
		const before = [await state(free), await state(used)];
		const response = await admin.request('DELETE', '/files', [free, used]);
		expect(response.status).toBe(409);
		expect(firstError(response.body).message).toMatch(
			/One of these pictures is still shown on 2 cards Back Charizard and Front Charizard/,
		);
		expect([await state(free), await state(used)]).toEqual(before);
	});

	it('deletes a picture no card shows', async () => {
		const picture = await upload('unused');
		const response = await admin.request('DELETE', `/files/${picture}`);
		expect(response.status, JSON.stringify(response.body)).toBe(204);
		expect((await state(picture)).file).toBe(0);
	});

	it('refuses staff deleting any picture, used or not, with FORBIDDEN', async () => {
		const unused = await upload('staff-unused');
		const used = await upload('staff-used');
		await cardWith(used, 'Staff Snorlax');
		for (const picture of [unused, used]) {
			const before = await state(picture);
			const response = await staff.request('DELETE', `/files/${picture}`);
			expect(response.status).toBe(403);
			expect(firstError(response.body).extensions.code).toBe('FORBIDDEN');
			expect(await state(picture)).toEqual(before);
		}
		const batch = await staff.request('DELETE', '/files', [unused]);
		expect(batch.status).toBe(403);
		expect((await state(unused)).file).toBe(1);
	});
});
