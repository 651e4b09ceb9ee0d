import type {
	BuylistStatus,
	Condition,
	Finish,
	OfferRule,
	PayoutMethod,
	PriceFrom,
	StaffLimitRule,
} from '../schema/choices.ts';

/** One line of a buylist as the buylist commands answer it: the card as brought, the copies taken and the offer per copy and per line. */
export interface BuylistLineView {
	id: number;
	card: {
		id: number;
		name: string;
		set_code: string;
		set_name: string;
		collector_number: string | null;
		image: string | null;
	};
	condition: Condition;
	finish: Finish;
	language: string;
	quantity: number;
	/** Copies the shop takes: fewer than `quantity` when the not-buying list or a buy limit leave some out. */
	buy_quantity: number;
	sku: number | null;
	/** Copies of the card on hand now (all its SKUs), what a buy limit counts. */
	held: number;
	/** The offer and the figures that shaped it: null, all of them, when the buylist's `offers_withheld`. */
	price_basis: number | null;
	hot_percent: number | null;
	cash_unit: number | null;
	credit_unit: number | null;
	line_cash: number | null;
	line_credit: number | null;
	overridden: boolean;
	rule: OfferRule | null;
	/** Where the price basis came from: the SKU's own price, another condition's, or the market price the shop follows. */
	price_from: PriceFrom | null;
	/** The market price the basis came from: its source, when it was quoted, and whether it is stale (by the server's clock). */
	market: { source: string; quoted_at: string; stale: boolean } | null;
	/** Per copy and per line in the payout chosen, once completed. */
	offer_unit: number | null;
	line_total: number | null;
}

export interface BuylistEventView {
	id: number;
	from_status: BuylistStatus | null;
	to_status: BuylistStatus;
	note: string | null;
	user_created: string | null;
	date_created: string;
}

/** Every buylist command answers the whole buylist so (the server's contract): the screen shows what the server computed, never its own sums. */
export interface BuylistView {
	id: number;
	number: string;
	status: BuylistStatus;
	customer: { id: number; name: string; credit_balance: number } | null;
	payout_method: PayoutMethod | null;
	total_cash: number;
	total_credit: number;
	total_offer: number;
	till_session: number | null;
	user_created: string | null;
	date_created: string;
	/** The staff approval limit: the screen says before completing that a larger payout needs an administrator. */
	staff_limit: number;
	/**
	 * Why a clerk's completion was put in the approval queue, kept from the moment it was held: the
	 * limit it went over (`rule`), what that day had paid before it (`spent_today`: the customer's
	 * or the clerk's, 0 for the buylist alone) and the limit; the buylist's own figure is its
	 * `total_offer` in its `payout_method`. Null for a buylist that never waited.
	 */
	hold: { rule: StaffLimitRule; spent_today: number; limit: number } | null;
	/**
	 * Whether the caller's completion now would wait for approval, per payout, and over which limit
	 * (null: it would be paid), from the day's sums as the completion reads them. Null for an
	 * administrator and for a buylist that cannot be completed from its state.
	 */
	completion_held: Record<PayoutMethod, StaffLimitRule | null> | null;
	/**
	 * The lines' offers are not shown to this caller: a clerk sees them while the buylist is open
	 * and on the shop's day it closed, never later (an offer paid is what the stock cost). The
	 * totals stay: what the customer was offered and paid.
	 */
	offers_withheld: boolean;
	lines: BuylistLineView[];
	events: BuylistEventView[];
	/** The sale this trade-in's credit paid towards, when there is one. */
	order: { id: number; number: string } | null;
}
