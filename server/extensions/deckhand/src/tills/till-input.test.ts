import { describe, expect, it } from 'vitest';
import { CLOSE_TILL, OPEN_TILL, PAID_IN_OUT } from '@deckhand/contract/tills/till-input.ts';
import { parseBody } from '../domain/request-body.ts';
import { parseHistoryQuery, parsePathId } from './till-input.ts';

const parseOpenTill = (body: unknown) => parseBody(OPEN_TILL, body);
const parsePaidInOut = (body: unknown) => parseBody(PAID_IN_OUT, body);
const parseCloseTill = (body: unknown) => parseBody(CLOSE_TILL, body);

const refusal = (field: string, bounds: object = {}) =>
	expect.objectContaining({ extensions: expect.objectContaining({ field, ...bounds }) });

describe('the till commands read their input exactly', () => {
	it('reads a float from 0 to 10 000 000 minor units', () => {
		expect(parseOpenTill({ float: 0 })).toEqual({ float: 0 });
		expect(parseOpenTill({ float: 10_000_000 })).toEqual({ float: 10_000_000 });
		for (const float of [-1, 10_000_001, 1.5, '100', null])
			expect(() => parseOpenTill({ float })).toThrow(refusal('float', { min: 0, max: 10_000_000 }));
	});

	it('reads paid in and out with a trimmed reason, which is required', () => {
		expect(parsePaidInOut({ kind: 'paid_out', amount: 300, reason: ' Window cleaner ' })).toEqual({
			kind: 'paid_out',
			amount: 300,
			reason: 'Window cleaner',
		});
		expect(() => parsePaidInOut({ kind: 'paid_out', amount: 300, reason: '  ' })).toThrow(
			refusal('reason', { min: 1, max: 200 }),
		);
		expect(() => parsePaidInOut({ kind: 'cash_sale', amount: 300, reason: 'x' })).toThrow(refusal('kind'));
		expect(() => parsePaidInOut({ kind: 'paid_in', amount: 0, reason: 'x' })).toThrow(
			refusal('amount', { min: 1 }),
		);
	});

	it('reads the counted cash, an optional note and whether it was counted twice', () => {
		expect(parseCloseTill({ counted: 12_345, note: '  ' })).toEqual({
			counted: 12_345,
			note: null,
			recounted: false,
		});
		expect(parseCloseTill({ counted: 12_345, recounted: true })).toEqual({
			counted: 12_345,
			note: null,
			recounted: true,
		});
		expect(() => parseCloseTill({ counted: 5, recounted: 'yes' })).toThrow(refusal('recounted'));
		expect(() => parseCloseTill({ counted: -5 })).toThrow(refusal('counted'));
		expect(() => parseCloseTill({ counted: 5, note: 'x'.repeat(501) })).toThrow(refusal('note', { max: 500 }));
	});

	it('reads path ids and the history page', () => {
		expect(parsePathId('12', 'till')).toBe(12);
		for (const raw of ['0', '-1', '1.5', 'abc', ''])
			expect(() => parsePathId(raw, 'session')).toThrow(refusal('session'));
		expect(parseHistoryQuery({})).toEqual({ page: 1, limit: 25 });
		expect(() => parseHistoryQuery({ limit: '101' })).toThrow(refusal('limit', { max: 100 }));
		expect(() => parseHistoryQuery({ page: ['1'] })).toThrow(refusal('page'));
	});
});
