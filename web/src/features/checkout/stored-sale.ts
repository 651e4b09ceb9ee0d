import * as z from 'zod/mini';
import { CHECKOUT_LIMITS } from '../../../../server/extensions/deckhand/src/checkout/checkout-limits.ts';

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
});
export type StoredSale = z.infer<typeof storedSaleSchema>;

/** A sale put aside on the till, to be resumed or discarded. */
export const parkedSaleSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)), parkedAt: z.iso.datetime(), sale: storedSaleSchema });
export type ParkedSale = z.infer<typeof parkedSaleSchema>;
