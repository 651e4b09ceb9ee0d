import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import type { Response } from 'express';

/** The part of Directus's logger (pino) an export writes to. */
export interface ExportLogger {
	warn: (details: object, message: string) => void;
}

export interface CsvFile {
	/** What the file holds, in its name: `deckhand-<what>-<day>.csv`. */
	what: string;
	columns: readonly string[];
	/**
	 * A byte order mark first: spreadsheets (Excel) then read the file as UTF-8, accents and
	 * Japanese included. Off for a file meant for another system's uploader.
	 */
	bom: boolean;
	records: AsyncIterable<string[]>;
}

/** The server's calendar day (the shop's, per `TZ`), as the file name says it. */
export function today(): string {
	const now = new Date();
	return [now.getFullYear(), now.getMonth() + 1, now.getDate()]
		.map((part) => String(part).padStart(2, '0'))
		.join('-');
}

/** The first record already read, then the rest (a download cut off ends the reading too: `yield*` passes the return on). */
async function* resumed(first: IteratorResult<string[]>, rest: AsyncIterator<string[]>): AsyncGenerator<string[]> {
	if (first.done) return;
	yield first.value;
	yield* { [Symbol.asyncIterator]: () => rest };
}

/**
 * Streams a CSV file as a download: records are read as the client takes them (csv-stringify
 * piped to the response, so a slow client slows the reading and memory stays one page). The
 * first page is read before anything is answered, so a failure there is an ordinary error
 * answer; a failure later can only cut the download off, which the browser shows as a failed
 * download, never as a file that looks whole. RFC 4180: CRLF between records, a field quoted when
 * it holds a comma, a quote or a line break.
 */
export async function sendCsv(res: Response, file: CsvFile, logger: ExportLogger): Promise<void> {
	const records = file.records[Symbol.asyncIterator]();
	const first = await records.next();
	res.setHeader('Content-Type', 'text/csv; charset=utf-8');
	res.setHeader('Content-Disposition', `attachment; filename="deckhand-${file.what}-${today()}.csv"`);
	// Customers, costs and takings: kept by no cache on the way.
	res.setHeader('Cache-Control', 'no-store');
	const csv = stringify({
		header: true,
		columns: [...file.columns],
		bom: file.bom,
		record_delimiter: '\r\n',
		quoted_match: /[\r\n]/,
	});
	try {
		await pipeline(Readable.from(resumed(first, records)), csv, res);
	} catch (error) {
		// The response is ended by now (the pipeline destroys it): nothing more can be answered. A
		// client going away mid-download is no fault of the server's; anything else is logged.
		if ((error as { code?: unknown }).code !== 'ERR_STREAM_PREMATURE_CLOSE')
			logger.warn({ err: error, export: file.what }, 'An export stopped part-way; the download was cut off.');
	}
}
