import type { DiscountRequest, PaymentInput } from '../../../../server/extensions/deckhand/src/checkout/checkout-input.ts';
/** The server's own pricing and settlement (pure, no database): the till shows exactly what the server will charge. */
import { priceOrder, settlePayments, type PricingRules, type Settlement, type Totals } from '../../../../server/extensions/deckhand/src/checkout/checkout-money.ts';
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

/** Major units as typed ("12.5") to minor units (1250); null when it is not an amount. */
export function toMinor(value: number | string, digits: number): number | null {
	const number = typeof value === 'number' ? value : Number(value.trim() === '' ? NaN : value);
	if (!Number.isFinite(number) || number < 0) return null;
	return Math.round(number * 10 ** digits);
}

export const toMajor = (minor: number, digits: number) => minor / 10 ** digits;

export type DiscountKind = 'amount' | 'percent';

/** The discount box as the request's `{ amount }` (minor units) or `{ percent }`; null when empty or 0. */
export function discountRequest(kind: DiscountKind, value: number | string, digits: number): DiscountRequest | null {
	if (value === '' || Number(value) === 0) return null;
	if (kind === 'percent') return { percent: Number(value) };
	const amount = toMinor(value, digits);
	return amount === null ? null : { amount };
}
