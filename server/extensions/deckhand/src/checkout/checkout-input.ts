import { z } from 'zod';
import {
	CHECKOUT,
	CHECKOUT_LINE,
	DISCOUNT,
	PAYMENT,
	PAYMENTS,
	type CheckoutRequest,
	type PaymentInput,
} from '@deckhand/contract/checkout/checkout-input.ts';
import { asRecord, knownFields, parseBody } from '../domain/input.ts';

/*
 * What the schemas cannot say of a checkout's body: a line or payment that is no object is read
 * as `{}`, as any object of a body is, so its first field is refused by name (`lines[0].sku`);
 * and each object holds only its own fields, since the schemas drop any other.
 */

/** The body with the items of its lists that are no objects read as `{}`. */
function itemsAsObjects(body: unknown, lists: readonly string[]): unknown {
	const input = asRecord(body);
	if (input !== body) return body;
	const read = { ...input };
	for (const list of lists) if (Array.isArray(read[list])) read[list] = (read[list] as unknown[]).map(asRecord);
	return read;
}

function knownItemFields(list: unknown, item: z.ZodObject, name: string): void {
	if (Array.isArray(list))
		list.forEach((raw, index) => knownFields(raw, Object.keys(item.shape), `${name}[${index}]`));
}

const TENDERS = z.object({ payments: PAYMENTS });

/** Checks a list of tenders `[{ method, amount }]`: checkout's, and the payments that mark an open order paid. */
export function parsePayments(payments: unknown): PaymentInput[] {
	const tenders = parseBody(TENDERS, itemsAsObjects({ payments }, ['payments'])).payments ?? [];
	knownItemFields(payments, PAYMENT, 'payments');
	return tenders;
}

/** Checks the body of `POST /deckhand/checkout`; throws VALIDATION_FAILED naming the field and its bound. */
export function parseCheckoutRequest(body: unknown): CheckoutRequest {
	const sale = parseBody(CHECKOUT, itemsAsObjects(body, ['lines', 'payments']));
	const input = asRecord(body);
	knownItemFields(input['lines'], CHECKOUT_LINE, 'lines');
	if (input['discount'] != null) knownFields(input['discount'], Object.keys(DISCOUNT.shape), 'discount');
	knownItemFields(input['payments'], PAYMENT, 'payments');
	return {
		customer: sale.customer ?? null,
		channel: sale.channel,
		lines: sale.lines,
		discount: sale.discount ?? null,
		payments: sale.payments ?? [],
		complete: sale.complete === true,
		till: sale.till ?? null,
		saleKey: sale.sale_key ?? null,
		tradeIn: sale.trade_in ?? null,
	};
}
