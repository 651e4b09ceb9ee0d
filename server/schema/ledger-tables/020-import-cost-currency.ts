import type { Knex } from 'knex';

/**
 * The currency of a staged row's purchase price when the file gives it in another than the shop's
 * (ManaBox writes the app's currency beside each price): the amount is staged as the file says it,
 * and the dry run's options decide whether it comes in converted at the owner's rate or not at all
 * (`imports/foreign-costs.ts`). None: the cost is in the shop's currency, as every file before.
 */
export const importCostCurrency: Knex.Migration = {
	async up(knex) {
		await knex.schema.alterTable('import_rows', (table) => {
			table.string('cost_currency', 3).nullable();
		});
	},
	async down(knex) {
		await knex.schema.alterTable('import_rows', (table) => {
			table.dropColumn('cost_currency');
		});
	},
};
