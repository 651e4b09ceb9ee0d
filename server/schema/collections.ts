/**
 * TypeScript shapes of Deckhand's collections, as the API returns them (money in integer
 * minor units, relations as ids unless expanded). The SDK client is typed with `DeckhandSchema`.
 * Keep in step with `snapshot.yaml`.
 */
export type Condition = 'NM' | 'LP' | 'MP' | 'HP' | 'DMG';
export type Finish = 'normal' | 'foil' | 'reverse_holo' | 'etched';
/** The edition a game prints on the card (1st Edition, Unlimited, Limited); null for most cards. */
export type Edition = 'first_edition' | 'unlimited' | 'limited';
export type OrderStatus = 'open' | 'paid' | 'shipped' | 'completed' | 'cancelled' | 'refunded';
export type BuylistStatus =
	'draft' | 'offered' | 'accepted' | 'awaiting_approval' | 'completed' | 'rejected' | 'cancelled';
export type PayoutMethod = 'cash' | 'credit';
/** What shaped a buylist line's offer: the hot list, the not-buying list, the buy limit, or no price to offer from. */
export type OfferRule = 'hot' | 'not_buying' | 'limit' | 'no_price';
export type Channel = 'counter' | 'online' | 'phone';
export type StockReason =
	'sale' | 'cancel' | 'refund_restock' | 'buylist_intake' | 'count' | 'damage' | 'adjustment' | 'import' | 'regrade';
export type CreditReason = 'buylist_payout' | 'order_payment' | 'refund' | 'manual_adjustment';

export interface Game {
	id: number;
	name: string;
	code: string;
}
export interface CardSet {
	id: number;
	game: number | Game;
	code: string;
	name: string;
	release_date: string | null;
}
export interface Card {
	id: number;
	set: number | CardSet;
	name: string;
	search_text: string | null;
	collector_number: string | null;
	rarity: string | null;
	kind: 'single' | 'sealed';
	image: string | null;
	tcgplayer_id: string | null;
	scryfall_id: string | null;
	cardmarket_id: string | null;
	skus?: number[] | Sku[];
}
export interface Sku {
	id: number;
	card: number | Card;
	condition: Condition;
	finish: Finish;
	language: string;
	edition: Edition | null;
	price: number | null;
	quantity: number;
	bin: string | null;
	barcode: string | null;
	sku_key: string | null;
	date_updated: string | null;
	/** TCGplayer's id of this SKU (a card's `tcgplayer_id` is its product). */
	tcgplayer_id: string | null;
}
export interface StockMovement {
	id: number;
	sku: number | Sku;
	delta: number;
	reason: StockReason;
	order: number | null;
	buylist: number | null;
	note: string | null;
	counterpart: number | null;
	user_created: string | null;
	date_created: string;
}
export interface SkuCost {
	id: number;
	sku: number | Sku;
	unit_cost: number;
}
export interface Customer {
	id: number;
	name: string;
	email: string | null;
	phone: string | null;
	phone_digits: string | null;
	notes: string | null;
	date_created: string | null;
}
export interface Order {
	id: number;
	number: string;
	customer: number | Customer | null;
	channel: Channel;
	status: OrderStatus;
	subtotal: number;
	discount: number;
	tax: number;
	total: number;
	credit_applied: number;
	tracking_number: string | null;
	user_created: string | null;
	date_created: string;
	/** Cash handed back at checkout (payments are kept net of it), so a receipt can be printed again as it was. */
	change_given: number;
	/** The key the till gave the sale (a UUID, lower-case), unique: a checkout sent again with it answers this order. */
	sale_key: string | null;
	/** A digest of the checkout request that recorded the order with its key: a repeat sends the same sale. */
	sale_fingerprint: string | null;
	/** The trade-in whose store credit paid towards this sale, taken in the same visit. */
	trade_in: number | Buylist | null;
}
export interface OrderLine {
	id: number;
	order: number | Order;
	sku: number | Sku;
	quantity: number;
	unit_price: number;
	line_total: number;
}
export interface OrderLineCost {
	id: number;
	order_line: number | OrderLine;
	unit_cost: number;
}
export type PaymentMethod = 'cash' | 'card' | 'credit';
/** What the shop kept from one tender of a sale: cash net of change, so an order's payments add up to at most its total. */
export interface OrderPayment {
	id: number;
	order: number | Order;
	method: PaymentMethod;
	amount: number;
	user_created: string | null;
	date_created: string;
	/** The till session that took or paid it back, when a till was open. */
	till_session: number | null;
}
export interface OrderEvent {
	id: number;
	order: number | Order;
	from_status: OrderStatus | null;
	to_status: OrderStatus;
	note: string | null;
	user_created: string | null;
	date_created: string;
}
/** A trade-in: written only by the buylist commands. Offers are kept in both payouts; `total_offer` is what the chosen payout pays. */
export interface Buylist {
	id: number;
	number: string;
	customer: number | Customer | null;
	payout_method: PayoutMethod | null;
	status: BuylistStatus;
	total_cash: number;
	total_credit: number;
	/** The cash or credit total of the payout chosen (at completion, or when a completion waits for approval); 0 until then. */
	total_offer: number;
	/** The till session that paid a cash payout. */
	till_session: number | TillSession | null;
	user_created: string | null;
	date_created: string;
}
/**
 * One card as the customer brought it (card, condition, finish, language, quantity) with its offer per copy in cash and in
 * credit. `sku` is the SKU the copies go to: known when the shop has one, created unpriced at completion otherwise.
 */
