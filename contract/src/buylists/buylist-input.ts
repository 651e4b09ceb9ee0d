import type { BuylistStatus, Condition, Finish, PayoutMethod } from '../schema/collections.ts';

/** `POST /deckhand/buylists` and `PATCH /deckhand/buylists/:id`: the buylist's customer (null: none). */
export interface BuylistCustomer {
	customer: number | null;
}

/** `POST /deckhand/buylists/:id/lines`: a known SKU (a scanned barcode), or a card as brought. */
export type NewLine = { quantity: number } & (
	{ sku: number } | { card: number; condition: Condition; finish: Finish; language: string }
);

/** `PATCH /deckhand/buylists/:id/lines/:line`: what changes (at least one). */
export interface LineChange {
	condition?: Condition;
	finish?: Finish;
	language?: string;
	quantity?: number;
	/** An administrator's offer per copy; null takes it away (the computed offer again). */
	offer?: { cash_unit: number; credit_unit: number } | null;
}

/** `POST /deckhand/buylists/:id/transition`: the new status; a completion says its payout, and its till when paid in cash. */
export interface BuylistTransitionBody {
	to: BuylistStatus;
	payout?: PayoutMethod | null;
	till?: number | null;
	note?: string | null;
}
