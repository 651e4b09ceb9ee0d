import { CONDITIONS, EDITIONS, FINISHES, LIMITS } from '@deckhand/contract/domain/limits.ts';
import { PRICE_SOURCE_IDS } from '@deckhand/contract/catalogue/market-quotes.ts';

/**
 * Field-level rules per collection. Every write through the items API is checked against
 * these, for every role, so that the database never holds a value the product forbids.
 */
export type Rule =
	| { kind: 'integer'; label: string; min: number; max: number; nullable?: boolean }
	| { kind: 'text'; label: string; min: number; max: number; lines?: boolean }
	| { kind: 'relation'; label: string; nullable?: boolean; uuid?: boolean }
	| { kind: 'date'; label: string }
	| { kind: 'choice'; label: string; values: readonly string[]; nullable?: boolean }
	| { kind: 'boolean'; label: string; meaning: string }
	| { kind: 'email'; label: string }
	| { kind: 'currency'; label: string }
	| { kind: 'timeZone'; label: string }
	| { kind: 'color'; label: string };

const integer = (label: string, min: number, max: number, nullable = false): Rule => ({
	kind: 'integer',
	label,
	min,
	max,
	nullable,
});
const text = (label: string, min: number, max: number): Rule => ({ kind: 'text', label, min, max });
/** A text of several lines (an address, a receipt's footer, a note): its line breaks are kept. */
const lines = (label: string, max: number): Rule => ({ kind: 'text', label, min: 0, max, lines: true });
/** Another row, named by its id (a whole number; a file by its UUID), or as `{ id }`: an object saying more, Directus's nested write of the other row, is not taken. */
const relation = (label: string, nullable = false, uuid = false): Rule => ({ kind: 'relation', label, nullable, uuid });
const choice = (label: string, values: readonly string[], nullable = false): Rule => ({
	kind: 'choice',
	label,
	values,
	nullable,
});
const percent = (label: string) => integer(label, 0, 100);

