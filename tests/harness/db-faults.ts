import type { Knex } from 'knex';
import { isSqlite } from '../../server/extensions/deckhand/src/db.ts';

/**
 * Makes the database itself refuse deleting one row, with an error Directus does not translate
 * (as any unexpected database failure would be). Answers the function that lifts the refusal.
 * A trigger in each database's own dialect.
 */
export async function refuseDeleting(db: Knex, table: string, id: number): Promise<() => Promise<void>> {
	const name = `refuse_${table}_delete`;
	if (isSqlite(db)) {
		await db.raw(
			`CREATE TRIGGER ${name} BEFORE DELETE ON ${table} WHEN OLD.id = ${id} BEGIN SELECT RAISE(ABORT, 'refused by a test trigger'); END`,
		);
		return async () => void (await db.raw(`DROP TRIGGER ${name}`));
	}
	await db.raw(
		`CREATE FUNCTION ${name}() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused by a test trigger'; END $$ LANGUAGE plpgsql`,
	);
	await db.raw(
		`CREATE TRIGGER ${name} BEFORE DELETE ON ${table} FOR EACH ROW WHEN (OLD.id = ${id}) EXECUTE FUNCTION ${name}()`,
	);
	return async () => {
		await db.raw(`DROP TRIGGER ${name} ON ${table}`);
		await db.raw(`DROP FUNCTION ${name}()`);
	};
}

/**
 * Makes the database itself refuse every insert into a table (a failure part-way through a
 * command that writes it last), with an error Directus does not translate. Answers the function
 * that lifts the refusal. A trigger in each database's own dialect.
 */
export async function refuseInserting(db: Knex, table: string): Promise<() => Promise<void>> {
	const name = `refuse_${table}_insert`;
	if (isSqlite(db)) {
		await db.raw(
			`CREATE TRIGGER ${name} BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'refused by a test trigger'); END`,
		);
		return async () => void (await db.raw(`DROP TRIGGER ${name}`));
	}
	await db.raw(
		`CREATE FUNCTION ${name}() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused by a test trigger'; END $$ LANGUAGE plpgsql`,
	);
	await db.raw(`CREATE TRIGGER ${name} BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`);
	return async () => {
		await db.raw(`DROP TRIGGER ${name} ON ${table}`);
		await db.raw(`DROP FUNCTION ${name}()`);
	};
}
