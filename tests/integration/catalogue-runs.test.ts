import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_SOURCE_IDS } from '@deckhand/contract/catalogue/catalogue-run.ts';
import { SOURCE_RUNS_SHOWN, type CatalogueSourceState } from '@deckhand/contract/catalogue/catalogue-sources.ts';
import { findViolations } from '../../server/extensions/deckhand/src/books/invariants.ts';
import { callers, type Caller } from '../harness/api.ts';
import { openTestDb } from '../harness/books.ts';
import { madeUpSet, readSample, ranSource, runEnded, sourceFiles } from '../harness/catalogue.ts';
import { createSku } from '../harness/fixtures.ts';
import { sellMeanwhile } from '../harness/sell-meanwhile.ts';

type PokemonCard = Record<string, unknown> & { id: string; number: string; name: string };
type PokemonSet = Record<string, unknown> & { id: string };

let admin: Caller;
let staff: Caller;
let db: Knex;
let obsidianFlames: PokemonSet;
let obsidianCards: PokemonCard[];

const count = async (query: Knex.QueryBuilder) => Number((await query.count({ n: '*' }).first())?.['n']);
/** The seeded shop's Obsidian Flames (OBF), as the tests' shop has it. */
const shopSet = async () =>
	db('sets')
		.join('games', 'games.id', 'sets.game')
		.where({ 'games.code': 'PKM', 'sets.code': 'OBF' })
		.select('sets.*');

/** Obsidian Flames alone, with these of its cards. */
const obsidianSource = (cards: PokemonCard[]) => ({ 'sets/en.json': [obsidianFlames], 'cards/en/sv3.json': cards });

beforeAll(async () => {
	({ admin, staff } = await callers());
	db = openTestDb();
	const sets = await readSample<PokemonSet[]>('pokemon-tcg-data/sets/en.json');
	obsidianFlames = sets.find((set) => set.id === 'sv3')!;
	obsidianCards = await readSample<PokemonCard[]>('pokemon-tcg-data/cards/en/sv3.json');
});
afterAll(async () => {
	await db.destroy();
});

