import { Readable, pipeline } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { invalid } from '../../errors.ts';
import { readCsvStart, type CsvStart } from './csv-start.ts';

/** A record of the file: its cells as written (quotes undone) and the file line where it starts (1 = the file's first line). */
export interface CsvRecord {
	line: number;
	cells: string[];
}

export interface CsvFile {
	/** The header's cells, trimmed. */
	header: string[];
	/** The records after the header, read from the source as they are asked for: iterate once. */
	records: AsyncIterable<CsvRecord>;
}

/**
 * A real row is a few hundred characters; a quote never closed would make the rest of the file
 * one cell held in memory, so a longer record is refused instead.
 */
const RECORD_MAX_CHARS = 100_000;
const LINE_BREAK = /\r\n|\r|\n/g;

/**
 * Reads a CSV file streamed from `source` (UTF-8, with or without BOM; CRLF or LF; `,` `;` or
 * tab, or what a `sep=` first line says) with csv-parse. Blank lines and lines of empty cells
 * are passed over. A file csv-parse cannot read, or that is not UTF-8, is refused naming the line.
 */
export async function readCsv(source: Readable): Promise<CsvFile> {
	// The source is the caller's (an upload): stopping early leaves it to them to end.
	const chunks = source.iterator({ destroyOnReturn: false }) as AsyncIterator<Buffer | string>;
	const start = await readCsvStart(chunks);
	if (!start) throw invalid('file', 'The file is empty: it has no header row.');
	const records = readRecords(start, chunks)[Symbol.asyncIterator]();
	const header = await records.next();
	if (header.done) throw invalid('file', 'The file is empty: it has no header row.');
	return {
		header: header.value.cells.map((cell) => cell.trim()),
		records: { [Symbol.asyncIterator]: () => records },
	};
}

async function* readRecords(start: CsvStart, chunks: AsyncIterator<Buffer | string>): AsyncGenerator<CsvRecord> {
	// Lines are counted as csv-parse makes each record (its own count takes a CRLF inside quotes
	// for two lines), so a refusal names the line of the record it stopped in; the start line of
	// each record handed on waits in `lines` until the record is read.
	let line = start.linesBefore + 1;
	const lines: number[] = [];
	const parser = parse({
		delimiter: start.separator,
		relax_quotes: true,
		relax_column_count: true,
		max_record_size: RECORD_MAX_CHARS,
		on_record: (cells: string[]) => {
			const recordLine = line;
			line += 1 + cells.reduce((breaks, cell) => breaks + (cell.match(LINE_BREAK)?.length ?? 0), 0);
			if (cells.every((cell) => cell.trim() === '')) return null;
			if (cells.some((cell) => cell.includes('\uFFFD')))
				throw invalid(
					'file',
					`Line ${recordLine} is not UTF-8 text: save the file as "CSV UTF-8" and upload it again.`,
				);
			lines.push(recordLine);
			return cells;
		},
	});
	pipeline(Readable.from(bytesFrom(start, chunks)), parser, () => {
		// An error reaches the reader through the parser, which the pipeline destroys with it.
	});
	try {
		for await (const cells of parser as AsyncIterable<string[]>) yield { line: lines.shift()!, cells };
	} catch (error) {
		throw error instanceof CsvError ? unreadable(error, line) : error;
	}
}

async function* bytesFrom(start: CsvStart, chunks: AsyncIterator<Buffer | string>): AsyncGenerator<Buffer | string> {
	yield start.bytes.subarray(start.dataStart);
	for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
}

/** csv-parse's refusal as a shop owner reads it, at the line where the record it could not read starts. */
function unreadable(error: CsvError, line: number) {
	switch (error.code) {
		case 'CSV_QUOTE_NOT_CLOSED':
			return invalid('file', `Line ${line} opens a quoted cell that is never closed.`);
		case 'CSV_MAX_RECORD_SIZE':
			return invalid(
				'file',
				`Line ${line} starts a row longer than ${RECORD_MAX_CHARS} characters: a quote opened there is probably never closed.`,
			);
		default:
			return invalid('file', `Line ${line} cannot be read as CSV (${error.message}).`);
	}
}
