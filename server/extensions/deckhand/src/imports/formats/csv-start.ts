import { invalid } from '../../errors.ts';

/** What the first bytes of a CSV file say about the rest: where its rows start and what separates their cells. */
export interface CsvStart {
	/** The bytes read so far; the parser reads them from `dataStart` on, then the rest of the file. */
	bytes: Buffer;
	dataStart: number;
	/** Lines before the header (a `sep=` line), counted in every line number said. */
	linesBefore: number;
	separator: string;
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;
/** Spreadsheets write `sep=;` (Excel's hint, quoted by some tools: Dragon Shield writes `"sep=,"`) as the first line. */
const SEP_LINE = /^"?sep=(.)"?$/i;
const SEPARATORS = [',', ';', '\t'] as const;
/** A header longer than this is no CSV header: refused before the whole upload is held waiting for a line end. */
const HEADER_MAX_BYTES = 1 << 20;

type Scan = CsvStart | 'empty' | 'more';

/**
 * Reads chunks until the header line has ended, then says where the data starts: after a UTF-8
 * BOM and a `sep=` line (obeyed), separated by the one of `,` `;` tab the header holds most
 * often outside quotes (a comma when it holds none). Null for a file with nothing but blanks.
 */
export async function readCsvStart(chunks: AsyncIterator<Buffer | string>): Promise<CsvStart | null> {
	let bytes = Buffer.alloc(0);
	let ended = false;
	for (;;) {
		const scan = scanStart(bytes, ended);
		if (scan === 'empty') return null;
		if (scan !== 'more') return scan;
		const next = await chunks.next();
		if (next.done) ended = true;
		else bytes = Buffer.concat([bytes, typeof next.value === 'string' ? Buffer.from(next.value) : next.value]);
		if (bytes.length > HEADER_MAX_BYTES)
			throw invalid(
				'file',
				'The first line of the file is longer than 1 MB: it is not a CSV file with a header row.',
			);
	}
}

function scanStart(bytes: Buffer, ended: boolean): Scan {
	let position = bytes.subarray(0, BOM.length).equals(BOM) ? BOM.length : 0;
	const firstEnd = lineEnd(bytes, position, false);
	if (firstEnd === null && !ended) return 'more';
	const sep = SEP_LINE.exec(bytes.toString('utf8', position, firstEnd ?? bytes.length).trim());
	let linesBefore = 0;
	if (sep) {
		position = afterLineBreak(bytes, firstEnd ?? bytes.length);
		linesBefore = 1;
	}
	// Blank lines before the header carry nothing; the parser passes over them too.
	for (;;) {
		const end = lineEnd(bytes, position, true);
		if (end === null && !ended) return 'more';
		const header = bytes.subarray(position, end ?? bytes.length);
		if (header.toString('utf8').trim() !== '')
			return { bytes, dataStart: position, linesBefore, separator: sep?.[1] ?? mostFrequentSeparator(header) };
		if (end === null) return 'empty';
		position = afterLineBreak(bytes, end);
	}
}

/** Where the line starting at `from` ends (its CR or LF), outside quotes when `quoted` cells may span lines; null when not yet read. */
function lineEnd(bytes: Buffer, from: number, quoted: boolean): number | null {
	let inQuotes = false;
	for (let i = from; i < bytes.length; i++) {
		const byte = bytes[i];
		if (quoted && byte === QUOTE) inQuotes = !inQuotes;
		else if (!inQuotes && (byte === LF || byte === CR)) return i;
	}
	return null;
}

function afterLineBreak(bytes: Buffer, end: number): number {
	return bytes[end] === CR && bytes[end + 1] === LF ? end + 2 : end + 1;
}

function mostFrequentSeparator(header: Buffer): string {
	const counts = new Map<number, number>();
	let inQuotes = false;
	for (const byte of header) {
		if (byte === QUOTE) inQuotes = !inQuotes;
		else if (!inQuotes) counts.set(byte, (counts.get(byte) ?? 0) + 1);
	}
	const count = (separator: string) => counts.get(separator.charCodeAt(0)) ?? 0;
	return SEPARATORS.reduce((best, separator) => (count(separator) > count(best) ? separator : best));
}
