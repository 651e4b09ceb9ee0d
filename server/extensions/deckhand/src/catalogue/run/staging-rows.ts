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
 * Staging rows inserted in one statement, handed to the database as one JSON array: a catalogue
 * stages hundreds of thousands of rows, and binding each of their values one by one costs the
 * server's thread more than the database's writing them.
 */
async function insertStagingRows(trx: Knex.Transaction, rows: readonly StagingRow[]): Promise<void> {
	await trx.raw(isSqlite(trx) ? FROM_JSON.sqlite : FROM_JSON.postgres, [JSON.stringify(rows)]);
}

/** Rows staged in one transaction: a few milliseconds of the database's time, which a sale may wait for. */
const BATCH = 800;

/**
 * A run's staging rows written a batch at a time, each batch a short transaction of its own begun
 * once no command is at work (`afterCommands`), while the next batch is gathered: the database
 * works on its own thread meanwhile. `onBatch` is heard after each batch (and may stop the run by
 * throwing); `end` writes the last one, and `settled` waits for a batch still being written (a run
 * refused meanwhile deletes its rows only after).
 */
export function stagingWriter(database: Knex, onBatch: () => Promise<void>) {
	let batch: StagingRow[] = [];
	let writing: Promise<void> = Promise.resolve();
	const write = async (rows: StagingRow[]) => {
		await afterCommands();
		await database.transaction((trx) => insertStagingRows(trx, rows));
		await onBatch();
	};
	const next = async () => {
		await writing;
		const rows = batch;
		batch = [];
		writing = rows.length > 0 ? write(rows) : Promise.resolve();
		// Heard when awaited (at the next batch, or the end); until then not an unhandled rejection.
		writing.catch(() => undefined);
	};
	return {
		async add(row: StagingRow): Promise<void> {
			batch.push(row);
			if (batch.length >= BATCH) await next();
		},
		async end(): Promise<void> {
			await next();
			await writing;
		},
		settled: (): Promise<void> => writing.catch(() => undefined),
	};
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
