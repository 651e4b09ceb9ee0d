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
 * The values of a staged row of `kind`, each read by place from the JSON array `value` (SQLite's
 * `->>`; on PostgreSQL from `jsonb`, cast to its column's type). By place, and only the kind's
 * columns: reading 25 fields of each row by name took SQLite twice as long.
 */
export function stagedValuesOf(kind: StagedKind, sqlite: boolean): string[] {
	return STAGED_COLUMNS[kind].map((column, at) => {
		const type = POSTGRES_TYPES[column];
		return sqlite || !type ? `value ->> ${at}` : `(value ->> ${at})::${type}`;
	});
}

/** The rows of a JSON array, each as `value`: SQLite's `json_each`, PostgreSQL's `jsonb_array_elements`. */
export function jsonRows(json: string, sqlite: boolean): string {
	return sqlite ? `json_each(${json})` : `jsonb_array_elements(${json}::jsonb) AS rows(value)`;
}

/** A batch of staging rows of one kind, as the run's reader hands it on: its rows' JSON array, and its first row's seq. */
interface StagedBatch {
	kind: StagedKind;
	json: string;
	seq: number;
}

/**
 * The statement that writes a batch of one kind, with its bindings: the run, the kind, and one
 * JSON array of rows, each an array of its values (`stagedValuesOf`). PostgreSQL reads it as
 * `jsonb`, parsed once: `json` is parsed again for each value read (2 000 quotes: 15 ms, against
 * 4). Quotes are kept as their batch, the JSON array itself, in one row (`batch`, its seq the first
 * quote's): a day's prices are some 450 000 quotes, and a row each took longer to write and delete
 * than to read them all out again in the apply (`unpackQuotes`).
 */
function insertOf(run: number, { kind, json, seq }: StagedBatch, sqlite: boolean): [string, Knex.RawBinding[]] {
	if (kind === 'quote')
		return ['INSERT INTO catalogue_rows (run, kind, seq, batch) VALUES (?, ?, ?, ?)', [run, kind, seq, json]];
	const into = `INSERT INTO catalogue_rows (run, kind, ${STAGED_COLUMNS[kind].join(', ')})`;
	const values = stagedValuesOf(kind, sqlite).join(', ');
	return [`${into} SELECT ?, ?, ${values} FROM ${jsonRows('?', sqlite)}`, [run, kind, json]];
}

/**
 * A batch of staging rows of one kind written in one statement of a short transaction of its own,
 * begun once no command is at work (`afterCommands`): the rows come as one JSON array (the text the
 * run's reader made of them, `stagedValues`), since a catalogue stages hundreds of thousands of
 * rows, and binding each of their values one by one costs the server's thread more than the
 * database's writing them.
 */
export async function writeStagingRows(database: Knex, run: number, batch: StagedBatch): Promise<void> {
	await afterCommands();
	await database.transaction((trx) => trx.raw(...insertOf(run, batch, isSqlite(trx))));
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
