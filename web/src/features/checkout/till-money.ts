import type { DiscountRequest, PaymentInput } from '../../../../server/extensions/deckhand/src/checkout/checkout-input.ts';
import { msg } from '@lingui/core/macro';
/** The server's own pricing and settlement (pure, no database): the till shows exactly what the server will charge. */
import { priceOrder, settlePayments, type PricingRules, type Settlement, type Totals } from '../../../../server/extensions/deckhand/src/checkout/checkout-money.ts';
import { CHECKOUT_LIMITS, type PaymentMethod } from '../../../../server/extensions/deckhand/src/checkout/checkout-limits.ts';
import { readMoney, readPercent, type Reading } from '../../lib/fields/typed-number.ts';
import type { CartLine } from './cart.ts';

export type { Settlement, Totals };

/** A refusal of the server's money rules, as the till shows it beside the field. */
function refusalMessage(error: unknown): string {
	return error instanceof Error ? error.message : String(error);
}

/**
 * The running totals of the cart, with the server's rounding (tax on the discounted amount, half
 * up). A discount the server would refuse (over the staff cap or the subtotal) is said in the
 * server's own sentence, and the totals are shown without it until it is fixed.
 */
export function cartTotals(lines: CartLine[], discount: DiscountRequest | null, rules: PricingRules): { totals: Totals; discountProblem: string | null } {
	const priced = lines.map((line) => ({ quantity: line.quantity, unitPrice: line.unitPrice }));
	try {
		return { totals: priceOrder(priced, discount, rules), discountProblem: null };
	} catch (error) {
		return { totals: priceOrder(priced, null, rules), discountProblem: refusalMessage(error) };
	}
}

/** What the tenders settle (change due, still to pay), or the server's sentence when they overpay by card or credit. */
export function settle(total: number, payments: PaymentInput[], currency: string): { settlement: Settlement | null; paymentsProblem: string | null } {
	try {
		return { settlement: settlePayments(total, payments, currency), paymentsProblem: null };
	} catch (error) {
		return { settlement: null, paymentsProblem: refusalMessage(error) };
	}
}

const TENDER_LABELS = { cash: msg`Cash tendered`, card: msg({ message: 'Card', context: 'payment method' }), credit: msg({ message: 'Store credit', context: 'payment method' }) } as const;

/** One tender as typed, in the shop currency's units: empty reads as nothing paid that way. */
export function readTender(method: PaymentMethod, text: string, currency: string): Reading<number | null> {
	return readMoney(text, { label: TENDER_LABELS[method], min: 0, max: CHECKOUT_LIMITS.paymentMax }, currency);
}

export type DiscountKind = 'amount' | 'percent';

/** The discount box as the request's `{ amount }` (minor units) or `{ percent }` (whole); null when empty or 0. */
export function readDiscount(kind: DiscountKind, text: string, currency: string): Reading<DiscountRequest | null> {
	const reading =
		kind === 'percent' ? readPercent(text, { label: msg`Discount`, min: 0, max: 100 }) : readMoney(text, { label: msg`Discount`, min: 0, max: CHECKOUT_LIMITS.discountAmountMax }, currency);
	if (!reading.ok) return reading;
	if (!reading.value) return { ok: true, value: null };
	return { ok: true, value: kind === 'percent' ? { percent: reading.value } : { amount: reading.value } };
}
