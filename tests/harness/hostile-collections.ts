import { LIMITS } from '@deckhand/contract/domain/limits.ts';

/**
 * Every collection the shop writes through Directus's items API (and Directus's own `/users`
 * and `/settings`), as data: who writes it, which fields a create needs, and each field's kind
 * and bounds. `hostile-collection-payloads.ts` makes, from a valid payload, at least 30 malformed creates and
 * 30 malformed updates per collection, mechanically, in every category that applies to its
 * fields: each required field missing or null, wrong types, unknown fields, numbers below,
 * above, between and far beyond their bounds, over-long and 1 MB texts, names of invisible or
 * control characters alone, a lone surrogate, ids of rows that do not exist or of other rows,
 * injection strings where a number, choice or id belongs, and a taken unique value in other
 * case or with spaces and invisible characters around it. `hostile-collections.test.ts` sends them.
 */
export type Writer = 'administrator' | 'staff';

export type FieldSpec =
	| { kind: 'text'; max: number; required?: boolean; unique?: 'exact' | 'folded' }
	| { kind: 'integer'; min: number; max: number; nullable?: boolean }
	| { kind: 'choice'; values: readonly string[]; nullable?: boolean }
	| { kind: 'boolean' }
	| { kind: 'relation'; nullable?: boolean; uuid?: boolean }
	| { kind: 'email'; unique?: 'folded' }
	| { kind: 'date' }
	| { kind: 'color' };

export interface HostileCollection {
	/** The collection's name in the access table (`access-matrix.ts`) and in `access-subjects.ts`. */
	collection: string;
	/** Where its rows are written: `/items/<collection>`, `/users`, `/settings`. */
	path: string;
	/** A singleton (`/settings`, `/items/shop_settings`): updated, never created. */
	singleton?: boolean;
	writers: { create: Writer[]; update: Writer[] };
	/** The fields a create must give. */
	required: string[];
	fields: Record<string, FieldSpec>;
	/** Whether the valid create payload itself is unique (a second copy of it is refused). */
	uniqueRow?: boolean;
}

const OWNER: Writer[] = ['administrator'];
const BOTH: Writer[] = ['administrator', 'staff'];
const text = (max: number, extra: Partial<Extract<FieldSpec, { kind: 'text' }>> = {}): FieldSpec => ({
	kind: 'text',
	max,
	...extra,
});
const name = (max: number, unique?: 'exact' | 'folded'): FieldSpec =>
	text(max, { required: true, ...(unique ? { unique } : {}) });
const integer = (min: number, max: number, nullable = false): FieldSpec => ({ kind: 'integer', min, max, nullable });
const percent: FieldSpec = integer(0, 100);
const id = (nullable = false): FieldSpec => ({ kind: 'relation', nullable });

