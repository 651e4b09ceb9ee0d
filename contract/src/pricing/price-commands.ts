import { z } from 'zod';
import type { MarketQuoteView } from '../catalogue/market-quotes.ts';
import { rowId, whole } from '../api/request/fields.ts';
import { LIMITS } from '../domain/limits.ts';
import type { PriceChangeRow } from '../ledger/ledger-rows.ts';
import type { PriceReason } from '../ledger/prices.ts';
import type { Person } from './review-list.ts';

/** `POST /deckhand/prices/set`: an administrator's price (minor units); null takes the SKU off sale until it is priced again. */
export const PRICE_EDIT = z.object({
	sku: rowId('Choose the SKU to price (a SKU id).'),
	price: whole(
		0,
		LIMITS.priceMax,
		`The price must be a whole number of minor units from 0 to ${LIMITS.priceMax}, or none.`,
	).nullable(),
});
export type PriceEdit = z.output<typeof PRICE_EDIT>;

/** `POST /deckhand/prices/restore`: the price change whose price comes back. */
export const PRICE_RESTORE = z.object({ change: rowId('Choose the earlier price to restore (a price change id).') });

const NO_RUN = 'Choose the reprice run to undo (its id, as the price history shows it).';

/** `POST /deckhand/prices/undo-run`: the reprice run to take back, by its id (a UUID). */
export const UNDO_RUN = z.object({ run: z.string({ error: NO_RUN }).regex(/^[0-9a-f-]{36}$/i, { error: NO_RUN }) });

/** What a price set (or restored) answers: the SKU's price now, and the change recorded (none when the price was already that). */
export interface PriceSet {
	sku: number;
	price: number | null;
	change: PriceChangeRow | null;
}

/** What undoing a run did: the undo's own run (null when nothing was undone), how many prices went back, which SKUs were priced again since (left as they are). */
export interface UndoneRun {
	run: string | null;
	undone: number;
	changed_since: number[];
}

/** One entry of the price ledger (`GET /deckhand/prices/history`): old → new, why, who, when. */
export interface PriceHistoryRow {
	id: number;
	sku: number;
	old_price: number | null;
	new_price: number | null;
	reason: PriceReason;
	/** The reprice run (or undo) the change belongs to. */
	run: string | null;
	restored_from: number | null;
	who: Person | null;
	date_created: string;
}

/** A SKU's market price from one source, with when it was taken and whether it is stale (judged by the server's clock). */
export interface MarketPriceRow {
	sku: number;
	source: string;
	price: number;
	priced_at: string;
	stale: boolean;
}

/** A change of a market price the shop follows for a card (a catalogue run's), for its price history. */
export interface MarketChangeRow {
	finish: string;
	/** '' for a quote of any edition. */
	edition: string;
	source: string;
	/** The price before; null for the first quote kept. */
	previous: number | null;
	market: number;
	quoted_at: string;
}

/** What `GET /deckhand/prices/market?card=` answers: the card's market, as its page shows it beside the shop's prices. */
export interface CardMarket {
	/** The market price the shop follows per finish (Settings → Market prices from), stale or not. */
	followed: MarketQuoteView[];
	/** Each SKU's imported market price (an import's TCGplayer price), while the shop has any. */
	skus: MarketPriceRow[];
	/** The followed market's changes, newest first (kept only for cards the shop has SKUs for). */
	history: MarketChangeRow[];
}
