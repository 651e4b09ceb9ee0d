import type { BuylistView } from '../buylists/buylist-view.ts';
import type { CashMovementRow, OrderEventRow, PaymentRow } from '../ledger/ledger-rows.ts';
import type { OrderHead } from '../orders/order-transition.ts';

/** A line of a sale as recorded. */
export interface SaleLine {
	id: number;
	order: number;
	sku: number;
	quantity: number;
	unit_price: number;
	line_total: number;
}

/**
 * What `POST /deckhand/checkout` answers: the order recorded, with its lines, the payments kept
 * (net of change), the drawer's cash, its first event, and the trade-in completed with it.
 */
export interface Sale extends OrderHead {
	change_given: number;
	user_created: string | null;
	sale_key: string | null;
	date_created: string;
	/** What the kept payments add up to. */
	paid: number;
	change_due: number;
	lines: SaleLine[];
	payments: PaymentRow[];
	cash: CashMovementRow[];
	till_session: number | null;
	events: OrderEventRow[];
	/** The trade-in completed for store credit with the sale (one visit), when the sale had one. */
	trade_in: BuylistView | null;
	/** The sale had been recorded already (sent before with the same key): this is that order, nothing was recorded again. */
	repeated: boolean;
}
