import { LIMITS } from '../domain/limits.ts';

/** The bounds of a manual store-credit adjustment, for the server and the dashboard's form (imports only the shared bounds). */
export const CREDIT_LIMITS = {
	/** One adjustment, in minor units, either way: the highest price a SKU may have. */
	adjustmentMax: LIMITS.priceMax,
	noteMin: 1,
	noteMax: LIMITS.noteMax,
} as const;
