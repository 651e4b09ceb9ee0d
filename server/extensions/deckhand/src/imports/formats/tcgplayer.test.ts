import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readImport } from './index.ts';
import { importRow } from './format-spec.ts';
import { MAGIC, ONE_PIECE, POKEMON, YUGIOH } from './games.ts';
import { readFixture } from './read-fixture.ts';

const sheoldred = {
	...MAGIC,
	setName: 'Dominaria United',
	cardName: 'Sheoldred the Apocalypse',
	collectorNumber: '107',
	rarity: 'M',
};
const blueEyes = {
	...YUGIOH,
	setName: 'Legend of Blue Eyes White Dragon',
	cardName: 'Blue-Eyes White Dragon',
	collectorNumber: 'LOB-001',
	rarity: 'Ultra Rare',
};

describe('a TCGplayer pricing export', () => {
	it('reads each SKU: grade, edition, printing and language from Condition, the store price over the marketplace price, the market price', async () => {
		const { format, rows } = await readFixture('tcgplayer-pricing.csv');
		expect(format).toBe('tcgplayer');
		expect(rows).toEqual([
			{
				line: 2,
				row: importRow({
					...sheoldred,
					condition: 'NM',
					finish: 'normal',
					language: 'EN',
					skuTcgplayerId: '4902133',
					quantity: 2,
					quantityAdd: 0,
					price: 7999,
					marketPrice: 7452,
				}),
			},
			{
				line: 3,
				row: importRow({
					...sheoldred,
					condition: 'LP',
					finish: 'foil',
					language: 'EN',
					skuTcgplayerId: '4902134',
					quantity: 1,
					quantityAdd: 1,
					price: 9500,
					marketPrice: 8810,
				}),
			},
			{
				line: 4,
				row: importRow({
					...POKEMON,
					setName: 'Base Set',
					cardName: 'Charizard',
					collectorNumber: '4/102',
					rarity: 'Holo Rare',
					condition: 'HP',
					finish: 'foil',
					edition: 'first_edition',
					language: 'EN',
					skuTcgplayerId: '1096517',
					quantity: 1,
					quantityAdd: 0,
					price: 420000,
					marketPrice: 421000,
				}),
			},
			{
				line: 5,
				row: importRow({
					...POKEMON,
					setName: 'Paldea Evolved',
					cardName: 'Flabébé',
					collectorNumber: '081/193',
					rarity: 'Common',
					condition: 'NM',
					finish: 'reverse_holo',
					language: 'EN',
					skuTcgplayerId: '7716402',
					quantity: 12,
					quantityAdd: 0,
					price: 30,
					marketPrice: 25,
				}),
			},
			{
				line: 6,
				row: importRow({
					...POKEMON,
					setName: 'SV2a: Pokemon Card 151',
					cardName: 'ピカチュウ',
					collectorNumber: '025/165',
					rarity: 'Common',
					condition: 'NM',
					finish: 'normal',
					language: 'JA',
					skuTcgplayerId: '8114270',
					quantity: 3,
					quantityAdd: 0,
					price: 125,
					marketPrice: 105,
				}),
			},
			{
				line: 7,
				row: importRow({
					...MAGIC,
					setName: 'War of the Spark',
					cardName: 'Liliana, Dreadhorde General (JP Alternate Art)',
					collectorNumber: '97★',
					rarity: 'M',
					condition: 'LP',
					finish: 'foil',
					language: 'JA',
					skuTcgplayerId: '3561180',
					quantity: 1,
					quantityAdd: 0,
					price: 6500,
					marketPrice: 6100,
				}),
			},
			{
				line: 9,
				row: importRow({
					...blueEyes,
					condition: 'MP',
					finish: 'normal',
					edition: 'unlimited',
					language: 'EN',
					skuTcgplayerId: '2218894',
					quantity: 1,
					quantityAdd: 0,
					price: 3950,
					marketPrice: 3800,
				}),
			},
			{
				line: 10,
				row: importRow({
					...blueEyes,
					condition: 'NM',
					finish: 'normal',
					edition: 'first_edition',
					language: 'EN',
					skuTcgplayerId: '2218895',
					quantity: 0,
					quantityAdd: 1,
					price: 135000,
					marketPrice: 132000,
				}),
			},
			{
				line: 11,
				row: importRow({
					...MAGIC,
					setName: 'Wilds of Eldraine',
					cardName: 'Wilds of Eldraine Set Booster Box',
					kind: 'sealed',
					condition: 'NM',
					finish: 'normal',
					language: 'EN',
					skuTcgplayerId: '5110042',
					quantity: 3,
					quantityAdd: 0,
					price: 14999,
					marketPrice: 13999,
				}),
			},
			{
				line: 12,
				row: importRow({
					...MAGIC,
					setName: 'Commander Masters',
					cardName: 'Sol Ring (Foil Etched)',
					collectorNumber: '424',
					rarity: 'U',
					condition: 'NM',
					finish: 'etched',
					language: 'EN',
					skuTcgplayerId: '6032881',
					quantity: 6,
					quantityAdd: 0,
					price: 449,
					marketPrice: 410,
				}),
			},
			{
				line: 13,
				row: importRow({
					...ONE_PIECE,
					setName: 'Romance Dawn',
					cardName: 'Roronoa Zoro',
					collectorNumber: 'OP01-001',
					rarity: 'L',
					condition: 'DMG',
					finish: 'normal',
					language: 'EN',
					skuTcgplayerId: '5712300',
					quantity: 1,
					quantityAdd: 0,
				}),
			},
			{
				line: 14,
				row: importRow({
					gameName: 'Flesh and Blood TCG',
					setName: 'Rosetta',
					cardName: 'Kongming, "Sleeping Dragon"',
					collectorNumber: 'ROS001',
					rarity: 'Majestic',
					condition: 'NM',
					finish: 'normal',
					language: 'EN',
					skuTcgplayerId: '6650120',
					quantity: 2,
					quantityAdd: 0,
					price: 1250,
					marketPrice: 1200,
				}),
			},
			{
				line: 15,
				errors: [
					{
						column: 'Condition',
						message:
							'Condition "Slightly Used" is not a condition Deckhand knows (Near Mint, Lightly Played, Moderately Played, Heavily Played, Damaged, Unopened).',
					},
				],
			},
			{
				line: 16,
				errors: [
					{
						column: 'Total Quantity',
						message:
							'Total Quantity "-2" is below 0: an import brings copies in (a stock adjustment takes them out).',
					},
					{
						column: 'TCG Marketplace Price',
						message:
							'TCG Marketplace Price "ninety" is not an amount such as 12.50 (at most two decimals).',
					},
				],
			},
		]);
	});

	it('says which field each column fills, and which it does not read', async () => {
		const { columns } = await readFixture('tcgplayer-pricing.csv');
		expect(columns).toEqual([
			{ column: 'TCGplayer Id', field: 'skuTcgplayerId' },
			{ column: 'Product Line', field: 'gameCode, gameName' },
			{ column: 'Set Name', field: 'setName' },
			{ column: 'Product Name', field: 'cardName' },
			{ column: 'Title', field: null },
			{ column: 'Number', field: 'collectorNumber' },
			{ column: 'Rarity', field: 'rarity' },
			{ column: 'Condition', field: 'condition, edition, finish, language, kind' },
			{ column: 'TCG Market Price', field: 'marketPrice' },
			{ column: 'TCG Direct Low', field: null },
			{ column: 'TCG Low Price With Shipping', field: null },
			{ column: 'TCG Low Price', field: null },
			{ column: 'Total Quantity', field: 'quantity' },
			{ column: 'Add to Quantity', field: 'quantityAdd' },
			{ column: 'TCG Marketplace Price', field: 'price' },
			{ column: 'Photo URL', field: null },
			{ column: 'My Store Reserve Quantity', field: null },
			{ column: 'My Store Price', field: 'price' },
		]);
	});

	it('refuses a row with an empty Condition', async () => {
		const file =
			'TCGplayer Id,Product Line,Set Name,Product Name,Number,Condition,Total Quantity\n4902133,Magic,Dominaria United,Sheoldred the Apocalypse,107,,1\n';
		const { rows } = await readImport(Readable.from([Buffer.from(file)], { objectMode: false }), null, {
			currency: 'USD',
		});
		const read = [];
		for await (const row of rows) read.push(row);
		expect(read).toEqual([
			{
				line: 2,
				errors: [
					{
						column: 'Condition',
						message:
							'Condition is empty: every row needs its condition (Near Mint, Lightly Played …, or Unopened).',
					},
				],
			},
		]);
	});

	it('refuses an export without its Condition column before reading a row', async () => {
		await expect(readFixture('tcgplayer-no-condition.csv')).rejects.toThrow(
			expect.objectContaining({
				message: 'The file has no column "Condition", which a TCGplayer pricing export has.',
				extensions: expect.objectContaining({ field: 'file' }),
			}),
		);
	});
});
