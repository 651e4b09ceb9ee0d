import { describe, expect, it } from 'vitest';
import { placeRefusal } from './checkout-refusal.ts';

const refused = (code: string, message: string, extensions: Record<string, unknown> = {}) => ({
	errors: [{ message, extensions: { code, ...extensions } }],
	response: { status: 409 },
});
const lines = [{ sku: 11 }, { sku: 12 }];

describe('placeRefusal', () => {
	it('puts OUT_OF_STOCK on the line of the SKU it names, with what is left', () => {
		expect(
			placeRefusal(
				refused('OUT_OF_STOCK', 'Only 1 of Charizard ex (NM) left.', {
					sku: 12,
					available: 1,
					requested: 2,
					field: 'lines[1].quantity',
				}),
				lines,
			),
		).toEqual({
			place: 'line',
			sku: 12,
			message: 'Only 1 of Charizard ex (NM) left.',
			available: 1,
		});
	});

	it('puts a line’s VALIDATION_FAILED on that line', () => {
		expect(
			placeRefusal(
				refused('VALIDATION_FAILED', 'Line 1: the quantity must be a whole number from 1 to 999.', {
					field: 'lines[0].quantity',
				}),
				lines,
			),
		).toMatchObject({ place: 'line', sku: 11 });
	});

	it('puts discount, payment, credit and customer refusals on their fields', () => {
		expect(
			placeRefusal(
				refused('DISCOUNT_TOO_LARGE', 'Staff may give at most 10 % off.', { field: 'discount' }),
				lines,
			),
		).toEqual({ place: 'discount', message: 'Staff may give at most 10 % off.' });
		expect(
			placeRefusal(refused('INSUFFICIENT_CREDIT', 'Ann has $1.00 of store credit.', { field: 'payments' }), lines)
				.place,
		).toBe('payments');
		expect(
			placeRefusal(
				refused('VALIDATION_FAILED', 'A sale is completed only when paid in full.', { field: 'complete' }),
				lines,
			).place,
		).toBe('payments');
		expect(
			placeRefusal(refused('VALIDATION_FAILED', 'There is no customer #9.', { field: 'customer' }), lines).place,
		).toBe('customer');
	});

	it('names the order a used sale key belongs to, when the server names it', () => {
		const own = refused(
			'SALE_KEY_USED',
			'This sale was already recorded as order D-000042; what was sent now has other lines.',
			{ field: 'sale_key', order: 42, number: 'D-000042' },
		);
		expect(placeRefusal(own, lines)).toEqual({ place: 'sale-key', order: { id: 42, number: 'D-000042' } });
		expect(
			placeRefusal(
				refused('SALE_KEY_USED', 'This sale key belongs to a sale someone else recorded.', {
					field: 'sale_key',
				}),
				lines,
			),
		).toEqual({ place: 'sale-key', order: null });
	});

	it('puts a trade-in above the staff limit on the trade-in, as waiting for an administrator; a credit share refusal on the tenders', () => {
		const limit = refused(
			'BUYLIST_LIMIT_EXCEEDED',
			'B-000012 pays $150.00 of credit, above the staff limit of $100.00: an administrator must approve it.',
			{ field: 'trade_in', limit: 10_000, total: 15_000, payout: 'credit' },
		);
		expect(placeRefusal(limit, lines)).toEqual({
			place: 'trade-in',
			message:
				'B-000012 pays $150.00 of credit, above the staff limit of $100.00: an administrator must approve it.',
		});
		expect(
			placeRefusal(
				refused('VALIDATION_FAILED', 'B-000012 is not a buylist of this customer.', { field: 'trade_in' }),
				lines,
			),
		).toMatchObject({ place: 'trade-in' });
		expect(
			placeRefusal(
				refused('INSUFFICIENT_CREDIT', 'Store credit may pay at most 50 % of a sale.', { field: 'payments' }),
				lines,
			).place,
		).toBe('payments');
	});

	it('says a lost connection above the form, with a retry', () => {
		expect(placeRefusal(new TypeError('Failed to fetch'), lines)).toMatchObject({
			place: 'form',
			problem: { kind: 'offline', retry: true },
		});
	});
});
