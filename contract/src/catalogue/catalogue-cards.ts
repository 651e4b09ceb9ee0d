import type { CardSummary, InventoryRow } from '../inventory/inventory-list.ts';
import type { MarketQuoteView } from './market-quotes.ts';

/** Which cards a catalogue search lists: those with copies on hand, those the shop ever had a SKU of, or every card it knows. */
export const CATALOGUE_SCOPES = ['in_stock', 'ever_stocked', 'catalogue'] as const;
export type CatalogueScope = (typeof CATALOGUE_SCOPES)[number];

/** Cards per page of a catalogue search at most. */
export const CATALOGUE_PAGE_MAX = 100;

/** One card of the catalogue, stocked or not: what the shop holds of it and the market prices it follows. */
export interface CatalogueCardRow extends CardSummary {
	set: InventoryRow['set'];
	game: InventoryRow['game'];
	/** The finishes the card was printed in, as its catalogue source gives them (none for a card only the shop knows). */
	finishes: string[];
	/** The shop's SKUs of the card (0: never stocked) and the copies on hand over all of them. */
	skus: number;
	held: number;
	/** The market price the shop follows for each finish quoted. */
	market: MarketQuoteView[];
}

/** What `GET /deckhand/catalogue/cards` answers: a page of cards and how many match. */
export interface CatalogueCardsPage {
	items: CatalogueCardRow[];
	total: number;
	page: number;
	limit: number;
}
