import type { NextFunction, Request, Response } from 'express';
import { neutraliseCell } from '../csv/spreadsheet-safe.ts';

/**
 * Directus's exports a spreadsheet opens as cells. JSON, XML and YAML go to programs, which would
 * read an apostrophe as part of the value: those carry values as stored.
 */
const SPREADSHEET_FORMATS = new Set<unknown>(['csv', 'csv_utf8']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' &&
	value !== null &&
	[Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);

/** Every text in `value`, at any depth, as Deckhand's own exports write a cell; numbers, booleans and nulls as they are. */
export function spreadsheetSafe(value: unknown): unknown {
	if (typeof value === 'string') return neutraliseCell(value);
	if (Array.isArray(value)) return value.map(spreadsheetSafe);
	if (isPlainObject(value))
		return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, spreadsheetSafe(item)]));
	return value;
}

/** The export asked for: `?export=` of a GET, or `query.export` of a SEARCH's body, as Directus read it. */
function exportFormat(req: Request): unknown {
	return (req as Request & { sanitizedQuery?: { export?: unknown } }).sanitizedQuery?.export;
}

function safeAnswer(req: Request, payload: unknown): unknown {
	if (!SPREADSHEET_FORMATS.has(exportFormat(req)) || !isPlainObject(payload)) return payload;
	return { ...payload, data: spreadsheetSafe(payload['data']) };
}

/**
 * Directus writes `?export=csv` (any collection, `/users`, `/activity`…; a GET or a SEARCH; the
 * Data Studio's Download) from the answer its route leaves in `res.locals.payload`, in its
 * `respond` middleware, which has no hook. So every answer's payload is made spreadsheet-safe as
 * it is set, when the request asks for a CSV: the stored values, and every other answer, are
 * untouched. The same rule as Deckhand's own exports (`neutraliseCell`).
 */
export function spreadsheetSafeExports(req: Request, res: Response, next: NextFunction): void {
	let payload: unknown;
	Object.defineProperty(res.locals, 'payload', {
		configurable: true,
		enumerable: true,
		get: () => payload,
		set: (value: unknown) => {
			payload = safeAnswer(req, value);
		},
	});
	next();
}
