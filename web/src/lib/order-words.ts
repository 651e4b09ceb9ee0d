import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Channel, OrderStatus, PaymentMethod } from '@deckhand/contract/schema/choices.ts';

/**
 * An order's stored values as people say them, one map per vocabulary, wherever an order is
 * shown (the order screens, a customer's history): `completed` is stored, "Completed" is shown.
 * Each word is translated where it is shown (`i18n._`): the maps are built once, the language can change.
 */
export const ORDER_STATUS_WORDS: Record<OrderStatus, MessageDescriptor> = {
	open: msg({ message: 'Open', context: 'order status' }),
	paid: msg({ message: 'Paid', context: 'order status' }),
	shipped: msg({ message: 'Shipped', context: 'order status' }),
	completed: msg({ message: 'Completed', context: 'order status' }),
	cancelled: msg({ message: 'Cancelled', context: 'order status' }),
	refunded: msg({ message: 'Refunded', context: 'order status' }),
};
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
	open: 'yellow',
	paid: 'blue',
	shipped: 'indigo',
	completed: 'teal',
	cancelled: 'gray',
	refunded: 'grape',
};
export const CHANNEL_WORDS: Record<Channel, MessageDescriptor> = {
	counter: msg({ message: 'Counter', context: 'sales channel' }),
	online: msg({ message: 'Online', context: 'sales channel' }),
	phone: msg({ message: 'Phone', context: 'sales channel' }),
};
export const PAYMENT_METHOD_WORDS: Record<PaymentMethod, MessageDescriptor> = {
	cash: msg({ message: 'Cash', context: 'payment method' }),
	card: msg({ message: 'Card', context: 'payment method' }),
	credit: msg({ message: 'Store credit', context: 'payment method' }),
};
