/*
 * The reports' periods as a request names them (docs/reports.md, "Periods and the shop's day"):
 * whole calendar days of the shop's time zone. The server turns them into moments.
 */

/** A calendar day of the shop's time zone, `YYYY-MM-DD`. */
export type Day = string;

export const PERIODS = ['today', '7d', '30d', 'month', 'custom'] as const;
export type PeriodName = (typeof PERIODS)[number];

export const GRAINS = ['day', 'week', 'month'] as const;
export type Grain = (typeof GRAINS)[number];

/** The longest custom period, in days: a leap year. */
export const CUSTOM_DAYS_MAX = 366;
/** The first day a period may start on (no shop's books go further back; it keeps years four-digit). */
export const FIRST_DAY: Day = '2000-01-01';

/** Days, both included. */
export interface DayRange {
	from: Day;
	to: Day;
}

export type PeriodRequest = { period: Exclude<PeriodName, 'custom'> } | { period: 'custom'; from: Day; to: Day };
