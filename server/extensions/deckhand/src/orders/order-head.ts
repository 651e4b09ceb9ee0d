import type { Knex } from 'knex';
import type { OrderHead } from '@deckhand/contract/orders/order-transition.ts';

/** An order as a command's answer gives it, read after the command's writes. */
export async function readOrderHead(trx: Knex.Transaction, order: number): Promise<OrderHead> {
	return trx('orders')
		.select(
			'id',
			'number',
			'customer',
			'channel',
			'status',
			'subtotal',
			'discount',
			'tax',
			'total',
			'credit_applied',
			'tracking_number',
		)
		.where('id', order)
		.first();
}
