import { invalid } from '../errors.ts';
import { LIMITS, MANUAL_STOCK_REASONS } from '@deckhand/contract/domain/limits.ts';
import { commandInput, isId, optionalNote } from '../domain/input.ts';
import type { ManualStockReason } from '@deckhand/contract/stock/adjust-input.ts';

export interface StockAdjustment {
	sku: number;
	delta: number;
	reason: ManualStockReason;
	note: string | null;
}

/** Checks the body of `POST /deckhand/stock/adjust`; throws VALIDATION_FAILED naming the field and its bound. */
export function parseStockAdjustment(body: unknown): StockAdjustment {
	const { sku, delta, reason, note } = commandInput(body, ['sku', 'delta', 'reason', 'note']);

	if (!isId(sku)) throw invalid('sku', 'Choose the SKU to adjust (a SKU id).');
	if (
		typeof delta !== 'number' ||
		!Number.isInteger(delta) ||
		delta === 0 ||
		Math.abs(delta) > LIMITS.movementDeltaMax
	)
		throw invalid(
			'delta',
			`The change must be a whole number other than 0, from -${LIMITS.movementDeltaMax} to ${LIMITS.movementDeltaMax}.`,
			{ min: -LIMITS.movementDeltaMax, max: LIMITS.movementDeltaMax },
		);
	if (typeof reason !== 'string' || !(MANUAL_STOCK_REASONS as readonly string[]).includes(reason))
		throw invalid('reason', `The reason must be one of ${MANUAL_STOCK_REASONS.join(', ')}.`);
	return { sku, delta, reason: reason as ManualStockReason, note: optionalNote(note, LIMITS.noteMax) };
}
