import { commandInput, isId } from '../domain/input.ts';
import { invalid } from '../errors.ts';
import { REVIEW_STATUSES, type ReviewStatus } from '@deckhand/contract/ledger/price-reviews.ts';

export const REVIEW_PAGE_MAX = 100;
export const DECIDE_MAX = 500;
const OFFSET_MAX = 1_000_000;

export interface ReviewListQuery {
	status: ReviewStatus;
	offset: number;
	limit: number;
}

/** A whole number given in a query (`?offset=50`), digits only, or null. */
const queryWhole = (raw: unknown): number | null =>
	typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : null;

/** `GET /deckhand/prices/reviews?status=pending&offset=0&limit=50`. */
export function parseReviewListQuery(query: Record<string, unknown>): ReviewListQuery {
	const status = query['status'] ?? 'pending';
	if (typeof status !== 'string' || !(REVIEW_STATUSES as readonly string[]).includes(status))
		throw invalid('status', `The status must be one of ${REVIEW_STATUSES.join(', ')}.`);
	const offset = query['offset'] === undefined ? 0 : queryWhole(query['offset']);
	if (offset === null || offset > OFFSET_MAX)
		throw invalid('offset', `The offset must be a whole number from 0 to ${OFFSET_MAX}.`, {
			min: 0,
			max: OFFSET_MAX,
		});
	const limit = query['limit'] === undefined ? 50 : queryWhole(query['limit']);
	if (limit === null || limit < 1 || limit > REVIEW_PAGE_MAX)
		throw invalid('limit', `The limit must be a whole number from 1 to ${REVIEW_PAGE_MAX}.`, {
			min: 1,
			max: REVIEW_PAGE_MAX,
		});
	return { status: status as ReviewStatus, offset, limit };
}

/** `POST /deckhand/prices/reviews/decide { ids, accept }`: the reviews and the decision on all of them. */
export function parseReviewDecision(body: unknown): { ids: number[]; accept: boolean } {
	const { ids, accept } = commandInput(body, ['ids', 'accept']);
	if (!Array.isArray(ids) || ids.length === 0 || ids.length > DECIDE_MAX || !ids.every((id) => isId(id)))
		throw invalid('ids', `Choose from 1 to ${DECIDE_MAX} price reviews (by id).`, { min: 1, max: DECIDE_MAX });
	if (typeof accept !== 'boolean')
		throw invalid('accept', 'Say whether the reviews are accepted (true) or rejected (false).');
	return { ids: [...new Set(ids as number[])].sort((a, b) => a - b), accept };
}
