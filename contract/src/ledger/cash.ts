/** What moved cash in or out of a drawer. `buylist_payout` is written by cash buylist completion. */
export const CASH_KINDS = [
	'opening_float',
	'cash_sale',
	'change_given',
	'cash_refund',
	'buylist_payout',
	'paid_in',
	'paid_out',
] as const;
export type CashKind = (typeof CASH_KINDS)[number];
