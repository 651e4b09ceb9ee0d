import { pathId } from '../domain/input.ts';
import { invalid } from '../errors.ts';

const HISTORY_SKUS_MAX = 200;
export const HISTORY_ROWS_MAX = 500;

/** `GET /deckhand/prices/history?skus=1,2,3&limit=100`: the SKUs whose history is read, newest first. */
export function parsePriceHistoryQuery(query: Record<string, unknown>): { skus: number[]; limit: number } {
	const raw = query['skus'];
	const ids = typeof raw === 'string' ? raw.split(',').map(pathId) : [null];
	if (ids.length === 0 || ids.length > HISTORY_SKUS_MAX || ids.some((id) => id === null))
		throw invalid('skus', `Name 1 to ${HISTORY_SKUS_MAX} SKU ids, separated by commas.`, {
			min: 1,
			max: HISTORY_SKUS_MAX,
		});
	const rawLimit = query['limit'];
	const limit = rawLimit === undefined ? 100 : pathId(rawLimit);
	if (limit === null || limit > HISTORY_ROWS_MAX)
		throw invalid('limit', `The limit must be a whole number from 1 to ${HISTORY_ROWS_MAX}.`, {
			min: 1,
			max: HISTORY_ROWS_MAX,
		});
	return { skus: [...new Set(ids as number[])], limit };
}
