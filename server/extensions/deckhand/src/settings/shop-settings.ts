import type { Knex } from 'knex';
import type { ShopSettings as ShopSettingsRow } from '@deckhand/contract/schema/shop.ts';

/**
 * The shop's settings as every command reads them (PRODUCT.md §3, `shop_settings`). The shop's
 * name is not among them: it is Directus's `project_name` (docs/decisions/staff-and-settings.md, "Shop settings and profile").
 */
export type ShopSettings = Omit<ShopSettingsRow, 'id'>;

/**
 * The one set of defaults: written as the shop's first settings at start-up, and used for any
 * setting the row does not have (a shop that has never saved its settings).
 */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
	address: '1204 Harbor Street\nAustin, TX 78701',
	receipt_header: null,
	receipt_footer: 'Thank you for shopping with us. Returns within 14 days with this receipt.',
	currency: 'USD',
	tax_rate_bp: 825,
	buylist_cash_percent: 50,
	buylist_credit_percent: 65,
	condition_nm_percent: 100,
	condition_lp_percent: 85,
	condition_mp_percent: 70,
	condition_hp_percent: 50,
	condition_dmg_percent: 30,
	low_stock_threshold: 2,
	staff_discount_cap_percent: 10,
	staff_buylist_limit: 20_000,
	credit_share_percent: 100,
	time_zone: 'UTC',
	staff_daily_buy_limit: 200_000,
	// The shop's takings, the credit it owes and its stock's worth are the owner's until they share them.
	staff_see_figures: false,
	// A clerk refunds nothing until the owner sets an amount: a refund pays money out of the shop.
	staff_refund_limit: 0,
	// Empty: the installation's backup settings (its environment), which the backup process reads.
	backup_interval_minutes: null,
	backup_keep_hourly: null,
	backup_keep_daily: null,
	backup_keep_monthly: null,
	// Empty: the newest market price in the shop's currency, whichever source quoted it.
	market_source: null,
	// Empty: a move of the market queues no review; the owner reprices when they choose.
	review_above_percent: null,
};

/** Number settings whose empty value means something of its own (no such limit, the installation's own setting) rather than "not saved yet". */
const NUMBER_OR_NONE = [
	'staff_daily_buy_limit',
	'staff_refund_limit',
	'backup_interval_minutes',
	'backup_keep_hourly',
	'backup_keep_daily',
	'backup_keep_monthly',
	'review_above_percent',
];
/** Those, and the text settings whose empty value means something (any market price source). */
const EMPTY_MEANS_NONE = new Set([...NUMBER_OR_NONE, 'market_source']);
const NUMERIC = Object.entries(DEFAULT_SHOP_SETTINGS)
	.filter(([field, value]) => typeof value === 'number' || NUMBER_OR_NONE.includes(field))
	.map(([field]) => field);
const BOOLEAN = Object.entries(DEFAULT_SHOP_SETTINGS)
	.filter(([, value]) => typeof value === 'boolean')
	.map(([field]) => field);
/** A stored true: PostgreSQL answers a boolean, SQLite 1 or 0. */
const isTrue = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/** The settings row (inside the caller's transaction when given one), numbers as numbers, defaults for what is missing. */
export async function readShopSettings(database: Knex): Promise<ShopSettings> {
	const row: Record<string, unknown> = (await database('shop_settings').first()) ?? {};
	const settings: Record<string, unknown> = { ...DEFAULT_SHOP_SETTINGS };
	for (const [field, value] of Object.entries(row)) {
		if (!(field in DEFAULT_SHOP_SETTINGS) || value === undefined) continue;
		if (value === null) {
			if (EMPTY_MEANS_NONE.has(field)) settings[field] = null;
			continue;
		}
		settings[field] = NUMERIC.includes(field) ? Number(value) : BOOLEAN.includes(field) ? isTrue(value) : value;
	}
	return settings as unknown as ShopSettings;
}

/** The condition ladder: each condition's price in percent of NM, as offers, reprices and first prices read it. */
export function conditionLadder(settings: ShopSettings): Record<string, number> {
	return {
		NM: settings.condition_nm_percent,
		LP: settings.condition_lp_percent,
		MP: settings.condition_mp_percent,
		HP: settings.condition_hp_percent,
		DMG: settings.condition_dmg_percent,
	};
}
