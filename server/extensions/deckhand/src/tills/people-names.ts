import type { Knex } from 'knex';

/** People as the tills name them: their name, or their e-mail address when they have none. */
export async function peopleNames(database: Knex, ids: Array<string | null>): Promise<Record<string, string>> {
	const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
	if (wanted.length === 0) return {};
	const rows = await database('directus_users')
		.select('id', 'first_name', 'last_name', 'email')
		.whereIn('id', wanted);
	return Object.fromEntries(
		rows.map((row) => [
			String(row.id),
			[row.first_name, row.last_name].filter(Boolean).join(' ') || String(row.email ?? row.id),
		]),
	);
}
