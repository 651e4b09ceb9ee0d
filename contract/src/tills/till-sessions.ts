import type { CashMovementRow } from '../ledger/ledger-rows.ts';

/** What opening a till answers: the new session, and its first cash movement (the float). */
export interface OpenedSession {
	id: number;
	till: number;
	till_name: string;
	status: 'open';
	opening_float: number;
	opened_by: string;
	opened_at: string;
	/** The float, for administrators; null for a clerk, as every answer a clerk gets while the till is open. */
	expected_cash: number | null;
	movements: CashMovementRow[];
}

/** What cash paid in or out answers: its movement, and (administrators only; null for a clerk, who counts blind) what the drawer should hold now. */
export interface CashMoved {
	movement: CashMovementRow;
	expected_cash: number | null;
}

/** What closing a till answers: the session closed, with its count against what was expected. */
export interface ClosedSession {
	id: number;
	till: number;
	till_name: string;
	opening_float: number;
	status: 'closed';
	closed_by: string;
	closed_at: string;
	expected_cash: number;
	counted_cash: number;
	/** Counted less expected: over (+) or short (−). */
	over_short: number;
	close_note: string | null;
}
