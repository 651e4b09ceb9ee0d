import { creditShareLimit } from '@deckhand/contract/checkout/credit-share.ts';
import { CreditShareExceededError } from '../errors.ts';
import { formatMoney } from './format-money.ts';

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
