import { percentOf, taxOn } from '../domain/money.ts';
import { DiscountTooLargeError, invalid } from '../errors.ts';
import type { DiscountRequest, PaymentInput } from './checkout-input.ts';
import { formatMoney } from './format-money.ts';

export interface PricedLine {
	quantity: number;
	unitPrice: number;
}

export interface PricingRules {
	taxRateBp: number;
	staffDiscountCapPercent: number;
	/** Administrators give any discount up to the subtotal; staff up to the cap. */
	admin: boolean;
	currency: string;
}

export interface Totals {
	subtotal: number;
	discount: number;
	tax: number;
	total: number;
}

/**
 * Subtotal, discount, tax and total of a sale, in minor units. Tax is charged on the discounted
 * amount and rounded half up (`domain/money.ts`), so total = subtotal − discount + tax exactly.
 */
export function priceOrder(lines: PricedLine[], request: DiscountRequest | null, rules: PricingRules): Totals {
	const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
	const discount = request === null ? 0 : 'amount' in request ? request.amount : percentOf(subtotal, request.percent);
	const money = (amount: number) => formatMoney(amount, rules.currency);

	if (discount > subtotal)
		throw new DiscountTooLargeError(
			`The discount of ${money(discount)} is more than the subtotal of ${money(subtotal)}.`,
			{ field: 'discount', max: subtotal },
		);
	const cap = percentOf(subtotal, rules.staffDiscountCapPercent);
	if (!rules.admin && discount > cap)
		throw new DiscountTooLargeError(
			`Staff may give at most ${rules.staffDiscountCapPercent} % off (${money(cap)} on this sale), not ${money(discount)}; ask an administrator for a larger discount.`,
			{ field: 'discount', max: cap, cap_percent: rules.staffDiscountCapPercent },
		);

	const tax = taxOn(subtotal - discount, rules.taxRateBp);
	return { subtotal, discount, tax, total: subtotal - discount + tax };
}

export interface Settlement {
	/** The payments as the shop keeps them: cash net of change, so they add up to at most the total. */
	kept: PaymentInput[];
	paid: number;
	changeDue: number;
	credit: number;
	/** Nothing left to pay. */
	covered: boolean;
}

/**
 * What the payments settle. Only cash may be more than the total (the change is given back in
 * cash and kept payments are net of it); card and store credit never overpay, since neither
 * can be handed back across the counter.
 */
export function settlePayments(total: number, payments: PaymentInput[], currency: string): Settlement {
	const money = (amount: number) => formatMoney(amount, currency);
	const sum = (method?: string) =>
		payments.filter((p) => method === undefined || p.method === method).reduce((s, p) => s + p.amount, 0);
	const credit = sum('credit');
	const card = sum('card');
	if (credit > total)
		throw invalid('payments', `Store credit of ${money(credit)} is more than the total of ${money(total)}.`, {
			max: total,
		});
	if (credit + card > total)
		throw invalid(
			'payments',
			`Card and store credit come to ${money(credit + card)}, more than the total of ${money(total)}; only cash can be more (change is given in cash).`,
			{
				max: total,
			},
		);

	const tendered = sum();
	let change = Math.max(0, tendered - total);
	const changeDue = change;
	const kept: PaymentInput[] = [];
	for (const payment of [...payments].reverse()) {
		const back = payment.method === 'cash' ? Math.min(change, payment.amount) : 0;
		change -= back;
		if (payment.amount - back > 0) kept.unshift({ method: payment.method, amount: payment.amount - back });
	}
	const paid = tendered - changeDue;
	return { kept, paid, changeDue, credit, covered: paid >= total };
}

export type InitialStatus = 'open' | 'paid' | 'completed';

/**
 * Open until paid in full; paid in full → paid; a counter sale paid in full and asked to
 * complete → completed at once (PRODUCT.md §4). Completing an unpaid sale is refused.
 */
export function initialStatus(
	settlement: Settlement,
	total: number,
	complete: boolean,
	currency: string,
): InitialStatus {
	if (complete && !settlement.covered)
		throw invalid(
			'complete',
			`A sale is completed only when paid in full: ${formatMoney(total - settlement.paid, currency)} of ${formatMoney(total, currency)} is still to pay.`,
			{
				min: total,
			},
		);
	if (!settlement.covered) return 'open';
	return complete ? 'completed' : 'paid';
}
