import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readImport } from './index.ts';

const HEADER =
	'TCGplayer Id,Product Line,Set Name,Product Name,Number,Condition,Total Quantity,TCG Marketplace Price\n';
const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** Every row the same length, so the byte where row n starts is known. */
const rowText = (n: number) =>
	`${pad(n, 8)},Magic,Dominaria United,"Card ${pad(n, 6)}, the Tester",${pad(n % 400, 3)},Near Mint Foil,${n % 7},${pad(n % 1000, 3)}.99\n`;
const ROW_BYTES = Buffer.byteLength(rowText(0));
const ROWS = Math.ceil((10 * 1024 * 1024) / ROW_BYTES);
const CHUNK_ROWS = 800;

describe('a 10 MB file', () => {
	it('is read row by row as it arrives, never held whole', { timeout: 60_000 }, async () => {
		let produced = 0;
		async function* upload() {
			yield Buffer.from(HEADER);
			produced += HEADER.length;
			for (let first = 0; first < ROWS; first += CHUNK_ROWS) {
				const chunk = Buffer.from(
					Array.from({ length: Math.min(CHUNK_ROWS, ROWS - first) }, (_, i) => rowText(first + i)).join(''),
				);
				produced += chunk.length;
				yield chunk;
			}
		}
		const reading = await readImport(Readable.from(upload(), { objectMode: false }), null, { currency: 'USD' });
		expect(reading.format).toBe('tcgplayer');
		let rows = 0;
		let furthestAhead = 0;
		let last;
		for await (const read of reading.rows) {
			rows += 1;
			expect(read.errors).toBeUndefined();
			furthestAhead = Math.max(furthestAhead, produced - (HEADER.length + (read.line - 2) * ROW_BYTES));
			last = read;
		}
		expect(produced).toBeGreaterThanOrEqual(10 * 1024 * 1024);
		expect(rows).toBe(ROWS);
		expect(last).toEqual({
			line: ROWS + 1,
			row: expect.objectContaining({
				cardName: `Card ${pad(ROWS - 1, 6)}, the Tester`,
				finish: 'foil',
				skuTcgplayerId: pad(ROWS - 1, 8),
			}),
		});
		// What the upload had sent beyond the row being read: a few chunks in the streams' buffers, not the file.
		expect(furthestAhead).toBeLessThan(1024 * 1024);
	});
});
