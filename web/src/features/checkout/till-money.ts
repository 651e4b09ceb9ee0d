import { msg, t } from '@lingui/core/macro';
import {
	DISCOUNT,
	PAYMENT,
	type DiscountRequest,
	type PaymentInput,
} from '@deckhand/contract/checkout/checkout-input.ts';
/** The server's own pricing and settlement (pure, no database): the till shows exactly what the server will charge. */
import {
	priceOrder,
	settlePayments,
	type DiscountRefusal,
	type Overpayment,
	type PricingRules,
	type Settlement,
	type Totals,
} from '@deckhand/contract/checkout/checkout-money.ts';
import type { PaymentMethod } from '@deckhand/contract/checkout/checkout-limits.ts';
import { boundsFrom } from '../../lib/fields/schema-bounds.ts';
import { readMoney, readPercent, type Reading } from '../../lib/fields/typed-number.ts';
import { formatNumber } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import type { CartLine } from './cart.ts';

export type { Settlement, Totals };

/**
 * The server's refusal of a discount, worded by the till in the user's language from the
 * refusal's own figures: the server's sentence is English, and the till says it as the clerk types.
 */
function discountRefusal(refusal: DiscountRefusal, subtotalMinor: number, currency: string): string {
	const asked = formatMoney(refusal.discount, currency);
	const most = formatMoney(refusal.max, currency);
	if (refusal.capPercent === undefined) {
		const subtotal = formatMoney(subtotalMinor, currency);
		return t`The discount of ${asked} is more than the subtotal of ${subtotal}.`;
	}
	const cap = formatNumber(refusal.capPercent);
	return t`Staff may give at most ${cap} % off (${most} on this sale), not ${asked}; ask an administrator for a larger discount.`;
}

/**
 * The running totals of the cart, with the server's rounding (tax on the discounted amount, half
 * up). A discount the server would refuse (over the staff cap or the subtotal) is said in the
 * till's words, and the totals are shown without it until it is fixed.
 */
export function cartTotals(
	lines: CartLine[],
	discount: DiscountRequest | null,
	rules: PricingRules,
): { totals: Totals; discountProblem: string | null } {
	const priced = lines.map((line) => ({ quantity: line.quantity, unitPrice: line.unitPrice }));
	const { totals, refusal } = priceOrder(priced, discount, rules);
	return { totals, discountProblem: refusal && discountRefusal(refusal, totals.subtotal, rules.currency) };
}

/** Card and store credit over the total, as the server refuses it, in the till's words (only cash may be more: change is given in cash). */
function overpaid(refusal: Overpayment, currency: string): string {
	const owed = formatMoney(refusal.max, currency);
	const asked = formatMoney(refusal.amount, currency);
	return refusal.by === 'credit'
		? t`Store credit of ${asked} is more than the total of ${owed}.`
		: t`Card and store credit come to ${asked}, more than the total of ${owed}; only cash can be more (change is given in cash).`;
}

/** What the tenders settle (change due, still to pay), or why the server would refuse them when they overpay by card or credit. */
export function settle(
	total: number,
	payments: PaymentInput[],
	currency: string,
): { settlement: Settlement | null; paymentsProblem: string | null } {
	const { settlement, refusal } = settlePayments(total, payments);
	return { settlement, paymentsProblem: refusal && overpaid(refusal, currency) };
}

/** Translated when a tender is read: the map is built once, the language can change. */
const TENDER_LABELS = {
	cash: msg`Cash tendered`,
	card: msg({ message: 'Card', context: 'payment method' }),
	credit: msg({ message: 'Store credit', context: 'payment method' }),
} as const;

/** The most one tender pays, as the checkout takes it. */
const TENDER_MAX = boundsFrom(PAYMENT.shape.amount).max;

/** One tender as typed, in the shop currency's units: empty reads as nothing paid that way. */
export function readTender(method: PaymentMethod, text: string, currency: string): Reading<number | null> {
	return readMoney(text, { label: TENDER_LABELS[method], min: 0, max: TENDER_MAX }, currency);
}

export type DiscountKind = 'amount' | 'percent';

const DISCOUNT_AMOUNT = boundsFrom(DISCOUNT.shape.amount);
const DISCOUNT_PERCENT = boundsFrom(DISCOUNT.shape.percent);

/**
 * The discount box as the request's `{ amount }` (minor units) or `{ percent }` (whole); null when
 * empty or 0. What cannot be read is refused naming the bound that applies to this person on this
 * sale (`most`, from `discountBounds`: a clerk's cap, or the subtotal), never the field's widest.
 */
export function readDiscount(
	kind: DiscountKind,
	text: string,
	currency: string,
	most: { percent: number; amount: number },
): Reading<DiscountRequest | null> {
	const read = (bounds: { min: number; max: number }) =>
		kind === 'percent'
			? readPercent(text, { label: msg`Discount`, ...bounds })
			: readMoney(text, { label: msg`Discount`, ...bounds }, currency);
	const reading = read(kind === 'percent' ? DISCOUNT_PERCENT : DISCOUNT_AMOUNT);
	if (!reading.ok) {
		const max = kind === 'percent' ? most.percent : most.amount;
		const worded = read({
			min: 0,
			max: Math.min(max, (kind === 'percent' ? DISCOUNT_PERCENT : DISCOUNT_AMOUNT).max),
		});
		return worded.ok ? reading : worded;
	}
	if (!reading.value) return { ok: true, value: null };
	return { ok: true, value: kind === 'percent' ? { percent: reading.value } : { amount: reading.value } };
}
