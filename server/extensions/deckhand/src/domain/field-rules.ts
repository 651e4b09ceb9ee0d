import { invalid } from '../errors.ts';
import { cleanText } from '@deckhand/contract/domain/clean-text.ts';
import { ID_MAX } from '@deckhand/contract/domain/ids.ts';
import { textFault } from './input.ts';
import { FIELD_RULES, type Rule } from './field-rule-table.ts';
import { ownValue } from './own-key.ts';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { isTimeZone } from '@deckhand/contract/domain/time-zones.ts';

/*
 * How a value is checked against its field's rule (`field-rule-table.ts`, what each field of each
 * collection may hold): every write through the items API, for every role.
 */

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
