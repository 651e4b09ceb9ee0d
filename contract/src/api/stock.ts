import type { CardDetail, CatalogueCardsPage } from '../catalogue/catalogue-cards.ts';
import type { InventoryPage } from '../inventory/inventory-page.ts';
import {
	PRICE_EDIT,
	PRICE_RESTORE,
	UNDO_RUN,
	type CardMarket,
	type PriceHistoryRow,
	type PriceSet,
	type UndoneRun,
} from '../pricing/price-commands.ts';
import type { RepriceAnswer } from '../pricing/reprice.ts';
import type { RepriceRunPage } from '../pricing/reprice-runs.ts';
import { REPRICE } from '../pricing/reprice-input.ts';
import { REVIEW_DECISION, type ReviewDecisions } from '../pricing/review-decisions.ts';
import type { ReviewPage } from '../pricing/review-list.ts';
import { STOCK_ADJUSTMENT, type StockAdjustmentResult } from '../stock/adjust-input.ts';
import { REGRADE, type Regraded } from '../stock/regrade-input.ts';
import { command, of, read, write, type Query } from './endpoint.ts';

/** The inventory list's search, filters, sort and page, as `GET /deckhand/inventory` and the inventory export read them. */
export type InventoryParams = Query<
	| 'q'
	| 'game'
	| 'set'
	| 'rarity'
	| 'kind'
	| 'condition'
	| 'finish'
	| 'language'
	| 'stock'
	| 'unpriced'
	| 'bought_in_waiting'
	| 'sort'
	| 'page'
	| 'limit'
>;

/** Stock and prices: the commands that move stock or reprice many SKUs are keyed; a single price edit is not. */
export const STOCK = {
	stockAdjust: command('/deckhand/stock/adjust', of<{ answer: StockAdjustmentResult }>().taking(STOCK_ADJUSTMENT)),
	stockRegrade: command('/deckhand/stock/regrade', of<{ answer: Regraded }>().taking(REGRADE)),
	inventory: read('/deckhand/inventory', of<{ query: InventoryParams; answer: InventoryPage }>()),
	/** Every card the shop knows, stocked or not, with what it holds and the market prices it follows. */
	catalogueCards: read(
		'/deckhand/catalogue/cards',
		of<{ query: Query<'q' | 'game' | 'set' | 'scope' | 'page' | 'limit'>; answer: CatalogueCardsPage }>(),
	),
	/** One card as its page shows it, with whether the catalogue has its picture. */
	catalogueCard: read('/deckhand/catalogue/cards/:card', of<{ answer: CardDetail }>()),
	/** A preview is sent without a key (it writes nothing); the change itself with one. */
	reprice: command('/deckhand/prices/reprice', of<{ answer: RepriceAnswer }>().taking(REPRICE)),
	priceSet: write('POST', '/deckhand/prices/set', of<{ answer: PriceSet }>().taking(PRICE_EDIT)),
	priceUndoRun: write('POST', '/deckhand/prices/undo-run', of<{ answer: UndoneRun }>().taking(UNDO_RUN)),
	priceRestore: write('POST', '/deckhand/prices/restore', of<{ answer: PriceSet }>().taking(PRICE_RESTORE)),
	/** `skus`: ids, comma-separated. */
	priceHistory: read('/deckhand/prices/history', of<{ query: Query<'skus' | 'limit'>; answer: PriceHistoryRow[] }>()),
	marketPrices: read('/deckhand/prices/market', of<{ query: Query<'card'>; answer: CardMarket }>()),
	/** Administrators: the reprice runs and their undos, newest first, a page at a time. */
	priceRuns: read('/deckhand/prices/runs', of<{ query: Query<'offset' | 'limit'>; answer: RepriceRunPage }>()),
	priceReviews: read(
		'/deckhand/prices/reviews',
		of<{ query: Query<'status' | 'offset' | 'limit'>; answer: ReviewPage }>(),
	),
	priceReviewsDecide: write(
		'POST',
		'/deckhand/prices/reviews/decide',
		of<{ answer: ReviewDecisions }>().taking(REVIEW_DECISION),
	),
};
