import { pathId } from '../domain/input.ts';
import { invalid, UnsupportedMediaTypeError } from '../errors.ts';
import { IMPORT_FORMATS, type ImportFormat } from '@deckhand/contract/imports/import-row.ts';
import { ROW_ACTIONS, type RowAction } from '@deckhand/contract/imports/import-input.ts';

const FILE_NAME_MAX = 255;

/**
 * What a file may be sent as: CSV under its own name, as plain or tab-separated text, as bytes,
 * or as the type Windows gives a .csv file when Excel is installed.
 */
const FILE_TYPES = [
	'text/csv',
	'application/csv',
	'text/plain',
	'text/tab-separated-values',
	'application/octet-stream',
	'application/vnd.ms-excel',
];

const ROWS_LIMIT_MAX = 500;
const ROWS_OFFSET_MAX = 10_000_000;

/** `/imports/:id`. */
export function parseImportId(raw: unknown): number {
	const id = pathId(raw);
	if (id === null) throw invalid('id', 'Choose the import (an import id).');
	return id;
}

/** A query parameter given once, as text (`name[]=…` or `name[a]=…` is not). */
function single(query: Record<string, unknown>, name: string): string | undefined {
	const value = query[name];
	if (value === undefined || typeof value === 'string') return value;
	throw invalid(name, `Give ${name} once, as text.`);
}

/** `POST /imports?format=<id>&name=<file name>`: the format chosen (null: detect it) and the file's name. */
export function parseUploadQuery(query: Record<string, unknown>): { format: ImportFormat | null; fileName: string } {
	const format = single(query, 'format');
	if (format !== undefined && format !== 'auto' && !(IMPORT_FORMATS as readonly string[]).includes(format))
		throw invalid(
			'format',
			`The format must be auto (detected from the header) or one of ${IMPORT_FORMATS.join(', ')}.`,
		);
	const fileName = single(query, 'name')?.trim() ?? '';
	if (fileName.length < 1 || fileName.length > FILE_NAME_MAX)
		throw invalid('name', `Name the file being imported (name=…, 1 to ${FILE_NAME_MAX} characters).`, {
			min: 1,
			max: FILE_NAME_MAX,
		});
	return { format: format === undefined || format === 'auto' ? null : (format as ImportFormat), fileName };
}

/** The file is the body itself: a form or JSON is refused before a byte of it is read. */
export function checkFileType(contentType: string | undefined): void {
	const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
	if (!FILE_TYPES.includes(type))
		throw new UnsupportedMediaTypeError(
			`Send the file itself as the body, with Content-Type text/csv or application/octet-stream${type ? ` (not ${type})` : ''}.`,
			{ field: 'content-type' },
		);
}

/** A whole number query parameter within bounds, or its default when absent. */
function whole(query: Record<string, unknown>, name: string, fallback: number, min: number, max: number): number {
	const text = single(query, name);
	if (text === undefined) return fallback;
	if (!/^\d{1,9}$/.test(text) || Number(text) < min || Number(text) > max)
		throw invalid(name, `${name} must be a whole number from ${min} to ${max}.`, { min, max });
	return Number(text);
}

/** `GET /imports/:id/rows?kind=error|skip|create|update&offset=0&limit=100` (no kind: every row). */
export function parseRowsQuery(query: Record<string, unknown>): {
	kind: RowAction | null;
	offset: number;
	limit: number;
} {
	const kind = single(query, 'kind');
	if (kind !== undefined && !(ROW_ACTIONS as readonly string[]).includes(kind))
		throw invalid('kind', `The kind of rows is one of ${ROW_ACTIONS.join(', ')}.`);
	return {
		kind: (kind as RowAction | undefined) ?? null,
		offset: whole(query, 'offset', 0, 0, ROWS_OFFSET_MAX),
		limit: whole(query, 'limit', 100, 1, ROWS_LIMIT_MAX),
	};
}
