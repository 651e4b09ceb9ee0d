import { t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { dropUnread } from './search-params.ts';

/** A calendar day as the date field writes it (2026-11-30) in an address; a day no calendar has (2026-02-30) is dropped, never read as another. */
export const day = dropUnread(
	z.string().check(
		z.regex(/^\d{4}-\d{2}-\d{2}$/),
		z.refine(
			(date) =>
				!Number.isNaN(Date.parse(`${date}T00:00:00Z`)) &&
				new Date(`${date}T00:00:00Z`).toISOString().startsWith(date),
		),
	),
);

/** Midnight of a calendar day in the browser's time zone, as the UTC instant the server compares with. */
export function dayStart(date: string, timeZoneOffset: number): string {
	return new Date(Date.parse(`${date}T00:00:00Z`) + timeZoneOffset * 60_000).toISOString();
}

/** The calendar day after `date`: a range "to" a day ends at the next one's midnight. */
export function nextDay(date: string): string {
	return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** A range whose start is after its end matches nothing: it is a slip, said beside From, and the list is not asked for. */
export function dateRangeProblem(search: { from?: string | undefined; to?: string | undefined }): string | null {
	// Both are calendar days written year first, so the text compares as the dates do.
	return search.from && search.to && search.from > search.to
		? t({ message: 'From must be on or before To.', comment: 'From and To: the labels of the two date fields' })
		: null;
}
