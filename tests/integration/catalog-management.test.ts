import { beforeAll, describe, expect, it } from 'vitest';
import { callers, firstError, signIn, stackInfo, type Caller } from '../harness/api.ts';
import { createSku } from '../harness/fixtures.ts';

let admin: Caller;
let staff: Caller;
let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-4)}${counter++}`.toUpperCase();

beforeAll(async () => {
	({ admin, staff } = await callers());
});

async function count(collection: string, filter: string): Promise<number> {
	const response = await admin.get(`/items/${collection}?${filter}&aggregate[count]=id`);
	return Number(response.body.data[0].count.id);
}

/** A game with one set and one card, created by the given caller. */
async function catalogChain(caller: Caller) {
	const game = await caller.request('POST', '/items/games', { name: 'Test game', code: unique('G') });
	expect(game.status, JSON.stringify(game.body)).toBe(200);
	const set = await caller.request('POST', '/items/sets', {
		game: game.body.data.id,
		code: unique('S'),
		name: 'Test set',
		release_date: '2026-01-02',
	});
	expect(set.status, JSON.stringify(set.body)).toBe(200);
	const card = await caller.request('POST', '/items/cards', {
		set: set.body.data.id,
		name: 'Test card',
		collector_number: '1',
		kind: 'single',
	});
	expect(card.status, JSON.stringify(card.body)).toBe(200);
	return { game: game.body.data.id as number, set: set.body.data.id as number, card: card.body.data.id as number };
}

describe('staff add to the catalog but never delete from it', () => {
	it('lets staff create a game, a set, a card and an unpriced SKU', async () => {
		const { card } = await catalogChain(staff);
		const sku = await staff.request('POST', '/items/skus', {
			card,
			condition: 'LP',
			finish: 'foil',
			language: 'JA',
			bin: 'B-1',
		});
		expect(sku.status).toBe(200);
		expect(sku.body.data).toMatchObject({ quantity: 0, price: null, bin: 'B-1' });
	});

	it.each(['games', 'sets', 'cards'])('refuses staff deleting from %s and keeps the row', async (collection) => {
		const chain = await catalogChain(admin);
		const id = { games: chain.game, sets: chain.set, cards: chain.card }[collection]!;
		const response = await staff.request('DELETE', `/items/${collection}/${id}`);
		expect(response.status).toBe(403);
		expect((await admin.get(`/items/${collection}/${id}`)).status).toBe(200);
	});
});

describe('a catalog row still in use is not deleted, and the refusal says what is in the way', () => {
	it('refuses deleting a card that has SKUs with IN_USE, naming the count', async () => {
		const { card } = await createSku(admin);
		const response = await admin.request('DELETE', `/items/cards/${card}`);
		expect(response.status).toBe(409);
		expect(firstError(response.body)).toMatchObject({
			message: 'This card still has 1 SKU; delete them first.',
			extensions: { code: 'IN_USE', dependents: 'skus', count: 1 },
		});
		expect((await admin.get(`/items/cards/${card}`)).status).toBe(200);
	});

	it('refuses deleting a SKU with stock history, but deletes one never moved', async () => {
		const moved = await createSku(admin, { stock: 2 });
		const refused = await admin.request('DELETE', `/items/skus/${moved.sku}`);
		expect(refused.status).toBe(409);
		expect(firstError(refused.body).extensions).toMatchObject({
			code: 'IN_USE',
			dependents: 'stock_movements',
			count: 1,
		});
		expect((await admin.get(`/items/skus/${moved.sku}`)).status).toBe(200);

		const fresh = await createSku(admin);
		expect((await admin.request('DELETE', `/items/skus/${fresh.sku}`)).status).toBe(204);
		expect((await admin.request('DELETE', `/items/cards/${fresh.card}`)).status).toBe(204);
	});

	it('refuses deleting a set with cards and a game with sets, then deletes them empty', async () => {
		const { game, set, card } = await catalogChain(admin);
		const setRefused = await admin.request('DELETE', `/items/sets/${set}`);
		expect(setRefused.status).toBe(409);
		expect(firstError(setRefused.body).message).toBe('This set still has 1 card; delete or move them first.');
		const gameRefused = await admin.request('DELETE', `/items/games/${game}`);
		expect(gameRefused.status).toBe(409);
		expect(firstError(gameRefused.body).message).toBe('This game still has 1 set; delete or move them first.');
		expect(await count('sets', `filter[game][_eq]=${game}`)).toBe(1);

		for (const [collection, id] of [
			['cards', card],
			['sets', set],
			['games', game],
		] as const)
			expect((await admin.request('DELETE', `/items/${collection}/${id}`)).status).toBe(204);
	});

	it('refuses a batch deletion when any card in it is in use, deleting none of them', async () => {
		const used = await createSku(admin);
		const { card: empty } = await catalogChain(admin);
		const response = await admin.request('DELETE', '/items/cards', [used.card, empty]);
		expect(response.status).toBe(409);
		expect(await count('cards', `filter[id][_in]=${used.card},${empty}`)).toBe(2);
	});
});

describe('catalog values', () => {
	it('refuses a second game with the same code, naming the field', async () => {
		const code = unique('DUP');
		expect((await admin.request('POST', '/items/games', { name: 'First', code })).status).toBe(200);
		const response = await staff.request('POST', '/items/games', { name: 'Second', code });
		expect(response.status).toBe(400);
		expect(firstError(response.body).extensions).toMatchObject({ code: 'RECORD_NOT_UNIQUE', field: 'code' });
		expect(await count('games', `filter[code][_eq]=${code}`)).toBe(1);
	});

	it('stores an empty bin or barcode as none, so many SKUs may have no barcode', async () => {
		const { card } = await catalogChain(admin);
		for (const condition of ['NM', 'LP']) {
			const response = await staff.request('POST', '/items/skus', {
				card,
				condition,
				finish: 'normal',
				language: 'EN',
				bin: ' ',
				barcode: '',
			});
			expect(response.status, JSON.stringify(response.body)).toBe(200);
			expect(response.body.data).toMatchObject({ bin: null, barcode: null });
		}
	});
});

describe('card images', () => {
	it('lets staff upload an image, which lands in the card images folder, and set it on a card, but not delete files', async () => {
		const { card } = await catalogChain(admin);
		const folders = await admin.get('/folders?filter[name][_eq]=Card%20images&fields=id');
		const folder = folders.body.data[0].id as string;
		// A multipart upload without a folder, as the dashboard sends it.
		const form = new FormData();
		const pixel = Buffer.from(
			'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
			'base64',
		);
		form.append('file', new Blob([pixel], { type: 'image/png' }), 'test.png');
		const { access_token } = await signIn(stackInfo().staff.email, stackInfo().staff.password);
		const uploaded = await fetch(`${stackInfo().url}/files`, {
			method: 'POST',
			headers: { authorization: `Bearer ${access_token}` },
			body: form,
		});
		expect(uploaded.status).toBe(200);
		const file = (await uploaded.json()).data as { id: string; folder: string };
		expect(file.folder).toBe(folder);

		expect((await staff.request('PATCH', `/items/cards/${card}`, { image: file.id })).status).toBe(200);
		expect((await admin.get(`/items/cards/${card}?fields=image`)).body.data.image).toBe(file.id);
		expect((await staff.request('DELETE', `/files/${file.id}`)).status).toBe(403);
		expect((await admin.get(`/files/${file.id}`)).status).toBe(200);
	});

	it('refuses a file over 10 MB with CONTENT_TOO_LARGE and keeps no trace of it', async () => {
		const files = async () => Number((await admin.get('/files?aggregate[count]=id')).body.data[0].count.id);
		const before = await files();
		const form = new FormData();
		form.append('file', new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'image/png' }), 'huge.png');
		const { access_token } = await signIn(stackInfo().staff.email, stackInfo().staff.password);
		const response = await fetch(`${stackInfo().url}/files`, {
			method: 'POST',
			headers: { authorization: `Bearer ${access_token}` },
			body: form,
		});
		expect(response.status).toBe(413);
		expect(firstError(await response.json()).extensions.code).toBe('CONTENT_TOO_LARGE');
		expect(await files()).toBe(before);
	});
});
