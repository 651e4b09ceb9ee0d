import { describe, expect, it } from 'vitest';
import { alignedRows, bucketWords } from './bucket-rows.ts';

describe("a chart's buckets", () => {
	it('names a day, a week by its Monday and a month in words', () => {
		expect(bucketWords('2026-11-20', 'day')).toBe('11/20/2026');
		expect(bucketWords('2026-11-16', 'week')).toBe('Week of 11/16/2026');
		expect(bucketWords('2026-11', 'month')).toBe('November 2026');
	});

	it('sets each bucket beside the previous period’s of the same index', () => {
		const rows = alignedRows(
			[
				{ label: '2026-03-01', sales: 5 },
				{ label: '2026-03-02', sales: 7 },
			],
			[
				{ label: '2026-02-01', sales: 3 },
				{ label: '2026-02-02', sales: 4 },
			],
		);
		expect(rows.map((row) => [row.label, row.current?.sales, row.previous?.sales])).toEqual([
			['2026-03-01', 5, 3],
			['2026-03-02', 7, 4],
		]);
	});

	it('keeps every bucket of the longer period, named by the one it has', () => {
		const longer = alignedRows([{ label: '2026-03-30' }, { label: '2026-03-31' }], [{ label: '2026-02-28' }]);
		expect(longer.map((row) => [row.label, row.previous?.label])).toEqual([
			['2026-03-30', '2026-02-28'],
			['2026-03-31', undefined],
		]);
		const shorter = alignedRows([{ label: '2026-11-16' }], [{ label: '2026-11-02' }, { label: '2026-11-09' }]);
		expect(shorter.map((row) => [row.label, row.current?.label])).toEqual([
			['2026-11-16', '2026-11-16'],
			['2026-11-09', undefined],
		]);
	});
});
