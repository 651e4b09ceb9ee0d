import { invalid } from '../errors.ts';
import { cleanText } from '@deckhand/contract/domain/clean-text.ts';
import { ID_MAX } from '@deckhand/contract/domain/ids.ts';
import { textFault } from './input.ts';
import { CONDITIONS, EDITIONS, FINISHES, LIMITS } from '@deckhand/contract/domain/limits.ts';
import { ownValue } from './own-key.ts';
import { PRICE_SOURCE_IDS } from '@deckhand/contract/catalogue/market-quotes.ts';
import { isTimeZone } from '@deckhand/contract/domain/time-zones.ts';

/**
 * Field-level rules per collection. Every write through the items API is checked against
 * these, for every role, so that the database never holds a value the product forbids.
 */
type Rule =
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

const FIELD_RULES: Record<string, Record<string, Rule>> = {
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
		credit_share_percent: percent('Store credit share %'),
		time_zone: { kind: 'timeZone', label: 'Time zone' },
		staff_see_figures: {
			kind: 'boolean',
			label: 'Staff see the figures on Home',
			meaning: 'true (staff see sales, store credit and stock value) or false (administrators only)',
		},
	},
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar day written YYYY-MM-DD that exists (no 31 February). */
function isDay(value: unknown): boolean {
	const parts = typeof value === 'string' ? DAY.exec(value) : null;
	if (!parts) return false;
	const day = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
	return day.toISOString().startsWith(value as string);
}

/** `{ id }` and nothing else. */
const isIdObject = (value: unknown): value is { id: unknown } =>
	typeof value === 'object' &&
	value !== null &&
	!Array.isArray(value) &&
	Object.keys(value).length === 1 &&
	Object.hasOwn(value, 'id');

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** No space, control or format character (an invisible one, a direction override) anywhere in an address. */
const EMAIL = /^[^\s@\p{Cc}\p{Cf}]+@[^\s@\p{Cc}\p{Cf}]+\.[^\s@\p{Cc}\p{Cf}]+$/u;

/** ISO 4217 codes the runtime knows how to write money in: three capital letters is not enough ("ABC" is no currency). */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

function checkValue(field: string, rule: Rule, value: unknown): void {
	switch (rule.kind) {
		case 'integer':
			if (value === null && rule.nullable) return;
			if (typeof value !== 'number' || !Number.isInteger(value) || value < rule.min || value > rule.max)
				throw invalid(field, `${rule.label} must be a whole number from ${rule.min} to ${rule.max}.`, {
					min: rule.min,
					max: rule.max,
				});
			return;
		case 'text': {
			const fault = typeof value === 'string' ? textFault(value) : null;
			if (fault) throw invalid(field, `${rule.label} ${fault}: write it as plain text.`);
			const length = typeof value === 'string' ? value.trim().length : value == null ? 0 : -1;
			if (length < rule.min || length > rule.max)
				throw invalid(
					field,
					rule.min > 0
						? `${rule.label} must be ${rule.min} to ${rule.max} characters long.`
						: `${rule.label} must be at most ${rule.max} characters long.`,
					{ min: rule.min, max: rule.max },
				);
			return;
		}
		case 'relation': {
			if (value === null && rule.nullable) return;
			const id = isIdObject(value) ? value.id : value;
			if (
				rule.uuid
					? typeof id !== 'string' || !UUID.test(id)
					: !Number.isInteger(id) || (id as number) < 1 || (id as number) > ID_MAX
			)
				throw invalid(
					field,
					`${rule.label} must be the id of an existing row${rule.nullable ? ', or null' : ''}.`,
				);
			return;
		}
		case 'date':
			if (value !== null && !isDay(value))
				throw invalid(field, `${rule.label} must be a day written YYYY-MM-DD, or empty.`);
			return;
		case 'choice':
			if (value === null && rule.nullable) return;
			if (typeof value !== 'string' || !rule.values.includes(value))
				throw invalid(field, `${rule.label} must be one of ${rule.values.join(', ')}.`);
			return;
		case 'boolean':
			if (typeof value !== 'boolean') throw invalid(field, `${rule.label} must be ${rule.meaning}.`);
			return;
		case 'email':
			if (value === null) return;
			if (typeof value !== 'string' || !EMAIL.test(value) || value.length > LIMITS.emailMax)
				throw invalid(field, `${rule.label} must be a valid address such as name@example.com.`);
			return;
		case 'currency':
			if (typeof value !== 'string' || !CURRENCIES.has(value))
				throw invalid(
					field,
					`${rule.label} must be an ISO 4217 currency code such as USD, EUR or GBP, in capitals.`,
				);
			return;
		case 'timeZone':
			if (!isTimeZone(value))
				throw invalid(
					field,
					`${rule.label} must be a time zone name such as Europe/Berlin or America/New_York (or UTC), as the time zone database writes it.`,
				);
			return;
		case 'color':
			if (value !== null && (typeof value !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(value)))
				throw invalid(
					field,
					`${rule.label} must be a colour written as # and six hexadecimal digits, such as #1F6F5C.`,
				);
			return;
	}
}

/**
 * The payload with every text field cleaned as the shop stores it (`cleanText`): applied before
 * `checkFields`, so a bound counts what is kept and a name of spaces alone is refused as required.
 * A text no person types (`textFault`: a control character other than a tab or a line break, a
 * direction override, half a character, nothing visible) is not cleaned but left for
 * `checkFields` to refuse by name, as the commands refuse it: what is cleaned is only what a
 * paste brings along unseen (spaces around, a line break inside a name, a zero-width space).
 * Anything not a string is left for `checkFields` to refuse.
 */
export function cleanFields(collection: string, payload: Record<string, unknown>): Record<string, unknown> {
	const rules = ownValue(FIELD_RULES, collection);
	if (!rules) return payload;
	const cleaned = { ...payload };
	for (const [field, rule] of Object.entries(rules)) {
		const value = cleaned[field];
		if (
			rule.kind === 'text' &&
			Object.hasOwn(cleaned, field) &&
			typeof value === 'string' &&
			textFault(value) === null
		)
			cleaned[field] = cleanText(value, { lines: rule.lines ?? false });
	}
	return cleaned;
}

/** Throws VALIDATION_FAILED for the first field of the payload that breaks its collection's rules. */
export function checkFields(collection: string, payload: Record<string, unknown>): void {
	const rules = ownValue(FIELD_RULES, collection);
	if (!rules) return;
	for (const [field, rule] of Object.entries(rules)) {
		if (Object.hasOwn(payload, field)) checkValue(field, rule, payload[field]);
	}
}

/** Rules that involve several settings at once; `settings` is the row as it will be after the write. */
export function checkSettings(settings: Record<string, unknown>): void {
	const num = (field: string) => Number(settings[field]);
	if (num('buylist_credit_percent') < num('buylist_cash_percent'))
		throw invalid('buylist_credit_percent', 'Buylist credit % must be at least the buylist cash %.');
	const ladder = ['nm', 'lp', 'mp', 'hp', 'dmg'];
	for (let i = 1; i < ladder.length; i++) {
		const field = `condition_${ladder[i]}_percent`;
		const above = `condition_${ladder[i - 1]}_percent`;
		if (num(field) > num(above))
			throw invalid(
				field,
				`${ladder[i]!.toUpperCase()} price % must not exceed ${ladder[i - 1]!.toUpperCase()} price % (NM ≥ LP ≥ MP ≥ HP ≥ DMG).`,
			);
	}
}
