import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CreditReason } from '@deckhand/contract/schema/choices.ts';

/** Why a customer's store credit moved, as people say it: `buylist_payout` is stored, "Buylist payout" is shown (`i18n._` where shown). */
export const CREDIT_REASON_WORDS: Record<CreditReason, MessageDescriptor> = {
	buylist_payout: msg`Buylist payout`,
	order_payment: msg`Order payment`,
	refund: msg`Refund`,
	manual_adjustment: msg`Manual adjustment`,
};
