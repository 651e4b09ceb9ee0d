import { describe, expect, it } from 'vitest';
import { isDue, latestSlot, nextSlot } from './source-schedule.ts';

const daily = { address: null, schedule: 'daily', hour: 4 } as const;
const weekly = { ...daily, schedule: 'weekly' } as const;
const at = (iso: string) => Date.parse(iso);

describe('a source’s schedule', () => {
	it('starts a daily run at its hour of the shop’s day: today once it has passed, else yesterday', () => {
		expect(latestSlot(daily, at('2026-03-10T05:00:00Z'), 'UTC')).toBe(at('2026-03-10T04:00:00Z'));
		expect(latestSlot(daily, at('2026-03-10T03:59:00Z'), 'UTC')).toBe(at('2026-03-09T04:00:00Z'));
		expect(nextSlot(daily, at('2026-03-10T05:00:00Z'), 'UTC')).toBe(at('2026-03-11T04:00:00Z'));
	});

	it('reads the hour in the shop’s time zone, across a change of the clocks', () => {
		// Berlin: 4 in the morning is 03:00 UTC in winter; the clocks go forward on 29 March 2026.
		expect(latestSlot(daily, at('2026-03-28T12:00:00Z'), 'Europe/Berlin')).toBe(at('2026-03-28T03:00:00Z'));
		expect(nextSlot(daily, at('2026-03-28T12:00:00Z'), 'Europe/Berlin')).toBe(at('2026-03-29T02:00:00Z'));
	});

	it('starts a weekly run on Mondays', () => {
		// 2026-03-12 is a Thursday; the Monday before is the 9th.
		expect(latestSlot(weekly, at('2026-03-12T10:00:00Z'), 'UTC')).toBe(at('2026-03-09T04:00:00Z'));
		expect(nextSlot(weekly, at('2026-03-12T10:00:00Z'), 'UTC')).toBe(at('2026-03-16T04:00:00Z'));
	});

	it('is due once its slot has passed since the last run (or since it was set), and never when off', () => {
		const now = at('2026-03-10T05:00:00Z');
		expect(isDue(daily, now, 'UTC', at('2026-03-09T04:00:05Z'))).toBe(true);
		expect(isDue(daily, now, 'UTC', at('2026-03-10T04:00:05Z'))).toBe(false);
		expect(isDue({ ...daily, schedule: 'off' }, now, 'UTC', 0)).toBe(false);
		expect(nextSlot({ ...daily, schedule: 'off' }, now, 'UTC')).toBeNull();
	});
});
