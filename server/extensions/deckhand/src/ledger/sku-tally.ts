import type { Knex } from 'knex';
import { isSqlite } from '../db.ts';

/*
 * `sku_tally`: how many SKUs each game has, as rows of changes that add up to it. The triggers on
 * `sku_stock` (a row per SKU, with its game: `sku-stock.ts`) add a row for each statement
 * (PostgreSQL) or SKU (SQLite) that adds, deletes or moves SKUs, and never update one in place: a
 * single counter row would make every writer adding SKUs wait for the one before to commit (a
 * till stocking a new card behind an import of thousands). The inventory's total of every SKU,
 * or of one game's, is then a sum of a few rows where counting a million SKUs took PostgreSQL
 * 40–130 ms. The rows are folded into one a game every minute (`hooks/tally-folder.ts`) and
 * after an import's commit; a read only sums them.
 */

/** How many SKUs the shop has, or a game has. */
export async function talliedSkus(database: Knex, game: number | null): Promise<number> {
	const tally = database('sku_tally').sum({ skus: 'skus' });
	if (game !== null) tally.where('game', game);
	const { skus } = (await tally.first()) as { skus: number | string | null };
	return Number(skus ?? 0);
}

/**
 * The tally's rows folded into one a game (none for a game with no SKUs), exactly the rows summed
 * deleted: on PostgreSQL in one statement, whose delete takes only the rows its own snapshot sees
 * (a change committed meanwhile stays a row of its own; a fold at the same time finds the rows
 * gone and folds nothing); on SQLite, whose writers take turns, in one transaction up to the last
 * row there.
 */
export async function foldSkuTally(database: Knex): Promise<void> {
	if (!(await unfolded(database))) return;
	if (!isSqlite(database)) {
		await database.raw(`with gone as (delete from sku_tally returning game, skus)
			insert into sku_tally (game, skus) select game, sum(skus) from gone group by game having sum(skus) <> 0`);
		return;
	}
	await database.transaction(async (trx) => {
		const last = (await trx('sku_tally').max({ id: 'id' }).first())?.['id'];
		if (last === null || last === undefined) return;
		await trx.raw(
			'insert into sku_tally (game, skus) select game, sum(skus) from sku_tally where id <= ? group by game having sum(skus) <> 0',
			[last],
		);
		await trx('sku_tally').where('id', '<=', last).delete();
	});
}

/**
 * Whether a game has more than one row: else there is nothing to fold and nothing is written, so
 * an idle shop's database stays still (on PostgreSQL, a write a minute would have its log archived
 * a segment a minute).
 */
async function unfolded(database: Knex): Promise<boolean> {
	const row = await database('sku_tally').select(database.raw('COUNT(*) - COUNT(DISTINCT game) AS extra')).first();
	return Number((row as { extra?: unknown } | undefined)?.extra ?? 0) > 0;
}
