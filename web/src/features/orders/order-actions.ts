import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
	allowedTransitions,
	LIMITED_STATUSES,
	ORDER_TRANSITIONS,
	type OrderStatus,
} from '@deckhand/contract/orders/order-states.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '@deckhand/contract/checkout/checkout-limits.ts';
import { PAYMENT } from '@deckhand/contract/checkout/checkout-input.ts';
import { ORDER_TRANSITION } from '@deckhand/contract/orders/order-transition.ts';
import { maxFrom } from '../../lib/fields/schema-bounds.ts';
import { errorOf, valueOf } from '../../lib/fields/form-readings.ts';
import { readMoney, readText, readWhole } from '../../lib/fields/typed-number.ts';
import { PAYMENT_METHOD_WORDS } from '../../lib/order-words.ts';
import { reasonWhyNot } from '../../lib/permissions/capabilities.ts';
import type { OrderDialog } from './orders-search.ts';

/**
 * The order page's actions come from the server's own state table (`order-states.ts`), so the
 * buttons and the server cannot disagree: a change is offered where the state allows it; one the
 * person may not make (a refund above the staff refund limit, for staff) is shown disabled with the reason.
 */
export interface OrderAction {
	to: OrderStatus;
	label: string;
	/** The dialog the action opens; none for a change that needs nothing more (complete). */
	dialog: OrderDialog | null;
	/** Why the signed-in user cannot, or null when they can. */
	disabledReason: string | null;
}

/** Labels translated when the actions are listed (`i18n._`): the table is built once, the language can change. */
const ACTIONS: Record<OrderStatus, { label: MessageDescriptor; dialog: OrderDialog | null }> = {
	open: { label: msg({ message: 'Reopen', context: 'order action' }), dialog: null },
	paid: { label: msg({ message: 'Mark paid', context: 'order action' }), dialog: 'pay' },
	shipped: { label: msg({ message: 'Ship', context: 'order action' }), dialog: 'ship' },
	completed: { label: msg({ message: 'Complete', context: 'order action' }), dialog: null },
	cancelled: { label: msg({ message: 'Cancel order', context: 'order action' }), dialog: 'cancel' },
	refunded: { label: msg({ message: 'Refund', context: 'order action' }), dialog: 'refund' },
};

/** `refusal`: why the signed-in person may not refund this order (`refundRefusal`), or null when they may. */
export function orderActions(status: OrderStatus, refusal: string | null): OrderAction[] {
	const allowed = allowedTransitions(status, refusal === null);
	return ORDER_TRANSITIONS[status].map((to) => ({
		to,
		label: i18n._(ACTIONS[to].label),
		dialog: ACTIONS[to].dialog,
		disabledReason: allowed.includes(to) ? null : LIMITED_STATUSES.includes(to) ? refusal : t`Not allowed.`,
	}));
}

/** The dialog in the address, when the order's state and the person allow it; a stale or hand-typed address opens nothing. */
export function openDialog(
	dialog: OrderDialog | undefined,
	status: OrderStatus,
	refusal: string | null,
): OrderDialog | null {
	if (!dialog) return null;
	return orderActions(status, refusal).some((action) => action.dialog === dialog && action.disabledReason === null)
		? dialog
		: null;
}

/**
 * Why the signed-in person may not refund an order paying back `paidBack`, said before the click
 * (the server checks it again, `orders/refund-limit.ts`): an administrator refunds any amount;
 * staff up to the shop's `staff_refund_limit` (empty: no limit; not read yet: not offered).
 */
export function refundRefusal(
	admin: boolean,
	limit: number | null | undefined,
	paidBack: number,
	money: (minor: number) => string,
): string | null {
	if (admin || limit === null || (limit !== undefined && paidBack <= limit)) return null;
	if (limit === undefined || limit === 0) return reasonWhyNot('refundOrders');
	const amount = money(paidBack);
	const most = money(limit);
	return t`This refund pays back ${amount}, above the staff refund limit of ${most}: an administrator refunds it.`;
}

/** What is still to pay: the total less what the order's payments (refunds negative) already hold. */
export function amountDue(total: number, payments: Array<{ amount: number }>): number {
	return Math.max(0, total - payments.reduce((sum, payment) => sum + payment.amount, 0));
}

/** A tender's field: empty (0) is none, up to the most a payment takes (its schema's). */
const tenderBounds = (method: PaymentMethod) => ({
	label: PAYMENT_METHOD_WORDS[method],
	min: 0,
	max: maxFrom(PAYMENT.shape.amount),
});

/** One tender field's own check: an amount in the shop's currency within a payment's bounds, or empty. */
export const tenderFieldProblem = (method: PaymentMethod, text: string, currency: string): string | null =>
	errorOf(readMoney(text, tenderBounds(method), currency));

