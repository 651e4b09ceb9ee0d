import * as z from 'zod/mini';
import { id, oneOf, page } from '../../lib/search-params.ts';

/** The steps of an uploaded file that wait for the owner, each with its address. */
export const ASKED_STEPS = ['preview', 'options', 'dry-run'] as const;
export type AskedStep = (typeof ASKED_STEPS)[number];
/** A dry run's rows by what the commit does with them, in the order its counts and tabs show them. */
export const ROW_KINDS = ['create', 'update', 'skip', 'error'] as const;

/**
 * The import screen's address: the import at hand, the step it is shown at, and which of its dry
 * run's rows are listed at which page. A reload, the back button or a link from the list of
 * imports shows the same; with no import, the screen asks for a file.
 */
export const importsSearchSchema = z.object({
	job: id,
	step: oneOf(ASKED_STEPS),
	rows: oneOf(ROW_KINDS),
	page,
});
export type ImportsSearch = z.infer<typeof importsSearchSchema>;