export const FIELD_RULES: Record<string, Record<string, Rule>> = {
	games: { name: text('Game name', 1, LIMITS.gameNameMax), code: text('Game code', 1, LIMITS.codeMax) },
	sets: {
		game: relation('Game'),
		code: text('Set code', 1, LIMITS.codeMax),
		name: text('Set name', 1, LIMITS.setNameMax),
		release_date: { kind: 'date', label: 'Release date' },
	},
	cards: {
		set: relation('Set'),
		name: text('Card name', 1, LIMITS.cardNameMax),
		collector_number: text('Collector number', 0, LIMITS.collectorNumberMax),
		rarity: text('Rarity', 0, LIMITS.rarityMax),
		kind: choice('Kind', ['single', 'sealed']),
		image: relation('Picture', true, true),
		tcgplayer_id: text('TCGplayer id', 0, LIMITS.externalIdMax),
		scryfall_id: text('Scryfall id', 0, LIMITS.scryfallIdMax),
		cardmarket_id: text('Cardmarket id', 0, LIMITS.externalIdMax),
	},
	skus: {
		card: relation('Card'),
		price: integer('Price', 0, LIMITS.priceMax, true),
		condition: choice('Condition', CONDITIONS),
		finish: choice('Finish', FINISHES),
		language: text('Language', 1, LIMITS.languageMax),
		edition: choice('Edition', EDITIONS, true),
		tcgplayer_id: text('TCGplayer id', 0, LIMITS.externalIdMax),
		bin: text('Bin location', 0, LIMITS.binMax),
		barcode: text('Barcode', 0, LIMITS.barcodeMax),
	},
	// A SKU's cost as the owner types it by hand (buylists, regrades and imports keep it otherwise).
	sku_costs: { sku: relation('SKU'), unit_cost: integer('Unit cost', 0, LIMITS.priceMax) },
	customers: {
		name: text('Customer name', 1, LIMITS.customerNameMax),
		email: { kind: 'email', label: 'Email' },
		phone: text('Phone', 0, LIMITS.phoneMax),
		notes: lines('Notes', LIMITS.noteMax),
	},
	// The shop's name, logo and colour are Directus's project settings (docs/decisions/staff-and-settings.md, "Shop settings and profile").
	directus_settings: {
		project_name: text('Shop name', 1, LIMITS.shopNameMax),
		project_color: { kind: 'color', label: 'Accent colour' },
	},
	// A person's name as the profile edits it: Directus's columns hold 50 characters. Directus's own address check lets a direction override through.
	directus_users: {
		first_name: text('First name', 0, LIMITS.personNameMax),
		last_name: text('Last name', 0, LIMITS.personNameMax),
		email: { kind: 'email', label: 'Email' },
	},
	tills: {
		name: text('Till name', 1, LIMITS.tillNameMax),
		active: { kind: 'boolean', label: 'Active', meaning: 'true (in use) or false (retired)' },
	},
	// The owner's buying rules; what a rule must say as a whole is `hooks/buying-rule-rules.ts`.
	buying_rules: {
		card: relation('Card', true),
		set: relation('Set', true),
		hot_percent: integer('Hot list %', 1, LIMITS.hotPercentMax, true),
		not_buying: { kind: 'boolean', label: 'Not buying', meaning: 'true (the shop does not buy it) or false' },
		buy_limit: integer('Buy limit', 0, LIMITS.buyLimitMax, true),
		hold_threshold: integer('Hold threshold', 0, LIMITS.holdThresholdMax, true),
		note: lines('Note', LIMITS.buyingRuleNoteMax),
	},
	shop_settings: {
		address: lines('Shop address', LIMITS.addressMax),
		receipt_header: lines('Receipt header', LIMITS.receiptTextMax),
		receipt_footer: lines('Receipt footer', LIMITS.receiptTextMax),
		currency: { kind: 'currency', label: 'Currency' },
		tax_rate_bp: integer('Tax rate (basis points, 825 = 8.25 %)', 0, LIMITS.taxRateMaxBasisPoints),
		buylist_cash_percent: percent('Buylist cash %'),
		buylist_credit_percent: percent('Buylist credit %'),
		condition_nm_percent: percent('NM price %'),
		condition_lp_percent: percent('LP price %'),
		condition_mp_percent: percent('MP price %'),
		condition_hp_percent: percent('HP price %'),
		condition_dmg_percent: percent('DMG price %'),
		low_stock_threshold: integer('Low-stock threshold', 0, LIMITS.lowStockThresholdMax),
		staff_discount_cap_percent: percent('Staff discount cap %'),
		staff_buylist_limit: integer('Staff buylist limit', 0, LIMITS.priceMax),
		staff_daily_buy_limit: integer('Staff daily buy limit per clerk', 0, LIMITS.priceMax, true),
		staff_refund_limit: integer('Staff refund limit', 0, LIMITS.priceMax, true),
		// Empty: the installation's own (its environment's) backup setting.
		backup_interval_minutes: integer(
			'Backup interval (minutes)',
			LIMITS.backupIntervalMinutesMin,
			LIMITS.backupIntervalMinutesMax,
			true,
		),
		backup_keep_hourly: integer('Hourly backups kept', 0, LIMITS.backupKeepMax, true),
		backup_keep_daily: integer('Daily backups kept', 0, LIMITS.backupKeepMax, true),
		backup_keep_monthly: integer('Monthly backups kept', 0, LIMITS.backupKeepMax, true),
		market_source: choice('Market price source', PRICE_SOURCE_IDS, true),
		review_above_percent: integer('Review threshold %', 0, LIMITS.reviewAbovePercentMax, true),
		credit_share_percent: percent('Store credit share %'),
		time_zone: { kind: 'timeZone', label: 'Time zone' },
		staff_see_figures: {
			kind: 'boolean',
			label: 'Staff see the figures on Home',
			meaning: 'true (staff see sales, store credit and stock value) or false (administrators only)',
		},
	},
};
