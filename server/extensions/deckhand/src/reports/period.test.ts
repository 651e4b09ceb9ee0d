import { describe, expect, it } from 'vitest';
import { bucketsOf, customRange, dayCount, dayStart, periodDays, readDay, shopToday, spanOf } from './period.ts';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const hours = (span: { start: number; end: number }) => (span.end - span.start) / HOUR;

/** The field and sentence of a refusal. */
function refusal(run: () => unknown): { field: unknown; max?: unknown; message: string } {
	try {
		run();
	} catch (error) {
		const { field, max } = (error as { extensions: { field: unknown; max?: unknown } }).extensions;
		return { field, ...(max === undefined ? {} : { max }), message: (error as Error).message };
	}
	throw new Error('nothing was refused');
}

describe("the shop's day", () => {
	it('is the calendar day in the shop’s time zone, not the server’s', () => {
		const lateEvening = at('2026-11-24T23:30:00Z');
		expect(shopToday(lateEvening, 'UTC')).toBe('2026-11-24');
		expect(shopToday(lateEvening, 'Europe/Berlin')).toBe('2026-11-25');
		expect(shopToday(lateEvening, 'America/New_York')).toBe('2026-11-24');
		expect(shopToday(at('2026-11-25T04:59:59Z'), 'America/New_York')).toBe('2026-11-24');
		expect(shopToday(at('2026-11-25T05:00:00Z'), 'America/New_York')).toBe('2026-11-25');
	});

	it('starts at midnight there, in winter and in summer time', () => {
		expect(dayStart('2026-01-15', 'Europe/Berlin')).toBe(at('2026-01-14T23:00:00Z'));
		expect(dayStart('2026-07-15', 'Europe/Berlin')).toBe(at('2026-07-14T22:00:00Z'));
		expect(dayStart('2026-07-15', 'America/New_York')).toBe(at('2026-07-15T04:00:00Z'));
		expect(dayStart('2026-07-15', 'UTC')).toBe(at('2026-07-15T00:00:00Z'));
	});

	it('starts at its first moment where the clocks skip midnight (Chile goes from 00:00 to 01:00)', () => {
		expect(dayStart('2026-09-06', 'America/Santiago')).toBe(at('2026-09-06T04:00:00Z'));
		expect(hours(spanOf({ from: '2026-09-05', to: '2026-09-05' }, 'America/Santiago'))).toBe(24);
		expect(hours(spanOf({ from: '2026-09-06', to: '2026-09-06' }, 'America/Santiago'))).toBe(23);
	});

	it('reads only real days written YYYY-MM-DD', () => {
		expect(readDay('2028-02-29')).toBe('2028-02-29');
		for (const text of [
			'2026-02-29',
			'2026-13-01',
			'2026-00-10',
			'2026-1-5',
			'26-11-01',
			'2026-11-01T00:00:00Z',
			' 2026-11-01',
			'',
		])
			expect(readDay(text)).toBeNull();
	});
});

