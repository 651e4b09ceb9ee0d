import { Writable } from 'node:stream';
import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { sendCsv, type ExportLogger } from './send-csv.ts';

/** Enough of Express's response for a download: headers, and the bytes written. */
class Download extends Writable {
	headers: Record<string, string> = {};
	chunks: Buffer[] = [];
	headersSent = false;
	setHeader(name: string, value: string) {
		this.headers[name.toLowerCase()] = value;
	}
	override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
		this.headersSent = true;
		this.chunks.push(chunk);
		done();
	}
	text() {
		return Buffer.concat(this.chunks).toString('utf8');
	}
}

const quiet: ExportLogger = { warn: () => undefined };

async function* rows(...records: string[][]) {
	yield* records;
}

describe('sendCsv', () => {
	it('writes the header, then each record as RFC 4180 has it, with a byte order mark for spreadsheets', async () => {
		const res = new Download();
		await sendCsv(
			res as unknown as Response,
			{
				what: 'customers',
				columns: ['name', 'notes'],
				bom: true,
				records: rows(['Ada, "the" first', 'line one\nline two'], ['Zoë', '']),
			},
			quiet,
		);
		expect(res.text()).toBe('\uFEFFname,notes\r\n"Ada, ""the"" first","line one\nline two"\r\nZoë,\r\n');
		expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
		expect(res.headers['content-disposition']).toMatch(
			/^attachment; filename="deckhand-customers-\d{4}-\d{2}-\d{2}\.csv"$/,
		);
		expect(res.headers['cache-control']).toBe('no-store');
	});

	it('writes the header alone when nothing matches, without a byte order mark when asked', async () => {
		const res = new Download();
		await sendCsv(
			res as unknown as Response,
			{ what: 'orders', columns: ['number', 'total'], bom: false, records: rows() },
			quiet,
		);
		expect(res.text()).toBe('number,total\r\n');
	});

	it('answers an error, not a file, when the first page cannot be read', async () => {
		const res = new Download();
		async function* failing(): AsyncGenerator<string[]> {
			yield* [];
			throw new Error('no database');
		}
		await expect(
			sendCsv(
				res as unknown as Response,
				{ what: 'orders', columns: ['number'], bom: true, records: failing() },
				quiet,
			),
		).rejects.toThrow('no database');
		expect(res.headers).toEqual({});
		expect(res.chunks).toEqual([]);
	});

	it('cuts the download off when a later page fails, and says so in the log', async () => {
		const res = new Download();
		const warnings: string[] = [];
		async function* failingLater(): AsyncGenerator<string[]> {
			yield ['D-000001'];
			throw new Error('connection lost');
		}
		await sendCsv(
			res as unknown as Response,
			{ what: 'orders', columns: ['number'], bom: false, records: failingLater() },
			{ warn: (_details, message) => warnings.push(message) },
		);
		expect(res.destroyed).toBe(true);
		expect(warnings).toEqual(['An export stopped part-way; the download was cut off.']);
	});
});
