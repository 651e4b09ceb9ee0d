import { percentOf, taxOn } from '../domain/money.ts';
import type { DiscountRequest, PaymentInput } from './checkout-input.ts';

/*
 * A sale's arithmetic, the same on the till and on the server: the till shows exactly what the
 * server charges. A rule the figures break is answered as data (what was asked, and the bound);
 * the server refuses with it, the till says it beside the field.
 */

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

/** A discount that cannot be given: more than the subtotal, or (staff) more than the shop's cap. */
export interface DiscountRefusal {
	/** The discount asked, in minor units. */
	discount: number;
	/** The most that may be given: the subtotal, or the cap on this sale. */
	max: number;
	/** The staff cap, when it is the cap that refuses. */
	capPercent?: number;
}

export interface PricedOrder {
	/** The sale's figures; without the discount when it is refused. */
	totals: Totals;
	refusal: DiscountRefusal | null;
}

/** The most discount this person may give on a sale of this subtotal: staff the shop's cap, administrators all of it. */
export function discountBounds(
	subtotal: number,
	rules: Pick<PricingRules, 'admin' | 'staffDiscountCapPercent'>,
): { percent: number; amount: number } {
	return rules.admin
		? { percent: 100, amount: subtotal }
		: { percent: rules.staffDiscountCapPercent, amount: percentOf(subtotal, rules.staffDiscountCapPercent) };
}

/**
 * Subtotal, discount, tax and total of a sale, in minor units. Tax is charged on the discounted
 * amount and rounded half up (`domain/money.ts`), so total = subtotal − discount + tax exactly.
 */
export function priceOrder(lines: PricedLine[], request: DiscountRequest | null, rules: PricingRules): PricedOrder {
	const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
	const discount = request === null ? 0 : 'amount' in request ? request.amount : percentOf(subtotal, request.percent);
	const most = discountBounds(subtotal, rules);
	// The bound named is this person's: a clerk asking more than the subtotal is still over the cap.
	const refusal: DiscountRefusal | null =
		discount <= most.amount
			? null
			: rules.admin
				? { discount, max: subtotal }
				: { discount, max: most.amount, capPercent: rules.staffDiscountCapPercent };
	const given = refusal ? 0 : discount;
	const tax = taxOn(subtotal - given, rules.taxRateBp);
	return { totals: { subtotal, discount: given, tax, total: subtotal - given + tax }, refusal };
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

/** Tenders that cannot be taken: store credit, or card and store credit together, over the total. */
export interface Overpayment {
	/** What pays too much: store credit alone, or card and store credit together. */
	by: 'credit' | 'card and credit';
	/** What they come to, in minor units. */
	amount: number;
	/** The total, which they may not pass. */
	max: number;
}

export type SettledPayments = { settlement: Settlement; refusal: null } | { settlement: null; refusal: Overpayment };

/**
 * What the payments settle. Only cash may be more than the total (the change is given back in
 * cash and kept payments are net of it); card and store credit never overpay, since neither
 * can be handed back across the counter.
 */
export function settlePayments(total: number, payments: PaymentInput[]): SettledPayments {
	const sum = (method?: string) =>
		payments.filter((p) => method === undefined || p.method === method).reduce((s, p) => s + p.amount, 0);
	const credit = sum('credit');
	const card = sum('card');
	if (credit > total) return { settlement: null, refusal: { by: 'credit', amount: credit, max: total } };
	if (credit + card > total)
		return { settlement: null, refusal: { by: 'card and credit', amount: credit + card, max: total } };

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
	return { settlement: { kept, paid, changeDue, credit, covered: paid >= total }, refusal: null };
}
