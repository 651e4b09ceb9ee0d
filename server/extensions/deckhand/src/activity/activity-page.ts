import type { SchemaOverview } from '@directus/types';
import type { Knex } from 'knex';
import { ACTIVITY_KINDS, type ActivityEntry, type ActivityPage } from '@deckhand/contract/activity/activity-entry.ts';
import { cursorOf, parseActivityQuery } from './activity-query.ts';
import { activitySources } from './activity-sources.ts';
import { directusActivityDays } from './sources/directus-activity.ts';

const rank = (entry: ActivityEntry) => ACTIVITY_KINDS.indexOf(entry.kind);

/** The screen's order: newest first; lines of the same moment by kind, then newest id first. */
export const screenOrder = (a: ActivityEntry, b: ActivityEntry) =>
	Date.parse(b.at) - Date.parse(a.at) || rank(a) - rank(b) || b.id - a.id;

/**
 * `GET /deckhand/activity`: one page of every book the filters name, merged. Each source answers
 * at most a page's worth after the cursor in the same order, so the first `limit` of them all,
 * merged, are exactly the page; one more tells whether a next page exists.
 */
export async function activityPage(
	database: Knex,
	schema: SchemaOverview,
	raw: Record<string, unknown>,
): Promise<ActivityPage> {
	const { kinds, ...query } = parseActivityQuery(raw);
	const days = await directusActivityDays();
	const sources = activitySources(schema, days).filter((source) => kinds.includes(source.kind));
	const found = await Promise.all(
		sources.map((source) => source.read(database, { ...query, limit: query.limit + 1 })),
	);
	const merged = found.flat().sort(screenOrder);
	const items = merged.slice(0, query.limit);
	const last = items.at(-1);
	return { items, next: merged.length > query.limit && last ? cursorOf(last) : null, directus_days: days };
}
