import * as z from 'zod/mini';
import { ACTIVITY_KINDS } from '@deckhand/contract/activity/activity-entry.ts';
import { day, dayStart, nextDay } from '../../lib/calendar-days.ts';
import { dropUnread, oneOf } from '../../lib/search-params.ts';

/** The activity screen's filters and page, all in the address: a filtered view can be bookmarked and shared. */
export const activitySearchSchema = z.object({
	person: dropUnread(z.string().check(z.regex(/^[0-9a-f-]{36}$/i))),
	kind: oneOf(ACTIVITY_KINDS),
	collection: dropUnread(z.string().check(z.regex(/^[a-z][a-z0-9_]{0,63}$/))),
	item: dropUnread(
		z.pipe(
			z.transform((value: unknown) => (typeof value === 'number' ? String(value) : value)),
			z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
		),
	),
	from: day,
	to: day,
	/** Where the page starts (the server's cursor); none for the newest. */
	cursor: dropUnread(z.string().check(z.maxLength(60))),
});
export type ActivitySearch = z.infer<typeof activitySearchSchema>;

export const ACTIVITY_PAGE_SIZE = 50;

/** The server's query for the address: whole days in the browser's calendar, both ends included. */
export function activityParams(
	search: ActivitySearch,
	timeZoneOffset = new Date().getTimezoneOffset(),
): Record<string, string> {
	const params: Record<string, string> = { limit: String(ACTIVITY_PAGE_SIZE) };
	if (search.person) params['person'] = search.person;
	if (search.kind) params['kind'] = search.kind;
	if (search.collection) params['collection'] = search.collection;
	if (search.collection && search.item) params['item'] = search.item;
	if (search.from) params['from'] = dayStart(search.from, timeZoneOffset);
	if (search.to) params['to'] = dayStart(nextDay(search.to), timeZoneOffset);
	if (search.cursor) params['cursor'] = search.cursor;
	return params;
}
