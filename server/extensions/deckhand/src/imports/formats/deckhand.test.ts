import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
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
				}),
			},
			{
				line: 3,
				row: importRow({ ...pokemon, setCode: 'MEW', setName: '151', cardName: 'ピカチュウ', collectorNumber: '025/165', rarity: 'Common', condition: 'LP', finish: 'reverse_holo', language: 'JA', bin: 'B-1', barcode: '4521329000016', quantity: 5, price: 125 }),
			},
			{
				line: 4,
				row: importRow({ ...magic, setCode: 'MIR', setName: 'Mirage', cardName: '+2 Mace', collectorNumber: '1', rarity: 'Common', condition: 'MP', finish: 'normal', language: 'EN', bin: '=HYPERLINK("x")', quantity: 1, price: 25, cost: 5 }),
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
				row: importRow({ ...pokemon, setCode: 'OBF', setName: 'Obsidian Flames', cardName: 'Obsidian Flames Booster Box\r\n(36 packs)', rarity: 'Sealed', kind: 'sealed', condition: 'NM', finish: 'normal', language: 'EN', barcode: '0820650853234', quantity: 0 }),
			},
			{
				line: 8,
				errors: [
					{ column: 'condition', message: 'condition "Mint" is not a condition Deckhand knows (NM, LP, MP, HP, DMG).' },
					{ column: 'finish', message: 'finish "shiny" is not a finish Deckhand knows (normal, foil, reverse_holo, etched).' },
					{ column: 'edition', message: 'edition "second" is not an edition Deckhand knows (first_edition, unlimited, limited).' },
					{ column: 'quantity', message: 'quantity "-1" is below 0: an import brings copies in (a stock adjustment takes them out).' },
				],
			},
		]);
	});

	it('reads a file of a few columns typed by hand: an empty finish is normal, an empty language English, a code in capitals', async () => {
		const file = 'card_name,condition,finish,language,quantity\nOpt,LP,,,4\nOpt,NM,foil,ja,1\n';
		const { rows } = await readImport(Readable.from([Buffer.from(file)], { objectMode: false }), null, { currency: 'USD' });
		const read = [];
		for await (const row of rows) read.push(row);
		expect(read).toEqual([
			{ line: 2, row: importRow({ cardName: 'Opt', condition: 'LP', finish: 'normal', language: 'EN', quantity: 4 }) },
			{ line: 3, row: importRow({ cardName: 'Opt', condition: 'NM', finish: 'foil', language: 'JA', quantity: 1 }) },
		]);
	});

	it('leaves the ids and the market price unread: a row read back is matched like any other, and a market price keeps its date', async () => {
		const { columns } = await readFixture('deckhand-semicolon.csv');
		expect(columns.filter(({ field }) => field === null).map(({ column }) => column)).toEqual(['sku_id', 'card_id', 'market_price', 'market_price_date']);
	});
});
