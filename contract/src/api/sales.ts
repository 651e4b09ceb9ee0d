import { CHECKOUT } from '../checkout/checkout-input.ts';
import type { Sale } from '../checkout/sale.ts';
import { CREDIT_ADJUSTMENT, type CreditAdjusted } from '../credit/credit-adjustment.ts';
import type { OrderTransition, TransitionBody } from '../orders/order-transition.ts';
import type { SessionPage, TillStatus } from '../tills/till-history.ts';
import type { CloseTillBody, HistoryParams, OpenTillRequest, PaidInOutRequest } from '../tills/till-input.ts';
import type { TillReport } from '../tills/till-report.ts';
import type { CashMoved, ClosedSession, OpenedSession } from '../tills/till-sessions.ts';
import { command, of, read } from './endpoint.ts';

/** Sales, orders, store credit and the tills: every command here moves money, so each is keyed. */
export const SALES = {
	checkout: command('/deckhand/checkout', of<{ answer: Sale }>().taking(CHECKOUT)),
	orderTransition: command(
		'/deckhand/orders/:id/transition',
		of<{ body: TransitionBody; answer: OrderTransition }>(),
	),
	creditAdjust: command('/deckhand/credit/adjust', of<{ answer: CreditAdjusted }>().taking(CREDIT_ADJUSTMENT)),
	/** Every till's sessions: administrators only. */
	tillSessions: read('/deckhand/tills/sessions', of<{ query: HistoryParams; answer: SessionPage }>()),
	tillStatus: read('/deckhand/tills/:till/status', of<{ answer: TillStatus }>()),
	tillHistory: read('/deckhand/tills/:till/sessions', of<{ query: HistoryParams; answer: SessionPage }>()),
	tillOpen: command('/deckhand/tills/:till/open', of<{ body: OpenTillRequest; answer: OpenedSession }>()),
	tillCash: command(
		'/deckhand/tills/:till/sessions/:session/cash',
		of<{ body: PaidInOutRequest; answer: CashMoved }>(),
	),
	tillClose: command(
		'/deckhand/tills/:till/sessions/:session/close',
		of<{ body: CloseTillBody; answer: ClosedSession }>(),
	),
	tillReport: read('/deckhand/tills/:till/sessions/:session/report', of<{ answer: TillReport }>()),
};
