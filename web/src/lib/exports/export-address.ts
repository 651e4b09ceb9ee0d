import { API_URL } from '../directus/api.ts';
import { dayStart, nextDay } from '../calendar-days.ts';

export type ExportFile = 'inventory' | 'orders' | 'customers' | 'buylists';

/**
 * The address of an export (`GET /deckhand/exports/<file>.csv`) with a list's filters: a plain link
 * the browser downloads, carrying the session cookie as images from `/assets` do.
 */
export function exportAddress(file: ExportFile, params: Record<string, string | number | undefined>): string {
	return downloadAddress(`/deckhand/exports/${file}.csv`, params);
}

/** The address of a file the server writes (an export, a report's CSV) at `path` under the API, with its parameters; empty ones left out. */
export function downloadAddress(path: string, params: Record<string, string | number | undefined>): string {
	const query = new URLSearchParams();
	for (const [key, value] of Object.entries(params))
		if (value !== undefined && value !== '') query.set(key, String(value));
	const search = query.toString();
	return `${API_URL}${path}${search ? `?${search}` : ''}`;
}

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
