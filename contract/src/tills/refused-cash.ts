/** The cash a drawer may be asked for and refuse: a paid out, a cash buylist payout. */
export const REFUSED_CASH_KINDS = ['paid_out', 'buylist_payout'] as const;
export type RefusedCashKind = (typeof REFUSED_CASH_KINDS)[number];

/** Why it was refused: the drawer should not hold that much. */
export const CASH_REFUSALS = ['drawer_short'] as const;
export type CashRefusal = (typeof CASH_REFUSALS)[number];

/**
 * A refused attempt to take cash out of a session's drawer, kept for the owner (the till report)
 * although nothing moved: who asked, when, for what and how much, and what the drawer should
 * have held at that moment.
 */
export interface RefusedCash {
	id: number;
	kind: RefusedCashKind;
	/** What was asked, in minor units (positive). */
	amount: number;
	/** The reason typed for a paid out. */
	reason: string | null;
	buylist: number | null;
	why: CashRefusal;
	expected_cash: number;
	by: string | null;
	at: string;
}
