import { LIMITS } from '../domain/limits.ts';

/** The bounds of the till commands, for the server and the dashboard's till forms (imports only the shared bounds). */
export const TILL_LIMITS = {
	/** A float, a count, a paid in or out: at most what one price may be. */
	cashMax: LIMITS.priceMax,
	reasonMax: 200,
	noteMax: 500,
	historyPageMax: 100,
	/**
	 * A count further than this from what the drawer should hold is counted again before it is
	 * kept, in minor units of a currency of cents (10.00); `recountThreshold` scales it to others.
	 */
	recountAbove: 1_000,
} as const;

/** The cash a person moves by hand; the other kinds are written by sales, refunds and payouts. */
export const MANUAL_CASH_KINDS = ['paid_in', 'paid_out'] as const;
export type ManualCashKind = (typeof MANUAL_CASH_KINDS)[number];