describe('a period and the one before it', () => {
	const today = '2026-11-24';

	it('today against yesterday', () => {
		expect(periodDays({ period: 'today' }, today, 'UTC')).toEqual({
			current: { from: today, to: today },
			previous: { from: '2026-11-23', to: '2026-11-23' },
		});
	});

	it('7 days: today and the 6 before, against the 7 before those', () => {
		expect(periodDays({ period: '7d' }, today, 'UTC')).toEqual({
			current: { from: '2026-11-18', to: today },
			previous: { from: '2026-11-11', to: '2026-11-17' },
		});
	});

	it('30 days across a month end, against the 30 before', () => {
		const { current, previous } = periodDays({ period: '30d' }, '2026-03-05', 'UTC');
		expect(current).toEqual({ from: '2026-02-04', to: '2026-03-05' });
		expect(previous).toEqual({ from: '2026-01-05', to: '2026-02-03' });
		expect([dayCount(current), dayCount(previous)]).toEqual([30, 30]);
	});

	it('this month to today, against the same days of the month before', () => {
		expect(periodDays({ period: 'month' }, '2026-11-15', 'UTC')).toEqual({
			current: { from: '2026-11-01', to: '2026-11-15' },
			previous: { from: '2026-10-01', to: '2026-10-15' },
		});
		expect(periodDays({ period: 'month' }, '2026-11-01', 'UTC')).toEqual({
			current: { from: '2026-11-01', to: '2026-11-01' },
			previous: { from: '2026-10-01', to: '2026-10-01' },
		});
	});

	it('this month clipped to the length of the month before (31 March against February, 31 May against 30 April)', () => {
		expect(periodDays({ period: 'month' }, '2026-03-31', 'UTC').previous).toEqual({
			from: '2026-02-01',
			to: '2026-02-28',
		});
		expect(periodDays({ period: 'month' }, '2028-03-30', 'UTC').previous).toEqual({
			from: '2028-02-01',
			to: '2028-02-29',
		});
		expect(periodDays({ period: 'month' }, '2026-05-31', 'UTC').previous).toEqual({
			from: '2026-04-01',
			to: '2026-04-30',
		});
	});

	it('this month in January against December of the year before', () => {
		expect(periodDays({ period: 'month' }, '2027-01-20', 'UTC')).toEqual({
			current: { from: '2027-01-01', to: '2027-01-20' },
			previous: { from: '2026-12-01', to: '2026-12-20' },
		});
	});

	it('a custom period against as many days just before it', () => {
		expect(periodDays({ period: 'custom', from: '2026-02-27', to: '2026-03-02' }, today, 'UTC')).toEqual({
			current: { from: '2026-02-27', to: '2026-03-02' },
			previous: { from: '2026-02-23', to: '2026-02-26' },
		});
		expect(periodDays({ period: 'custom', from: today, to: today }, today, 'UTC').previous).toEqual({
			from: '2026-11-23',
			to: '2026-11-23',
		});
	});

	it('a custom period of 366 days, ending today', () => {
		const { current, previous } = periodDays({ period: 'custom', from: '2025-11-24', to: today }, today, 'UTC');
		expect(dayCount(current)).toBe(366);
		expect(previous).toEqual({ from: '2024-11-23', to: '2025-11-23' });
	});
});

describe('a custom period is refused naming the parameter and its bound', () => {
	const today = '2026-11-24';

	it('when it ends after today in the shop’s time zone', () => {
		expect(refusal(() => customRange('2026-11-20', '2026-11-25', today, 'Europe/Berlin'))).toEqual({
			field: 'to',
			message: "to must be today (2026-11-24 in the shop's time zone, Europe/Berlin) or earlier.",
		});
	});

	it('when it starts after it ends', () => {
		expect(refusal(() => customRange('2026-11-10', '2026-11-09', today, 'UTC'))).toEqual({
			field: 'from',
			message: 'from must be on or before to (2026-11-09).',
		});
	});

	it('when it is longer than 366 days', () => {
		expect(refusal(() => customRange('2025-11-23', today, today, 'UTC'))).toEqual({
			field: 'to',
			max: 366,
			message: 'A period is at most 366 days: from 2025-11-23, to may be 2026-11-23 at the latest.',
		});
	});

	it('when it starts before 2000', () => {
		expect(refusal(() => customRange('1999-12-31', '2000-01-02', today, 'UTC'))).toEqual({
			field: 'from',
			message: 'from must be 2000-01-01 or later.',
		});
	});
});

