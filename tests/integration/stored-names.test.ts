import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerWithToken, firstError, stackInfo, type Caller } from '../harness/api.ts';
import { literal } from '../harness/access-graphql.ts';
import { unique } from '../harness/access-shop.ts';
import { openTestDb } from '../harness/books.ts';
import { deckhandCsv, importFile, uploaderWithToken } from '../harness/imports.ts';
import { newClerk } from '../harness/people.ts';
import { createSku } from '../harness/fixtures.ts';

/**
 * Every name and short text the shop shows is stored clean (docs/decisions/trust-at-the-edges.md, "Names are stored
 * clean"): without the spaces around it, a line break or tab inside a name as one space, without
 * zero-width spaces and byte-order marks, in NFC; a text of several lines keeps its line breaks.
 * Through REST and GraphQL, creates and updates, and an import. Typed through the API, a control
 * character, a direction override or an isolate is refused by name (as the commands refuse it),
 * nothing stored; in an imported file's cell it is dropped. A name of nothing but spaces is
 * refused as required; a taken till name or game code is compared clean.
 */
let admin: Caller;
let db: Knex;
let set: { id: number; game: number };

beforeAll(async () => {
	admin = callerWithToken(stackInfo().admin.token);
	db = openTestDb();
	set = (await admin.get('/items/sets?sort=id&limit=1&fields=id,game')).body.data[0];
});
afterAll(async () => {
	await db.destroy();
});

/** A name as pasted, with a decomposed é and what a paste brings along unseen; and what is stored of it. */
const typed = (mark: string) => ` \u200BPoke\u0301mon\t${mark}\uFEFF `;
const stored = (mark: string) => `Pok\u00E9mon ${mark}`;
/** A name in an imported file's cell, with control characters, a direction override and an isolate too: stored as `stored`. */
const inAFile = (mark: string) => ` \u200BPoke\u0301mon\u0000 ${mark}\u202E\t\u2066\uFEFF `;
/** A text of several lines as typed, and as stored: its line breaks kept (as \n), a tab a space. */
const typedLines = (mark: string) => `\r\n Line one ${mark}\r\nLine two\t\n\n`;
const storedLines = (mark: string) => `Line one ${mark}\nLine two`;
/** Nothing once cleaned. */
const INVISIBLE = ' \t\uFEFF\r\n ';
/** What no person types: refused by name wherever it stands in a text. */
const REFUSED = { NUL: '\u0000', 'a bell': '\u0007', 'a direction override': '\u202E', 'an isolate': '\u2066' };

interface NameField {
	collection: string;
	field: string;
	/** The rest of a valid create. */
	rest: () => Promise<Record<string, unknown>>;
	required?: boolean;
	lines?: boolean;
}

const newCard = async () =>
	(await admin.ok('POST', '/items/cards', { set: set.id, name: `Names card ${unique('')}` })).id as number;

const NAME_FIELDS: NameField[] = [
	{ collection: 'games', field: 'name', rest: async () => ({ code: unique('NG') }), required: true },
	{ collection: 'games', field: 'code', rest: async () => ({ name: 'Names game' }), required: true },
	{ collection: 'sets', field: 'name', rest: async () => ({ game: set.game, code: unique('NS') }), required: true },
	{ collection: 'sets', field: 'code', rest: async () => ({ game: set.game, name: 'Names set' }), required: true },
	{ collection: 'cards', field: 'name', rest: async () => ({ set: set.id }), required: true },
	{ collection: 'cards', field: 'rarity', rest: async () => ({ set: set.id, name: 'Names card' }) },
	{ collection: 'customers', field: 'name', rest: async () => ({}), required: true },
	{ collection: 'customers', field: 'notes', rest: async () => ({ name: 'Names customer' }), lines: true },
	{ collection: 'tills', field: 'name', rest: async () => ({}), required: true },
	{
		collection: 'skus',
		field: 'bin',
		rest: async () => ({ card: await newCard(), condition: 'NM', finish: 'normal', language: 'EN' }),
	},
	{
		collection: 'buying_rules',
		field: 'note',
		rest: async () => ({ card: await newCard(), hot_percent: 10 }),
		lines: true,
	},
];

