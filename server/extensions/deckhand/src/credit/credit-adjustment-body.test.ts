import { describe, expect, it } from 'vitest';
import { CREDIT_ADJUSTMENT } from '@deckhand/contract/credit/credit-adjustment.ts';
import { parseBody } from '../domain/request-body.ts';
import { refusalOf } from '../../../../../tests/harness/refusal-of.ts';

const parseCreditAdjustment = (body: unknown) => parseBody(CREDIT_ADJUSTMENT, body);

const refusal = (body: unknown) => refusalOf(() => parseCreditAdjustment(body));

describe('the body of a store-credit adjustment', () => {
	it('accepts a credit and a debit at the bounds and trims the note', () => {
		expect(parseCreditAdjustment({ customer: 3, amount: 10_000_000, note: '  goodwill ' })).toEqual({
			customer: 3,
			amount: 10_000_000,
			note: 'goodwill',
		});
		expect(parseCreditAdjustment({ customer: 3, amount: -10_000_000, note: 'x'.repeat(1_000) }).amount).toBe(
			-10_000_000,
		);
	});

	it.each([
		[{ amount: 100, note: 'n' }, 'customer'],
		[{ customer: 0, amount: 100, note: 'n' }, 'customer'],
		[{ customer: 1, amount: 0, note: 'n' }, 'amount'],
		[{ customer: 1, amount: 10_000_001, note: 'n' }, 'amount'],
		[{ customer: 1, amount: -10_000_001, note: 'n' }, 'amount'],
		[{ customer: 1, amount: 1.5, note: 'n' }, 'amount'],
		[{ customer: 1, amount: '100', note: 'n' }, 'amount'],
		[{ customer: 1, amount: 100 }, 'note'],
		[{ customer: 1, amount: 100, note: '   ' }, 'note'],
		[{ customer: 1, amount: 100, note: 'x'.repeat(1_001) }, 'note'],
		[null, 'customer'],
	])('refuses %j on %s', (body, field) => {
		expect(refusal(body)?.field).toBe(field);
	});

	it('names the bounds', () => {
		expect(refusal({ customer: 1, amount: 0, note: 'n' })).toMatchObject({ min: -10_000_000, max: 10_000_000 });
		expect(refusal({ customer: 1, amount: 1, note: '' })).toMatchObject({ min: 1, max: 1_000 });
	});
});
