import { z } from 'zod';
import { rowId, whole, type Sentence } from '../api/request/fields.ts';
import { CHECKOUT_LIMITS } from '../checkout/checkout-limits.ts';
import { LIMITS } from '../domain/limits.ts';

/*
 * A sale put aside at a till and kept by the server for every till of the shop
 * (`/deckhand/parked-sales`, `api/parked-sales.ts`): the sale as the till keeps it, so any till
 * resumes it as it was. Parking reserves no stock: the sale completes or is refused on the stock
 * of the moment, as any sale (docs/decisions/checkout.md).
 */

const { linesMax, lineQuantityMin, lineQuantityMax } = CHECKOUT_LIMITS;

/** The bounds of a parked sale: every text bounded, so a parked sale stays a few hundred kilobytes at most. */
export const PARKED_SALE_LIMITS = {
	linesMax,
	lineQuantityMax,
	/** A line's name and details as the till shows them. */
	lineTextMax: 300,
	/** What the clerk typed in a quantity, discount or tender box. */
	typedMax: 40,
	/** The shop's parked sales at once: far more than any counter puts aside, so a forgotten one never blocks the next. */
	parkedMax: 100,
} as const;

const { lineTextMax, typedMax } = PARKED_SALE_LIMITS;

const lineNumber = (issue: { path?: readonly PropertyKey[] }) =>
	(issue.path?.find((part): part is number => typeof part === 'number') ?? 0) + 1;

const lineText =
	(what: string): Sentence =>
	(issue) =>
		`Line ${lineNumber(issue)}: the ${what} must be text of at most ${lineTextMax} characters.`;

const typed = (what: string) =>
	z
		.string({ error: `The ${what} as typed must be text of at most ${typedMax} characters.` })
		.max(typedMax, { error: `The ${what} as typed must be text of at most ${typedMax} characters.` });

/** One line as the till shows it: the SKU, its name and price as read when it was added, and the quantity. */
const PARKED_LINE = z.object({
	sku: rowId('Each line needs its SKU (a SKU id).'),
	name: z.string({ error: lineText('name') }).max(lineTextMax, { error: lineText('name') }),
	details: z.string({ error: lineText('details') }).max(lineTextMax, { error: lineText('details') }),
	unitPrice: whole(
		0,
		LIMITS.priceMax,
		(issue) =>
			`Line ${lineNumber(issue)}: the price must be a whole number of minor units from 0 to ${LIMITS.priceMax}.`,
	),
	onHand: whole(
		0,
		LIMITS.movementDeltaMax * 100,
		(issue) => `Line ${lineNumber(issue)}: the stock on hand must be a whole number, 0 or more.`,
	),
	quantity: whole(
		lineQuantityMin,
		lineQuantityMax,
		(issue) =>
			`Line ${lineNumber(issue)}: the quantity must be a whole number from ${lineQuantityMin} to ${lineQuantityMax}.`,
	),
	typed: typed('quantity').optional(),
});

const LINES = `A parked sale holds at most ${linesMax} lines, one per SKU.`;

const CUSTOMER_TEXT = `The customer's name, e-mail and phone are text of at most ${LIMITS.customerNameMax} characters.`;
const customerText = z.string({ error: CUSTOMER_TEXT }).max(LIMITS.customerNameMax, { error: CUSTOMER_TEXT });

/** The sale as the till keeps it: lines, customer, discount and tenders as typed, its key and trade-in. */
export const PARKED_SALE_CONTENT = z.object({
	lines: z
		.array(PARKED_LINE, { error: LINES })
		.max(linesMax, { error: LINES })
		.refine((lines) => new Set(lines.map((line) => line.sku)).size === lines.length, { error: LINES }),
	customer: z
		.object({
			id: rowId('The customer must be a customer id, or none for a walk-in.'),
			name: customerText,
			email: customerText.nullable(),
			phone: customerText.nullable(),
		})
		.nullable(),
	discountKind: z.enum(['amount', 'percent'], { error: 'The discount kind must be amount or percent.' }),
	discount: typed('discount'),
	tender: z.object({ cash: typed('cash'), card: typed('card'), credit: typed('credit') }),
	/** The sale's key, when it was sent before (the order it may have become is found by it). */
	key: z
		.guid({ error: 'The sale key must be a UUID, or none.' })
		.transform((key) => key.toLowerCase())
		.nullable(),
	tradeIn: rowId('The trade-in must be a buylist id, or none.').nullable(),
});
export type ParkedSaleContent = z.output<typeof PARKED_SALE_CONTENT>;

/** `POST /deckhand/parked-sales`: the sale, and the till it was parked at (none before the browser is set to one). */
export const PARK_SALE = z.object({
	till: rowId('The till must be a till id, or none.').nullable(),
	sale: PARKED_SALE_CONTENT,
});
export type ParkSaleRequest = z.output<typeof PARK_SALE>;
export type ParkSaleBody = z.input<typeof PARK_SALE>;

/** One parked sale as `GET /deckhand/parked-sales` lists it. */
export interface ParkedSaleEntry {
	id: number;
	parked_at: string;
	parked_by: { id: string; name: string };
	till: { id: number; name: string } | null;
	/** The customer's name, or null for a walk-in. */
	customer: string | null;
	lines: number;
	copies: number;
	/** What the lines come to at the prices read when they were added, in minor units, before discount and tax. */
	subtotal: number;
}

/** What `GET /deckhand/parked-sales` answers: the shop's parked sales, oldest first, and the copies of each SKU they hold. */
export interface ParkedSales {
	sales: ParkedSaleEntry[];
	held: Array<{ sku: number; copies: number }>;
}

/** What `POST /deckhand/parked-sales` answers. */
export interface SaleParked {
	id: number;
	parked_at: string;
}

/** What `POST /deckhand/parked-sales/:id/resume` answers: the sale, taken by this till and no other. */
export interface SaleResumed {
	id: number;
	sale: ParkedSaleContent;
}

/** How many copies of each SKU the parked sales hold, by SKU. */
export function heldCopies(sales: Array<{ lines: Array<{ sku: number; quantity: number }> }>) {
	const held = new Map<number, number>();
	for (const sale of sales)
		for (const line of sale.lines) held.set(line.sku, (held.get(line.sku) ?? 0) + line.quantity);
	return [...held].map(([sku, copies]) => ({ sku, copies })).sort((a, b) => a.sku - b.sku);
}
