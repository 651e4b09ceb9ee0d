import { describe, expect, it } from 'vitest';
import { plusDays, spanOf } from './period.ts';
import { DAY_MS, splitAtUtcDays, utcDayOf, type UtcSplit } from './utc-days.ts';

const at = (iso: string) => Date.parse(iso);
const day = (iso: string) => utcDayOf(at(`${iso}T00:00:00Z`));
const split = (from: string, to: string, zone: string) => splitAtUtcDays(spanOf({ from, to }, zone));
/** The split written as UTC moments and days, for reading. */
const shown = ({ days, edges }: UtcSplit) => ({
	days: days && {
		first: new Date(days.first * DAY_MS).toISOString().slice(0, 10),
		end: new Date(days.end * DAY_MS).toISOString().slice(0, 10),
	},
	edges: edges.map(({ start, end }) => [new Date(start).toISOString(), new Date(end).toISOString()]),
});

describe('a period cut at UTC midnights', () => {
	it('is whole UTC days and nothing else for a shop in UTC', () => {
		expect(split('2026-11-01', '2026-11-30', 'UTC')).toEqual({
			days: { first: day('2026-11-01'), end: day('2026-12-01') },
			edges: [],
		});
		expect(split('2026-11-24', '2026-11-24', 'UTC')).toEqual({
			days: { first: day('2026-11-24'), end: day('2026-11-25') },
			edges: [],
		});
	});

	it('leaves one Berlin day to the lines: it holds no whole UTC day', () => {
		expect(shown(split('2026-01-15', '2026-01-15', 'Europe/Berlin'))).toEqual({
			days: null,
			edges: [['2026-01-14T23:00:00.000Z', '2026-01-15T23:00:00.000Z']],
		});
	});

	it('reads a Berlin week across the night the clocks went forward as six UTC days, an hour before and 22 hours after', () => {
		expect(shown(split('2025-03-27', '2025-04-02', 'Europe/Berlin'))).toEqual({
			days: { first: '2025-03-27', end: '2025-04-02' },
			edges: [
				['2025-03-26T23:00:00.000Z', '2025-03-27T00:00:00.000Z'],
				['2025-04-02T00:00:00.000Z', '2025-04-02T22:00:00.000Z'],
			],
		});
	});

	it('reads a New York week across the night the clocks went back as six UTC days, 20 hours before and 5 after', () => {
		expect(shown(split('2025-10-30', '2025-11-05', 'America/New_York'))).toEqual({
			days: { first: '2025-10-31', end: '2025-11-06' },
			edges: [
				['2025-10-30T04:00:00.000Z', '2025-10-31T00:00:00.000Z'],
				['2025-11-06T00:00:00.000Z', '2025-11-06T05:00:00.000Z'],
			],
		});
	});

	it('starts the Chilean day the clocks skip midnight at its first moment, 01:00', () => {
		expect(shown(split('2026-09-06', '2026-09-07', 'America/Santiago'))).toEqual({
			days: { first: '2026-09-07', end: '2026-09-08' },
			edges: [
				['2026-09-06T04:00:00.000Z', '2026-09-07T00:00:00.000Z'],
				['2026-09-08T00:00:00.000Z', '2026-09-08T03:00:00.000Z'],
			],
		});
	});

	it('reads a year of Berlin days as 364 UTC days and the hour before and the 23 after', () => {
		const { days, edges } = split('2025-01-01', '2025-12-31', 'Europe/Berlin');
		expect(days!.end - days!.first).toBe(364);
		expect(edges.map(({ start, end }) => (end - start) / 3_600_000)).toEqual([1, 23]);
	});

	it.each(['Europe/Berlin', 'America/New_York', 'America/Santiago', 'Asia/Kolkata', 'Pacific/Chatham', 'UTC'])(
		'covers every period of one and of seven days in %s exactly once, in order, each edge under a day',
		(zone) => {
			for (let from = '2025-01-01'; from <= '2026-12-31'; from = plusDays(from, 1)) {
				for (const length of [1, 7]) {
					const span = spanOf({ from, to: plusDays(from, length - 1) }, zone);
					const { days, edges } = splitAtUtcDays(span);
					const pieces = [
						...edges,
						...(days ? [{ start: days.first * DAY_MS, end: days.end * DAY_MS }] : []),
					].sort((a, b) => a.start - b.start);
					expect(pieces[0]!.start).toBe(span.start);
					expect(pieces.at(-1)!.end).toBe(span.end);
					for (const [index, piece] of pieces.entries()) {
						expect(piece.end).toBeGreaterThan(piece.start);
						if (index > 0) expect(piece.start).toBe(pieces[index - 1]!.end);
					}
					for (const edge of edges) if (days) expect(edge.end - edge.start).toBeLessThan(DAY_MS);
				}
			}
		},
	);
});
