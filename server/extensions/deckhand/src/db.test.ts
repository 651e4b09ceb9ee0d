import { describe, expect, it } from 'vitest';
import { dbDay } from './db.ts';

/** Local midnight of 14 June 2024, as a day is written by Directus and read from PostgreSQL. */
const midnight = new Date(2024, 5, 14);

describe("a date column's day", () => {
	it('is the local day of a PostgreSQL date', () => {
		expect(dbDay(midnight)).toBe('2024-06-14');
	});

	it('is the local day of the milliseconds SQLite keeps for a day Directus wrote, as a number or as text', () => {
		expect(dbDay(midnight.getTime())).toBe('2024-06-14');
		expect(dbDay(String(midnight.getTime()))).toBe('2024-06-14');
	});

	it('is the text of a day written as text', () => {
		expect(dbDay('2024-06-14')).toBe('2024-06-14');
		expect(dbDay('2024-06-14 00:00:00')).toBe('2024-06-14');
	});
});
