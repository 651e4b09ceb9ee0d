import {
	priceOrder,
	settlePayments,
	type PricedLine,
	type PricingRules,
	type Settlement,
	type Totals,
} from '@deckhand/contract/checkout/checkout-money.ts';
import type { PaymentInput, DiscountRequest } from '@deckhand/contract/checkout/checkout-input.ts';
import { DiscountTooLargeError, invalid } from '../errors.ts';
import { formatMoney } from './format-money.ts';

/** The sale's figures (`priceOrder`), or DISCOUNT_TOO_LARGE naming the most that may be given, in the shop's currency. */
export function orderTotals(lines: PricedLine[], request: DiscountRequest | null, rules: PricingRules): Totals {
	const { totals, refusal } = priceOrder(lines, request, rules);
	if (!refusal) return totals;
	const money = (amount: number) => formatMoney(amount, rules.currency);
	if (refusal.capPercent === undefined)
		throw new DiscountTooLargeError(
			`The discount of ${money(refusal.discount)} is more than the subtotal of ${money(totals.subtotal)}.`,
			{ field: 'discount', max: refusal.max },
		);
	throw new DiscountTooLargeError(
		`Staff may give at most ${refusal.capPercent} % off (${money(refusal.max)} on this sale), not ${money(refusal.discount)}; ask an administrator for a larger discount.`,
		{ field: 'discount', max: refusal.max, cap_percent: refusal.capPercent },
	);
}

/** What the payments settle (`settlePayments`), or VALIDATION_FAILED when card or store credit pay more than the total. */
export function acceptPayments(total: number, payments: PaymentInput[], currency: string): Settlement {
	const { settlement, refusal } = settlePayments(total, payments);
	if (settlement) return settlement;
	const money = (amount: number) => formatMoney(amount, currency);
	throw invalid(
		'payments',
		refusal.by === 'credit'
			? `Store credit of ${money(refusal.amount)} is more than the total of ${money(total)}.`
			: `Card and store credit come to ${money(refusal.amount)}, more than the total of ${money(total)}; only cash can be more (change is given in cash).`,
		{ max: total },
	);
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
