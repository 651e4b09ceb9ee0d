/** The bounds of a checkout (PRODUCT.md §5), for the server and the dashboard's till (this module imports nothing). */
export const CHECKOUT_LIMITS = {
	lineQuantityMin: 1,
	lineQuantityMax: 999,
	/** More lines than any counter basket; keeps one request's transaction short. */
	linesMax: 200,
	paymentsMax: 10,
	/** One payment, in minor units: a hundred times the highest price, far above any real basket. */
	paymentMax: 1_000_000_000,
	discountAmountMax: 1_000_000_000,
} as const;

export const CHANNELS = ['counter', 'online', 'phone'] as const;
export const PAYMENT_METHODS = ['cash', 'card', 'credit'] as const;

export type Channel = (typeof CHANNELS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
