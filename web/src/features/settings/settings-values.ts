import { t } from '@lingui/core/macro';
import { PRICE_SOURCE_IDS } from '@deckhand/contract/catalogue/market-quotes.ts';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { isTimeZone } from '@deckhand/contract/domain/time-zones.ts';
import { errorOf, valueOf } from '../../lib/fields/form-readings.ts';
import {
	moneyText,
	rateText,
	readMoney,
	readPercent,
	readRate,
	readText,
	readWhole,
} from '../../lib/fields/typed-number.ts';
import { formatNumber } from '../../lib/i18n/formats.ts';
import type { ShopSettingsRow } from '../../lib/shop-settings.ts';
import type { ProjectSettings } from './settings-query.ts';
import {
	ANY_MARKET_SOURCE,
	CONDITION_LADDER,
	CURRENCIES,
	LABELS,
	type PercentField,
	type SettingsFormValues,
} from './settings-fields.ts';

const COLOR = /^#[0-9a-fA-F]{6}$/;

const percent = (field: PercentField, text: string) =>
	readPercent(text, { label: LABELS[field], min: 0, max: 100, required: true });
const rate = (text: string) =>
	readRate(text, { label: LABELS.tax_rate_bp, min: 0, max: LIMITS.taxRateMaxBasisPoints, required: true });
const lowStock = (text: string) =>
	readWhole(text, { label: LABELS.low_stock_threshold, min: 0, max: LIMITS.lowStockThresholdMax, required: true });
/** A limit is money in the currency the form names, once that is a currency; else in the saved one. The daily limit per clerk and the refund limit may be left empty: no such limit. */
const buylistLimit = (
	field: 'staff_buylist_limit' | 'staff_daily_buy_limit' | 'staff_refund_limit',
	text: string,
	currency: string,
	savedCurrency: string,
) =>
	readMoney(
		text,
		{ label: LABELS[field], min: 0, max: LIMITS.priceMax, required: field === 'staff_buylist_limit' },
		CURRENCIES.includes(currency) ? currency : savedCurrency,
	);

/** The backup settings: whole numbers, each may be left empty (the server's own setting). */
export type BackupField =
	'backup_interval_minutes' | 'backup_keep_hourly' | 'backup_keep_daily' | 'backup_keep_monthly';
const BACKUP_BOUNDS: Record<BackupField, { min: number; max: number }> = {
	backup_interval_minutes: { min: LIMITS.backupIntervalMinutesMin, max: LIMITS.backupIntervalMinutesMax },
	backup_keep_hourly: { min: 0, max: LIMITS.backupKeepMax },
	backup_keep_daily: { min: 0, max: LIMITS.backupKeepMax },
	backup_keep_monthly: { min: 0, max: LIMITS.backupKeepMax },
};
/** Empty: a move of the market queues no review. */
const reviewAbove = (text: string) =>
	readWhole(text, {
		label: LABELS.review_above_percent,
		min: 0,
		max: LIMITS.reviewAbovePercentMax,
		required: false,
	});
const backup = (field: BackupField, text: string) =>
	readWhole(text, { label: LABELS[field], ...BACKUP_BOUNDS[field], required: false });

