import endpoint from '../../server/extensions/deckhand/src/endpoints/index.ts';
import hook from '../../server/extensions/deckhand/src/hooks/index.ts';

type Register = (...args: unknown[]) => unknown;

/** An object whose every method records what it is called with, and does nothing else. */
function recorder(record: (method: string, path: unknown) => void): Record<string, Register> {
	return new Proxy(
		{},
		{
			get:
				(_target, method) =>
				(...args: unknown[]) =>
					record(String(method), args[0]),
		},
	);
}

const quiet = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} };

/**
 * The routes the extension serves, as `METHOD /deckhand/path`, read by registering its
 * endpoint on a router that only records: a route added to the code is listed here the day it is
 * written, with no server running.
 */
export function endpointRoutes(): string[] {
	const routes: string[] = [];
	const router = recorder((method, path) => routes.push(`${method.toUpperCase()} /deckhand${String(path)}`));
	const context = { database: {}, services: {}, getSchema: async () => ({}), logger: quiet, env: {} };
	(endpoint as unknown as { handler: (router: unknown, context: unknown) => void }).handler(router, context);
	return routes;
}

/**
 * The paths under which the extension's hooks add middleware of their own to Directus's app
 * (`/app`, `/comments`…); middleware for every path (guards, limits) is not a route and is left out.
 */
export async function hookPaths(): Promise<string[]> {
	const paths = new Set<string>();
	const inits: Array<(meta: { app: unknown }) => unknown> = [];
	const app = recorder((method, path) => {
		if (method === 'use' && typeof path === 'string') paths.add(path);
	});
	const events = {
		filter: () => {},
		action: () => {},
		schedule: () => {},
		init: (_event: string, register: (meta: { app: unknown }) => unknown) => inits.push(register),
	};
	(hook as unknown as (events: unknown, context: unknown) => void)(events, {
		env: {},
		database: {},
		logger: quiet,
		services: {},
		getSchema: async () => ({}),
	});
	for (const register of inits) await register({ app });
	return [...paths];
}
