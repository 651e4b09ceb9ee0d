import type { Query } from '@directus/types';
import { phoneDigits } from '@deckhand/contract/domain/phone-digits.ts';
import { phoneFilter } from '@deckhand/contract/domain/phone-search.ts';

type Payload = Record<string, unknown>;

/** Keeps `customers.phone_digits` in step with the phone; a value sent by a client is ignored, as `cards.search_text` is. */
export function withPhoneDigits(payload: Payload): Payload {
	const { phone_digits: _ignored, ...rest } = payload;
	return 'phone' in rest ? { ...rest, phone_digits: phoneDigits(rest['phone']) } : rest;
}

/**
 * Directus's `search` on customers, when what was typed is a phone number: matched on the
 * phone's digits however either was written ("579.241.3116", "+1 579 241 3116" and
 * "(579) 241-3116" find the same customer), as the customers list matches it. Directus's own
 * search compares the text as typed, so a number written otherwise than stored found no one at
 * the till. Name, email and notes are still searched for the text; any other search is left as sent.
 */
export function withPhoneSearch(query: Query): Query {
	const q = query.search;
	const byPhone = q ? phoneFilter(q) : null;
	if (!q || !byPhone) return query;
	const { search: _search, ...rest } = query;
	const found = {
		_or: [{ name: { _icontains: q } }, { email: { _icontains: q } }, { notes: { _icontains: q } }, ...byPhone],
	};
	return { ...rest, filter: (rest.filter ? { _and: [rest.filter, found] } : found) as Query['filter'] };
}
