/** The bounds of a manual store-credit adjustment, for the server and the dashboard's form (this module imports nothing). */
export const CREDIT_LIMITS = {
	/** One adjustment, in minor units, either way: the highest price a SKU may have. */
	adjustmentMax: 10_000_000,
	noteMin: 1,
	noteMax: 1_000,
} as const;