export interface BuylistLine {
	id: number;
	buylist: number | Buylist;
	card: number | Card;
	condition: Condition;
	finish: Finish;
	language: string;
	sku: number | Sku | null;
	quantity: number;
	/** Copies the shop takes: the quantity, less what the not-buying list or a buy limit leave out. */
	buy_quantity: number;
	/** The price the offer starts from (the SKU's price, or the NM price × the condition multiplier); null when there is none. */
	price_basis: number | null;
	hot_percent: number | null;
	cash_unit: number | null;
	credit_unit: number | null;
	line_cash: number;
	line_credit: number;
	overridden: boolean;
	rule: OfferRule | null;
	/** Per copy and per line in the payout chosen, set at completion: the copies' unit cost. */
	offer_unit: number | null;
	line_total: number | null;
}
/** The owner's buying rule for one card or one whole set (a card's rule is used in place of its set's). */
export interface BuyingRule {
	id: number;
	card: number | Card | null;
	set: number | CardSet | null;
	/** Offer this much more, 1–100 %. */
	hot_percent: number | null;
	not_buying: boolean;
	/** "Buy at most `buy_limit` while we hold `hold_threshold` or more" (both or neither). */
	buy_limit: number | null;
	hold_threshold: number | null;
	note: string | null;
	user_updated: string | null;
	date_updated: string | null;
}
export interface CreditEntry {
	id: number;
	customer: number | Customer;
	amount: number;
	reason: CreditReason;
	order: number | null;
	buylist: number | null;
	note: string | null;
	balance_after: number;
	user_created: string | null;
	date_created: string;
}
/** A register of the shop; each browser at the counter is set to one. The owner names, adds and retires them. */
export interface Till {
	id: number;
	name: string;
	active: boolean;
	date_created: string | null;
}
export type TillSessionStatus = 'open' | 'closed';
/** One till from its opening float to its count: written only by Deckhand's till commands. Expected, counted and over/short are set at closing. */
export interface TillSession {
	id: number;
	till: number | Till;
	status: TillSessionStatus;
	opening_float: number;
	opened_by: string | null;
	opened_at: string;
	closed_by: string | null;
	closed_at: string | null;
	expected_cash: number | null;
	counted_cash: number | null;
	over_short: number | null;
	close_note: string | null;
}
export interface ShopSettings {
	id: number;
	address: string | null;
	receipt_header: string | null;
	receipt_footer: string | null;
	currency: string;
	tax_rate_bp: number;
	buylist_cash_percent: number;
	buylist_credit_percent: number;
	condition_nm_percent: number;
	condition_lp_percent: number;
	condition_mp_percent: number;
	condition_hp_percent: number;
	condition_dmg_percent: number;
	low_stock_threshold: number;
	staff_discount_cap_percent: number;
	staff_buylist_limit: number;
	credit_share_percent: number;
	/** IANA time zone name (default UTC): a day of the reports starts at midnight there. */
	time_zone: string;
}

export interface DeckhandSchema {
	games: Game[];
	sets: CardSet[];
	cards: Card[];
	skus: Sku[];
	stock_movements: StockMovement[];
	sku_costs: SkuCost[];
	customers: Customer[];
	orders: Order[];
	order_lines: OrderLine[];
	order_line_costs: OrderLineCost[];
	order_events: OrderEvent[];
	order_payments: OrderPayment[];
	buylists: Buylist[];
	buylist_lines: BuylistLine[];
	buying_rules: BuyingRule[];
	credit_ledger: CreditEntry[];
	shop_settings: ShopSettings;
	tills: Till[];
	till_sessions: TillSession[];
}

/** The price ledger (`price_changes`): a table of the extension's own, read through `GET /deckhand/prices/history`. */
/** Why a price changed: an edit on the card page, a reprice run, a restore of an earlier price, a run undone, an import. */
export type PriceReason = 'edit' | 'reprice' | 'restore' | 'undo' | 'import';
