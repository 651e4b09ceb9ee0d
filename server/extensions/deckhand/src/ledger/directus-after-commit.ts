import type { Accountability, SchemaOverview } from '@directus/types';
import type { Knex } from 'knex';
import { directusModule } from '../server-modules.ts';
import type { AfterCommit } from './command.ts';

interface ServerEmitter {
	emitAction(event: string | string[], meta: Record<string, unknown>, context: Record<string, unknown>): void;
}

interface Services {
	UtilsService: new (options: { schema: SchemaOverview; accountability: Accountability | null }) => {
		clearCache(options: { system: boolean }): Promise<unknown>;
	};
}

interface Logger {
	warn: (message: string) => void;
}

/** Directus hands extensions an emitter of their own; Flows and other extensions' hooks listen on the server's. */
async function loadServerEmitter(logger: Logger): Promise<ServerEmitter | null> {
	try {
		return (await directusModule<{ default: ServerEmitter }>('emitter')).default;
	} catch (error) {
		logger.warn(`deckhand: commands emit no action events, the server's emitter did not load: ${String(error)}`);
		return null;
	}
}

const SYSTEM: Accountability = {
	admin: true,
	app: false,
	user: null,
	role: null,
	roles: [],
	ip: null,
} as unknown as Accountability;

type Context = { database: Knex; services: Services; getSchema: () => Promise<SchemaOverview>; logger: Logger };

/**
 * Empties Directus's data cache, as its own items service does after every write (the cache has
 * no finer unit than "all"); with the cache in Redis, for every instance at once. For writes
 * Directus would not purge after: Deckhand's commands, and saved views (presets, which Directus
 * leaves out of its auto-purge for the Data Studio's sake).
 */
export function dataCacheClearer(context: Omit<Context, 'database'>): () => Promise<void> {
	return async () => {
		const schema = await context.getSchema();
		await new context.services.UtilsService({ schema, accountability: SYSTEM }).clearCache({ system: false });
	};
}

/**
 * After a command commits: Directus's data cache is cleared, and the action events a write
 * through the items API would have emitted are emitted, for each row of a collection Directus
 * knows, with the caller's own accountability.
 */
export function directusAfterCommit(context: Context): AfterCommit {
	const emitter = loadServerEmitter(context.logger);
	const clearCache = dataCacheClearer(context);
	return async (changes, actor) => {
		if (changes.length === 0) return;
		try {
			await clearCache();
			const schema = await context.getSchema();
			const server = await emitter;
			const accountability = { ...SYSTEM, admin: actor.admin, user: actor.user };
			for (const change of changes) {
				if (!schema.collections[change.collection]) continue;
				const keys = change.event === 'create' ? { key: change.keys[0] } : { keys: change.keys };
				server?.emitAction(
					[`items.${change.event}`, `${change.collection}.items.${change.event}`],
					{ payload: change.payload, collection: change.collection, ...keys },
					{
						database: context.database,
						schema,
						accountability,
					},
				);
			}
		} catch (error) {
			context.logger.warn(`deckhand: after a command: ${String(error)}`);
		}
	};
}
