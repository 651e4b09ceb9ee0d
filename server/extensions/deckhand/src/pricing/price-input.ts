import { commandInput, isId, isWhole, pathId } from '../domain/input.ts';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { invalid } from '../errors.ts';
import type { PriceEdit } from '@deckhand/contract/pricing/price-commands.ts';

const HISTORY_SKUS_MAX = 200;
export const HISTORY_ROWS_MAX = 500;

/** Checks the body of `POST /deckhand/prices/set`. */
export function parsePriceEdit(body: unknown): PriceEdit {
	const { sku, price } = commandInput(body, ['sku', 'price']);
	if (!isId(sku)) throw invalid('sku', 'Choose the SKU to price (a SKU id).');
	if (price !== null && !isWhole(price, 0, LIMITS.priceMax))
		throw invalid(
			'price',
			`The price must be a whole number of minor units from 0 to ${LIMITS.priceMax}, or none.`,
			{ min: 0, max: LIMITS.priceMax },
		);
	return { sku, price };
}

/** Checks the body of `POST /deckhand/prices/restore`: the price change whose price comes back. */
export function parsePriceRestore(body: unknown): { change: number } {
	const { change } = commandInput(body, ['change']);
	if (!isId(change)) throw invalid('change', 'Choose the earlier price to restore (a price change id).');
	return { change };
}

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

/** Checks the body of `POST /deckhand/prices/undo-run`: the run to take back. */
export function parseUndoRun(body: unknown): { run: string } {
	const { run } = commandInput(body, ['run']);
	if (typeof run !== 'string' || !/^[0-9a-f-]{36}$/i.test(run))
		throw invalid('run', 'Choose the reprice run to undo (its id, as the price history shows it).');
	return { run };
}
