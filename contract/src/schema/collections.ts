/**
 * Deckhand's collections and their fields as the API answers them (money in integer minor units, relations
 * as ids unless expanded), and `DeckhandSchema`, which types the SDK client.
 *
 * Generated from `server/schema/snapshot.yaml` by `npm run contract:generate` (scripts/generate-contract.ts):
 * do not edit; change the snapshot and run it again. A unit test fails while this file differs from it.
 */

/** The choices of `buylist_lines.condition`, `skus.condition`. */
export const CONDITIONS = ['NM', 'LP', 'MP', 'HP', 'DMG'] as const;
export type Condition = (typeof CONDITIONS)[number];

/** The choices of `buylist_lines.finish`, `skus.finish`. */
export const FINISHES = ['normal', 'foil', 'reverse_holo', 'etched'] as const;
export type Finish = (typeof FINISHES)[number];

/** The choices of `buylist_lines.rule`. */
export const OFFER_RULES = ['hot', 'not_buying', 'limit', 'no_price'] as const;
export type OfferRule = (typeof OFFER_RULES)[number];

/** The choices of `buylists.payout_method`. */
export const PAYOUT_METHODS = ['cash', 'credit'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** The choices of `buylists.status`. */
export const BUYLIST_STATUSES = [
	'draft',
	'offered',
	'accepted',
	'awaiting_approval',
	'completed',
	'rejected',
	'cancelled',
] as const;
export type BuylistStatus = (typeof BUYLIST_STATUSES)[number];

/** The choices of `buylists.held_by_limit`. */
export const STAFF_LIMIT_RULES = ['buylist', 'customer_day', 'clerk_day'] as const;
export type StaffLimitRule = (typeof STAFF_LIMIT_RULES)[number];

/** The choices of `cards.kind`. */
export const CARD_KINDS = ['single', 'sealed'] as const;
export type CardKind = (typeof CARD_KINDS)[number];

/** The choices of `credit_ledger.reason`. */
export const CREDIT_REASONS = ['buylist_payout', 'order_payment', 'refund', 'manual_adjustment'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

/** The choices of `order_events.from_status`, `order_events.to_status`, `orders.status`. */
export const ORDER_STATUSES = ['open', 'paid', 'shipped', 'completed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The choices of `order_payments.method`. */
export const PAYMENT_METHODS = ['cash', 'card', 'credit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The choices of `orders.channel`. */
export const CHANNELS = ['counter', 'online', 'phone'] as const;
export type Channel = (typeof CHANNELS)[number];

/** The choices of `skus.edition`. */
export const EDITIONS = ['first_edition', 'unlimited', 'limited'] as const;
export type Edition = (typeof EDITIONS)[number];

/** The choices of `stock_movements.reason`. */
export const STOCK_REASONS = [
	'sale',
	'cancel',
	'refund_restock',
	'buylist_intake',
	'count',
	'damage',
	'adjustment',
	'import',
	'regrade',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** The choices of `till_sessions.status`. */
export const TILL_SESSION_STATUSES = ['open', 'closed'] as const;
export type TillSessionStatus = (typeof TILL_SESSION_STATUSES)[number];

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

export interface CreditEntry {
	id: number;
	customer: number | Customer;
	amount: number;
	reason: CreditReason;
	order: number | Order | null;
	buylist: number | Buylist | null;
	note: string | null;
	balance_after: number;
	date_created: string | null;
	user_created: string | null;
}

export interface Customer {
	id: number;
	name: string;
	email: string | null;
	phone: string | null;
	notes: string | null;
	date_created: string | null;
	/** The phone's digits alone, kept by the server for search */
	phone_digits: string | null;
}

export interface Game {
	id: number;
	name: string;
	code: string;
	sets?: number[] | CardSet[];
}

export interface OrderEvent {
	id: number;
	order: number | Order;
	from_status: OrderStatus | null;
	to_status: OrderStatus;
	note: string | null;
	date_created: string | null;
	user_created: string | null;
}

/** Administrators only */
export interface OrderLineCost {
	id: number;
	order_line: number | OrderLine;
	unit_cost: number;
}

export interface OrderLine {
	id: number;
	order: number | Order;
	sku: number | Sku;
	quantity: number;
	unit_price: number;
	line_total: number;
	/** Copies of the line refunded so far, at most its quantity */
	refunded_quantity: number;
}

/** What the shop kept from each tender of a sale (cash net of change) */
export interface OrderPayment {
	id: number;
	order: number | Order;
	method: PaymentMethod;
	amount: number;
	date_created: string | null;
	user_created: string | null;
	/** The till session that took or paid it back, when a till was open. */
	till_session: number | TillSession | null;
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
	date_created: string | null;
	user_created: string | null;
	/** Change handed back in cash at checkout, for the receipt. */
	change_given: number;
	/** The key the till gave this sale, so a sale sent twice is recorded once. */
	sale_key: string | null;
	/** A digest of the sale as sent with its key, to tell a repeat from another sale under the same key. */
	sale_fingerprint: string | null;
	lines?: number[] | OrderLine[];
	events?: number[] | OrderEvent[];
	payments?: number[] | OrderPayment[];
	/** The trade-in whose store credit paid towards this sale (one visit, one receipt). */
	trade_in: number | Buylist | null;
}

export interface CardSet {
	id: number;
	game: number | Game;
	code: string;
	name: string;
	release_date: string | null;
	cards?: number[] | Card[];
}

export interface ShopSettings {
	id: number;
	address: string | null;
	currency: string;
	/** Basis points: 825 = 8.25 % */
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
	/** Minor units */
	staff_buylist_limit: number;
	/** Share of a sale store credit may pay */
	credit_share_percent: number;
	receipt_header: string | null;
	receipt_footer: string | null;
	/** The shop's time zone (IANA name, e.g. Europe/Berlin): a day in reports starts at midnight there */
	time_zone: string;
	/** Minor units a clerk may pay out in trade-ins per day before an administrator approves; empty: no daily limit per clerk */
	staff_daily_buy_limit: number | null;
	/** Whether staff see the shop's money figures on Home (sales, store credit, stock value); off: the server gives them to administrators only */
	staff_see_figures: boolean;
	/** Minor units a clerk may pay back in one refund; above it an administrator refunds; empty: no limit; 0: a clerk refunds no money */
	staff_refund_limit: number | null;
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

/** Opened with a float and closed with a count by Deckhand; read only */
export interface TillSession {
	id: number;
	till: number | Till;
	status: TillSessionStatus;
	opening_float: number;
	opened_by: string | null;
	opened_at: string;
	closed_by: string | null;
	closed_at: string | null;
	/** The cash the drawer should hold at closing, from the session's movements. */
	expected_cash: number | null;
	/** The cash counted at closing. */
	counted_cash: number | null;
	/** Counted less expected at closing; over (+) or short (−). */
	over_short: number | null;
	close_note: string | null;
}

/** The shop's registers; each browser at the counter is set to one */
export interface Till {
	id: number;
	name: string;
	active: boolean;
	date_created: string | null;
}

/** The SDK's schema: each collection's items (a singleton's one item). */
export interface DeckhandSchema {
	buying_rules: BuyingRule[];
	buylist_lines: BuylistLine[];
	buylists: Buylist[];
	cards: Card[];
	credit_ledger: CreditEntry[];
	customers: Customer[];
	games: Game[];
	order_events: OrderEvent[];
	order_line_costs: OrderLineCost[];
	order_lines: OrderLine[];
	order_payments: OrderPayment[];
	orders: Order[];
	sets: CardSet[];
	shop_settings: ShopSettings;
	sku_costs: SkuCost[];
	skus: Sku[];
	stock_movements: StockMovement[];
	till_sessions: TillSession[];
	tills: Till[];
}
