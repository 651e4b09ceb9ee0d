import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderOf, readFolder, SAMPLES } from '../read-sample.ts';
import { lorcanaJson } from './lorcanajson.ts';

const FOLDER = join(SAMPLES, 'lorcanajson');
type AllCards = { metadata: Record<string, unknown>; sets: Record<string, unknown>; cards: Record<string, unknown>[] };
const RAVENSBURGER = 'https://api.lorcana.ravensburger.com/images/en';
const whole = () => readFile(join(FOLDER, 'allCards.json'), 'utf8');
const sample = async () => JSON.parse(await whole()) as AllCards;

/** A folder with the sample as `edit` leaves it (its parts written in the order `edit` gives them). */
async function edited(edit: (file: AllCards) => unknown) {
	const file = await sample();
	return folderOf({ 'allCards.json': JSON.stringify(edit(file) ?? file) });
}
/** The sample with its cards as `edit` leaves them. */
const withCards = (edit: (cards: Record<string, unknown>[]) => unknown[]) =>
	edited((file) => ({ ...file, cards: edit(file.cards) }));

describe('the LorcanaJSON source', () => {
	it('reads allCards: its sets by their keys, then every card with its ids and finishes', async () => {
		const { sets, cards, skips, quotes } = await readFolder(lorcanaJson, FOLDER);
		expect(sets.map((set) => [set.sourceId, set.code, set.name, set.releaseDate])).toEqual([
			['1', '1', 'The First Chapter', '2023-09-01'],
			['2', '2', 'Rise of the Floodborn', '2023-12-01'],
			['3', '3', 'Into the Inklands', '2024-03-08'],
			['4', '4', "Ursula's Return", '2024-05-31'],
			['5', '5', 'Shimmering Skies', '2024-08-23'],
			['6', '6', 'Azurite Sea', '2024-11-25'],
			['7', '7', "Archazia's Island", '2025-03-21'],
			['8', '8', 'The Reign of Jafar', '2025-06-06'],
			['9', '9', 'Fabled', null],
			// The Illumineer's Quest: its `number` is 1 (quest 1), its key "10" the code its cards name.
			['10', '10', "Illumineer's Quest: Deep Trouble", '2024-05-31'],
		]);
		expect(sets.every((set) => set.game === 'LOR' && set.tcgplayerGroupId === null)).toBe(true);
		expect(cards).toHaveLength(1661);
		expect(skips).toEqual([]);
		expect(quotes).toEqual([]);
		expect(new Set(cards.map((card) => card.sourceId)).size).toBe(1661);
		expect(cards.filter((card) => card.setSourceId === '10')).toHaveLength(31);
		expect(cards[0]).toEqual({
			type: 'card',
			sourceId: '1',
			setSourceId: '1',
			name: 'Ariel - On Human Legs',
			collectorNumber: '1',
			rarity: 'Uncommon',
			kind: 'single',
			language: 'EN',
			finishes: ['normal', 'foil'],
			ids: { scryfall: null, oracle: null, tcgplayer: '494102', cardmarket: '727081' },
			image: `${RAVENSBURGER}/set1/cards/1468x2048/356a192b7913b04c54574d18c28d46e6395428ab.jpg`,
			prices: [],
		});
		// Not every card is known to TCGplayer and Cardmarket yet.
		expect(cards.filter((card) => card.ids.tcgplayer !== null)).toHaveLength(1620);
		expect(cards.filter((card) => card.ids.cardmarket !== null)).toHaveLength(1427);
	});

	it('reads finishes from foilTypes: None is the normal card, every foil type a foil', async () => {
		const { cards } = await readFolder(lorcanaJson, FOLDER);
		const finishes = (shape: string) => cards.filter((card) => card.finishes.join() === shape).length;
		// 1432 cards of None and Cold; 36 of None alone; 193 of one special foil (Lava, Silver, VerticalWave...).
		expect([finishes('normal,foil'), finishes('normal'), finishes('foil')]).toEqual([1432, 36, 193]);
		const enchanted = cards.filter((card) => card.rarity === 'Enchanted');
		expect(enchanted).toHaveLength(119);
		expect(enchanted.every((card) => card.finishes.join() === 'foil')).toBe(true);
	});

	it('numbers a variant by its letter and a promo in its promo grouping, within the set it belongs to', async () => {
		const { cards } = await readFolder(lorcanaJson, FOLDER);
		const byId = (id: string) => cards.find((card) => card.sourceId === id);
		expect(byId('436')).toMatchObject({
			setSourceId: '3',
			collectorNumber: '4a',
			name: 'Dalmatian Puppy - Tail Wagger',
		});
		expect(byId('659')).toMatchObject({
			setSourceId: '1',
			collectorNumber: '1/P1',
			name: 'Mickey Mouse - Brave Little Tailor',
			rarity: 'Special',
			finishes: ['normal'],
		});
		expect(byId('1662')).toMatchObject({ setSourceId: '7', collectorNumber: '24B/P2', finishes: ['foil'] });
		// The promo 1/P1 is not taken for the set's own card 1.
		expect(cards.filter((card) => card.setSourceId === '1' && card.collectorNumber === '1')).toHaveLength(1);
	});

	it('passes over a card revealed outside the official app, whose finishes are not known yet', async () => {
		const folder = await withCards((cards) => [
			{ ...cards[0], foilTypes: undefined, isExternalReveal: true },
			cards[1],
		]);
		const { cards, skips } = await readFolder(lorcanaJson, folder);
		expect(cards.map((card) => card.name)).toEqual(['Ariel - Spectacular Singer']);
		expect(skips).toEqual([
			{ type: 'skip', record: 'card 0 (id 1)', reason: 'its finishes are not known yet (no foilTypes)' },
		]);
	});

	it.each([
		[
			'a card without a name',
			(card: Record<string, unknown>) => ({ ...card, fullName: ' ' }),
			/^card 1 \(id 2\): fullName is missing\.$/,
		],
		[
			'a card without an id',
			(card: Record<string, unknown>) => ({ ...card, id: null }),
			/^card 1: id is missing\.$/,
		],
		[
			'a card without a set',
			(card: Record<string, unknown>) => ({ ...card, setCode: undefined }),
			/^card 1 \(id 2\): setCode is missing\.$/,
		],
		[
			'a card without a foil type',
			(card: Record<string, unknown>) => ({ ...card, foilTypes: [] }),
			/^card 1 \(id 2\): foilTypes names no foil type \(None for no foil\)\.$/,
		],
		[
			'an id of another system that is not text',
			(card: Record<string, unknown>) => ({ ...card, externalLinks: { tcgPlayerId: { id: 1 } } }),
			/^card 1 \(id 2\): externalLinks\.tcgPlayerId is not text\.$/,
		],
		['a card that is not an object', () => 'Stitch', /^card 1: record is not an object\.$/],
	])('refuses %s, naming the record and its field', async (_, edit, message) => {
		await expect(
			readFolder(lorcanaJson, await withCards((cards) => [cards[0], edit(cards[1]!), cards[2]])),
		).rejects.toThrow(message);
	});

	it('refuses a set without a name, and cards written before their sets', async () => {
		const unnamed = await edited((file) => ({
			...file,
			sets: { ...file.sets, 3: { ...(file.sets['3'] as object), name: '' } },
		}));
		await expect(readFolder(lorcanaJson, unnamed)).rejects.toThrow(/^set 3: name is missing\.$/);
		const reordered = await edited((file) => ({ metadata: file.metadata, cards: file.cards, sets: file.sets }));
		await expect(readFolder(lorcanaJson, reordered)).rejects.toThrow(
			/^card 1: set "1" is not a set of the source\.$/,
		);
	});

	it("refuses another language's file and another format's version", async () => {
		const french = await edited((file) => ({ ...file, metadata: { ...file.metadata, language: 'fr' } }));
		await expect(readFolder(lorcanaJson, french)).rejects.toThrow(/^metadata: language "fr" is not English/);
		const v3 = await edited((file) => ({ ...file, metadata: { ...file.metadata, formatVersion: '3.0.0' } }));
		await expect(readFolder(lorcanaJson, v3)).rejects.toThrow(
			/^metadata: formatVersion "3\.0\.0" is not LorcanaJSON's format 2, the one this reader knows\.$/,
		);
	});

	it('refuses a download cut short and a file of another format, naming the file', async () => {
		const text = await whole();
		const cut = await folderOf({ 'allCards.json': text.slice(0, Math.floor(text.length / 2)) });
		await expect(readFolder(lorcanaJson, cut)).rejects.toThrow(
			/^allCards: file is not whole JSON of its format after record \d+/,
		);
		const ygoprodeck = await readFile(join(SAMPLES, 'ygoprodeck', 'cardinfo-page.json'), 'utf8');
		await expect(readFolder(lorcanaJson, await folderOf({ 'allCards.json': ygoprodeck }))).rejects.toThrow(
			/^allCards: file has no sets: not LorcanaJSON's allCards\.$/,
		);
		const cardsAlone = await edited((file) => file.cards);
		await expect(readFolder(lorcanaJson, cardsAlone)).rejects.toThrow(
			/^allCards: file has no sets: not LorcanaJSON's allCards\.$/,
		);
	});
});
