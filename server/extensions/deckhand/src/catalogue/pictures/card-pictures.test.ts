import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PICTURES_KEPT_PER_CALL } from '@deckhand/contract/catalogue/catalogue-pictures.ts';
import { givePicture, pictureServer, type PictureServer } from '../../../../../../tests/harness/pictures.ts';
import { catalogueDatabase } from '../run/catalogue-tables.test-db.ts';
import { keepStockedPictures } from './card-pictures.ts';
import { PictureCache } from './picture-cache.ts';

let db: Knex;
let pictures: PictureServer;
let made = 0;

beforeAll(async () => {
	db = await catalogueDatabase();
	// The shop's own picture, which the catalogue's is never fetched for.
	await db.schema.alterTable('cards', (table) => table.uuid('image').nullable());
	const [game] = await db('games').insert({ name: 'Pokémon', code: 'PKM' }, ['id']);
	await db('sets').insert({ id: 1, game: game.id, code: 'OBF', name: 'Obsidian Flames' });
	pictures = await pictureServer();
});
afterAll(() => db.destroy());

/** A card with `stock` copies on hand, its catalogue picture at the picture server's `path` (none: no picture). */
async function card(path: string | null, stock: number, image: string | null = null): Promise<number> {
	const [{ id }] = await db('cards').insert({ set: 1, name: `Card ${++made}`, image }, ['id']);
	await db('skus').insert({ card: id, condition: 'NM', finish: 'normal', quantity: stock });
	if (path !== null) await givePicture(db, id, pictures.address(path));
	return id;
}

const emptyShop = async () => {
	for (const table of ['catalogue_entries', 'skus', 'cards']) await db(table).del();
};

/** A cache in a data folder of its own, watched: how often it lists its folder and which pictures it is asked for. */
async function watchedCache() {
	const dataDir = await mkdtemp(join(tmpdir(), 'deckhand-keep-'));
	const cache = new PictureCache(dataDir);
	return { dataDir, cache, listings: vi.spyOn(cache, 'keptNow'), asked: vi.spyOn(cache, 'picture') };
}

describe("the stocked cards' pictures kept for a counter without internet", () => {
	it('fetches only the pictures of stocked cards without the shop’s own, and skips those kept from one listing of the folder', async () => {
		await emptyShop();
		const [stocked, other, refused] = [`/stocked-${made}.png`, `/other-${made}.png`, '/page'];
		await card(stocked, 2);
		await card(other, 1);
		await card(refused, 1);
		await card(`/not-stocked-${made}.png`, 0);
		await card(`/own-picture-${made}.png`, 3, 'a-file-of-the-shop');
		await card(null, 4);
		const { dataDir, cache, listings, asked } = await watchedCache();

		expect(await keepStockedPictures(db, cache)).toEqual({ kept: 2, failed: 1, left: 0 });
		expect([pictures.hits(stocked), pictures.hits(other)]).toEqual([1, 1]);
		expect(asked).toHaveBeenCalledTimes(3);

		// Again: the two kept are known from the folder's listing, not looked for one by one; the
		// refused one is tried again, as before.
		listings.mockClear();
		asked.mockClear();
		expect(await keepStockedPictures(db, cache)).toEqual({ kept: 0, failed: 1, left: 0 });
		expect(listings).toHaveBeenCalledTimes(1);
		expect(asked.mock.calls.map(([address]) => address)).toEqual([pictures.address(refused)]);
		expect([pictures.hits(stocked), pictures.hits(other)]).toEqual([1, 1]);

		// The folder is the truth: a picture taken out of it is fetched again.
		await rm(join(dataDir, 'catalogue', 'pictures'), { recursive: true });
		expect(await keepStockedPictures(db, cache)).toEqual({ kept: 2, failed: 1, left: 0 });
		expect([pictures.hits(stocked), pictures.hits(other)]).toEqual([2, 2]);
	});

	it(`keeps at most ${PICTURES_KEPT_PER_CALL} a call, the next call the rest, then none`, async () => {
		await emptyShop();
		for (let i = 0; i < PICTURES_KEPT_PER_CALL + 2; i++) await card(`/many-${made}-${i}.png`, 1);
		const { cache, asked } = await watchedCache();

		expect(await keepStockedPictures(db, cache)).toEqual({ kept: PICTURES_KEPT_PER_CALL, failed: 0, left: 2 });
		expect(await keepStockedPictures(db, cache)).toEqual({ kept: 2, failed: 0, left: 0 });
		asked.mockClear();
		expect(await keepStockedPictures(db, cache)).toEqual({ kept: 0, failed: 0, left: 0 });
		expect(asked).not.toHaveBeenCalled();
	});
});
