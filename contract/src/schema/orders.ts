/**
 * Deckhand's `orders`, `order_lines`, `order_line_costs`, `order_payments`, `order_events` and their fields as
 * the API answers them (money in integer minor units, relations as ids unless expanded).
 *
 * Generated from `server/schema/snapshot.yaml` by `npm run contract:generate` (scripts/generate-contract.ts):
 * do not edit; change the snapshot and run it again. A unit test fails while this file differs from it.
 */

import type { Channel, OrderStatus, PaymentMethod } from './choices.ts';
import type { Sku } from './catalog.ts';
import type { Buylist } from './buying.ts';
import type { Customer } from './customers.ts';
import type { TillSession } from './shop.ts';

export interface OrderEvent {
	id: number;
	order: number | Order;
	from_status: OrderStatus | null;
	to_status: OrderStatus;
	note: string | null;
	date_created: string | null;
	user_created: string | null;
}

/** Administrators only */
export interface OrderLineCost {
	id: number;
	order_line: number | OrderLine;
	unit_cost: number;
}

export interface OrderLine {
	id: number;
	order: number | Order;
	sku: number | Sku;
	quantity: number;
	unit_price: number;
	line_total: number;
	/** Copies of the line refunded so far, at most its quantity */
	refunded_quantity: number;
}

/** What the shop kept from each tender of a sale (cash net of change) */
export interface OrderPayment {
	id: number;
	order: number | Order;
	method: PaymentMethod;
	amount: number;
	date_created: string | null;
	user_created: string | null;
	/** The till session that took or paid it back, when a till was open. */
	till_session: number | TillSession | null;
}

export interface Order {
	id: number;
	number: string;
	customer: number | Customer | null;
	channel: Channel;
	status: OrderStatus;
	subtotal: number;
	discount: number;
	tax: number;
	total: number;
	credit_applied: number;
	tracking_number: string | null;
	date_created: string | null;
	user_created: string | null;
	/** Change handed back in cash at checkout, for the receipt. */
	change_given: number;
	/** The key the till gave this sale, so a sale sent twice is recorded once. */
	sale_key: string | null;
	/** A digest of the sale as sent with its key, to tell a repeat from another sale under the same key. */
	sale_fingerprint: string | null;
	lines?: number[] | OrderLine[];
	events?: number[] | OrderEvent[];
	payments?: number[] | OrderPayment[];
	/** The trade-in whose store credit paid towards this sale (one visit, one receipt). */
	trade_in: number | Buylist | null;
}
