import { plural, t } from '@lingui/core/macro';
import type { PayoutMethod } from '@deckhand/contract/schema/collections.ts';
import { formatNumber } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import type { BuylistLineView, BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';

/**
 * Why a line takes fewer copies than were brought, or offers nothing, in the counter's words:
 * the not-buying list, the buy limit ("we hold 12"), no price to offer from. Null when the line
 * takes every copy at a computed offer.
 */
export function lineWhy(
	line: Pick<BuylistLineView, 'rule' | 'held' | 'quantity' | 'buy_quantity' | 'cash_unit' | 'overridden'>,
): string | null {
	switch (line.rule) {
		case 'not_buying':
			return t`Not buying this card.`;
		case 'limit': {
			const held = formatNumber(line.held);
			const taken = line.buy_quantity;
			return taken === 0
				? t`Buy limit: we hold ${held}, so we take none.`
				: plural(taken, {
						one: `Buy limit: we hold ${held}, so we take #.`,
						other: `Buy limit: we hold ${held}, so we take #.`,
					});
		}
		case 'no_price':
			// An offer set by hand is a price, also where the server withheld it from this reader.
			return line.cash_unit === null && !line.overridden
				? t`No price to offer from: an administrator sets the offer.`
				: null;
		default:
			return null;
	}
}

/**
 * What the clerk is told before completing: a staff payout above the staff limit waits for an
 * administrator. Credit pays more than cash, so it may be above the limit where cash is not.
 * Null for administrators, and when neither payout is above the limit.
 */
export function limitNotice(
	view: Pick<BuylistView, 'total_cash' | 'total_credit' | 'staff_limit'>,
	admin: boolean,
	currency: string,
): string | null {
	if (admin) return null;
	const limit = formatMoney(view.staff_limit, currency);
	if (view.total_cash > view.staff_limit) return t`Above your limit of ${limit}: an administrator approves it.`;
	if (view.total_credit > view.staff_limit)
		return t`In store credit, above your limit of ${limit}: an administrator approves it. In cash it is within your limit.`;
	return null;
}

/** The total a payout pays: the cash or the credit total. */
export const payoutTotal = (view: Pick<BuylistView, 'total_cash' | 'total_credit'>, payout: PayoutMethod) =>
	payout === 'cash' ? view.total_cash : view.total_credit;

/** Is this payout above a clerk's limit (so completing it puts the buylist in the approval queue)? */
export const needsApproval = (
	view: Pick<BuylistView, 'total_cash' | 'total_credit' | 'staff_limit'>,
	payout: PayoutMethod,
	admin: boolean,
) => !admin && payoutTotal(view, payout) > view.staff_limit;
