import type { Knex } from 'knex';
import { isSqlite } from '../../db.ts';
import { afterCommands } from '../../jobs/counter-first.ts';
import { STAGED_COLUMNS, type StagedColumn, type StagedKind } from './staged-columns.ts';

/** PostgreSQL's type of each staged column not text, to which its value read as text is cast. */
const POSTGRES_TYPES: Partial<Record<StagedColumn, string>> = {
	seq: 'integer',
	release_date: 'date',
	market: 'bigint',
	low: 'bigint',
	target: 'integer',
};

/**
 * The statement that writes a batch of one kind: the run, the kind, and one JSON array of rows,
 * each an array of its values read by place (SQLite's `json_each` and `->>`, PostgreSQL's
 * `jsonb_array_elements`). By place, and only the kind's columns: reading 25 fields of each row by
 * name took SQLite twice as long. PostgreSQL reads it as `jsonb`, parsed once: `json` is parsed
 * again for each value read (2 000 quotes: 15 ms, against 4).
 */
function insertOf(kind: StagedKind, sqlite: boolean): string {
	const columns = STAGED_COLUMNS[kind];
	const into = `INSERT INTO catalogue_rows (run, kind, ${columns.join(', ')})`;
	if (sqlite) return `${into} SELECT ?, ?, ${columns.map((_, at) => `value ->> ${at}`).join(', ')} FROM json_each(?)`;
	const values = columns.map((column, at) => {
		const type = POSTGRES_TYPES[column];
		return type ? `(value ->> ${at})::${type}` : `value ->> ${at}`;
	});
	return `${into} SELECT ?, ?, ${values.join(', ')} FROM jsonb_array_elements(?::jsonb) AS rows(value)`;
}

/**
 * A batch of staging rows of one kind written in one statement of a short transaction of its own,
 * begun once no command is at work (`afterCommands`): the rows come as one JSON array (the text the
 * run's reader made of them, `stagedValues`), since a catalogue stages hundreds of thousands of
 * rows, and binding each of their values one by one costs the server's thread more than the
 * database's writing them.
 */
export async function writeStagingRows(database: Knex, run: number, kind: StagedKind, json: string): Promise<void> {
	await afterCommands();
	await database.transaction((trx) => trx.raw(insertOf(kind, isSqlite(trx)), [run, kind, json]));
}

/**
 * Staging rows deleted in one statement: some 10 ms, which a sale may wait for. The cleanup of one
 * source's run goes on while the next source is read, and 5 000 rows at once (20–45 ms) kept a sale
 * in every few waiting for a slice.
 */
const DELETED_AT_ONCE = 2_000;

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
