import * as z from 'zod/mini';
import { CHANNELS, CHECKOUT_LIMITS, PAYMENT_METHODS } from '@deckhand/contract/checkout/checkout-limits.ts';

/** Text as typed: kept exactly, bounded only so a damaged entry cannot fill the till. */
const typedText = z.string().check(z.maxLength(200));
const text = z.string().check(z.maxLength(500));
const whole = (min: number, max = Number.MAX_SAFE_INTEGER) => z.int().check(z.gte(min), z.lte(max));

const storedLine = z.object({
	sku: whole(1),
	name: text,
	details: text,
	unitPrice: whole(0),
	onHand: whole(0),
	quantity: whole(CHECKOUT_LIMITS.lineQuantityMin, CHECKOUT_LIMITS.lineQuantityMax),
	/** The quantity as the clerk typed it, when it differs from what the line holds or does not read. */
	typed: z.optional(typedText),
});

/** `POST /deckhand/checkout`'s body as the till sent it, kept until it is answered, so "Send again" sends the very same sale. */
export const checkoutBodySchema = z.object({
	customer: z.nullable(whole(1)),
	channel: z.enum(CHANNELS),
	lines: z
		.array(
			z.object({
				sku: whole(1),
				quantity: whole(CHECKOUT_LIMITS.lineQuantityMin, CHECKOUT_LIMITS.lineQuantityMax),
			}),
		)
		.check(z.maxLength(CHECKOUT_LIMITS.linesMax)),
	discount: z.nullable(z.union([z.object({ amount: whole(0) }), z.object({ percent: whole(0, 100) })])),
	payments: z
		.array(z.object({ method: z.enum(PAYMENT_METHODS), amount: whole(1) }))
		.check(z.maxLength(CHECKOUT_LIMITS.paymentsMax)),
	complete: z.boolean(),
	/** This browser's till: its open session takes the cash. */
	till: z.nullable(whole(1)),
	/** The sale's key: the server records a sale sent twice with it once. */
	sale_key: z.uuid(),
	/** The customer's buylist completed for store credit in the same transaction, so its credit can pay (one visit, one cart). */
	trade_in: z.optional(whole(1)),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/**
 * A sale as the browser keeps it: lines, customer, discount and tenders as typed. Whatever is read
 * back is checked against this before the till uses it; `v` changes with the shape, so a sale kept
 * by an older dashboard is dropped rather than misread.
 */
export const storedSaleSchema = z.object({
	v: z.literal(1),
	lines: z.array(storedLine).check(
		z.maxLength(CHECKOUT_LIMITS.linesMax),
		z.refine((lines) => new Set(lines.map((line) => line.sku)).size === lines.length, 'One line per SKU.'),
	),
	customer: z.nullable(z.object({ id: whole(1), name: text, email: z.nullable(text), phone: z.nullable(text) })),
	discountKind: z.enum(['amount', 'percent']),
	discount: typedText,
	tender: z.object({ cash: typedText, card: typedText, credit: typedText }),
	sentAt: z.nullable(z.iso.datetime()),
	/** The sale's key, from its first send on (absent in sales kept before keys). */
	key: z.optional(z.nullable(z.uuid())),
	/** What was sent with no answer yet. */
	sent: z.optional(z.nullable(checkoutBodySchema)),
	/** The `Idempotency-Key` it was sent with (absent in sales kept before attempts had keys). */
	attempt: z.optional(z.nullable(z.uuid())),
	/** The customer's trade-in (a buylist) whose credit this sale may spend (absent in sales kept before trade-ins). */
	tradeIn: z.optional(z.nullable(whole(1))),
});
export type StoredSale = z.infer<typeof storedSaleSchema>;

/** A sale put aside on the till, to be resumed or discarded. */
export const parkedSaleSchema = z.object({
	id: z.string().check(z.minLength(1), z.maxLength(100)),
	parkedAt: z.iso.datetime(),
	sale: storedSaleSchema,
});
export type ParkedSale = z.infer<typeof parkedSaleSchema>;
