import { activeLanguage } from './i18n.ts';
import { dateTagOf } from './languages.ts';

/**
 * Dates and numbers as the user's language writes them ("23.11.2026, 14:05" in German), dates in
 * the order the browser writes that language (`dateTag`), through `Intl`. Formats are costly to build and a list shows hundreds of values: one per language and kind.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

let browserLanguages = (): readonly string[] => (typeof navigator === 'undefined' ? [] : navigator.languages);

/** Where the browser's languages are read from: the page's browser as its cookie says, when the server draws the page. */
export function readBrowserLanguagesFrom(source: () => readonly string[]): void {
	browserLanguages = source;
}

/** The tag dates are written by: the language spoken, in the order of day, month and year the browser uses for it. */
export const dateTag = (): string => dateTagOf(activeLanguage(), browserLanguages());

function dateFormat(kind: 'dateTime' | 'date' | 'time', options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
	const tag = dateTag();
	const key = `${tag}|${kind}`;
	let format = dateFormats.get(key);
	if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(tag, options)));
	return format;
}

const asDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

/*
 * Days with the whole year and two-digit day and month ("23.11.2026", "11/23/2026"): the short
 * styles write the year in two digits ("23.11.26"), which reads wrong on a ledger kept for years,
 * and two digits keep a column of dates aligned.
 */
const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/** A moment: date and time of day ("11/23/2026, 02:05 PM"; "23/11/2026, 14:05" in British English; "23.11.2026, 14:05"). */
export const formatDateTime = (value: string | number | Date) =>
	dateFormat('dateTime', { ...DAY, hour: '2-digit', minute: '2-digit' }).format(asDate(value));

/** A day ("11/23/2026"; "23.11.2026"). */
export const formatDate = (value: string | number | Date) => dateFormat('date', DAY).format(asDate(value));

/** A calendar day kept without a time of day ("2026-03-28", a set's release), read as that day wherever the browser is: "3/28/2026", "28.3.2026". */
export const formatDay = (day: string) => formatDate(`${day}T00:00:00`);

/** A time of day ("2:05 PM"). */
export const formatTime = (value: string | number | Date) =>
	dateFormat('time', { timeStyle: 'short' }).format(asDate(value));

/** A count or quantity, grouped ("1,234"; "1.234" in German). */
export function formatNumber(value: number): string {
	const key = activeLanguage();
	let format = numberFormats.get(key);
	if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(key)));
	return format.format(value);
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/** A share or a change as a percentage, to a tenth ("12.5%"; "12,5 %" in German): 0.125 → 12.5 %. */
export function formatPercent(ratio: number): string {
	const key = activeLanguage();
	let format = percentFormats.get(key);
	if (!format)
		percentFormats.set(key, (format = new Intl.NumberFormat(key, { style: 'percent', maximumFractionDigits: 1 })));
	return format.format(ratio);
}

/** A month kept as `YYYY-MM` (a report's bucket), read as that month wherever the browser is: "March 2026", "März 2026". */
export function formatMonth(month: string): string {
	const tag = dateTag();
	const key = `${tag}|month`;
	let format = dateFormats.get(key);
	if (!format)
		dateFormats.set(
			key,
			(format = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', timeZone: 'UTC' })),
		);
	return format.format(new Date(`${month}-01T00:00:00Z`));
}

/** A file's size, in kilobytes below a megabyte, else in megabytes, to a tenth ("820 kB", "2.4 MB"; "2,4 MB"). */
export function formatSize(bytes: number): string {
	const unit = bytes < 1_000_000 ? 'kilobyte' : 'megabyte';
	const value = unit === 'kilobyte' ? bytes / 1_000 : bytes / 1_000_000;
	return new Intl.NumberFormat(activeLanguage(), { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/** How long ago, in the largest whole unit up to days ("45 minutes ago", "vor 3 Stunden", "2 days ago"). */
export function formatMinutesAgo(minutes: number): string {
	const format = new Intl.RelativeTimeFormat(activeLanguage(), { numeric: 'auto' });
	if (minutes < 60) return format.format(-minutes, 'minute');
	if (minutes < 48 * 60) return format.format(-Math.floor(minutes / 60), 'hour');
	return format.format(-Math.floor(minutes / (24 * 60)), 'day');
}
