import type { Knex } from 'knex';
import { isSqlite } from '../../db.ts';
import { afterCommands } from '../../jobs/counter-first.ts';

/**
 * The staging row's columns a record fills; `action` is the apply's own, and so is `target` but for
 * a quote of a card the source gave before: its card, known when it is read.
 */
const COLUMNS = [
	'run',
	'seq',
	'kind',
	'source_id',
	'digest',
	'parent',
	'code',
	'name',
	'search_text',
	'number',
	'rarity',
	'card_kind',
	'language',
	'finishes',
	'release_date',
	'image_url',
	'scryfall_id',
	'tcgplayer_id',
	'cardmarket_id',
	'finish',
	'edition',
	'currency',
	'market',
	'low',
	'target',
] as const;

export type StagingRow = Partial<Record<(typeof COLUMNS)[number], string | number | null>>;

const INTO = `INSERT INTO catalogue_rows (${COLUMNS.join(', ')})`;
/** The rows from one JSON array of objects: SQLite reads each field with `->>`; PostgreSQL by the table's own row type. */
const FROM_JSON = {
	sqlite: `${INTO} SELECT ${COLUMNS.map((column) => `value ->> '$.${column}'`).join(', ')} FROM json_each(?)`,
	postgres: `${INTO} SELECT ${COLUMNS.join(', ')} FROM json_populate_recordset(NULL::catalogue_rows, ?::json)`,
};

/**
 * A batch of staging rows written in one statement of a short transaction of its own, begun once
 * no command is at work (`afterCommands`): the rows come as one JSON array (the text the run's
 * reader made of them), since a catalogue stages hundreds of thousands of rows, and binding each of
 * their values one by one costs the server's thread more than the database's writing them.
 */
export async function writeStagingRows(database: Knex, json: string): Promise<void> {
	await afterCommands();
	await database.transaction((trx) => trx.raw(isSqlite(trx) ? FROM_JSON.sqlite : FROM_JSON.postgres, [json]));
}

/** Staging rows deleted in one statement: a few milliseconds, which a sale may wait for. */
const DELETED_AT_ONCE = 5_000;

/**
 * A run's staging rows deleted once it has ended, a slice at a time, each once no command is at
 * work (`afterCommands`): hundreds of thousands of rows deleted in one statement would hold the
 * till's database for a second.
 */
export async function deleteStagingRows(database: Knex, run: number): Promise<void> {
	for (;;) {
		await afterCommands();
		const deleted = await database('catalogue_rows')
			.where('run', run)
			.whereIn('seq', database('catalogue_rows').select('seq').where('run', run).limit(DELETED_AT_ONCE))
			.delete();
		if (deleted < DELETED_AT_ONCE) return;
	}
}
