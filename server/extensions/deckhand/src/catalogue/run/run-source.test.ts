import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { folderFiles } from '../folder-files.ts';
import { folderOf, SAMPLES } from '../read-sample.ts';
import { scryfall } from '../sources/scryfall.ts';
import { tcgcsv } from '../sources/tcgcsv.ts';
import { catalogueDatabase } from './catalogue-tables.test-db.ts';
import type { CatalogueSource, LocalFiles } from '../source-records.ts';
import { carryOutRun, createRun } from './run-source.ts';

const SCRYFALL = join(SAMPLES, 'scryfall');
const options = { log: () => undefined, stopped: new AbortController().signal };

/** A run of the source created and carried out, as the server does it. */
const runSource = async (db: Knex, source: CatalogueSource, files: LocalFiles, { log, stopped }: typeof options) =>
	carryOutRun(db, await createRun(db, source.id, null, 'owner'), source, files, log, stopped);
const sample = async () =>
	JSON.parse(await readFile(join(SCRYFALL, 'default_cards.json'), 'utf8')) as Record<string, unknown>[];
const scryfallFolder = async (edit: (cards: Record<string, unknown>[]) => unknown[]) =>
	folderOf({ 'default_cards.json': JSON.stringify(edit(await sample())) });

let db: Knex;
beforeEach(async () => {
	db = await catalogueDatabase();
});
afterEach(async () => {
	await db.destroy();
});

/** How many rows a table has (PostgreSQL counts as text). */
const count = async (table: string) => Number((await db(table).count({ n: '*' }).first())?.['n']);
/** A card's market prices, figures as numbers (PostgreSQL's bigint comes as text). */
const quotesOf = async (card: number, ...columns: string[]) =>
	(await db('market_quotes').where('card', card).orderBy(['finish', 'currency']).select(columns)).map((row) => ({
		...row,
		market: Number(row.market),
		...('low' in row ? { low: row.low === null ? null : Number(row.low) } : {}),
	}));

/** The rows of every table a run writes, to compare before and after. */
async function everything() {
	const tables = ['games', 'sets', 'cards', 'catalogue_entries', 'market_quotes'];
	return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await db(table).select()])));
}

