import { EMPTY_CART, restoreCart, type Cart } from './cart.ts';
import type { CustomerChoice } from './checkout-query.ts';
import type { CheckoutBody, StoredSale } from './stored-sale.ts';
import type { DiscountKind } from './till-money.ts';

/** The tenders as typed, in the shop currency's units. */
export interface Tender {
	cash: string;
	card: string;
	credit: string;
}

/** Everything the clerk has put into the sale being rung up, as typed. */
export interface SaleInHand {
	cart: Cart;
	customer: CustomerChoice | null;
	discountKind: DiscountKind;
	discount: string;
	tender: Tender;
	/**
	 * When the sale was last sent to the server with no answer yet (ISO). Kept with the sale, so a
	 * till reloaded while a sale was on its way warns that it may already be recorded.
	 */
	sentAt: string | null;
	/**
	 * The key the server knows this sale by, given at its first send and kept until it is recorded:
	 * sent again with it, a sale already recorded is answered, never recorded twice.
	 */
	key: string | null;
	/** What was sent with no answer yet, so "Send again" sends the very same sale. */
	sent: CheckoutBody | null;
	/**
	 * The `Idempotency-Key` that `sent` went with: sent again (Send again, or Complete with nothing
	 * changed) it goes with the same key; another send of the sale is a new attempt with a new key.
	 */
	attempt: string | null;
	/** The customer's buylist taken in during this visit: completed for store credit with the sale, its credit can pay. */
	tradeIn: number | null;
}

/** One send of a sale: what is sent, and the `Idempotency-Key` of the attempt it is. */
export interface SaleAttempt {
	body: CheckoutBody;
	attempt: string;
}

export const NO_TENDER: Tender = { cash: '', card: '', credit: '' };

export const EMPTY_SALE: SaleInHand = {
	cart: EMPTY_CART,
	customer: null,
	discountKind: 'amount',
	discount: '',
	tender: NO_TENDER,
	sentAt: null,
	key: null,
	sent: null,
	attempt: null,
	tradeIn: null,
};

/** Nothing put in yet: no line, no customer, no trade-in, no discount, no tender (the discount's kind is not a sale). */
export const isEmptySale = (sale: SaleInHand) =>
	sale.cart.lines.length === 0 &&
	sale.customer === null &&
	sale.tradeIn === null &&
	sale.discount.trim() === '' &&
	Object.values(sale.tender).every((text) => text.trim() === '');

/** What the browser keeps of a sale: what was typed, never what the till worked out from it. */
export function storedOf(sale: SaleInHand): StoredSale {
	return {
		v: 1,
		lines: sale.cart.lines.map((line) => {
			const typed = sale.cart.typed[line.sku];
			return typed === undefined ? line : { ...line, typed: typed.text };
		}),
		customer: sale.customer,
		discountKind: sale.discountKind,
		discount: sale.discount,
		tender: sale.tender,
		sentAt: sale.sentAt,
		key: sale.key,
		sent: sale.sent,
		attempt: sale.attempt,
		tradeIn: sale.tradeIn,
	};
}

/** A kept sale back in the till, each typed quantity read again. */
export function saleOf(stored: StoredSale): SaleInHand {
	const lines = stored.lines.map(({ typed: _typed, ...line }) => line);
	const typed = Object.fromEntries(
		stored.lines.flatMap((line) => (line.typed === undefined ? [] : [[line.sku, line.typed] as const])),
	);
	return {
		cart: restoreCart(lines, typed),
		customer: stored.customer,
		discountKind: stored.discountKind,
		discount: stored.discount,
		tender: stored.tender,
		sentAt: stored.sentAt,
		key: stored.key ?? null,
		sent: stored.sent ?? null,
		attempt: stored.attempt ?? null,
		tradeIn: stored.tradeIn ?? null,
	};
}
