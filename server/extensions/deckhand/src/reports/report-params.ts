import { z } from 'zod';
import { parseParams } from '../exports/export-params.ts';
import { invalid } from '../errors.ts';
import {
	GRAINS,
	PERIODS,
	type Day,
	type DayRange,
	type Grain,
	type PeriodRequest,
} from '@deckhand/contract/reports/period.ts';
import type { ReportPeriods } from '@deckhand/contract/reports/report-params.ts';
import { bucketsOf, customRange, periodDays, readDay, shopToday, spanOf, type Bucket, type Span } from './period.ts';

/*
 * The reports' query strings (docs/reports.md): each refusal is VALIDATION_FAILED naming the
 * parameter and what it takes. Parameters a route does not read (`access_token`) are left alone.
 */

const day = (field: string) => {
	const message = `${field} must be a day written YYYY-MM-DD, such as 2026-11-01.`;
	return z
		.string({ error: message })
		.refine((text) => readDay(text) !== null, { error: message })
		.optional();
};

const enumOf = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
	z.enum(values, { error: `${field} must be one of ${values.join(', ')}.` });

const periodParams = z.object({ period: enumOf('period', PERIODS), from: day('from'), to: day('to') });
const grainParams = z.object({ grain: enumOf('grain', GRAINS) });
const rangeParams = z.object({ from: day('from'), to: day('to') });
const csvParams = z.object({ format: enumOf('format', ['json', 'csv']).optional() });

type Query = Record<string, unknown>;

/** `period` (today, 7d, 30d, month, custom) with `from` and `to` for a custom one, and only then. */
export function parsePeriodRequest(query: Query): PeriodRequest {
	const { period, from, to } = parseParams(periodParams, query);
	if (period !== 'custom') {
		if (from !== undefined || to !== undefined)
			throw invalid(from !== undefined ? 'from' : 'to', 'from and to are given only with period=custom.');
		return { period };
	}
	if (from === undefined)
		throw invalid('from', 'from is needed with period=custom: the first day, written YYYY-MM-DD.');
	if (to === undefined) throw invalid('to', 'to is needed with period=custom: the last day, written YYYY-MM-DD.');
	return { period, from, to };
}

export const parseGrain = (query: Query): Grain => parseParams(grainParams, query).grain;

/** A report's days: `from` and `to`, both needed, as a custom period's (docs/reports.md). */
export function parseReportDays(query: Query): { from: Day; to: Day } {
	const { from, to } = parseParams(rangeParams, query);
	if (from === undefined) throw invalid('from', 'from is needed: the first day of the report, written YYYY-MM-DD.');
	if (to === undefined) throw invalid('to', 'to is needed: the last day of the report, written YYYY-MM-DD.');
	return { from, to };
}

/** Whether a report is asked as CSV (`format=csv`) rather than JSON (`format=json`, or none). */
export const wantsCsv = (query: Query): boolean => parseParams(csvParams, query).format === 'csv';

/** The shop's clock: its time zone and the moment "now" is. */
export interface ShopClock {
	timeZone: string;
	now: number;
}

/** A period and the one it is compared with, as the shop's days and the moments they cover. */
export interface PeriodSpans {
	current: Span;
	previous: Span;
	timeZone: string;
}

export function periodSpans(request: PeriodRequest, { timeZone, now }: ShopClock): PeriodSpans {
	const { current, previous } = periodDays(request, shopToday(now, timeZone), timeZone);
	return { current: spanOf(current, timeZone), previous: spanOf(previous, timeZone), timeZone };
}

const days = ({ from, to }: DayRange): DayRange => ({ from, to });

/** The periods as the answers give them: days (both included) and the time zone they are days of. */
export const periodsOf = ({ current, previous, timeZone }: PeriodSpans): ReportPeriods => ({
	period: days(current),
	previous: days(previous),
	time_zone: timeZone,
});

/** A report's days checked as a custom period's, cut into days. */
export function reportDays(days: { from: Day; to: Day }, { timeZone, now }: ShopClock): Bucket[] {
	const range = customRange(days.from, days.to, shopToday(now, timeZone), timeZone);
	return bucketsOf(range, 'day', timeZone);
}
