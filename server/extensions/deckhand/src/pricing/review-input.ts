import { invalid } from '../errors.ts';
import { REVIEW_STATUSES, type ReviewStatus } from '@deckhand/contract/ledger/price-reviews.ts';

export const REVIEW_PAGE_MAX = 100;
const OFFSET_MAX = 1_000_000;

export interface ReviewListQuery {
	status: ReviewStatus;
	offset: number;
	limit: number;
}

/** A whole number given in a query (`?offset=50`), digits only, or null. */
const queryWhole = (raw: unknown): number | null =>
	typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null;

/** `offset` and `limit` of a price list's page (`?offset=50&limit=25`), each refused by name past its bounds. */
export function parsePageQuery(
	query: Record<string, unknown>,
	defaultLimit: number,
): { offset: number; limit: number } {
	const offset = query['offset'] === undefined ? 0 : queryWhole(query['offset']);
	if (offset === null || offset > OFFSET_MAX)
		throw invalid('offset', `The offset must be a whole number from 0 to ${OFFSET_MAX}.`, {
			min: 0,
			max: OFFSET_MAX,
		});
	const limit = query['limit'] === undefined ? defaultLimit : queryWhole(query['limit']);
	if (limit === null || limit < 1 || limit > REVIEW_PAGE_MAX)
		throw invalid('limit', `The limit must be a whole number from 1 to ${REVIEW_PAGE_MAX}.`, {
			min: 1,
			max: REVIEW_PAGE_MAX,
		});
	return { offset, limit };
}

/** `GET /deckhand/prices/reviews?status=pending&offset=0&limit=50`. */
export function parseReviewListQuery(query: Record<string, unknown>): ReviewListQuery {
	const status = query['status'] ?? 'pending';
	if (typeof status !== 'string' || !(REVIEW_STATUSES as readonly string[]).includes(status))
		throw invalid('status', `The status must be one of ${REVIEW_STATUSES.join(', ')}.`);
	return { status: status as ReviewStatus, ...parsePageQuery(query, 50) };
}
