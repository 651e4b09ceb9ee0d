/**
 * The shop's time zone (`shop_settings.time_zone`), for the server's check and the settings
 * screen's list (this module imports nothing). A day of the reports starts at midnight there.
 */

/** `shop_settings.time_zone` is varchar(64); the longest IANA name is 32 characters. */
export const TIME_ZONE_MAX = 64;

/**
 * An IANA name as the time zone database writes it: `UTC`, or an area and a location with
 * capitals (Europe/Berlin, America/Argentina/Buenos_Aires, Etc/GMT+5). Fixed offsets (+01:00) and
 * abbreviations (CET, GMT) are refused: they have no summer time, so days would start an hour off
 * half the year; a name in other letter case (europe/berlin) is refused rather than rewritten.
 */
const IANA_NAME = /^(?:UTC|[A-Z][A-Za-z]+(?:\/[A-Z][A-Za-z0-9_+-]*)+)$/;

/**
 * Whether the runtime knows the zone by that name. Its own list (`Intl.supportedValuesOf`) holds
 * each zone once under one name, which differs between runtimes (Europe/Kyiv or Europe/Kiev), so
 * a name the runtime reads as one of its zones is taken as written.
 */
export function isTimeZone(value: unknown): value is string {
	if (typeof value !== 'string' || value.length > TIME_ZONE_MAX || !IANA_NAME.test(value)) return false;
	try {
		new Intl.DateTimeFormat('en', { timeZone: value });
		return true;
	} catch {
		return false;
	}
}

/** The zones offered for the setting: UTC (the default, which the runtime's list leaves out) and the runtime's own list. */
export function timeZoneChoices(): string[] {
	return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
}
