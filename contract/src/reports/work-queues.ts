/** A till left open since an earlier day of the shop: counted and closed it should have been. */
export interface StaleTill {
	till: number;
	name: string;
	session: number;
	opened_at: string;
}

export interface WorkQueues {
	/** Paid online orders waiting to be shipped or picked up (`/orders?status=paid&channel=online`); a counter sale needs no fulfilment. */
	online_orders_to_fulfil: number;
	/** Paid phone orders waiting to be shipped or picked up (`/orders?status=paid&channel=phone`). */
	phone_orders_to_fulfil: number;
	/** Trade-ins a clerk completed above the staff limit, waiting for an administrator (`/buylists?status=awaiting_approval`). */
	buylists_awaiting_approval: number;
	/** Sealed SKUs with 1 to the low-stock threshold copies, the inventory's "low" of sealed product (`/catalog?stock=low&kind=sealed`). */
	low_stock_skus: number;
	/** SKUs with no price, the inventory's "unpriced" (`/catalog?unpriced=true`). */
	unpriced_skus: number;
	/** SKUs with copies on hand that a trade-in brought in and that have no price or no bin (`/catalog?bought_in_waiting=true`). */
	bought_in_waiting_skus: number;
	/** Administrators only: market-price moves waiting for a decision (`/prices/review`). */
	price_reviews_pending?: number;
	/** Till sessions open since before today's midnight in the shop's time zone, and which they are. */
	tills_open_from_earlier_days: number;
	stale_tills: StaleTill[];
}
