import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { timeZoneChoices } from '@deckhand/contract/domain/time-zones.ts';

/** The settings form, every field as typed, named as the server names it (so a refusal lands beside its field). */
export interface SettingsFormValues {
	project_name: string;
	project_color: string;
	address: string;
	receipt_header: string;
	receipt_footer: string;
	currency: string;
	tax_rate_bp: string;
	buylist_cash_percent: string;
	buylist_credit_percent: string;
	condition_nm_percent: string;
	condition_lp_percent: string;
	condition_mp_percent: string;
	condition_hp_percent: string;
	condition_dmg_percent: string;
	low_stock_threshold: string;
	staff_discount_cap_percent: string;
	staff_buylist_limit: string;
	staff_daily_buy_limit: string;
	staff_refund_limit: string;
	credit_share_percent: string;
	time_zone: string;
	backup_interval_minutes: string;
	backup_keep_hourly: string;
	backup_keep_daily: string;
	backup_keep_monthly: string;
	market_source: string;
	review_above_percent: string;
	/** A switch, not typed text. */
	staff_see_figures: boolean;
}

export type PercentField =
	| 'buylist_cash_percent'
	| 'buylist_credit_percent'
	| 'credit_share_percent'
	| 'staff_discount_cap_percent'
	| ConditionField;
export type ConditionField =
	| 'condition_nm_percent'
	| 'condition_lp_percent'
	| 'condition_mp_percent'
	| 'condition_hp_percent'
	| 'condition_dmg_percent';

/** NM ≥ LP ≥ MP ≥ HP ≥ DMG (PRODUCT.md §3): each condition's price share at most the one above. */
export const CONDITION_LADDER: Array<{ field: ConditionField; code: string }> = [
	{ field: 'condition_nm_percent', code: 'NM' },
	{ field: 'condition_lp_percent', code: 'LP' },
	{ field: 'condition_mp_percent', code: 'MP' },
	{ field: 'condition_hp_percent', code: 'HP' },
	{ field: 'condition_dmg_percent', code: 'DMG' },
];

/** Field labels, shared by the form and its refusals (translated where shown). */
export const LABELS = {
	project_name: msg`Shop name`,
	project_color: msg`Accent colour`,
	address: msg`Shop address`,
	receipt_header: msg`Receipt header`,
	receipt_footer: msg`Receipt footer`,
	currency: msg`Currency`,
	tax_rate_bp: msg`Tax rate`,
	buylist_cash_percent: msg`Buylist cash offer`,
	buylist_credit_percent: msg`Buylist credit offer`,
	condition_nm_percent: msg`NM price`,
	condition_lp_percent: msg`LP price`,
	condition_mp_percent: msg`MP price`,
	condition_hp_percent: msg`HP price`,
	condition_dmg_percent: msg`DMG price`,
	low_stock_threshold: msg`Low-stock threshold`,
	staff_discount_cap_percent: msg`Staff discount cap`,
	staff_buylist_limit: msg`Staff buylist approval limit`,
	staff_daily_buy_limit: msg`Daily buy limit per clerk`,
	staff_refund_limit: msg`Staff refund limit`,
	credit_share_percent: msg`Store credit share of a sale`,
	time_zone: msg`Time zone`,
	backup_interval_minutes: msg`Minutes between backups`,
	backup_keep_hourly: msg`Hourly backups kept`,
	backup_keep_daily: msg`Daily backups kept`,
	backup_keep_monthly: msg`Monthly backups kept`,
	market_source: msg`Market prices from`,
	review_above_percent: msg`Review moves above`,
	staff_see_figures: msg`Staff see the shop's figures on Home`,
} satisfies Record<keyof SettingsFormValues, MessageDescriptor>;

/** The form's word for no source of the shop's own choosing: the newest market price in its currency, from any source. */
export const ANY_MARKET_SOURCE = 'any';

/** ISO 4217 codes this browser writes money in: the list the server checks against too (`domain/field-rules.ts`). */
export const CURRENCIES: string[] = Intl.supportedValuesOf('currency');

/** The time zones this browser knows, UTC first; the saved one is added when the browser calls it otherwise (Europe/Kiev for Europe/Kyiv). */
export function timeZoneOptions(saved: string): string[] {
	const zones = timeZoneChoices();
	return zones.includes(saved) ? zones : [saved, ...zones];
}
