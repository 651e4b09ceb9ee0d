import type { Knex } from 'knex';
import { dbTime } from '../db.ts';
import { pathId } from '../domain/input.ts';
import {
	ACTIVITY_KINDS,
	type ActivityEntry,
	type ActivityKind,
	type ActivityPerson,
} from '@deckhand/contract/activity/activity-entry.ts';
import type { ActivityCursor, ActivityQuery } from './activity-query.ts';

/** What a source is asked for: the screen's filters and where the page starts, `limit` lines at most. */
export type SourceQuery = Omit<ActivityQuery, 'kinds'>;

/**
 * One book the activity screen reads. Each answers its lines newest first (time, then id), after
 * the cursor and within the filters, at most `limit`; the screen merges them. A new book is one
 * more module in `sources/` and one more line in `activity-sources.ts`.
 */
export interface ActivitySource {
	kind: ActivityKind;
	read(database: Knex, query: SourceQuery): Promise<ActivityEntry[]>;
}

/**
 * How a record filter applies to a source's rows: narrows the query and answers true, or answers
 * false when no row of this source can be about that record (the source is then not asked).
 */
export type RecordMatch = (query: Knex.QueryBuilder, item: string | null) => boolean;

/** Rows whose `column` holds the record's id (or, for a whole collection, any id). */
export const byColumn =
	(column: string): RecordMatch =>
	(query, item) => {
		if (item === null) query.whereNotNull(column);
		else if (pathId(item) !== null) query.where(column, Number(item));
		else return false;
		return true;
	};

/** Rows about any SKU of the card (a card's page gathers its SKUs' lines). */
export const bySkuOfCard =
	(column: string): RecordMatch =>
	(query, item) => {
		if (item === null) query.whereNotNull(column);
		else if (pathId(item) !== null)
			query.whereIn(column, (skus) => skus.select('id').from('skus').where('card', Number(item)));
		else return false;
		return true;
	};

const rank = (kind: ActivityKind) => ACTIVITY_KINDS.indexOf(kind);

/**
 * The lines of `kind` that come after the cursor in the screen's order: newest first, lines of the
 * same moment by kind (in `ACTIVITY_KINDS` order), then by id, newest first.
 */
export function afterCursor(
	query: Knex.QueryBuilder,
	database: Knex,
	kind: ActivityKind,
	time: string,
	id: string,
	cursor: ActivityCursor | null,
): void {
	if (!cursor) return;
	const at = dbTime(database, cursor.at);
	if (rank(kind) > rank(cursor.kind)) query.where(time, '<=', at);
	else if (rank(kind) < rank(cursor.kind)) query.where(time, '<', at);
	else
		query.where((inner) =>
			inner.where(time, '<', at).orWhere((same) => same.where(time, at).andWhere(id, '<', cursor.id)),
		);
}

/** The time range, the person and the page's start, on a source's own columns. */
export function withinFilters(
	query: Knex.QueryBuilder,
	database: Knex,
	kind: ActivityKind,
	columns: { time: string; id: string; user: string },
	filters: SourceQuery,
): Knex.QueryBuilder {
	if (filters.from !== null) query.where(columns.time, '>=', dbTime(database, filters.from));
	if (filters.to !== null) query.where(columns.time, '<', dbTime(database, filters.to));
	if (filters.person !== null) query.where(columns.user, filters.person);
	afterCursor(query, database, kind, columns.time, columns.id, filters.cursor);
	return query.orderBy(columns.time, 'desc').orderBy(columns.id, 'desc').limit(filters.limit);
}

/** Who, joined as `who_*` columns (`users` the alias of `directus_users`). */
export const WHO_COLUMNS = [
	'users.id as who_id',
	'users.first_name as who_first_name',
	'users.last_name as who_last_name',
	'users.email as who_email',
];

export function whoOf(row: Record<string, unknown>): ActivityPerson | null {
	if (row['who_id'] === null || row['who_id'] === undefined) return null;
	return {
		id: String(row['who_id']),
		first_name: (row['who_first_name'] as string | null) ?? null,
		last_name: (row['who_last_name'] as string | null) ?? null,
		email: String(row['who_email'] ?? ''),
	};
}
