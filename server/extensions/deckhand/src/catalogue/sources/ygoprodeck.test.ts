import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cutShort, folderOf, readFolder, SAMPLES } from '../read-sample.ts';
import { ygoprodeck } from './ygoprodeck.ts';

const FOLDER = join(SAMPLES, 'ygoprodeck');
const text = (name: string) => readFile(join(FOLDER, name), 'utf8');
const sample = async () => (JSON.parse(await text('cardinfo.json')) as { data: Record<string, unknown>[] }).data;

/** A folder with the sample's cards as `edit` leaves them (as `cardinfo`), and the set list when given. */
async function edited(edit: (cards: Record<string, unknown>[]) => unknown, sets?: string) {
	const cards = await sample();
	return folderOf({
		'cardinfo.json': JSON.stringify({ data: edit(cards) ?? cards }),
		...(sets ? { 'cardsets.json': sets } : {}),
	});
}

describe('the YGOPRODeck source', () => {
	it('reads cardinfo: each printing of each card with its set, finish and prices', async () => {
		const { sets, cards, skips } = await readFolder(ygoprodeck, await edited((cards) => cards));
		// 30 cards, one of them (Blue-Eyes Spirit Ultimate Dragon, index 22) without card_sets: 162
		// printings of the other 29, in 101 products.
		expect(cards).toHaveLength(162);
		expect(skips).toEqual([
			{ type: 'skip', record: 'card 22 (id 89604813)', reason: 'not printed in the TCG (no card_sets)' },
		]);
		expect(sets).toHaveLength(101);
		expect(new Set(cards.map((card) => card.setSourceId))).toEqual(new Set(sets.map((set) => set.sourceId)));
		expect(new Set(cards.map((card) => card.sourceId)).size).toBe(162);
		const lob = cards.find((card) => card.sourceId === 'LOB-EN001|Ultra Rare');
		expect(lob).toEqual({
			type: 'card',
			sourceId: 'LOB-EN001|Ultra Rare',
			setSourceId: 'Legend of Blue Eyes White Dragon',
			name: 'Blue-Eyes White Dragon',
			collectorNumber: 'LOB-EN001',
			rarity: 'Ultra Rare',
			kind: 'single',
			language: 'EN',
			finishes: ['foil'],
			ids: { scryfall: null, oracle: null, tcgplayer: null, cardmarket: null },
			image: 'https://images.ygoprodeck.com/images/cards/89631139.jpg',
			// The printing's own TCGplayer price; the card's Cardmarket figure is of its 64 printings at once.
			prices: [{ finish: 'foil', edition: null, currency: 'USD', market: 25334, low: null }],
		});
		// The European and the first North American printings of the same card: codes of their own.
		expect(
			cards
				.filter((card) => card.setSourceId === 'Legend of Blue Eyes White Dragon')
				.map((card) => card.sourceId),
		).toEqual(['LOB-001|Ultra Rare', 'LOB-E001|Ultra Rare', 'LOB-EN001|Ultra Rare']);
		expect(sets.find((set) => set.sourceId === 'Legend of Blue Eyes White Dragon')).toEqual({
			type: 'set',
			game: 'YGO',
			sourceId: 'Legend of Blue Eyes White Dragon',
			code: 'LOB',
			name: 'Legend of Blue Eyes White Dragon',
			releaseDate: null,
			tcgplayerGroupId: null,
		});
		// Two products printed with the code JMP-EN005, each its own set and printing.
		expect(
			cards.filter((card) => card.collectorNumber === 'JMP-EN005').map((card) => [card.setSourceId, card.rarity]),
		).toEqual([
			['Shonen Jump Vol. 4, Issue 1 promotional card', 'Secret Rare'],
			['Ultimate Edition', 'Ultra Rare'],
		]);
	});

	it('reads a finish from the rarity: Common, Short Print and Rare are normal, the rest foil', async () => {
		const { cards } = await readFolder(ygoprodeck, await edited((cards) => cards));
		expect(cards.filter((card) => card.finishes[0] === 'normal')).toHaveLength(38);
		expect(new Set(cards.filter((card) => card.finishes[0] === 'normal').map((card) => card.rarity))).toEqual(
			new Set(['Common', 'Rare', 'Short Print']),
		);
		expect(cards.find((card) => card.sourceId === 'LC01-EN004|Quarter Century Secret Rare')?.finishes).toEqual([
			'foil',
		]);
	});

	it("takes a printing's own USD price, and the card's prices only for a card of one printing", async () => {
		const { cards } = await readFolder(ygoprodeck, await edited((cards) => cards));
		// 84 printings priced "0" and 4 "0.00" (no price): 74 have their own, 4 take their card's.
		expect(cards.filter((card) => card.prices.some((price) => price.currency === 'USD'))).toHaveLength(78);
		expect(cards.filter((card) => card.prices.some((price) => price.currency === 'EUR'))).toHaveLength(6);
		// set_price "0": the card's figures, tcgplayer_price 1.99 and cardmarket_price 2.81.
		expect(cards.find((card) => card.sourceId === 'DP11-EN011|Ultra Rare')?.prices).toEqual([
			{ finish: 'foil', edition: null, currency: 'USD', market: 199, low: null },
			{ finish: 'foil', edition: null, currency: 'EUR', market: 281, low: null },
		]);
		// set_price "1.12" over the card's tcgplayer_price.
		expect(cards.find((card) => card.sourceId === 'SBSC-EN011|Common')?.prices).toEqual([
			{ finish: 'normal', edition: null, currency: 'USD', market: 112, low: null },
			{ finish: 'normal', edition: null, currency: 'EUR', market: 8, low: null },
		]);
		expect(cards.find((card) => card.sourceId === 'MAZE-EN029|Rare')?.prices).toEqual([]);
	});

	it('reads a page of cardinfo, its meta left aside', async () => {
		const { sets, cards, skips } = await readFolder(
			ygoprodeck,
			await folderOf({ 'cardinfo.json': await text('cardinfo-page.json') }),
		);
		expect(cards.map((card) => [card.sourceId, card.name, card.prices])).toEqual([
			[
				'FOTB-EN043|Common',
				'"A" Cell Breeding Device',
				[
					{ finish: 'normal', edition: null, currency: 'USD', market: 131, low: null },
					{ finish: 'normal', edition: null, currency: 'EUR', market: 9, low: null },
				],
			],
			[
				'GLAS-EN062|Common',
				'"A" Cell Incubator',
				[
					{ finish: 'normal', edition: null, currency: 'USD', market: 210, low: null },
					{ finish: 'normal', edition: null, currency: 'EUR', market: 11, low: null },
				],
			],
			[
				'INOV-EN063|Common',
				'"A" Cell Recombination Device',
				[
					{ finish: 'normal', edition: null, currency: 'USD', market: 112, low: null },
					{ finish: 'normal', edition: null, currency: 'EUR', market: 11, low: null },
				],
			],
			[
				'STON-EN041|Common',
				'"A" Cell Scatter Burst',
				[
					{ finish: 'normal', edition: null, currency: 'USD', market: 113, low: null },
					{ finish: 'normal', edition: null, currency: 'EUR', market: 49, low: null },
				],
			],
		]);
		expect(sets.map((set) => [set.code, set.name])).toEqual([
			['FOTB', 'Force of the Breaker'],
			['GLAS', "Gladiator's Assault"],
			['INOV', 'Invasion: Vengeance'],
			['STON', 'Strike of Neos'],
		]);
		expect(skips.map((skip) => skip.record)).toEqual(['card 4 (id 98319530)']);
	});

	it("takes sets' release days and codes from cardsets, and makes one it does not list from a printing", async () => {
		const { sets, cards } = await readFolder(ygoprodeck, FOLDER);
		expect(cards).toHaveLength(162);
		expect(sets.find((set) => set.name === 'Legend of Blue Eyes White Dragon')).toMatchObject({
			code: 'LOB',
			releaseDate: '2002-03-08',
		});
		expect(
			sets.find((set) => set.name === 'Yu-Gi-Oh! The Dark Side of Dimensions Movie Pack: Gold Edition'),
		).toMatchObject({
			code: 'MVP1',
			releaseDate: '2017-01-12',
		});
		// The sample's set list is older than its cards: four 2023–2024 products are not in it.
		expect(sets.filter((set) => set.releaseDate === null).map((set) => [set.code, set.name])).toEqual([
			['MP24', '25th Anniversary Tin: Dueling Mirrors'],
			['RA01', '25th Anniversary Rarity Collection'],
			['MP23', '25th Anniversary Tin: Dueling Heroes Mega Pack'],
			['KC01', '25th Anniversary Ultimate Kaiba Set'],
		]);
	});

	it('keeps one printing of a code and rarity listed twice, passing the second over', async () => {
		const folder = await edited((cards) => {
			const printings = cards[27]!['card_sets'] as Record<string, unknown>[];
			return [{ ...cards[27], card_sets: [...printings, { ...printings[27], set_name: 'Another Tin' }] }];
		});
		const { sets, cards, skips } = await readFolder(ygoprodeck, folder);
		expect(cards).toHaveLength(64);
		expect(sets.map((set) => set.name)).not.toContain('Another Tin');
		expect(skips).toEqual([
			{
				type: 'skip',
				record: 'card 0 (id 89631139) card_sets.64',
				reason: 'a second listing of LOB-EN001|Ultra Rare',
			},
		]);
	});

	it.each([
		[
			'a card without a name',
			(card: Record<string, unknown>) => ({ ...card, name: '' }),
			/^card 1 \(id 87390067\): name is missing\.$/,
		],
		[
			'a card without an id',
			(card: Record<string, unknown>) => ({ ...card, id: null }),
			/^card 1: id is missing\.$/,
		],
		[
			'a printing without a code',
			(card: Record<string, unknown>) => ({ ...card, card_sets: [{ set_name: 'Duelist Pack: Crow' }] }),
			/^card 1 \(id 87390067\): card_sets\.0\.set_code is missing\.$/,
		],
		[
			'a price that is not a number',
			(card: Record<string, unknown>) => ({
				...card,
				card_sets: (card['card_sets'] as Record<string, unknown>[]).map((printing) => ({
					...printing,
					set_price: 'n/a',
				})),
			}),
			/^card 1 \(id 87390067\): card_sets\.0\.set_price is not a price \(a number of USD such as 1\.25\)\.$/,
		],
		[
			"a card's price that is not a number",
			(card: Record<string, unknown>) => ({ ...card, card_prices: [{ cardmarket_price: '€2' }] }),
			/^card 1 \(id 87390067\): card_prices\.0\.cardmarket_price is not a price/,
		],
		['a card that is not an object', () => 'Dark Magician', /^card 1: record is not an object\.$/],
	])('refuses %s, naming the record and its field', async (_, edit, message) => {
		await expect(
			readFolder(ygoprodeck, await edited((cards) => [cards[0], edit(cards[1]!), cards[2]])),
		).rejects.toThrow(message);
	});

	it('refuses a download cut short and a file of another format, naming the file', async () => {
		const cut = await cutShort(FOLDER, 'cardinfo.json');
		await expect(readFolder(ygoprodeck, cut)).rejects.toThrow(
			/^cardinfo: file is not whole JSON of its format after record \d+/,
		);
		const sets = await folderOf({ 'cardinfo.json': await text('cardsets.json') });
		await expect(readFolder(ygoprodeck, sets)).rejects.toThrow(
			/^cardinfo: file has no cards in its data: not YGOPRODeck's cardinfo\.$/,
		);
		const error = await folderOf({ 'cardinfo.json': '{"error": "No card matching your query was found."}' });
		await expect(readFolder(ygoprodeck, error)).rejects.toThrow(/^cardinfo: file has no cards in its data/);
		const cutSets = await edited((cards) => cards, (await text('cardsets.json')).slice(0, 5_000));
		await expect(readFolder(ygoprodeck, cutSets)).rejects.toThrow(
			/^cardsets: file is not whole JSON of its format after record \d+/,
		);
	});
});
