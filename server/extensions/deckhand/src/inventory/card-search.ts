import type { Knex } from 'knex';
import { isSqlite } from '../db.ts';
import { POSTGRES_WORDS } from './card-words.ts';

/**
 * Card ids whose name has words starting with each search word (words hold only letters and
 * digits), read from the index of the cards' words (`card-words.ts`): on SQLite its FTS5 table, a
 * prefix query per word; on PostgreSQL `LIKE '% word%'` per word on the expression its trigram index
 * holds, which the planner matches to that index only when written the same.
 */
export function cardsByWords(database: Knex, words: string[]): Knex.QueryBuilder {
	if (isSqlite(database))
		return database('card_words')
			.select('rowid')
			.whereRaw('card_words match ?', [words.map((word) => `"${word}"*`).join(' ')]);
	const query = database('cards').select('cards.id');
	for (const word of words) query.whereRaw(`${POSTGRES_WORDS} like ?`, [`% ${word}%`]);
	return query;
}

/** Card ids of a set code and collector number, with or without leading zeros. */
export function cardsBySetNumber(database: Knex, { set, number }: { set: string; number: string }): Knex.QueryBuilder {
	return database('cards')
		.join('sets', 'sets.id', 'cards.set')
		.select('cards.id')
		.where('sets.code', set)
		.whereIn('cards.collector_number', [number, number.padStart(3, '0')]);
}

/**
 * What any of `ways` finds (each a query of one column of ids), as one list: a union, which both
 * databases read once and join, where for an OR of the ways PostgreSQL read every row of the table
 * searched. None when there is no way.
 */
export function anyOf(ways: readonly Knex.QueryBuilder[]): Knex.QueryBuilder | null {
	const [first, ...others] = ways;
	if (!first) return null;
	return others.length > 0 ? first.clone().union(others) : first;
}
