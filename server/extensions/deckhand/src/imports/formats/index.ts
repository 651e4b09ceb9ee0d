import type { Readable } from 'node:stream';
import { invalid } from '../../errors.ts';
import {
	IMPORT_FORMATS,
	type ImportFormat,
	type ReadRow,
	type RowError,
} from '@deckhand/contract/imports/import-row.ts';
import { deckbox } from './deckbox.ts';
import { deckhand } from './deckhand.ts';
import { dragonshield } from './dragonshield.ts';
import type { FormatSpec, ReadOptions } from './format-spec.ts';
import { manabox } from './manabox.ts';
import { moxfield } from './moxfield.ts';
import { readCsv, type CsvRecord } from './read-csv.ts';
import { tcgplayer } from './tcgplayer.ts';

/** Every format, in the order a header is tried against them (IMPORT_FORMATS'). */
const FORMATS: Record<ImportFormat, FormatSpec> = { deckhand, tcgplayer, manabox, deckbox, dragonshield, moxfield };

export interface ImportReading {
	format: ImportFormat;
	/** Each header column and the ImportRow fields it fills, comma-separated (null: not read), for the preview's mapping. */
	columns: Array<{ column: string; field: string | null }>;
	/** Every data row, read from the source as it is asked for (iterate once): a row's refusals never stop the reading. */
	rows: AsyncIterable<ReadRow>;
}

/**
 * Reads an import file streamed from `source` in the format chosen, or the one its header is
 * recognised as. Refuses (VALIDATION_FAILED) an empty file, a header no format recognises, and a
 * file without a column its format needs, before any row is read.
 */
export async function readImport(
	source: Readable,
	chosen: ImportFormat | null,
	options: ReadOptions,
): Promise<ImportReading> {
	const { header, records } = await readCsv(source);
	const spec = chosen
		? FORMATS[chosen]
		: IMPORT_FORMATS.map((id) => FORMATS[id]).find((format) => format.detect(header));
	if (!spec) throw invalid('format', unrecognised(header));
	const positions = columnPositions(spec, header);
	const missing = spec.requiredColumns.filter((column) => !positions.has(column));
	if (missing.length > 0) {
		const named = listed(missing.map((column) => `"${column}"`));
		throw invalid(
			'file',
			`The file has no ${missing.length === 1 ? 'column' : 'columns'} ${named}, which a ${spec.label} has.`,
		);
	}
	const fieldsOf = new Map([...positions].map(([column, position]) => [position, spec.columns[column] ?? []]));
	return {
		format: spec.id,
		columns: header.map((column, position) => ({ column, field: fieldsOf.get(position)?.join(', ') || null })),
		rows: readRows(records, spec, positions, header.length, options),
	};
}

async function* readRows(
	records: AsyncIterable<CsvRecord>,
	spec: FormatSpec,
	positions: ReadonlyMap<string, number>,
	width: number,
	options: ReadOptions,
): AsyncGenerator<ReadRow> {
	for await (const { line, cells } of records) {
		const beyond = cells.slice(width).find((cell) => cell.trim() !== '');
		if (beyond !== undefined) {
			yield { line, errors: [cellBeyondHeader(cells, width, beyond)] };
			continue;
		}
		const named: Record<string, string> = {};
		for (const [column, position] of positions) named[column] = cells[position] ?? '';
		const read = spec.map(named, options);
		// A row's refusals in the order of the file's columns, whatever order the format reads them in.
		const at = (error: RowError) => positions.get(error.column) ?? width;
		yield Array.isArray(read) ? { line, errors: read.toSorted((a, b) => at(a) - at(b)) } : { line, row: read };
	}
}

/** The position of each column of the format the header has, matched in any case (the first of two alike). */
function columnPositions(spec: FormatSpec, header: readonly string[]): Map<string, number> {
	const lower = header.map((name) => name.toLowerCase());
	const positions = new Map<string, number>();
	for (const column of Object.keys(spec.columns)) {
		const position = lower.indexOf(column.toLowerCase());
		if (position >= 0) positions.set(column, position);
	}
	return positions;
}

/** A cell past the header's last column: a separator in a cell that was not quoted has shifted every cell after it. */
function cellBeyondHeader(cells: readonly string[], width: number, beyond: string): RowError {
	const position = cells.indexOf(beyond, width) + 1;
	return {
		column: `Column ${position}`,
		message:
			`The header names ${width} columns but this line has a cell in column ${position} ("${beyond.trim()}"): ` +
			'a cell holding the separator must be in quotes.',
	};
}

function unrecognised(header: readonly string[]): string {
	const start = header
		.slice(0, 4)
		.map((name) => `"${name}"`)
		.join(', ');
	const formats = listed(
		IMPORT_FORMATS.map((id) => `a ${FORMATS[id].label}`),
		'or',
	);
	const more = header.length > 4 ? ', …' : '';
	return `Deckhand does not recognise this file's header (${start}${more}): it reads ${formats}. Choose the format if the file is one of these.`;
}

/** "a", "a and b", "a, b and c". */
function listed(items: readonly string[], conjunction = 'and'): string {
	return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}
