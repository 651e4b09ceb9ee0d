import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderOf, readFolder, SAMPLES } from '../read-sample.ts';
import { pokemonTcgData } from './pokemon-tcg-data.ts';

const FOLDER = join(SAMPLES, 'pokemon-tcg-data');
type Json = Record<string, unknown>;
const sample = async (path: string) => JSON.parse(await readFile(join(FOLDER, `${path}.json`), 'utf8')) as Json[];
const setOf = async (id: string) => (await sample('sets/en')).find((set) => set['id'] === id)!;

/** A folder in the repository's layout: these sets listed, and each of these cards files. */
function folderWith(sets: unknown[], cards: Readonly<Record<string, unknown[]>>) {
	return folderOf({
		'sets/en.json': JSON.stringify(sets),
		...Object.fromEntries(Object.entries(cards).map(([id, list]) => [`cards/en/${id}.json`, JSON.stringify(list)])),
	});
}

/** The sample's sv3 with its first cards as `edit` leaves them. */
async function sv3With(edit: (cards: Json[]) => unknown[]) {
	return folderWith([await setOf('sv3')], { sv3: edit(await sample('cards/en/sv3')) });
}

/** The API's price blocks, as pokemontcg.io writes them on a card. */
const tcgplayer = (prices: Json) => ({
	url: 'https://prices.pokemontcg.io/tcgplayer/x',
	updatedAt: '2024/09/13',
	prices,
});
const cardmarket = (prices: Json) => ({
	url: 'https://prices.pokemontcg.io/cardmarket/x',
	updatedAt: '2024/09/13',
	prices: {
		averageSellPrice: 0.05,
		lowPrice: 0,
		trendPrice: 0,
		germanProLow: 0,
		suggestedPrice: 0,
		reverseHoloSell: 0,
		reverseHoloLow: 0,
		reverseHoloTrend: 0,
		avg1: 0.03,
		avg7: 0.06,
		avg30: 0.07,
		...prices,
	},
});

