/** The largest file an import reads (Directus's own default for its imports, IMPORT_MAX_FILE_SIZE). */
export const IMPORT_MAX_BYTES = 50 * 1024 ** 2;

export const QUANTITY_MODES = ['replace', 'add'] as const;
export type QuantityMode = (typeof QUANTITY_MODES)[number];

/** The dry run's choices, which its commit applies. */
export interface PlanOptions {
	quantities: QuantityMode;
	createMissing: boolean;
}

/** What a staged row becomes: the `kind` the rows of a dry run are listed by. */
export const ROW_ACTIONS = ['error', 'skip', 'create', 'update'] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];
