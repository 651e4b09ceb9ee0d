import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCsv } from './read-csv.ts';

/** The text as bytes, in pieces of `size` bytes: a piece may end inside the BOM, a quote or a character. */
const source = (text: string | Buffer, size = 64 * 1024) => {
	const bytes = Buffer.from(text);
	const pieces = [];
	for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
	return Readable.from(pieces, { objectMode: false });
};

async function read(text: string | Buffer, size?: number) {
	const { header, records } = await readCsv(source(text, size));
	const rows = [];
	for await (const record of records) rows.push(record);
	return { header, rows };
}

const refusal = (message: string) =>
	expect.objectContaining({ message, extensions: expect.objectContaining({ field: 'file' }) });

describe('reading a CSV file', () => {
	it('reads a BOM, a quoted sep= line, CRLF and quoted cells with separators, quotes and line breaks, naming the line each record starts on', async () => {
		const text =
			'\uFEFF"sep=,"\r\nName, Set ,Note\r\n"Kongming, ""Sleeping Dragon""",PTK,"two\r\nlines"\r\n\r\n,,\r\nFlabébé,PAL,\r\nLast,ONE,end';
		for (const size of [1, 7, 1024])
			expect(await read(text, size)).toEqual({
				header: ['Name', 'Set', 'Note'],
				rows: [
					{ line: 3, cells: ['Kongming, "Sleeping Dragon"', 'PTK', 'two\r\nlines'] },
					{ line: 7, cells: ['Flabébé', 'PAL', ''] },
					{ line: 8, cells: ['Last', 'ONE', 'end'] },
				],
			});
	});

	it('takes the separator the header holds most often outside quotes: comma, semicolon or tab', async () => {
		expect(await read('"Name;Set";Count;Price\nBolt;M10;2;1,50\n')).toEqual({
			header: ['Name;Set', 'Count', 'Price'],
			rows: [{ line: 2, cells: ['Bolt', 'M10', '2', '1,50'] }],
		});
		expect(await read('"a,b";c;d\n1;2;3\n')).toEqual({
			header: ['a,b', 'c', 'd'],
			rows: [{ line: 2, cells: ['1', '2', '3'] }],
		});
		expect(await read('Name\tCount\nBolt, the card\t2\n')).toEqual({
			header: ['Name', 'Count'],
			rows: [{ line: 2, cells: ['Bolt, the card', '2'] }],
		});
		expect(await read('Name\nBolt\n')).toEqual({ header: ['Name'], rows: [{ line: 2, cells: ['Bolt'] }] });
	});

	it('obeys a sep= line, quoted or not, over what the header holds', async () => {
		expect(await read('sep=;\nName,Set;Count\nBolt,M10;2\n')).toEqual({
			header: ['Name,Set', 'Count'],
			rows: [{ line: 3, cells: ['Bolt,M10', '2'] }],
		});
	});

	it('reads a header whose quoted cell spans lines', async () => {
		expect(await read('"Card\nName",Count\nBolt,2\n')).toEqual({
			header: ['Card\nName', 'Count'],
			rows: [{ line: 3, cells: ['Bolt', '2'] }],
		});
	});

	it('refuses a file with no header row', async () => {
		for (const text of ['', '\uFEFF', '\r\n\r\n', '"sep=,"\r\n', ' , \n'])
			await expect(readCsv(source(text))).rejects.toThrow(refusal('The file is empty: it has no header row.'));
	});

	it('refuses a quote never closed, naming the line it opens on', async () => {
		await expect(read('Name,Note\nBolt,"fine"\nSol Ring,"never closed\nOther,row\n')).rejects.toThrow(
			refusal('Line 3 opens a quoted cell that is never closed.'),
		);
	});

	it('refuses a row so long a quote must be open, without holding the rest of the file', async () => {
		const text = `Name,Note\nBolt,"${'x'.repeat(200_000)}\n`;
		await expect(read(text)).rejects.toThrow(
			refusal(
				'Line 2 starts a row longer than 100000 characters: a quote opened there is probably never closed.',
			),
		);
	});

	it('refuses text that is not UTF-8, naming the line', async () => {
		const latin1 = Buffer.concat([
			Buffer.from('Name,Set\nBolt,M10\n'),
			Buffer.from([0x46, 0x6c, 0x61, 0x62, 0xe9, 0x62, 0xe9]),
			Buffer.from(',PAL\n'),
		]);
		await expect(read(latin1)).rejects.toThrow(
			refusal('Line 3 is not UTF-8 text: save the file as "CSV UTF-8" and upload it again.'),
		);
		const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Name,Set\n', 'utf16le')]);
		await expect(read(utf16)).rejects.toThrow(
			refusal('Line 1 is not UTF-8 text: save the file as "CSV UTF-8" and upload it again.'),
		);
	});

	it('refuses a first line of more than 1 MB without waiting for its end', async () => {
		await expect(read('x'.repeat(1_100_000))).rejects.toThrow(
			refusal('The first line of the file is longer than 1 MB: it is not a CSV file with a header row.'),
		);
	});

	it("passes the source's own failure on", async () => {
		const failing = Readable.from(
			(async function* () {
				yield Buffer.from('Name,Set\nBolt,M10\n');
				throw new Error('connection reset');
			})(),
			{ objectMode: false },
		);
		await expect(
			readCsv(failing).then(async ({ records }) => {
				for await (const _record of records);
			}),
		).rejects.toThrow('connection reset');
	});
});
