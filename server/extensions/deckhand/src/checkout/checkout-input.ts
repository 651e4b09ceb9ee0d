import { CHECKOUT, type CheckoutRequest } from '@deckhand/contract/checkout/checkout-input.ts';
import { parseBody } from '../domain/request-body.ts';

/** Checks the body of `POST /deckhand/checkout`; throws VALIDATION_FAILED naming the field and its bound. */
export function parseCheckoutRequest(body: unknown): CheckoutRequest {
	const sale = parseBody(CHECKOUT, body);
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