export const HOSTILE_COLLECTIONS: HostileCollection[] = [
	{
		collection: 'games',
		path: '/items/games',
		writers: { create: BOTH, update: BOTH },
		required: ['name', 'code'],
		uniqueRow: true,
		fields: { name: name(LIMITS.gameNameMax), code: name(LIMITS.codeMax, 'exact') },
	},
	{
		collection: 'sets',
		path: '/items/sets',
		writers: { create: BOTH, update: BOTH },
		required: ['game', 'code', 'name'],
		fields: {
			game: id(),
			code: name(LIMITS.codeMax),
			name: name(LIMITS.setNameMax),
			release_date: { kind: 'date' },
		},
	},
	{
		collection: 'cards',
		path: '/items/cards',
		writers: { create: BOTH, update: BOTH },
		required: ['set', 'name'],
		fields: {
			set: id(),
			name: name(LIMITS.cardNameMax),
			collector_number: text(LIMITS.collectorNumberMax),
			rarity: text(LIMITS.rarityMax),
			kind: { kind: 'choice', values: ['single', 'sealed'] },
			image: { kind: 'relation', nullable: true, uuid: true },
			scryfall_id: text(LIMITS.scryfallIdMax),
		},
	},
	{
		collection: 'skus',
		path: '/items/skus',
		writers: { create: BOTH, update: BOTH },
		required: ['card'],
		uniqueRow: true,
		fields: {
			card: id(),
			condition: { kind: 'choice', values: ['NM', 'LP', 'MP', 'HP', 'DMG'] },
			finish: { kind: 'choice', values: ['normal', 'foil', 'reverse_holo', 'etched'] },
			language: name(LIMITS.languageMax),
			edition: { kind: 'choice', values: ['first_edition', 'unlimited', 'limited'], nullable: true },
			bin: text(LIMITS.binMax),
			barcode: text(LIMITS.barcodeMax, { unique: 'exact' }),
			price: integer(0, LIMITS.priceMax, true),
			quantity: integer(0, 0),
		},
	},
	{
		collection: 'sku_costs',
		path: '/items/sku_costs',
		writers: { create: OWNER, update: OWNER },
		required: ['sku', 'unit_cost'],
		uniqueRow: true,
		fields: { sku: id(), unit_cost: integer(0, LIMITS.priceMax) },
	},
	{
		collection: 'customers',
		path: '/items/customers',
		writers: { create: BOTH, update: BOTH },
		required: ['name'],
		fields: {
			name: name(LIMITS.customerNameMax),
			email: { kind: 'email', unique: 'folded' },
			phone: text(LIMITS.phoneMax),
			notes: text(LIMITS.noteMax),
		},
	},
	{
		collection: 'buying_rules',
		path: '/items/buying_rules',
		writers: { create: OWNER, update: OWNER },
		required: [],
		uniqueRow: true,
		fields: {
			card: id(true),
			hot_percent: integer(1, LIMITS.hotPercentMax, true),
			not_buying: { kind: 'boolean' },
			buy_limit: integer(0, LIMITS.buyLimitMax, true),
			note: text(LIMITS.buyingRuleNoteMax),
		},
	},
	{
		collection: 'tills',
		path: '/items/tills',
		writers: { create: OWNER, update: OWNER },
		required: ['name'],
		uniqueRow: true,
		fields: { name: name(LIMITS.tillNameMax, 'folded'), active: { kind: 'boolean' } },
	},
	{
		collection: 'shop_settings',
		path: '/items/shop_settings',
		singleton: true,
		writers: { create: [], update: OWNER },
		required: [],
		fields: {
			address: text(LIMITS.addressMax),
			receipt_footer: text(LIMITS.receiptTextMax),
			currency: { kind: 'choice', values: ['USD', 'EUR'] },
			tax_rate_bp: integer(0, LIMITS.taxRateMaxBasisPoints),
			buylist_cash_percent: percent,
			condition_dmg_percent: percent,
			low_stock_threshold: integer(0, LIMITS.lowStockThresholdMax),
			staff_buylist_limit: integer(0, LIMITS.priceMax),
			staff_daily_buy_limit: integer(0, LIMITS.priceMax, true),
			staff_refund_limit: integer(0, LIMITS.priceMax, true),
			backup_interval_minutes: integer(LIMITS.backupIntervalMinutesMin, LIMITS.backupIntervalMinutesMax, true),
			backup_keep_hourly: integer(0, LIMITS.backupKeepMax, true),
			backup_keep_daily: integer(0, LIMITS.backupKeepMax, true),
			backup_keep_monthly: integer(0, LIMITS.backupKeepMax, true),
			review_above_percent: integer(0, LIMITS.reviewAbovePercentMax, true),
		},
	},
	{
		collection: 'directus_users',
		path: '/users',
		writers: { create: OWNER, update: BOTH },
		// Directus takes a user without an address (an API account); the matrix's owner is the row another address is taken by.
		required: [],
		fields: {
			email: { kind: 'email', unique: 'folded' },
			first_name: text(LIMITS.personNameMax),
			last_name: text(LIMITS.personNameMax),
		},
	},
	{
		collection: 'directus_settings',
		path: '/settings',
		singleton: true,
		writers: { create: [], update: OWNER },
		required: [],
		fields: { project_name: name(LIMITS.shopNameMax), project_color: { kind: 'color' } },
	},
];
