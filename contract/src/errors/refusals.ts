/**
 * Deckhand's refusals (PRODUCT.md §6): each code the extension answers with, and what its
 * `extensions` carry beside `code`. Directus renders a refusal as
 * `{ errors: [{ message, extensions: { code, ...extensions } }] }`; the message is a sentence
 * written for a shop clerk, naming the field and the bound. The server's errors (`errors.ts`)
 * are typed by these shapes and the dashboard's words (`lib/directus/errors.ts`) by these codes.
 */
import type { StaffLimitRule } from '../schema/choices.ts';

/** The bounds a refused number had to keep, when it has them. */
export interface FieldBounds {
	min?: number;
	max?: number;
}

/** A field of the request, named so that the dashboard can show the refusal beside it. */
export interface FieldRefusal {
	field: string;
}

export interface InvalidField extends FieldRefusal, FieldBounds {}
export interface OutOfStock {
	sku: number;
	available: number;
	requested: number;
	field?: string;
}
export interface DuplicateSku extends FieldRefusal {
	existing: number;
}
/** `dependents`: the tables in the way, comma-separated; `uses`: how many rows of each; `cards`: the cards still showing a picture. */
export interface InUse {
	collection: string;
	dependents: string;
	count: number;
	uses?: Record<string, number>;
	cards?: Array<{ id: number; name: string; picture: string }>;
}
export interface Forbidden {
	collection?: string;
	field?: string;
}
export interface DiscountTooLarge extends FieldRefusal {
	max: number;
	cap_percent?: number;
}
export interface OrderTransitionRefused {
	order: number;
	from: string;
	to: string;
	allowed: string[];
}
/** `field`: what the request asked to change, where the buylist's state is what refuses it (a frozen customer, a line, the payout). */
export interface BuylistTransitionRefused {
	buylist: number;
	from: string;
	to: string;
	allowed: string[];
	field?: string;
}
export interface ImportTransitionRefused {
	job: number;
	from: string;
	to: string;
}
/** A catalogue run asked to stop once it has ended (done, failed). */
export interface CatalogueRunTransitionRefused {
	run: number;
	from: string;
	to: string;
}
export interface ReviewDecided extends FieldRefusal {
	review: number;
	status: string;
}
export interface InsufficientCredit extends FieldRefusal {
	customer: number;
	balance: number;
	requested: number;
}
/** Store credit beyond the settings' share of a sale: the same code as too little credit, naming the cap and the most credit may pay. */
export interface CreditShareExceeded extends FieldRefusal {
	max: number;
	cap_percent: number;
	requested: number;
}
/**
 * A clerk's completion over a staff limit: `rule` names which (`buylist`: this payout alone,
 * `customer_day`: what staff paid the customer today with it, `clerk_day`: what the clerk paid out
 * today with it), `spent_today` the day's sum before it (0 for `buylist`), `limit` the limit.
 */
export interface BuylistLimitExceeded {
	buylist: number;
	limit: number;
	total: number;
	payout: string;
	rule: StaffLimitRule;
	spent_today: number;
}
/**
 * A clerk's refund paying back more than `staff_refund_limit` (`limit`; null in the settings is no
 * limit, so never refused): `refund` is what it would pay back. Nothing of it is done.
 */
export interface RefundLimitExceeded extends FieldRefusal {
	order: number;
	limit: number;
	refund: number;
}
export interface LastAdministrator extends FieldRefusal {
	user: string;
}
export interface SeatLimit extends FieldRefusal {
	limit: number;
	held: number;
}
export interface TillNotOpen extends FieldRefusal {
	till: number;
	session?: number;
}
export interface TillAlreadyOpen extends FieldRefusal {
	till: number;
	session: number;
}
/**
 * Cash asked of a drawer that should not hold it (a paid out, a cash buylist payout). The cash it
 * should hold (`max`) is told to administrators only: a clerk counts blind.
 */
export interface DrawerShort extends FieldRefusal {
	till: number;
	session: number;
	max?: number;
}
/**
 * A first count at closing too far from what the drawer should hold: the till stays open, to be
 * counted again. How far, and what it should hold, are told to administrators only (`expected`,
 * `over_short`): a clerk counts blind.
 */
export interface RecountNeeded extends FieldRefusal {
	till: number;
	session: number;
	expected?: number;
	over_short?: number;
}
/** Directus's own code for a unique value, used by Deckhand for a till's name (with the till that has it) and an account's e-mail. */
export interface NotUnique extends FieldRefusal {
	till?: number;
}
export interface SaleKeyUsed extends FieldRefusal {
	order?: number;
	number?: string;
}
/** A parked sale another till resumed or discarded first: `status` says which, `by` who. */
export interface ParkedSaleTaken extends FieldRefusal {
	parked_sale: number;
	status: string;
	by: string;
}
export interface TooManyAttempts {
	retry_after: number;
}

/** Each code Deckhand's extension answers with, and the shapes of its `extensions`. */
export interface Refusals {
	VALIDATION_FAILED: InvalidField;
	OUT_OF_STOCK: OutOfStock;
	DUPLICATE_SKU: DuplicateSku;
	IN_USE: InUse;
	FORBIDDEN: Forbidden;
	DISCOUNT_TOO_LARGE: DiscountTooLarge;
	INVALID_TRANSITION:
		| OrderTransitionRefused
		| BuylistTransitionRefused
		| ImportTransitionRefused
		| CatalogueRunTransitionRefused
		| ReviewDecided
		| ParkedSaleTaken;
	INSUFFICIENT_CREDIT: InsufficientCredit | CreditShareExceeded;
	BUYLIST_LIMIT_EXCEEDED: BuylistLimitExceeded;
	REFUND_LIMIT_EXCEEDED: RefundLimitExceeded;
	PRICE_CHANGE_FORBIDDEN: Record<string, never>;
	LAST_ADMINISTRATOR: LastAdministrator;
	OWN_ACCOUNT: FieldRefusal;
	SEAT_LIMIT: SeatLimit;
	TILL_NOT_OPEN: TillNotOpen;
	TILL_ALREADY_OPEN: TillAlreadyOpen;
	DRAWER_SHORT: DrawerShort;
	RECOUNT_NEEDED: RecountNeeded;
	RECORD_NOT_UNIQUE: NotUnique;
	SALE_KEY_USED: SaleKeyUsed;
	IDEMPOTENCY_KEY_REUSED: FieldRefusal;
	UNSUPPORTED_MEDIA_TYPE: FieldRefusal;
	INSUFFICIENT_STORAGE: FieldRefusal;
	RESTORE_PENDING: FieldRefusal;
	RUN_IN_PROGRESS: FieldRefusal;
	/** Nothing there to answer with (a card with no picture in the catalogue). */
	NOT_FOUND: FieldRefusal;
	/** A source's address that did not answer as it should (a picture that could not be fetched). */
	PICTURE_UNREACHABLE: FieldRefusal;
	TOO_MANY_ATTEMPTS: TooManyAttempts;
}

export type RefusalCode = keyof Refusals;

/** The codes whose refusal may carry `Extensions`: the server's error classes name their code through it. */
export type CodeFor<Extensions> = {
	[Code in RefusalCode]: Extensions extends Refusals[Code] ? Code : never;
}[RefusalCode];
