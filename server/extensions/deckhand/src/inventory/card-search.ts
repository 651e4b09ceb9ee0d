import type { Knex } from 'knex';

/** Card ids whose name has words starting with each search word (words hold only letters and digits). */
export function cardsByWords(database: Knex, words: string[]): Knex.QueryBuilder {
	const query = database('cards').select('cards.id');
	for (const word of words) query.where('cards.search_text', 'like', `% ${word}%`);
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
