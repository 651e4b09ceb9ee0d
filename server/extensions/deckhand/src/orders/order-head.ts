import type { Knex } from 'knex';
import type { OrderHead } from '@deckhand/contract/orders/order-transition.ts';

/** The columns of an order's head (`OrderHead`): what every order command answers of the order. */
export const ORDER_HEAD_COLUMNS = [
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
] as const;

/** An order as a command's answer gives it, read after the command's writes. */
export async function readOrderHead(trx: Knex.Transaction, order: number): Promise<OrderHead> {
	return trx('orders').select(ORDER_HEAD_COLUMNS).where('id', order).first();
}
