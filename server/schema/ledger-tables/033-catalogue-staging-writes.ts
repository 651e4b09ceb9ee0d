import type { Knex } from 'knex';
import { isSqlite } from '../../extensions/deckhand/src/db.ts';

/** On PostgreSQL, the room left in each page of the market's prices for the next run's new figures. */
const QUOTES_FILL_FACTOR = 50;

/**
 * Cheaper writes for a catalogue run, which stages and applies hundreds of thousands of rows while
 * the shop sells:
 * - A staging row no longer refers to its run by a foreign key. Each row written looked its run up
 *   (on PostgreSQL a row lock, 2 000 rows 14 of 34 ms); a run's rows are deleted by its own end, and
 *   those an ended run left by the sweep (`sweepEndedRuns`).
 * - A run's quotes are staged a batch to a row, the batch's JSON array in `batch`
 *   (`writeStagingRows`), read out again by the apply.
 * - On PostgreSQL, the market's prices leave half of each page free: a run writes every card's
 *   figure again, and with room on its page the new version needs no new index entry (a "HOT"
 *   update): the 329 000 figures of a day of Scryfall's written again took 3.2 s without the room,
 *   2.5 s with it (and 1.1 s updated in one join, `applyQuotes`). Pages already full get the room
 *   as a run next moves their rows.
 */
export const catalogueStagingWrites: Knex.Migration = {
	async up(knex) {
		await knex.schema.alterTable('catalogue_rows', (table) => table.dropForeign('run'));
		await knex.schema.alterTable('catalogue_rows', (table) => table.text('batch').nullable());
		if (!isSqlite(knex)) await knex.raw(`ALTER TABLE market_quotes SET (fillfactor = ${QUOTES_FILL_FACTOR})`);
	},
	async down(knex) {
		if (!isSqlite(knex)) await knex.raw('ALTER TABLE market_quotes RESET (fillfactor)');
		await knex.schema.alterTable('catalogue_rows', (table) => table.dropColumn('batch'));
		await knex.schema.alterTable('catalogue_rows', (table) =>
			table.foreign('run').references('id').inTable('catalogue_runs').onDelete('CASCADE'),
		);
	},
};
