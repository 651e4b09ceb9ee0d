/**
 * The choices of Deckhand's fields that take one of a list: each list's values as a const, and their union type.
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

/** The choices of `buylist_lines.price_from`. */
export const PRICE_FROMS = ['own', 'condition', 'market'] as const;
export type PriceFrom = (typeof PRICE_FROMS)[number];

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
