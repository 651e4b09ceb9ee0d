import { dayStart, nextDay } from '../calendar-days.ts';

/**
 * A list's date range (calendar days, both ends included, in the browser's time zone) as the
 * export takes it: the moment `from` starts and the moment after `to` ends, as the list's own
 * filter compares them.
 */
export function exportDateRange(
	search: { from?: string | undefined; to?: string | undefined },
	timeZoneOffset = new Date().getTimezoneOffset(),
): { from?: string; to?: string } {
	return {
		...(search.from ? { from: dayStart(search.from, timeZoneOffset) } : {}),
		...(search.to ? { to: dayStart(nextDay(search.to), timeZoneOffset) } : {}),
	};
}
