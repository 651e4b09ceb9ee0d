import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ImportFormat } from '@deckhand/contract/imports/import-row.ts';
import { DECKHAND_COLUMNS } from './deckhand-columns.ts';
import { readImport } from './index.ts';

const HEADERS: Record<ImportFormat, string> = {
	tcgplayer:
		'TCGplayer Id,Product Line,Set Name,Product Name,Title,Number,Rarity,Condition,TCG Market Price,TCG Direct Low,TCG Low Price With Shipping,TCG Low Price,Total Quantity,Add to Quantity,TCG Marketplace Price,Photo URL',
	manabox:
		'Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,Purchase price currency',
	deckbox:
		'Count,Tradelist Count,Name,Edition,Edition Code,Card Number,Condition,Language,Foil,Signed,Artist Proof,Altered Art,Misprint,Promo,Textless,Printing Id,Printing Note,Tags,My Price,Cost,Rarity,Price,TcgPlayer ID,Scryfall ID',
	dragonshield:
		'"sep=,"\r\nFolder Name,Quantity,Trade Quantity,Card Name,Set Code,Set Name,Card Number,Condition,Printing,Language,Price Bought,Date Bought,LOW,MID,MARKET',
	moxfield:
		'Count,Tradelist Count,Name,Edition,Condition,Language,Foil,Tags,Last Modified,Collector Number,Alter,Proxy,Purchase Price',
	deckhand: DECKHAND_COLUMNS.join(','),
};

const file = (text: string) => Readable.from([Buffer.from(text)], { objectMode: false });
const read = (text: string, chosen: ImportFormat | null = null) => readImport(file(text), chosen, { currency: 'USD' });
async function rowsOf(reading: Awaited<ReturnType<typeof read>>) {
	const rows = [];
	for await (const row of reading.rows) rows.push(row);
	return rows;
}
const refusal = (field: string, message: string) =>
	expect.objectContaining({ message, extensions: expect.objectContaining({ field }) });

describe('reading an import in its format', () => {
	it('recognises every format from its header, and reads a file of no rows as none', async () => {
		for (const [format, header] of Object.entries(HEADERS)) {
			const reading = await read(`${header}\r\n`);
			expect(reading.format).toBe(format);
			expect(await rowsOf(reading)).toEqual([]);
		}
	});

	it('matches columns in any case', async () => {
		const reading = await read(
			'folder name,QUANTITY,card name,set code,card number,condition,printing,language\nBox,2,Opt,XLN,65,NearMint,Foil,English\n',
		);
		expect(reading.format).toBe('dragonshield');
		expect(await rowsOf(reading)).toEqual([
			{ line: 2, row: expect.objectContaining({ cardName: 'Opt', quantity: 2, finish: 'foil' }) },
		]);
	});

	it('reads a file in the format chosen, and names every column that format needs and the file lacks', async () => {
		const reading = await read(
			'Name,Quantity,Condition,Foil,Language,Edition,Count,Collector Number\nOpt,1,Near Mint,,English,xln,3,65\n',
			'moxfield',
		);
		expect(await rowsOf(reading)).toEqual([
			{ line: 2, row: expect.objectContaining({ cardName: 'Opt', setCode: 'xln', quantity: 3 }) },
		]);
		await expect(read(`${HEADERS.manabox}\n`, 'moxfield')).rejects.toThrow(
			refusal('file', 'The file has no columns "Count" and "Edition", which a Moxfield export has.'),
		);
	});

	it('refuses a header no format has, naming the formats it reads', async () => {
		await expect(read('Qty,Card,Set,Cond,Price\n1,Opt,XLN,NM,0.10\n')).rejects.toThrow(
			refusal(
				'format',
				`Deckhand does not recognise this file's header ("Qty", "Card", "Set", "Cond", …): it reads a Deckhand CSV, a TCGplayer pricing export, a ManaBox export, a Deckbox export, a Dragon Shield export or a Moxfield export. Choose the format if the file is one of these.`,
			),
		);
	});

	it('refuses an empty file', async () => {
		await expect(read('')).rejects.toThrow(refusal('file', 'The file is empty: it has no header row.'));
	});
});
