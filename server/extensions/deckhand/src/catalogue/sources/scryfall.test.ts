import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cutShort, folderOf, readFolder, SAMPLES } from '../read-sample.ts';
import { scryfall } from './scryfall.ts';

const FOLDER = join(SAMPLES, 'scryfall');
const sample = async () =>
	JSON.parse(await readFile(join(FOLDER, 'default_cards.json'), 'utf8')) as Record<string, unknown>[];

/** A folder with the sample's cards as `edit` leaves them, and the set list when given. */
async function edited(edit: (cards: Record<string, unknown>[]) => unknown, sets?: string) {
	const cards = await sample();
	return folderOf({
		'default_cards.json': JSON.stringify(edit(cards) ?? cards),
		...(sets ? { 'sets.json': sets } : {}),
	});
}

describe('the Scryfall source', () => {
	it("reads default_cards: every printing with its ids, finishes and prices, and a set for each of the cards' sets", async () => {
		const { sets, cards, skips } = await readFolder(scryfall, FOLDER);
		// 88 objects, two of them printed only for the computer games (A-Cosmos Elixir, and Vintage Masters'
		// Academy Elite): 86 printings of 41 sets.
		expect(cards).toHaveLength(86);
		expect(skips.map((skip) => skip.reason)).toEqual(Array(2).fill('printed only for the computer games'));
		expect(sets).toHaveLength(41);
		expect(new Set(cards.map((card) => card.setSourceId))).toEqual(new Set(sets.map((set) => set.sourceId)));
		const leonin = cards.find((card) => card.sourceId === '9d26f171-5bb6-463c-8473-53b6cc27ed66');
		expect(leonin).toMatchObject({
			name: 'Leonin Abunas',
			setSourceId: 'arc',
			collectorNumber: '1',
			rarity: 'rare',
			language: 'EN',
			finishes: ['normal'],
			ids: {
				scryfall: '9d26f171-5bb6-463c-8473-53b6cc27ed66',
				oracle: '10064324-34a0-47eb-a58e-01db10234ed9',
				tcgplayer: '37173',
				cardmarket: '240613',
			},
			prices: [
				{ finish: 'normal', edition: null, currency: 'USD', market: 103, low: null },
				{ finish: 'normal', edition: null, currency: 'EUR', market: 91, low: null },
			],
		});
		expect(leonin?.image).toMatch(/^https:\/\/cards\.scryfall\.io\/normal\/front\//);
		expect(sets.find((set) => set.sourceId === 'arc')).toMatchObject({
			code: 'ARC',
			name: 'Archenemy',
			game: 'MTG',
		});
		expect(cards.filter((card) => card.language === 'FR')).toHaveLength(1);
	});

	it('takes the picture of a card of two faces from its first face', async () => {
		const { cards } = await readFolder(scryfall, FOLDER);
		const delver = cards.find((card) => card.name === 'Delver of Secrets // Insectile Aberration');
		expect(delver?.image).toMatch(/^https:\/\/cards\.scryfall\.io\/normal\/front\//);
	});

	it("takes each set's TCGplayer group from the set list and refuses a card of a set it does not list", async () => {
		const sets = await readFile(join(FOLDER, 'sets-2023.json'), 'utf8');
		const ltr = JSON.parse(sets).data.find((set: { code: string }) => set.code === 'ltr');
		const card = { ...(await sample())[0], set: 'ltr', set_name: ltr.name };
		const listed = await readFolder(scryfall, await edited(() => [card], sets));
		expect(listed.sets).toEqual([
			{
				type: 'set',
				game: 'MTG',
				sourceId: 'ltr',
				code: 'LTR',
				name: ltr.name,
				releaseDate: ltr.released_at,
				tcgplayerGroupId: String(ltr.tcgplayer_id),
			},
		]);
		await expect(readFolder(scryfall, await edited((cards) => cards, sets))).rejects.toThrow(
			/^card 0 \(id 9d26f171-5bb6-463c-8473-53b6cc27ed66\): set "arc" is not a set of Scryfall's set list\.$/,
		);
	});

	it('passes over cards printed only for the computer games and languages the shop keeps no code for, saying which', async () => {
		const folder = await edited((cards) => [
			{ ...cards[0], digital: true },
			{ ...cards[1], lang: 'grc' },
			cards[2],
		]);
		const { cards, skips } = await readFolder(scryfall, folder);
		expect(cards.map((card) => card.name)).toEqual([(await sample())[2]!['name']]);
		expect(skips.map((skip) => skip.reason)).toEqual([
			'printed only for the computer games',
			'in a language Deckhand keeps no code for (grc)',
		]);
	});

	it.each([
		[
			'a card without a name',
			(card: Record<string, unknown>) => ({ ...card, name: '' }),
			/^card 1 \(id [0-9a-f-]+\): name is missing\.$/,
		],
		[
			'a card without an id',
			(card: Record<string, unknown>) => ({ ...card, id: null }),
			/^card 1: id is missing\.$/,
		],
		[
			'a price that is not a number',
			(card: Record<string, unknown>) => ({ ...card, prices: { usd: 'n/a' } }),
			/^card 1 \(id [0-9a-f-]+\): prices\.usd is not a price/,
		],
		[
			'a card without finishes',
			(card: Record<string, unknown>) => ({ ...card, finishes: [] }),
			/finishes names none of nonfoil, foil, etched\.$/,
		],
		['a card that is not an object', () => 'Black Lotus', /^card 1: record is not an object\.$/],
	])('refuses %s, naming the record and its field', async (_, edit, message) => {
		await expect(
			readFolder(scryfall, await edited((cards) => [cards[0], edit(cards[1]!), cards[2]])),
		).rejects.toThrow(message);
	});

	it('refuses a download cut short and a file of another format, naming the file', async () => {
		const cut = await cutShort(FOLDER, 'default_cards.json');
		await expect(readFolder(scryfall, cut)).rejects.toThrow(
			/^default_cards: file is not whole JSON of its format after record \d+/,
		);
		const other = await folderOf({ 'default_cards.json': '{"object": "list", "data": []}' });
		await expect(readFolder(scryfall, other)).rejects.toThrow(
			/^default_cards: file is not whole JSON of its format before its first record/,
		);
	});
});
