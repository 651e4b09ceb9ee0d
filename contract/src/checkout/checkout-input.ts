import type { Channel, PaymentMethod } from './checkout-limits.ts';

export type DiscountRequest = { amount: number } | { percent: number };

export interface CheckoutLineInput {
	sku: number;
	quantity: number;
}

export interface PaymentInput {
	method: PaymentMethod;
	amount: number;
}

export interface CheckoutRequest {
	customer: number | null;
	channel: Channel;
	lines: CheckoutLineInput[];
	discount: DiscountRequest | null;
	payments: PaymentInput[];
	complete: boolean;
	/** The till the sale is rung up on: its open session takes the payments and the cash. Needed when cash is tendered. */
	till: number | null;
	/**
	 * The key the client gave this sale (a UUID, lower-case), or null: a request repeated with the
	 * same key answers the order it recorded instead of selling again (`checkout/sale-key.ts`).
	 */
	saleKey: string | null;
	/** A buylist of the sale's customer completed for store credit in the sale's transaction (one visit), or null. */
	tradeIn: number | null;
}

/**
 * `POST /deckhand/checkout`'s body as sent: the request above with the names the wire uses; what
 * is left out is none (no till, no key, no trade-in) and `complete` is false.
 */
export interface CheckoutBody {
	customer: number | null;
	channel: Channel;
	lines: CheckoutLineInput[];
	discount: DiscountRequest | null;
	payments: PaymentInput[];
	complete?: boolean;
	till?: number | null;
	sale_key?: string | null;
	trade_in?: number | null;
}
