import { describe, expect, it } from 'vitest';
import { exportDateRange } from './export-address.ts';

describe('export date ranges', () => {
	it('turns a range of calendar days into the moments the list compares with, both days whole', () => {
		// Berlin in winter: an hour ahead of UTC (getTimezoneOffset says -60).
		expect(exportDateRange({ from: '2026-11-01', to: '2026-11-30' }, -60)).toEqual({
			from: '2026-10-31T23:00:00.000Z',
			to: '2026-11-30T23:00:00.000Z',
		});
		expect(exportDateRange({ to: '2026-11-30' }, 0)).toEqual({ to: '2026-12-01T00:00:00.000Z' });
		expect(exportDateRange({})).toEqual({});
	});
});
