import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import type { RepriceRunRow } from '@deckhand/contract/pricing/reprice-runs.ts';
import { read } from '../../lib/api/deckhand-client.ts';
import { priceRunKeys } from '../../lib/api/keys.ts';
import { RUNS_PAGE_SIZE } from './price-review-search.ts';

export type { RepriceRunRow };

/** One page of the reprice runs, newest first (`GET /deckhand/prices/runs`), with how many there are in all. */
export const priceRunsQuery = (page: number) =>
	queryOptions({
		queryKey: priceRunKeys.list({ page }),
		queryFn: () =>
			read(ENDPOINTS.priceRuns, { query: { offset: (page - 1) * RUNS_PAGE_SIZE, limit: RUNS_PAGE_SIZE } }),
		placeholderData: keepPreviousData,
	});
