import type { Condition, Finish } from '../schema/collections.ts';

/** What the copies really are: the parts of the SKU's identity that differ (the card, condition, finish, language). */
export interface RegradeTarget {
	card?: number;
	condition?: Condition;
	finish?: Finish;
	language?: string;
}

/** `POST /deckhand/stock/regrade`'s body: copies of a SKU that are really another. */
export interface RegradeBody {
	sku: number;
	quantity: number;
	to: RegradeTarget;
	note?: string | null;
}

/** What a regrade answers: both SKUs' copies on hand after it, with their movements; `created` when the target SKU is new. */
export interface Regraded {
	from: { sku: number; quantity: number; movement: number };
	to: { sku: number; quantity: number; movement: number; created: boolean };
}