/**
 * Fields naming another row. GraphQL's create input takes a relation only as the other row's
 * whole create input (its required fields included): a row with one is made through REST, and
 * changed through GraphQL.
 */
const RELATIONS = ['game', 'set', 'card'];

const valueOf = async (collection: string, id: string | number, field: string) =>
	(await db(collection).where('id', id).first(field))?.[field];
const graphql = (query: string, path = '/graphql') => admin.request('POST', path, { query });
/** The mark a name carries, within the shortest bound (a code's 20 characters). */
const mark = () => unique('').slice(-8);

describe.each(NAME_FIELDS)('$collection: $field', ({ collection, field, rest, required, lines }) => {
	const [write, read] = lines ? [typedLines, storedLines] : [typed, stored];

	it('is stored clean when created and changed through REST', async () => {
		const [first, second] = [mark(), mark()];
		const created = await admin.request('POST', `/items/${collection}`, {
			...(await rest()),
			[field]: write(first),
		});
		expect(created.status, JSON.stringify(created.body)).toBe(200);
		expect(await valueOf(collection, created.body.data.id, field)).toBe(read(first));
		const changed = await admin.request('PATCH', `/items/${collection}/${created.body.data.id}`, {
			[field]: write(second),
		});
		expect(changed.status, JSON.stringify(changed.body)).toBe(200);
		expect(await valueOf(collection, created.body.data.id, field)).toBe(read(second));
		expect(changed.body.data[field], 'the answer shows what was saved').toBe(read(second));
	});

	it('is stored clean when created (where GraphQL can) and changed through GraphQL', async () => {
		const [first, second] = [mark(), mark()];
		const payload = { ...(await rest()), [field]: write(first) };
		const related = Object.keys(payload).some((key) => RELATIONS.includes(key));
		const created = related
			? {
					body: {
						data: {
							[`create_${collection}_item`]: (
								await admin.request('POST', `/items/${collection}`, payload)
							).body.data,
						},
					},
				}
			: await graphql(`mutation { create_${collection}_item(data: ${literal(payload)}) { id } }`);
		const id = created.body?.data?.[`create_${collection}_item`]?.id;
		expect(id, JSON.stringify(created.body)).toBeDefined();
		expect(await valueOf(collection, id, field)).toBe(read(first));
		const changed = await graphql(
			`mutation { update_${collection}_item(id: ${JSON.stringify(String(id))}, data: ${literal({ [field]: write(second) })}) { id } }`,
		);
		expect(changed.body.errors, JSON.stringify(changed.body)).toBeUndefined();
		expect(await valueOf(collection, id, field)).toBe(read(second));
	});

	it('is refused by name with a control character, a direction override or an isolate inside, created or changed, nothing stored', async () => {
		const count = async () => Number((await db(collection).count({ n: '*' }).first())?.['n']);
		const row = (await admin.ok('POST', `/items/${collection}`, { ...(await rest()), [field]: write(mark()) })).id;
		const [before, kept] = [await count(), await valueOf(collection, row, field)];
		for (const [label, character] of Object.entries(REFUSED)) {
			const text = `Name${character}${mark()}`;
			const created = await admin.request('POST', `/items/${collection}`, { ...(await rest()), [field]: text });
			expect(firstError(created.body).extensions, label).toMatchObject({ code: 'VALIDATION_FAILED', field });
			expect(firstError(created.body).message, label).toContain(
				'holds a control character or a direction override',
			);
			const changed = await admin.request('PATCH', `/items/${collection}/${row}`, { [field]: text });
			expect(firstError(changed.body).extensions, label).toMatchObject({ code: 'VALIDATION_FAILED', field });
		}
		expect(await count()).toBe(before);
		expect(await valueOf(collection, row, field)).toBe(kept);
	});

	it.runIf(required)('is refused as required when nothing is left of it, created or changed', async () => {
		const count = async () => Number((await db(collection).count({ n: '*' }).first())?.['n']);
		const before = await count();
		const created = await admin.request('POST', `/items/${collection}`, { ...(await rest()), [field]: INVISIBLE });
		expect(created.status).toBe(400);
		expect(firstError(created.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field, min: 1 });
		expect(await count()).toBe(before);
		const row = (await admin.ok('POST', `/items/${collection}`, { ...(await rest()), [field]: write(mark()) })).id;
		const kept = await valueOf(collection, row, field);
		const changed = await admin.request('PATCH', `/items/${collection}/${row}`, { [field]: INVISIBLE });
		expect(firstError(changed.body).extensions).toMatchObject({ code: 'VALIDATION_FAILED', field });
		expect(await valueOf(collection, row, field)).toBe(kept);
	});
});

