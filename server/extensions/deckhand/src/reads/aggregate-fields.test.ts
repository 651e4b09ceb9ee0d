import type { Query, SchemaOverview } from '@directus/types';
import { describe, expect, it } from 'vitest';
import { checkAggregateFields } from './aggregate-fields.ts';

const schema = {
	collections: {
		buylists: {
			fields: {
				id: { type: 'integer' },
				total_credit: { type: 'bigInteger' },
				lines: { type: 'alias' },
			},
		},
	},
} as unknown as SchemaOverview;

const check = (aggregate: Query['aggregate']) => () => checkAggregateFields({ aggregate }, 'buylists', schema);

describe('checkAggregateFields', () => {
	it('takes the collection’s own columns, and * to count rows', () => {
		expect(check({ sum: ['total_credit'], count: ['*'], countDistinct: ['id'] })).not.toThrow();
	});

	it.each([
		[{ sum: ['lines.credit_unit'] }, 'aggregate[sum] names “lines.credit_unit”'],
		[{ count: ['lines'] }, 'aggregate[count] names “lines”'],
		[{ max: ['no_such_field'] }, 'aggregate[max] names “no_such_field”'],
		[{ sum: ['*'] }, 'aggregate[sum] names “*”'],
	])('refuses %j by name', (aggregate, said) => {
		expect(check(aggregate)).toThrow(
			expect.objectContaining({
				code: 'VALIDATION_FAILED',
				status: 400,
				extensions: { field: 'aggregate' },
				message: expect.stringContaining(said),
			}),
		);
	});
});