describe('a catalogue run', () => {
	it("lands on the shop's own set and card, creates the cards the shop lacks, and keeps their market prices", async () => {
		const [charizard] = await db('cards')
			.whereIn(
				'set',
				(await shopSet()).map((set) => set.id),
			)
			.where({ collector_number: '125' })
			.select();
		const chosen = obsidianCards.filter((card) => ['sv3-125', 'sv3-1', 'sv3-2', 'sv3-3'].includes(card.id));
		const priced = chosen.map((card) =>
			card.id === 'sv3-125'
				? {
						...card,
						tcgplayer: {
							url: 'x',
							updatedAt: '2026/12/05',
							prices: { holofoil: { low: 20, mid: 25, high: 40, market: 24.37, directLow: null } },
						},
					}
				: card,
		);
		await sourceFiles('pokemon-tcg-data', obsidianSource(priced));
		const run = await ranSource(admin, 'pokemon-tcg-data');
		expect(run).toMatchObject({
			status: 'done',
			progress: 5,
			counts: { sets: { linked: 1, created: 0 }, cards: { linked: 1, created: 3 } },
		});
		// "Obsidian Flames" is the shop's OBF, not a second set; Charizard ex 125 the shop's card.
		const sets = await shopSet();
		expect(sets).toHaveLength(1);
		expect(await db('cards').where('id', charizard.id).first()).toMatchObject({
			name: charizard.name,
			collector_number: '125',
			rarity: charizard.rarity,
		});
		expect(
			await count(
				db('cards')
					.where('set', sets[0].id)
					.whereIn(
						'name',
						chosen.filter((card) => card.id !== 'sv3-125').map((card) => card.name),
					),
			),
		).toBe(3);
		const quote = await db('market_quotes').where({ card: charizard.id, source: 'pokemon-tcg-data' }).first();
		expect(quote).toMatchObject({ finish: 'foil', edition: '', currency: 'USD' });
		expect(Number(quote.market)).toBe(2_437);

		// The same files again: nothing to read or apply.
		const again = await ranSource(admin, 'pokemon-tcg-data');
		expect(again).toMatchObject({
			status: 'done',
			counts: { read: { records: 0 }, cards: { created: 0, updated: 0 } },
		});
		expect(await findViolations(db)).toEqual({});
	});

	it('refuses a run with a card without a name whole, naming the card, and applies nothing', async () => {
		const before = await count(db('cards'));
		const cards = obsidianCards.slice(10, 14).map((card, i) => (i === 2 ? { ...card, name: '' } : card));
		await sourceFiles('pokemon-tcg-data', obsidianSource(cards));
		const run = await ranSource(admin, 'pokemon-tcg-data');
		expect(run).toMatchObject({
			status: 'failed',
			failure: `card 2 of cards/en/sv3 (id ${cards[2]!.id}): name is missing.`,
		});
		expect(await count(db('cards'))).toBe(before);
		expect(await count(db('catalogue_rows'))).toBe(0);
	});

	it('makes a card the shop deleted again on the next run, its entry forgotten with it', async () => {
		await sourceFiles('pokemon-tcg-data', await madeUpSet('mu2', 3));
		expect(await ranSource(admin, 'pokemon-tcg-data')).toMatchObject({ counts: { cards: { created: 3 } } });
		const entry = await db('catalogue_entries')
			.where({ source: 'pokemon-tcg-data', kind: 'card', source_id: 'mu2-2' })
			.first();
		expect((await admin.request('DELETE', `/items/cards/${entry.target}`)).status).toBe(204);
		// Forgotten just after the delete (Directus's action hooks run after its answer).
		await expect.poll(() => count(db('catalogue_entries').where({ kind: 'card', target: entry.target }))).toBe(0);

		const again = await ranSource(admin, 'pokemon-tcg-data');
		expect(again).toMatchObject({
			counts: { read: { unchanged: 3, cards: 1 }, cards: { created: 1, updated: 0 } },
		});
		const made = await db('catalogue_entries')
			.where({ source: 'pokemon-tcg-data', kind: 'card', source_id: 'mu2-2' })
			.first();
		expect(await db('cards').where('id', made.target).first()).toMatchObject({ name: 'Made-up mu2 2' });
	});

	it('lets the till sell while a source of 5 000 cards is read and applied, and refuses a second run of it meanwhile', async () => {
		const { sku } = await createSku(admin, { price: 1_000, stock: 200 });
		await sourceFiles('pokemon-tcg-data', await madeUpSet('mu1', 5_000));
		const started = await admin.request('POST', '/deckhand/catalogue/runs', { source: 'pokemon-tcg-data' });
		expect(started.status).toBe(202);
		const second = await admin.request('POST', '/deckhand/catalogue/runs', { source: 'pokemon-tcg-data' });
		expect(second.status).toBe(409);
		expect(second.body.errors[0].extensions).toMatchObject({ code: 'RUN_IN_PROGRESS', field: 'source' });
		const progress: number[] = [];
		const sales = await sellMeanwhile(staff, sku, async () => {
			const run = (await admin.get(`/deckhand/catalogue/runs/${started.body.data.id}`)).body.data;
			progress.push(run.progress);
			return run.status !== 'done' && run.status !== 'failed';
		});
		const run = await runEnded(admin, started.body.data.id);
		expect(run).toMatchObject({
			status: 'done',
			progress: 5_001,
			counts: { sets: { created: 1 }, cards: { created: 5_000 } },
		});
		expect(sales.length).toBeGreaterThan(0);
		expect(sales.every((status) => status === 200)).toBe(true);
		expect(progress).toEqual([...progress].sort((a, b) => a - b));
		expect((await db('skus').where('id', sku).first()).quantity).toBe(200 - sales.length);
	});

	it('tells the runs, newest first, to the owner only', async () => {
		const list = await admin.get('/deckhand/catalogue/runs');
		expect(list.status).toBe(200);
		expect(list.body.data.length).toBeGreaterThanOrEqual(4);
		expect(list.body.data.map((run: { id: number }) => run.id)).toEqual(
			[...list.body.data.map((run: { id: number }) => run.id)].sort((a, b) => b - a),
		);
		expect((await staff.get('/deckhand/catalogue/runs')).status).toBe(403);
		expect((await admin.get('/deckhand/catalogue/runs/999999')).status).toBe(400);
	});

	it('tells each source with its folder, the files in it and its newest runs, to the owner only', async () => {
		await sourceFiles('pokemon-tcg-data', obsidianSource(obsidianCards.slice(0, 3)));
		await sourceFiles('lorcanajson', {});
		const newest = await ranSource(admin, 'pokemon-tcg-data');
		const answer = await admin.get('/deckhand/catalogue/sources');
		expect(answer.status).toBe(200);
		const states: CatalogueSourceState[] = answer.body.data;
		expect(states.map((state) => state.source)).toEqual([...CATALOGUE_SOURCE_IDS]);
		const pokemon = states.find((state) => state.source === 'pokemon-tcg-data')!;
		expect(pokemon).toMatchObject({ folder: 'catalogue/pokemon-tcg-data/', files: 2 });
		expect(pokemon.runs.length).toBe(SOURCE_RUNS_SHOWN);
		expect(pokemon.runs[0]).toEqual(newest);
		expect(pokemon.runs.map((run) => run.id)).toEqual([...pokemon.runs.map((run) => run.id)].sort((a, b) => b - a));
		expect(states.find((state) => state.source === 'lorcanajson')).toMatchObject({ files: 0 });
		expect((await staff.get('/deckhand/catalogue/sources')).status).toBe(403);
	});
});
