import { z } from 'zod';
import { oneOf, whole, type Sentence } from '../api/request/fields.ts';
import { ID_MAX } from '../domain/ids.ts';
import { CHANNELS, CHECKOUT_LIMITS, PAYMENT_METHODS, type Channel } from './checkout-limits.ts';

/*
 * The body of `POST /deckhand/checkout` (`api/sales.ts`): the server parses it with these schemas,
 * the till checks a sale with them before sending it. The tenders are also those that mark an
 * open order paid.
 */

const { linesMax, lineQuantityMin, lineQuantityMax, paymentsMax, paymentMax, discountAmountMax } = CHECKOUT_LIMITS;

/**
 * A record chosen by its id (a customer, a SKU, a till, a buylist): a whole number from 1 to
 * `ID_MAX`, refused naming no bounds, since no one choosing a record types its id.
 */
const chosenId = (message: Sentence) =>
	z.number({ error: message }).refine((id) => Number.isInteger(id) && id >= 1 && id <= ID_MAX, { error: message });

/** The number of the line or payment an issue is about, counted from 1 as the clerk counts them. */
const itemNumber = (issue: { path?: readonly PropertyKey[] }) =>
	(issue.path?.findLast((part): part is number => typeof part === 'number') ?? 0) + 1;

const CHOOSE_SKU: Sentence = (issue) => `Line ${itemNumber(issue)}: choose the SKU to sell (a SKU id).`;

/** One line of a sale: a SKU and how many copies of it. */
export const CHECKOUT_LINE = z.object(
	{
		sku: chosenId(CHOOSE_SKU),
		quantity: whole(
			lineQuantityMin,
			lineQuantityMax,
			(issue) =>
				`Line ${itemNumber(issue)}: the quantity must be a whole number from ${lineQuantityMin} to ${lineQuantityMax}.`,
		),
	},
	// A line that is no object names no SKU.
	{ error: CHOOSE_SKU },
);
export type CheckoutLineInput = z.output<typeof CHECKOUT_LINE>;

const LINES = `A sale needs from 1 to ${linesMax} lines, each { sku, quantity }.`;

// One line per SKU: the till adds to the line it has, so a repeated SKU is a client's mistake.
const lines = z
	.array(CHECKOUT_LINE, { error: LINES })
	.min(1, { error: LINES })
	.max(linesMax, { error: LINES })
	.superRefine((sold, context) => {
		const seen = new Map<number, number>();
		for (const [index, { sku }] of sold.entries()) {
			const earlier = seen.get(sku);
			if (earlier !== undefined)
				return context.addIssue({
					code: 'custom',
					message: `Line ${index + 1} sells the same SKU as line ${earlier + 1}; change that line's quantity instead.`,
					path: [index, 'sku'],
				});
			seen.set(sku, index);
		}
	});

export type DiscountRequest = { amount: number } | { percent: number };

const DISCOUNT_FORM = 'Give the discount either as { amount } in minor units or as { percent }, not both.';

/** A discount of the whole sale: an amount in minor units, or a percentage. */
export const DISCOUNT = z
	.object(
		{
			amount: whole(
				0,
				discountAmountMax,
				'The discount must be a whole number of minor units, 0 or more.',
			).optional(),
			percent: whole(0, 100, 'The discount must be a whole percentage from 0 to 100.').optional(),
		},
		{ error: DISCOUNT_FORM },
	)
	.refine((discount) => (discount.amount === undefined) !== (discount.percent === undefined), {
		error: DISCOUNT_FORM,
	});

const discountRequest = ({ amount, percent }: z.output<typeof DISCOUNT>): DiscountRequest =>
	amount === undefined ? { percent: percent! } : { amount };

const CHOOSE_METHOD: Sentence = (issue) =>
	`Payment ${itemNumber(issue)}: the method must be one of ${PAYMENT_METHODS.join(', ')}.`;

/** One tender: how, and how much in minor units. */
export const PAYMENT = z.object(
	{
		method: oneOf(PAYMENT_METHODS, CHOOSE_METHOD),
		amount: whole(
			1,
			paymentMax,
			(issue) =>
				`Payment ${itemNumber(issue)}: the amount must be a whole number of minor units from 1 to ${paymentMax}.`,
		),
	},
	// A payment that is no object names no method.
	{ error: CHOOSE_METHOD },
);
export type PaymentInput = z.output<typeof PAYMENT>;

const TENDERS = `Give at most ${paymentsMax} payments, each { method, amount }.`;

/** The tenders of a sale, or of an open order marked paid; none (a sale paid later) when left out. */
export const PAYMENTS = z
	.array(PAYMENT, { error: TENDERS })
	// None is a sale still to pay: the list's refusal names its bounds, 0 to the most.
	.min(0, { error: TENDERS })
	.max(paymentsMax, { error: TENDERS })
	.nullish();

const CASH_TILL = 'The till must be a till id, or none when no cash is taken or paid.';

/** `POST /deckhand/checkout`'s body: what is left out is none (no customer, till, key or trade-in) and `complete` is false. */
export const CHECKOUT = z
	.object({
		customer: chosenId('The customer must be a customer id, or none for a walk-in.').nullish(),
		channel: oneOf(CHANNELS, `The channel must be one of ${CHANNELS.join(', ')}.`),
		lines,
		discount: DISCOUNT.transform(discountRequest).nullish(),
		payments: PAYMENTS,
		complete: z.boolean({ error: 'Complete must be true or false.' }).nullish(),
		/** The till the sale is rung up on: its open session takes the payments and the cash. Needed when cash is tendered. */
		till: chosenId(CASH_TILL).nullish(),
		/**
		 * The key the client gave this sale, any UUID (the till sends `crypto.randomUUID()`): a request
		 * repeated with the same key answers the order it recorded instead of selling again
		 * (`checkout/sale-key.ts`). Lower-cased, since PostgreSQL's uuid column compares it so and
		 * SQLite's text would not.
		 */
		sale_key: z
			.guid({ error: 'The sale key must be a UUID (such as 0b9c2f4e-6d1a-4c8e-9f3b-2a7d5e1c8b40), or none.' })
			.transform((key) => key.toLowerCase())
			.nullish(),
		/** A buylist of the sale's customer completed for store credit in the sale's transaction (one visit). */
		trade_in: chosenId('The trade-in must be a buylist id, or none.').nullish(),
	})
	.refine((sale) => sale.customer != null || !sale.payments?.some((payment) => payment.method === 'credit'), {
		error: 'Choose the customer whose store credit pays; a walk-in has no store credit.',
		path: ['customer'],
	})
	.refine((sale) => sale.complete !== true || sale.channel === 'counter', {
		error: 'Only a counter sale is completed at once; online and phone orders are completed when picked up or shipped.',
		path: ['complete'],
	})
	.refine((sale) => sale.trade_in == null || sale.customer != null, {
		error: 'A trade-in pays store credit to the customer who brought it: choose the customer.',
		path: ['customer'],
	});

/** A checkout as the server sells it: the body read, with its defaults. */
export interface CheckoutRequest {
	customer: number | null;
	channel: Channel;
	lines: CheckoutLineInput[];
	discount: DiscountRequest | null;
	payments: PaymentInput[];
	complete: boolean;
	till: number | null;
	/** The sale key, lower-case, or null. */
	saleKey: string | null;
	tradeIn: number | null;
}
