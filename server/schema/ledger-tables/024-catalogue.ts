import type { Knex } from 'knex';

/**
 * The catalogue's own books, beside the shop's catalog (games, sets and cards stay the Directus
 * collections every screen reads):
 *
 * - `catalogue_runs`: each run of a source (a job like an import: its state, heartbeat in
 *   `date_updated`, records read, counts and refusal).
 * - `catalogue_entries`: each set and card of a source, the shop's set or card it is (`target`),
 *   the digest of the record last applied (an unchanged record is not written again), and the
 *   source's values of the fields it may write (`applied_*`): a field whose value is not the
 *   source's last was set by hand, and is never overwritten. The picture's address, the printing's
 *   language and finishes are kept here, not on the card (`cards.image` is the shop's own picture).
 * - `catalogue_rows`: a run's records staged before they are applied in one transaction, deleted
 *   once it ends.
 * - `market_quotes`: the latest market price of each card per finish, edition ('' for any),
 *   source and currency, with when it was quoted.
 */
export const catalogue: Knex.Migration = {
	async up(knex) {
		await knex.schema.createTable('catalogue_runs', (table) => {
			table.increments('id');
			table.string('source', 40).notNullable();
			// reading → applying → done, or failed / cancelled.
			table.string('status', 20).notNullable();
			table.uuid('user_created').nullable();
			table.timestamp('date_created').notNullable();
			table.timestamp('date_updated').notNullable();
			table.timestamp('finished').nullable();
			table.integer('progress').notNullable().defaultTo(0);
			table.text('counts').nullable();
			table.string('failure', 1000).nullable();
			table.index(['source', 'id']);
		});
		await knex.schema.createTable('catalogue_entries', (table) => {
			table.string('source', 40).notNullable();
			table.string('kind', 4).notNullable();
			table.string('source_id', 80).notNullable();
			table.integer('target').notNullable();
			table.string('digest', 32).notNullable();
			table.string('language', 8).nullable();
			// The finishes printed, comma-separated in the order the source gives them.
			table.string('finishes', 60).nullable();
			table.text('image_url').nullable();
			table.string('applied_name', 200).nullable();
			table.string('applied_number', 20).nullable();
			table.string('applied_rarity', 40).nullable();
			table.primary(['source', 'kind', 'source_id']);
			table.index(['kind', 'target']);
		});
		await knex.schema.createTable('catalogue_rows', (table) => {
			table.integer('run').notNullable().references('id').inTable('catalogue_runs').onDelete('CASCADE');
			table.integer('seq').notNullable();
			table.string('kind', 5).notNullable();
			table.string('source_id', 80).nullable();
			table.string('digest', 32).nullable();
			// A set's game and a card's set (the set's source id), a quote's way to its card.
			table.string('parent', 80).nullable();
			table.string('code', 20).nullable();
			table.string('name', 200).nullable();
			table.string('search_text', 255).nullable();
			table.string('number', 20).nullable();
			table.string('rarity', 40).nullable();
			table.string('card_kind', 20).nullable();
			table.string('language', 8).nullable();
			table.string('finishes', 60).nullable();
			table.date('release_date').nullable();
			table.text('image_url').nullable();
			table.string('scryfall_id', 64).nullable();
			table.string('tcgplayer_id', 40).nullable();
			table.string('cardmarket_id', 40).nullable();
			table.string('finish', 20).nullable();
			table.string('edition', 20).nullable();
			table.string('currency', 3).nullable();
			table.bigInteger('market').nullable();
			table.bigInteger('low').nullable();
			// What applying it does, decided in the transaction: create, update, link, keep.
			table.string('action', 8).nullable();
			table.integer('target').nullable();
			table.primary(['run', 'seq']);
			table.index(['run', 'kind', 'source_id']);
			table.index(['run', 'kind', 'target']);
		});
		await knex.schema.createTable('market_quotes', (table) => {
			table.integer('card').notNullable().references('id').inTable('cards').onDelete('CASCADE');
			table.string('finish', 20).notNullable();
			table.string('edition', 20).notNullable();
			table.string('source', 40).notNullable();
			table.string('currency', 3).notNullable();
			table.bigInteger('market').notNullable();
			table.bigInteger('low').nullable();
			table.timestamp('quoted_at').notNullable();
			table.primary(['card', 'finish', 'edition', 'source', 'currency']);
		});
	},
	async down(knex) {
		for (const table of ['market_quotes', 'catalogue_rows', 'catalogue_entries', 'catalogue_runs'])
			await knex.schema.dropTable(table);
	},
};
