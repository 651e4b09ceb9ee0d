import type { CreditReason, OrderStatus, PaymentMethod, StockReason } from '../schema/choices.ts';
import type { CashKind } from './cash.ts';
import type { PriceReason } from './prices.ts';

/*
 * The ledgers' rows as a command wrote them and answers them: ids and amounts as numbers, the
 * moment as ISO text, who by their user id.
 */

/** A tender an order's command took (+) or paid back (−), with the till session that took it. */
export interface PaymentRow {
	id: number;
	order: number;
	method: PaymentMethod;
	amount: number;
	till_session: number | null;
	user_created: string | null;
	date_created: string;
}

/** Cash into (+) or out of (−) a drawer. */
export interface CashMovementRow {
	id: number;
	session: number;
	kind: CashKind;
	amount: number;
	order: number | null;
	buylist: number | null;
	reason: string | null;
	user_created: string | null;
	date_created: string;
}

/** A status change of an order. */
export interface OrderEventRow {
	id: number;
	order: number;
	from_status: OrderStatus | null;
	to_status: OrderStatus;
	note: string | null;
	user_created: string | null;
	date_created: string;
}

/** Store credit given (+) or spent or taken back (−), with the balance after it. */
export interface CreditEntryRow {
	id: number;
	customer: number;
	amount: number;
	reason: CreditReason;
	order: number | null;
	buylist: number | null;
	note: string | null;
	balance_after: number;
	user_created: string | null;
	date_created: string;
}

/** Copies into (+) or out of (−) a SKU's stock. */
export interface StockMovementRow {
	id: number;
	sku: number;
	delta: number;
	reason: StockReason;
	order: number | null;
	user_created: string | null;
	date_created: string;
}

/** A price changed, with why and the run or earlier change it belongs to. */
export interface PriceChangeRow {
	id: number;
	sku: number;
	old_price: number | null;
	new_price: number | null;
	reason: PriceReason;
	run: string | null;
	restored_from: number | null;
	user_created: string | null;
	date_created: string;
}
