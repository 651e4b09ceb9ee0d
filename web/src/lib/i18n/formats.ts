import { activeLanguage } from './i18n.ts';

/**
 * Dates and numbers as the user's language writes them ("23.11.2026, 14:05" in German), through
 * `Intl`. Formats are costly to build and a list shows hundreds of values: one per language and kind.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function dateFormat(kind: 'dateTime' | 'date' | 'time', options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
	const key = `${activeLanguage()}|${kind}`;
	let format = dateFormats.get(key);
	if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(activeLanguage(), options)));
	return format;
}

const asDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

/** A moment: date and time of day ("11/23/2026, 2:05 PM"). */
export const formatDateTime = (value: string | number | Date) => dateFormat('dateTime', { dateStyle: 'short', timeStyle: 'short' }).format(asDate(value));

/** A day ("11/23/2026"). */
export const formatDate = (value: string | number | Date) => dateFormat('date', { dateStyle: 'short' }).format(asDate(value));

/** A time of day ("2:05 PM"). */
export const formatTime = (value: string | number | Date) => dateFormat('time', { timeStyle: 'short' }).format(asDate(value));

/** A count or quantity, grouped ("1,234"; "1.234" in German). */
export function formatNumber(value: number): string {
	const key = activeLanguage();
	let format = numberFormats.get(key);
	if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(key)));
	return format.format(value);
}
