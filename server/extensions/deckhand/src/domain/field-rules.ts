import { invalid } from '../errors.ts';
import { CONDITIONS, EDITIONS, FINISHES, LIMITS } from './limits.ts';
import { ownValue } from './own-key.ts';
import { isTimeZone } from './time-zones.ts';

/**
 * Field-level rules per collection. Every write through the items API is checked against
 * these, for every role, so that the database never holds a value the product forbids.
 */
type Rule =
	| { kind: 'integer'; label: string; min: number; max: number; nullable?: boolean }
	| { kind: 'text'; label: string; min: number; max: number }
	| { kind: 'choice'; label: string; values: readonly string[]; nullable?: boolean }
	| { kind: 'boolean'; label: string; meaning: string }
	| { kind: 'email'; label: string }
	| { kind: 'currency'; label: string }
	| { kind: 'timeZone'; label: string }
	| { kind: 'color'; label: string };

const integer = (label: string, min: number, max: number, nullable = false): Rule => ({ kind: 'integer', label, min, max, nullable });
const text = (label: string, min: number, max: number): Rule => ({ kind: 'text', label, min, max });
const choice = (label: string, values: readonly string[], nullable = false): Rule => ({ kind: 'choice', label, values, nullable });
const percent = (label: string) => integer(label, 0, 100);

const FIELD_RULES: Record<string, Record<string, Rule>> = {
	games: { name: text('Game name', 1, LIMITS.gameNameMax), code: text('Game code', 1, LIMITS.codeMax) },
	sets: { code: text('Set code', 1, LIMITS.codeMax), name: text('Set name', 1, LIMITS.setNameMax) },
	cards: {
		name: text('Card name', 1, LIMITS.cardNameMax),
		collector_number: text('Collector number', 0, LIMITS.collectorNumberMax),
		rarity: text('Rarity', 0, LIMITS.rarityMax),
		kind: choice('Kind', ['single', 'sealed']),
	},
	skus: {
		price: integer('Price', 0, LIMITS.priceMax, true),
		condition: choice('Condition', CONDITIONS),
		finish: choice('Finish', FINISHES),
		language: text('Language', 1, LIMITS.languageMax),
		edition: choice('Edition', EDITIONS, true),
		tcgplayer_id: text('TCGplayer id', 0, LIMITS.externalIdMax),
		bin: text('Bin location', 0, LIMITS.binMax),
		barcode: text('Barcode', 0, LIMITS.barcodeMax),
	},
	customers: {
		name: text('Customer name', 1, LIMITS.customerNameMax),
		email: { kind: 'email', label: 'Email' },
		phone: text('Phone', 0, LIMITS.phoneMax),
	},
	// The shop's name, logo and colour are Directus's project settings (docs/decisions.md, "Shop settings").
	directus_settings: { project_name: text('Shop name', 1, LIMITS.shopNameMax), project_color: { kind: 'color', label: 'Accent colour' } },
	// A person's name as the profile edits it: Directus's columns hold 50 characters.
	directus_users: { first_name: text('First name', 0, LIMITS.personNameMax), last_name: text('Last name', 0, LIMITS.personNameMax) },
	tills: { name: text('Till name', 1, LIMITS.tillNameMax), active: { kind: 'boolean', label: 'Active', meaning: 'true (in use) or false (retired)' } },
	// The owner's buying rules; what a rule must say as a whole is `hooks/buying-rule-rules.ts`.
	buying_rules: {
		hot_percent: integer('Hot list %', 1, LIMITS.hotPercentMax, true),
		not_buying: { kind: 'boolean', label: 'Not buying', meaning: 'true (the shop does not buy it) or false' },
		buy_limit: integer('Buy limit', 0, LIMITS.buyLimitMax, true),
		hold_threshold: integer('Hold threshold', 0, LIMITS.holdThresholdMax, true),
		note: text('Note', 0, LIMITS.buyingRuleNoteMax),
	},
	shop_settings: {
		address: text('Shop address', 0, LIMITS.addressMax),
		receipt_header: text('Receipt header', 0, LIMITS.receiptTextMax),
		receipt_footer: text('Receipt footer', 0, LIMITS.receiptTextMax),
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
		credit_share_percent: percent('Store credit share %'),
		time_zone: { kind: 'timeZone', label: 'Time zone' },
	},
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** ISO 4217 codes the runtime knows how to write money in: three capital letters is not enough ("ABC" is no currency). */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

function checkValue(field: string, rule: Rule, value: unknown): void {
	switch (rule.kind) {
		case 'integer':
			if (value === null && rule.nullable) return;
			if (typeof value !== 'number' || !Number.isInteger(value) || value < rule.min || value > rule.max)
				throw invalid(field, `${rule.label} must be a whole number from ${rule.min} to ${rule.max}.`, { min: rule.min, max: rule.max });
			return;
		case 'text': {
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
				throw invalid(field, `${rule.label} must be an ISO 4217 currency code such as USD, EUR or GBP, in capitals.`);
			return;
		case 'timeZone':
			if (!isTimeZone(value))
				throw invalid(field, `${rule.label} must be a time zone name such as Europe/Berlin or America/New_York (or UTC), as the time zone database writes it.`);
			return;
		case 'color':
			if (value !== null && (typeof value !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(value)))
				throw invalid(field, `${rule.label} must be a colour written as # and six hexadecimal digits, such as #1F6F5C.`);
			return;
	}
}

/** Throws VALIDATION_FAILED for the first field of the payload that breaks its collection's rules. */
export function checkFields(collection: string, payload: Record<string, unknown>): void {
	const rules = ownValue(FIELD_RULES, collection);
	if (!rules) return;
	for (const [field, rule] of Object.entries(rules)) {
		if (field in payload) checkValue(field, rule, payload[field]);
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
			throw invalid(field, `${ladder[i]!.toUpperCase()} price % must not exceed ${ladder[i - 1]!.toUpperCase()} price % (NM ≥ LP ≥ MP ≥ HP ≥ DMG).`);
	}
}
