import {
	CHECKOUT,
	CHECKOUT_LINE,
	DISCOUNT,
	PAYMENT,
	type CheckoutRequest,
} from '@deckhand/contract/checkout/checkout-input.ts';
import { asRecord, itemsAsObjects, knownFields, knownItemFields, parseBody } from '../domain/input.ts';

/*
 * What the schemas cannot say of a checkout's body: a line or payment that is no object is read
 * as `{}`, as any object of a body is, so its first field is refused by name (`lines[0].sku`);
 * and each object holds only its own fields, since the schemas drop any other.
 */

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
