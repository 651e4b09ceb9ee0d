import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ReadRow } from '@deckhand/contract/imports/import-row.ts';
import { readImport } from './index.ts';
import { importRow } from './format-spec.ts';
import { readFixture } from './read-fixture.ts';

const magic = { gameCode: 'MTG', gameName: 'Magic: The Gathering' };
const pokemon = { gameCode: 'PKM', gameName: 'Pokémon' };

describe("Deckhand's own CSV", () => {
	it('reads every SKU field, from a BOM, semicolon, decimal-comma and CRLF file as a spreadsheet saves it, with the formula guard taken off', async () => {
		const { format, rows } = await readFixture('deckhand-semicolon.csv');
		expect(format).toBe('deckhand');
		expect(rows).toEqual([
			{
				line: 2,
				row: importRow({
					...magic,
					setCode: 'DMU',
					setName: 'Dominaria United',
					cardName: 'Sheoldred, the Apocalypse',
					collectorNumber: '107',
					rarity: 'Mythic Rare',
					cardTcgplayerId: '269234',
					scryfallId: 'd67be074-cdd4-41d9-ac89-0a0456c4e4b2',
					cardmarketId: '662145',
					condition: 'NM',
					finish: 'foil',
					language: 'EN',
					skuTcgplayerId: '4902134',
					bin: 'A-03',
					quantity: 2,
					price: 9500,
					cost: 6120,
					marketPrice: 8810,
					marketPriceDate: '2026-11-20',
				}),
			},
			{
				line: 3,
				row: importRow({
					...pokemon,
					setCode: 'MEW',
					setName: '151',
					cardName: 'ピカチュウ',
					collectorNumber: '025/165',
					rarity: 'Common',
					condition: 'LP',
					finish: 'reverse_holo',
					language: 'JA',
					bin: 'B-1',
					barcode: '4521329000016',
					quantity: 5,
					price: 125,
				}),
			},
			{
				line: 4,
				row: importRow({
					...magic,
					setCode: 'MIR',
					setName: 'Mirage',
					cardName: '+2 Mace',
					collectorNumber: '1',
					rarity: 'Common',
					condition: 'MP',
					finish: 'normal',
					language: 'EN',
					bin: '=HYPERLINK("x")',
					quantity: 1,
					price: 25,
					cost: 5,
				}),
			},
			{
				line: 5,
				row: importRow({
					gameCode: 'YGO',
					gameName: 'Yu-Gi-Oh!',
					setCode: 'LOB',
					setName: 'Legend of Blue Eyes White Dragon',
					cardName: 'Blue-Eyes White Dragon',
					collectorNumber: 'LOB-001',
					rarity: 'Ultra Rare',
					condition: 'NM',
					finish: 'normal',
					language: 'EN',
					edition: 'first_edition',
					skuTcgplayerId: '2218895',
					quantity: 1,
					price: 135000,
					cost: 90000,
				}),
			},
			{
				line: 6,
				row: importRow({
					...pokemon,
					setCode: 'OBF',
					setName: 'Obsidian Flames',
					cardName: 'Obsidian Flames Booster Box (36 packs)',
					rarity: 'Sealed',
					kind: 'sealed',
					condition: 'NM',
					finish: 'normal',
					language: 'EN',
					barcode: '0820650853234',
					quantity: 0,
				}),
			},
			{
				line: 8,
				errors: [
					{
						column: 'condition',
						message: 'condition "Mint" is not a condition Deckhand knows (NM, LP, MP, HP, DMG).',
					},
					{
						column: 'finish',
						message: 'finish "shiny" is not a finish Deckhand knows (normal, foil, reverse_holo, etched).',
					},
					{
						column: 'edition',
						message:
							'edition "second" is not an edition Deckhand knows (first_edition, unlimited, limited).',
					},
					{
						column: 'quantity',
						message:
							'quantity "-1" is below 0: an import brings copies in (a stock adjustment takes them out).',
					},
				],
			},
		]);
	});

	it('reads a file of a few columns typed by hand: an empty finish is normal, an empty language English, a code in capitals', async () => {
		expect(await readText('card_name,condition,finish,language,quantity\nOpt,LP,,,4\nOpt,NM,foil,ja,1\n')).toEqual([
			{
				line: 2,
				row: importRow({ cardName: 'Opt', condition: 'LP', finish: 'normal', language: 'EN', quantity: 4 }),
			},
			{
				line: 3,
				row: importRow({ cardName: 'Opt', condition: 'NM', finish: 'foil', language: 'JA', quantity: 1 }),
			},
		]);
	});

	it('reads a market price with the day it was taken, and refuses a day not written YYYY-MM-DD, before 2000 or to come, a price without its day and a day without its price', async () => {
		const rows = await readText(
			[
				'card_name,condition,finish,language,market_price,market_price_date',
				'Opt,NM,,,1.25,2026-11-20',
				'Opt,LP,,,,',
				'Opt,NM,,,1.25,20/11/2026',
				'Opt,NM,,,1.25,2026-02-30',
				'Opt,NM,,,1.25,2026-11-20T09:30:00.000Z',
				'Opt,NM,,,1.25,1999-12-31',
				'Opt,NM,,,1.25,2999-01-01',
				'Opt,NM,,,1.25,',
				'Opt,NM,,,,2026-11-20',
				'Opt,NM,,,cheap,',
			].join('\n'),
		);
		const notADay = (text: string) => [
			{
				column: 'market_price_date',
				message: `market_price_date "${text}" is not a day written YYYY-MM-DD, such as 2026-11-24.`,
			},
		];
		expect(rows).toEqual([
			{
				line: 2,
				row: importRow({
					cardName: 'Opt',
					condition: 'NM',
					finish: 'normal',
					language: 'EN',
					marketPrice: 125,
					marketPriceDate: '2026-11-20',
				}),
			},
			{ line: 3, row: importRow({ cardName: 'Opt', condition: 'LP', finish: 'normal', language: 'EN' }) },
			{ line: 4, errors: notADay('20/11/2026') },
			{ line: 5, errors: notADay('2026-02-30') },
			{ line: 6, errors: notADay('2026-11-20T09:30:00.000Z') },
			{
				line: 7,
				errors: [
					{
						column: 'market_price_date',
						message:
							'market_price_date "1999-12-31" is before 2000-01-01, the earliest day Deckhand takes.',
					},
				],
			},
			{
				line: 8,
				errors: [
					{ column: 'market_price_date', message: 'market_price_date "2999-01-01" is later than today.' },
				],
			},
			{
				line: 9,
				errors: [
					{
						column: 'market_price_date',
						message:
							'market_price_date is empty: a market price needs the day it was taken, written YYYY-MM-DD.',
					},
				],
			},
			{
				line: 10,
				errors: [
					{
						column: 'market_price',
						message:
							'market_price is empty: market_price_date gives the day of a market price the row does not have.',
					},
				],
			},
			// A price refused for itself is not also said to lack its day.
			{
				line: 11,
				errors: [
					{
						column: 'market_price',
						message: 'market_price "cheap" is not an amount such as 12.50 (at most two decimals).',
					},
				],
			},
		]);
	});

	it('leaves the ids unread: a row read back is matched like any other, so a file moves between shops', async () => {
		const { columns } = await readFixture('deckhand-semicolon.csv');
		expect(columns.filter(({ field }) => field === null).map(({ column }) => column)).toEqual([
			'sku_id',
			'card_id',
		]);
		expect(columns.filter(({ column }) => column.startsWith('market_price'))).toEqual([
			{ column: 'market_price', field: 'marketPrice' },
			{ column: 'market_price_date', field: 'marketPriceDate' },
		]);
	});
});

/** A file given as text, read as an upload is. */
async function readText(file: string): Promise<ReadRow[]> {
	const { rows } = await readImport(Readable.from([Buffer.from(file)], { objectMode: false }), null, {
		currency: 'USD',
	});
	const read: ReadRow[] = [];
	for await (const row of rows) read.push(row);
	return read;
}