describe('unique names are compared clean', () => {
	it('refuses a till named as another is, once what is invisible and the spaces around are gone, in any case', async () => {
		const name = `Names till ${mark()}`;
		expect((await admin.request('POST', '/items/tills', { name })).status).toBe(200);
		for (const copy of [`\u200B${name}\uFEFF`, ` ${name.toUpperCase()}\t `]) {
			const answer = await admin.request('POST', '/items/tills', { name: copy });
			expect(firstError(answer.body).extensions, copy).toMatchObject({
				code: 'RECORD_NOT_UNIQUE',
				field: 'name',
			});
		}
		expect(
			Number(
				(await db('tills').whereRaw('lower(name) = ?', [name.toLowerCase()]).count({ n: '*' }).first())?.['n'],
			),
		).toBe(1);
	});

	it('refuses a game code another game has, sent with invisible characters around it', async () => {
		const code = unique('NC');
		expect((await admin.request('POST', '/items/games', { name: 'Names game', code })).status).toBe(200);
		const answer = await admin.request('POST', '/items/games', {
			name: 'Names game',
			code: `\uFEFF${code}\u200B `,
		});
		expect(answer.status).toBe(400);
		expect(firstError(answer.body).extensions.code).toBe('RECORD_NOT_UNIQUE');
		expect(Number((await db('games').where('code', code).count({ n: '*' }).first())?.['n'])).toBe(1);
	});
});

