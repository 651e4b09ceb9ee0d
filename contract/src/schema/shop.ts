/**
 * Deckhand's `shop_settings`, `tills`, `till_sessions` and their fields as the API answers them (money in
 * integer minor units, relations as ids unless expanded).
 *
 * Generated from `server/schema/snapshot.yaml` by `npm run contract:generate` (scripts/generate-contract.ts):
 * do not edit; change the snapshot and run it again. A unit test fails while this file differs from it.
 */

import type { TillSessionStatus } from './choices.ts';

export interface ShopSettings {
	id: number;
	address: string | null;
	currency: string;
	/** Basis points: 825 = 8.25 % */
	tax_rate_bp: number;
	buylist_cash_percent: number;
	buylist_credit_percent: number;
	condition_nm_percent: number;
	condition_lp_percent: number;
	condition_mp_percent: number;
	condition_hp_percent: number;
	condition_dmg_percent: number;
	low_stock_threshold: number;
	staff_discount_cap_percent: number;
	/** Minor units */
	staff_buylist_limit: number;
	/** Share of a sale store credit may pay */
	credit_share_percent: number;
	receipt_header: string | null;
	receipt_footer: string | null;
	/** The shop's time zone (IANA name, e.g. Europe/Berlin): a day in reports starts at midnight there */
	time_zone: string;
	/** Minor units a clerk may pay out in trade-ins per day before an administrator approves; empty: no daily limit per clerk */
	staff_daily_buy_limit: number | null;
	/** Whether staff see the shop's money figures on Home (sales, store credit, stock value); off: the server gives them to administrators only */
	staff_see_figures: boolean;
	/** Minor units a clerk may pay back in one refund; above it an administrator refunds; empty: no limit; 0: a clerk refunds no money */
	staff_refund_limit: number | null;
	/** Minutes between scheduled backups, 5 to 1440 (on SQLite the most a failing disk can lose); empty: the server's own setting (DECKHAND_BACKUP_INTERVAL_MINUTES, 60 unless set) */
	backup_interval_minutes: number | null;
	/** Hourly backups kept, 0 to 1000; empty: the server's own setting (DECKHAND_BACKUP_KEEP_HOURLY, 24 unless set) */
	backup_keep_hourly: number | null;
	/** Daily backups kept, 0 to 1000; empty: the server's own setting (DECKHAND_BACKUP_KEEP_DAILY, 14 unless set) */
	backup_keep_daily: number | null;
	/** Monthly backups kept, 0 to 1000; empty: the server's own setting (DECKHAND_BACKUP_KEEP_MONTHLY, 12 unless set) */
	backup_keep_monthly: number | null;
	/** The catalogue source whose market prices the shop's buy offers and first prices follow (scryfall, pokemon-tcg-data, ygoprodeck, cardmarket, tcgcsv); empty: the newest price in the shop's currency from any source. */
	market_source: string | null;
	/** A move larger than this percentage waits for the owner's review: a market price the shop follows moving this much on a card it stocks queues a review of its SKUs; 0 to 1000, empty: market moves queue nothing */
	review_above_percent: number | null;
}

/** Opened with a float and closed with a count by Deckhand; read only */
export interface TillSession {
	id: number;
	till: number | Till;
	status: TillSessionStatus;
	opening_float: number;
	opened_by: string | null;
	opened_at: string;
	closed_by: string | null;
	closed_at: string | null;
	/** The cash the drawer should hold at closing, from the session's movements. */
	expected_cash: number | null;
	/** The cash counted at closing. */
	counted_cash: number | null;
	/** Counted less expected at closing; over (+) or short (−). */
	over_short: number | null;
	close_note: string | null;
}

/** The shop's registers; each browser at the counter is set to one */
export interface Till {
	id: number;
	name: string;
	active: boolean;
	date_created: string | null;
}
