import { describe, expect, it } from 'vitest';
import { importRow } from './format-spec.ts';
import { MAGIC } from './games.ts';
import { readFixture } from './read-fixture.ts';
import { manabox } from './manabox.ts';

describe('a ManaBox export', () => {
	it('reads Magic cards with their Scryfall id, the European grades (never graded up), language codes and the purchase price as cost', async () => {
		const { format, rows } = await readFixture('manabox-collection.csv');
		expect(format).toBe('manabox');
		expect(rows).toEqual([
			{
				line: 2,
				row: importRow({
					...MAGIC,
					setCode: 'LCI',
					setName: 'The Lost Caverns of Ixalan',
					cardName: 'Malcolm, Alluring Scoundrel',
					collectorNumber: '63',
					rarity: 'rare',
					scryfallId: '5f1c1f48-8a9d-4b8f-93a4-63c9b8a2e8b1',
					condition: 'LP',
					finish: 'foil',
					language: 'PT',
					quantity: 1,
					cost: 350,
				}),
			},
			{
				line: 3,
				row: importRow({
					...MAGIC,
					setCode: 'STA',
					setName: 'Strixhaven Mystical Archive',
					cardName: 'Lightning Bolt',
					collectorNumber: '42',
					rarity: 'rare',
					scryfallId: '7e0e2f57-2f4a-4a7c-8a7b-1f5f3c8f7d20',
					condition: 'NM',
					finish: 'etched',
					language: 'JA',
					quantity: 4,
					cost: 120,
				}),
			},
			{
				line: 4,
				row: importRow({
					...MAGIC,
					setCode: 'CSP',
					setName: 'Coldsnap',
					cardName: 'Jötun Grunt',
					collectorNumber: '8',
					rarity: 'uncommon',
					scryfallId: '2c0b5a61-77f7-4b1a-9d1f-6b1f8a4c5b3e',
					condition: 'MP',
					finish: 'normal',
					language: 'DE',
					quantity: 2,
				}),
			},
			{
				line: 5,
				row: importRow({
					...MAGIC,
					setCode: 'CMM',
					setName: 'Commander Masters',
					cardName: 'Sol Ring',
					collectorNumber: '400',
					rarity: 'uncommon',
					scryfallId: 'b2f9b6a2-4f10-4b8e-9d6a-0a7e2c1c9e55',
					condition: 'MP',
					finish: 'normal',
					language: 'ZH-CN',
					quantity: 3,
					cost: 75,
				}),
			},
			{
				line: 6,
				row: importRow({
					...MAGIC,
					setCode: 'MH2',
					setName: 'Modern Horizons 2',
					cardName: 'Counterspell',
					collectorNumber: '267',
					rarity: 'uncommon',
					scryfallId: 'c1e4a4b4-3e7a-4c1b-8f0d-2b5d7e8a9f10',
					condition: 'NM',
					finish: 'normal',
					language: 'EN',
					quantity: 1,
				}),
			},
			{
				line: 7,
				row: importRow({
					...MAGIC,
					setCode: 'ICE',
					setName: 'Ice Age',
					cardName: 'Brainstorm',
					collectorNumber: '61',
					rarity: 'common',
					scryfallId: 'd5a8c3b2-1f6e-4d7a-9b2c-3e4f5a6b7c8d',
					condition: 'HP',
					finish: 'normal',
					language: 'ZH-TW',
					quantity: 1,
					cost: 10,
				}),
			},
			{
				line: 8,
				row: importRow({
					...MAGIC,
					setCode: 'LEA',
					setName: 'Limited Edition Alpha',
					cardName: 'Dark Ritual',
					collectorNumber: '98',
					rarity: 'common',
					scryfallId: 'e6b9d4c3-2a7f-4e8b-8c3d-4f5a6b7c8d9e',
					condition: 'DMG',
					finish: 'normal',
					language: 'EN',
					quantity: 1,
					cost: 9500,
				}),
			},
			{
				line: 9,
				row: importRow({
					...MAGIC,
					setCode: 'THS',
					setName: 'Theros',
					cardName: 'Thoughtseize',
					collectorNumber: '107',
					rarity: 'rare',
					scryfallId: 'f7cae5d4-3b8a-4f9c-9d4e-5a6b7c8d9e0f',
					condition: 'NM',
					finish: 'normal',
					language: 'EN',
					quantity: 1,
					cost: 1200,
					costCurrency: 'EUR',
				}),
			},
			{
				line: 10,
				errors: [
					{ column: 'Foil', message: 'Foil "shiny" is not a finish Deckhand knows (normal, foil, etched).' },
					{ column: 'Quantity', message: 'Quantity "1.5" is not a whole number from 0 to 10000.' },
					{
						column: 'Condition',
						message:
							'Condition "like_new" is not a condition Deckhand knows (mint, near_mint, excellent, good, light_played, played, poor).',
					},
					{
						column: 'Language',
						message:
							'Language "xx" is not a language Deckhand knows (en, ja, de, fr, it, es, pt, ko, ru, zh_CN, zh_TW, ph).',
					},
				],
			},
		]);
	});

	it("stages a purchase price in another currency than the shop's with its currency, for the dry run to decide", async () => {
		const { rows } = await readFixture('manabox-collection.csv', null, 'EUR');
		expect(rows.find((read) => read.line === 2)?.row).toMatchObject({ cost: 350, costCurrency: 'USD' });
		expect(rows.find((read) => read.line === 9)?.row).toMatchObject({ cost: 1200, costCurrency: null });
		expect(rows.find((read) => read.line === 4)?.row).toMatchObject({ cost: null, costCurrency: null });
	});

	it('reads a price in another currency with its decimals, and refuses a currency that is none', () => {
		const cells = {
			Name: 'Sol Ring',
			'Set code': 'CMM',
			'Collector number': '400',
			Foil: 'normal',
			Quantity: '1',
			Condition: 'near_mint',
			Language: 'en',
		};
		expect(
			manabox.map({ ...cells, 'Purchase price': '1250', 'Purchase price currency': 'jpy' }, { currency: 'USD' }),
		).toMatchObject({ cost: 1250, costCurrency: 'JPY' });
		expect(
			manabox.map({ ...cells, 'Purchase price': '12.50', 'Purchase price currency': 'JPY' }, { currency: 'USD' }),
		).toEqual([
			{ column: 'Purchase price', message: expect.stringContaining('Purchase price "12.50" is not an amount') },
		]);
		expect(
			manabox.map({ ...cells, 'Purchase price': '1.00', 'Purchase price currency': 'XYZ' }, { currency: 'USD' }),
		).toEqual([
			{
				column: 'Purchase price currency',
				message: 'Purchase price currency "XYZ" is not an ISO 4217 currency code such as USD, EUR or GBP.',
			},
		]);
	});
});
