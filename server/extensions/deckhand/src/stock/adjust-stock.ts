import type { Books } from '../ledger/command.ts';
import { moveStock } from '../ledger/stock.ts';
import type { StockAdjustment, StockAdjustmentResult } from '@deckhand/contract/stock/adjust-input.ts';

/** `POST /deckhand/stock/adjust`: one movement with its reason and note (`ledger/stock.ts`); never below 0. */
export async function adjustStock(books: Books, adjustment: StockAdjustment): Promise<StockAdjustmentResult> {
	const { movement, quantity } = await moveStock(books, {
		sku: adjustment.sku,
		delta: adjustment.delta,
		reason: adjustment.reason,
		note: adjustment.note,
	});
	return { movement, sku: adjustment.sku, quantity };
}
