import { describe, expect, it } from 'vitest';
import { latestDay, readDay } from './day.ts';

describe('a day in a file', () => {
	it('is taken up to tomorrow in UTC, since it is already today somewhere', () => {
		const now = Date.parse('2026-11-24T23:30:00Z');
		expect(latestDay(now)).toBe('2026-11-25');
		expect(readDay('day', '2026-11-25', latestDay(now))).toBe('2026-11-25');
		expect(readDay('day', '2026-11-26', latestDay(now))).toEqual({
			problem: 'day "2026-11-26" is later than today.',
		});
		expect(readDay('day', '', latestDay(now))).toBeNull();
	});

	it('is a calendar day: a leap day only in a leap year', () => {
		expect(readDay('day', '2024-02-29', '2026-11-25')).toBe('2024-02-29');
		expect(readDay('day', '2025-02-29', '2026-11-25')).toEqual({
			problem: 'day "2025-02-29" is not a day written YYYY-MM-DD, such as 2026-11-24.',
		});
	});
});
