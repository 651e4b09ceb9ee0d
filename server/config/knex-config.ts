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
export function withDatabase<T>(env: Record<string, string>, work: (database: Knex) => Promise<T>): Promise<T> {
	return withKnex(knexConfig(env), work);
}

/** Connections made by `config` for one piece of work, closed when it ends however it ends. */
export async function withKnex<T>(config: Knex.Config, work: (database: Knex) => Promise<T>): Promise<T> {
	const database = knex(config);
	try {
		return await work(database);
	} finally {
		await database.destroy();
	}
}
