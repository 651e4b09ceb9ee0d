import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callers, stackInfo, type Caller } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';
import { createSku } from '../harness/fixtures.ts';
import { CARD_PNG, givePicture, HUGE_PNG, pictureServer, type PictureServer } from '../harness/pictures.ts';

let admin: Caller;
let staff: Caller;
let anonymous: Caller;
let db: Knex;
let pictures: PictureServer;
let made = 0;

/** A card of the catalogue whose picture is at the picture server's `path` (none: no picture); `stock` copies of it on hand. */
async function cardPictured(path: string | null, stock = 0): Promise<number> {
	const { card } = await createSku(admin, { stock, price: 500 });
	if (path !== null) await givePicture(db, card, pictures.address(path));
	return card;
}
const unique = (name: string) => `/${name}-${process.pid}-${++made}.png`;

/** A picture's bytes and type as the server sends them. */
async function pictureBytes(path: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
	const { url, admin: owner } = stackInfo();
	const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${owner.token}` } });
	return {
		status: response.status,
		type: response.headers.get('content-type'),
		bytes: Buffer.from(await response.arrayBuffer()),
	};
}

/** A lossy WebP's width and height, from its header (`RIFF…WEBPVP8 `, then the frame's 14-bit sizes). */
function webpSize(bytes: Buffer): [number, number] {
	expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
	expect(bytes.toString('latin1', 8, 16)).toBe('WEBPVP8 ');
	return [bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff];
}
const codeOf = (answer: { body: any }) => answer.body?.errors?.[0]?.extensions;

beforeAll(async () => {
	({ admin, staff, anonymous } = await callers());
	db = openTestDb();
	pictures = await pictureServer();
});
afterAll(async () => {
	await db.destroy();
});

describe("a card's picture from the catalogue", () => {
	it('is served to the clerk as the image it is, fetched from its source once and kept', async () => {
		const path = unique('charizard');
		const card = await cardPictured(path);
		for (let i = 0; i < 3; i++) {
			const answer = await staff.get(`/deckhand/catalogue/pictures/${card}`);
			expect(answer.status).toBe(200);
			expect(answer.headers.get('content-type')).toBe('image/png');
			expect(answer.headers.get('cache-control')).toBe('private, max-age=604800');
			expect(answer.body).toBe(`picture ${path}`);
		}
		expect(pictures.hits(path)).toBe(1);
		// The inventory says the card has one, for the dashboard to show.
		const name = (await db('cards').where('id', card).first()).name;
		const { items } = (await staff.get(`/deckhand/inventory?q=${encodeURIComponent(name)}`)).body.data;
		expect(items[0].card).toMatchObject({ id: card, image: null, catalogue_picture: true });
	});

	it("is made small for a list's row once, from the picture kept, and sent as it came when it cannot be read", async () => {
		const drawn = `/drawn${unique('small')}`;
		const card = await cardPictured(drawn);
		for (let i = 0; i < 2; i++) {
			const small = await pictureBytes(`/deckhand/catalogue/pictures/${card}?size=list`);
			expect(small).toMatchObject({ status: 200, type: 'image/webp' });
			expect(webpSize(small.bytes)).toEqual([64, 90]);
		}
		const whole = await pictureBytes(`/deckhand/catalogue/pictures/${card}`);
		expect(whole).toMatchObject({ status: 200, type: 'image/png', bytes: CARD_PNG });
		expect(pictures.hits(drawn)).toBe(1);
		// A picture of more pixels than a card's scan ever has is not unpacked: it is sent as it came.
		const huge = await cardPictured(`/huge${unique('huge')}`);
		expect(await pictureBytes(`/deckhand/catalogue/pictures/${huge}?size=list`)).toMatchObject({
			status: 200,
			type: 'image/png',
			bytes: HUGE_PNG,
		});
		// Bytes no picture library can read: the browser is sent what the source sent.
		const unreadable = unique('unreadable');
		const answer = await staff.get(`/deckhand/catalogue/pictures/${await cardPictured(unreadable)}?size=list`);
		expect(answer).toMatchObject({ status: 200, body: `picture ${unreadable}` });
		expect(answer.headers.get('content-type')).toBe('image/png');
	});

	it('is refused at a size it is not made at, naming the sizes, before anything is fetched', async () => {
		const path = unique('sized');
		const card = await cardPictured(path);
		for (const size of ['large', 'LIST', '64']) {
			const answer = await staff.get(`/deckhand/catalogue/pictures/${card}?size=${size}`);
			expect(answer.status).toBe(400);
			expect(codeOf(answer)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'size' });
			expect(answer.body.errors[0].message).toContain('size=list');
		}
		expect(pictures.hits(path)).toBe(0);
	});

	it('is refused to a visitor, for a malformed card, for a card without one, and when its source sends no picture', async () => {
		const card = await cardPictured(unique('refused'));
		expect((await anonymous.get(`/deckhand/catalogue/pictures/${card}`)).status).toBe(401);
		const malformed = await staff.get('/deckhand/catalogue/pictures/x1');
		expect(malformed.status).toBe(400);
		expect(codeOf(malformed)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'card' });
		const none = await staff.get(`/deckhand/catalogue/pictures/${await cardPictured(null)}`);
		expect(none.status).toBe(404);
		expect(codeOf(none)).toMatchObject({ code: 'NOT_FOUND', field: 'card' });
		const page = await cardPictured('/page');
		const unreachable = await staff.get(`/deckhand/catalogue/pictures/${page}`);
		expect(unreachable.status).toBe(502);
		expect(unreachable.body.errors[0].message).toBe(
			`The picture of card ${page} could not be fetched from ${new URL(pictures.address('/')).host}: it sent text/html, not a picture.`,
		);
	});

	it('of every card in stock is kept by the owner for a counter without internet, and by no one else', async () => {
		const stocked = unique('stocked');
		const notStocked = unique('not-stocked');
		await cardPictured(stocked, 2);
		await cardPictured(notStocked, 0);
		const refused = await staff.request('POST', '/deckhand/catalogue/pictures/keep');
		expect(refused.status).toBe(403);
		expect(pictures.hits(stocked)).toBe(0);
		const kept = await admin.request('POST', '/deckhand/catalogue/pictures/keep');
		expect(kept.status).toBe(200);
		expect(kept.body.data).toMatchObject({ left: 0 });
		expect(kept.body.data.kept).toBeGreaterThanOrEqual(1);
		expect([pictures.hits(stocked), pictures.hits(notStocked)]).toEqual([1, 0]);
		// Kept: asking again fetches nothing more.
		expect((await admin.request('POST', '/deckhand/catalogue/pictures/keep')).body.data).toMatchObject({
			kept: 0,
			left: 0,
		});
		expect(pictures.hits(stocked)).toBe(1);
	});
});

describe('a card as its page reads it (GET /deckhand/catalogue/cards/:card)', () => {
	const FIELDS = [
		'id',
		'name',
		'collector_number',
		'rarity',
		'kind',
		'image',
		'tcgplayer_id',
		'scryfall_id',
		'cardmarket_id',
		'set.id',
		'set.code',
		'set.name',
		'set.release_date',
		'set.game.name',
	].join(',');

	/** A card of a set of its own, released on `day` as Directus writes it (none: not said). */
	async function cardOfSet(day: string | null): Promise<number> {
		const code = `P${++made}${process.pid % 1000}`;
		const set = await admin.ok('POST', '/items/sets', { game: 1, code, name: `Set ${code}`, release_date: day });
		return (await admin.ok('POST', '/items/cards', { set: set.id, name: `Card of ${code}`, rarity: 'Rare' })).id;
	}

	it('is the card as the items API answers it, saying whether the catalogue has its picture', async () => {
		const pictured = await cardOfSet('2024-06-14');
		await givePicture(db, pictured, pictures.address(unique('page')));
		const plain = await cardOfSet(null);
		for (const [card, catalogue_picture] of [
			[pictured, true],
			[plain, false],
		] as const) {
			const items = (await staff.get(`/items/cards/${card}?fields=${FIELDS}`)).body.data;
			const answer = await staff.get(`/deckhand/catalogue/cards/${card}`);
			expect(answer.status).toBe(200);
			expect(answer.body.data).toEqual({ ...items, catalogue_picture });
		}
		expect((await staff.get(`/deckhand/catalogue/cards/${pictured}`)).body.data.set.release_date).toBe(
			'2024-06-14',
		);
	});

	it('is refused to a visitor, for a malformed card and for a card that is not there', async () => {
		const card = await cardPictured(null);
		expect((await anonymous.get(`/deckhand/catalogue/cards/${card}`)).status).toBe(401);
		const malformed = await staff.get('/deckhand/catalogue/cards/x1');
		expect(malformed.status).toBe(400);
		expect(codeOf(malformed)).toMatchObject({ code: 'VALIDATION_FAILED', field: 'card' });
		const missing = await staff.get('/deckhand/catalogue/cards/2000000000');
		expect(missing.status).toBe(404);
		expect(codeOf(missing)).toMatchObject({ code: 'NOT_FOUND', field: 'card' });
	});
});

describe("the catalogue's card list", () => {
	it("says each card's printed finishes over its sources, and whether one of them has its picture", async () => {
		const pictured = await cardPictured(unique('list'));
		const plain = await cardPictured(null);
		const entry = { kind: 'card', digest: '', source: 'pokemon-tcg-data' };
		await db('catalogue_entries').insert([
			{ ...entry, source_id: `finishes-${pictured}`, target: pictured, finishes: 'normal,foil' },
			{ ...entry, source_id: `finishes-${plain}`, target: plain, finishes: 'foil,etched' },
		]);
		const name = async (card: number) => (await db('cards').where('id', card).first()).name as string;
		for (const [card, finishes, catalogue_picture] of [
			[pictured, ['foil', 'normal'], true],
			[plain, ['etched', 'foil'], false],
		] as const) {
			const query = `q=${encodeURIComponent(await name(card))}&scope=catalogue`;
			const { items } = (await staff.get(`/deckhand/catalogue/cards?${query}`)).body.data;
			const row = items.find((item: { id: number }) => item.id === card);
			expect(row).toMatchObject({ image: null, catalogue_picture });
			expect([...row.finishes].sort()).toEqual(finishes);
		}
	});
});
