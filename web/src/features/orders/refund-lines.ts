import { msg, t } from '@lingui/core/macro';
import { refundAmount, type RefundDestination, type RefundLine } from '@deckhand/contract/orders/order-refund.ts';
import type { OrderStatus } from '@deckhand/contract/orders/order-states.ts';
import { readWhole } from '../../lib/fields/typed-number.ts';
import { reasonWhyNot } from '../../lib/permissions/capabilities.ts';
import type { OrderDialog } from './orders-search.ts';

/*
 * A refund of some lines and copies, and an exchange (the same refund to store credit, then the
 * till with the customer chosen), as the order page offers them. The server decides again
 * (`orders/refund-lines.ts`); these say beforehand what it will answer.
 */

export type LineDialog = Extract<OrderDialog, 'refund-lines' | 'exchange'>;

/** Orders whose lines can be refunded: paid, and not yet undone. */
const REFUNDABLE: readonly OrderStatus[] = ['paid', 'completed'];

export interface LineRefundAction {
	dialog: LineDialog;
	label: string;
	disabledReason: string | null;
}

/** Why a clerk refunds no lines at all (the shop's staff refund limit is 0, or not read yet); null for an administrator or a clerk with a limit. */
export function lineRefundRefusal(admin: boolean, limit: number | null | undefined): string | null {
	return admin || limit === null || (limit !== undefined && limit > 0) ? null : reasonWhyNot('refundOrders');
}

/** "Refund lines…" and "Exchange…", beside the whole refund, on a paid or completed order. */
export function lineRefundActions(
	status: OrderStatus,
	hasCustomer: boolean,
	refusal: string | null,
): LineRefundAction[] {
	if (!REFUNDABLE.includes(status)) return [];
	const noCustomer = hasCustomer
		? null
		: t`This order has no customer: an exchange gives store credit, which only a customer can hold.`;
	return [
		{ dialog: 'refund-lines', label: t`Refund lines…`, disabledReason: refusal },
		{ dialog: 'exchange', label: t`Exchange…`, disabledReason: refusal ?? noCustomer },
	];
}

/** The line dialog in the address, when the order and the person allow it; a stale or hand-typed address opens nothing. */
export function openLineDialog(
	dialog: OrderDialog | undefined,
	status: OrderStatus,
	hasCustomer: boolean,
	refusal: string | null,
): LineDialog | null {
	const action = lineRefundActions(status, hasCustomer, refusal).find((each) => each.dialog === dialog);
	return action && action.disabledReason === null ? action.dialog : null;
}

/** A line as the dialog reads it: what it sold, at what price, and how many copies are refunded already. */
export interface RefundableLine {
	id: number;
	quantity: number;
	refunded_quantity: number;
	unit_price: number;
}

export const copiesLeft = (line: RefundableLine): number => line.quantity - line.refunded_quantity;

/** How many copies of a line may be refunded now: none up to those sold and not yet refunded. */
export const refundBounds = (left: number) => ({ label: msg`Copies to refund`, min: 0, max: left });

export interface LineChoice {
	quantity: string;
	restock: boolean;
}

/**
 * The refund's lines from what was typed per line: the lines with copies to refund, in line order.
 * Read as the copies are typed (for the total shown), so a quantity out of its bounds counts as
 * none here; the form refuses it beside its field before anything is sent.
 */
export function chosenLines(choices: Record<string, LineChoice>, lines: readonly RefundableLine[]): RefundLine[] {
	return lines.flatMap((line) => {
		const choice = choices[String(line.id)];
		const reading = choice ? readWhole(choice.quantity, refundBounds(copiesLeft(line))) : null;
		const quantity = reading?.ok ? (reading.value ?? 0) : 0;
		return quantity > 0 ? [{ line: line.id, quantity, restock: choice!.restock }] : [];
	});
}

/** What these copies pay back: the server's own sum, on what the order's lines have refunded so far. */
export function refundTotal(
	order: { subtotal: number; total: number },
	lines: readonly RefundableLine[],
	chosen: readonly RefundLine[],
): number {
	const before = lines.reduce((sum, line) => sum + line.unit_price * line.refunded_quantity, 0);
	const price = new Map(lines.map((line) => [line.id, line.unit_price]));
	const added = chosen.reduce((sum, refund) => sum + (price.get(refund.line) ?? 0) * refund.quantity, 0);
	return refundAmount(order, before, before + added);
}

/** The form's field for a field the server names: `lines[1].quantity` is the quantity of the second line sent. */
export function formFieldOfRefund(field: string | undefined, sent: readonly RefundLine[]): string | null {
	const line = /^lines\[(\d+)\]/.exec(field ?? '');
	if (line) {
		const refund = sent[Number(line[1])];
		return refund ? `lines.${refund.line}.quantity` : null;
	}
	return field === 'to' || field === 'note' || field === 'lines' ? field : null;
}

/** Where an exchange's money goes: the customer's store credit, which then pays the new cards at the till. */
export const EXCHANGE_DESTINATION: RefundDestination = 'credit';
