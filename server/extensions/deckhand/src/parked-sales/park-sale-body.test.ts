import { describe, expect, it } from 'vitest';
import { heldCopies, PARK_SALE, PARKED_SALE_LIMITS } from '@deckhand/contract/parked-sales/parked-sale.ts';
import { parseBody } from '../domain/request-body.ts';
import { parkedSale } from '../../../../../tests/harness/parked-sales.ts';
import { refusalOf } from '../../../../../tests/harness/refusal-of.ts';

const refusal = (body: unknown) => refusalOf(() => parseBody(PARK_SALE, body));
const line = (quantity: number) => ({ sku: 3, quantity });

describe('the body of a parked sale', () => {
	it('takes a sale as the till keeps it, its key lower-cased', () => {
		const sale = parkedSale(
			[3, { sku: 4, quantity: 2, unitPrice: 0 }],
			{ id: 1, name: 'Ann' },
			{
				key: '0B9C2F4E-6D1A-4C8E-9F3B-2A7D5E1C8B40',
			},
		);
		expect(parseBody(PARK_SALE, { till: 2, sale })).toEqual({
			till: 2,
			sale: { ...sale, key: '0b9c2f4e-6d1a-4c8e-9f3b-2a7d5e1c8b40' },
		});
		expect(parseBody(PARK_SALE, { till: null, sale: parkedSale([]) }).sale.lines).toEqual([]);
	});

	it.each([
		[{ sale: parkedSale([3]) }, 'till'],
		[{ till: null }, 'sale'],
		[{ till: 0, sale: parkedSale([3]) }, 'till'],
		[{ till: null, sale: parkedSale([line(0)]) }, 'sale.lines[0].quantity'],
		[{ till: null, sale: parkedSale([line(1_000)]) }, 'sale.lines[0].quantity'],
		[{ till: null, sale: parkedSale([3, 3]) }, 'sale.lines'],
		[{ till: null, sale: parkedSale([3], null, { discountKind: 'all' as 'amount' }) }, 'sale.discountKind'],
		[{ till: null, sale: parkedSale([3], null, { key: 'not a key' }) }, 'sale.key'],
		[{ till: null, sale: { ...parkedSale([3]), sent: null } }, 'sale.sent'],
	])('refuses %j on %s', (body, field) => {
		expect(refusal(body)?.field).toBe(field);
	});

	it('names the bounds', () => {
		expect(refusal({ till: null, sale: parkedSale([line(1_000)]) })).toMatchObject({
			min: 1,
			max: PARKED_SALE_LIMITS.lineQuantityMax,
		});
		const many = Array.from({ length: PARKED_SALE_LIMITS.linesMax + 1 }, (_, n) => n + 1);
		expect(refusal({ till: null, sale: parkedSale(many) })).toMatchObject({ max: PARKED_SALE_LIMITS.linesMax });
	});
});

describe('the copies parked sales hold', () => {
	it('are summed by SKU over every parked sale', () => {
		const sales = [{ lines: [line(2), { sku: 1, quantity: 1 }] }, { lines: [line(1)] }, { lines: [] }];
		expect(heldCopies(sales)).toEqual([
			{ sku: 1, copies: 1 },
			{ sku: 3, copies: 3 },
		]);
	});
});
