import { queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { isWorking, type CatalogueSourceId } from '@deckhand/contract/catalogue/catalogue-run.ts';
import type { CatalogueSourceState } from '@deckhand/contract/catalogue/catalogue-sources.ts';
import type { SourceSettings } from '@deckhand/contract/catalogue/source-settings.ts';
import { read, send } from '../../lib/api/deckhand-client.ts';
import { catalogueSourceKeys } from '../../lib/api/keys.ts';

/** How often the sources are asked again while a run works: often enough for its count to move, rarely enough for a busy till. */
export const PROGRESS_POLL_MS = 1_000;

/** The run at work of a source, if any: its newest run, still reading or applying. */
export const runningRun = (state: CatalogueSourceState) => {
	const newest = state.runs[0];
	return newest && isWorking(newest.status) ? newest : null;
};

/** Every source with its folder and newest runs; asked again every second while one of them runs (on the server, whether or not this page is open). */
export const sourcesQuery = () =>
	queryOptions({
		queryKey: catalogueSourceKeys.list(),
		queryFn: () => read(ENDPOINTS.catalogueSources),
		refetchInterval: (query) => (query.state.data?.some((state) => runningRun(state)) ? PROGRESS_POLL_MS : false),
	});

export const startRun = (source: CatalogueSourceId) => send(ENDPOINTS.catalogueRunStart, { body: { source } });
export const cancelRun = (id: number) => send(ENDPOINTS.catalogueRunCancel, { params: { id } });
export const saveSettings = (source: CatalogueSourceId, settings: SourceSettings) =>
	send(ENDPOINTS.catalogueSourceSettings, { params: { source }, body: settings });
