import { describe, expect, it } from 'vitest';
import { readWhole } from '../../lib/fields/typed-number.ts';
import {
	amountDue,
	formFieldOf,
	openDialog,
	orderActions,
	pickListByBin,
	refundRefusal,
	restockBounds,
	restockOf,
	tenderFieldProblem,
	tenderProblem,
	toTenders,
	type PickLine,
} from './order-actions.ts';

const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;

const REFUSED = 'Refunds above the limit are for administrators.';

describe('orderActions', () => {
	it('offers what the state table allows, in its order', () => {
		expect(
			orderActions('open', REFUSED).map((action) => [action.label, action.dialog, action.disabledReason]),
		).toEqual([
			['Mark paid', 'pay', null],
			['Cancel order', 'cancel', null],
		]);
		expect(orderActions('paid', REFUSED).map((action) => action.to)).toEqual(['shipped', 'completed', 'cancelled']);
		expect(orderActions('shipped', null).map((action) => action.to)).toEqual(['completed']);
		expect(orderActions('cancelled', null)).toEqual([]);
		expect(orderActions('refunded', null)).toEqual([]);
	});

	it('shows a refund the person may not make disabled with the reason, and one they may make enabled', () => {
		expect(orderActions('completed', REFUSED)).toEqual([
			{ to: 'refunded', label: 'Refund', dialog: 'refund', disabledReason: REFUSED },
		]);
		expect(orderActions('completed', null)[0]?.disabledReason).toBeNull();
	});

	it('opens a dialog from the address only where its action is allowed', () => {
		expect(openDialog('ship', 'paid', REFUSED)).toBe('ship');
		expect(openDialog('ship', 'open', REFUSED)).toBeNull();
		expect(openDialog('refund', 'completed', REFUSED)).toBeNull();
		expect(openDialog('refund', 'completed', null)).toBe('refund');
		expect(openDialog(undefined, 'open', null)).toBeNull();
	});
});

describe('refundRefusal', () => {
	it('lets an administrator refund any amount, and staff up to the staff refund limit', () => {
		expect(refundRefusal(true, 0, 50_000, money)).toBeNull();
		expect(refundRefusal(false, null, 50_000, money)).toBeNull();
		expect(refundRefusal(false, 2_000, 2_000, money)).toBeNull();
		expect(refundRefusal(false, 0, 0, money)).toBeNull();
	});

	it('names the amount and the limit above it, and says a limit of 0 leaves refunds to administrators', () => {
		expect(refundRefusal(false, 2_000, 2_001, money)).toBe(
			'This refund pays back $20.01, above the staff refund limit of $20.00: an administrator refunds it.',
		);
		expect(refundRefusal(false, 0, 1, money)).toBe(
			'Only an administrator can refund an order that took money: the staff refund limit is 0.',
		);
		// Until the settings are read, nothing is offered that the server may refuse.
		expect(refundRefusal(false, undefined, 0, money)).not.toBeNull();
	});
});

describe('payments', () => {
	it('counts what is still due after a deposit, refunds being negative', () => {
		expect(amountDue(2_165, [])).toBe(2_165);
		expect(amountDue(2_165, [{ amount: 500 }])).toBe(1_665);
		expect(amountDue(2_165, [{ amount: 2_165 }, { amount: -2_165 }])).toBe(2_165);
		expect(amountDue(1_000, [{ amount: 1_200 }])).toBe(0);
	});

	it('turns typed amounts into tenders in minor units, exactly, leaving out empty ones', () => {
		expect(toTenders({ cash: '10.5', card: '', credit: '0' }, 'USD')).toEqual([{ method: 'cash', amount: 1_050 }]);
		expect(toTenders({ cash: '0.30', card: '12.34' }, 'USD')).toEqual([
			{ method: 'cash', amount: 30 },
			{ method: 'card', amount: 1_234 },
		]);
		expect(toTenders({ cash: '500' }, 'JPY')).toEqual([{ method: 'cash', amount: 500 }]);
	});

	it('refuses an amount no till holds, or a fraction of a cent, in the field’s own words', () => {
		expect(tenderFieldProblem('cash', '99999999999', 'USD')).toBe(
			'Cash must be from $0.00 to $10,000,000.00, with at most 2 decimals.',
		);
		expect(tenderFieldProblem('card', '12.345', 'USD')).toBe(
			'Card must be from $0.00 to $10,000,000.00, with at most 2 decimals.',
		);
		expect(tenderFieldProblem('credit', '-5', 'USD')).toBe(
			'Store credit must be from $0.00 to $10,000,000.00, with at most 2 decimals.',
		);
		expect(tenderFieldProblem('cash', '', 'USD')).toBeNull();
	});

	it('asks for the whole amount due, with change only in cash', () => {
		expect(tenderProblem(1_665, [{ method: 'cash', amount: 2_000 }], money)).toBeNull();
		expect(
			tenderProblem(
				1_665,
				[
					{ method: 'card', amount: 665 },
					{ method: 'credit', amount: 1_000 },
				],
				money,
			),
		).toBeNull();
		expect(tenderProblem(1_665, [{ method: 'cash', amount: 1_000 }], money)).toBe(
			'$6.65 of $16.65 is still to pay; an order is marked paid only when paid in full.',
		);
		expect(tenderProblem(1_665, [{ method: 'card', amount: 2_000 }], money)).toBe(
			'Card and store credit come to $20.00, more than the $16.65 due; only cash can be more.',
		);
	});
});

