import {
	FORBIDDEN,
	NOTES,
	no,
	PRICE_CHANGE_FORBIDDEN,
	REFUND_LIMIT_EXCEEDED,
	scoped,
	SIGN_IN,
	yes,
	type Expected,
	type Role,
} from './access-matrix.ts';
import { HOSTILE_ROUTES } from './hostile-routes.ts';

/*
 * The access model's routes (`access-matrix.ts` has its collections): for every route in
 * `hostile-routes.ts`, what a visitor's, staff's and an administrator's valid request gets.
 */

export interface EndpointAccess {
	method: string;
	path: string;
	cells: Record<Role, Expected>;
}

/** A route's cells: a visitor, staff, an administrator. */
const route = (anonymous: Expected, staff: Expected, administrator: Expected): Record<Role, Expected> => ({
	anonymous,
	staff,
	administrator,
});
/** Any signed-in person. */
const SIGNED_IN = route(SIGN_IN, yes(), yes());
/** Administrators only, with the error the route refuses staff with. */
const ADMINISTRATORS = route(SIGN_IN, no(), yes());
const PRICE_COMMAND = route(SIGN_IN, { outcome: 'refused', ...PRICE_CHANGE_FORBIDDEN }, yes());
const REPORT = route(SIGN_IN, no(), yes());

