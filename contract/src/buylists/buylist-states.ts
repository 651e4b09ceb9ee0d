/**
 * The buylist states (PRODUCT.md §4 and the owner's approval queue), for the server and the
 * dashboard. The states and payouts are the snapshot's choices of `buylists.status` and
 * `buylists.payout_method`, generated with the collections. Every change not listed here is
 * refused with INVALID_TRANSITION.
 */
import { BUYLIST_STATUSES, PAYOUT_METHODS, type BuylistStatus, type PayoutMethod } from '../schema/choices.ts';

export { BUYLIST_STATUSES, PAYOUT_METHODS, type BuylistStatus, type PayoutMethod };

/**
 * draft → offered → accepted → completed (a mail-in: offered, the customer accepts later);
 * draft|offered → completed in one step (a trade-in at the counter: the customer says yes there
 * and then, the steps skipped written to the history, `SKIPPED_TO_COMPLETE`);
 * draft|offered|accepted|awaiting_approval → rejected|cancelled; awaiting_approval → completed
 * (administrators only). A staff completion above the limit waits in awaiting_approval.
 */
export const BUYLIST_TRANSITIONS: Readonly<Record<BuylistStatus, readonly BuylistStatus[]>> = {
	draft: ['offered', 'completed', 'rejected', 'cancelled'],
	offered: ['accepted', 'completed', 'rejected', 'cancelled'],
	accepted: ['completed', 'rejected', 'cancelled'],
	awaiting_approval: ['completed', 'rejected', 'cancelled'],
	completed: [],
	rejected: [],
	cancelled: [],
};

/**
 * The states a buylist completed in one step passes on the way, each written to its history by
 * the same person at the same moment, so a counter trade-in reads as every other: draft →
 * offered → accepted → completed. One held for approval instead is not yet accepted: its history
 * says the state it waits from, which a trim sends it back to (`trim-held.ts`).
 */
export const SKIPPED_TO_COMPLETE: Readonly<Partial<Record<BuylistStatus, readonly BuylistStatus[]>>> = {
	draft: ['offered', 'accepted'],
	offered: ['accepted'],
};

/** Lines (and the offers with them) change only while the customer has not said yes. */
export const EDITABLE_STATUSES: readonly BuylistStatus[] = ['draft', 'offered'];
/** A buylist that is not over yet: nothing bought, paid or turned away. */
export const OPEN_STATUSES: readonly BuylistStatus[] = ['draft', 'offered', 'accepted', 'awaiting_approval'];
/**
 * A buylist's customer may change until it is over or waits for approval: what waits is what an
 * administrator approves, so nothing of it changes (customer, lines, offers, payout) until it is
 * approved, rejected or cancelled, but for a trim (fewer copies, a line taken off), which may
 * send it back to the state it was held from.
 */
export const CUSTOMER_STATUSES: readonly BuylistStatus[] = ['draft', 'offered', 'accepted'];
/** The states a trade-in at the till may be completed from. */
export const TRADE_IN_STATUSES: readonly BuylistStatus[] = ['draft', 'offered', 'accepted'];

export const BUYLIST_LIMITS = {
	linesMax: 500,
	// A line quantity 1–999 (PRODUCT.md §5), as at the till.
	quantityMax: 999,
	/** An offer per copy an administrator sets, in minor units. */
	offerMax: 10_000_000,
	noteMax: 1_000,
} as const;

export const isBuylistStatus = (value: unknown): value is BuylistStatus =>
	typeof value === 'string' && (BUYLIST_STATUSES as readonly string[]).includes(value);

/** Whether the change is in the table and, for an approval, the caller an administrator. */
export function canTransition(from: BuylistStatus, to: BuylistStatus, admin: boolean): boolean {
	if (from === 'awaiting_approval' && to === 'completed' && !admin) return false;
	return BUYLIST_TRANSITIONS[from].includes(to);
}

/** The buylist number that follows its id (`B-000012`), as orders do. */
export const buylistNumber = (id: number) => `B-${String(id).padStart(6, '0')}`;

const WORDS: Record<BuylistStatus, string> = {
	draft: 'a draft',
	offered: 'offered',
	accepted: 'accepted',
	awaiting_approval: 'awaiting approval',
	completed: 'completed',
	rejected: 'rejected',
	cancelled: 'cancelled',
};

/** "Buylist B-000012 is completed: it cannot become offered. Nothing more can be done with it." */
export function refusalSentence(number: string, from: BuylistStatus, to: BuylistStatus, admin: boolean): string {
	if (from === to) return `Buylist ${number} is already ${WORDS[from]}.`;
	if (from === 'awaiting_approval' && to === 'completed' && !admin)
		return `Buylist ${number} awaits an administrator's approval: only an administrator can complete it.`;
	const allowed = BUYLIST_TRANSITIONS[from].filter((next) => canTransition(from, next, admin));
	const next =
		allowed.length === 0
			? ' Nothing more can be done with it.'
			: ` It can only become ${allowed.map((status) => WORDS[status]).join(' or ')}.`;
	return `Buylist ${number} is ${WORDS[from]}: it cannot become ${WORDS[to]}.${next}`;
}
