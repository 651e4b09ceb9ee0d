import { customEndpoint } from '@directus/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ReviewDecisions } from '@deckhand/contract/pricing/review-decisions.ts';
import type { ReviewRow } from '@deckhand/contract/pricing/review-list.ts';
import { priceReviewKeys } from '../../lib/api/keys.ts';
import { directus } from '../../lib/directus/client.ts';
import { REVIEWS_PAGE_SIZE, type ReviewStatus } from './price-review-search.ts';

export type { ReviewDecisions, ReviewRow };

/** One page of the reviews in a status (`GET /deckhand/prices/reviews`), with how many there are in all. */
export const priceReviewsQuery = (status: ReviewStatus, page: number) =>
	queryOptions({
		queryKey: priceReviewKeys.list({ status, page }),
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
