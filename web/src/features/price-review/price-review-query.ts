import { customEndpoint } from '@directus/sdk';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ReviewDecisions } from '../../../../server/extensions/deckhand/src/pricing/review-decisions.ts';
import type { ReviewRow } from '../../../../server/extensions/deckhand/src/pricing/review-list.ts';
import { directus } from '../../lib/directus/client.ts';
import { REVIEWS_PAGE_SIZE, type ReviewStatus } from './price-review-search.ts';

export type { ReviewDecisions, ReviewRow };

export const priceReviewKeys = {
	all: ['price-reviews'] as const,
	list: (status: ReviewStatus, page: number) => [...priceReviewKeys.all, 'list', status, page] as const,
};

/** One page of the reviews in a status (`GET /deckhand/prices/reviews`), with how many there are in all. */
export const priceReviewsQuery = (status: ReviewStatus, page: number) =>
	queryOptions({
		queryKey: priceReviewKeys.list(status, page),
		queryFn: () =>
			directus.request(
				customEndpoint<{ total: number; rows: ReviewRow[] }>({
					path: '/deckhand/prices/reviews',
					method: 'GET',
					params: { status, offset: (page - 1) * REVIEWS_PAGE_SIZE, limit: REVIEWS_PAGE_SIZE },
				}),
			),
		placeholderData: keepPreviousData,
	});

/** Accepts (through the price ledger) or rejects reviews in one command; a review whose SKU was priced since comes back refused, with why. */
export const decideReviews = (ids: number[], accept: boolean) =>
	directus.request(
		customEndpoint<ReviewDecisions>({
			path: '/deckhand/prices/reviews/decide',
			method: 'POST',
			body: JSON.stringify({ ids, accept }),
		}),
	);

/** After a decision: the queue, and every catalog screen (an accepted move changed prices). */
export async function refreshAfterDecision(queryClient: QueryClient): Promise<void> {
	await Promise.all(
		[priceReviewKeys.all, ['catalog']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
	);
}
