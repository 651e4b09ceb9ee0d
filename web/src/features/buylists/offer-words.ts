import { plural, t } from '@lingui/core/macro';
import type { PayoutMethod, StaffLimitRule } from '@deckhand/contract/schema/choices.ts';
import { formatNumber } from '../../lib/i18n/formats.ts';
import { formatMoney } from '../../lib/money.ts';
import type { BuylistLineView, BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';

/**
 * Why a line takes fewer copies than were brought, or offers nothing, in the counter's words:
 * the not-buying list, the buy limit ("we hold 12"), no price to offer from (and who sets it,
 * for an administrator or a clerk). Null when the line
 * takes every copy at a computed offer.
 */
export function lineWhy(
	line: Pick<BuylistLineView, 'rule' | 'held' | 'quantity' | 'buy_quantity' | 'cash_unit' | 'overridden'>,
	admin: boolean,
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
			if (line.cash_unit !== null || line.overridden) return null;
			// The owner is shown the card page's link beside these words (`intake-lines-table.tsx`).
			return admin
				? t`No price in any condition to offer from.`
				: t`No price to offer from: the owner sets the card's price on the card page.`;
		default:
			return null;
	}
}

/** The limit a completion would go over, in the words of the sentence before completing. */
function overWhich(rule: StaffLimitRule, limit: string): string {
	switch (rule) {
		case 'buylist':
			return t`above your limit of ${limit}`;
		case 'customer_day':
			return t`with what staff paid this customer today, above the limit of ${limit} per customer a day`;
		case 'clerk_day':
			return t`with what you paid out today, above your daily limit`;
	}
}

/**
 * What the clerk is told before completing: a payout the server says would be held (the buylist
 * alone, the customer's day or the clerk's day over its limit, `completion_held`) waits for an
 * administrator. Credit pays more than cash, so it may be held where cash is not. Null for
 * administrators, and when neither payout would be held.
 */
export function limitNotice(
	view: Pick<BuylistView, 'completion_held' | 'staff_limit'>,
	currency: string,
): string | null {
	const held = view.completion_held;
	if (!held || (!held.cash && !held.credit)) return null;
	const limit = formatMoney(view.staff_limit, currency);
	if (held.cash && held.credit) {
		const why = overWhich(held.credit, limit);
		return t`In cash or store credit, ${why}: an administrator approves it.`;
	}
	if (held.credit) {
		const why = overWhich(held.credit, limit);
		return t`In store credit, ${why}: an administrator approves it. In cash it is within your limits.`;
	}
	const why = overWhich(held.cash ?? 'buylist', limit);
	return t`In cash, ${why}: an administrator approves it. In store credit it is within your limits.`;
}

/** The total a payout pays: the cash or the credit total. */
export const payoutTotal = (view: Pick<BuylistView, 'total_cash' | 'total_credit'>, payout: PayoutMethod) =>
	payout === 'cash' ? view.total_cash : view.total_credit;

/** Would completing in this payout now put the buylist in the approval queue? The server says, from the day's sums. */
export const needsApproval = (view: Pick<BuylistView, 'completion_held'>, payout: PayoutMethod) =>
	(view.completion_held?.[payout] ?? null) !== null;
