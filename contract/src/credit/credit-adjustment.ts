import type { CreditEntryRow } from '../ledger/ledger-rows.ts';

/** `POST /deckhand/credit/adjust`'s body: store credit given or taken back by hand, and why. */
export interface CreditAdjustment {
	customer: number;
	/** Signed, in minor units: positive gives credit, negative takes it back. */
	amount: number;
	note: string;
}

/** What an adjustment answers: its ledger row, and the customer's balance after it. */
export interface CreditAdjusted {
	entry: CreditEntryRow;
	balance: number;
}
