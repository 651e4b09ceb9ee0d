import { TZDate } from '@date-fns/tz';
import {
	addDays,
	addMonths,
	differenceInCalendarDays,
	endOfISOWeek,
	endOfMonth,
	format,
	getDaysInMonth,
	startOfISOWeek,
	startOfMonth,
} from 'date-fns';
import {
	CUSTOM_DAYS_MAX,
	FIRST_DAY,
	type Day,
	type DayRange,
	type Grain,
	type PeriodRequest,
} from '@deckhand/contract/reports/period.ts';
import { invalid } from '../errors.ts';

/*
 * The reports' time (docs/reports.md, "Periods and the shop's day"): periods are whole calendar
 * days of the shop's time zone, turned into moments only at the end, so a day is 23 or 25 hours
 * long when the clocks change and every boundary is midnight there. Pure: "now" and the zone are
 * given, the database is never asked to do time-zone arithmetic.
 */

/** Days and the moments they cover, in milliseconds: `start` (midnight of `from`) included, `end` (midnight after `to`) excluded. */
export interface Span extends DayRange {
	start: number;
	end: number;
}

/** One bar of a series: its own label (the day, the week's Monday, the month) and the days of the period it covers. */
export interface Bucket extends Span {
	label: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day as written, when it is one of the calendar (2026-02-30 is not); else null. */
export function readDay(text: string): Day | null {
	const match = DAY.exec(text);
	if (!match) return null;
	const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
	const date = new Date(Date.UTC(year, month - 1, day));
	return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
		? text
		: null;
}

/** A day on a calendar without clocks (UTC), for counting days, weeks and months. */
function onCalendar(day: Day): TZDate {
	const [year, month, date] = day.split('-').map(Number) as [number, number, number];
	return new TZDate(year, month - 1, date, 'UTC');
}

const dayOf = (date: Date): Day => format(date, 'yyyy-MM-dd');

export const plusDays = (day: Day, days: number): Day => dayOf(addDays(onCalendar(day), days));

/** Days from `from` to `to`, both counted. */
export const dayCount = ({ from, to }: DayRange): number =>
	differenceInCalendarDays(onCalendar(to), onCalendar(from)) + 1;

/** The day it is now in the shop's time zone. */
export function shopToday(now: number, timeZone: string): Day {
	return dayOf(new TZDate(now, timeZone));
}

/**
 * The first moment of a day in the zone: its midnight, or where a zone skips midnight when its
 * clocks go forward (America/Santiago), the first moment the day has.
 */
export function dayStart(day: Day, timeZone: string): number {
	const [year, month, date] = day.split('-').map(Number) as [number, number, number];
	return new TZDate(year, month - 1, date, timeZone).getTime();
}

export function spanOf(range: DayRange, timeZone: string): Span {
	return { ...range, start: dayStart(range.from, timeZone), end: dayStart(plusDays(range.to, 1), timeZone) };
}

/** The same number of days just before. */
function daysBefore(range: DayRange): DayRange {
	return { from: plusDays(range.from, -dayCount(range)), to: plusDays(range.from, -1) };
}

/**
 * A custom period's days: both real days, `from` ≤ `to`, from 2000-01-01 to today, at most 366
 * days. Each refusal names the parameter and its bound.
 */
export function customRange(from: Day, to: Day, today: Day, timeZone: string): DayRange {
	if (from < FIRST_DAY) throw invalid('from', `from must be ${FIRST_DAY} or later.`);
	if (to > today) throw invalid('to', `to must be today (${today} in the shop's time zone, ${timeZone}) or earlier.`);
	if (from > to) throw invalid('from', `from must be on or before to (${to}).`);
	const range = { from, to };
	if (dayCount(range) > CUSTOM_DAYS_MAX) {
		const latest = plusDays(from, CUSTOM_DAYS_MAX - 1);
		throw invalid(
			'to',
			`A period is at most ${CUSTOM_DAYS_MAX} days: from ${from}, to may be ${latest} at the latest.`,
			{ max: CUSTOM_DAYS_MAX },
		);
	}
	return range;
}

/**
 * The days of a period and of the period it is compared with. Today, 7 and 30 days end today
 * (7 days: today and the 6 before); this month runs from its 1st to today; the previous period
 * is the same number of days just before, except for a month: the same days of the month before,
 * clipped to its length (31 March compares with 1–28 February, 15 March with 1–15 February).
 */
export function periodDays(
	request: PeriodRequest,
	today: Day,
	timeZone: string,
): { current: DayRange; previous: DayRange } {
	switch (request.period) {
		case 'today':
		case '7d':
		case '30d': {
			const days = { today: 1, '7d': 7, '30d': 30 }[request.period];
			const current = { from: plusDays(today, 1 - days), to: today };
			return { current, previous: daysBefore(current) };
		}
		case 'month': {
			const first = startOfMonth(onCalendar(today));
			const monthBefore = addMonths(first, -1);
			const lastDay = Math.min(onCalendar(today).getDate(), getDaysInMonth(monthBefore));
			return {
				current: { from: dayOf(first), to: today },
				previous: { from: dayOf(monthBefore), to: dayOf(addDays(monthBefore, lastDay - 1)) },
			};
		}
		case 'custom': {
			const current = customRange(request.from, request.to, today, timeZone);
			return { current, previous: daysBefore(current) };
		}
	}
}

/** The first and last day of the day, ISO week (Monday to Sunday) or month a day is in. */
function grainOf(day: Day, grain: Grain): { first: Day; last: Day; label: string } {
	const date = onCalendar(day);
	switch (grain) {
		case 'day':
			return { first: day, last: day, label: day };
		case 'week':
			return {
				first: dayOf(startOfISOWeek(date)),
				last: dayOf(endOfISOWeek(date)),
				label: dayOf(startOfISOWeek(date)),
			};
		case 'month':
			return { first: dayOf(startOfMonth(date)), last: dayOf(endOfMonth(date)), label: format(date, 'yyyy-MM') };
	}
}

/**
 * A period cut into days, ISO weeks or months, in order, each bucket clipped to the period (a
 * period starting on a Wednesday has a first week of five days, labelled by its Monday).
 */
export function bucketsOf(range: DayRange, grain: Grain, timeZone: string): Bucket[] {
	const buckets: Bucket[] = [];
	for (let from = range.from; from <= range.to;) {
		const { last, label } = grainOf(from, grain);
		const to = last < range.to ? last : range.to;
		buckets.push({ label, ...spanOf({ from, to }, timeZone) });
		from = plusDays(to, 1);
	}
	return buckets;
}
