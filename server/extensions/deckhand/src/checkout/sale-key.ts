import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { SaleKeyUsedError } from '../errors.ts';
import type { Actor } from '../ledger/command.ts';
import type { CheckoutLineInput, CheckoutRequest } from '@deckhand/contract/checkout/checkout-input.ts';
import { recordedSale } from './recorded-sale.ts';
import type { Sale } from '@deckhand/contract/checkout/sale.ts';

/**
 * The sale a request asks for, as one digest of everything it sends but its key (lines in SKU
 * order: the same lines in another order are the same sale). An order keeps the digest of the
 * request that recorded it, so a repeat is told from another sale sent under the same key.
 */
export function saleFingerprint(request: CheckoutRequest): string {
	const discount =
		request.discount === null
			? null
			: 'amount' in request.discount
				? ['amount', request.discount.amount]
				: ['percent', request.discount.percent];
	const sale = [
		request.customer,
		request.channel,
		[...request.lines].sort((a, b) => a.sku - b.sku).map((line) => [line.sku, line.quantity]),
		discount,
		request.payments.map((payment) => [payment.method, payment.amount]),
		request.complete,
		request.till,
		// Only when there is one, so the digests of sales recorded before trade-ins stay as they were.
		...(request.tradeIn === null ? [] : [['trade_in', request.tradeIn]]),
	];
	return createHash('sha256').update(JSON.stringify(sale)).digest('hex');
}

const sameLines = (asked: CheckoutLineInput[], sold: CheckoutLineInput[]) =>
	asked.length === sold.length &&
	asked.every((line) => sold.some((row) => row.sku === line.sku && row.quantity === line.quantity));

/** The order that holds a sale key, if any. */
export async function orderWithKey(trx: Knex, key: string): Promise<number | undefined> {
	const row = await trx('orders').select('id').where('sale_key', key).first();
	return row ? Number(row.id) : undefined;
}

/**
 * The answer to a checkout whose key order `id` holds: the order as recorded (`repeated: true`,
 * nothing written again) when the same person sends the same sale; SALE_KEY_USED when the key is
 * someone else's, or the sale sent differs from the one recorded.
 */
export async function answerRepeat(trx: Knex, actor: Actor, request: CheckoutRequest, id: number): Promise<Sale> {
	const order = await trx('orders').select('number', 'user_created', 'sale_fingerprint').where('id', id).first();
	if (order.user_created !== actor.user)
		throw new SaleKeyUsedError(
			'This sale key belongs to a sale someone else recorded. Start this sale again: a new sale gets a new key.',
			{ field: 'sale_key' },
		);
	if (order.sale_fingerprint !== saleFingerprint(request)) {
		const sold: CheckoutLineInput[] = (await trx('order_lines').select('sku', 'quantity').where('order', id)).map(
			(row) => ({ sku: Number(row.sku), quantity: Number(row.quantity) }),
		);
		const differs = sameLines(request.lines, sold)
			? 'another customer, channel, discount or payment'
			: 'other lines';
		throw new SaleKeyUsedError(
			`This sale was already recorded as order ${order.number}; what was sent now has ${differs}. Open order ${order.number} to see what was sold; sell anything else as a new sale.`,
			{
				field: 'sale_key',
				order: id,
				number: order.number,
			},
		);
	}
	return { ...(await recordedSale(trx, id, actor)), repeated: true };
}
