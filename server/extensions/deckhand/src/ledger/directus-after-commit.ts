import type { Accountability, SchemaOverview } from '@directus/types';
import type { Knex } from 'knex';
import type { AfterCommit } from './command.ts';

interface ServerEmitter {
	emitAction(event: string | string[], meta: Record<string, unknown>, context: Record<string, unknown>): void;
}

interface Services {
	UtilsService: new (options: { schema: SchemaOverview; accountability: Accountability | null }) => { clearCache(options: { system: boolean }): Promise<unknown> };
}

interface Logger {
	warn: (message: string) => void;
}

/**
 * Directus hands extensions an emitter of their own; Flows and other extensions' hooks listen
 * on the server's. It is the server's own module, loaded at run time from where Directus is
 * installed (bundling it would make a second, unheard emitter).
 */
async function loadServerEmitter(logger: Logger): Promise<ServerEmitter | null> {
	try {
		const specifier = '@directus/api/emitter';
		const module = (await import(import.meta.resolve(specifier))) as { default: ServerEmitter };
		return module.default;
	} catch (error) {
		logger.warn(`deckhand: commands emit no action events, the server's emitter did not load: ${String(error)}`);
		return null;
	}
}

const SYSTEM: Accountability = { admin: true, app: false, user: null, role: null, roles: [], ip: null } as unknown as Accountability;

/**
 * After a command commits: Directus's data cache is cleared (as its own items service does
 * after every write: the cache has no finer unit than "all"), and the action events a write
 * through the items API would have emitted are emitted, for each row of a collection Directus
 * knows, with the caller's own accountability.
 */
export function directusAfterCommit(context: { database: Knex; services: Services; getSchema: () => Promise<SchemaOverview>; logger: Logger }): AfterCommit {
	const emitter = loadServerEmitter(context.logger);
	return async (changes, actor) => {
		if (changes.length === 0) return;
		try {
			const schema = await context.getSchema();
			await new context.services.UtilsService({ schema, accountability: SYSTEM }).clearCache({ system: false });
			const server = await emitter;
			const accountability = { ...SYSTEM, admin: actor.admin, user: actor.user };
			for (const change of changes) {
				if (!schema.collections[change.collection]) continue;
				const keys = change.event === 'create' ? { key: change.keys[0] } : { keys: change.keys };
				server?.emitAction([`items.${change.event}`, `${change.collection}.items.${change.event}`], { payload: change.payload, collection: change.collection, ...keys }, {
					database: context.database,
					schema,
					accountability,
				});
			}
		} catch (error) {
			context.logger.warn(`deckhand: after a command: ${String(error)}`);
		}
	};
}
