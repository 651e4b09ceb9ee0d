/*
 * What the import endpoints answer (`/deckhand/imports…`), typed by the server modules that
 * answer them, so the two cannot drift apart; named here as the screen speaks of them.
 */
export type {
	ImportJob,
	ImportPlan,
	PreviewRow,
	JobStatus as ImportStatus,
} from '@deckhand/contract/imports/import-job.ts';
export type {
	PlanOptions as ImportOptions,
	QuantityMode,
	RowAction as RowKind,
} from '@deckhand/contract/imports/import-input.ts';
export type { ImportRowLine as PlannedRow } from '@deckhand/contract/imports/import-rows-page.ts';
