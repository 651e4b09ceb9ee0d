import type { Knex } from 'knex';

const CHUNK = 500;

/** Bulk-inserts rows with their ids; dates become what Directus stores (epoch ms on SQLite). */
export async function insertRows(trx: Knex.Transaction, table: string, rows: readonly object[]): Promise<void> {
	if (rows.length === 0) return;
	const sqlite = String(trx.client.config.client).startsWith('sqlite');
	const prepared = sqlite
		? rows.map((row) =>
				Object.fromEntries(
					Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.getTime() : value]),
				),
			)
		: rows;
	for (let i = 0; i < prepared.length; i += CHUNK) await trx(table).insert(prepared.slice(i, i + CHUNK));
	if (!sqlite && 'id' in (rows[0] as Record<string, unknown>) && typeof (rows[0] as { id: unknown }).id === 'number')
		await trx.raw(`SELECT setval(pg_get_serial_sequence(?, 'id'), (SELECT MAX(id) FROM ??))`, [table, table]);
}
