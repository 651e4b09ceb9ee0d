import { START_CATALOGUE_RUN, type CatalogueRun } from '../catalogue/catalogue-run.ts';
import { of, read, write } from './endpoint.ts';

/** The catalogue's runs (docs/decisions/catalogue-sources.md), for administrators. */
export const CATALOGUE = {
	catalogueRuns: read('/deckhand/catalogue/runs', of<{ answer: CatalogueRun[] }>()),
	catalogueRunStart: write(
		'POST',
		'/deckhand/catalogue/runs',
		of<{ answer: CatalogueRun }>().taking(START_CATALOGUE_RUN),
	),
	catalogueRun: read('/deckhand/catalogue/runs/:id', of<{ answer: CatalogueRun }>()),
};
