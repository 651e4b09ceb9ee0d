/* What the order's dialogs share: their props, the transition command, and a note added when one is written. */

import { ORDER_TRANSITION } from '@deckhand/contract/orders/order-transition.ts';
import { refreshAfter } from '../../lib/api/refreshes.ts';
import { useCommandMutation } from '../../lib/api/use-command-mutation.ts';
import { useCommand } from '../../lib/commands/use-command.ts';
import { describeError } from '../../lib/directus/errors.ts';
import { maxFrom } from '../../lib/fields/schema-bounds.ts';
import { transitionOrder, type OrderDetail, type TransitionBody } from './orders-query.ts';

export interface DialogProps {
	order: OrderDetail;
	currency: string;
	onClose: () => void;
}

/** The change itself, through the server's command; on success what it changed is read again and the dialog closes. */
export function useTransition(order: OrderDetail, onClose: () => void, onError: (error: unknown) => void) {
	const send = useCommand();
	const changed = { order: order.id, customer: order.customer?.id };
	return useCommandMutation('order-transition', {
		mutationFn: (body: TransitionBody) => send(transitionOrder(order.id, body)),
		changed: () => changed,
		onSuccess: onClose,
		// A refusal because the order moved meanwhile (INVALID_TRANSITION): show it as it now stands, behind the dialog.
		onError: async (error, _body, _mutated, { client }) => {
			onError(error);
			if (describeError(error).code === 'INVALID_TRANSITION')
				await refreshAfter(client, 'order-transition', changed);
		},
	});
}

export const TRACKING_MAX = maxFrom(ORDER_TRANSITION.shape.tracking_number);

export const withNote = (body: TransitionBody, note: string): TransitionBody =>
	note.trim() ? { ...body, note: note.trim() } : body;
