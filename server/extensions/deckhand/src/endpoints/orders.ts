import type { Request, Router } from 'express';
import { ORDER_REFUND } from '@deckhand/contract/orders/order-refund.ts';
import { ENDPOINTS } from '@deckhand/contract/api/endpoints.ts';
import { parseBody } from '../domain/request-body.ts';
import { routePath } from '../http/route-path.ts';
import { keyedRoute, once } from '../idempotency/keyed-route.ts';
import type { Actor, RunCommand } from '../ledger/command.ts';
import { refundLines } from '../orders/refund-lines.ts';
import { parseOrderId, parseTransitionRequest } from '../orders/transition-input.ts';
import { transitionOrder } from '../orders/transition-order.ts';

interface OrderContext {
	run: RunCommand;
	/** The signed-in caller, refusing anyone else, before the input is read. */
	caller: (req: Request) => Actor;
}

/**
 * An order's commands after its sale (`/deckhand/orders/:id/…`): its transitions (paid, shipped,
 * completed, cancelled, refunded whole) and the refund of some of its copies. Both move stock or
 * money, so both are recorded once per `Idempotency-Key`.
 */
export function orderRoutes(router: Router, { run, caller }: OrderContext): void {
	router.post(
		routePath(ENDPOINTS.orderTransition),
		keyedRoute((req) => {
			const actor = caller(req);
			const id = parseOrderId(req.params['id']);
			const request = parseTransitionRequest(req.body);
			return run(
				actor,
				once(req, request, (books) => transitionOrder(books, id, request)),
			);
		}),
	);

	router.post(
		routePath(ENDPOINTS.orderRefund),
		keyedRoute((req) => {
			const actor = caller(req);
			const id = parseOrderId(req.params['id']);
			const request = parseBody(ORDER_REFUND, req.body);
			return run(
				actor,
				once(req, request, (books) => refundLines(books, id, request)),
			);
		}),
	);
}