describe('the pokemon-tcg-data source', () => {
	it('reads every set of sets/en and the cards of each set whose cards file it has', async () => {
		const { sets, cards, skips } = await readFolder(pokemonTcgData, FOLDER);
		// 162 sets listed; the sample holds the cards of three: base1 (102), sv3 (230), sv3pt5 (207).
		expect(sets).toHaveLength(162);
		expect(cards).toHaveLength(539);
		expect(skips).toEqual([]);
		const bySet: Record<string, number> = {};
		for (const card of cards) bySet[card.setSourceId] = (bySet[card.setSourceId] ?? 0) + 1;
		expect(bySet).toEqual({ base1: 102, sv3: 230, sv3pt5: 207 });
		expect(sets.slice(0, 1)).toEqual([
			{
				type: 'set',
				game: 'PKM',
				sourceId: 'base1',
				code: 'BS',
				name: 'Base',
				releaseDate: '1999-01-09',
				tcgplayerGroupId: null,
			},
		]);
		expect(sets.find((set) => set.sourceId === 'sv3')).toMatchObject({ code: 'OBF', name: 'Obsidian Flames' });
		expect(sets.find((set) => set.sourceId === 'sv3pt5')).toMatchObject({ code: 'MEW', name: '151' });
		// 26 sets have no ptcgoCode (Southern Islands, the trainer kits, POP, McDonald's...): known by their id.
		expect(sets.find((set) => set.sourceId === 'si1')).toMatchObject({ code: 'SI1', releaseDate: '2001-07-31' });
		expect(cards.find((card) => card.sourceId === 'base1-4')).toEqual({
			type: 'card',
			sourceId: 'base1-4',
			setSourceId: 'base1',
			name: 'Charizard',
			collectorNumber: '4',
			rarity: 'Rare Holo',
			kind: 'single',
			language: 'EN',
			finishes: ['foil'],
			ids: { scryfall: null, oracle: null, tcgplayer: null, cardmarket: null },
			image: 'https://images.pokemontcg.io/base1/4_hires.png',
			prices: [],
		});
		// Trainers and energies are singles too; base1's six basic energies have no rarity.
		expect(cards.find((card) => card.sourceId === 'base1-97')).toMatchObject({
			name: 'Fighting Energy',
			rarity: null,
			kind: 'single',
			finishes: ['normal'],
		});
		expect(new Set(cards.map((card) => card.kind))).toEqual(new Set(['single']));
	});

	it("gives a card without TCGplayer's printings the finishes of its rarity and its set's era", async () => {
		const { cards } = await readFolder(pokemonTcgData, FOLDER);
		const finishes = (set: string) => {
			const counted: Record<string, number> = {};
			for (const card of cards.filter((card) => card.setSourceId === set)) {
				const key = card.finishes.join('+');
				counted[key] = (counted[key] ?? 0) + 1;
			}
			return counted;
		};
		// Base (1999), before reverse holos: its 16 Rare Holo foil, the 32 Commons, 32 Uncommons, 16 Rares and 6 energies normal.
		expect(finishes('base1')).toEqual({ normal: 86, foil: 16 });
		// Obsidian Flames: 92 Commons and 74 Uncommons normal and reverse, the 10 Rares holo and reverse
		// (Scarlet & Violet), the 54 Double, Ultra, Illustration, Special Illustration and Hyper Rares foil.
		expect(finishes('sv3')).toEqual({ 'normal+reverse_holo': 166, 'foil+reverse_holo': 10, foil: 54 });
		expect(finishes('sv3pt5')).toEqual({ 'normal+reverse_holo': 128, 'foil+reverse_holo': 25, foil: 54 });
		expect(cards.find((card) => card.sourceId === 'sv3-223')).toMatchObject({
			name: 'Charizard ex',
			rarity: 'Special Illustration Rare',
			finishes: ['foil'],
		});
	});

	it("reads the API's TCGplayer and Cardmarket prices by finish, and the finishes from TCGplayer's printings", async () => {
		const [oddish, gloom] = await sample('cards/en/sv3');
		const charizard = (await sample('cards/en/base1'))[3]!;
		const folder = await folderWith([await setOf('base1'), await setOf('sv3')], {
			base1: [
				{
					...charizard,
					tcgplayer: tcgplayer({
						'1stEditionHolofoil': { low: 9000, mid: 12000, high: 20000, market: 11500.5, directLow: null },
						unlimitedHolofoil: { low: 300, mid: 450, high: 900, market: 420.75, directLow: null },
					}),
					cardmarket: cardmarket({ trendPrice: 350.5, lowPrice: 180 }),
				},
			],
			sv3: [
				{
					...oddish,
					tcgplayer: tcgplayer({
						normal: { low: 0.01, mid: 0.1, high: 2, market: 0.06, directLow: 0.04 },
						reverseHolofoil: { low: 0.04, mid: 0.2, high: 3, market: '0.17', directLow: null },
					}),
					cardmarket: cardmarket({
						trendPrice: 0.07,
						lowPrice: 0.02,
						reverseHoloTrend: 0.19,
						reverseHoloLow: 0.03,
					}),
				},
				// TCGplayer's market figure missing, and Cardmarket's reverse holo trend for a card TCGplayer sells only normal.
				{
					...gloom,
					tcgplayer: tcgplayer({ normal: { low: 0.02, mid: 0.1, high: 1, market: null, directLow: null } }),
					cardmarket: cardmarket({ trendPrice: 0.125, reverseHoloTrend: 0.3 }),
				},
			],
		});
		const { cards } = await readFolder(pokemonTcgData, folder);
		expect(cards.map((card) => [card.sourceId, card.finishes, card.prices])).toEqual([
			[
				'base1-4',
				['foil'],
				[
					// The 1st Edition's price and the Unlimited's, each its own; Cardmarket's trend quotes the card as printed, holo.
					{ finish: 'foil', edition: 'unlimited', currency: 'USD', market: 42075, low: 30000 },
					{ finish: 'foil', edition: 'first_edition', currency: 'USD', market: 1150050, low: 900000 },
					{ finish: 'foil', edition: null, currency: 'EUR', market: 35050, low: 18000 },
				],
			],
			[
				'sv3-1',
				['normal', 'reverse_holo'],
				[
					{ finish: 'normal', edition: null, currency: 'USD', market: 6, low: 1 },
					{ finish: 'reverse_holo', edition: null, currency: 'USD', market: 17, low: 4 },
					{ finish: 'normal', edition: null, currency: 'EUR', market: 7, low: 2 },
					{ finish: 'reverse_holo', edition: null, currency: 'EUR', market: 19, low: 3 },
				],
			],
			['sv3-2', ['normal'], [{ finish: 'normal', edition: null, currency: 'EUR', market: 13, low: null }]],
		]);
	});

	it('reads a set whose cards file the source does not have as a set without cards', async () => {
		const folder = await folderWith([await setOf('sv3'), await setOf('sv4')], {
			sv3: (await sample('cards/en/sv3')).slice(0, 2),
		});
		const { sets, cards } = await readFolder(pokemonTcgData, folder);
		expect(sets.map((set) => [set.sourceId, set.code, set.name])).toEqual([
			['sv3', 'OBF', 'Obsidian Flames'],
			['sv4', 'PAR', 'Paradox Rift'],
		]);
		expect(cards.map((card) => card.sourceId)).toEqual(['sv3-1', 'sv3-2']);
	});

	it.each([
		[
			'a card without a name',
			(card: Json) => ({ ...card, name: '' }),
			/^card 1 of cards\/en\/sv3 \(id sv3-2\): name is missing\.$/,
		],
		[
			'a card without an id',
			(card: Json) => ({ ...card, id: null }),
			/^card 1 of cards\/en\/sv3: id is missing\.$/,
		],
		[
			'a price that is not a number',
			(card: Json) => ({ ...card, tcgplayer: tcgplayer({ holofoil: { low: 1, market: 'n/a' } }) }),
			/^card 1 of cards\/en\/sv3 \(id sv3-2\): tcgplayer\.prices\.holofoil\.market is not a price/,
		],
		[
			'a Cardmarket price that is not a number',
			(card: Json) => ({ ...card, cardmarket: cardmarket({ trendPrice: -1 }) }),
			/^card 1 of cards\/en\/sv3 \(id sv3-2\): cardmarket\.prices\.trendPrice is not a price/,
		],
		[
			'a price block that is not an object',
			(card: Json) => ({ ...card, tcgplayer: tcgplayer({ normal: 0.5 }) }),
			/^card 1 of cards\/en\/sv3 \(id sv3-2\): tcgplayer\.prices\.normal is not an object\.$/,
		],
		['a card that is not an object', () => 'Pikachu', /^card 1 of cards\/en\/sv3: record is not an object\.$/],
	])('refuses %s, naming the record and its field', async (_, edit, message) => {
		await expect(
			readFolder(pokemonTcgData, await sv3With((cards) => [cards[0], edit(cards[1]!), cards[2]])),
		).rejects.toThrow(message);
	});

	it('refuses a set without a name, and a set id that is not one, naming the set', async () => {
		const sv3 = await setOf('sv3');
		const unnamed = await folderWith([{ ...sv3, name: ' ' }], {});
		await expect(readFolder(pokemonTcgData, unnamed)).rejects.toThrow(/^set 0 \(id sv3\): name is missing\.$/);
		const outside = await folderWith([await setOf('base1'), { ...sv3, id: '../sv3' }], {});
		await expect(readFolder(pokemonTcgData, outside)).rejects.toThrow(
			/^set 1 \(id \.\.\/sv3\): id "\.\.\/sv3" is not a set id \(letters, digits, dashes\)\.$/,
		);
	});

	it('refuses a download cut short and a file of another format, naming the file', async () => {
		const whole = await readFile(join(FOLDER, 'cards/en/sv3.json'), 'utf8');
		const cut = await folderOf({
			'sets/en.json': JSON.stringify([await setOf('sv3')]),
			'cards/en/sv3.json': whole.slice(0, Math.floor(whole.length / 2)),
		});
		await expect(readFolder(pokemonTcgData, cut)).rejects.toThrow(
			/^cards\/en\/sv3: file is not whole JSON of its format after record \d+/,
		);
		const other = await folderOf({ 'sets/en.json': '{"data": [], "page": 1, "count": 0}' });
		await expect(readFolder(pokemonTcgData, other)).rejects.toThrow(
			/^sets\/en: file is not whole JSON of its format before its first record/,
		);
	});
});
