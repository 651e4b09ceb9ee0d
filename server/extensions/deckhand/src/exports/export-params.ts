import { z } from 'zod';
import { ID_MAX } from '@deckhand/contract/domain/ids.ts';
import { invalid } from '../errors.ts';

/*
 * Pieces of the exports' query strings, read with schemas: each refusal is VALIDATION_FAILED
 * naming the parameter and what it takes. An empty parameter is no filter, as in the lists'
 * addresses; a parameter given twice (`a=1&a=2`) or as an object (`a[b]=1`) is refused.
 */

/** `schema`, or nothing when the parameter is absent or empty. */
const optional = <T extends z.ZodType>(schema: T) =>
	z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const searchText = (field: string, max: number) => {
	const message = `${field} must be text of at most ${max} characters.`;
	return optional(z.string({ error: message }).trim().max(max, { error: message }));
};

export const rowId = (field: string, what: string) => {
	const message = `${field} must be the id of ${what} (a whole number from 1 to ${ID_MAX}).`;
	return optional(
		z
			.string({ error: message })
			.regex(/^\d{1,15}$/, { error: message })
			.transform(Number)
			.refine((id) => id >= 1 && id <= ID_MAX, { error: message }),
	);
};

export const oneOf = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
	optional(z.enum(values, { error: `${field} must be one of ${values.join(', ')}.` }));

/** A moment as the dashboard sends it: ISO 8601 with a zone (2026-11-23T00:00:00.000Z, or +01:00). */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export const moment = (field: string) => {
	const message = `${field} must be a date and time with its zone, such as 2026-11-23T00:00:00Z.`;
	return optional(
		z
			.string({ error: message })
			.regex(MOMENT, { error: message })
			.transform(Date.parse)
			.refine((ms) => !Number.isNaN(ms), { error: message }),
	);
};

/** A date range's two ends, in milliseconds: `from` included, `to` excluded (the day after the last day shown). */
export const dateRange = { from: moment('from'), to: moment('to') };

/** Refuses a range that ends before it starts: it would export nothing, which is surely a slip. */
export function checkRange(range: { from?: number | undefined; to?: number | undefined }): void {
	if (range.from !== undefined && range.to !== undefined && range.from > range.to)
		throw invalid('from', 'from must be on or before to.');
}

/** Reads a query string with a schema; the first problem is refused naming its parameter. */
export function parseParams<S extends z.ZodType>(schema: S, params: Record<string, unknown>): z.output<S> {
	const result = schema.safeParse(params);
	if (result.success) return result.data;
	const issue = result.error.issues[0]!;
	throw invalid(String(issue.path[0] ?? 'query'), issue.message);
}
