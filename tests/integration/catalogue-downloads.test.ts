import type { Knex } from 'knex';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueRun } from '@deckhand/contract/catalogue/catalogue-run.ts';
import type { CatalogueSourceState } from '@deckhand/contract/catalogue/catalogue-sources.ts';
import { callers, firstError, stackInfo, type Caller } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';
import { ranSource, readSample, runEnded } from '../harness/catalogue.ts';
import { sourceServer, type SourceServer } from '../harness/source-server.ts';

type YgoCard = Record<string, unknown> & { id: number; name: string };

let admin: Caller;
let staff: Caller;
let db: Knex;
let server: SourceServer;
let cardinfo: { data: YgoCard[] };

const CARDS = '/ygo/cardinfo.php';
const count = async (query: Knex.QueryBuilder) => Number((await query.count({ n: '*' }).first())?.['n']);
const ygoCards = () => count(db('catalogue_entries').where({ source: 'ygoprodeck', kind: 'card' }));
const settingsOf = async (source: string) =>
	((await admin.ok('GET', '/deckhand/catalogue/sources')) as CatalogueSourceState[]).find(
		(each) => each.source === source,
	)!.settings;
/** cardinfo with its first card renamed: a new version of the file (a new ETag). */
const renamed = (name: string) => JSON.stringify({ data: [{ ...cardinfo.data[0], name }, ...cardinfo.data.slice(1)] });

beforeAll(async () => {
	({ admin, staff } = await callers());
	db = openTestDb();
	cardinfo = await readSample('ygoprodeck/cardinfo.json');
	server = await sourceServer({
		[CARDS]: JSON.stringify(cardinfo),
		'/ygo/cardsets.php': JSON.stringify(await readSample('ygoprodeck/cardsets.json')),
		'/op/cards.json': JSON.stringify(await readSample('one-piece/cards.json')),
	});
});
afterAll(async () => {
	// The next files find these sources as a test server has them: read from their folders, never scheduled.
	await db('catalogue_sources').whereIn('source', ['ygoprodeck', 'one-piece']).delete();
	for (const source of ['ygoprodeck', 'one-piece'])
		await rm(join(stackInfo().dataDir, 'catalogue', source), { recursive: true, force: true });
	await server.close();
	await db.destroy();
});

describe('a source downloaded from its address', () => {
	it('is downloaded and applied, then answered unchanged and ended at once with nothing read', async () => {
		await admin.ok('PATCH', '/deckhand/catalogue/sources/ygoprodeck', {
			address: `${server.url}/ygo`,
			schedule: 'off',
			hour: 4,
		});
		const first = await ranSource(admin, 'ygoprodeck');
		expect(first.status, first.failure ?? '').toBe('done');
		expect(first.trigger).toBe('owner');
		expect(first.download).toMatchObject({ files: 2, unchanged: 0 });
		expect(first.download!.bytes).toBeGreaterThan(50_000);
		expect(first.counts!.cards.created + first.counts!.cards.linked).toBeGreaterThan(30);
		const cards = await ygoCards();

		const asked = server.requests.length;
		const second = await ranSource(admin, 'ygoprodeck');
		expect(second).toMatchObject({ status: 'done', download: { files: 2, unchanged: 2, bytes: 0 } });
		expect(second.counts!.read.records).toBe(0);
		const seen = server.requests.slice(asked);
		expect(seen.map((request) => request.status)).toEqual([304, 304]);
		expect(seen.every((request) => typeof request.headers['if-none-match'] === 'string')).toBe(true);
		expect(await ygoCards()).toBe(cards);
	});

	it('reads a changed file again, and applies the change', async () => {
		server.put(CARDS, renamed('Angel of Blue Tears (corrected)'));
		const run = await ranSource(admin, 'ygoprodeck');
		expect(run).toMatchObject({ status: 'done', download: { files: 2, unchanged: 1 } });
		expect(run.counts!.cards.updated).toBeGreaterThan(0);
		expect(await count(db('cards').where('name', 'Angel of Blue Tears (corrected)'))).toBeGreaterThan(0);
	});

	it('resumes a download cut in the middle with a Range request, and applies the whole file', async () => {
		server.put(CARDS, renamed('Angel of Blue Tears (resumed)'));
		server.cutNext(CARDS, 20_000);
		const asked = server.requests.length;
		const run = await ranSource(admin, 'ygoprodeck');
		expect(run.status, run.failure ?? '').toBe('done');
		const resumed = server.requests.slice(asked).filter((request) => request.headers['range'] !== undefined);
		expect(resumed.map((request) => [request.headers['range'], request.status])).toEqual([['bytes=20000-', 206]]);
		expect(await count(db('cards').where('name', 'Angel of Blue Tears (resumed)'))).toBeGreaterThan(0);
	});

	it('refuses a body short of its length naming the file and its address, and applies nothing', async () => {
		server.put(CARDS, renamed('Angel of Blue Tears (never applied)'));
		server.shortBody(CARDS, 500);
		const run = await ranSource(admin, 'ygoprodeck');
		server.shortBody(CARDS, 0);
		expect(run.status).toBe('failed');
		expect(run.failure).toMatch(
			new RegExp(
				`^cardinfo: download from ${server.url}${CARDS.replace('.', '\\.')} ended after \\d+ of \\d+ bytes\\.$`,
			),
		);
		expect(await count(db('cards').where('name', 'Angel of Blue Tears (never applied)'))).toBe(0);
	});
});

