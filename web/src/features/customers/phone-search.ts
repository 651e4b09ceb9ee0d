import { phoneSearch } from '@deckhand/contract/domain/phone-search.ts';

/**
 * The Directus filter on the digits the server keeps of each phone (`phone_digits`) for a search
 * that is a phone number, however written (`domain/phone-search.ts` says how): any part of the
 * number, or its national number at the end. Null for a search that is no phone number.
 */
export function phoneFilter(q: string): Array<Record<string, unknown>> | null {
	const search = phoneSearch(q);
	if (!search) return null;
	return [
		{ phone_digits: { _contains: search.contains } },
		...(search.endsWith ? [{ phone_digits: { _ends_with: search.endsWith } }] : []),
	];
}