export function fromSettings(shop: ShopSettingsRow, project: ProjectSettings): SettingsFormValues {
	const whole = (value: number) => String(value);
	return {
		project_name: project.project_name,
		project_color: project.project_color ?? '',
		address: shop.address ?? '',
		receipt_header: shop.receipt_header ?? '',
		receipt_footer: shop.receipt_footer ?? '',
		currency: shop.currency,
		tax_rate_bp: rateText(shop.tax_rate_bp),
		buylist_cash_percent: whole(shop.buylist_cash_percent),
		buylist_credit_percent: whole(shop.buylist_credit_percent),
		condition_nm_percent: whole(shop.condition_nm_percent),
		condition_lp_percent: whole(shop.condition_lp_percent),
		condition_mp_percent: whole(shop.condition_mp_percent),
		condition_hp_percent: whole(shop.condition_hp_percent),
		condition_dmg_percent: whole(shop.condition_dmg_percent),
		low_stock_threshold: whole(shop.low_stock_threshold),
		staff_discount_cap_percent: whole(shop.staff_discount_cap_percent),
		staff_buylist_limit: moneyText(shop.staff_buylist_limit, shop.currency),
		staff_daily_buy_limit: moneyText(shop.staff_daily_buy_limit, shop.currency),
		staff_refund_limit: moneyText(shop.staff_refund_limit, shop.currency),
		credit_share_percent: whole(shop.credit_share_percent),
		time_zone: shop.time_zone,
		backup_interval_minutes: shop.backup_interval_minutes?.toString() ?? '',
		backup_keep_hourly: shop.backup_keep_hourly?.toString() ?? '',
		backup_keep_daily: shop.backup_keep_daily?.toString() ?? '',
		backup_keep_monthly: shop.backup_keep_monthly?.toString() ?? '',
		market_source: shop.market_source ?? ANY_MARKET_SOURCE,
		review_above_percent: shop.review_above_percent?.toString() ?? '',
		staff_see_figures: shop.staff_see_figures,
	};
}

function textRule(field: 'address' | 'receipt_header' | 'receipt_footer', max: number) {
	return (value: string) => errorOf(readText(value, { label: LABELS[field], max }));
}

/** A condition's share is refused beside it when it is above the condition before it. */
function conditionRule(index: number) {
	const { field, code } = CONDITION_LADDER[index]!;
	return (value: string, values: SettingsFormValues) => {
		const own = percent(field, value);
		if (!own.ok || index === 0) return errorOf(own);
		const above = CONDITION_LADDER[index - 1]!;
		const upper = percent(above.field, values[above.field]);
		if (!upper.ok || own.value! <= upper.value!) return null;
		const upperCode = above.code;
		return t`${code} price must not be above ${upperCode} price (NM ≥ LP ≥ MP ≥ HP ≥ DMG).`;
	};
}

/** The bounds of `domain/field-rules.ts`, said beside each field as the owner types. */
export function settingsRules(savedCurrency: string) {
	return {
		project_name: (value: string) => {
			const length = value.trim().length;
			if (length >= 1 && length <= LIMITS.shopNameMax) return null;
			const max = formatNumber(LIMITS.shopNameMax);
			return t`Shop name must be 1 to ${max} characters long.`;
		},
		project_color: (value: string) =>
			value === '' || COLOR.test(value)
				? null
				: t`Accent colour must be # and six hexadecimal digits, such as #1F6F5C.`,
		address: textRule('address', LIMITS.addressMax),
		receipt_header: textRule('receipt_header', LIMITS.receiptTextMax),
		receipt_footer: textRule('receipt_footer', LIMITS.receiptTextMax),
		currency: (value: string) =>
			CURRENCIES.includes(value)
				? null
				: t`Currency must be an ISO 4217 code such as USD, EUR or GBP, in capitals.`,
		tax_rate_bp: (value: string) => errorOf(rate(value)),
		buylist_cash_percent: (value: string) => errorOf(percent('buylist_cash_percent', value)),
		buylist_credit_percent: (value: string, values: SettingsFormValues) => {
			const credit = percent('buylist_credit_percent', value);
			const cash = percent('buylist_cash_percent', values.buylist_cash_percent);
			if (!credit.ok || !cash.ok || credit.value! >= cash.value!) return errorOf(credit);
			return t`Buylist credit offer must be at least the cash offer: customers who take credit never get less.`;
		},
		condition_nm_percent: conditionRule(0),
		condition_lp_percent: conditionRule(1),
		condition_mp_percent: conditionRule(2),
		condition_hp_percent: conditionRule(3),
		condition_dmg_percent: conditionRule(4),
		low_stock_threshold: (value: string) => errorOf(lowStock(value)),
		staff_discount_cap_percent: (value: string) => errorOf(percent('staff_discount_cap_percent', value)),
		staff_buylist_limit: (value: string, values: SettingsFormValues) =>
			errorOf(buylistLimit('staff_buylist_limit', value, values.currency, savedCurrency)),
		staff_daily_buy_limit: (value: string, values: SettingsFormValues) =>
			errorOf(buylistLimit('staff_daily_buy_limit', value, values.currency, savedCurrency)),
		staff_refund_limit: (value: string, values: SettingsFormValues) =>
			errorOf(buylistLimit('staff_refund_limit', value, values.currency, savedCurrency)),
		credit_share_percent: (value: string) => errorOf(percent('credit_share_percent', value)),
		time_zone: (value: string) =>
			isTimeZone(value) ? null : t`Time zone must be one of the list, such as Europe/Berlin or America/New_York.`,
		backup_interval_minutes: (value: string) => errorOf(backup('backup_interval_minutes', value)),
		backup_keep_hourly: (value: string) => errorOf(backup('backup_keep_hourly', value)),
		backup_keep_daily: (value: string) => errorOf(backup('backup_keep_daily', value)),
		backup_keep_monthly: (value: string) => errorOf(backup('backup_keep_monthly', value)),
		market_source: (value: string) =>
			value === ANY_MARKET_SOURCE || (PRICE_SOURCE_IDS as readonly string[]).includes(value)
				? null
				: t`Market prices come from one of the list's sources.`,
		review_above_percent: (value: string) => errorOf(reviewAbove(value)),
	};
}