/** Each route of `HOSTILE_ROUTES`, by `METHOD path`. */
const ROUTE_CELLS: Record<string, Record<Role, Expected>> = {
	'POST /deckhand/stock/adjust': SIGNED_IN,
	'POST /deckhand/checkout': route(
		SIGN_IN,
		yes('a discount up to the staff cap; a trade-in within the staff limit'),
		yes(),
	),
	'POST /deckhand/orders/:id/transition': route(
		SIGN_IN,
		scoped('every change; a refund up to the staff refund limit', REFUND_LIMIT_EXCEEDED),
		yes(),
	),
	'POST /deckhand/orders/:id/refund': route(
		SIGN_IN,
		scoped('copies worth up to the staff refund limit', REFUND_LIMIT_EXCEEDED),
		yes(),
	),
	'POST /deckhand/profile/password': route(SIGN_IN, yes('their own'), yes('their own')),
	'POST /deckhand/staff/:user/unlock': ADMINISTRATORS,
	'POST /deckhand/credit/adjust': ADMINISTRATORS,
	'POST /deckhand/prices/reprice': PRICE_COMMAND,
	'POST /deckhand/stock/regrade': SIGNED_IN,
	'POST /deckhand/prices/set': PRICE_COMMAND,
	'POST /deckhand/prices/restore': PRICE_COMMAND,
	'POST /deckhand/prices/undo-run': PRICE_COMMAND,
	'GET /deckhand/prices/history': SIGNED_IN,
	'GET /deckhand/prices/market': ADMINISTRATORS,
	'GET /deckhand/prices/reviews': ADMINISTRATORS,
	'GET /deckhand/prices/runs': ADMINISTRATORS,
	'POST /deckhand/prices/reviews/decide': PRICE_COMMAND,
	'GET /deckhand/books': ADMINISTRATORS,
	'POST /deckhand/books/check': ADMINISTRATORS,
	'GET /deckhand/backups': ADMINISTRATORS,
	'POST /deckhand/backups/restore': ADMINISTRATORS,
	'GET /deckhand/catalogue/runs': ADMINISTRATORS,
	'POST /deckhand/catalogue/runs': ADMINISTRATORS,
	'GET /deckhand/catalogue/runs/:id': ADMINISTRATORS,
	'POST /deckhand/catalogue/runs/:id/cancel': ADMINISTRATORS,
	'GET /deckhand/catalogue/sources': ADMINISTRATORS,
	'PATCH /deckhand/catalogue/sources/:source': ADMINISTRATORS,
	'GET /deckhand/views': route(SIGN_IN, yes('their own and the shared ones'), yes('their own and the shared ones')),
	'POST /deckhand/views': route(SIGN_IN, scoped('their own; not shared with everyone', FORBIDDEN), yes()),
	'DELETE /deckhand/views/:id': route(
		SIGN_IN,
		scoped('their own; not a shared one', FORBIDDEN),
		yes('their own and the shared ones'),
	),
	'GET /deckhand/inventory': SIGNED_IN,
	'GET /deckhand/catalogue/cards': SIGNED_IN,
	'GET /deckhand/catalogue/cards/:card': SIGNED_IN,
	'GET /deckhand/catalogue/pictures/:card': SIGNED_IN,
	'POST /deckhand/catalogue/pictures/keep': ADMINISTRATORS,
	'GET /deckhand/activity': ADMINISTRATORS,
	'GET /deckhand/tills/sessions': ADMINISTRATORS,
	'GET /deckhand/tills/:till/status': route(SIGN_IN, yes('without the cash expected'), yes()),
	'GET /deckhand/tills/:till/sessions': SIGNED_IN,
	'POST /deckhand/tills/:till/open': SIGNED_IN,
	'POST /deckhand/tills/:till/sessions/:session/cash': SIGNED_IN,
	'POST /deckhand/tills/:till/sessions/:session/close': route(
		SIGN_IN,
		scoped('a session they opened', FORBIDDEN),
		yes('any session'),
	),
	'GET /deckhand/tills/:till/sessions/:session/report': route(SIGN_IN, scoped('a closed session', FORBIDDEN), yes()),
	'GET /deckhand/parked-sales': SIGNED_IN,
	'POST /deckhand/parked-sales': SIGNED_IN,
	'POST /deckhand/parked-sales/:id/resume': route(SIGN_IN, yes('whoever parked it'), yes('whoever parked it')),
	'DELETE /deckhand/parked-sales/:id': route(SIGN_IN, yes('whoever parked it'), yes('whoever parked it')),
	'POST /deckhand/buylists': SIGNED_IN,
	'GET /deckhand/buylists/:id': SIGNED_IN,
	'GET /deckhand/buylists/:id/arrivals': SIGNED_IN,
	'PATCH /deckhand/buylists/:id': SIGNED_IN,
	'POST /deckhand/buylists/:id/lines': SIGNED_IN,
	'PATCH /deckhand/buylists/:id/lines/:line': route(SIGN_IN, scoped('not the offer', FORBIDDEN), yes()),
	'DELETE /deckhand/buylists/:id/lines/:line': SIGNED_IN,
	'POST /deckhand/buylists/:id/transition': route(
		SIGN_IN,
		scoped('a completion within the staff limit; above it the buylist waits for approval', {
			status: 422,
			code: 'BUYLIST_LIMIT_EXCEEDED',
		}),
		yes(),
	),
	'POST /deckhand/imports': ADMINISTRATORS,
	'GET /deckhand/imports': ADMINISTRATORS,
	'GET /deckhand/imports/:id': ADMINISTRATORS,
	'GET /deckhand/imports/:id/rows': ADMINISTRATORS,
	'POST /deckhand/imports/:id/plan': ADMINISTRATORS,
	'POST /deckhand/imports/:id/commit': ADMINISTRATORS,
	'POST /deckhand/imports/:id/cancel': ADMINISTRATORS,
	'GET /deckhand/exports/inventory.csv': ADMINISTRATORS,
	'GET /deckhand/exports/orders.csv': ADMINISTRATORS,
	'GET /deckhand/exports/customers.csv': ADMINISTRATORS,
	'GET /deckhand/exports/buylists.csv': ADMINISTRATORS,
	'GET /deckhand/exports/all.zip': ADMINISTRATORS,
	'GET /deckhand/reports/kpis': route(SIGN_IN, yes('no figure unless the owner lets staff see them; no cost'), yes()),
	'GET /deckhand/reports/margins': REPORT,
	'GET /deckhand/reports/work-queues': route(SIGN_IN, yes('without cost figures'), yes()),
	'GET /deckhand/reports/charts': route(
		SIGN_IN,
		yes('no figure unless the owner lets staff see them; no cost'),
		yes(),
	),
	'GET /deckhand/reports/sales-by-day': REPORT,
	'GET /deckhand/reports/sales-by-game': REPORT,
	'GET /deckhand/reports/tax-by-day': REPORT,
	'GET /deckhand/reports/till-days': REPORT,
	'GET /deckhand/reports/credit-liability': REPORT,
	'GET /app/*': route(yes('the sign-in page'), yes(), yes()),
	'GET /comments': route(SIGN_IN, scoped(NOTES, 'hidden'), yes()),
	'SEARCH /comments': route(SIGN_IN, scoped(NOTES, 'hidden'), yes()),
	'POST /files': SIGNED_IN,
	'POST /utils/import/customers': route(
		SIGN_IN,
		yes('Directus’s import, into a collection they create and update in'),
		yes(),
	),
	'POST /comments': route(SIGN_IN, scoped(NOTES, FORBIDDEN), yes()),
};

export const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** Every route of `HOSTILE_ROUTES` that has cells, in that list's order. */
export const ENDPOINT_ACCESS: EndpointAccess[] = HOSTILE_ROUTES.flatMap((hostile) => {
	const cells = ROUTE_CELLS[routeKey(hostile)];
	return cells ? [{ method: hostile.method, path: hostile.path, cells }] : [];
});

/** What keeps the two lists one: routes `HOSTILE_ROUTES` lists without cells here, and cells of a route it does not list. Both stay empty. */
export const UNMATCHED_ROUTES = {
	withoutCells: HOSTILE_ROUTES.map(routeKey).filter((key) => !(key in ROUTE_CELLS)),
	notInHostileRoutes: Object.keys(ROUTE_CELLS).filter(
		(key) => !HOSTILE_ROUTES.some((hostile) => routeKey(hostile) === key),
	),
};
