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

/**
 * What `GET /deckhand/catalogue/cards/:card` answers: one card as its page shows it, with its set
 * and game, its ids at the sources, and whether the catalogue has its picture (the page shows it
 * where the shop has none of its own, and never asks for one that is not there).
 */
export interface CardDetail extends CardSummary {
	tcgplayer_id: string | null;
	scryfall_id: string | null;
	cardmarket_id: string | null;
	/** `release_date`: the day, `YYYY-MM-DD`. */
	set: { id: number; code: string; name: string; release_date: string | null; game: { name: string } };
}

/** What `GET /deckhand/catalogue/cards` answers: a page of cards and how many match. */
export interface CatalogueCardsPage {
	items: CatalogueCardRow[];
	total: number;
	page: number;
	limit: number;
}
