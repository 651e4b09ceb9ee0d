import { z } from 'zod';
import { CHECKOUT_LIMITS } from '../../../../server/extensions/deckhand/src/checkout/checkout-limits.ts';

/** Text as typed: kept exactly, bounded only so a damaged entry cannot fill the till. */
const typedText = z.string().max(200);

const storedLine = z.object({
	sku: z.number().int().positive(),
	name: z.string().max(500),
	details: z.string().max(500),
	unitPrice: z.number().int().min(0),
	onHand: z.number().int().min(0),
	quantity: z.number().int().min(CHECKOUT_LIMITS.lineQuantityMin).max(CHECKOUT_LIMITS.lineQuantityMax),
	/** The quantity as the clerk typed it, when it differs from what the line holds or does not read. */
	typed: typedText.optional(),
});

/**
 * A sale as the browser keeps it: lines, customer, discount and tenders as typed. Whatever is read
 * back is checked against this before the till uses it; `v` changes with the shape, so a sale kept
 * by an older dashboard is dropped rather than misread.
 */
export const storedSaleSchema = z.object({
	v: z.literal(1),
	lines: z
		.array(storedLine)
		.max(CHECKOUT_LIMITS.linesMax)
		.refine((lines) => new Set(lines.map((line) => line.sku)).size === lines.length, 'One line per SKU.'),
	customer: z.object({ id: z.number().int().positive(), name: z.string().max(500), email: z.string().max(500).nullable(), phone: z.string().max(500).nullable() }).nullable(),
	discountKind: z.enum(['amount', 'percent']),
	discount: typedText,
	tender: z.object({ cash: typedText, card: typedText, credit: typedText }),
	sentAt: z.iso.datetime().nullable(),
});
export type StoredSale = z.infer<typeof storedSaleSchema>;

/** A sale put aside on the till, to be resumed or discarded. */
export const parkedSaleSchema = z.object({ id: z.string().min(1).max(100), parkedAt: z.iso.datetime(), sale: storedSaleSchema });
export type ParkedSale = z.infer<typeof parkedSaleSchema>;
