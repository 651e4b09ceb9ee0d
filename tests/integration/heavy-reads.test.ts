import knex, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knexConfig } from '../../server/config/knex-config.ts';
import { callerAt, firstError, signIn, stackInfo, type Caller } from '../harness/api.ts';
import { databaseDigest } from '../harness/database-digest.ts';
import { HEAVY_SHOP, writeHeavyShop } from '../harness/heavy-shop.ts';
import { BODY_MAX, measure, pingingWhile, tenAtATime, type Measured } from '../harness/read-burst.ts';
import { startTestStack, type TestStack } from '../harness/test-stack.ts';
import {
	CONDITIONS,
	DEPTH,
	EVERYONE,
	GAMES_IN_GRAPHQL,
	LISTED,
	OWNER,
	ROWS,
	STAFF_ONLY,
	VALUES,
	ids,
} from '../harness/heavy-read-lists.ts';

/**
 * The heaviest reads each role can make, ten at a time, on a shop big enough that an unbounded
 * read is heavy (12 000 SKUs whose sets hold 100 cards: `skus?limit=-1&fields=*.*.*.*` was
 * 300 MB and half a minute): each is answered within 64 MB or refused by name, and the server
 * answers its ping meanwhile. How fast (each answer within 2 s, the ping within 200 ms) is measured
 * by `npm run bench:heavy-reads` on the same shop and reads: a test asserts what holds on any
 * machine, a benchmark what a quiet one measures. A server of this file's own, so the other files'
 * shop stays small. Anonymous visitors are refused every read already (access-matrix).
 */
let stack: TestStack;
let db: Knex;
let tokens: { staff: string; admin: string };
let log = '';

beforeAll(async () => {
	// The product's log level, one JSON line per entry: what a refused request writes is read below.
	stack = await startTestStack({
		seed: null,
		services: stackInfo().services,
		env: { LOG_LEVEL: 'warn', LOG_STYLE: 'raw' },
		log: (chunk) => (log += chunk),
	});
	db = knex(knexConfig(stack.env));
	await writeHeavyShop(db);
	// The clerk's heaviest reads include a year's KPIs and charts, which the owner lets staff see here.
	await db('shop_settings').update({ staff_see_figures: true });
	const staff = await signIn(stack.staff.email, stack.staff.password, stack.url);
	tokens = { staff: staff.access_token, admin: stack.admin.token };
	// Directus builds each role's GraphQL schema at its first GraphQL request (100 ms of the event
	// loop, once per role and schema): the bursts below time the reads, not that.
	for (const token of Object.values(tokens)) await measure(stack.url, token, GAMES_IN_GRAPHQL);
}, 180_000);

afterAll(async () => {
	await db?.destroy();
	await stack?.destroy();
});

function expectHeld(measured: Measured[]): void {
	for (const { read, status, ms, bytes, refusal } of measured) {
		const seen = `${read.label} (${read.path}): ${status} in ${Math.round(ms)} ms, ${bytes} bytes, ${JSON.stringify(refusal)}`;
		expect(bytes, seen).toBeLessThanOrEqual(BODY_MAX);
		if (read.expect === 'answered') {
			expect(status, seen).toBe(200);
			expect(refusal, seen).toBeUndefined();
		} else {
			expect(status, seen).toBe(400);
			expect(refusal, seen).toEqual({ code: 'VALIDATION_FAILED', ...read.expect });
		}
	}
}

describe.each([
	['a clerk', 'staff', [...EVERYONE, ...STAFF_ONLY]],
	['the owner', 'admin', [...EVERYONE, ...OWNER]],
] as const)('%s’s heaviest reads', (_who, role, reads) => {
	it('are each answered within 64 MB or refused by name, ten at a time, the ping answered meanwhile', async () => {
		const { result, pings } = await pingingWhile(stack.url, () => tenAtATime(stack.url, tokens[role], reads));
		expectHeld(result);
		// Pings go one after another, so many answered means the server kept answering during the burst.
		expect(pings.length).toBeGreaterThan(5);
	});

	it('refuse the heaviest read sent ten times at once, each by name', async () => {
		const read = EVERYONE[0]!;
		expectHeld(await Promise.all(ids(10).map(() => measure(stack.url, tokens[role], read))));
	});
});

