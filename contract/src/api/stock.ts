import type { InventoryPage } from '../inventory/inventory-page.ts';
import type { MarketPriceRow, PriceEdit, PriceHistoryRow, PriceSet, UndoneRun } from '../pricing/price-commands.ts';
import type { RepriceAnswer } from '../pricing/reprice.ts';
import type { RepriceBody } from '../pricing/reprice-input.ts';
import type { ReviewDecisions } from '../pricing/review-decisions.ts';
import type { ReviewPage } from '../pricing/review-list.ts';
import type { StockAdjustmentBody, StockAdjustmentResult } from '../stock/adjust-input.ts';
import type { RegradeBody, Regraded } from '../stock/regrade-input.ts';
import { command, of, read, write, type Query } from './endpoint.ts';

/** The inventory list's search, filters, sort and page, as `GET /deckhand/inventory` and the inventory export read them. */
export type InventoryParams = Query<
	| 'q'
	| 'game'
	| 'set'
	| 'rarity'
	| 'condition'
	| 'finish'
	| 'language'
	| 'stock'
	| 'unpriced'
	| 'sort'
	| 'page'
	| 'limit'
>;

/** Stock and prices: the commands that move stock or reprice many SKUs are keyed; a single price edit is not. */
export const STOCK = {
	stockAdjust: command('/deckhand/stock/adjust', of<{ body: StockAdjustmentBody; answer: StockAdjustmentResult }>()),
	stockRegrade: command('/deckhand/stock/regrade', of<{ body: RegradeBody; answer: Regraded }>()),
	inventory: read('/deckhand/inventory', of<{ query: InventoryParams; answer: InventoryPage }>()),
	/** A preview is sent without a key (it writes nothing); the change itself with one. */
	reprice: command('/deckhand/prices/reprice', of<{ body: RepriceBody<InventoryParams>; answer: RepriceAnswer }>()),
	priceSet: write('POST', '/deckhand/prices/set', of<{ body: PriceEdit; answer: PriceSet }>()),
	priceUndoRun: write('POST', '/deckhand/prices/undo-run', of<{ body: { run: string }; answer: UndoneRun }>()),
	priceRestore: write('POST', '/deckhand/prices/restore', of<{ body: { change: number }; answer: PriceSet }>()),
	/** `skus`: ids, comma-separated. */
	priceHistory: read('/deckhand/prices/history', of<{ query: Query<'skus' | 'limit'>; answer: PriceHistoryRow[] }>()),
	marketPrices: read('/deckhand/prices/market', of<{ query: Query<'card'>; answer: MarketPriceRow[] }>()),
	priceReviews: read(
		'/deckhand/prices/reviews',
		of<{ query: Query<'status' | 'offset' | 'limit'>; answer: ReviewPage }>(),
	),
	priceReviewsDecide: write(
		'POST',
		'/deckhand/prices/reviews/decide',
		of<{ body: { ids: number[]; accept: boolean }; answer: ReviewDecisions }>(),
	),
};
