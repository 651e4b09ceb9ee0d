import { z } from 'zod';
import { oneOf } from '../api/request/fields.ts';

/** The largest file an import reads (Directus's own default for its imports, IMPORT_MAX_FILE_SIZE). */
export const IMPORT_MAX_BYTES = 50 * 1024 ** 2;

export const QUANTITY_MODES = ['replace', 'add'] as const;
export type QuantityMode = (typeof QUANTITY_MODES)[number];

/** `POST /deckhand/imports/:id/plan`'s body: the dry run's choices, which its commit applies. */
export const PLAN_OPTIONS = z.object({
	quantities: oneOf(QUANTITY_MODES, 'Quantities either replace what is on hand or are added to it: replace or add.'),
	createMissing: z.boolean({
		error: 'createMissing is true (create the cards and SKUs the shop lacks) or false (skip those rows).',
	}),
});
export type PlanOptions = z.output<typeof PLAN_OPTIONS>;

/** What a staged row becomes: the `kind` the rows of a dry run are listed by. */
export const ROW_ACTIONS = ['error', 'skip', 'create', 'update'] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];
