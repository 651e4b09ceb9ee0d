import { describe, expect, it } from 'vitest';
import { parseCheckoutRequest } from './checkout-input.ts';

function refusal(body: unknown): { field?: string; min?: number; max?: number; message: string } | undefined {
	try {
		parseCheckoutRequest(body);
	} catch (error) {
		const { extensions, message } = error as {
			extensions: { field: string; min?: number; max?: number };
			message: string;
		};
		return { ...extensions, message };
	}
	return undefined;
}

const sale = { channel: 'counter', lines: [{ sku: 4, quantity: 2 }] };

describe('parseCheckoutRequest', () => {
	it('accepts a walk-in counter sale with defaults', () => {
		expect(parseCheckoutRequest(sale)).toEqual({
			customer: null,
			channel: 'counter',
			lines: [{ sku: 4, quantity: 2 }],
			discount: null,
			payments: [],
			complete: false,
			till: null,
			saleKey: null,
			tradeIn: null,
		});
	});

	it('reads a trade-in: a buylist id, only with the customer it pays', () => {
		expect(parseCheckoutRequest({ ...sale, customer: 3, trade_in: 12 }).tradeIn).toBe(12);
		for (const trade_in of ['12', 0, 1.5, { _gt: 0 }])
			expect(() => parseCheckoutRequest({ ...sale, customer: 3, trade_in })).toThrow(
				expect.objectContaining({ extensions: { field: 'trade_in' } }),
			);
		expect(() => parseCheckoutRequest({ ...sale, trade_in: 12 })).toThrow(
			expect.objectContaining({ extensions: { field: 'customer' } }),
		);
	});

	it('reads the till that takes the cash, and refuses anything but a till id', () => {
		expect(parseCheckoutRequest({ ...sale, till: 2 }).till).toBe(2);
		for (const till of ['2', 0, 1.5, { _gt: 0 }])
			expect(() => parseCheckoutRequest({ ...sale, till })).toThrow(
				expect.objectContaining({ extensions: { field: 'till' } }),
			);
	});

	it('reads the sale key as a lower-case UUID, and takes none as none', () => {
		expect(parseCheckoutRequest({ ...sale, sale_key: '0B9C2F4E-6D1A-4C8E-9F3B-2A7D5E1C8B40' }).saleKey).toBe(
			'0b9c2f4e-6d1a-4c8e-9f3b-2a7d5e1c8b40',
		);
		expect(parseCheckoutRequest({ ...sale, sale_key: null }).saleKey).toBeNull();
	});

	it.each([
		[''],
		['sale-1'],
		['0b9c2f4e6d1a4c8e9f3b2a7d5e1c8b40'],
		['0b9c2f4e-6d1a-4c8e-9f3b-2a7d5e1c8b4'],
		['0b9c2f4e-6d1a-4c8e-9f3b-2a7d5e1c8b40 '],
		['g09c2f4e-6d1a-4c8e-9f3b-2a7d5e1c8b40'],
		[42],
		[{ _eq: 'x' }],
		[['0b9c2f4e-6d1a-4c8e-9f3b-2a7d5e1c8b40']],
	])('refuses the sale key %j, naming sale_key', (sale_key) => {
		expect(refusal({ ...sale, sale_key })).toEqual({
			field: 'sale_key',
			message: 'The sale key must be a UUID (such as 0b9c2f4e-6d1a-4c8e-9f3b-2a7d5e1c8b40), or none.',
		});
	});

	it('accepts a full sale: customer, discount by percent, split tender, complete', () => {
		const request = parseCheckoutRequest({
			...sale,
			customer: 7,
			discount: { percent: 10 },
			payments: [
				{ method: 'credit', amount: 500 },
				{ method: 'cash', amount: 2_000 },
			],
			complete: true,
		});
		expect(request).toMatchObject({ customer: 7, discount: { percent: 10 }, complete: true });
		expect(request.payments).toEqual([
			{ method: 'credit', amount: 500 },
			{ method: 'cash', amount: 2_000 },
		]);
	});

	it('accepts the quantity bounds 1 and 999 and a discount amount of 0', () => {
		expect(
			parseCheckoutRequest({
				...sale,
				lines: [
					{ sku: 1, quantity: 1 },
					{ sku: 2, quantity: 999 },
				],
				discount: { amount: 0 },
			}).lines,
		).toHaveLength(2);
	});

	it.each([
		[{ ...sale, channel: 'web' }, 'channel'],
		[{ lines: sale.lines }, 'channel'],
		[{ ...sale, customer: 0 }, 'customer'],
		[{ ...sale, customer: '7' }, 'customer'],
		[{ channel: 'counter' }, 'lines'],
		[{ ...sale, lines: [] }, 'lines'],
		[{ ...sale, lines: Array.from({ length: 201 }, (_, i) => ({ sku: i + 1, quantity: 1 })) }, 'lines'],
		[{ ...sale, lines: [{ quantity: 1 }] }, 'lines[0].sku'],
		[{ ...sale, lines: [{ sku: 1, quantity: 0 }] }, 'lines[0].quantity'],
		[{ ...sale, lines: [{ sku: 1, quantity: 1_000 }] }, 'lines[0].quantity'],
		[{ ...sale, lines: [{ sku: 1, quantity: 1.5 }] }, 'lines[0].quantity'],
		[{ ...sale, lines: [{ sku: 1, quantity: '2' }] }, 'lines[0].quantity'],
		[
			{
				...sale,
				lines: [
					{ sku: 1, quantity: 1 },
					{ sku: 1, quantity: 2 },
				],
			},
			'lines[1].sku',
		],
		[{ ...sale, discount: { amount: 5, percent: 5 } }, 'discount'],
		[{ ...sale, discount: {} }, 'discount'],
		[{ ...sale, discount: { amount: -1 } }, 'discount.amount'],
		[{ ...sale, discount: { amount: 2.5 } }, 'discount.amount'],
		[{ ...sale, discount: { percent: 101 } }, 'discount.percent'],
		[{ ...sale, discount: { percent: 12.5 } }, 'discount.percent'],
		[{ ...sale, payments: { method: 'cash', amount: 1 } }, 'payments'],
		[{ ...sale, payments: Array.from({ length: 11 }, () => ({ method: 'cash', amount: 1 })) }, 'payments'],
		[{ ...sale, payments: [{ method: 'cheque', amount: 100 }] }, 'payments[0].method'],
		[{ ...sale, payments: [{ method: 'cash', amount: 0 }] }, 'payments[0].amount'],
		[{ ...sale, payments: [{ method: 'cash', amount: 9.99 }] }, 'payments[0].amount'],
		[{ ...sale, payments: [{ method: 'credit', amount: 100 }] }, 'customer'],
		[{ ...sale, complete: 'yes' }, 'complete'],
		[{ ...sale, channel: 'online', complete: true }, 'complete'],
		[null, 'channel'],
	])('refuses %j on %s', (body, field) => {
		expect(refusal(body)?.field).toBe(field);
	});

	it('names the line and the bounds of a quantity', () => {
		expect(
			refusal({
				...sale,
				lines: [
					{ sku: 1, quantity: 1 },
					{ sku: 2, quantity: 1_000 },
				],
			}),
		).toEqual({
			field: 'lines[1].quantity',
			min: 1,
			max: 999,
			message: 'Line 2: the quantity must be a whole number from 1 to 999.',
		});
	});
});
