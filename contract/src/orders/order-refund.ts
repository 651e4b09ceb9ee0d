import { z } from 'zod';
import { eachLineOnce, oneOf, optionalNote, rowId, whole, type Sentence } from '../api/request/fields.ts';
import { ID_MAX } from '../domain/ids.ts';
import type {
	CashMovementRow,
	CreditEntryRow,
	OrderEventRow,
	PaymentRow,
	StockMovementRow,
} from '../ledger/ledger-rows.ts';
import { ORDER_LIMITS } from './order-states.ts';
import type { OrderHead } from './order-transition.ts';

const { noteMax, restockLinesMax: refundLinesMax } = ORDER_LIMITS;

/**
 * Where a refund of some lines pays the money back: as the order was paid (`tenders`, as the
 * whole-order refund does), all in cash from the till, or all as the customer's store credit
 * (an exchange: the credit then pays the new cards at the till).
 */
export const REFUND_DESTINATIONS = ['tenders', 'cash', 'credit'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/** The line an issue is about, counted from 1 as the dialog lists the chosen lines. */
const lineNumber = (issue: { path?: readonly PropertyKey[] }) =>
	(issue.path?.findLast((part): part is number => typeof part === 'number') ?? 0) + 1;

const CHOOSE_LINE: Sentence = (issue) => `Refund ${lineNumber(issue)}: choose the order line to refund (a line id).`;

/** A line refunded: how many of its copies (at most those sold and not yet refunded, checked against the order), and whether they go back in stock. */
export const REFUND_LINE = z.object({
	line: whole(1, ID_MAX, CHOOSE_LINE),
	quantity: whole(
		1,
		Number.MAX_SAFE_INTEGER,
		(issue) => `Refund ${lineNumber(issue)}: the quantity must be a whole number, 1 or more.`,
	),
	/** Back in stock (true), or kept out of it (false: damaged). */
	restock: z.boolean({ error: (issue) => `Refund ${lineNumber(issue)}: say whether the copies go back in stock.` }),
});
export type RefundLine = z.output<typeof REFUND_LINE>;

const LINES = `Choose 1 to ${refundLinesMax} lines to refund, each { line, quantity, restock }.`;

/** `POST /deckhand/orders/:id/refund`'s body: the lines and copies refunded, where the money goes, and the till that pays cash. */
export const ORDER_REFUND = z.object({
	lines: z
		.array(REFUND_LINE, { error: LINES })
		.min(1, { error: LINES })
		.max(refundLinesMax, { error: LINES })
		.superRefine(eachLineOnce('Refund')),
	to: oneOf(REFUND_DESTINATIONS, `The money goes back to ${REFUND_DESTINATIONS.join(', ')}.`),
	note: optionalNote(noteMax),
	/** The till whose open session pays cash back (to cash, or to tenders that took cash). */
	till: rowId('The till must be a till id, or none when no cash is paid back.').nullish(),
});
export type OrderRefundBody = z.input<typeof ORDER_REFUND>;
export type OrderRefundRequest = z.output<typeof ORDER_REFUND>;

/** What a refund of lines answers: the order as it is now, what each line has refunded, and every row written. */
export interface OrderRefunded extends OrderHead {
	/** What this refund paid back, in minor units. */
	amount: number;
	lines: Array<{ id: number; quantity: number; refunded_quantity: number }>;
	event: OrderEventRow;
	payments: PaymentRow[];
	cash: CashMovementRow[];
	movements: StockMovementRow[];
	credit: CreditEntryRow | null;
}

/**
 * What copies refunded are worth: the order's total shared by the lines' subtotal, so each line
 * carries its share of discount and tax. Counted on everything refunded so far and taken as the
 * difference, so the refunds of an order add up to its total exactly, cent for cent, once every
 * copy is refunded, and never to more.
 */
export function refundedValue(order: { subtotal: number; total: number }, refundedSubtotal: number): number {
	if (order.subtotal <= 0) return 0;
	// Half up, in whole numbers: a float product of two large sums would lose cents.
	const [total, part, whole] = [BigInt(order.total), BigInt(refundedSubtotal), BigInt(order.subtotal)];
	return Number((2n * total * part + whole) / (2n * whole));
}

/** What refunding these copies pays back, given what the order's refunded copies were worth before. */
export function refundAmount(
	order: { subtotal: number; total: number },
	refundedSubtotalBefore: number,
	refundedSubtotalNow: number,
): number {
	return refundedValue(order, refundedSubtotalNow) - refundedValue(order, refundedSubtotalBefore);
}
