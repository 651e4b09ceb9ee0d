import type { PaymentInput } from '../checkout/checkout-input.ts';
import type { Totals } from '../checkout/checkout-money.ts';
import type {
	CashMovementRow,
	CreditEntryRow,
	OrderEventRow,
	PaymentRow,
	StockMovementRow,
} from '../ledger/ledger-rows.ts';
import type { Channel, OrderStatus } from '../schema/collections.ts';

/** A line of a refunded order put back in stock, and how many of its copies. */
export interface RestockLine {
	/** An `order_lines` id of the order. */
	line: number;
	quantity: number;
}

/** `POST /deckhand/orders/:id/transition`'s body: the new status and what it moves. */
export interface TransitionBody {
	to: OrderStatus;
	note?: string | null;
	/** Shipped only. */
	tracking_number?: string | null;
	/** Marking an open order paid: the tenders that pay what is still due, as at checkout. */
	payments?: PaymentInput[];
	/** Refund only: every line back in stock (true), none (false, or left out), or the chosen lines and quantities. */
	restock?: boolean | RestockLine[];
	/** The till whose open session takes cash (marked paid) or pays it back (cancel, refund). */
	till?: number | null;
}

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
