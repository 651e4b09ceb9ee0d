import * as z from 'zod/mini';
import { oneOf, page } from '../../lib/search-params.ts';

/** A review's state: waiting for the owner, or decided (by the owner, or replaced by a newer run's proposal). */
export const REVIEW_STATUSES = ['pending', 'accepted', 'rejected', 'superseded'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The Price review screen's address: the reviews' status (pending unless told) and the page. */
export const priceReviewSearchSchema = z.object({
	status: oneOf(REVIEW_STATUSES),
	page,
});
export type PriceReviewSearch = z.infer<typeof priceReviewSearchSchema>;

export const REVIEWS_PAGE_SIZE = 50;

/** The Reprice runs screen's address: the page of runs, newest first. */
export const priceRunsSearchSchema = z.object({ page });

export const RUNS_PAGE_SIZE = 25;
