import { describe, expect, it } from 'vitest';
import { parseOrderId, parseTransitionRequest } from './transition-input.ts';

function fieldOf(parse: () => unknown): string | undefined {
	try {
		parse();
	} catch (error) {
		return (error as { extensions: { field: string } }).extensions.field;
	}
	return undefined;
}

describe('parseTransitionRequest', () => {
	it('reads a cancel with a trimmed note and nothing else', () => {
		expect(parseTransitionRequest({ to: 'cancelled', note: '  customer changed mind ' })).toEqual({
			to: 'cancelled',
			note: 'customer changed mind',
			restock: 'none',
			trackingNumber: null,
			payments: [],
			till: null,
		});
	});

	it('reads a shipment with its tracking number, a payment, and the three forms of restock', () => {
		expect(parseTransitionRequest({ to: 'shipped', tracking_number: ' 1Z999 ' }).trackingNumber).toBe('1Z999');
		expect(parseTransitionRequest({ to: 'paid', payments: [{ method: 'card', amount: 500 }] }).payments).toEqual([
			{ method: 'card', amount: 500 },
		]);
		expect(parseTransitionRequest({ to: 'refunded', restock: true }).restock).toBe('all');
		expect(parseTransitionRequest({ to: 'refunded', restock: false }).restock).toBe('none');
		expect(parseTransitionRequest({ to: 'refunded', restock: [{ line: 3, quantity: 2 }] }).restock).toEqual([
			{ line: 3, quantity: 2 },
		]);
	});

	it.each([
		[null, 'to'],
		[{ to: 'lost' }, 'to'],
		[{ to: 'cancelled', note: 5 }, 'note'],
		[{ to: 'cancelled', note: 'x'.repeat(1_001) }, 'note'],
		[{ to: 'shipped' }, 'tracking_number'],
		[{ to: 'shipped', tracking_number: '   ' }, 'tracking_number'],
		[{ to: 'shipped', tracking_number: 'x'.repeat(81) }, 'tracking_number'],
		[{ to: 'shipped', tracking_number: 42 }, 'tracking_number'],
		[{ to: 'completed', tracking_number: '1Z' }, 'tracking_number'],
		[{ to: 'cancelled', payments: [{ method: 'cash', amount: 100 }] }, 'payments'],
		[{ to: 'paid', payments: [{ method: 'cheque', amount: 100 }] }, 'payments[0].method'],
		[{ to: 'paid', payments: [{ method: 'cash', amount: 0 }] }, 'payments[0].amount'],
		[{ to: 'cancelled', restock: true }, 'restock'],
		[{ to: 'refunded', restock: 'yes' }, 'restock'],
		[{ to: 'refunded', restock: [{ line: 0, quantity: 1 }] }, 'restock[0].line'],
		[{ to: 'refunded', restock: [{ line: 1, quantity: 0 }] }, 'restock[0].quantity'],
		[{ to: 'refunded', restock: [{ line: 1, quantity: 1.5 }] }, 'restock[0].quantity'],
		[
			{
				to: 'refunded',
				restock: [
					{ line: 1, quantity: 1 },
					{ line: 1, quantity: 1 },
				],
			},
			'restock[1].line',
		],
	])('refuses %j on %s', (body, field) => {
		expect(fieldOf(() => parseTransitionRequest(body))).toBe(field);
	});
});

describe('parseOrderId', () => {
	it('reads a positive id and refuses anything else', () => {
		expect(parseOrderId('42')).toBe(42);
		for (const raw of ['0', '-1', '1.5', 'abc', '', undefined]) expect(fieldOf(() => parseOrderId(raw))).toBe('id');
	});
});
