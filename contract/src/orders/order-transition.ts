import { z } from 'zod';
import { eachLineOnce, oneOf, optionalNote, rowId, whole, type Sentence } from '../api/request/fields.ts';
import { PAYMENTS } from '../checkout/checkout-input.ts';
import type { Totals } from '../checkout/checkout-money.ts';
import { cleanText } from '../domain/clean-text.ts';
import { ID_MAX } from '../domain/ids.ts';
import type {
	CashMovementRow,
	CreditEntryRow,
	OrderEventRow,
	PaymentRow,
	StockMovementRow,
} from '../ledger/ledger-rows.ts';
import type { Channel, OrderStatus } from '../schema/choices.ts';
import { ORDER_LIMITS, ORDER_STATUSES } from './order-states.ts';

const { noteMax, trackingNumberMax, restockLinesMax } = ORDER_LIMITS;

/** The restock an issue is about, counted from 1 as the form lists the lines. */
const restockNumber = (issue: { path?: readonly PropertyKey[] }) =>
	(issue.path?.findLast((part): part is number => typeof part === 'number') ?? 0) + 1;

const CHOOSE_LINE: Sentence = (issue) =>
	`Restock ${restockNumber(issue)}: choose the order line to put back in stock (a line id).`;

/** A line of a refunded order put back in stock, and how many of its copies (at most the line's, checked against the order). */
export const RESTOCK_LINE = z.object({
	line: whole(1, ID_MAX, CHOOSE_LINE),
	quantity: whole(
		1,
		Number.MAX_SAFE_INTEGER,
		(issue) => `Restock ${restockNumber(issue)}: the quantity must be a whole number, 1 or more.`,
	),
});
export type RestockLine = z.output<typeof RESTOCK_LINE>;

const RESTOCK = `Restock is true (every line), false (none) or at most ${restockLinesMax} lines, each { line, quantity }.`;

const restockLines = z
	.array(RESTOCK_LINE, { error: RESTOCK })
	.max(restockLinesMax, { error: RESTOCK })
	.superRefine(eachLineOnce('Restock'));

const TRACKING_LENGTH = `The tracking number must be at most ${trackingNumberMax} characters.`;

/**
 * `POST /deckhand/orders/:id/transition`'s body: the new status and what it moves. What a status
 * takes is said here; whether the order may take it (its state, its lines, what is due) is the server's.
 */
export const ORDER_TRANSITION = z
	.object({
		to: oneOf(ORDER_STATUSES, `The new status must be one of ${ORDER_STATUSES.join(', ')}.`),
		note: optionalNote(noteMax),
		/** Shipped only: as it is stored (`cleanText`), none when blank. */
		tracking_number: z
			.string({ error: 'The tracking number must be text.' })
			.transform((tracking) => cleanText(tracking) || null)
			.pipe(
				z
					.string()
					.min(1, { error: TRACKING_LENGTH })
					.max(trackingNumberMax, { error: TRACKING_LENGTH })
					.nullable(),
			)
			.nullish(),
		/** Marking an open order paid: the tenders that pay what is still due, as at checkout. */
		payments: PAYMENTS,
		/** Refund only: every line back in stock (true), none (false, or left out), or the chosen lines and quantities. */
		restock: z.union([z.boolean(), restockLines], { error: RESTOCK }).nullish(),
		/** The till whose open session takes cash (marked paid) or pays it back (cancel, refund). */
		till: rowId('The till must be a till id, or none when no cash is taken or paid.').nullish(),
	})
	.refine((change) => change.to !== 'shipped' || change.tracking_number != null, {
		error: `A shipped order needs its tracking number (1 to ${trackingNumberMax} characters).`,
		path: ['tracking_number'],
	})
	.refine((change) => change.to === 'shipped' || change.tracking_number == null, {
		error: 'A tracking number is given only when the order is shipped.',
		path: ['tracking_number'],
	})
	.refine((change) => change.to === 'paid' || !change.payments?.length, {
		error: 'Payments are taken only when an open order is marked paid; a refund pays back what was paid.',
		path: ['payments'],
	})
	.refine((change) => change.to === 'refunded' || change.restock == null || change.restock === false, {
		error: 'Only a refund chooses what goes back in stock; a cancelled order puts every line back by itself.',
		path: ['restock'],
	});
export type TransitionBody = z.input<typeof ORDER_TRANSITION>;

/** What a status change answers: the order as it is now, and every row the change wrote. */
/** An order as a command's answer gives it: its number, customer, channel, state and figures. */
export interface OrderHead extends Totals {
	id: number;
	number: string;
	customer: number | null;
	channel: Channel;
	status: OrderStatus;
	credit_applied: number;
	tracking_number: string | null;
}

export interface OrderTransition extends OrderHead {
	event: OrderEventRow;
	payments: PaymentRow[];
	cash: CashMovementRow[];
	/** Copies put back in stock (a cancel, a refund that restocks). */
	movements: StockMovementRow[];
	/** Store credit paid back (a refund) or spent (marked paid with credit), when any. */
	credit: CreditEntryRow | null;
}
