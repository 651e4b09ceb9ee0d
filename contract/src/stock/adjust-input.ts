import type { MANUAL_STOCK_REASONS } from '../domain/limits.ts';

export type ManualStockReason = (typeof MANUAL_STOCK_REASONS)[number];

/** `POST /deckhand/stock/adjust`'s body: copies counted, damaged or adjusted by hand (`delta` signed). */
export interface StockAdjustmentBody {
	sku: number;
	delta: number;
	reason: ManualStockReason;
	note?: string | null;
}

/** What an adjustment answers: its movement, and the SKU's copies on hand after it. */
export interface StockAdjustmentResult {
	movement: number;
	sku: number;
	quantity: number;
}