/** What is sent, from a form its rules have passed: the shop settings, and the name and colour (Directus's settings). */
export function toSettings(values: SettingsFormValues, savedCurrency: string) {
	const text = (value: string) => (value.trim() === '' ? null : value);
	const whole = (field: PercentField) => valueOf(percent(field, values[field]))!;
	const shop: Partial<ShopSettingsRow> = {
		address: text(values.address),
		receipt_header: text(values.receipt_header),
		receipt_footer: text(values.receipt_footer),
		currency: values.currency,
		tax_rate_bp: valueOf(rate(values.tax_rate_bp))!,
		buylist_cash_percent: whole('buylist_cash_percent'),
		buylist_credit_percent: whole('buylist_credit_percent'),
		condition_nm_percent: whole('condition_nm_percent'),
		condition_lp_percent: whole('condition_lp_percent'),
		condition_mp_percent: whole('condition_mp_percent'),
		condition_hp_percent: whole('condition_hp_percent'),
		condition_dmg_percent: whole('condition_dmg_percent'),
		low_stock_threshold: valueOf(lowStock(values.low_stock_threshold))!,
		staff_discount_cap_percent: whole('staff_discount_cap_percent'),
		staff_buylist_limit: valueOf(
			buylistLimit('staff_buylist_limit', values.staff_buylist_limit, values.currency, savedCurrency),
		)!,
		staff_daily_buy_limit: valueOf(
			buylistLimit('staff_daily_buy_limit', values.staff_daily_buy_limit, values.currency, savedCurrency),
		),
		staff_refund_limit: valueOf(
			buylistLimit('staff_refund_limit', values.staff_refund_limit, values.currency, savedCurrency),
		),
		credit_share_percent: whole('credit_share_percent'),
		time_zone: values.time_zone,
		backup_interval_minutes: valueOf(backup('backup_interval_minutes', values.backup_interval_minutes)),
		backup_keep_hourly: valueOf(backup('backup_keep_hourly', values.backup_keep_hourly)),
		backup_keep_daily: valueOf(backup('backup_keep_daily', values.backup_keep_daily)),
		backup_keep_monthly: valueOf(backup('backup_keep_monthly', values.backup_keep_monthly)),
		market_source: values.market_source === ANY_MARKET_SOURCE ? null : values.market_source,
		review_above_percent: valueOf(reviewAbove(values.review_above_percent)),
		staff_see_figures: values.staff_see_figures,
	};
	return {
		shop,
		project: {
			project_name: values.project_name.trim(),
			project_color: values.project_color === '' ? null : values.project_color,
		},
	};
}