describe('days, weeks and months when the clocks change', () => {
	it('cuts a week across the spring change in Berlin into days of 24, 23 (29 March) and 24 hours', () => {
		const days = bucketsOf({ from: '2026-03-27', to: '2026-03-31' }, 'day', 'Europe/Berlin');
		expect(days.map((bucket) => bucket.label)).toEqual([
			'2026-03-27',
			'2026-03-28',
			'2026-03-29',
			'2026-03-30',
			'2026-03-31',
		]);
		expect(days.map(hours)).toEqual([24, 24, 23, 24, 24]);
		expect(days[2]).toEqual({
			label: '2026-03-29',
			from: '2026-03-29',
			to: '2026-03-29',
			start: at('2026-03-28T23:00:00Z'),
			end: at('2026-03-29T22:00:00Z'),
		});
		days.slice(1).forEach((bucket, index) => expect(bucket.start).toBe(days[index]!.end));
	});

	it('gives the autumn change in Berlin (25 October) a day of 25 hours', () => {
		const days = bucketsOf({ from: '2026-10-24', to: '2026-10-26' }, 'day', 'Europe/Berlin');
		expect(days.map(hours)).toEqual([24, 25, 24]);
		expect(days[1]!.start).toBe(at('2026-10-24T22:00:00Z'));
		expect(days[1]!.end).toBe(at('2026-10-25T23:00:00Z'));
	});

	it('gives New York’s changes (8 March, 1 November) days of 23 and 25 hours', () => {
		expect(bucketsOf({ from: '2026-03-07', to: '2026-03-09' }, 'day', 'America/New_York').map(hours)).toEqual([
			24, 23, 24,
		]);
		const autumn = bucketsOf({ from: '2026-10-31', to: '2026-11-02' }, 'day', 'America/New_York');
		expect(autumn.map(hours)).toEqual([24, 25, 24]);
		expect(autumn[1]).toMatchObject({ start: at('2026-11-01T04:00:00Z'), end: at('2026-11-02T05:00:00Z') });
	});

	it('cuts ISO weeks from Monday, the first and last clipped to the period and labelled by their Monday', () => {
		const weeks = bucketsOf({ from: '2026-03-25', to: '2026-04-08' }, 'week', 'Europe/Berlin');
		expect(weeks.map(({ label, from, to }) => ({ label, from, to }))).toEqual([
			{ label: '2026-03-23', from: '2026-03-25', to: '2026-03-29' },
			{ label: '2026-03-30', from: '2026-03-30', to: '2026-04-05' },
			{ label: '2026-04-06', from: '2026-04-06', to: '2026-04-08' },
		]);
		expect(weeks.map(hours)).toEqual([5 * 24 - 1, 7 * 24, 3 * 24]);
	});

	it('cuts a week across New York’s autumn change at its midnights (one hour longer)', () => {
		const [week] = bucketsOf({ from: '2026-10-26', to: '2026-11-01' }, 'week', 'America/New_York');
		expect(week).toEqual({
			label: '2026-10-26',
			from: '2026-10-26',
			to: '2026-11-01',
			start: at('2026-10-26T04:00:00Z'),
			end: at('2026-11-02T05:00:00Z'),
		});
	});

	it('cuts months at the 1st, across both of Berlin’s changes and a year’s end', () => {
		const months = bucketsOf({ from: '2026-02-15', to: '2027-01-10' }, 'month', 'Europe/Berlin');
		expect(months.map((bucket) => bucket.label)).toEqual([
			'2026-02',
			'2026-03',
			'2026-04',
			'2026-05',
			'2026-06',
			'2026-07',
			'2026-08',
			'2026-09',
			'2026-10',
			'2026-11',
			'2026-12',
			'2027-01',
		]);
		expect(months[0]).toMatchObject({ from: '2026-02-15', to: '2026-02-28' });
		expect(months[1]).toMatchObject({
			from: '2026-03-01',
			to: '2026-03-31',
			start: at('2026-02-28T23:00:00Z'),
			end: at('2026-03-31T22:00:00Z'),
		});
		expect(hours(months[1]!)).toBe(31 * 24 - 1);
		expect(hours(months[7]!)).toBe(30 * 24);
		expect(months[8]).toMatchObject({
			label: '2026-10',
			start: at('2026-09-30T22:00:00Z'),
			end: at('2026-10-31T23:00:00Z'),
		});
		expect(hours(months[8]!)).toBe(31 * 24 + 1);
		expect(months.at(-1)).toMatchObject({ from: '2027-01-01', to: '2027-01-10' });
		months.slice(1).forEach((bucket, index) => expect(bucket.start).toBe(months[index]!.end));
	});

	it('covers the period exactly: the buckets join end to start from its first midnight to the midnight after it', () => {
		for (const grain of ['day', 'week', 'month'] as const) {
			const range = { from: '2026-10-20', to: '2026-11-05' };
			const buckets = bucketsOf(range, grain, 'America/New_York');
			const span = spanOf(range, 'America/New_York');
			expect(buckets[0]!.start).toBe(span.start);
			expect(buckets.at(-1)!.end).toBe(span.end);
			buckets.slice(1).forEach((bucket, index) => expect(bucket.start).toBe(buckets[index]!.end));
		}
	});
});
