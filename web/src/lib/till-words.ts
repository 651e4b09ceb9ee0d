import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CashKind } from '@deckhand/contract/ledger/cash.ts';
import { formatMoney } from './money.ts';

/** Each kind of cash movement as the report names it (translated where shown). */
export const CASH_KIND_WORDS: Record<CashKind, MessageDescriptor> = {
	opening_float: msg`Opening float`,
	cash_sale: msg`Cash tendered`,
	change_given: msg`Change given`,
	cash_refund: msg`Cash refunds`,
	buylist_payout: msg`Buylist payouts`,
	paid_in: msg`Paid in`,
	paid_out: msg`Paid out`,
};

/** Over or short as money with its sign spelt out ("+$1.00", "−$1.00"), so a short count never reads as a plain figure. */
export function signedMoney(amount: number, currency: string): string {
	if (amount === 0) return formatMoney(0, currency);
	return `${amount > 0 ? '+' : '\u2212'}${formatMoney(Math.abs(amount), currency)}`;
}

/** How the count came out, in words: over, short or even. */
export function overShortWords(amount: number, currency: string): string {
	const money = formatMoney(Math.abs(amount), currency);
	if (amount > 0) return t`Over by ${money}`;
	if (amount < 0) return t`Short by ${money}`;
	return t`Even: the count matches`;
}
