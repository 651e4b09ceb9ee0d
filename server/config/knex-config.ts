import knex, { type Knex } from 'knex';

/** A knex configuration for the same database Directus uses, read from the same environment. */
export function knexConfig(env: Record<string, string>): Knex.Config {
	const client = env['DB_CLIENT'] ?? 'sqlite3';
	if (client === 'sqlite3') return { client, connection: { filename: env['DB_FILENAME']! }, useNullAsDefault: true };
	if (env['DB_CONNECTION_STRING']) return { client, connection: env['DB_CONNECTION_STRING'] };
	return {
		client,
		connection: {
			host: env['DB_HOST'],
			port: Number(env['DB_PORT'] ?? 5432),
			database: env['DB_DATABASE'],
			user: env['DB_USER'],
			password: env['DB_PASSWORD'],
		},
	};
}

/** A connection of Deckhand's own to the database `env` names, for one piece of work. */
export async function withDatabase<T>(env: Record<string, string>, work: (database: Knex) => Promise<T>): Promise<T> {
	const database = knex(knexConfig(env));
	try {
		return await work(database);
	} finally {
		await database.destroy();
	}
}
