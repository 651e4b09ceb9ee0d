import type { Channel, OrderStatus } from '../../../../server/schema/collections.ts';

export const STATUS_LABELS: Record<OrderStatus, string> = { open: 'Open', paid: 'Paid', shipped: 'Shipped', completed: 'Completed', cancelled: 'Cancelled', refunded: 'Refunded' };
export const STATUS_COLORS: Record<OrderStatus, string> = { open: 'yellow', paid: 'blue', shipped: 'indigo', completed: 'teal', cancelled: 'gray', refunded: 'grape' };
export const CHANNEL_LABELS: Record<Channel, string> = { counter: 'Counter', online: 'Online', phone: 'Phone' };
export const METHOD_LABELS: Record<string, string> = { cash: 'Cash', card: 'Card', credit: 'Store credit' };