describe('a source’s address and schedule', () => {
	it.each([
		['address', { address: 'ftp://example.test/cards' }],
		['address', { address: 'not an address' }],
		['schedule', { schedule: 'hourly' }],
		['hour', { hour: 24 }],
		['hour', { hour: 1.5 }],
	])('refuses a bad %s naming it, and keeps what was set', async (field, bad) => {
		const before = await settingsOf('ygoprodeck');
		const answer = await admin.request('PATCH', '/deckhand/catalogue/sources/ygoprodeck', { ...before, ...bad });
		expect(answer.status).toBe(400);
		expect(firstError(answer.body).extensions.field).toBe(field);
		expect(await settingsOf('ygoprodeck')).toEqual(before);
	});

	it('refuses a source it does not know, and a clerk', async () => {
		const settings = { address: null, schedule: 'off', hour: 4 };
		const unknown = await admin.request('PATCH', '/deckhand/catalogue/sources/mtgjson', settings);
		expect([unknown.status, firstError(unknown.body).extensions.field]).toEqual([400, 'source']);
		const clerk = await staff.request('PATCH', '/deckhand/catalogue/sources/ygoprodeck', settings);
		expect(clerk.status).toBe(403);
	});

	it('starts one run when the schedule is due, whichever instances look', async () => {
		const { time_zone } = await db('shop_settings').first('time_zone');
		const hour = Number(
			new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: time_zone }).format(
				new Date(),
			),
		);
		await admin.ok('PATCH', '/deckhand/catalogue/sources/one-piece', {
			address: `${server.url}/op`,
			schedule: 'daily',
			hour,
		});
		const state = (await admin.ok('GET', '/deckhand/catalogue/sources')) as CatalogueSourceState[];
		expect(Date.parse(state.find((each) => each.source === 'one-piece')!.nextRunAt!)).toBeGreaterThan(Date.now());
		// Saved, and last run, yesterday: today's slot at this hour has passed since.
		const yesterday = Date.now() - 86_400_000;
		const when = stackInfo().profile === 'sqlite' ? yesterday : new Date(yesterday);
		await db('catalogue_sources').where('source', 'one-piece').update({ date_updated: when });
		await db('catalogue_runs').where('source', 'one-piece').update({ date_created: when });
		const since = await db('catalogue_runs').max({ id: 'id' }).first();
		const scheduled = () =>
			db('catalogue_runs')
				.where('source', 'one-piece')
				.andWhere('id', '>', Number(since?.['id'] ?? 0));
		for (let tries = 0; tries < 100 && (await count(scheduled())) === 0; tries++)
			await new Promise((resolve) => setTimeout(resolve, 100));
		const [started] = await scheduled().select('id');
		const run: CatalogueRun = await runEnded(admin, Number(started.id));
		// Three more looks of every instance: none starts a second run.
		await new Promise((resolve) => setTimeout(resolve, 3_000));
		expect(await count(scheduled())).toBe(1);
		expect(run).toMatchObject({
			status: 'done',
			trigger: 'schedule',
			by: null,
			download: { files: 1, unchanged: 0 },
		});
		expect(server.requests.filter((request) => request.path === '/op/cards.json')).toHaveLength(1);
	});
});
