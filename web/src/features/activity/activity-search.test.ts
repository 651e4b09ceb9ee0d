import { describe, expect, it } from 'vitest';
import { activityParams, activitySearchSchema } from './activity-search.ts';

describe('the activity address', () => {
	it('asks the server for whole days of the browser calendar, both ends included', () => {
		expect(activityParams({ from: '2026-11-01', to: '2026-11-30' }, -60)).toEqual({
			limit: '50',
			from: '2026-10-31T23:00:00.000Z',
			to: '2026-11-30T23:00:00.000Z',
		});
	});

	it('sends a record id only with its collection', () => {
		expect(activityParams({ item: '12' }, 0)).toEqual({ limit: '50' });
		expect(activityParams({ collection: 'orders', item: '12', kind: 'payments' }, 0)).toEqual({
			limit: '50',
			collection: 'orders',
			item: '12',
			kind: 'payments',
		});
	});

	it('drops what does not read, so an edited address still opens', () => {
		expect(
			activitySearchSchema.parse({
				kind: 'everything',
				person: 'me',
				collection: 'Orders',
				item: 12,
				from: '2026-02-30',
				cursor: 'x'.repeat(61),
			}),
		).toEqual({
			kind: undefined,
			person: undefined,
			collection: undefined,
			item: '12',
			from: undefined,
			to: undefined,
			cursor: undefined,
		});
	});
});
