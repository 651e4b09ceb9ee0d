import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import type { ReviewDecisions } from '@deckhand/contract/pricing/review-decisions.ts';
import type { ReviewRow } from '@deckhand/contract/pricing/review-list.ts';
import { read, send } from '../../lib/api/deckhand-client.ts';
import { priceReviewKeys } from '../../lib/api/keys.ts';
import { REVIEWS_PAGE_SIZE, type ReviewStatus } from './price-review-search.ts';

export type { ReviewDecisions, ReviewRow };

/** One page of the reviews in a status (`GET /deckhand/prices/reviews`), with how many there are in all. */
export const priceReviewsQuery = (status: ReviewStatus, page: number) =>
	queryOptions({
		queryKey: priceReviewKeys.list({ status, page }),
		queryFn: () =>
			read(ENDPOINTS.priceReviews, {
				query: { status, offset: (page - 1) * REVIEWS_PAGE_SIZE, limit: REVIEWS_PAGE_SIZE },
			}),
		placeholderData: keepPreviousData,
	});

/** Accepts (through the price ledger) or rejects reviews in one command; a review whose SKU was priced since comes back refused, with why. */
export const decideReviews = (ids: number[], accept: boolean) =>
	send(ENDPOINTS.priceReviewsDecide, { body: { ids, accept } });
