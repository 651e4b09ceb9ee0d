import * as z from 'zod/mini';
import { day } from '../../lib/calendar-days.ts';
import { oneOf } from '../../lib/search-params.ts';
import { REPORT_NAMES, type ReportName } from './report-columns.ts';

/** The report and its days, all in the address: a report can be bookmarked and sent to the accountant. */
export const reportsSearchSchema = z.object({
	report: oneOf(REPORT_NAMES),
	from: day,
	to: day,
});
export type ReportsSearch = z.infer<typeof reportsSearchSchema>;

/** How many days a report covers when the address names none: today and the 29 days before. */
export const DEFAULT_DAYS = 30;

/** Today in the shop's time zone, year first (2026-11-23): the server's days are the shop's, whatever zone the browser is in. */
export function shopToday(timeZone: string, now = Date.now()): string {
	const parts = new Intl.DateTimeFormat('en', {
		timeZone,
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
	}).formatToParts(now);
	const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)!.value;
	return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The report and days asked for: those the address names, else sales by day over the last 30 days of the shop's calendar. */
export function reportRequest(
	search: ReportsSearch,
	timeZone: string,
	now = Date.now(),
): { report: ReportName; from: string; to: string } {
	const to = search.to ?? shopToday(timeZone, now);
	const from =
		search.from ??
		new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
	return { report: search.report ?? 'sales-by-day', from, to };
}
