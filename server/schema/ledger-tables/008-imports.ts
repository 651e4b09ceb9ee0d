import type { Knex } from 'knex';

/**
 * Imports, market prices and the price review queue: tables of Deckhand's own.
 *
 * `import_jobs` is one upload's life (staged → committing → committed, or failed / cancelled),
 * read by every instance, so a job's progress survives the tab that started it. `import_rows` is
 * its staging area: each data row of the file as it will be stored (or its errors), matched to a
 * card and SKU by the dry run; a commit applies them all in one short transaction, so the till
 * never waits for the reading of a large file. A job's rows are deleted once it is committed,
 * cancelled or failed; the job stays, with its file's digest, so the same file's quantities are
 * never added twice.
 *
 * `market_prices` is the latest market price of each SKU per source, with its date. `price_reviews`
 * holds the moves of a reprice run that were too large to apply unseen, until the owner accepts or
 * rejects them (or a newer run supersedes them: status `superseded`).
 *
 * And the indexes an import matches by: a card by its set and collector number.
 */
export const imports: Knex.Migration = {
	async up(knex) {
		await knex.schema.createTable('import_jobs', (table) => {
			table.increments('id');
			// uploading (never shown) → staged → committing → committed, or failed / cancelled.
			table.string('status', 20).notNullable();
			table.string('format', 20).notNullable();
			table.string('file_name', 255).notNullable();
			table.string('file_digest', 64).notNullable();
			table.integer('file_bytes').notNullable();
			table.integer('row_count').notNullable().defaultTo(0);
			table.integer('error_count').notNullable().defaultTo(0);
			// JSON: each header column and the field it fills; the first 20 data rows as they will be stored.
			table.text('column_map').nullable();
			table.text('preview').nullable();
			// The dry run's choices and counts, as JSON: what a commit applies.
			table.text('plan').nullable();
			// Rows the commit has planned again so far (of row_count).
			table.integer('progress').notNullable().defaultTo(0);
			table.string('failure', 1000).nullable();
			// The price ledger's run of this import's price changes.
			table.string('price_run', 36).nullable();
			table.uuid('user_created').nullable();
			table.timestamp('date_created').notNullable();
			// Also the heartbeat of a job at work: a job left uploading or committing without one is abandoned.
			table.timestamp('date_updated').notNullable();
			table.timestamp('date_committed').nullable();
			table.index(['file_digest', 'status']);
			table.index(['date_created', 'id']);
		});
		await knex.schema.createTable('import_rows', (table) => {
			table.increments('id');
			table.integer('job').notNullable().references('id').inTable('import_jobs').onDelete('CASCADE');
			table.integer('line').notNullable();
			table.string('game_code', 20).nullable();
			table.string('game_name', 100).nullable();
			table.string('set_code', 20).nullable();
			table.string('set_name', 200).nullable();
			table.string('card_name', 200).nullable();
			table.string('search_text', 400).nullable();
			table.string('collector_number', 20).nullable();
			table.string('rarity', 40).nullable();
			table.string('kind', 10).nullable();
			table.string('card_tcgplayer_id', 40).nullable();
			table.string('scryfall_id', 64).nullable();
			table.string('cardmarket_id', 40).nullable();
			table.string('condition', 10).nullable();
			table.string('finish', 20).nullable();
			table.string('language', 8).nullable();
			table.string('edition', 20).nullable();
			table.string('sku_tcgplayer_id', 40).nullable();
			table.string('bin', 40).nullable();
			table.string('barcode', 64).nullable();
			table.integer('quantity').nullable();
			table.integer('quantity_add').nullable();
			table.integer('price').nullable();
			table.integer('cost').nullable();
			table.integer('market_price').nullable();
			// JSON: [{ column, message }] when the row cannot be stored as it is.
			table.text('errors').nullable();
			// What the dry run found: the shop's game, set, card and SKU, or the codes of a game and set it will create.
			table.integer('game_id').nullable();
			table.integer('set_id').nullable();
			table.integer('card_id').nullable();
			table.integer('sku_id').nullable();
			table.string('new_game_code', 20).nullable();
			table.string('new_set_code', 20).nullable();
			// create | update | skip | error, and why a row is skipped or refused (a code: imports/row-reasons.ts).
			table.string('action', 10).nullable();
			table.string('reason', 20).nullable();
			table.index(['job', 'id']);
			table.index(['job', 'action', 'id']);
			table.index(['job', 'sku_id']);
		});
		await knex.schema.createTable('market_prices', (table) => {
			table.increments('id');
			table.integer('sku').notNullable().references('id').inTable('skus').onDelete('CASCADE');
			table.string('source', 20).notNullable();
			table.integer('price').notNullable();
			table.timestamp('priced_at').notNullable();
			table.integer('import_job').nullable().references('id').inTable('import_jobs');
			table.unique(['sku', 'source']);
		});
		await knex.schema.createTable('price_reviews', (table) => {
			table.increments('id');
			table.integer('sku').notNullable().references('id').inTable('skus').onDelete('CASCADE');
			table.string('run', 36).notNullable();
			table.integer('old_price').nullable();
			table.integer('proposed_price').notNullable();
			table.string('status', 10).notNullable();
			table.uuid('user_created').nullable();
			table.timestamp('date_created').notNullable();
			table.uuid('decided_by').nullable();
			table.timestamp('date_decided').nullable();
			table.index(['status', 'id']);
			table.index(['sku']);
			// A SKU waits for at most one decision: a newer run's proposal supersedes the pending one.
			table.unique(['sku'], {
				indexName: 'price_reviews_one_pending',
				predicate: knex.whereRaw("status = 'pending'"),
				useConstraint: false,
			});
		});
		await knex.schema.alterTable('cards', (table) =>
			table.index(['set', 'collector_number'], 'cards_set_number_index'),
		);
	},
	async down(knex) {
		await knex.schema.alterTable('cards', (table) =>
			table.dropIndex(['set', 'collector_number'], 'cards_set_number_index'),
		);
		await knex.schema.dropTable('price_reviews');
		await knex.schema.dropTable('market_prices');
		await knex.schema.dropTable('import_rows');
		await knex.schema.dropTable('import_jobs');
	},
};
