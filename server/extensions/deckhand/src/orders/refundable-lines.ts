import type { Knex } from 'knex';
import { invalid } from '../errors.ts';
import type { RefundLine } from '@deckhand/contract/orders/order-refund.ts';

/** An order's line as a refund reads it: what it sold, at what price, and how many copies are refunded already. */
export interface RefundableLine {
	id: number;
	sku: number;
	quantity: number;
	unitPrice: number;
	refunded: number;
}

/** A line's copies a refund takes back, checked against the order. */
export interface ChosenRefund {
	line: number;
	sku: number;
	quantity: number;
	unitPrice: number;
	restock: boolean;
	/** The line's quantity sold, and what of it was still to refund before this refund. */
	sold: number;
	left: number;
	/** The request's field for this line's quantity, named by a refusal. */
	field: string;
}

export async function readRefundableLines(trx: Knex.Transaction, order: number): Promise<RefundableLine[]> {
	const rows = await trx('order_lines')
		.select('id', 'sku', 'quantity', 'unit_price', 'refunded_quantity')
		.where('order', order)
		.orderBy('id');
	return rows.map((line) => ({
		id: Number(line.id),
		sku: Number(line.sku),
		quantity: Number(line.quantity),
		unitPrice: Number(line.unit_price),
		refunded: Number(line.refunded_quantity ?? 0),
	}));
}

/** What the copies refunded so far sold for, before discount and tax. */
export const refundedSubtotal = (lines: readonly RefundableLine[]): number =>
	lines.reduce((sum, line) => sum + line.unitPrice * line.refunded, 0);

/** The lines a refund names, each a line of the order with 1 to (sold − refunded) copies; refused by field with the bound otherwise. */
export function chosenRefunds(lines: readonly RefundableLine[], chosen: readonly RefundLine[]): ChosenRefund[] {
	const byId = new Map(lines.map((line) => [line.id, line]));
	return chosen.map((refund, index) => {
		const line = byId.get(refund.line);
		if (!line)
			throw invalid(
				`lines[${index}].line`,
				`Refund ${index + 1}: line #${refund.line} is not a line of this order.`,
			);
		const left = line.quantity - line.refunded;
		const field = `lines[${index}].quantity`;
		if (left === 0)
			throw invalid(field, `Refund ${index + 1}: every copy of this line is refunded already.`, {
				min: 0,
				max: 0,
			});
		if (refund.quantity > left)
			throw invalid(
				field,
				`Refund ${index + 1}: the line sold ${line.quantity} and ${line.refunded} are refunded, so at most ${left} can be refunded.`,
				{ min: 1, max: left },
			);
		return {
			line: line.id,
			sku: line.sku,
			quantity: refund.quantity,
			unitPrice: line.unitPrice,
			restock: refund.restock,
			sold: line.quantity,
			left,
			field,
		};
	});
}
