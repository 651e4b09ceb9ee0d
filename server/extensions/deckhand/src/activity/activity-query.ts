import { ID_MAX } from '@deckhand/contract/domain/ids.ts';
import { invalid } from '../errors.ts';
import { ACTIVITY_KINDS, type ActivityKind } from '@deckhand/contract/activity/activity-entry.ts';

/** Where the next page starts: the last line of the previous one, in the screen's order (time, then kind, then id). */
export interface ActivityCursor {
	at: number;
	kind: ActivityKind;
	id: number;
}

export interface ActivityQuery {
	person: string | null;
	kinds: ActivityKind[];
	/** Lines about one record (`item`), or about any record of a collection (`item` null). */
	record: { collection: string; item: string | null } | null;
	/** Milliseconds since the epoch; `from` included, `to` excluded. */
	from: number | null;
	to: number | null;
	cursor: ActivityCursor | null;
	limit: number;
}

export const ACTIVITY_PAGE_MAX = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COLLECTION = /^[a-z][a-z0-9_]{0,63}$/;
const ITEM = /^[A-Za-z0-9_-]{1,64}$/;
/** A moment as the dashboard sends it: ISO 8601 with a zone (2026-11-23T00:00:00.000Z, or +01:00). */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const CURSOR = /^(\d{1,15})\.([a-z_]{1,20})\.(\d{1,15})$/;

type Params = Record<string, unknown>;

/** A parameter given once as text (Express reads `a[]=1` or `a=1&a=2` as a list, `a[b]=1` as an object). */
function text(params: Params, field: string, what: string): string | null {
	const value = params[field];
	if (value === undefined || value === '') return null;
	if (typeof value !== 'string' || value.length > 200) throw invalid(field, `${field} must be ${what}.`);
	return value;
}

function matching(params: Params, field: string, pattern: RegExp, what: string): string | null {
	const value = text(params, field, what);
	if (value !== null && !pattern.test(value)) throw invalid(field, `${field} must be ${what}.`);
	return value;
}

function moment(params: Params, field: string): number | null {
	const what = 'a date and time such as 2026-11-23T00:00:00Z';
	const value = matching(params, field, MOMENT, what);
	if (value === null) return null;
	const ms = Date.parse(value);
	if (Number.isNaN(ms)) throw invalid(field, `${field} must be ${what}.`);
	return ms;
}

function kinds(params: Params): ActivityKind[] {
	const what = `one or more of ${ACTIVITY_KINDS.join(', ')}, separated by commas`;
	const value = text(params, 'kind', what);
	if (value === null) return [...ACTIVITY_KINDS];
	const named = value.split(',');
	if (!named.every((kind): kind is ActivityKind => (ACTIVITY_KINDS as readonly string[]).includes(kind)))
		throw invalid('kind', `kind must be ${what}.`);
	return ACTIVITY_KINDS.filter((kind) => named.includes(kind));
}

function cursor(params: Params): ActivityCursor | null {
	const what = 'the next cursor of the previous page';
	const value = matching(params, 'cursor', CURSOR, what);
	if (value === null) return null;
	const [, at, kind, id] = CURSOR.exec(value)!;
	if (!(ACTIVITY_KINDS as readonly string[]).includes(kind!) || Number(id) > ID_MAX)
		throw invalid('cursor', `cursor must be ${what}.`);
	return { at: Number(at), kind: kind as ActivityKind, id: Number(id) };
}

function limit(params: Params): number {
	const value = matching(params, 'limit', /^\d{1,4}$/, `a whole number from 1 to ${ACTIVITY_PAGE_MAX}`);
	const number = value === null ? 50 : Number(value);
	if (number < 1 || number > ACTIVITY_PAGE_MAX)
		throw invalid('limit', `limit must be a whole number from 1 to ${ACTIVITY_PAGE_MAX}.`, {
			min: 1,
			max: ACTIVITY_PAGE_MAX,
		});
	return number;
}

/** Reads `GET /deckhand/activity`'s query string; throws VALIDATION_FAILED naming the parameter and what it takes. */
export function parseActivityQuery(params: Params): ActivityQuery {
	const collection = matching(
		params,
		'collection',
		COLLECTION,
		'the name of a collection (lower-case letters, digits and _)',
	);
	const item = matching(params, 'item', ITEM, 'the id of a record (letters, digits, - and _, at most 64)');
	if (item !== null && collection === null)
		throw invalid('collection', 'Name the collection of the record too (collection=orders&item=12).');
	const from = moment(params, 'from');
	const to = moment(params, 'to');
	if (from !== null && to !== null && from > to) throw invalid('from', 'from must be on or before to.');
	return {
		person: matching(params, 'person', UUID, 'the id of a user (a UUID)'),
		kinds: kinds(params),
		record: collection === null ? null : { collection, item },
		from,
		to,
		cursor: cursor(params),
		limit: limit(params),
	};
}

/** The cursor of a line: the next page starts after it. */
export const cursorOf = (line: { at: string; kind: ActivityKind; id: number }) =>
	`${Date.parse(line.at)}.${line.kind}.${line.id}`;
