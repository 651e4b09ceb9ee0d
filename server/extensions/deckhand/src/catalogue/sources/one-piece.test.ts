import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderFiles } from '../folder-files.ts';
import { cutShort, folderOf, readFolder, SAMPLES } from '../read-sample.ts';
import { onePiece } from './one-piece.ts';

const FOLDER = join(SAMPLES, 'one-piece');
type Json = Record<string, unknown>;
const sample = async () => JSON.parse(await readFile(join(FOLDER, 'cards.json'), 'utf8')) as Json[];

/** A folder with the sample's cards as `edit` leaves them. */
async function edited(edit: (cards: Json[]) => unknown) {
	const cards = await sample();
	return folderOf({ 'cards.json': JSON.stringify(edit(cards) ?? cards) });
}

/** The sample's first card (Roronoa Zoro, OP01-001) reprinted as another printing, the way the package writes one. */
const printing = (card: Json, number: string, picture: string, sold: string, rarity: string, parallel = false) => ({
	...card,
	card_number: number,
	rarity,
	is_alternate_art: parallel,
	image_url: `https://en.onepiece-cardgame.com/images/cardlist/card/${picture}.png`,
	image_name: picture,
	card_sets: sold,
});

describe('the One Piece source', () => {
	it('reads every printing of en/cards.json, alternate arts apart, and a set for each card set', async () => {
		const { sets, cards, skips } = await readFolder(onePiece, FOLDER);
		// 171 printings: 154 of ROMANCE DAWN, 17 of the Straw Hat Crew starter deck; 33 are alternate arts.
		expect(cards).toHaveLength(171);
		expect(skips).toEqual([]);
		expect(sets).toEqual([
			{
				type: 'set',
				game: 'OPCG',
				sourceId: 'OP-01',
				code: 'OP01',
				name: 'ROMANCE DAWN',
				releaseDate: null,
				tcgplayerGroupId: null,
			},
			{
				type: 'set',
				game: 'OPCG',
				sourceId: 'ST-01',
				code: 'ST01',
				name: 'Straw Hat Crew',
				releaseDate: null,
				tcgplayerGroupId: null,
			},
		]);
		expect(cards.filter((card) => card.setSourceId === 'OP-01')).toHaveLength(154);
		expect(new Set(cards.map((card) => card.sourceId)).size).toBe(171);
		// Shanks, the set's Secret Rare, and its two parallels: one card number, three printings.
		expect(cards.filter((card) => card.collectorNumber === 'OP01-120')).toEqual(
			['OP01-120', 'OP01-120_p1', 'OP01-120_p2'].map((id) => ({
				type: 'card',
				sourceId: id,
				setSourceId: 'OP-01',
				name: 'Shanks',
				collectorNumber: 'OP01-120',
				rarity: 'Secret Rare',
				kind: 'single',
				language: 'EN',
				finishes: ['foil'],
				ids: { scryfall: null, oracle: null, tcgplayer: null, cardmarket: null },
				image: `https://en.onepiece-cardgame.com/images/cardlist/card/${id}.png`,
				prices: [],
			})),
		);
		expect(cards.find((card) => card.sourceId === 'ST01-001')).toMatchObject({
			name: 'Monkey.D.Luffy',
			setSourceId: 'ST-01',
			rarity: 'Leader',
			finishes: ['foil'],
		});
	});

	it('reads Bandai rarity codes by name, and the finish of the rarity or the parallel', async () => {
		const { cards } = await readFolder(onePiece, FOLDER);
		const counted = (of: (card: (typeof cards)[number]) => string) => {
			const counts: Record<string, number> = {};
			for (const card of cards) counts[of(card)] = (counts[of(card)] ?? 0) + 1;
			return counts;
		};
		expect(counted((card) => card.rarity!)).toEqual({
			Common: 63,
			Uncommon: 32,
			Rare: 32,
			'Super Rare': 22,
			Leader: 17,
			'Secret Rare': 5,
		});
		// Foil: the 17 Leaders, 22 Super Rares and 5 Secret Rares, and the 12 alternate arts of Commons,
		// Uncommons and Rares; the 115 other Commons, Uncommons and Rares normal.
		expect(counted((card) => card.finishes.join('+'))).toEqual({ foil: 56, normal: 115 });
		// Nami's Rare is normal, its parallel foil.
		expect(
			cards.filter((card) => card.collectorNumber === 'OP01-016').map((card) => [card.sourceId, card.finishes]),
		).toEqual([
			['OP01-016', ['normal']],
			['OP01-016_p1', ['foil']],
		]);
	});

	it('yields each set before its first card', async () => {
		const order: string[] = [];
		for await (const record of onePiece.read(folderFiles(FOLDER)))
			order.push(
				record.type === 'set' ? `set ${record.sourceId}` : record.type === 'card' ? record.sourceId : 'skip',
			);
		expect(order).toHaveLength(173);
		expect(order.slice(0, 2)).toEqual(['set OP-01', 'OP01-001']);
		expect(order.slice(154, 157)).toEqual(['OP01-121_p1', 'set ST-01', 'ST01-001']);
	});

	it('reads promotions into one set, codes of every bracket, and passes over a picture listed again or a card of no set', async () => {
		const folder = await edited(([zoro]) => [
			printing(zoro!, 'P-001', 'P-001', 'Included in Promotion Pack 2022', 'P'),
			printing(zoro!, 'ST31-001', 'ST31-001', 'STARTER DECK -RED Monkey.D.Luffy- [ST-31]', 'SR'),
			printing(zoro!, 'OP14-001', 'OP14-001', '-THE AZURE SEA’S SEVEN- [OP-14-EB04]', 'L'),
			printing(zoro!, 'OP09-078', 'OP09-078_r1', '-PURPLE/BLACK Monkey.D.Luffy- [ST-26]', 'R', true),
			printing(zoro!, 'OP09-078', 'OP09-078_r1', '-ONE PIECE CARD THE BEST vol.2- [PRB-02]', 'R', true),
			printing(zoro!, 'ST14-010', 'ST14-010_r1', '', 'C', true),
			printing(zoro!, 'P-028', 'P-028', 'Included in Event Pack Vol.1', 'P'),
			printing(zoro!, 'EB01-001', 'EB01-001', '-Memorial Collection- [EB-01]', 'XR'),
		]);
		const { sets, cards, skips } = await readFolder(onePiece, folder);
		expect(sets.map((set) => [set.sourceId, set.code, set.name])).toEqual([
			['promotion', 'P', 'Promotion Cards'],
			['ST-31', 'ST31', 'STARTER DECK RED Monkey.D.Luffy'],
			['OP-14-EB04', 'OP14-EB04', 'THE AZURE SEA’S SEVEN'],
			['ST-26', 'ST26', 'PURPLE/BLACK Monkey.D.Luffy'],
			['EB-01', 'EB01', 'Memorial Collection'],
		]);
		expect(cards.map((card) => [card.sourceId, card.setSourceId, card.rarity, card.finishes])).toEqual([
			['P-001', 'promotion', 'Promo', ['normal']],
			['ST31-001', 'ST-31', 'Super Rare', ['foil']],
			['OP14-001', 'OP-14-EB04', 'Leader', ['foil']],
			// A reprint, which the package marks an alternate art, is printed as the card it reprints: a Rare, normal.
			['OP09-078_r1', 'ST-26', 'Rare', ['normal']],
			['P-028', 'promotion', 'Promo', ['normal']],
			// A rarity code the source may add later is kept as written.
			['EB01-001', 'EB-01', 'XR', ['normal']],
		]);
		expect(skips).toEqual([
			{
				type: 'skip',
				record: 'card 4 (id OP09-078_r1)',
				reason: 'the same printing as card 3 (OP09-078_r1), listed again for -ONE PIECE CARD THE BEST vol.2- [PRB-02]',
			},
			{ type: 'skip', record: 'card 5 (id ST14-010_r1)', reason: 'sold in no set or promotion the source names' },
		]);
	});

	it.each([
		[
			'a card without a name',
			(card: Json) => ({ ...card, card_name: '' }),
			/^card 1 \(id OP01-001_p1\): card_name is missing\.$/,
		],
		[
			'a card without an id (its picture)',
			(card: Json) => ({ ...card, image_name: null }),
			/^card 1: image_name is missing\.$/,
		],
		[
			'a card without a card number',
			(card: Json) => ({ ...card, card_number: ' ' }),
			/^card 1 \(id OP01-001_p1\): card_number is missing\.$/,
		],
		[
			'a card set that is not text',
			(card: Json) => ({ ...card, card_sets: ['OP-01'] }),
			/^card 1 \(id OP01-001_p1\): card_sets is not text\.$/,
		],
		['a card that is not an object', () => 'Nami', /^card 1: record is not an object\.$/],
	])('refuses %s, naming the record and its field', async (_, edit, message) => {
		await expect(
			readFolder(onePiece, await edited((cards) => [cards[0], edit(cards[1]!), cards[2]])),
		).rejects.toThrow(message);
	});

	it('refuses a download cut short and a file of another format, naming the file', async () => {
		const cut = await cutShort(FOLDER, 'cards.json');
		await expect(readFolder(onePiece, cut)).rejects.toThrow(
			/^cards: file is not whole JSON of its format after record \d+/,
		);
		const other = await folderOf({ 'cards.json': '{"cards": []}' });
		await expect(readFolder(onePiece, other)).rejects.toThrow(
			/^cards: file is not whole JSON of its format before its first record/,
		);
	});
});
