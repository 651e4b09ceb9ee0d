import * as z from 'zod/mini';
import { CATALOGUE_SOURCE_IDS } from '@deckhand/contract/catalogue/catalogue-run.ts';
import { id, oneOf } from '../../lib/search-params.ts';

/**
 * The Catalogue sources screen's address: the source whose runs are listed below the sources, and
 * the open dialog with the run or source it is about (`?dialog=cancel&run=12`,
 * `?dialog=settings&edit=scryfall`), so a reload shows the same.
 */
export const catalogueSourcesSearchSchema = z.object({
	source: oneOf(CATALOGUE_SOURCE_IDS),
	dialog: oneOf(['cancel', 'settings']),
	edit: oneOf(CATALOGUE_SOURCE_IDS),
	run: id,
});
export type CatalogueSourcesSearch = z.infer<typeof catalogueSourcesSearchSchema>;
