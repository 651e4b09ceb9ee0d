import { invalid } from '../errors.ts';
import {
	CHANNELS,
	CHECKOUT_LIMITS,
	PAYMENT_METHODS,
	type Channel,
	type PaymentMethod,
} from '@deckhand/contract/checkout/checkout-limits.ts';
import type {
	CheckoutLineInput,
	CheckoutRequest,
	DiscountRequest,
	PaymentInput,
} from '@deckhand/contract/checkout/checkout-input.ts';
import { commandInput, isId, isWhole, knownFields } from '../domain/input.ts';
import { parseTillField } from '../tills/till-input.ts';

/** Any UUID in its usual written form (8-4-4-4-12 hexadecimal digits); the till sends `crypto.randomUUID()`. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The optional sale key; lower-cased, since PostgreSQL's uuid column compares it so and SQLite's text would not. */
function parseSaleKey(key: unknown): string | null {
	if (key == null) return null;
	if (typeof key !== 'string' || !UUID.test(key))
		throw invalid(
			'sale_key',
			'The sale key must be a UUID (such as 0b9c2f4e-6d1a-4c8e-9f3b-2a7d5e1c8b40), or none.',
		);
	return key.toLowerCase();
}

function parseLines(lines: unknown): CheckoutLineInput[] {
	const { linesMax, lineQuantityMin, lineQuantityMax } = CHECKOUT_LIMITS;
	if (!Array.isArray(lines) || lines.length === 0 || lines.length > linesMax)
		throw invalid('lines', `A sale needs from 1 to ${linesMax} lines, each { sku, quantity }.`, {
			min: 1,
			max: linesMax,
		});
	const seen = new Map<number, number>();
	return lines.map((raw, index) => {
		const { sku, quantity } = knownFields(raw, ['sku', 'quantity'], `lines[${index}]`);
		if (!isId(sku)) throw invalid(`lines[${index}].sku`, `Line ${index + 1}: choose the SKU to sell (a SKU id).`);
		if (!isWhole(quantity, lineQuantityMin, lineQuantityMax))
			throw invalid(
				`lines[${index}].quantity`,
				`Line ${index + 1}: the quantity must be a whole number from ${lineQuantityMin} to ${lineQuantityMax}.`,
				{
					min: lineQuantityMin,
					max: lineQuantityMax,
				},
			);
		// One line per SKU: the till adds to the line it has, so a repeated SKU is a client's mistake.
		const earlier = seen.get(sku);
		if (earlier !== undefined)
			throw invalid(
				`lines[${index}].sku`,
				`Line ${index + 1} sells the same SKU as line ${earlier + 1}; change that line's quantity instead.`,
			);
		seen.set(sku, index);
		return { sku, quantity };
	});
}

function parseDiscount(discount: unknown): DiscountRequest | null {
	if (discount == null) return null;
	const input = knownFields(discount, ['amount', 'percent'], 'discount');
	const hasAmount = input['amount'] !== undefined;
	const hasPercent = input['percent'] !== undefined;
	if (hasAmount === hasPercent)
		throw invalid('discount', 'Give the discount either as { amount } in minor units or as { percent }, not both.');
	if (hasAmount) {
		if (!isWhole(input['amount'], 0, CHECKOUT_LIMITS.discountAmountMax))
			throw invalid('discount.amount', 'The discount must be a whole number of minor units, 0 or more.', {
				min: 0,
				max: CHECKOUT_LIMITS.discountAmountMax,
			});
		return { amount: input['amount'] };
	}
	if (!isWhole(input['percent'], 0, 100))
		throw invalid('discount.percent', 'The discount must be a whole percentage from 0 to 100.', {
			min: 0,
			max: 100,
		});
	return { percent: input['percent'] };
}

/** Checks a list of tenders `[{ method, amount }]`: checkout's, and the payments that mark an open order paid. */
export function parsePayments(payments: unknown): PaymentInput[] {
	if (payments == null) return [];
	const { paymentsMax, paymentMax } = CHECKOUT_LIMITS;
	if (!Array.isArray(payments) || payments.length > paymentsMax)
		throw invalid('payments', `Give at most ${paymentsMax} payments, each { method, amount }.`, {
			min: 0,
			max: paymentsMax,
		});
	return payments.map((raw, index) => {
		const { method, amount } = knownFields(raw, ['method', 'amount'], `payments[${index}]`);
		if (typeof method !== 'string' || !(PAYMENT_METHODS as readonly string[]).includes(method))
			throw invalid(
				`payments[${index}].method`,
				`Payment ${index + 1}: the method must be one of ${PAYMENT_METHODS.join(', ')}.`,
			);
		if (!isWhole(amount, 1, paymentMax))
			throw invalid(
				`payments[${index}].amount`,
				`Payment ${index + 1}: the amount must be a whole number of minor units from 1 to ${paymentMax}.`,
				{ min: 1, max: paymentMax },
			);
		return { method: method as PaymentMethod, amount };
	});
}

/** Checks the body of `POST /deckhand/checkout`; throws VALIDATION_FAILED naming the field and its bound. */
export function parseCheckoutRequest(body: unknown): CheckoutRequest {
	const input = commandInput(body, [
		'customer',
		'channel',
		'lines',
		'discount',
		'payments',
		'complete',
		'till',
		'sale_key',
		'trade_in',
	]);
	const { customer, channel, complete } = input;

	if (customer != null && !isId(customer))
		throw invalid('customer', 'The customer must be a customer id, or none for a walk-in.');
	if (typeof channel !== 'string' || !(CHANNELS as readonly string[]).includes(channel))
		throw invalid('channel', `The channel must be one of ${CHANNELS.join(', ')}.`);
	const lines = parseLines(input['lines']);
	const discount = parseDiscount(input['discount']);
	const payments = parsePayments(input['payments']);
	if (complete != null && typeof complete !== 'boolean') throw invalid('complete', 'Complete must be true or false.');

	if (customer == null && payments.some((payment) => payment.method === 'credit'))
		throw invalid('customer', 'Choose the customer whose store credit pays; a walk-in has no store credit.');
	if (complete === true && channel !== 'counter')
		throw invalid(
			'complete',
			'Only a counter sale is completed at once; online and phone orders are completed when picked up or shipped.',
		);

	const till = parseTillField(input['till']);
	const saleKey = parseSaleKey(input['sale_key']);
	const tradeIn = input['trade_in'];
	if (tradeIn != null && !isId(tradeIn)) throw invalid('trade_in', 'The trade-in must be a buylist id, or none.');
	if (tradeIn != null && customer == null)
		throw invalid('customer', 'A trade-in pays store credit to the customer who brought it: choose the customer.');
	return {
		customer: customer == null ? null : customer,
		channel: channel as Channel,
		lines,
		discount,
		payments,
		complete: complete === true,
		till,
		saleKey,
		tradeIn: tradeIn == null ? null : tradeIn,
	};
}
