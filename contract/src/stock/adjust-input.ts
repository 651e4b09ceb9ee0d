import { z } from 'zod';
import { change, oneOf, optionalNote, rowId } from '../api/request/fields.ts';
import { LIMITS, MANUAL_STOCK_REASONS } from '../domain/limits.ts';

export type ManualStockReason = (typeof MANUAL_STOCK_REASONS)[number];

const { movementDeltaMax } = LIMITS;

/** `POST /deckhand/stock/adjust`'s body: copies counted, damaged or adjusted by hand. */
export const STOCK_ADJUSTMENT = z.object({
	sku: rowId('Choose the SKU to adjust (a SKU id).'),
	/** Signed: positive copies come in, negative go. */
	delta: change(
		movementDeltaMax,
		`The change must be a whole number other than 0, from -${movementDeltaMax} to ${movementDeltaMax}.`,
	),
	reason: oneOf(MANUAL_STOCK_REASONS, `The reason must be one of ${MANUAL_STOCK_REASONS.join(', ')}.`),
	note: optionalNote(LIMITS.noteMax),
});

export type StockAdjustmentBody = z.input<typeof STOCK_ADJUSTMENT>;
export type StockAdjustment = z.output<typeof STOCK_ADJUSTMENT>;

/** What an adjustment answers: its movement, and the SKU's copies on hand after it. */
export interface StockAdjustmentResult {
	movement: number;
	sku: number;
	quantity: number;
}