it('runs on a shop where an unbounded read is heavy', async () => {
	const skus = Number((await db('skus').count({ n: '*' }).first())?.['n']);
	expect(skus).toBe(HEAVY_SHOP.games * HEAVY_SHOP.setsPerGame * HEAVY_SHOP.cardsPerSet * 5);
	expect(skus).toBeGreaterThan(ROWS.max);
});

/** The refusal of `answer`: its status, code, parameter and bound. */
function refusalOf(answer: { status: number; body: unknown }) {
	const error = firstError(answer.body);
	return {
		status: answer.status,
		code: error?.extensions.code,
		field: error?.extensions.field,
		max: error?.extensions['max'],
	};
}

describe('a read past its bounds', () => {
	it('is refused naming the bound, and a write whose answer would pass it writes nothing', async () => {
		const staff = callerAt(stack.url, tokens.staff);
		const before = await databaseDigest(db);
		const refused = [
			await staff.get('/items/skus?limit=-1&fields=id'),
			await staff.get('/items/skus?limit=10001&fields=id'),
			await staff.get('/items/skus?fields=card.set.cards.skus.id'),
			await staff.get('/items/skus?limit=1000&fields=card.set.cards.name'),
			await staff.request('PATCH', '/items/skus?fields=*.*.*.*', { keys: ids(1_000), data: { bin: 'Z-9' } }),
			await staff.request('POST', '/graphql', {
				query: `mutation { update_skus_items(ids: [${ids(1_000)}], data: { bin: "Z-9" }) { card { set { cards { name } } } } }`,
			}),
		];
		expect(refused.map(refusalOf)).toEqual([
			{ status: 400, code: 'VALIDATION_FAILED', ...ROWS },
			{ status: 400, code: 'VALIDATION_FAILED', ...ROWS },
			{ status: 400, code: 'VALIDATION_FAILED', ...DEPTH },
			{ status: 400, code: 'VALIDATION_FAILED', ...VALUES },
			{ status: 400, code: 'VALIDATION_FAILED', ...VALUES },
			{ status: 400, code: 'VALIDATION_FAILED', ...VALUES },
		]);
		expect(firstError(refused[0]!.body).message).toContain('limit=-1 asks for all 12000 rows');
		expect(await databaseDigest(db)).toEqual(before);
		// Every row GraphQL asks for is counted with its filter before the document runs: a 400 past
		// the bound, as in REST, and every matching row within it.
		const everySku = (filter: string) =>
			staff.request('POST', '/graphql', { query: `{ skus(limit: -1${filter}) { id } }` });
		expect(refusalOf(await everySku(''))).toEqual({ status: 400, code: 'VALIDATION_FAILED', ...ROWS });
		const narrowed = await everySku(', filter: { id: { _lte: 2500 } }');
		expect(narrowed.status).toBe(200);
		expect((narrowed.body as { data: { skus: unknown[] } }).data.skus).toHaveLength(2_500);
		// The same write answering with what it changed is done.
		expect(
			(await staff.request('PATCH', '/items/skus?fields=id,bin', { keys: [1, 2], data: { bin: 'Z-9' } })).status,
		).toBe(200);
		expect(await db('skus').whereIn('id', [1, 2, 3]).orderBy('id').pluck('bin')).toEqual(['Z-9', 'Z-9', 'H-1']);
	});

	it('keeps a person’s saved views of a list to 50, so the list the screen reads stays small', async () => {
		const staff = callerAt(stack.url, tokens.staff);
		for (const n of ids(50)) await staff.ok('POST', '/deckhand/views', { name: `View ${n}`, state: { q: `${n}` } });
		const before = await staff.ok('GET', '/deckhand/views?list=inventory');
		const refused = await staff.request('POST', '/deckhand/views', { name: 'View 51', state: {} });
		expect(refusalOf(refused)).toEqual({ status: 400, code: 'VALIDATION_FAILED', field: 'name', max: 50 });
		expect(await staff.ok('GET', '/deckhand/views?list=inventory')).toEqual(before);
		// Saving one of them again replaces it.
		expect((await staff.request('POST', '/deckhand/views', { name: 'view 7', state: { q: 'x' } })).status).toBe(
			200,
		);
		expect(await staff.ok('GET', '/deckhand/views?list=inventory')).toHaveLength(50);
	});
});