describe("Directus's own names", () => {
	it("stores a person's first and last name clean, through REST and GraphQL", async () => {
		const clerk = await newClerk(admin, 'names');
		try {
			const [first, last] = [mark(), mark()];
			const answer = await admin.request('PATCH', `/users/${clerk.id}`, {
				first_name: typed(first),
				last_name: typed(last),
			});
			expect(answer.status, JSON.stringify(answer.body)).toBe(200);
			expect(await db('directus_users').where('id', clerk.id).first('first_name', 'last_name')).toEqual({
				first_name: stored(first),
				last_name: stored(last),
			});
			const again = mark();
			const changed = await graphql(
				`mutation { update_users_item(id: ${JSON.stringify(clerk.id)}, data: ${literal({ first_name: typed(again) })}) { id } }`,
				'/graphql/system',
			);
			expect(changed.body.errors, JSON.stringify(changed.body)).toBeUndefined();
			expect((await db('directus_users').where('id', clerk.id).first('first_name')).first_name).toBe(
				stored(again),
			);
		} finally {
			await admin.request('DELETE', `/users/${clerk.id}`);
		}
	});

	it("stores the shop's name clean and refuses one of nothing but invisible characters", async () => {
		const { project_name: before } = await db('directus_settings').first('project_name');
		try {
			const [first, second] = [mark(), mark()];
			expect((await admin.request('PATCH', '/settings', { project_name: typed(first) })).status).toBe(200);
			expect((await db('directus_settings').first('project_name')).project_name).toBe(stored(first));
			const changed = await graphql(
				`mutation { update_settings(data: ${literal({ project_name: typed(second) })}) { project_name } }`,
				'/graphql/system',
			);
			expect(changed.body.errors, JSON.stringify(changed.body)).toBeUndefined();
			expect((await db('directus_settings').first('project_name')).project_name).toBe(stored(second));
			const refused = await admin.request('PATCH', '/settings', { project_name: INVISIBLE });
			expect(firstError(refused.body).extensions).toMatchObject({
				code: 'VALIDATION_FAILED',
				field: 'project_name',
				min: 1,
			});
			expect((await db('directus_settings').first('project_name')).project_name).toBe(stored(second));
		} finally {
			await admin.request('PATCH', '/settings', { project_name: before });
		}
	});

	it("keeps the line breaks of the shop's address and receipt footer, through REST and GraphQL", async () => {
		const before = await db('shop_settings').first('address', 'receipt_footer');
		try {
			const [first, second] = [mark(), mark()];
			expect((await admin.request('PATCH', '/items/shop_settings', { address: typedLines(first) })).status).toBe(
				200,
			);
			const changed = await graphql(
				`mutation { update_shop_settings(data: ${literal({ receipt_footer: typedLines(second) })}) { id } }`,
			);
			expect(changed.body.errors, JSON.stringify(changed.body)).toBeUndefined();
			expect(await db('shop_settings').first('address', 'receipt_footer')).toEqual({
				address: storedLines(first),
				receipt_footer: storedLines(second),
			});
		} finally {
			await admin.request('PATCH', '/items/shop_settings', before);
		}
	});
});

describe("the commands' notes", () => {
	it('stores a stock adjustment’s and a regrade’s note clean, its line breaks kept', async () => {
		const { sku } = await createSku(admin, { stock: 2 });
		const adjusted = await admin.request('POST', '/deckhand/stock/adjust', {
			sku,
			delta: 1,
			reason: 'count',
			note: typedLines('adjusted'),
		});
		expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
		const regraded = await admin.request('POST', '/deckhand/stock/regrade', {
			sku,
			quantity: 1,
			to: { condition: 'LP' },
			note: typedLines('regraded'),
		});
		expect(regraded.status, JSON.stringify(regraded.body)).toBe(200);
		const notes = await db('stock_movements').where('sku', sku).whereNotNull('note').orderBy('id').pluck('note');
		expect(notes).toEqual([storedLines('adjusted'), storedLines('regraded')]);
	});
});

describe('an import', () => {
	it('stores the names of the games, sets and cards it creates clean', async () => {
		const [game, setName, card, rarity] = [mark(), mark(), mark(), mark()];
		const [gameCode, setCode] = [unique('IG'), unique('IS')];
		const csv = deckhandCsv([
			{
				game_code: gameCode,
				game_name: inAFile(game),
				set_code: ` ${setCode}\u200B`,
				set_name: inAFile(setName),
				card_name: inAFile(card),
				rarity: inAFile(rarity),
				collector_number: '\u00001 ',
				condition: 'NM',
				finish: 'normal',
				language: 'EN',
				quantity: 1,
			},
		]);
		await importFile(uploaderWithToken(stackInfo().admin.token), admin, csv, {
			quantities: 'add',
			createMissing: true,
		});
		const newGame = await db('games').where('code', gameCode).first('id', 'name');
		expect(newGame?.name).toBe(stored(game));
		const newSet = await db('sets').where({ game: newGame.id, code: setCode }).first('id', 'name');
		expect(newSet?.name).toBe(stored(setName));
		expect(await db('cards').where('set', newSet.id).first('name', 'rarity', 'collector_number')).toEqual({
			name: stored(card),
			rarity: stored(rarity),
			collector_number: '1',
		});
	});
});
