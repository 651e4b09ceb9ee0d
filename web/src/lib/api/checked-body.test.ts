import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { describeError } from '../directus/errors.ts';
import { checkBody } from './checked-body.ts';

describe('checkBody', () => {
	it('lets a body its endpoint’s schema takes go, and one of an endpoint without a schema', () => {
		expect(() => checkBody(ENDPOINTS.creditAdjust, { customer: 1, amount: -250, note: 'Goodwill' })).not.toThrow();
		expect(() => checkBody(ENDPOINTS.buylist, undefined)).not.toThrow();
	});

	it('refuses one as the server would, so the form says the server’s sentence beside the field', () => {
		let refused: unknown;
		try {
			checkBody(ENDPOINTS.creditAdjust, { customer: 1, amount: 0, note: 'Goodwill' });
		} catch (error) {
			refused = error;
		}
		expect(describeError(refused)).toMatchObject({
			kind: 'invalid',
			code: 'VALIDATION_FAILED',
			field: 'amount',
			message: expect.stringMatching(/^The amount must be a whole number of minor units other than 0/),
		});
	});
});
