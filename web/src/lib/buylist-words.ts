import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BuylistStatus, PayoutMethod } from '@deckhand/contract/schema/choices.ts';
import { formatMoney } from './money.ts';

/** A buylist's status as people say it (`offered` is stored, "Offered" is shown, through `i18n._`), and its badge colour. */
export const BUYLIST_STATUS_WORDS: Record<BuylistStatus, MessageDescriptor> = {
	draft: msg({ message: 'Draft', context: 'buylist status' }),
	offered: msg({ message: 'Offered', context: 'buylist status' }),
	accepted: msg({ message: 'Accepted', context: 'buylist status' }),
	awaiting_approval: msg({ message: 'Awaiting approval', context: 'buylist status' }),
	completed: msg({ message: 'Completed', context: 'buylist status' }),
	rejected: msg({ message: 'Rejected', context: 'buylist status' }),
	cancelled: msg({ message: 'Cancelled', context: 'buylist status' }),
};
export const BUYLIST_STATUS_COLORS: Record<BuylistStatus, string> = {
	draft: 'gray',
	offered: 'yellow',
	accepted: 'blue',
	awaiting_approval: 'orange',
	completed: 'teal',
	rejected: 'gray',
	cancelled: 'gray',
};

/**
 * What a buylist paid, in a word: "$12.00 in cash", "$15.00 in store credit" once completed;
 * a completion waiting for approval says what it would pay; nothing before.
 */
export function paidWords(
	buylist: { status: BuylistStatus; payout_method: PayoutMethod | null; total_offer: number },
	currency: string,
): string {
	if (!buylist.payout_method || (buylist.status !== 'completed' && buylist.status !== 'awaiting_approval')) return '';
	const amount = formatMoney(buylist.total_offer, currency);
	if (buylist.status === 'awaiting_approval')
		return buylist.payout_method === 'cash'
			? t`${amount} in cash, awaiting approval`
			: t`${amount} in store credit, awaiting approval`;
	return buylist.payout_method === 'cash' ? t`${amount} in cash` : t`${amount} in store credit`;
}
