/**
 * Deckhand's `games`, `sets`, `cards`, `skus`, `sku_costs`, `stock_movements` and their fields as the API
 * answers them (money in integer minor units, relations as ids unless expanded).
 *
 * Generated from `server/schema/snapshot.yaml` by `npm run contract:generate` (scripts/generate-contract.ts):
 * do not edit; change the snapshot and run it again. A unit test fails while this file differs from it.
 */

import type { CardKind, Condition, Edition, Finish, StockReason } from './choices.ts';
import type { Buylist } from './buying.ts';
import type { Order } from './orders.ts';

export interface Card {
	id: number;
	set: number | CardSet;
	name: string;
	collector_number: string | null;
	rarity: string | null;
	kind: CardKind;
	image: string | null;
	tcgplayer_id: string | null;
	scryfall_id: string | null;
	cardmarket_id: string | null;
	skus?: number[] | Sku[];
	/** Name without accents or case, kept by the server for search */
	search_text: string | null;
}

export interface Game {
	id: number;
	name: string;
	code: string;
	sets?: number[] | CardSet[];
}

export interface CardSet {
	id: number;
	game: number | Game;
	code: string;
	name: string;
	release_date: string | null;
	cards?: number[] | Card[];
}

/** Administrators only */
export interface SkuCost {
	id: number;
	sku: number | Sku;
	/** Average unit cost, minor units */
	unit_cost: number;
}

export interface Sku {
	id: number;
	card: number | Card;
	condition: Condition;
	finish: Finish;
	language: string;
	/** Minor units; empty means unpriced */
	price: number | null;
	/** Changes only through stock movements */
	quantity: number;
	bin: string | null;
	barcode: string | null;
	/** card|condition|finish|language, kept by the server */
	sku_key: string | null;
	date_updated: string | null;
	/** The printing's edition where the game names one (1st Edition, Unlimited, Limited); blank for most cards. Part of what the SKU is. */
	edition: Edition | null;
	/** TCGplayer's id of this SKU (its pricing export's "TCGplayer Id"); the card's own TCGplayer id is the product. */
	tcgplayer_id: string | null;
}

export interface StockMovement {
	id: number;
	sku: number | Sku;
	delta: number;
	reason: StockReason;
	order: number | Order | null;
	buylist: number | Buylist | null;
	note: string | null;
	/** The other half of a move between two SKUs (a regrade) */
	counterpart: number | null;
	date_created: string | null;
	user_created: string | null;
}
