import { CreditShareExceededError } from '../errors.ts';
import { formatMoney } from './format-money.ts';

/**
 * The most store credit may pay of a sale's total: the shop's share (PRODUCT.md §3), rounded
 * down to the minor unit, so "at most 50 %" never lets a cent more through.
 */
export function creditShareLimit(total: number, sharePercent: number): number {
	return Math.floor((total * sharePercent) / 100);
}

/**
 * Refuses store credit beyond the shop's share of the total (INSUFFICIENT_CREDIT naming the cap). `credit` is all the credit the
 * order is paid with, earlier payments included, so paying an open order in parts cannot pass it.
 */
export function checkCreditShare(credit: number, total: number, sharePercent: number, currency: string): void {
	const limit = creditShareLimit(total, sharePercent);
	if (credit <= limit) return;
	throw new CreditShareExceededError(
		`Store credit may pay at most ${sharePercent} % of a sale (${formatMoney(limit, currency)} of ${formatMoney(total, currency)}), not ${formatMoney(credit, currency)}; take the rest by cash or card.`,
		{ field: 'payments', max: limit, cap_percent: sharePercent, requested: credit },
	);
}
