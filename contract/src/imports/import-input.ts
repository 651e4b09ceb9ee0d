import { z } from 'zod';
import { oneOf } from '../api/request/fields.ts';

/** The largest file an import reads (Directus's own default for its imports, IMPORT_MAX_FILE_SIZE). */
export const IMPORT_MAX_BYTES = 50 * 1024 ** 2;

export const QUANTITY_MODES = ['replace', 'add'] as const;
export type QuantityMode = (typeof QUANTITY_MODES)[number];

/** What becomes of purchase prices a file gives in another currency than the shop's: left out, or converted at a rate. */
export const FOREIGN_COST_CHOICES = ['without', 'convert'] as const;
export type ForeignCostChoice = (typeof FOREIGN_COST_CHOICES)[number];

/** The largest exchange rate taken (1 of the file's currency in the shop's), and its decimals. */
export const COST_RATE_MAX = 10_000;
export const COST_RATE_DECIMALS = 6;

/** The exchange rate's refusal: the bounds, and what the rate is. */
export const COST_RATE_MESSAGE = `The exchange rate is a number above 0 and at most ${COST_RATE_MAX}, with at most ${COST_RATE_DECIMALS} decimals: what 1 of the file's currency is in the shop's.`;

/** Whether the rate, as sent, has no more decimals than taken: written with that many, it reads back the same. */
const hasRateDecimals = (rate: number) => Number(rate.toFixed(COST_RATE_DECIMALS)) === rate;

/** `POST /deckhand/imports/:id/plan`'s body: the dry run's choices, which its commit applies. */
export const PLAN_OPTIONS = z.object({
	quantities: oneOf(QUANTITY_MODES, 'Quantities either replace what is on hand or are added to it: replace or add.'),
	createMissing: z.boolean({
		error: 'createMissing is true (create the cards and SKUs the shop lacks) or false (skip those rows).',
	}),
	/** None: a row whose purchase price is in another currency is refused, naming both choices. */
	foreignCosts: oneOf(
		FOREIGN_COST_CHOICES,
		"Purchase prices in another currency than the shop's are imported without cost or converted at your rate: without or convert.",
	).optional(),
	/** With `convert`: what 1 of the file's currency is in the shop's (1 EUR = 1.08 USD: 1.08). */
	costRate: z
		.number({ error: COST_RATE_MESSAGE })
		.gt(0, { error: COST_RATE_MESSAGE })
		.max(COST_RATE_MAX, { error: COST_RATE_MESSAGE })
		.refine(hasRateDecimals, { error: COST_RATE_MESSAGE })
		.optional(),
});
export type PlanOptions = z.output<typeof PLAN_OPTIONS>;

/** What a staged row becomes: the `kind` the rows of a dry run are listed by. */
export const ROW_ACTIONS = ['error', 'skip', 'create', 'update'] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];
