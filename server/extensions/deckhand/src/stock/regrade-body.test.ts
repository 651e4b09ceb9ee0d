import { describe, expect, it } from 'vitest';
import { parseRegrade } from './regrade-input.ts';
import { refusalOf } from '../../../../../tests/harness/refusal-of.ts';

const refusal = (body: unknown) => refusalOf(() => parseRegrade(body));

describe('the body of a regrade', () => {
	it('takes the parts of the identity that differ, the language trimmed, and no note as none', () => {
		expect(parseRegrade({ sku: 4, quantity: 2, to: { condition: 'LP', language: ' JP ' } })).toEqual({
			sku: 4,
			quantity: 2,
			to: { condition: 'LP', language: 'JP' },
			note: null,
		});
	});

	it.each([
		[{ quantity: 1, to: { condition: 'LP' } }, 'sku'],
		[{ sku: 1, quantity: 0, to: { condition: 'LP' } }, 'quantity'],
		[{ sku: 1, quantity: 1.5, to: { condition: 'LP' } }, 'quantity'],
		[{ sku: 1, quantity: 1 }, 'to'],
		[{ sku: 1, quantity: 1, to: 'LP' }, 'to'],
		[{ sku: 1, quantity: 1, to: {} }, 'to'],
		[{ sku: 1, quantity: 1, to: { condition: 'Mint' } }, 'to.condition'],
		[{ sku: 1, quantity: 1, to: { finish: 'gold' } }, 'to.finish'],
		[{ sku: 1, quantity: 1, to: { card: 0 } }, 'to.card'],
		[{ sku: 1, quantity: 1, to: { condition: 'LP', colour: 'red' } }, 'to.colour'],
		[{ sku: 1, quantity: 1, to: { condition: 'LP' }, note: 5 }, 'note'],
	])('refuses %j on %s', (body, field) => {
		expect(refusal(body)?.field).toBe(field);
	});

	it('names the bounds', () => {
		expect(refusal({ sku: 1, quantity: 10_001, to: { condition: 'LP' } })).toMatchObject({ min: 1, max: 10_000 });
		expect(refusal({ sku: 1, quantity: 1, to: { language: 'x'.repeat(9) } })).toMatchObject({
			field: 'to.language',
			min: 1,
			max: 8,
		});
	});
});
