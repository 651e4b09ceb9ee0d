import type { Condition, Edition, Finish } from '../schema/choices.ts';

/** Where a suggested first price comes from: a fresh market price (the SKU's own, else the one the shop follows for the card and finish), or the card's other conditions through the condition ladder. */
export type SuggestionSource = 'market' | 'ladder';

/** One SKU a completed buylist brought copies to, still without a price or a bin. */
export interface BuylistArrival {
	sku: number;
	card: { id: number; name: string };
	condition: Condition;
	finish: Finish;
	language: string;
	edition: Edition | null;
	/** Copies on hand now, whichever way they came. */
	quantity: number;
	price: number | null;
	bin: string | null;
	/** A first price to start from (minor units), or null when neither the market nor the card's other conditions give one. */
	suggested: { price: number; from: SuggestionSource } | null;
}

/** What `GET /deckhand/buylists/:id/arrivals` answers: nothing before the buylist is completed, nor once every SKU is priced and shelved. */
export interface BuylistArrivals {
	skus: BuylistArrival[];
}
