import { formatMoney } from '../checkout/format-money.ts';
import { RefundLimitExceededError } from '../errors.ts';
import type { Actor } from '../ledger/command.ts';
import type { ShopSettings } from '../settings/shop-settings.ts';

/**
 * Refuses a clerk's refund paying back more than `staff_refund_limit` (REFUND_LIMIT_EXCEEDED,
 * before anything is written), naming the limit and the amount. The limit is per refund: a
 * refund pays back what one sale took, and the order's history names the clerk who gave it.
 * Empty is no limit; 0 lets a clerk refund only an order that took no money. An administrator
 * refunds any amount.
 */
export function checkRefundLimit(
	actor: Actor,
	order: { id: number; number: string },
	refund: number,
	settings: Pick<ShopSettings, 'staff_refund_limit' | 'currency'>,
): void {
	const limit = settings.staff_refund_limit;
	if (actor.admin || limit === null || refund <= limit) return;
	const money = (amount: number) => formatMoney(amount, settings.currency);
	const message =
		limit === 0
			? `Refunding order ${order.number} pays back ${money(refund)}; clerks refund no money in this shop (the staff refund limit is ${money(0)}): an administrator refunds it.`
			: `Refunding order ${order.number} pays back ${money(refund)}, above the staff refund limit of ${money(limit)}: an administrator refunds it.`;
	throw new RefundLimitExceededError(message, { field: 'to', order: order.id, limit, refund });
}
