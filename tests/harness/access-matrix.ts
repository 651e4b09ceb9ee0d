import { HOSTILE_ROUTES } from './hostile.ts';

/**
 * The access model as data: for every collection the server knows (Deckhand's own, Directus's
 * system ones) and every table Deckhand keeps from Directus, what each role's valid create,
 * read, update and delete finally gets; and for every route in `hostile.ts` (the extension's
 * and the Directus routes its hooks guard), what each role's valid request gets. A cell is
 * "allowed" only when the request succeeds: a permission Directus grants but a hook refuses is
 * refused. `docs/access-matrix.md` is generated from this file (`npm run docs:access`) and
 * `tests/integration/access-matrix.test.ts` asserts every cell against the real server.
 */
export const ROLES = ['anonymous', 'staff', 'administrator'] as const;
export type Role = (typeof ROLES)[number];

export const ACTIONS = ['create', 'read', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/** What the server answers a refused request: its status and error code. */
export interface Refusal {
	status: 401 | 403 | 404 | 409 | 422;
	code: string;
}

export type Expected =
	/** The request succeeds. */
	| { outcome: 'allowed'; note?: string }
	/** Allowed within a scope the note names; outside it refused as `outside` says, or (reads) the rows hidden. */
	| { outcome: 'scoped'; note: string; outside: Refusal | 'hidden' }
	/** Refused: 401 for a visitor, 403 for a role without the right, 404 where the server has no such operation. */
	| ({ outcome: 'refused'; note?: string } & Refusal);

export type CollectionGroup = 'shop' | 'system' | 'directus' | 'unserved' | 'hidden';

export const GROUPS: Record<CollectionGroup, string> = {
	shop: "Deckhand's collections",
	system: 'Directus system collections Deckhand uses',
	directus: "Directus's own administration, which the shop does not use",
	unserved: 'Directus system collections with no route of their own',
	hidden: "Deckhand's own tables, hidden from Directus",
};

export interface CollectionAccess {
	collection: string;
	group: CollectionGroup;
	cells: Record<Action, Record<Role, Expected>>;
}

export interface EndpointAccess {
	method: string;
	path: string;
	cells: Record<Role, Expected>;
}

const SIGN_IN: Expected = { outcome: 'refused', status: 401, code: 'FORBIDDEN' };
const yes = (note?: string): Expected => (note ? { outcome: 'allowed', note } : { outcome: 'allowed' });
const no = (note?: string): Expected => ({ outcome: 'refused', status: 403, code: 'FORBIDDEN', ...(note ? { note } : {}) });
/** An operation the server does not have (a singleton's second row, a log's edits). */
const none = (note: string): Expected => ({ outcome: 'refused', status: 404, code: 'ROUTE_NOT_FOUND', note });
const scoped = (note: string, outside: Refusal | 'hidden'): Expected => ({ outcome: 'scoped', note, outside });
const FORBIDDEN: Refusal = { status: 403, code: 'FORBIDDEN' };
const PRICE_CHANGE_FORBIDDEN: Refusal = { status: 403, code: 'PRICE_CHANGE_FORBIDDEN' };

const BOOKS = no('written only by Deckhand’s commands');
const NOT_IN_USE = 'when nothing refers to it (else 409 IN_USE)';
const BY_HAND = 'by hand; buylists, regrades and imports keep the average cost otherwise';

/** One collection's cells: a visitor is refused everything; then staff's and the administrator's answer per action. */
function collection(name: string, group: CollectionGroup, cells: Record<Action, [staff: Expected, administrator: Expected]>): CollectionAccess {
	const byRole = ([staff, administrator]: [Expected, Expected]): Record<Role, Expected> => ({ anonymous: SIGN_IN, staff, administrator });
	return { collection: name, group, cells: { create: byRole(cells.create), read: byRole(cells.read), update: byRole(cells.update), delete: byRole(cells.delete) } };
}

/** Catalog and customers: staff create, read and update; only administrators delete. */
const worked = (name: string, deleteNote = NOT_IN_USE) =>
	collection(name, 'shop', { create: [yes(), yes()], read: [yes(), yes()], update: [yes(), yes()], delete: [no(), yes(deleteNote)] });
/** A book: read by whoever may, written only by the commands. */
const book = (name: string, staffReads = true) =>
	collection(name, 'shop', { create: [no(), BOOKS], read: [staffReads ? yes() : no(), yes()], update: [no(), BOOKS], delete: [no(), BOOKS] });
/** The owner's: staff read it, administrators change it. */
const owners = (name: string, group: CollectionGroup, deleteNote?: string) =>
	collection(name, group, { create: [no(), yes()], read: [yes(), yes()], update: [no(), yes()], delete: [no(), yes(deleteNote)] });
/** Directus's administration: staff have no right to it; administrators do. */
const administration = (name: string, group: CollectionGroup, notes: Partial<Record<Action, Expected>> = {}) =>
	collection(name, group, {
		create: [no(), notes.create ?? yes()],
		read: [no(), notes.read ?? yes()],
		update: [no(), notes.update ?? yes()],
		delete: [no(), notes.delete ?? yes()],
	});
/**
 * Directus's deployments of a website, closed by Deckhand for every role: the shop has no website
 * to deploy, and Directus calls the provider with whatever token it is sent before it checks who asks.
 */
const closed = (name: string) => {
	const refused = no('closed by Deckhand: the shop deploys no website');
	return collection(name, 'directus', { create: [refused, refused], read: [refused, refused], update: [refused, refused], delete: [refused, refused] });
};
/** A collection with no route: the items API refuses every system collection, for every role. */
const unserved = (name: string) =>
	collection(name, 'unserved', { create: [no(), no()], read: [no(), no()], update: [no(), no()], delete: [no(), no()] });
/** A table Directus is told to ignore (`DB_EXCLUDE_TABLES`): no role reaches it through the items API or GraphQL. */
const hidden = (name: string) =>
	collection(name, 'hidden', { create: [no(), no()], read: [no(), no()], update: [no(), no()], delete: [no(), no()] });

const NOTES = 'notes on cards, orders, buylists and customers';
const LOG = 'written by Directus itself';
const INSTALLED = 'closed by Deckhand: installed and switched on with the server’s files';

export const COLLECTION_ACCESS: CollectionAccess[] = [
	worked('games'),
	worked('sets'),
	worked('cards'),
	collection('skus', 'shop', {
		create: [yes('unpriced, 0 on hand'), yes('unpriced, 0 on hand')],
		read: [yes(), yes()],
		update: [
			scoped('bin and barcode, not the price', PRICE_CHANGE_FORBIDDEN),
			yes('bin and barcode; price, quantity and identity through their commands'),
		],
		delete: [no(), yes('without stock history or sales (else 409 IN_USE)')],
	}),
	collection('sku_costs', 'shop', {
		create: [no(), yes(BY_HAND)],
		read: [no(), yes()],
		update: [no(), yes(BY_HAND)],
		delete: [no(), yes(BY_HAND)],
	}),
	book('stock_movements'),
	worked('customers'),
	book('orders'),
	book('order_lines'),
	book('order_line_costs', false),
	book('order_events'),
	book('order_payments'),
	book('buylists'),
	book('buylist_lines'),
	owners('buying_rules', 'shop'),
	book('credit_ledger'),
	collection('shop_settings', 'shop', {
		create: [none('one row'), none('one row')],
		read: [yes(), yes()],
		update: [no(), yes()],
		delete: [no(), no('one row: changed, never deleted')],
	}),
	owners('tills', 'shop', 'a till never opened (else 409 IN_USE; retire it instead)'),
	book('till_sessions'),

	collection('directus_users', 'system', {
		create: [no(), yes('within Core’s 3 seats (else 409 SEAT_LIMIT)')],
		read: [yes('every account: name, e-mail, role'), yes()],
		update: [scoped('their own name, e-mail, password and looks', FORBIDDEN), yes()],
		delete: [no(), yes('not their own account, nor the last administrator')],
	}),
	collection('directus_files', 'system', {
		create: [yes('upload a picture'), yes()],
		read: [yes(), yes()],
		update: [no(), yes()],
		delete: [no(), yes('not a picture a card shows (else 409 IN_USE)')],
	}),
	owners('directus_folders', 'system'),
	collection('directus_comments', 'system', {
		create: [scoped(NOTES, FORBIDDEN), yes()],
		read: [scoped(NOTES, 'hidden'), yes()],
		update: [no(), yes()],
		delete: [no(), yes()],
	}),
	owners('directus_roles', 'system'),
	administration('directus_policies', 'system'),
	administration('directus_permissions', 'system'),
	administration('directus_access', 'system'),
	collection('directus_presets', 'system', {
		create: [no('saved views go through /deckhand/views'), yes()],
		read: [no('saved views go through /deckhand/views'), yes()],
		update: [no(), yes()],
		delete: [no(), yes()],
	}),
	collection('directus_settings', 'system', {
		create: [none('one row'), none('one row')],
		read: [no('the shop’s name and colour come from /server/info'), yes()],
		update: [no(), yes()],
		delete: [none('one row'), none('one row')],
	}),
	collection('directus_activity', 'system', { create: [none(LOG), none(LOG)], read: [no(), yes()], update: [none(LOG), none(LOG)], delete: [none(LOG), none(LOG)] }),
	collection('directus_revisions', 'system', { create: [none(LOG), none(LOG)], read: [no(), yes()], update: [none(LOG), none(LOG)], delete: [none(LOG), none(LOG)] }),
	administration('directus_notifications', 'system'),

	administration('directus_collections', 'directus'),
	administration('directus_fields', 'directus'),
	administration('directus_relations', 'directus'),
	administration('directus_dashboards', 'directus'),
	administration('directus_panels', 'directus'),
	administration('directus_flows', 'directus'),
	administration('directus_operations', 'directus'),
	administration('directus_shares', 'directus'),
	administration('directus_translations', 'directus'),
	administration('directus_versions', 'directus'),
	collection('directus_extensions', 'directus', {
		create: [no(INSTALLED), no(INSTALLED)],
		read: [no(), yes()],
		update: [no(INSTALLED), no(INSTALLED)],
		delete: [no(INSTALLED), no(INSTALLED)],
	}),
	closed('directus_deployments'),
	closed('directus_deployment_projects'),
	closed('directus_deployment_runs'),

	unserved('directus_migrations'),
	unserved('directus_sessions'),
	unserved('directus_oauth_clients'),
	unserved('directus_oauth_codes'),
	unserved('directus_oauth_consents'),
	unserved('directus_oauth_tokens'),

	hidden('price_changes'),
	hidden('books_checks'),
	hidden('cash_movements'),
	hidden('open_tills'),
	hidden('buylist_events'),
	hidden('import_jobs'),
	hidden('import_rows'),
	hidden('market_prices'),
	hidden('price_reviews'),
	hidden('idempotency_keys'),
	hidden('card_day_sales'),
	hidden('sku_stock'),
	hidden('deckhand_migrations'),
	hidden('deckhand_migrations_lock'),
];

/** A route's cells: a visitor, staff, an administrator. */
const route = (anonymous: Expected, staff: Expected, administrator: Expected): Record<Role, Expected> => ({ anonymous, staff, administrator });
/** Any signed-in person. */
const SIGNED_IN = route(SIGN_IN, yes(), yes());
/** Administrators only, with the error the route refuses staff with. */
const ADMINISTRATORS = route(SIGN_IN, no(), yes());
const PRICE_COMMAND = route(SIGN_IN, { outcome: 'refused', ...PRICE_CHANGE_FORBIDDEN }, yes());
const REPORT = route(SIGN_IN, no(), yes());

/** Each route of `HOSTILE_ROUTES`, by `METHOD path`. */
const ROUTE_CELLS: Record<string, Record<Role, Expected>> = {
	'POST /deckhand/stock/adjust': SIGNED_IN,
	'POST /deckhand/checkout': route(SIGN_IN, yes('a discount up to the staff cap; a trade-in within the staff limit'), yes()),
	'POST /deckhand/orders/:id/transition': route(SIGN_IN, scoped('every change but a refund', FORBIDDEN), yes()),
	'POST /deckhand/profile/password': route(SIGN_IN, yes('their own'), yes('their own')),
	'POST /deckhand/credit/adjust': ADMINISTRATORS,
	'POST /deckhand/prices/reprice': PRICE_COMMAND,
	'POST /deckhand/stock/regrade': SIGNED_IN,
	'POST /deckhand/prices/set': PRICE_COMMAND,
	'POST /deckhand/prices/restore': PRICE_COMMAND,
	'POST /deckhand/prices/undo-run': PRICE_COMMAND,
	'GET /deckhand/prices/history': SIGNED_IN,
	'GET /deckhand/prices/market': ADMINISTRATORS,
	'GET /deckhand/prices/reviews': ADMINISTRATORS,
	'POST /deckhand/prices/reviews/decide': PRICE_COMMAND,
	'GET /deckhand/books': ADMINISTRATORS,
	'POST /deckhand/books/check': ADMINISTRATORS,
	'GET /deckhand/views': route(SIGN_IN, yes('their own and the shared ones'), yes('their own and the shared ones')),
	'POST /deckhand/views': route(SIGN_IN, scoped('their own; not shared with everyone', FORBIDDEN), yes()),
	'DELETE /deckhand/views/:id': route(SIGN_IN, scoped('their own; not a shared one', FORBIDDEN), yes('their own and the shared ones')),
	'GET /deckhand/inventory': SIGNED_IN,
	'GET /deckhand/activity': ADMINISTRATORS,
	'GET /deckhand/tills/sessions': ADMINISTRATORS,
	'GET /deckhand/tills/:till/status': route(SIGN_IN, yes('without the cash expected'), yes()),
	'GET /deckhand/tills/:till/sessions': SIGNED_IN,
	'POST /deckhand/tills/:till/open': SIGNED_IN,
	'POST /deckhand/tills/:till/sessions/:session/cash': SIGNED_IN,
	'POST /deckhand/tills/:till/sessions/:session/close': SIGNED_IN,
	'GET /deckhand/tills/:till/sessions/:session/report': route(SIGN_IN, scoped('a closed session', FORBIDDEN), yes()),
	'POST /deckhand/buylists': SIGNED_IN,
	'GET /deckhand/buylists/:id': SIGNED_IN,
	'PATCH /deckhand/buylists/:id': SIGNED_IN,
	'POST /deckhand/buylists/:id/lines': SIGNED_IN,
	'PATCH /deckhand/buylists/:id/lines/:line': route(SIGN_IN, scoped('not the offer', FORBIDDEN), yes()),
	'DELETE /deckhand/buylists/:id/lines/:line': SIGNED_IN,
	'POST /deckhand/buylists/:id/transition': route(
		SIGN_IN,
		scoped('a completion within the staff limit; above it the buylist waits for approval', { status: 422, code: 'BUYLIST_LIMIT_EXCEEDED' }),
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
	'GET /deckhand/reports/kpis': route(SIGN_IN, yes('without cost figures'), yes()),
	'GET /deckhand/reports/margins': REPORT,
	'GET /deckhand/reports/work-queues': route(SIGN_IN, yes('without cost figures'), yes()),
	'GET /deckhand/reports/charts': route(SIGN_IN, yes('without cost figures'), yes()),
	'GET /deckhand/reports/sales-by-day': REPORT,
	'GET /deckhand/reports/sales-by-game': REPORT,
	'GET /deckhand/reports/tax-by-day': REPORT,
	'GET /deckhand/reports/till-days': REPORT,
	'GET /deckhand/reports/credit-liability': REPORT,
	'GET /app/*': route(yes('the sign-in page'), yes(), yes()),
	'GET /comments': route(SIGN_IN, scoped(NOTES, 'hidden'), yes()),
	'SEARCH /comments': route(SIGN_IN, scoped(NOTES, 'hidden'), yes()),
	'POST /files': SIGNED_IN,
	'POST /utils/import/customers': route(SIGN_IN, yes('Directus’s import, into a collection they create and update in'), yes()),
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
	notInHostileRoutes: Object.keys(ROUTE_CELLS).filter((key) => !HOSTILE_ROUTES.some((hostile) => routeKey(hostile) === key)),
};
