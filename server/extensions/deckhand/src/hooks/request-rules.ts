import type { RegisterFunctions } from '@directus/types';
import { dashboardHeaders } from '../dashboard/headers.ts';
import { refuseMalformedAddress } from '../http/address.ts';
import { hideServerFaults, namedClientErrors } from '../http/client-errors.ts';
import { onRoutes } from '../http/guard.ts';
import { refuseMalformedQuery, refuseMalformedSearch } from '../http/query-shape.ts';

/**
 * How a request is read and how its errors leave the server, for every route, Deckhand's and
 * Directus's. A malformed address or query is refused before Directus's own middleware reads
 * it (`middlewares.before`), a SEARCH's query once its body is parsed (`routes.before`); a
 * request at fault gets a named 4xx (the translation sits after every route, before Directus's
 * error handler); a server fault a 500 that says nothing of its cause (the cause goes to the log).
 */
export function requestRules({ filter, init }: Pick<RegisterFunctions, 'filter' | 'init'>): void {
	onRoutes(init, 'middlewares.before', (app) => {
		// Every answer under /app, a refusal included, carries the dashboard's headers (in place of Directus's policy).
		app.use('/app', dashboardHeaders);
		app.use(refuseMalformedAddress);
		app.use(refuseMalformedQuery);
	});
	onRoutes(init, 'routes.before', (app) => {
		app.use(refuseMalformedSearch);
	});
	onRoutes(init, 'routes.custom.after', (app) => {
		app.use(namedClientErrors);
	});
	filter('request.error', (errors) => hideServerFaults(errors as Parameters<typeof hideServerFaults>[0]));
}
