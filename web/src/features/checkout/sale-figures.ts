import { t } from '@lingui/core/macro';
import type { PaymentMethod } from '@deckhand/contract/checkout/checkout-limits.ts';
import { discountBounds, type PricingRules } from '@deckhand/contract/checkout/checkout-money.ts';
import type { DiscountRequest } from '@deckhand/contract/checkout/checkout-input.ts';
import { creditShareLimit } from '@deckhand/contract/checkout/credit-share.ts';
import { errorOf } from '../../lib/fields/form-readings.ts';
import { formatMoney } from '../../lib/money.ts';
import { cartProblem } from './cart.ts';
import type { SaleInHand } from './sale-in-hand.ts';
import { cartTotals, readDiscount, readTender, settle, type Settlement, type Totals } from './till-money.ts';

/** What the till works out from the sale as typed, every render: the server's own arithmetic. */
export interface SaleFigures {
	totals: Totals;
	discountAsked: DiscountRequest | null;
	/** The discount as typed does not read, or the server would refuse it (over the cap or the subtotal). */
	discountProblem: string | null;
	/** Each tender in minor units; one that does not read counts as nothing. Store credit only with a customer. */
	amounts: Record<PaymentMethod, number>;
	/** A tender that does not read, said beside its field. */
	tenderProblems: Record<PaymentMethod, string | null>;
	payments: Array<{ method: PaymentMethod; amount: number }>;
	settlement: Settlement | null;
	/** Card and store credit over the total, in the server's words. */
	paymentsProblem: string | null;
	/** More store credit than the customer has, or than the shop lets credit pay of a sale. */
	creditProblem: string | null;
	/** The most store credit may pay of this sale (the shop's share of the total). */
	creditLimit: number;
	/** What the customer may spend: their balance and the trade-in's credit; null for a walk-in or while the balance is unknown. */
	creditAvailable: number | null;
	/** The credit total of the trade-in taken in this visit (0 without one). */
	tradeInCredit: number;
	/** The store credit the customer keeps after this sale (what the trade-in brings and the sale does not spend stays theirs). */
	creditLeft: number | null;
	/** Still to pay after every tender. */
	due: number;
}

/** The server's pricing rules and the share of a sale store credit may pay (`checkout/credit-share.ts`). */
export type TillRules = PricingRules & { creditSharePercent: number };

/**
 * `balance` is the customer's store credit before the sale (null while unknown or for a walk-in);
 * `tradeInCredit` the credit total of the trade-in taken in this visit, which the server completes
 * for store credit in the sale's own transaction, so the sale may spend both.
 */
export function saleFigures(
	sale: SaleInHand,
	rules: TillRules,
	balance: number | null,
	tradeInCredit = 0,
): SaleFigures {
	const { currency } = rules;
	const subtotal = cartTotals(sale.cart.lines, null, rules).totals.subtotal;
	const discountReading = readDiscount(sale.discountKind, sale.discount, currency, discountBounds(subtotal, rules));
	const discountAsked = discountReading.ok ? discountReading.value : null;
	const { totals, discountProblem } = cartTotals(sale.cart.lines, discountAsked, rules);
	const readings = {
		credit: readTender('credit', sale.tender.credit, currency),
		card: readTender('card', sale.tender.card, currency),
		cash: readTender('cash', sale.tender.cash, currency),
	};
	const withCustomer = sale.customer !== null;
	const amountOf = (method: PaymentMethod) => {
		const reading = readings[method];
		return (method !== 'credit' || withCustomer) && reading.ok ? (reading.value ?? 0) : 0;
	};
	const amounts = { credit: amountOf('credit'), card: amountOf('card'), cash: amountOf('cash') };
	const payments = (['credit', 'card', 'cash'] as const)
		.map((method) => ({ method, amount: amounts[method] }))
		.filter((payment) => payment.amount > 0);
	const { settlement, paymentsProblem } = settle(totals.total, payments, currency);
	const customer = sale.customer;
	const creditLimit = creditShareLimit(totals.total, rules.creditSharePercent);
	const creditAvailable = customer && balance !== null ? balance + tradeInCredit : null;
	const creditProblem =
		customer && creditAvailable !== null && amounts.credit > creditAvailable
			? creditShort(customer.name, creditAvailable, amounts.credit, currency, tradeInCredit > 0)
			: amounts.credit > creditLimit
				? overShare(rules.creditSharePercent, creditLimit, currency)
				: null;
	return {
		totals,
		discountAsked,
		discountProblem: discountReading.ok ? discountProblem : discountReading.error,
		amounts,
		tenderProblems: {
			credit: withCustomer ? errorOf(readings.credit) : null,
			card: errorOf(readings.card),
			cash: errorOf(readings.cash),
		},
		payments,
		settlement,
		paymentsProblem,
		creditProblem,
		creditLimit,
		creditAvailable,
		tradeInCredit: customer ? tradeInCredit : 0,
		creditLeft: creditAvailable === null ? null : Math.max(0, creditAvailable - amounts.credit),
		due: Math.max(0, totals.total - (settlement?.paid ?? 0)),
	};
}

