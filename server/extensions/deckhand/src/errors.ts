import { createError } from '@directus/errors';
import type {
	BuylistLimitExceeded,
	BuylistTransitionRefused,
	CatalogueRunTransitionRefused,
	CodeFor,
	CreditShareExceeded,
	DiscountTooLarge,
	DrawerShort,
	DuplicateSku,
	FieldBounds,
	FieldRefusal,
	Forbidden,
	ImportTransitionRefused,
	InsufficientCredit,
	InUse,
	InvalidField,
	LastAdministrator,
	NotUnique,
	OrderTransitionRefused,
	OutOfStock,
	ParkedSaleTaken,
	RecountNeeded,
	RefundLimitExceeded,
	ReviewDecided,
	SaleKeyUsed,
	SeatLimit,
	TillAlreadyOpen,
	TillNotOpen,
} from '@deckhand/contract/errors/refusals.ts';

/**
 * Deckhand's error codes (PRODUCT.md §6), each with the `extensions` the contract gives it
 * (`@deckhand/contract/errors/refusals.ts`). Directus renders them as
 * `{ errors: [{ message, extensions: { code, ...extensions } }] }` with the class's status.
 * Each error carries its own sentence, written for a shop clerk.
 */
function withMessage<Extensions>(code: CodeFor<Extensions>, status: number) {
	const Base = createError<Extensions>(code, code, status);
	return class extends Base {
		constructor(message: string, extensions: Extensions) {
			super(extensions);
			this.message = message;
		}
	};
}

const ValidationFailedError = withMessage<InvalidField>('VALIDATION_FAILED', 400);
export const OutOfStockError = withMessage<OutOfStock>('OUT_OF_STOCK', 409);
export const DuplicateSkuError = withMessage<DuplicateSku>('DUPLICATE_SKU', 409);
/** `dependents`: the tables in the way, comma-separated; `uses`: how many rows of each; `cards`: the cards still showing a picture. */
export const InUseError = withMessage<InUse>('IN_USE', 409);
export const WriteForbiddenError = withMessage<Forbidden>('FORBIDDEN', 403);
export const DiscountTooLargeError = withMessage<DiscountTooLarge>('DISCOUNT_TOO_LARGE', 400);
/** A status change PRODUCT.md §4 does not allow from the order's state (or one someone else just made). */
export const InvalidTransitionError = withMessage<OrderTransitionRefused>('INVALID_TRANSITION', 409);
/** A command only administrators may give: refunds, store-credit adjustments. */
export const AdminOnlyError = withMessage<Forbidden>('FORBIDDEN', 403);
export const InsufficientCreditError = withMessage<InsufficientCredit>('INSUFFICIENT_CREDIT', 409);
/** Store credit beyond the settings' share of a sale: the same code as too little credit, naming the cap (`cap_percent`) and the most credit may pay (`max`). */
export const CreditShareExceededError = withMessage<CreditShareExceeded>('INSUFFICIENT_CREDIT', 409);

/** A buylist status change the buylist states do not allow from where it stands (or one someone else just made). */
export const BuylistTransitionError = withMessage<BuylistTransitionRefused>('INVALID_TRANSITION', 409);
/**
 * A clerk's completion paying more than the staff buylist limit: nothing of it is done, and the
 * buylist waits for an administrator's approval with the payout chosen.
 */
export const BuylistLimitExceededError = withMessage<BuylistLimitExceeded>('BUYLIST_LIMIT_EXCEEDED', 422);
/** A clerk's refund paying back more than the staff refund limit: nothing of it is done; an administrator refunds it. */
export const RefundLimitExceededError = withMessage<RefundLimitExceeded>('REFUND_LIMIT_EXCEEDED', 422);

