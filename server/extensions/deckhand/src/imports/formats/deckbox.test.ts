import { describe, expect, it } from 'vitest';
import { importRow } from './format-spec.ts';
import { MAGIC } from './games.ts';
import { readFixture } from './read-fixture.ts';

describe('a Deckbox export', () => {
	it("reads Magic cards with Deckbox's grades, dollar prices (My Price, Cost) and the TCGplayer product and Scryfall ids", async () => {
		const { format, rows } = await readFixture('deckbox-inventory.csv');
		expect(format).toBe('deckbox');
		expect(rows).toEqual([
			{
				line: 2,
				row: importRow({
					...MAGIC,
					setCode: 'M10',
					setName: 'Magic 2010',
					cardName: 'Lightning Bolt',
					collectorNumber: '146',
					rarity: 'Common',
					cardTcgplayerId: '33350',
					scryfallId: 'e3285e6b-3e79-4d7c-bf96-d920f973b122',
					condition: 'NM',
					finish: 'normal',
					language: 'EN',
					quantity: 4,
					price: 150,
					cost: 40,
				}),
			},
			{
				line: 3,
				row: importRow({
					...MAGIC,
					setCode: 'PTK',
					setName: 'Portal Three Kingdoms',
					cardName: 'Borrowing 100,000 Arrows',
					collectorNumber: '25',
					rarity: 'Uncommon',
					condition: 'LP',
					finish: 'normal',
					language: 'EN',
					quantity: 1,
					price: 300,
				}),
			},
			{
				line: 4,
				row: importRow({
					...MAGIC,
					setCode: 'FUT',
					setName: 'Future Sight',
					cardName: 'Tarmogoyf',
					collectorNumber: '153',
					rarity: 'Rare',
					condition: 'MP',
					finish: 'foil',
					language: 'JA',
					quantity: 2,
					price: 123456,
					cost: 80000,
				}),
			},
			{
				line: 5,
				row: importRow({
					...MAGIC,
					setCode: '2XM',
					setName: 'Double Masters',
					cardName: 'Mana Crypt',
					collectorNumber: '270',
					rarity: 'Mythic Rare',
					condition: 'NM',
					finish: 'etched',
					language: 'DE',
					quantity: 1,
					cost: 15000,
				}),
			},
			{
				line: 6,
				row: importRow({
					...MAGIC,
					setCode: '2ED',
					setName: 'Unlimited Edition',
					cardName: 'Black Lotus',
					collectorNumber: '233',
					rarity: 'Rare',
					condition: 'DMG',
					finish: 'normal',
					language: 'EN',
					quantity: 1,
					price: 950000,
				}),
			},
			{
				line: 7,
				row: importRow({
					...MAGIC,
					setCode: 'ICE',
					setName: 'Ice Age',
					cardName: 'Swords to Plowshares',
					collectorNumber: '54',
					rarity: 'Uncommon',
					condition: 'HP',
					finish: 'normal',
					language: 'FR',
					quantity: 3,
					price: 200,
				}),
			},
			{
				line: 8,
				row: importRow({
					...MAGIC,
					setCode: 'ATQ',
					setName: 'Antiquities',
					cardName: 'Ornithopter',
					collectorNumber: '67',
					rarity: 'Uncommon',
					condition: 'NM',
					finish: 'normal',
					language: 'EN',
					quantity: 1,
					price: 400,
				}),
			},
			{
				line: 9,
				errors: [
					{
						column: 'Column 25',
						message:
							'The header names 24 columns but this line has a cell in column 25 ("f8c6b7e0-1fb6-4d2d-9b8a-0c2f4bb1e8a7"): a cell holding the separator must be in quotes.',
					},
				],
			},
			{
				line: 10,
				errors: [
					{
						column: 'Condition',
						message:
							'Condition "Excellent" is not a condition Deckhand knows (Mint, Near Mint, Good (Lightly Played), Played, Heavily Played, Poor).',
					},
					{
						column: 'Foil',
						message:
							'Foil "holo" is not a finish Deckhand knows (foil, etched, or empty for a normal card).',
					},
					{ column: 'Cost', message: 'Cost "$-5.00" is below 0.' },
				],
			},
		]);
	});

	it('refuses an export without its Condition column', async () => {
		await expect(readFixture('deckbox-no-condition.csv')).rejects.toThrow(
			expect.objectContaining({
				message: 'The file has no column "Condition", which a Deckbox export has.',
				extensions: expect.objectContaining({ field: 'file' }),
			}),
		);
	});
});
