// What one invariant of the books is: a rule, what its breaking means to the shop, and the query that finds the rows
// that break it. Every group of rules and every checker reads this one shape.
import type { Knex } from 'knex';
import type { BooksSubject } from '@deckhand/contract/books/invariants.ts';

export interface Invariant {
	/** Stable name of the rule, in answers and logs. */
	id: string;
	/** The rule as the code states it (`npm run check:books`, test failures). */
	rule: string;
	/** What a broken rule means, in a shop owner's words. */
	broken: string;
	subject: BooksSubject;
	/** The column of each offending row that holds the subject's id. */
	key: string;
	/** The rows that break the rule: none when it holds. */
	query: (db: Knex) => Knex.QueryBuilder;
}
