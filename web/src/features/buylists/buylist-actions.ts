import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
	BUYLIST_TRANSITIONS,
	EDITABLE_STATUSES,
	SKIPPED_TO_COMPLETE,
	type BuylistStatus,
} from '@deckhand/contract/buylists/buylist-states.ts';
import { reasonWhyNot } from '../../lib/permissions/capabilities.ts';
import type { BuylistLineView, BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';
import type { BuylistTarget } from './buylists-query.ts';
import type { BuylistDialog } from './buylists-search.ts';

/**
 * The buylist page's buttons, from the server's own state table (`buylist-states.ts`), so the
 * buttons and the server cannot disagree: draft → offered → accepted → completed (a mail-in),
 * draft|offered → completed in one step (a counter trade-in: "Complete and pay…"), any open state → rejected or cancelled, and awaiting approval →
 * completed by an administrator. A change the buylist or the role cannot make yet is shown
 * disabled with the reason.
 */
export interface BuylistAction {
	to: BuylistTarget;
	/** The button's words: "Approve and complete" where an administrator approves. */
	label: string;
	/** The dialog the action opens; none for a change that needs nothing more (offer, accept). */
	dialog: BuylistDialog | null;
	disabledReason: string | null;
}

/** Labels translated when the actions are listed (`i18n._`): the table is built once, the language can change. */
const LABELS: Record<BuylistTarget, MessageDescriptor> = {
	offered: msg({ message: 'Offer', context: 'buylist action' }),
	accepted: msg({ message: 'Customer accepts', context: 'buylist action' }),
	completed: msg({ message: 'Complete', context: 'buylist action' }),
	rejected: msg({ message: 'Reject', context: 'buylist action' }),
	cancelled: msg({ message: 'Cancel buylist', context: 'buylist action' }),
};
const DIALOGS: Record<BuylistTarget, BuylistDialog | null> = {
	offered: null,
	accepted: null,
	completed: 'complete',
	rejected: 'reject',
	cancelled: 'cancel',
};

/** Lines and states in which a buylist may still change: what it takes and what it offers. */
export const isOpenForLines = (status: BuylistStatus) => EDITABLE_STATUSES.includes(status);

/** How a buylist's lines may change: freely (draft, offered), only by fewer copies or lines while it awaits approval, or not at all. */
export type LineEdits = 'open' | 'trim' | null;
export const lineEditsOf = (status: BuylistStatus): LineEdits =>
	isOpenForLines(status) ? 'open' : status === 'awaiting_approval' ? 'trim' : null;

/** Whether a line has an offer to pay: computed, or set by hand (also where the server withheld the figure from this reader). */
export const hasOffer = (line: Pick<BuylistLineView, 'rule' | 'overridden'>) =>
	line.rule !== 'no_price' || line.overridden;

/** The copies the shop buys: those of lines with an offer, counted by copy, not by line. */
export const copiesBought = (lines: ReadonlyArray<Pick<BuylistLineView, 'rule' | 'overridden' | 'buy_quantity'>>) =>
	lines.reduce((sum, line) => sum + (hasOffer(line) ? line.buy_quantity : 0), 0);

/**
 * Why the buylist cannot be offered or paid yet, or null: nothing taken, or a line the shop takes
 * with no offer to pay, saying where its price is set: the owner on the card page, or the line's
 * own offer; a clerk is told the owner sets it.
 */
export function notReadyReason(view: Pick<BuylistView, 'lines'>, admin: boolean): string | null {
	if (!view.lines.some((line) => line.buy_quantity > 0)) return t`Add a card the shop buys first.`;
	const unpriced = view.lines.find(
		(line) => line.buy_quantity > 0 && (line.cash_unit === null || line.credit_unit === null),
	);
	if (unpriced) {
		const name = unpriced.card.name;
		return admin
			? t`${name} has no price to offer from: set a price for it on the card page, or the line's offer.`
			: t`${name} has no price to offer from: the owner sets its price on the card page first.`;
	}
	return null;
}

/**
 * A trade-in taken at the till (`forSale`) is completed by the sale, in the sale's transaction, so
 * that its credit pays the sale: its page offers no Complete of its own, which would leave the
 * sale a completed buylist it cannot take.
 */
export function buylistActions(
	view: Pick<BuylistView, 'status' | 'lines'>,
	admin: boolean,
	forSale = false,
): BuylistAction[] {
	const notReady = notReadyReason(view, admin);
	const targets = (BUYLIST_TRANSITIONS[view.status] as readonly BuylistTarget[]).filter(
		(to) => !(forSale && to === 'completed' && view.status !== 'awaiting_approval'),
	);
	return targets.map((to) => {
		const approving = view.status === 'awaiting_approval' && to === 'completed';
		const needsLines = to === 'offered' || (to === 'completed' && !approving);
		const disabledReason = approving && !admin ? reasonWhyNot('approveBuylists') : needsLines ? notReady : null;
		// From draft or offered the customer says yes at the counter: completing is the one step that buys and pays.
		const oneStep = to === 'completed' && SKIPPED_TO_COMPLETE[view.status] !== undefined;
		return {
			to,
			label: approving
				? t({ message: 'Approve and complete', context: 'buylist action' })
				: oneStep
					? t({ message: 'Complete and pay…', context: 'buylist action' })
					: i18n._(LABELS[to]),
			dialog: approving ? 'approve' : DIALOGS[to],
			disabledReason,
		};
	});
}

/** A dialog named in the address opens only where its action is offered and allowed; any other address shows the page alone. */
export function openDialog(
	dialog: BuylistDialog | undefined,
	view: Pick<BuylistView, 'status' | 'lines'>,
	admin: boolean,
	line: number | undefined,
	forSale = false,
): BuylistDialog | null {
	if (!dialog) return null;
	if (dialog === 'override')
		return admin && isOpenForLines(view.status) && view.lines.some((row) => row.id === line) ? 'override' : null;
	return buylistActions(view, admin, forSale).some(
		(action) => action.dialog === dialog && action.disabledReason === null,
	)
		? dialog
		: null;
}
