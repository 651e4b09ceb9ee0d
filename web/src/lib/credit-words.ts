import type { CreditReason } from '../../../server/schema/collections.ts';

/** Why a customer's store credit moved, as people say it: `buylist_payout` is stored, "Buylist payout" is shown. */
export const CREDIT_REASON_WORDS: Record<CreditReason, string> = { buylist_payout: 'Buylist payout', order_payment: 'Order payment', refund: 'Refund', manual_adjustment: 'Manual adjustment' };
