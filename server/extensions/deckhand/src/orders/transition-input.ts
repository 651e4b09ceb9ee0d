import type { PaymentInput } from '@deckhand/contract/checkout/checkout-input.ts';
import type { RestockLine } from '@deckhand/contract/orders/order-transition.ts';
import { parsePayments } from '../checkout/checkout-input.ts';
import { cleanText } from '@deckhand/contract/domain/clean-text.ts';
import { invalid } from '../errors.ts';
import {
	ORDER_LIMITS,
	ORDER_STATUSES,
	isOrderStatus,
	type OrderStatus,
} from '@deckhand/contract/orders/order-states.ts';
import { commandInput, isId, isWhole, knownFields, optionalNote, pathId } from '../domain/input.ts';
import { parseTillField } from '../tills/till-input.ts';

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

function parseRestock(restock: unknown, to: OrderStatus): TransitionRequest['restock'] {
	if (restock == null || restock === false) return 'none';
	if (to !== 'refunded')
		throw invalid(
			'restock',
			'Only a refund chooses what goes back in stock; a cancelled order puts every line back by itself.',
		);
	if (restock === true) return 'all';
	const { restockLinesMax } = ORDER_LIMITS;
	if (!Array.isArray(restock) || restock.length > restockLinesMax)
		throw invalid(
			'restock',
			`Restock is true (every line), false (none) or at most ${restockLinesMax} lines, each { line, quantity }.`,
			{ max: restockLinesMax },
		);
	const seen = new Set<number>();
	return restock.map((raw, index) => {
		const { line, quantity } = knownFields(raw, ['line', 'quantity'], `restock[${index}]`);
		if (!isId(line))
			throw invalid(
				`restock[${index}].line`,
				`Restock ${index + 1}: choose the order line to put back in stock (a line id).`,
			);
		if (seen.has(line))
			throw invalid(
				`restock[${index}].line`,
				`Restock ${index + 1}: that line is already listed; give its whole quantity once.`,
			);
		seen.add(line);
		// The upper bound is the line's own quantity, checked against the order.
		if (!isWhole(quantity, 1, Number.MAX_SAFE_INTEGER))
			throw invalid(
				`restock[${index}].quantity`,
				`Restock ${index + 1}: the quantity must be a whole number, 1 or more.`,
				{ min: 1 },
			);
		return { line, quantity };
	});
}

/** Checks the body of `POST /deckhand/orders/:id/transition`; throws VALIDATION_FAILED naming the field and its bound. */
export function parseTransitionRequest(body: unknown): TransitionRequest {
	const input = commandInput(body, ['to', 'note', 'tracking_number', 'payments', 'restock', 'till']);
	const { to, note } = input;
	const trackingRaw = input['tracking_number'];

	if (!isOrderStatus(to)) throw invalid('to', `The new status must be one of ${ORDER_STATUSES.join(', ')}.`);
	const cleanNote = optionalNote(note, ORDER_LIMITS.noteMax);

	const tracking = typeof trackingRaw === 'string' ? cleanText(trackingRaw) : '';
	if (trackingRaw != null && typeof trackingRaw !== 'string')
		throw invalid('tracking_number', 'The tracking number must be text.');
	if (to === 'shipped' && tracking === '')
		throw invalid(
			'tracking_number',
			`A shipped order needs its tracking number (1 to ${ORDER_LIMITS.trackingNumberMax} characters).`,
			{ min: 1, max: ORDER_LIMITS.trackingNumberMax },
		);
	if (tracking.length > ORDER_LIMITS.trackingNumberMax)
		throw invalid(
			'tracking_number',
			`The tracking number must be at most ${ORDER_LIMITS.trackingNumberMax} characters.`,
			{ min: 1, max: ORDER_LIMITS.trackingNumberMax },
		);
	if (to !== 'shipped' && tracking !== '')
		throw invalid('tracking_number', 'A tracking number is given only when the order is shipped.');

	const payments = parsePayments(input['payments']);
	if (to !== 'paid' && payments.length > 0)
		throw invalid(
			'payments',
			'Payments are taken only when an open order is marked paid; a refund pays back what was paid.',
		);

	return {
		to,
		note: cleanNote,
		restock: parseRestock(input['restock'], to),
		trackingNumber: tracking === '' ? null : tracking,
		payments,
		till: parseTillField(input['till']),
	};
}