/** Amounts typed in the shop's currency (each already checked), as the server's tenders in minor units; empty and zero amounts are left out. */
export function toTenders(
	texts: Partial<Record<PaymentMethod, string>>,
	currency: string,
): Array<{ method: PaymentMethod; amount: number }> {
	return PAYMENT_METHODS.flatMap((method) => {
		const amount = valueOf(readMoney(texts[method] ?? '', tenderBounds(method), currency)) ?? 0;
		return amount > 0 ? [{ method, amount }] : [];
	});
}

/**
 * The dashboard's own check of a payment before it is sent (the server checks it again): the
 * tenders must cover what is due; card and credit cannot be more than it (only cash gives change).
 */
export function tenderProblem(
	due: number,
	tenders: Array<{ method: PaymentMethod; amount: number }>,
	money: (minor: number) => string,
): string | null {
	const sum = (method?: PaymentMethod) =>
		tenders.filter((t) => method === undefined || t.method === method).reduce((s, t) => s + t.amount, 0);
	const owed = money(due);
	if (sum('card') + sum('credit') > due) {
		const asked = money(sum('card') + sum('credit'));
		return t`Card and store credit come to ${asked}, more than the ${owed} due; only cash can be more.`;
	}
	if (sum() < due) {
		const left = money(due - sum());
		return t`${left} of ${owed} is still to pay; an order is marked paid only when paid in full.`;
	}
	return null;
}

/** How many copies of a sold line may go back in stock: none up to what was sold. */
export const restockBounds = (sold: number) => ({ label: msg`Back in stock`, min: 0, max: sold, required: true });

/** The refund's `restock` from the copies typed per line (each already checked against its line): the lines with copies to put back, or false for none. */
export function restockOf(
	texts: Record<string, string>,
	soldByLine: Record<string, number>,
): false | Array<{ line: number; quantity: number }> {
	const chosen = Object.entries(texts)
		.map(([line, text]) => ({
			line: Number(line),
			quantity: valueOf(readWhole(text, restockBounds(soldByLine[line] ?? 0))) ?? 0,
		}))
		.filter((entry) => entry.quantity > 0)
		.sort((a, b) => a.line - b.line);
	return chosen.length === 0 ? false : chosen;
}

/** The server names a refund's field as `restock[0].quantity`: the form shows it under its one restock field. */
export const formFieldOf = (field: string | undefined): string | undefined => field?.replace(/\[.*$/, '');

export interface PickLine {
	/** The `order_lines` id. */
	id: number;
	bin: string | null;
	quantity: number;
	card: string;
	/** The card's set code and collector number, as printed on the card: what a picker reads in the binder. */
	set: string;
	number: string | null;
	/** Condition, finish and language in words. */
	sku: string;
	order: { id: number; number: string };
}

export interface PickBin {
	bin: string | null;
	lines: PickLine[];
}

const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Lines grouped by bin location, each bin once: bins in natural order ("A2" before "A10"), lines
 * without a bin last; within a bin by set, then collector number ("2" before "10"), then order,
 * which is the order the cards stand in a sorted binder.
 */
export function pickListByBin(lines: PickLine[]): PickBin[] {
	const bins = new Map<string | null, PickLine[]>();
	for (const line of lines) {
		const bin = line.bin?.trim() || null;
		bins.set(bin, [...(bins.get(bin) ?? []), line]);
	}
	return [...bins.entries()]
		.sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : natural.compare(a, b)))
		.map(([bin, binLines]) => ({
			bin,
			lines: binLines.sort(
				(x, y) =>
					natural.compare(x.set, y.set) ||
					natural.compare(x.number ?? '', y.number ?? '') ||
					natural.compare(x.order.number, y.order.number),
			),
		}));
}

/** Payment methods inside a sentence ("refunded (cash, card)"); translated where said (`i18n._`). */
const METHODS_IN_A_SENTENCE: Record<PaymentMethod, MessageDescriptor> = {
	cash: msg({ message: 'cash', context: 'payment method in a sentence' }),
	card: msg({ message: 'card', context: 'payment method in a sentence' }),
	credit: msg({ message: 'store credit', context: 'payment method in a sentence' }),
};

/** The ways an order's money goes back when it is cancelled or refunded: "cash, card". */
export const refundedMethods = (payments: Array<{ method: PaymentMethod; amount: number }>): string =>
	[...new Set(payments.filter((payment) => payment.amount > 0).map((payment) => payment.method))]
		.map((method) => i18n._(METHODS_IN_A_SENTENCE[method]))
		.join(', ');

const NOTE_MAX = maxFrom(ORDER_TRANSITION.shape.note);

/** A note on a status change: the bound the server keeps (its schema's). */
export const noteProblem = (note: string): string | null =>
	errorOf(readText(note.trim(), { label: msg`Note`, max: NOTE_MAX }));