describe('a run of a source', () => {
	it('creates the games, sets and cards the source has and the shop lacks, with their market prices', async () => {
		const outcome = await runSource(db, scryfall, folderFiles(SCRYFALL), options);
		expect(outcome).toMatchObject({ status: 'done', counts: { sets: { created: 41 }, cards: { created: 86 } } });
		expect(await db('games').select('code', 'name')).toEqual([{ code: 'MTG', name: 'Magic: The Gathering' }]);
		expect(await count('sets')).toBe(41);
		const leonin = await db('cards').where('scryfall_id', '9d26f171-5bb6-463c-8473-53b6cc27ed66').first();
		expect(leonin).toMatchObject({
			name: 'Leonin Abunas',
			collector_number: '1',
			rarity: 'rare',
			tcgplayer_id: '37173',
			search_text: ' leonin abunas',
		});
		expect(await db('sets').where('id', leonin.set).first()).toMatchObject({ code: 'ARC', name: 'Archenemy' });
		expect(await quotesOf(leonin.id, 'finish', 'edition', 'source', 'currency', 'market')).toEqual([
			{ finish: 'normal', edition: '', source: 'scryfall', currency: 'EUR', market: 91 },
			{ finish: 'normal', edition: '', source: 'scryfall', currency: 'USD', market: 103 },
		]);
		expect(await count('catalogue_rows')).toBe(0);
		// 129 records read: 41 sets and 86 cards, and the two cards printed only for the computer games.
		expect(await db('catalogue_runs').where('id', outcome.run).first()).toMatchObject({
			status: 'done',
			progress: 129,
		});
	});

	it("ends at once, reading nothing, when the source's files are the ones its last run read", async () => {
		await runSource(db, scryfall, folderFiles(SCRYFALL), options);
		const before = await everything();
		const again = await runSource(db, scryfall, folderFiles(SCRYFALL), options);
		expect(again).toMatchObject({ status: 'done', counts: { read: { records: 0 }, cards: { created: 0 } } });
		expect(await everything()).toEqual(before);
		const [first, second] = await db('catalogue_runs').orderBy('id').select('files_read');
		expect(Object.keys(JSON.parse(first.files_read))).toEqual(['sets', 'default_cards']);
		expect(second.files_read).toBe(first.files_read);
	});

	it('changes nothing but the market when run again on the same cards with new prices', async () => {
		await runSource(db, scryfall, folderFiles(SCRYFALL), options);
		const { market_quotes: quotesBefore, ...before } = await everything();
		const repriced = await scryfallFolder((cards) =>
			cards.map((card) => ({ ...card, prices: { ...(card['prices'] as object), usd: '123.45' } })),
		);
		const again = await runSource(db, scryfall, folderFiles(repriced), options);
		expect(again).toMatchObject({
			status: 'done',
			counts: { read: { unchanged: 127, sets: 0, cards: 0 }, cards: { created: 0, updated: 0 } },
		});
		const { market_quotes: quotesAfter, ...after } = await everything();
		expect(after).toEqual(before);
		expect(quotesAfter).not.toEqual(quotesBefore);
		expect(await db('market_quotes').where({ currency: 'USD', finish: 'normal' }).distinct('market')).toEqual([
			{ market: 12345 },
		]);
	});

	it('updates a corrected card, keeping what the shop set by hand', async () => {
		await runSource(db, scryfall, folderFiles(SCRYFALL), options);
		const leonin = await db('cards').where('scryfall_id', '9d26f171-5bb6-463c-8473-53b6cc27ed66').first();
		await db('cards')
			.where('id', leonin.id)
			.update({ name: 'Leonin Abunas (signed)', search_text: ' leonin abunas signed' });
		const corrected = await scryfallFolder((cards) =>
			cards.map((card) =>
				card['id'] === leonin.scryfall_id
					? { ...card, name: 'Leonin Abunas!', rarity: 'mythic', collector_number: '1a' }
					: card,
			),
		);
		const outcome = await runSource(db, scryfall, folderFiles(corrected), options);
		expect(outcome).toMatchObject({ status: 'done', counts: { cards: { updated: 1, created: 0 } } });
		expect(await db('cards').where('id', leonin.id).first()).toMatchObject({
			name: 'Leonin Abunas (signed)',
			rarity: 'mythic',
			collector_number: '1a',
		});
	});

	it('takes a card the shop already has as that card, filling only what it lacks', async () => {
		const [game] = await db('games').insert({ code: 'MTG', name: 'Magic' }).returning('id');
		const [set] = await db('sets')
			.insert({ game: game.id, code: 'arc', name: 'Archenemy (our own name)' })
			.returning('id');
		const [own] = await db('cards')
			.insert({ set: set.id, name: 'Leonin Abunas', search_text: ' leonin abunas', collector_number: '1' })
			.returning('id');
		const outcome = await runSource(db, scryfall, folderFiles(SCRYFALL), options);
		expect(outcome).toMatchObject({
			status: 'done',
			counts: { sets: { linked: 1, created: 40 }, cards: { linked: 1, created: 85 } },
		});
		expect(await count('games')).toBe(1);
		const kept = await db('sets').where('id', set.id).first();
		expect(kept.name).toBe('Archenemy (our own name)');
		// The day as either database gives it back: text on SQLite, a Date at midnight UTC on PostgreSQL.
		expect(new Date(kept.release_date).toISOString().slice(0, 10)).toBe('2010-06-18');
		expect(await db('cards').where('id', own.id).first()).toMatchObject({
			name: 'Leonin Abunas',
			rarity: 'rare',
			scryfall_id: '9d26f171-5bb6-463c-8473-53b6cc27ed66',
		});
	});

	it.each([
		[
			'a card without a name',
			(cards: Record<string, unknown>[]) => cards.map((card, i) => (i === 40 ? { ...card, name: null } : card)),
			/^card 40 \(id [0-9a-f-]+\): name is missing\.$/,
		],
		[
			'one id for two cards',
			(cards: Record<string, unknown>[]) => [...cards, { ...cards[3], name: 'Another' }],
			/: id names two cards of the source\.$/,
		],
		[
			'a price that is not a number',
			(cards: Record<string, unknown>[]) =>
				cards.map((card, i) => (i === 87 ? { ...card, prices: { eur: 'twelve' } } : card)),
			/^card 87 .*prices\.eur is not a price/,
		],
	])('refuses %s whole, applying nothing', async (_, edit, failure) => {
		await runSource(db, scryfall, folderFiles(SCRYFALL), options);
		const before = await everything();
		const outcome = await runSource(db, scryfall, folderFiles(await scryfallFolder(edit)), options);
		expect(outcome).toMatchObject({ status: 'failed', failure: expect.stringMatching(failure) });
		expect(await everything()).toEqual(before);
		expect(await db('catalogue_runs').where('id', outcome.run).first()).toMatchObject({ status: 'failed' });
	});

	it("refuses a folder without the source's file, naming the file and the folder", async () => {
		const empty = await folderOf({});
		const outcome = await runSource(db, scryfall, folderFiles(empty), options);
		expect(outcome).toEqual({
			run: outcome.run,
			status: 'failed',
			failure: `default_cards: file is not in the folder ${empty}.`,
		});
	});

	it('applies a price source to the cards with its product ids, and counts the quotes of no card', async () => {
		const [game] = await db('games').insert({ code: 'PKM', name: 'Pokémon' }).returning('id');
		const [set] = await db('sets').insert({ game: game.id, code: 'SIT', name: 'Silver Tempest' }).returning('id');
		const [card] = await db('cards')
			.insert({ set: set.id, name: 'Lugia VSTAR', tcgplayer_id: '451784' })
			.returning('id');
		const outcome = await runSource(db, tcgcsv, folderFiles(join(SAMPLES, 'tcgcsv')), options);
		expect(outcome).toMatchObject({ status: 'done', counts: { quotes: { applied: 2 } } });
		expect(await quotesOf(card.id, 'finish', 'source', 'currency', 'market', 'low')).toEqual([
			{ finish: 'foil', source: 'tcgcsv', currency: 'USD', market: 53, low: 10 },
			{ finish: 'reverse_holo', source: 'tcgcsv', currency: 'USD', market: 74, low: 35 },
		]);
		if (outcome.status === 'done') expect(outcome.counts.quotes.unmatched).toBe(outcome.counts.read.quotes - 2);
	});
});