/** Staff accounts (`staff/`): the shop always keeps an active administrator, and no one locks themself out. */
export const LastAdministratorError = withMessage<LastAdministrator>('LAST_ADMINISTRATOR', 409);
export const OwnAccountError = withMessage<FieldRefusal>('OWN_ACCOUNT', 409);
/** Directus Core's seat limit (users whose policies grant app or admin access), said before Directus's own LIMIT_EXCEEDED. */
export const SeatLimitError = withMessage<SeatLimit>('SEAT_LIMIT', 409);
/** Cash taken or paid at a till whose drawer is not open (or a session already closed): nothing is recorded against no session. */
export const TillNotOpenError = withMessage<TillNotOpen>('TILL_NOT_OPEN', 409);
/** A till opened while a session of it is still open: it must be closed (counted) first. */
export const TillAlreadyOpenError = withMessage<TillAlreadyOpen>('TILL_ALREADY_OPEN', 409);
/** Cash asked of a drawer that should not hold it: the cash it should hold is named to administrators only (a clerk counts blind). */
export const DrawerShortError = withMessage<DrawerShort>('DRAWER_SHORT', 409);
/** A first count at closing too far from what the drawer should hold: counted again before it is kept, the figures named to administrators only. */
export const RecountNeededError = withMessage<RecountNeeded>('RECOUNT_NEEDED', 409);
/** A till named as another till is, case and spaces aside: Directus's own code and status for a unique value, with the till that has it. */
export const TillNameTakenError = withMessage<NotUnique>('RECORD_NOT_UNIQUE', 400);

/**
 * A checkout's sale key that an order already holds, sent by someone else or with another sale:
 * a key names one sale of one person. The order is named only to the person who made it.
 */
export const SaleKeyUsedError = withMessage<SaleKeyUsed>('SALE_KEY_USED', 409);

/**
 * An `Idempotency-Key` already recorded for another request: another route, another body, or
 * another person's. The same refusal for each, naming only the header: the first request's answer
 * is never told to anyone but its sender, and only for that very request.
 */
export const IdempotencyKeyReusedError = withMessage<FieldRefusal>('IDEMPOTENCY_KEY_REUSED', 422);

/** An import asked for what its state does not allow: a commit without a dry run or twice, a cancel once its write began. */
export const ImportTransitionError = withMessage<ImportTransitionRefused>('INVALID_TRANSITION', 409);
/** A body sent as a type the route does not read (an import is the file itself, not a form or JSON). */
export const UnsupportedMediaTypeError = withMessage<FieldRefusal>('UNSUPPORTED_MEDIA_TYPE', 415);
/** A price review decided already (by someone else a moment ago, or in another tab): a decision is never made twice. */
export const ReviewDecidedError = withMessage<ReviewDecided>('INVALID_TRANSITION', 409);

/** A parked sale another till resumed or discarded a moment ago: a parked sale is taken once. */
export const ParkedSaleTakenError = withMessage<ParkedSaleTaken>('INVALID_TRANSITION', 409);

/** No room left on the server's disk (uploads, or the database's own): nothing of the request was kept. */
export const InsufficientStorageError = withMessage<FieldRefusal>('INSUFFICIENT_STORAGE', 507);

/** A restore asked while another waits to be carried out: one at a time, each with its confirmation. */
export const RestorePendingError = withMessage<FieldRefusal>('RESTORE_PENDING', 409);
/** A catalogue source run while a run of it is still at work: one at a time, so two never apply over each other. */
export const RunInProgressError = withMessage<FieldRefusal>('RUN_IN_PROGRESS', 409);
export const NotFoundError = withMessage<FieldRefusal>('NOT_FOUND', 404);
/** The server could not fetch what it was asked for from another server: a bad gateway, not a fault of its own. */
export const PictureUnreachableError = withMessage<FieldRefusal>('PICTURE_UNREACHABLE', 502);
/** A catalogue run asked to stop once it has ended: done, or failed. */
export const RunTransitionError = withMessage<CatalogueRunTransitionRefused>('INVALID_TRANSITION', 409);

export const PriceChangeForbiddenError = createError(
	'PRICE_CHANGE_FORBIDDEN',
	'Only an administrator can change prices.',
	403,
);
export const SignInRequiredError = createError('FORBIDDEN', 'Sign in to use Deckhand.', 401);

/** A VALIDATION_FAILED error whose message names the field and its bound. */
export function invalid(field: string, message: string, bounds: FieldBounds = {}) {
	return new ValidationFailedError(message, { field, ...bounds });
}
