import type { Knex } from 'knex';

/**
 * The value Directus itself would store for "now" in a timestamp column: SQLite keeps
 * milliseconds since the epoch, the other databases a native timestamp.
 */
export function nowForDb(database: Knex): number | Date {
	return isSqlite(database) ? Date.now() : new Date();
}

export function isSqlite(database: Knex): boolean {
	return String(database.client.config.client).startsWith('sqlite');
}

/** The id of a row just inserted: knex answers `{ id }` with `returning` on PostgreSQL, the bare id on SQLite. */
export function insertedId(row: unknown): number {
	return Number(typeof row === 'object' && row !== null ? (row as { id: unknown }).id : row);
}
