import type { PaymentInput } from '@deckhand/contract/checkout/checkout-input.ts';
import { ORDER_TRANSITION, type RestockLine } from '@deckhand/contract/orders/order-transition.ts';
import type { OrderStatus } from '@deckhand/contract/orders/order-states.ts';
import { invalid } from '../errors.ts';
import { pathId } from '../domain/input.ts';
import { parseBody } from '../domain/request-body.ts';

export interface TransitionRequest {
	to: OrderStatus;
	note: string | null;
	/** Refund only: every line back in stock (`all`), none, or the chosen lines and quantities. */
	restock: 'all' | 'none' | RestockLine[];
	trackingNumber: string | null;
	/** Marking an open order paid: the tenders that pay what is still due, as at checkout. */
	payments: PaymentInput[];
	/** The till whose open session takes cash (marked paid) or pays it back (cancel, refund). */
	till: number | null;
}

/** The `:id` of `/deckhand/orders/:id/transition`. */
export function parseOrderId(raw: unknown): number {
	const id = pathId(raw);
	if (id === null) throw invalid('id', 'Choose the order to change (an order id).');
	return id;
}

/**
 * Checks the body of `POST /deckhand/orders/:id/transition` with its schema; throws VALIDATION_FAILED
 * naming the field and its bound.
 */
export function parseTransitionRequest(body: unknown): TransitionRequest {
	const change = parseBody(ORDER_TRANSITION, body);
	const { restock } = change;
	return {
		to: change.to,
		note: change.note,
		restock: restock === true ? 'all' : restock ? restock : 'none',
		trackingNumber: change.tracking_number ?? null,
		payments: change.payments ?? [],
		till: change.till ?? null,
	};
}
