import { isWhole, pathId } from '../domain/input.ts';
import { invalid } from '../errors.ts';
import { TILL_LIMITS } from '@deckhand/contract/tills/till-limits.ts';

export interface HistoryQuery {
	page: number;
	limit: number;
}

const { historyPageMax } = TILL_LIMITS;

/** A `:till` or `:session` of a path. */
export function parsePathId(raw: unknown, field: 'till' | 'session'): number {
	const id = pathId(raw);
	if (id === null)
		throw invalid(
			field,
			field === 'till' ? 'Choose the till (a till id).' : 'Choose the till session (a session id).',
		);
	return id;
}

/** `?page=&limit=` of a sessions history. */
export function parseHistoryQuery(query: Record<string, unknown>): HistoryQuery {
	const number = (raw: unknown, fallback: number) =>
		raw === undefined ? fallback : typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
	const page = number(query['page'], 1);
	const limit = number(query['limit'], 25);
	if (!isWhole(page, 1, 1_000_000)) throw invalid('page', 'The page must be a whole number, 1 or more.', { min: 1 });
	if (!isWhole(limit, 1, historyPageMax))
		throw invalid('limit', `The limit must be a whole number from 1 to ${historyPageMax}.`, {
			min: 1,
			max: historyPageMax,
		});
	return { page, limit };
}
