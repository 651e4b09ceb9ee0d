import type { Knex } from 'knex';
import { isSqlite } from '../../extensions/deckhand/src/db.ts';
import { cardOrderIndex } from './015-card-day-sales-by-card.ts';

/**
 * The summary in card order on PostgreSQL too (SQLite's is `015-card-day-sales-by-card`). A year's
 * 165 000 rows hashed into 21 000 cards took it 55–75 ms of a ranking; read in card order from
 * this index alone and summed card by card as they come, 34 ms (`reports/top-sellers.ts`,
 * `summaryDays`).
 */
export const cardDaySalesByCardOnPostgresql: Knex.Migration = {
	async up(knex) {
		if (!isSqlite(knex)) await cardOrderIndex.add(knex);
	},
	async down(knex) {
		if (!isSqlite(knex)) await cardOrderIndex.drop(knex);
	},
};
