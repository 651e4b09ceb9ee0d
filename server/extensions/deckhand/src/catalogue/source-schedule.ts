import { TZDate } from '@date-fns/tz';
import type { SourceSettings } from '@deckhand/contract/catalogue/source-settings.ts';

/** A weekly source runs on Mondays (ISO's first day of the week), at its hour. */
const WEEKLY_DAY = 1;

/**
 * The latest moment at or before `now` the source's schedule starts a run: its hour today in the
 * shop's time zone, or the day before; for a weekly one, the Monday's. None when it is off.
 */
export function latestSlot(settings: SourceSettings, now: number, timeZone: string): number | null {
	if (settings.schedule === 'off') return null;
	const local = new TZDate(now, timeZone);
	let slot = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), settings.hour, 0, 0, timeZone);
	const back = () => {
		slot = new TZDate(slot.getFullYear(), slot.getMonth(), slot.getDate() - 1, settings.hour, 0, 0, timeZone);
	};
	if (slot.getTime() > now) back();
	if (settings.schedule === 'weekly') while (slot.getDay() !== WEEKLY_DAY) back();
	return slot.getTime();
}

/** The next moment after `now` the schedule starts a run. */
export function nextSlot(settings: SourceSettings, now: number, timeZone: string): number | null {
	const latest = latestSlot(settings, now, timeZone);
	if (latest === null) return null;
	const days = settings.schedule === 'weekly' ? 7 : 1;
	const local = new TZDate(latest, timeZone);
	// By the calendar, not by 24 hours: a day of a clock change is 23 or 25 hours long.
	const next = new TZDate(
		local.getFullYear(),
		local.getMonth(),
		local.getDate() + days,
		settings.hour,
		0,
		0,
		timeZone,
	);
	return next.getTime();
}

/**
 * Whether the source's schedule wants a run now: its latest slot has passed since `since`, the
 * later of its last run's start and when its schedule was saved (or, for a source never run nor
 * set, since this server started: a new shop is not sent downloading the moment it starts).
 */
export const isDue = (settings: SourceSettings, now: number, timeZone: string, since: number): boolean => {
	const slot = latestSlot(settings, now, timeZone);
	return slot !== null && slot > since;
};
