/**
 * The order states of PRODUCT.md §4, for the server and the dashboard's order actions. The states
 * are the snapshot's choices of `orders.status`, generated with the collections. Every change not
 * listed here is refused with INVALID_TRANSITION.
 */
import { ORDER_STATUSES, type OrderStatus } from '../schema/choices.ts';

export { ORDER_STATUSES, type OrderStatus };

/** Where each state may go: open → paid → shipped → completed; paid → completed (counter pickup); open|paid → cancelled; completed → refunded. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
	open: ['paid', 'cancelled'],
	paid: ['shipped', 'completed', 'cancelled'],
	shipped: ['completed'],
	completed: ['refunded'],
	cancelled: [],
	refunded: [],
};

/** Staff refund only up to the shop's refund limit (`staff_refund_limit`); staff may make every other change. */
export const LIMITED_STATUSES: readonly OrderStatus[] = ['refunded'];

export const ORDER_LIMITS = {
	/** `orders.tracking_number` is varchar(80). */
	trackingNumberMax: 80,
	noteMax: 1_000,
	restockLinesMax: 200,
} as const;

export const isOrderStatus = (value: unknown): value is OrderStatus =>
	typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
	return ORDER_TRANSITIONS[from].includes(to);
}

/** The changes a caller may make to an order in this state (`mayRefund`: an administrator, or staff within the refund limit): what the dashboard offers as actions. */
export function allowedTransitions(from: OrderStatus, mayRefund: boolean): OrderStatus[] {
	return ORDER_TRANSITIONS[from].filter((to) => mayRefund || !LIMITED_STATUSES.includes(to));
}

const AS_ADJECTIVE: Record<OrderStatus, string> = {
	open: 'An open',
	paid: 'A paid',
	shipped: 'A shipped',
	completed: 'A completed',
	cancelled: 'A cancelled',
	refunded: 'A refunded',
};

const AS_VERB: Record<OrderStatus, string> = {
	open: 'reopened',
	paid: 'marked paid',
	shipped: 'shipped',
	completed: 'completed',
	cancelled: 'cancelled',
	refunded: 'refunded',
};

/** "A cancelled order cannot be shipped.", or "The order is already shipped." for a change to the state it is in. */
export function refusalSentence(from: OrderStatus, to: OrderStatus): string {
	if (from === to) return `The order is already ${from}.`;
	const allowed = ORDER_TRANSITIONS[from];
	const next =
		allowed.length === 0
			? ' Nothing more can be done with it.'
			: ` It can only be ${allowed.map((status) => AS_VERB[status]).join(' or ')}.`;
	return `${AS_ADJECTIVE[from]} order cannot be ${AS_VERB[to]}.${next}`;
}
