/**
 * Deckhand's `buying_rules`, `buylists`, `buylist_lines` and their fields as the API answers them (money in
 * integer minor units, relations as ids unless expanded).
 *
 * Generated from `server/schema/snapshot.yaml` by `npm run contract:generate` (scripts/generate-contract.ts):
 * do not edit; change the snapshot and run it again. A unit test fails while this file differs from it.
 */

import type {
	BuylistStatus,
	Condition,
	Finish,
	OfferRule,
	PayoutMethod,
	PriceFrom,
	StaffLimitRule,
} from './choices.ts';
import type { Card, CardSet, Sku } from './catalog.ts';
import type { Customer } from './customers.ts';
import type { TillSession } from './shop.ts';

/** What the shop buys and at what price, per card or per set */
export interface BuyingRule {
	id: number;
	card: number | Card | null;
	set: number | CardSet | null;
	/** Offer this much more (1–100 %). */
	hot_percent: number | null;
	not_buying: boolean;
	/** Buy at most this many … */
	buy_limit: number | null;
	/** … while the shop holds this many or more. */
	hold_threshold: number | null;
	note: string | null;
	user_updated: string | null;
	date_updated: string | null;
}

/** Each card a customer brought, with its offer per copy in cash and in store credit */
export interface BuylistLine {
	id: number;
	buylist: number | Buylist;
	/** The SKU the copies go to: found when the line is taken, created unpriced at completion when the shop has none. */
	sku: number | Sku | null;
	quantity: number;
	/** What one copy was paid in the payout chosen: its unit cost. */
	offer_unit: number | null;
	/** What the line was paid in the payout chosen. */
	line_total: number | null;
	card: number | Card | null;
	condition: Condition | null;
	finish: Finish | null;
	language: string | null;
	/** Copies the shop takes: the quantity, less what the buying rules leave out. */
	buy_quantity: number;
	/** The price the offer starts from: the SKU's price, or the NM price times the condition multiplier. */
	price_basis: number | null;
	/** The hot-list bonus applied, in percent. */
	hot_percent: number | null;
	/** Cash offered per copy, rounded down to the minor unit. */
	cash_unit: number | null;
	/** Store credit offered per copy, rounded down to the minor unit. */
	credit_unit: number | null;
	line_cash: number;
	line_credit: number;
	/** An administrator set this line's offer. */
	overridden: boolean;
	/** What shaped the offer: the hot list, the not-buying list, the buy limit, or no price to offer from. */
	rule: OfferRule | null;
	/** Where the price basis came from: the SKU's own price, another condition's by the ladder, or the market price the shop follows. */
	price_from: PriceFrom | null;
	/** The catalogue source of a market price basis. */
	market_source: string | null;
	/** When the market price basis was quoted by its source. */
	market_quoted_at: string | null;
}

/** Trade-ins, written by Deckhand's buylist commands */
export interface Buylist {
	id: number;
	number: string;
	customer: number | Customer | null;
	/** Chosen at completion (or when a completion waits for approval). */
	payout_method: PayoutMethod | null;
	status: BuylistStatus;
	/** What the payout pays: the cash or credit total of the payout chosen; 0 until one is. */
	total_offer: number;
	date_created: string | null;
	user_created: string | null;
	lines?: number[] | BuylistLine[];
	/** The cash offer: the sum of the lines. */
	total_cash: number;
	/** The store-credit offer: the sum of the lines. */
	total_credit: number;
	/** The till session that paid a cash payout. */
	till_session: number | TillSession | null;
	/** Completed by a clerk within the staff limits: counts towards the customer's and the clerk's day. */
	staff_paid: boolean;
	/** The staff limit a clerk's completion went over, which put it in the approval queue. */
	held_by_limit: StaffLimitRule | null;
	/** What staff had paid the customer (or the clerk had paid out) that day before it, when it was held. */
	held_spent_today: number | null;
	/** The limit it went over, when it was held. */
	held_limit_amount: number | null;
}
