import type { Query } from '@directus/types';
import type { Knex } from 'knex';
import { phoneSearch } from '@deckhand/contract/domain/phone-search.ts';
import { whereContains } from '../exports/list-filters.ts';
import { allowsTypos, nearNames } from './near-names.ts';

/** The customers' text that Directus's `search` looks through (with the phone's digits, kept for a phone search). */
const SEARCHED = ['customers.name', 'customers.email', 'customers.phone', 'customers.notes'] as const;

/**
 * The customers whose name is near a search that finds no one as typed ("Jonh Smtih" → John
 * Smith), closest first; null when the search is found as typed, or is no name (a phone number,
 * an email address, words too short to hold a typo), so it is answered as typed. Every name is
 * read and compared only then: a miss at the till, not every keystroke (50 000 names cost tens
 * of milliseconds, `npm run bench:near-names`).
 */
export async function nearNameIds(database: Knex, search: string): Promise<number[] | null> {
	if (search.includes('@') || phoneSearch(search) || !allowsTypos(search)) return null;
	const found = await database('customers')
		.first('id')
		.where((any) => {
			for (const column of SEARCHED) any.orWhere((text) => whereContains(text, column, search));
		});
	if (found) return null;
	return nearNames(search, await database('customers').select('id', 'name'));
}

/**
 * Directus's `search` on customers, when it finds no one as typed: the customers with a name near
 * it instead, within the caller's own filter (and the role's permissions, which Directus still
 * applies). On every way in, the items API and GraphQL alike; a search found as typed is left as sent.
 */
export async function withNearNames(database: Knex, query: Query): Promise<Query> {
	const { search, ...rest } = query;
	const ids = search ? await nearNameIds(database, search) : null;
	if (!ids?.length) return query;
	const near = { id: { _in: ids } };
	return { ...rest, filter: (rest.filter ? { _and: [rest.filter, near] } : near) as Query['filter'] };
}
