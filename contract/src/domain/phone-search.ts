import { phoneDigits } from './phone-digits.ts';

/**
 * Country calling codes are prefix-free (ITU-T E.164): 1 and 7 are one digit long, these are
 * two, and every other is three. So the code of an international number can be read off its
 * first digits without a list of every country.
 */
const TWO_DIGIT_CODES = new Set([
	'20',
	'27',
	'30',
	'31',
	'32',
	'33',
	'34',
	'36',
	'39',
	'40',
	'41',
	'43',
	'44',
	'45',
	'46',
	'47',
	'48',
	'49',
	'51',
	'52',
	'53',
	'54',
	'55',
	'56',
	'57',
	'58',
	'60',
	'61',
	'62',
	'63',
	'64',
	'65',
	'66',
	'81',
	'82',
	'84',
	'86',
	'90',
	'91',
	'92',
	'93',
	'94',
	'95',
	'98',
]);

const callingCodeLength = (digits: string) =>
	digits.startsWith('1') || digits.startsWith('7') ? 1 : TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? 2 : 3;

/** A national number needs this many digits before "ends with" says anything about who it is. */
const NATIONAL_MIN = 6;

/** How a search that is a phone number is matched against the digits kept of each phone (`phone_digits`). */
export interface PhoneSearch {
	/** Any part of the stored digits. */
	contains: string;
	/** Or the stored digits end with the national number, when the search was written internationally. */
	endsWith: string | null;
}

/**
 * A search read as a phone number, however written: at least 3 digits, and more digits than
 * anything else (so "Ada 2" is a name). A number written internationally ("+1 (555) 010-2000",
 * "0044 20 …") also finds the same number stored without its country code, or with a trunk 0 in
 * its place ("020 …"). Null for a search that is no phone number. The customers list and the
 * till's customer search (a Directus filter, `phoneFilter`) and the customers export (SQL) all match with it.
 */
export function phoneSearch(q: string): PhoneSearch | null {
	const digits = phoneDigits(q);
	const written = q.replace(/\s/g, '');
	if (digits === null || digits.length < 3 || digits.length * 2 <= written.length) return null;
	const international = written.startsWith('+') ? digits : written.startsWith('00') ? digits.slice(2) : null;
	const national = international ? international.slice(callingCodeLength(international)) : '';
	return { contains: digits, endsWith: national.length >= NATIONAL_MIN ? national : null };
}

/**
 * The Directus filter on the digits the server keeps of each phone (`phone_digits`) for a search
 * that is a phone number: any part of the number, or its national number at the end. Null for a
 * search that is no phone number.
 */
export function phoneFilter(q: string): Array<Record<string, unknown>> | null {
	const search = phoneSearch(q);
	if (!search) return null;
	return [
		{ phone_digits: { _contains: search.contains } },
		...(search.endsWith ? [{ phone_digits: { _ends_with: search.endsWith } }] : []),
	];
}
