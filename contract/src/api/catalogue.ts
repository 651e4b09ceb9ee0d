import { START_CATALOGUE_RUN, type CatalogueRun } from '../catalogue/catalogue-run.ts';
import type { CatalogueSourceState } from '../catalogue/catalogue-sources.ts';
import { SOURCE_SETTINGS } from '../catalogue/source-settings.ts';
import { of, read, write } from './endpoint.ts';

/** The catalogue's sources and runs (docs/decisions/catalogue-sources.md), for administrators. */
export const CATALOGUE = {
	catalogueSources: read('/deckhand/catalogue/sources', of<{ answer: CatalogueSourceState[] }>()),
	catalogueSourceSettings: write(
		'PATCH',
		'/deckhand/catalogue/sources/:source',
		of<{ answer: CatalogueSourceState }>().taking(SOURCE_SETTINGS),
	),
	catalogueRuns: read('/deckhand/catalogue/runs', of<{ answer: CatalogueRun[] }>()),
	catalogueRunStart: write(
		'POST',
		'/deckhand/catalogue/runs',
		of<{ answer: CatalogueRun }>().taking(START_CATALOGUE_RUN),
	),
	catalogueRun: read('/deckhand/catalogue/runs/:id', of<{ answer: CatalogueRun }>()),
	catalogueRunCancel: write('POST', '/deckhand/catalogue/runs/:id/cancel', of<{ answer: CatalogueRun }>()),
};
