import type { Channel, OrderStatus, PaymentMethod } from '../../../server/schema/collections.ts';

/**
 * An order's stored values as people say them, one map per vocabulary, wherever an order is
 * shown (the order screens, a customer's history): `completed` is stored, "Completed" is shown.
 */
export const ORDER_STATUS_WORDS: Record<OrderStatus, string> = { open: 'Open', paid: 'Paid', shipped: 'Shipped', completed: 'Completed', cancelled: 'Cancelled', refunded: 'Refunded' };
export const ORDER_STATUS_COLORS: Record<OrderStatus, string> = { open: 'yellow', paid: 'blue', shipped: 'indigo', completed: 'teal', cancelled: 'gray', refunded: 'grape' };
export const CHANNEL_WORDS: Record<Channel, string> = { counter: 'Counter', online: 'Online', phone: 'Phone' };
export const PAYMENT_METHOD_WORDS: Record<PaymentMethod, string> = { cash: 'Cash', card: 'Card', credit: 'Store credit' };
