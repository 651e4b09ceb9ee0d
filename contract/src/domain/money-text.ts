import { minorDigits } from './money.ts';

/*
 * Amounts written as text in the currency's major units ("12.50" dollars, "1250" yen, "1.250"
 * dinars), read as whole minor units without floating point and written back the same way. More
 * decimals than the currency has (`12.505` dollars, `12.5` yen) is not an amount of it: refused,
 * never rounded.
 */

/** An amount read from text: its sign, and its size in minor units (of a currency, or the decimals asked for). */
export interface Amount {
	negative: boolean;
	minor: number;
}

/**
 * How the text was written. `file`: as files write amounts, a currency sign around it and
 * thousands grouped with the other mark (`$1,234.56`, `1.234,56 €`). `field`: as a person types
 * into a money field, a sign and either mark, nothing grouped (`-12,50`, `.99`, `12.`).
 */
export type AmountForm = 'file' | 'field';

/** Spaces people type or paste around a number (space, no-break, narrow no-break); inside one they are an error, not grouping. */
const SPACES_AROUND = /^[\s\u00a0\u202f]+|[\s\u00a0\u202f]+$/g;
/** Hyphen-minus, the minus sign and the dashes a keyboard or a paste brings. */
const MINUS = /^[-\u2212\u2012\u2013]/;
const FIELD = /^(\d*)(?:[.,](\d*))?$/;

const FILE = /^(-)?\s*[$€£¥]?\s*(-)?(\d[\d.,]*)\s*[$€£¥]?$/;
const PLAIN = /^(\d+)(?:[.,](\d+))?$/;
const GROUPED = /^(\d{1,3}([.,])\d{3}(?:\2\d{3})*)(?:([.,])(\d+))?$/;

interface Parts {
	negative: boolean;
	whole: string;
	fraction: string;
}

function fieldParts(text: string): Parts | null {
	let rest = text.replace(SPACES_AROUND, '');
	const negative = MINUS.test(rest);
	if (negative || rest.startsWith('+')) rest = rest.slice(1);
	const match = FIELD.exec(rest);
	if (!match || (match[1] === '' && !match[2])) return null;
	return { negative, whole: match[1] || '0', fraction: match[2] ?? '' };
}

/**
 * Up to as many digits as the currency has decimals after a point or a comma can only be its
 * minor unit, so either mark is read in any file. Grouped thousands take the other mark before
 * exactly the currency's decimals (`1,234.56`); in a currency without decimals a mark before three
 * digits can only group them (`1,250` yen). A dollar's third decimal (`1,234`) is refused: a
 * group or a typo, it cannot be cents.
 */
function fileParts(text: string, digits: number): Parts | null {
	const amount = FILE.exec(text);
	if (!amount) return null;
	const negative = Boolean(amount[1] || amount[2]);
	const plain = PLAIN.exec(amount[3]!);
	if (plain && (plain[2] ?? '').length <= digits) return { negative, whole: plain[1]!, fraction: plain[2] ?? '' };
	const grouped = GROUPED.exec(amount[3]!);
	if (!grouped) return null;
	const [, units, group, mark, fraction] = grouped;
	const fits = mark === undefined ? digits === 0 : mark !== group && fraction!.length === digits;
	return fits ? { negative, whole: units!.replace(/[.,]/g, ''), fraction: fraction ?? '' } : null;
}

/**
 * A number with at most `digits` decimals read as a whole number of its smallest unit, without
 * floating point ("8.25" with two decimals → 825), or null when the text is not one: a shape of
 * the form not taken, or more decimals. The caller holds the bounds.
 */
export function readDecimal(text: string, digits: number, form: AmountForm): Amount | null {
	const parts = form === 'file' ? fileParts(text, digits) : fieldParts(text);
	if (!parts || parts.fraction.length > digits) return null;
	return { negative: parts.negative, minor: Number(parts.whole + parts.fraction.padEnd(digits, '0')) };
}

/**
 * An amount of the currency read from text (the caller treats an empty text as no amount
 * first), or null when it is not one of the currency's: a shape of the form not taken, or more
 * decimals than the currency has. The caller holds the bounds (a negative amount, the most Deckhand keeps).
 */
export function readAmount(text: string, currency: string, form: AmountForm): Amount | null {
	return readDecimal(text, minorDigits(currency), form);
}

/**
 * Minor units as a plain number of the currency's major units, no sign of the currency and
 * nothing grouped: 1250 → "12.50" dollars, "1250" yen, "1.250" dinars. What exports write (with a
 * point) and money fields show for editing (with the language's mark); `readAmount` reads it back.
 */
export function amountText(minor: number, currency: string, mark = '.'): string {
	const digits = minorDigits(currency);
	const sign = minor < 0 ? '-' : '';
	const units = String(Math.abs(minor)).padStart(digits + 1, '0');
	return digits === 0 ? `${sign}${units}` : `${sign}${units.slice(0, -digits)}${mark}${units.slice(-digits)}`;
}