describe('a run cancelled', () => {
	/** A run of Scryfall's sample stopped at the first statement `stopsAt` matches. */
	async function stoppedAt(stopsAt: RegExp) {
		const stop = new AbortController();
		db.on('query', ({ sql }: { sql: string }) => {
			if (stopsAt.test(sql)) stop.abort();
		});
		return runSource(db, scryfall, folderFiles(SCRYFALL), { ...options, stopped: stop.signal });
	}

	it('while reading ends cancelled, nothing staged or applied', async () => {
		const before = await everything();
		const outcome = await stoppedAt(/^insert into `?catalogue_rows`?/i);
		expect(outcome).toEqual({ run: outcome.run, status: 'cancelled' });
		expect(await everything()).toEqual(before);
		expect(await count('catalogue_rows')).toBe(0);
		expect(await db('catalogue_runs').where('id', outcome.run).first()).toMatchObject({ status: 'cancelled' });
	});

	it('while applying rolls back the sets it had already written', async () => {
		const before = await everything();
		const outcome = await stoppedAt(/^\s*insert into `?sets`? /i);
		expect(outcome.status).toBe('cancelled');
		expect(await everything()).toEqual(before);
		const row = await db('catalogue_runs').where('id', outcome.run).first();
		expect(row).toMatchObject({ status: 'cancelled', counts: null });
		expect(row.finished).not.toBeNull();
	});

	it('by its row (another instance cancelled it) stops at its next batch', async () => {
		let cancelled = false;
		db.on('query', ({ sql }: { sql: string }) => {
			if (cancelled || !/^insert into `?catalogue_rows`?/i.test(sql)) return;
			cancelled = true;
			// Written as another instance would: the row alone, waiting for the batch's transaction to end.
			void db('catalogue_runs').where('status', 'reading').update({ status: 'cancelled' }).then();
		});
		const outcome = await runSource(db, scryfall, folderFiles(SCRYFALL), options);
		expect(outcome.status).toBe('cancelled');
		expect(await count('cards')).toBe(0);
	});
});
