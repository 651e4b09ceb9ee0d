import type { CatalogueSourceId } from './catalogue-run.ts';

/** The catalogue sources that publish market prices, one of which the shop may follow (`shop_settings.market_source`). */
export const PRICE_SOURCE_IDS = [
	'scryfall',
	'pokemon-tcg-data',
	'ygoprodeck',
	'cardmarket',
	'tcgcsv',
] as const satisfies readonly CatalogueSourceId[];
export type PriceSourceId = (typeof PRICE_SOURCE_IDS)[number];

/**
 * A source's market price is stale once a day's refresh has been missed: older than two days.
 * The sources publish daily and the catalogue refreshes daily, so a quote this old says the
 * refresh stopped, and a price taken from it is shown marked.
 */
export const QUOTE_STALE_DAYS = 2;

/**
 * The age after which a market price is stale: a catalogue source's quote after
 * `QUOTE_STALE_DAYS`, an import's price (`tcgplayer`) after the fixed age a reprice uses unless
 * told another.
 */
export const staleDaysOf = (source: string, importedStaleDays: number) =>
	(PRICE_SOURCE_IDS as readonly string[]).includes(source) ? QUOTE_STALE_DAYS : importedStaleDays;

/** A card's market price for one finish, as the shop follows it: in the shop's currency, from its chosen source (else the newest). */
export interface MarketQuoteView {
	finish: string;
	/** Minor units of the shop's currency. */
	price: number;
	source: string;
	quoted_at: string;
	stale: boolean;
}
