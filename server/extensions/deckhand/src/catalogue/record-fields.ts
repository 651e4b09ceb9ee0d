import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { minorDigits } from '@deckhand/contract/domain/money.ts';
import { SourceRefusal } from './source-records.ts';

/*
 * A source's fields read with Deckhand's bounds: a record's field that does not fit is refused
 * naming the record and the field, and the run applies nothing. Sources write JSON, so a field is
 * checked for its type as well as its bounds.
 */

export type Raw = Readonly<Record<string, unknown>>;

/** The record as an object, or refused. */
export function objectOf(record: string, value: unknown): Raw {
	if (typeof value !== 'object' || value === null || Array.isArray(value))
		throw new SourceRefusal(record, 'record', 'is not an object.');
	return value as Raw;
}

/** Text, trimmed: none for null, absent or empty; a number is written as text (ids). */
export function optionalText(record: string, field: string, value: unknown, max: number): string | null {
	if (value === null || value === undefined) return null;
	if (typeof value !== 'string' && typeof value !== 'number') throw new SourceRefusal(record, field, `is not text.`);
	const text = String(value).trim();
	if (text === '') return null;
	if (text.length > max) throw new SourceRefusal(record, field, `is longer than ${max} characters.`);
	return text;
}

export function requiredText(record: string, field: string, value: unknown, max: number): string {
	const text = optionalText(record, field, value, max);
	if (text === null) throw new SourceRefusal(record, field, 'is missing.');
	return text;
}

/** An id of another system (TCGplayer, Cardmarket), as text. */
export function externalId(record: string, field: string, value: unknown): string | null {
	return optionalText(record, field, value, LIMITS.externalIdMax);
}

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A price in the currency's major units, written as a JSON number or as text ("1.03"), in minor
 * units; none for null, absent or empty. A feed's decimals beyond the currency's are its own
 * rounding, rounded half up here (a price guide's average of 0.125 euros is 13 cents). Not a
 * number, negative or above the most Deckhand keeps: refused.
 */
export function priceOf(record: string, field: string, value: unknown, currency: string): number | null {
	if (value === null || value === undefined || value === '') return null;
	const text = typeof value === 'number' && Number.isFinite(value) ? numberText(value) : value;
	const match = typeof text === 'string' ? DECIMAL.exec(text.trim()) : null;
	if (!match) throw new SourceRefusal(record, field, `is not a price (a number of ${currency} such as 1.25).`);
	const digits = minorDigits(currency);
	const fraction = match[2] ?? '';
	let minor = Number(match[1]! + fraction.slice(0, digits).padEnd(digits, '0'));
	if ((fraction[digits] ?? '0') >= '5') minor += 1;
	if (minor > LIMITS.priceMax)
		throw new SourceRefusal(record, field, `is above ${LIMITS.priceMax} minor units, the most Deckhand keeps.`);
	return minor;
}

/**
 * A JSON number as plain decimal text (no exponent): 1e-7 is "0.0000001". `String` already is for
 * every price a feed writes; the locale's formatting, many times slower, only for the rest.
 */
function numberText(value: number): string {
	const text = String(value);
	return text.includes('e') ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : text;
}

/** A release day from the source's own writing (`2023-08-11`, `2023/08/11`, an ISO time), as YYYY-MM-DD. */
export function dayOf(record: string, field: string, value: unknown): string | null {
	const text = optionalText(record, field, value, 40);
	if (text === null) return null;
	const match = /^(\d{4})[-/](\d{2})[-/](\d{2})/.exec(text);
	if (!match) throw new SourceRefusal(record, field, `"${text}" is not a day (YYYY-MM-DD).`);
	return `${match[1]}-${match[2]}-${match[3]}`;
}
