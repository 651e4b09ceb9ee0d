import { describe, expect, it } from 'vitest';
import {
	chosenLines,
	formFieldOfRefund,
	lineRefundActions,
	lineRefundRefusal,
	openLineDialog,
	refundTotal,
} from './refund-lines.ts';

// 2 × $10.00 (one refunded already) and 1 × $5.00; tax 8.25 % → total $27.06.
const lines = [
	{ id: 11, quantity: 2, refunded_quantity: 1, unit_price: 1_000 },
	{ id: 12, quantity: 1, refunded_quantity: 0, unit_price: 500 },
];
const order = { subtotal: 2_500, total: 2_706 };

describe('the refund of some lines', () => {
	it('reads the copies typed, leaving out empty, zero and out-of-bounds ones', () => {
		const typed = { '11': { quantity: '2', restock: true }, '12': { quantity: '1', restock: false } };
		expect(chosenLines(typed, lines)).toEqual([{ line: 12, quantity: 1, restock: false }]);
		expect(
			chosenLines({ '11': { quantity: '1', restock: true }, '12': { quantity: '', restock: true } }, lines),
		).toEqual([{ line: 11, quantity: 1, restock: true }]);
	});

	it('totals what the server pays back, on what was refunded before', () => {
		// $10.00 refunded before is worth $10.82; with $5.00 more, $16.24: $5.42 now.
		expect(refundTotal(order, lines, [{ line: 12, quantity: 1, restock: true }])).toBe(542);
		expect(refundTotal(order, lines, [])).toBe(0);
	});

	it('places a refusal of the n-th line sent beside that line', () => {
		const sent = [{ line: 12, quantity: 1, restock: true }];
		expect(formFieldOfRefund('lines[0].quantity', sent)).toBe('lines.12.quantity');
		expect(formFieldOfRefund('to', sent)).toBe('to');
		expect(formFieldOfRefund('till', sent)).toBeNull();
	});

	it('offers the refund and the exchange on paid and completed orders, the exchange only with a customer', () => {
		expect(lineRefundActions('open', true, null)).toEqual([]);
		const actions = lineRefundActions('completed', false, null);
		expect(actions.map((action) => [action.dialog, action.disabledReason === null])).toEqual([
			['refund-lines', true],
			['exchange', false],
		]);
		expect(openLineDialog('exchange', 'completed', false, null)).toBeNull();
		expect(openLineDialog('refund-lines', 'paid', false, null)).toBe('refund-lines');
	});

	it('leaves a clerk no line refund under a limit of 0, and an administrator every one', () => {
		expect(lineRefundRefusal(false, 0)).not.toBeNull();
		expect(lineRefundRefusal(false, 2_000)).toBeNull();
		expect(lineRefundRefusal(true, 0)).toBeNull();
	});
});
