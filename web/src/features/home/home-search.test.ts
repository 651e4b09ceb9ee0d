import { describe, expect, it } from 'vitest';
import { GRAINS as SERVER_GRAINS, PERIODS as SERVER_PERIODS } from '@deckhand/contract/reports/period.ts';
import { GRAINS, grainOf, PERIODS, periodParams } from './home-period.ts';
import { homeSearchSchema } from './home-search.ts';

describe("Home's address", () => {
	it('offers exactly the periods and grains the server takes', () => {
		expect(PERIODS).toEqual(SERVER_PERIODS);
		expect(GRAINS).toEqual(SERVER_GRAINS);
	});

	it('drops what does not read, so an old or hand-edited address still opens', () => {
		expect(homeSearchSchema.parse({ period: 'year', from: '2026-02-30', to: '2026-11-20', grain: 'hour' })).toEqual(
			{ to: '2026-11-20' },
		);
	});

	it('asks for today by default, and for a custom period with the days the address holds', () => {
		expect(periodParams({})).toEqual({ period: 'today' });
		expect(periodParams({ period: '30d' })).toEqual({ period: '30d' });
		expect(periodParams({ period: 'custom', from: '2026-11-01', to: '2026-11-20' })).toEqual({
			period: 'custom',
			from: '2026-11-01',
			to: '2026-11-20',
		});
	});

	it('sends a custom period missing a day as it is, for the server to name the missing field', () => {
		expect(periodParams({ period: 'custom', to: '2026-11-20' })).toEqual({ period: 'custom', to: '2026-11-20' });
	});

	it('sends days only with a custom period (the server refuses them with any other)', () => {
		expect(periodParams({ period: '7d', from: '2026-11-01', to: '2026-11-20' })).toEqual({ period: '7d' });
	});

	it('draws days up to a month, weeks up to half a year and months beyond, unless the address names a grain', () => {
		expect(grainOf({ period: 'month' })).toBe('day');
		expect(grainOf({ period: 'custom', from: '2026-01-01', to: '2026-01-31' })).toBe('day');
		expect(grainOf({ period: 'custom', from: '2026-01-01', to: '2026-02-01' })).toBe('week');
		expect(grainOf({ period: 'custom', from: '2026-01-01', to: '2026-07-02' })).toBe('week');
		expect(grainOf({ period: 'custom', from: '2026-01-01', to: '2026-07-03' })).toBe('month');
		expect(grainOf({ period: '30d', grain: 'week' })).toBe('week');
	});
});
