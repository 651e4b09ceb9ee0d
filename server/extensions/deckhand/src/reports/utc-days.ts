import type { Span } from './period.ts';

/*
 * The sales summary (`card_day_sales`, docs/reports.md "Speed") is cut at UTC midnights, since
 * the shop's time zone is a setting that can change. A period is whole days of the shop's zone:
 * the whole UTC days inside it are read from the summary, and what is left at each end (under a
 * day: a Berlin day spans two UTC days) from the lines, as before.
 */

export const DAY_MS = 86_400_000;

/** A UTC day as the summary keys it: whole days since 1970-01-01. */
export type UtcDay = number;

/** The UTC day a moment falls in. */
export const utcDayOf = (ms: number): UtcDay => Math.floor(ms / DAY_MS);

export interface UtcSplit {
	/** The whole UTC days inside the moments, `first` included, `end` excluded; null when they hold none. */
	days: { first: UtcDay; end: UtcDay } | null;
	/** The moments outside those days, in order: none, one or two, each under a day; all of them when they hold no whole UTC day. */
	edges: Array<Pick<Span, 'start' | 'end'>>;
}

/** Moments (`start` included, `end` excluded) cut at the UTC midnights inside them. */
export function splitAtUtcDays({ start, end }: Pick<Span, 'start' | 'end'>): UtcSplit {
	const first = Math.ceil(start / DAY_MS);
	const last = Math.floor(end / DAY_MS);
	if (first >= last) return { days: null, edges: [{ start, end }] };
	const edges = [];
	if (start < first * DAY_MS) edges.push({ start, end: first * DAY_MS });
	if (last * DAY_MS < end) edges.push({ start: last * DAY_MS, end });
	return { days: { first, end: last }, edges };
}