describe('an aggregate', () => {
	it('of what is not a column of the collection is refused by name, for the owner too', async () => {
		const owner = callerAt(stack.url, tokens.admin);
		for (const path of [
			'/items/buylists?aggregate[sum]=lines.credit_unit',
			'/items/skus?aggregate[count]=card.name',
			'/items/skus?aggregate[max]=no_such_field',
		])
			expect(refusalOf(await owner.get(path)), path).toEqual({
				status: 400,
				code: 'VALIDATION_FAILED',
				field: 'aggregate',
				max: undefined,
			});
		const counted = await owner.get('/items/skus?aggregate[count]=*&aggregate[max]=quantity');
		expect(counted.status).toBe(200);
		expect(Number((counted.body as { data: Array<{ count: unknown }> }).data[0]?.count)).toBe(
			HEAVY_SHOP.games * HEAVY_SHOP.setsPerGame * HEAVY_SHOP.cardsPerSet * 5,
		);
	});
});

describe('an oversized filter', () => {
	it('is refused by name before anything reads it, every way in, writing no SQL to the log', async () => {
		const staff: Caller = callerAt(stack.url, tokens.staff);
		// Nested 10 000 deep: written as text, since JSON.stringify itself runs out of stack on it.
		const nested = `{"query":{"filter":${'{"_and":['.repeat(10_000)}{"id":{"_eq":1}}${']}'.repeat(10_000)}}}`;
		const orTerms = (count: number) => ({ _or: ids(count).map((id) => ({ id: { _eq: id } })) });
		const searchFor = (query: object) => staff.request('SEARCH', '/items/skus', { query });
		const before = await databaseDigest(db);
		const logged = log.length;
		const refused = [
			await searchFor({ filter: orTerms(999) }),
			await searchFor({ filter: { id: { _in: ids(40_000) } } }),
			await fetch(`${stack.url}/items/skus`, {
				method: 'SEARCH',
				headers: { authorization: `Bearer ${tokens.staff}`, 'content-type': 'application/json' },
				body: nested,
			}).then(async (response) => ({ status: response.status, body: await response.json() })),
			await searchFor({ filter: { name: { _contains: 'x'.repeat(60_000) } } }),
			await searchFor({ search: 'x'.repeat(60_000) }),
			await searchFor({ deep: { card: { _filter: orTerms(150) } }, fields: ['id', 'card.name'] }),
			await staff.get(`/items/skus?filter=${encodeURIComponent(JSON.stringify(orTerms(300)))}`),
			await staff.request('POST', '/graphql', {
				query: 'query($f: skus_filter) { skus(filter: $f) { id } }',
				variables: { f: { id: { _in: ids(40_000) } } },
			}),
		];
		expect(refused.map(refusalOf)).toEqual([
			{ status: 400, code: 'VALIDATION_FAILED', ...CONDITIONS },
			{ status: 400, code: 'VALIDATION_FAILED', ...LISTED },
			{ status: 400, code: 'VALIDATION_FAILED', field: 'filter', max: 10 },
			{ status: 400, code: 'VALIDATION_FAILED', field: 'filter', max: 1_000 },
			{ status: 400, code: 'VALIDATION_FAILED', field: 'search', max: 1_000 },
			{ status: 400, code: 'VALIDATION_FAILED', field: 'deep', max: 100 },
			{ status: 400, code: 'VALIDATION_FAILED', ...CONDITIONS },
			{ status: 400, code: 'VALIDATION_FAILED', ...LISTED },
		]);
		expect(await databaseDigest(db)).toEqual(before);
		// At the product's log level a refusal writes nothing; a 500 used to write its whole SQL.
		const lines = log.slice(logged).split('\n').filter(Boolean);
		expect(lines.length).toBeLessThanOrEqual(refused.length);
		for (const line of lines) {
			expect(line.length, line.slice(0, 300)).toBeLessThan(500);
			expect(line).not.toMatch(/select|SQLITE|expression tree/i);
		}
	});
});
