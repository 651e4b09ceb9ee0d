import type { Knex } from 'knex';
import { GROUP_ENTRY } from '../tcgplayer-groups.ts';

const GROUPS = "catalogue_rows.run = ? AND catalogue_rows.kind = 'group'";
const ENTRY_OF_ROW = `${GROUP_ENTRY} AND catalogue_entries.source_id = catalogue_rows.source_id`;
const SET_IN_GAME =
	'SELECT MIN(sets.id) FROM sets JOIN games ON games.id = sets.game WHERE games.code = catalogue_rows.parent';

/**
 * The TCGplayer groups of a run's sets (Scryfall gives each set's group): each the set's entry of
 * TCGplayer's, so a price feed's group and an import's set name find it by id before any name.
 * One group given to two sets (a source's slip) is the first set's.
 */
export async function linkGroupsOfSets(trx: Knex.Transaction, run: number): Promise<void> {
	await trx.raw(
		`INSERT INTO catalogue_entries (source, kind, source_id, target, digest)
		SELECT 'tcgplayer', 'set', tcgplayer_id, MIN(target), '' FROM catalogue_rows
		WHERE catalogue_rows.run = ? AND catalogue_rows.kind = 'set' AND tcgplayer_id IS NOT NULL GROUP BY tcgplayer_id
		ON CONFLICT (source, kind, source_id) DO UPDATE SET target = excluded.target`,
		[run],
	);
}

/**
 * A price feed's groups matched to the shop's sets and kept with their TCGplayer names: a group
 * is the set its entry names (given by a source that knows the group's id), else the set of its
 * game whose code is the group's abbreviation (OBF), else whose name is the group's ("Obsidian
 * Flames"), with or without TCGplayer's code before it ("SV03: Obsidian Flames"). A group of no
 * set the shop has makes none (a feed lists sealed and promo lines too) and is matched again on
 * the next run. Answers how many groups were matched anew or renamed.
 */
export async function applyGroups(trx: Knex.Transaction, run: number): Promise<number> {
	await trx.raw(
		`UPDATE catalogue_rows SET target = COALESCE(
			(SELECT catalogue_entries.target FROM catalogue_entries WHERE ${ENTRY_OF_ROW}),
			(${SET_IN_GAME} AND UPPER(sets.code) = catalogue_rows.code),
			(${SET_IN_GAME} AND LOWER(sets.name) = LOWER(catalogue_rows.name)),
			(${SET_IN_GAME} AND LOWER(sets.name) = LOWER(catalogue_rows.search_text)))
		WHERE ${GROUPS}`,
		[run],
	);
	await trx.raw(
		`UPDATE catalogue_rows SET action = 'link' WHERE ${GROUPS} AND target IS NOT NULL AND NOT EXISTS
			(SELECT 1 FROM catalogue_entries WHERE ${ENTRY_OF_ROW} AND catalogue_entries.target = catalogue_rows.target AND catalogue_entries.applied_name = catalogue_rows.name)`,
		[run],
	);
	await trx.raw(
		`INSERT INTO catalogue_entries (source, kind, source_id, target, digest, applied_name)
		SELECT 'tcgplayer', 'set', source_id, target, '', name FROM catalogue_rows WHERE ${GROUPS} AND target IS NOT NULL
		ON CONFLICT (source, kind, source_id) DO UPDATE SET target = excluded.target, applied_name = excluded.applied_name`,
		[run],
	);
	return Number(
		(await trx('catalogue_rows').where({ run, kind: 'group', action: 'link' }).count({ n: '*' }).first())?.['n'] ??
			0,
	);
}
