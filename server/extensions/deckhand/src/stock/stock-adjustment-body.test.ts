import { describe, expect, it } from 'vitest';
import { STOCK_ADJUSTMENT } from '@deckhand/contract/stock/adjust-input.ts';
import { parseBody } from '../domain/request-body.ts';
import { refusalOf } from '../../../../../tests/harness/refusal-of.ts';

const parseStockAdjustment = (body: unknown) => parseBody(STOCK_ADJUSTMENT, body);

const fieldOf = (body: unknown) => refusalOf(() => parseStockAdjustment(body))?.field;

describe('the body of a stock adjustment', () => {
	it('accepts a valid adjustment and trims the note', () => {
		expect(parseStockAdjustment({ sku: 4, delta: -2, reason: 'damage', note: '  water damage ' })).toEqual({
			sku: 4,
			delta: -2,
			reason: 'damage',
			note: 'water damage',
		});
	});

	it('turns an empty note into none', () => {
		expect(parseStockAdjustment({ sku: 4, delta: 10_000, reason: 'count', note: ' ' }).note).toBeNull();
	});

	it.each([
		[{ delta: 1, reason: 'count' }, 'sku'],
		[{ sku: 0, delta: 1, reason: 'count' }, 'sku'],
		[{ sku: 1, delta: 0, reason: 'count' }, 'delta'],
		[{ sku: 1, delta: 10_001, reason: 'count' }, 'delta'],
		[{ sku: 1, delta: -10_001, reason: 'count' }, 'delta'],
		[{ sku: 1, delta: 0.5, reason: 'count' }, 'delta'],
		[{ sku: 1, delta: 1, reason: 'sale' }, 'reason'],
		[{ sku: 1, delta: 1, reason: 'count', note: 7 }, 'note'],
		[null, 'sku'],
	])('refuses %j on %s', (body, field) => {
		expect(fieldOf(body)).toBe(field);
	});
});
