import type { Knex } from 'knex';
import { isSqlite, rawRows } from '../../server/extensions/deckhand/src/db.ts';

/** The columns of the index `name`, in its order, on either database; none when there is no such index. */
export async function indexColumns(db: Knex, name: string): Promise<string[]> {
	if (isSqlite(db))
		return (
			(await db.raw('select name from pragma_index_info(?) order by seqno', [name])) as Array<{ name: string }>
		).map((column) => column.name);
	const rows = rawRows(
		await db.raw(
			`select attribute.attname as name from pg_index entry
				join pg_class index_class on index_class.oid = entry.indexrelid
				join pg_attribute attribute on attribute.attrelid = entry.indrelid and attribute.attnum = any (entry.indkey)
				where index_class.relname = ? order by array_position(entry.indkey::int2[], attribute.attnum)`,
			[name],
		),
	);
	return rows.map((row) => String(row['name']));
}