/** More store credit asked than the customer has (with the trade-in's, when there is one), said beside the field. */
function creditShort(name: string, available: number, asked: number, currency: string, withTradeIn: boolean): string {
	const has = formatMoney(available, currency);
	const wanted = formatMoney(asked, currency);
	return withTradeIn
		? t`${name} has ${has} of store credit with the trade-in, less than the ${wanted} asked.`
		: t`${name} has ${has} of store credit, less than the ${wanted} asked.`;
}

/** More store credit than the shop's share of the sale, said beside the field as the server would refuse it. */
function overShare(share: number, limit: number, currency: string): string {
	const most = formatMoney(limit, currency);
	return t`Store credit may pay at most ${share} % of a sale: ${most} of this one.`;
}

/** "Use all store credit": the balance, or what card leaves to pay if that is less, within the shop's share. Cash is filled last (F2), since it alone gives change. */
export const creditToUse = (figures: SaleFigures, balance: number) =>
	Math.max(0, Math.min(balance, figures.creditLimit, figures.totals.total - figures.amounts.card));

/** F2: what store credit and card leave to pay, into cash. */
export const cashToTender = (figures: SaleFigures) =>
	Math.max(0, figures.totals.total - figures.amounts.credit - figures.amounts.card);

/** F3: what store credit leaves to pay, by card (cash is then left empty). */
export const cardToTender = (figures: SaleFigures) => Math.max(0, figures.totals.total - figures.amounts.credit);

/**
 * F2 with a trade-in taken in this visit and no store credit typed: the trade-in pays the sale
 * first (its credit, within the shop's share and what card leaves), and cash the rest. Null when
 * there is no trade-in credit to put on the sale, or the clerk typed a store credit already.
 */
export function tradeInTender(figures: SaleFigures, creditTyped: string): { credit: number; cash: number } | null {
	if (figures.tradeInCredit === 0 || creditTyped.trim() !== '') return null;
	const rest = Math.max(0, figures.totals.total - figures.amounts.card);
	const credit = Math.min(figures.tradeInCredit, figures.creditLimit, rest);
	return credit > 0 ? { credit, cash: rest - credit } : null;
}

/**
 * Why Complete (or Create order) cannot be pressed, in a sentence shown under it; null when it can.
 * Each reason the till holds a sale back has its own, first the one to fix first.
 */
export function completeBlocker(
	sale: SaleInHand,
	figures: SaleFigures,
	till: { counter: boolean; checking: boolean; currency: string },
): string | null {
	if (till.checking) return t`Checking the prices and stock of this sale…`;
	if (sale.cart.lines.length === 0) return t`Add a card to the cart.`;
	const lines = cartProblem(sale.cart);
	if (lines) return lines;
	if (figures.discountProblem) return t`Fix the discount.`;
	if (figures.tenderProblems.credit) return t`Fix the store credit amount.`;
	if (figures.creditProblem && figures.amounts.credit > figures.creditLimit)
		return t`Lower the store credit to the shop's share of the sale.`;
	if (figures.creditProblem) {
		const name = sale.customer!.name;
		return t`Lower the store credit: ${name} has less than that.`;
	}
	if (figures.tenderProblems.card) return t`Fix the card amount.`;
	if (figures.tenderProblems.cash) return t`Fix the cash amount.`;
	if (figures.paymentsProblem) return t`Card and store credit come to more than the total: lower one of them.`;
	if (!till.counter || figures.settlement?.covered) return null;
	const due = formatMoney(figures.due, till.currency);
	if (figures.payments.length === 0) return t`Take payment: ${due} to pay (F2 puts it in Cash).`;
	return figures.amounts.cash > 0 ? t`Cash is short by ${due}.` : t`Payment is short by ${due}.`;
}
