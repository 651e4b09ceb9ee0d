import { BuylistTransitionError } from '../errors.ts';
import { appendBuylistEvent } from '../ledger/buylists.ts';
import type { Books } from '../ledger/command.ts';
import {
	BUYLIST_TRANSITIONS,
	TRADE_IN_STATUSES,
	type BuylistStatus,
	type PayoutMethod,
} from '@deckhand/contract/buylists/buylist-states.ts';
import type { BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';
import type { BuylistLimitExceeded } from '@deckhand/contract/errors/refusals.ts';
import type { StaffLimitRule } from '@deckhand/contract/schema/choices.ts';
import { lockBuylist, refuseUnless, updateBuylist, type BuylistRow } from './buylist-row.ts';

/**
 * After a clerk's completion over a staff limit was refused (and rolled back): the buylist waits
 * for an administrator's approval, with the payout the clerk chose, its total, and why it waits
 * (the limit, the day's sum before it, the limit's figure), which the owner's queue shows. A
 * command of its own, since the refused completion's transaction is gone.
 */
export async function holdForApproval(
	books: Books,
	refusal: Pick<BuylistLimitExceeded, 'buylist' | 'payout' | 'rule' | 'spent_today' | 'limit'>,
	note: string | null,
): Promise<void> {
	const buylist = await lockBuylist(books.trx, refusal.buylist);
	if (!TRADE_IN_STATUSES.includes(buylist.status)) return;
	const payout = refusal.payout as PayoutMethod;
	await updateBuylist(books, buylist, {
		status: 'awaiting_approval',
		payout_method: payout,
		total_offer: payout === 'cash' ? buylist.total_cash : buylist.total_credit,
		held_by_limit: refusal.rule,
		held_spent_today: refusal.spent_today,
		held_limit_amount: refusal.limit,
	});
	await appendBuylistEvent(books, buylist.id, buylist.status, 'awaiting_approval', note);
}

/** Why the buylist waited for approval, from its row (`buylists.held_*`); null when it never did. */
export function holdOf(row: Record<string, unknown>): BuylistView['hold'] {
	const rule = row['held_by_limit'] as StaffLimitRule | null | undefined;
	if (!rule) return null;
	return { rule, spent_today: Number(row['held_spent_today'] ?? 0), limit: Number(row['held_limit_amount'] ?? 0) };
}

const FROZEN =
	'what waits for approval is what an administrator approves, so nothing of it changes until it is approved, rejected or cancelled.';

/**
 * Refuses a change to the buylist's customer, lines or offers unless its state allows it
 * (INVALID_TRANSITION, naming the field): a buylist awaiting approval is frozen, for everyone,
 * but for a trim of its lines (`trim-held.ts`).
 */
export function refuseChangeUnless(
	buylist: BuylistRow,
	allowed: readonly BuylistStatus[],
	field: string,
	sentence: string,
): void {
	refuseUnless(buylist, allowed, buylist.status, buylist.status === 'awaiting_approval' ? FROZEN : sentence, field);
}

/** An approval pays what the clerk asked approval for: the payout the buylist waits with, not the other one. */
export function checkApprovedPayout(buylist: BuylistRow, payout: PayoutMethod): void {
	if (buylist.status !== 'awaiting_approval' || buylist.payout_method === null || payout === buylist.payout_method)
		return;
	throw new BuylistTransitionError(
		`Buylist ${buylist.number} waits for approval of a payout in ${buylist.payout_method}: approve that, or reject it and start again to pay in ${payout}.`,
		{
			buylist: buylist.id,
			from: buylist.status,
			to: 'completed',
			allowed: [...BUYLIST_TRANSITIONS.awaiting_approval],
			field: 'payout',
		},
	);
}
