import type { BuylistStatus, Condition, Finish, OfferRule, PayoutMethod } from '../schema/collections.ts';

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
	price_basis: number | null;
	hot_percent: number | null;
	cash_unit: number | null;
	credit_unit: number | null;
	line_cash: number;
	line_credit: number;
	overridden: boolean;
	rule: OfferRule | null;
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
	lines: BuylistLineView[];
	events: BuylistEventView[];
	/** The sale this trade-in's credit paid towards, when there is one. */
	order: { id: number; number: string } | null;
}