describe('refunds', () => {
	it('restocks only the lines given a quantity, or none', () => {
		const sold = { '11': 1, '12': 2, '13': 1 };
		expect(restockOf({ '12': '1', '11': '0', '13': '0' }, sold)).toEqual([{ line: 12, quantity: 1 }]);
		expect(restockOf({ '12': '2', '11': '1' }, sold)).toEqual([
			{ line: 11, quantity: 1 },
			{ line: 12, quantity: 2 },
		]);
		expect(restockOf({ '12': '0' }, sold)).toBe(false);
	});

	it('bounds each line by what it sold: 5 of 1 sold is an error, never 1', () => {
		expect(readWhole('5', restockBounds(1))).toEqual({
			ok: false,
			error: 'Back in stock must be a whole number from 0 to 1.',
		});
		expect(readWhole('1', restockBounds(1))).toEqual({ ok: true, value: 1 });
	});

	it('puts a refusal naming a restock line under the restock field', () => {
		expect([
			formFieldOf('restock[0].quantity'),
			formFieldOf('restock'),
			formFieldOf('note'),
			formFieldOf(undefined),
		]).toEqual(['restock', 'restock', 'note', undefined]);
	});
});

describe('pickListByBin', () => {
	let id = 0;
	const line = (bin: string | null, set: string, number: string | null, order = 'D-000001'): PickLine => ({
		id: ++id,
		bin,
		quantity: 1,
		card: `${set} ${number}`,
		set,
		number,
		sku: 'NM · normal · EN',
		order: { id: Number(order.slice(2)), number: order },
	});

	it('says each bin once, in natural order, lines without a bin last', () => {
		const bins = pickListByBin([
			line('A10', 'OBF', '1'),
			line(null, 'PAL', '5'),
			line('A2', 'PAL', '9'),
			line('A2', 'OBF', '3'),
			line(' ', 'MEW', '7'),
		]);
		expect(bins.map((bin) => [bin.bin, bin.lines.map((l) => l.card)])).toEqual([
			['A2', ['OBF 3', 'PAL 9']],
			['A10', ['OBF 1']],
			[null, ['MEW 7', 'PAL 5']],
		]);
	});

	it('sorts a bin by set, then collector number as numbers are read ("2" before "10"), then order', () => {
		const [bin] = pickListByBin([
			line('B1', 'PAL', '10', 'D-000004'),
			line('B1', 'OBF', '125'),
			line('B1', 'PAL', '2', 'D-000009'),
			line('B1', 'PAL', '2', 'D-000003'),
			line('B1', 'OP01', 'OP01-010'),
			line('B1', 'OP01', 'OP01-002'),
			line('B1', 'obf', null),
		]);
		expect(bin!.lines.map((l) => [l.set, l.number, l.order.number])).toEqual([
			['obf', null, 'D-000001'],
			['OBF', '125', 'D-000001'],
			['OP01', 'OP01-002', 'D-000001'],
			['OP01', 'OP01-010', 'D-000001'],
			['PAL', '2', 'D-000003'],
			['PAL', '2', 'D-000009'],
			['PAL', '10', 'D-000004'],
		]);
	});
});
