import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readImport } from './formats/index.ts';
import { rowsDigest } from './rows-digest.ts';

/** The digest of a file's rows, read as an upload is. */
async function digestOf(text: string | Buffer): Promise<string> {
	const reading = await readImport(Readable.from([Buffer.from(text)]), null, { currency: 'USD' });
	const digest = rowsDigest();
	for await (const read of reading.rows) digest.add(read);
	return digest.digest();
}

const HEADER = 'TCGplayer Id,Product Line,Set Name,Product Name,Number,Condition,Total Quantity,TCG Marketplace Price';
const ROWS = [
	'4902133,Magic,Dominaria United,"Sheoldred, the Apocalypse",107,Near Mint,2,79.99',
	'1096517,Pokemon,Base Set,Charizard,4/102,Near Mint,1,4200.00',
];
const saved = (lines: string[], end: string) => [HEADER, ...lines].join(end);

describe('the digest of an import’s rows', () => {
	it('is the same for the same rows saved differently: line endings, a BOM, quoting, a trailing line, the separator, a sep= line, blank lines', async () => {
		const original = await digestOf(saved(ROWS, '\n'));
		const resaved = [
			saved(ROWS, '\r\n'),
			`\uFEFF${saved(ROWS, '\r\n')}\r\n`,
			`${saved(ROWS, '\n')}\n\n`,
			saved(
				ROWS.map((row) =>
					row.replace('Dominaria United', '"Dominaria United"').replace('Charizard', '"Charizard"'),
				),
				'\n',
			),
			`sep=;\n${saved(ROWS, '\n').replaceAll(',', ';').replace('"Sheoldred; the Apocalypse"', '"Sheoldred, the Apocalypse"')}`,
			saved([ROWS[0]!, '', ',,,,,,,', ROWS[1]!], '\r\n'),
		];
		for (const text of resaved) expect(await digestOf(text), JSON.stringify(text)).toBe(original);
	});

	it('differs when the data does: a quantity, a price, a name, or the rows’ order', async () => {
		const original = await digestOf(saved(ROWS, '\n'));
		const changed = [
			saved([ROWS[0]!.replace(',107,Near Mint,2,', ',107,Near Mint,3,'), ROWS[1]!], '\n'),
			saved([ROWS[0]!, ROWS[1]!.replace('4200.00', '4200.01')], '\n'),
			saved([ROWS[0]!.replace('Sheoldred', 'Sheoldrad'), ROWS[1]!], '\n'),
			saved([ROWS[1]!, ROWS[0]!], '\n'),
			saved([ROWS[0]!], '\n'),
		];
		for (const text of changed) expect(await digestOf(text), JSON.stringify(text)).not.toBe(original);
	});
});
