import { describe, expect, it } from 'vitest';
import { parseCheckoutRequest } from './checkout-input.ts';
import { saleFingerprint } from './sale-key.ts';

const sale = {
	channel: 'counter',
	customer: 7,
	lines: [
		{ sku: 4, quantity: 2 },
		{ sku: 9, quantity: 1 },
	],
	discount: { percent: 10 },
	payments: [{ method: 'cash', amount: 2_000 }],
	complete: true,
	till: 3,
};
const fingerprint = (body: object) => saleFingerprint(parseCheckoutRequest(body));

describe('saleFingerprint', () => {
	it('is the same for the same sale, whatever its key and the order of its lines', () => {
		const same = { ...sale, sale_key: '0b9c2f4e-6d1a-4c8e-9f3b-2a7d5e1c8b40', lines: [...sale.lines].reverse() };
		expect(fingerprint(same)).toBe(fingerprint(sale));
		expect(fingerprint(sale)).toMatch(/^[0-9a-f]{64}$/);
	});

	it.each([
		[
			'a line’s quantity',
			{
				lines: [
					{ sku: 4, quantity: 3 },
					{ sku: 9, quantity: 1 },
				],
			},
		],
		['one line more', { lines: [...sale.lines, { sku: 11, quantity: 1 }] }],
		['the customer', { customer: 8 }],
		['the channel', { channel: 'phone', complete: false }],
		['the discount’s kind', { discount: { amount: 10 } }],
		['the payment', { payments: [{ method: 'card', amount: 2_000 }] }],
		['the till', { till: 4 }],
	])('changes with %s', (_, change) => {
		expect(fingerprint({ ...sale, ...change })).not.toBe(fingerprint(sale));
	});
});
