import { t } from '@lingui/core/macro';
import type { BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';
import { TRADE_IN_OPEN } from '../../lib/trade-in/trade-in-queries.ts';
import { i18n } from '@lingui/core';
import { BUYLIST_STATUS_WORDS } from '../../lib/buylist-words.ts';

/** What a trade-in brings to the sale in hand: its credit, or why it cannot pay (said in the trade-in panel and under Complete). */
export interface TradeInStanding {
	/** The trade-in's credit total the sale may spend; 0 while it cannot pay. */
	credit: number;
	/** Why the trade-in cannot go with this sale; null when it can. */
	problem: string | null;
}

/**
 * Whether a trade-in can go with the sale: it must be the sale's customer's, still open (draft,
 * offered or accepted: the sale completes it for store credit), and take at least one card.
 */
export function tradeInStanding(view: BuylistView, customer: number | null): TradeInStanding {
	const number = view.number;
	if (!TRADE_IN_OPEN.includes(view.status)) {
		const status = i18n._(BUYLIST_STATUS_WORDS[view.status]).toLowerCase();
		return {
			credit: 0,
			problem:
				view.status === 'awaiting_approval'
					? t`${number} waits for an administrator’s approval: its credit cannot pay this sale. Remove it to go on without it.`
					: t`${number} is ${status}: it cannot pay this sale. Remove it.`,
		};
	}
	if (view.customer === null || view.customer.id !== customer) {
		const owner = view.customer?.name ?? t`no customer`;
		return {
			credit: 0,
			problem: t`${number} is for ${owner}, not for this sale’s customer. Remove it, or choose that customer.`,
		};
	}
	if (view.lines.every((line) => line.buy_quantity === 0))
		return { credit: 0, problem: t`${number} takes no card yet: add its cards at the intake, or remove it.` };
	if (view.lines.some((line) => line.buy_quantity > 0 && line.credit_unit === null))
		return {
			credit: 0,
			problem: t`${number} has a card with no price to offer from: its price is set on the card page, or its offer at the intake.`,
		};
	return { credit: view.total_credit, problem: null };
}
