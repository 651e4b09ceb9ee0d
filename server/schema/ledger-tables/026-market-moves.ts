import type { Knex } from 'knex';

/**
 * The market's moves, beside its latest quotes (`market_quotes`):
 *
 * - `market_quote_changes`: each change of a card's quote a catalogue run applied (the quote
 *   before, none for a first one, and after), written only when the figure changes and only for
 *   cards the shop has SKUs for: the card page's price history shows the market beside the
 *   shop's price, and a year of every card's daily quotes from every source is never kept.
 * - `price_reviews` learns what a market move queued: `kind` `market` (a followed quote moved more
 *   than the shop's review threshold; its proposal is the new quote × the condition's share), and
 *   for every review priced from the market, the market price, its source and when it was quoted
 *   (`market_before`: the quote before a market move).
 */
export const marketMoves: Knex.Migration = {
	async up(knex) {
		await knex.schema.createTable('market_quote_changes', (table) => {
			table.increments('id');
			table.integer('card').notNullable().references('id').inTable('cards').onDelete('CASCADE');
			table.string('finish', 20).notNullable();
			table.string('edition', 20).notNullable();
			table.string('source', 40).notNullable();
			table.string('currency', 3).notNullable();
			table.bigInteger('previous').nullable();
			table.bigInteger('market').notNullable();
			table.timestamp('quoted_at').notNullable();
			table.integer('run').nullable();
			table.index(['card', 'quoted_at']);
			table.index(['run']);
		});
		await knex.schema.alterTable('price_reviews', (table) => {
			table.string('kind', 10).notNullable().defaultTo('reprice');
			table.bigInteger('market_before').nullable();
			table.bigInteger('market_price').nullable();
			table.string('market_source', 40).nullable();
			table.timestamp('market_at').nullable();
		});
	},
	async down(knex) {
		await knex.schema.alterTable('price_reviews', (table) => {
			for (const column of ['kind', 'market_before', 'market_price', 'market_source', 'market_at'])
				table.dropColumn(column);
		});
		await knex.schema.dropTable('market_quote_changes');
	},
};
