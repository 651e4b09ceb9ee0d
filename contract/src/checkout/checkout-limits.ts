import { LIMITS } from '../domain/limits.ts';

/** The bounds of a checkout (PRODUCT.md §5), for the server and the dashboard's till. */
export const CHECKOUT_LIMITS = {
	lineQuantityMin: 1,
	lineQuantityMax: 999,
	/** More lines than any counter basket; keeps one request's transaction short. */
	linesMax: 200,
	paymentsMax: 10,
	/** One payment, in minor units: a hundred times the highest price, far above any real basket. */
	paymentMax: LIMITS.priceMax * 100,
	discountAmountMax: LIMITS.priceMax * 100,
} as const;

/** A sale's channels and payment methods: the snapshot's choices, generated with the collections. */
export { CHANNELS, PAYMENT_METHODS, type Channel, type PaymentMethod } from '../schema/choices.ts';
