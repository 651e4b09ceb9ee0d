import { i18n, type MessageDescriptor } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { activeLanguage } from '../i18n/i18n.ts';
import { minorDigits } from '@deckhand/contract/domain/money.ts';
import { amountText, readAmount, readDecimal } from '@deckhand/contract/domain/money-text.ts';
import { formatMoney } from '../money.ts';

/**
 * What a person typed into a number field, read exactly: never rounded, clamped, or read with a
 * separator dropped. Text that is not exactly a number within the field's bounds is an error in
 * the field's own words, and the form sends nothing. The fields keep the text as typed
 * (`number-fields.tsx`); these functions only read it.
 */
export type Reading<T> = { ok: true; value: T } | { ok: false; error: string };

export interface Bounds {
	/** The field's name as its label says it ("Change", "Price"), translated when a refusal is worded. */
	label: MessageDescriptor;
	min: number;
	max: number;
	/** An empty field is an error (otherwise it reads as null: "no value"). */
	required?: boolean;
}

/** Spaces people type or paste around a number (space, no-break, narrow no-break). */
const SPACES_AROUND = /^[\s\u00a0\u202f]+|[\s\u00a0\u202f]+$/g;

/** A number as the messages show it: grouped for the language (the one spoken unless told), with a real minus sign. */
function shown(value: number, locale: string = activeLanguage()): string {
	return new Intl.NumberFormat(locale).format(value).replace(/^-/, '\u2212');
}

const empty = (text: string) => text.replace(SPACES_AROUND, '') === '';

/**
 * A whole number from `min` to `max`, e.g. a stock change: "1.5" and "99999" are errors, never
 * 15 copies or 10 000. Reads null from an empty field that is not required.
 */
export function readWhole(text: string, bounds: Bounds, locale?: string): Reading<number | null> {
	// Worded only when refused: forms read every field at every keystroke.
	const refused = (): Reading<number | null> => {
		const label = i18n._(bounds.label);
		const min = shown(bounds.min, locale);
		const max = shown(bounds.max, locale);
		return { ok: false, error: t`${label} must be a whole number from ${min} to ${max}.` };
	};
	if (empty(text)) return bounds.required ? refused() : { ok: true, value: null };
	// Read as a field reads it (`domain/money-text.ts`): a sign and digits, no mark at all ("1.0", "12." are refused).
	const whole = readDecimal(text, 0, 'field');
	if (!whole || /[.,]/.test(text)) return refused();
	const value = (whole.negative ? -1 : 1) * whole.minor;
	if (!Number.isSafeInteger(value) || value < bounds.min || value > bounds.max) return refused();
	return { ok: true, value: value === 0 ? 0 : value };
}

/**
 * An amount of money typed in the currency's own units ("12.50" dollars, "1250" yen), read as
 * whole minor units (1250 cents) without floating point: more decimals than the currency has
 * (`0.001` dollars, `12.5` yen) is an error, never a rounded price. Bounds are in minor units.
 */
export function readMoney(text: string, bounds: Bounds, currency: string, locale?: string): Reading<number | null> {
	const refused = (): Reading<number | null> => {
		const digits = minorDigits(currency);
		const money = (minor: number) => formatMoney(minor, currency, locale).replace(/^-/, '\u2212');
		const label = i18n._(bounds.label);
		const min = money(bounds.min);
		const max = money(bounds.max);
		const error =
			digits === 0
				? t`${label} must be from ${min} to ${max}, with no decimals.`
				: plural(digits, {
						one: `${label} must be from ${min} to ${max}, with at most # decimal.`,
						other: `${label} must be from ${min} to ${max}, with at most # decimals.`,
					});
		return { ok: false, error };
	};
	if (empty(text)) return bounds.required ? refused() : { ok: true, value: null };
	const amount = readAmount(text, currency, 'field');
	if (!amount) return refused();
	const minor = (amount.negative ? -1 : 1) * amount.minor;
	if (!Number.isSafeInteger(minor) || minor < bounds.min || minor > bounds.max) return refused();
	return { ok: true, value: minor === 0 ? 0 : minor };
}

/** A whole percentage from `min` to `max` ("2.5" is an error, never 25 %; "−150" is an error, never −100 %). */
export function readPercent(text: string, bounds: Bounds, locale?: string): Reading<number | null> {
	const reading = readWhole(text, bounds, locale);
	if (reading.ok) return reading;
	const label = i18n._(bounds.label);
	const min = shown(bounds.min, locale);
	const max = shown(bounds.max, locale);
	return { ok: false, error: t`${label} must be a whole percentage from ${min} % to ${max} %.` };
}

/**
 * A rate typed in percent with at most two decimals ("8.25", "8,25"), read as basis points
 * (825) without floating point: "8.255" is an error, never 8.26 %. Bounds are in basis points.
 */
export function readRate(text: string, bounds: Bounds, locale?: string): Reading<number | null> {
	const refused = (): Reading<number | null> => {
		const label = i18n._(bounds.label);
		const min = shown(bounds.min / 100, locale);
		const max = shown(bounds.max / 100, locale);
		return { ok: false, error: t`${label} must be from ${min} % to ${max} %, with at most 2 decimals.` };
	};
	if (empty(text)) return bounds.required ? refused() : { ok: true, value: null };
	const rate = readDecimal(text, 2, 'field');
	if (!rate || rate.negative) return refused();
	const basisPoints = rate.minor;
	if (!Number.isSafeInteger(basisPoints) || basisPoints < bounds.min || basisPoints > bounds.max) return refused();
	return { ok: true, value: basisPoints };
}

/** Basis points as the rate field shows them for editing, with the language's decimal mark: 825 → "8.25", 800 → "8". */
export function rateText(basisPoints: number, locale: string = activeLanguage()): string {
	const whole = Math.floor(basisPoints / 100);
	const fraction = String(basisPoints % 100)
		.padStart(2, '0')
		.replace(/0+$/, '');
	return fraction === '' ? String(whole) : `${whole}${decimalMark(locale)}${fraction}`;
}

/** A text of at most `max` characters: the bound the server keeps, said the same way. */
export function readText(
	text: string,
	bounds: { label: MessageDescriptor; max: number },
	locale?: string,
): Reading<string> {
	if (text.length <= bounds.max) return { ok: true, value: text };
	const label = i18n._(bounds.label);
	const limit = bounds.max;
	const max = shown(limit, locale);
	const length = shown(text.length, locale);
	return {
		ok: false,
		error: plural(limit, {
			one: `${label} must be at most ${max} character (it has ${length}).`,
			other: `${label} must be at most ${max} characters (it has ${length}).`,
		}),
	};
}

/**
 * Money in minor units as the field would show it for editing, with the language's decimal mark
 * and no grouping (the readers take either mark and refuse grouping): 1250 cents → "12.50" in
 * English, "12,50" in German; 1250 yen → "1250".
 */
export function moneyText(minor: number | null, currency: string, locale: string = activeLanguage()): string {
	return minor === null ? '' : amountText(minor, currency, decimalMark(locale));
}

/** The mark a language writes between whole units and their fraction: "." in English, "," in German. */
function decimalMark(locale: string): string {
	return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}
