import { t } from '@lingui/core/macro';
import type { BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';
import { formatMoney } from '../../lib/money.ts';

/** Why a buylist waits for approval, as the server kept it when the clerk's completion was held. */
export type Hold = NonNullable<BuylistView['hold']>;

/**
 * The reason in full, with its figures: the limit gone over, what that day had paid before, this
 * payout, and the limit ("Staff had paid this customer $160.00 today; with this payout of $80.00
 * that is $240.00, above the staff limit of $200.00 per customer a day.").
 */
export function holdReason(hold: Hold, total: number, currency: string): string {
	const money = (amount: number) => formatMoney(amount, currency);
	const spent = money(hold.spent_today);
	const payout = money(total);
	const sum = money(hold.spent_today + total);
	const limit = money(hold.limit);
	switch (hold.rule) {
		case 'buylist':
			return t`This payout of ${payout} alone is above the staff limit of ${limit}.`;
		case 'customer_day':
			return t`Staff had paid this customer ${spent} today; with this payout of ${payout} that is ${sum}, above the staff limit of ${limit} per customer a day.`;
		case 'clerk_day':
			return t`The clerk had paid out ${spent} today; with this payout of ${payout} that is ${sum}, above the daily limit of ${limit} per clerk.`;
	}
}

/** The reason in a few words, for the approval queue's column ("Customer's day: $160.00 before, limit $200.00"). */
export function holdSummary(hold: Hold, currency: string): string {
	const spent = formatMoney(hold.spent_today, currency);
	const limit = formatMoney(hold.limit, currency);
	switch (hold.rule) {
		case 'buylist':
			return t`This buylist alone, limit ${limit}`;
		case 'customer_day':
			return t`Customer's day: ${spent} before, limit ${limit}`;
		case 'clerk_day':
			return t`Clerk's day: ${spent} before, limit ${limit}`;
	}
}
