import type { CashKind } from '../ledger/cash.ts';
import type { RefusedCash } from './refused-cash.ts';
import type { SessionView } from './till-history.ts';
import type { ManualCashKind } from './till-limits.ts';

/** Takings (or money paid back) in one tender: the amount and the orders it came from. */
export interface TenderTotal {
	method: string;
	amount: number;
	orders: number;
}

/**
 * `GET /deckhand/tills/:till/sessions/:session/report`: one session's end-of-day report — sales
 * and refunds by tender, the drawer's movements by kind, tax, and expected against counted cash.
 * People are named (their name, or e-mail address), not given by id.
 */
export interface TillReport {
	/** The session as the till endpoints answer it, less its cash figures (the report gives them below). */
	session: Omit<SessionView, 'expected_cash' | 'counted_cash' | 'over_short'>;
	sales: TenderTotal[];
	refunds: TenderTotal[];
	cash: Record<CashKind, { amount: number; movements: number }>;
	paid_in_out: Array<{
		id: number;
		kind: ManualCashKind;
		amount: number;
		reason: string;
		by: string | null;
		at: string;
	}>;
	/** Cash asked of the drawer and refused, oldest first: administrators only (null for a clerk). */
	refused: RefusedCash[] | null;
	tax: { collected: number; refunded: number };
	expected_cash: number;
	counted_cash: number | null;
	over_short: number | null;
}
