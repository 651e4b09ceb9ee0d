import type { AppliedCounts } from '@deckhand/contract/catalogue/catalogue-run.ts';
import type { Knex } from 'knex';
import { CATALOGUE_GAMES } from '../catalogue-games.ts';
import type { CatalogueGame } from '../source-records.ts';
import { actionCounts, afterInsert, allocateIds } from './run-rows.ts';

const SETS = "catalogue_rows.run = ? AND catalogue_rows.kind = 'set'";
const ENTRY_OF_ROW = `catalogue_entries.source = ? AND catalogue_entries.kind = 'set' AND catalogue_entries.source_id = catalogue_rows.source_id`;
/** The shop's set of the row's game and code (codes compared as the sources write them, upper-case). */
const SHOP_SET = `SELECT MIN(sets.id) FROM sets JOIN games ON games.id = sets.game WHERE games.code = catalogue_rows.parent AND UPPER(sets.code) = catalogue_rows.code`;

/**
 * The run's new and changed sets applied: a set the source gave before is updated (its name where
 * the shop has not renamed it, its release day where the shop has none); a set the shop has (its
 * game and code) is that set, its empty release day filled; any other is created, in its game
 * (created too when the shop has none). Each is then the source's entry, with what it now says.
 */
export async function applySets(trx: Knex.Transaction, run: number, source: string): Promise<AppliedCounts> {
	await createGames(trx, run);
	await trx.raw(
		`UPDATE catalogue_rows SET action = 'update', target = (SELECT catalogue_entries.target FROM catalogue_entries WHERE ${ENTRY_OF_ROW})
		WHERE ${SETS} AND EXISTS (SELECT 1 FROM catalogue_entries WHERE ${ENTRY_OF_ROW})`,
		[source, run, source],
	);
	await trx.raw(
		`UPDATE catalogue_rows SET action = 'link', target = (${SHOP_SET}) WHERE ${SETS} AND action IS NULL AND (${SHOP_SET}) IS NOT NULL`,
		[run],
	);
	await allocateIds(trx, 'sets', run, 'set');
	await trx.raw(
		`INSERT INTO sets (id, game, code, name, release_date)
		SELECT catalogue_rows.target, games.id, catalogue_rows.code, catalogue_rows.name, catalogue_rows.release_date
		FROM catalogue_rows JOIN games ON games.code = catalogue_rows.parent WHERE ${SETS} AND catalogue_rows.action = 'create'`,
		[run],
	);
	await afterInsert(trx, 'sets');
	await trx.raw(
		`UPDATE sets SET name = CASE WHEN sets.name = catalogue_entries.applied_name THEN catalogue_rows.name ELSE sets.name END,
			release_date = COALESCE(sets.release_date, catalogue_rows.release_date)
		FROM catalogue_rows JOIN catalogue_entries ON ${ENTRY_OF_ROW}
		WHERE sets.id = catalogue_rows.target AND ${SETS} AND catalogue_rows.action = 'update'`,
		[source, run],
	);
	await trx.raw(
		`UPDATE sets SET release_date = catalogue_rows.release_date FROM catalogue_rows
		WHERE sets.id = catalogue_rows.target AND ${SETS} AND catalogue_rows.action = 'link' AND sets.release_date IS NULL`,
		[run],
	);
	await trx.raw(
		`INSERT INTO catalogue_entries (source, kind, source_id, target, digest, applied_name)
		SELECT ?, 'set', source_id, target, digest, name FROM catalogue_rows WHERE ${SETS}
		ON CONFLICT (source, kind, source_id) DO UPDATE SET target = excluded.target, digest = excluded.digest, applied_name = excluded.applied_name`,
		[source, run],
	);
	return actionCounts(trx, run, 'set');
}

/** The games of the run's sets the shop does not have, created with their names. */
async function createGames(trx: Knex.Transaction, run: number): Promise<void> {
	const games: Array<{ parent: CatalogueGame }> = await trx('catalogue_rows')
		.distinct('parent')
		.where({ run, kind: 'set' });
	if (games.length === 0) return;
	await trx('games')
		.insert(games.map(({ parent }) => ({ code: parent, name: CATALOGUE_GAMES[parent] })))
		.onConflict('code')
		.ignore();
}
