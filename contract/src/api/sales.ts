import { CHECKOUT } from '../checkout/checkout-input.ts';
import type { Sale } from '../checkout/sale.ts';
import { CREDIT_ADJUSTMENT, type CreditAdjusted } from '../credit/credit-adjustment.ts';
import { ORDER_REFUND, type OrderRefunded } from '../orders/order-refund.ts';
import { ORDER_TRANSITION, type OrderTransition } from '../orders/order-transition.ts';
import type { SessionPage, TillStatus } from '../tills/till-history.ts';
import { CLOSE_TILL, OPEN_TILL, PAID_IN_OUT, type HistoryParams } from '../tills/till-input.ts';
import type { TillReport } from '../tills/till-report.ts';
import type { CashMoved, ClosedSession, OpenedSession } from '../tills/till-sessions.ts';
import { command, of, read } from './endpoint.ts';

/** Sales, orders, store credit and the tills: every command here moves money, so each is keyed. */
export const SALES = {
	checkout: command('/deckhand/checkout', of<{ answer: Sale }>().taking(CHECKOUT)),
	orderTransition: command(
		'/deckhand/orders/:id/transition',
		of<{ answer: OrderTransition }>().taking(ORDER_TRANSITION),
	),
	/** Some lines and copies of a paid or completed order refunded; the last copy refunds the order. */
	orderRefund: command('/deckhand/orders/:id/refund', of<{ answer: OrderRefunded }>().taking(ORDER_REFUND)),
	creditAdjust: command('/deckhand/credit/adjust', of<{ answer: CreditAdjusted }>().taking(CREDIT_ADJUSTMENT)),
	/** Every till's sessions: administrators only. */
	tillSessions: read('/deckhand/tills/sessions', of<{ query: HistoryParams; answer: SessionPage }>()),
	tillStatus: read('/deckhand/tills/:till/status', of<{ answer: TillStatus }>()),
	tillHistory: read('/deckhand/tills/:till/sessions', of<{ query: HistoryParams; answer: SessionPage }>()),
	tillOpen: command('/deckhand/tills/:till/open', of<{ answer: OpenedSession }>().taking(OPEN_TILL)),
	tillCash: command('/deckhand/tills/:till/sessions/:session/cash', of<{ answer: CashMoved }>().taking(PAID_IN_OUT)),
	tillClose: command(
		'/deckhand/tills/:till/sessions/:session/close',
		of<{ answer: ClosedSession }>().taking(CLOSE_TILL),
	),
	tillReport: read('/deckhand/tills/:till/sessions/:session/report', of<{ answer: TillReport }>()),
};
