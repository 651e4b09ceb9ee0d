/**
 * The access model as data: for every collection the server knows (Deckhand's own, Directus's
 * system ones) and every table Deckhand keeps from Directus, what each role's valid create,
 * read, update and delete finally gets; and for every route in `hostile-routes.ts` (the extension's
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

export const SIGN_IN: Expected = { outcome: 'refused', status: 401, code: 'FORBIDDEN' };
export const yes = (note?: string): Expected => (note ? { outcome: 'allowed', note } : { outcome: 'allowed' });
export const no = (note?: string): Expected => ({
	outcome: 'refused',
	status: 403,
	code: 'FORBIDDEN',
	...(note ? { note } : {}),
});
/** An operation the server does not have (a singleton's second row, a log's edits). */
const none = (note: string): Expected => ({ outcome: 'refused', status: 404, code: 'ROUTE_NOT_FOUND', note });
export const scoped = (note: string, outside: Refusal | 'hidden'): Expected => ({ outcome: 'scoped', note, outside });
export const FORBIDDEN: Refusal = { status: 403, code: 'FORBIDDEN' };
export const PRICE_CHANGE_FORBIDDEN: Refusal = { status: 403, code: 'PRICE_CHANGE_FORBIDDEN' };
/** The shop's staff refund limit is 0 until the owner sets one: a clerk's refund of money is refused. */
export const REFUND_LIMIT_EXCEEDED: Refusal = { status: 422, code: 'REFUND_LIMIT_EXCEEDED' };

const BOOKS = no('written only by Deckhand’s commands');
const NOT_IN_USE = 'when nothing refers to it (else 409 IN_USE)';
const BY_HAND = 'by hand; buylists, regrades and imports keep the average cost otherwise';

/** One collection's cells: a visitor is refused everything; then staff's and the administrator's answer per action. */
function collection(
	name: string,
	group: CollectionGroup,
	cells: Record<Action, [staff: Expected, administrator: Expected]>,
): CollectionAccess {
	const byRole = ([staff, administrator]: [Expected, Expected]): Record<Role, Expected> => ({
		anonymous: SIGN_IN,
		staff,
		administrator,
	});
	return {
		collection: name,
		group,
		cells: {
			create: byRole(cells.create),
			read: byRole(cells.read),
			update: byRole(cells.update),
			delete: byRole(cells.delete),
		},
	};
}

/** Catalog and customers: staff create, read and update; only administrators delete. */
const worked = (name: string, deleteNote = NOT_IN_USE) =>
	collection(name, 'shop', {
		create: [yes(), yes()],
		read: [yes(), yes()],
		update: [yes(), yes()],
		delete: [no(), yes(deleteNote)],
	});
/** A book: read by whoever may, written only by the commands. */
const book = (name: string, staffReads = true) =>
	collection(name, 'shop', {
		create: [no(), BOOKS],
		read: [staffReads ? yes() : no(), yes()],
		update: [no(), BOOKS],
		delete: [no(), BOOKS],
	});
/** The owner's: staff read it, administrators change it. */
const owners = (name: string, group: CollectionGroup, deleteNote?: string) =>
	collection(name, group, {
		create: [no(), yes()],
		read: [yes(), yes()],
		update: [no(), yes()],
		delete: [no(), yes(deleteNote)],
	});
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
	return collection(name, 'directus', {
		create: [refused, refused],
		read: [refused, refused],
		update: [refused, refused],
		delete: [refused, refused],
	});
};
/** A collection with no route: the items API refuses every system collection, for every role. */
const unserved = (name: string) =>
	collection(name, 'unserved', {
		create: [no(), no()],
		read: [no(), no()],
		update: [no(), no()],
		delete: [no(), no()],
	});
/** A table Directus is told to ignore (`DB_EXCLUDE_TABLES`): no role reaches it through the items API or GraphQL. */
const hidden = (name: string) =>
	collection(name, 'hidden', {
		create: [no(), no()],
		read: [no(), no()],
		update: [no(), no()],
		delete: [no(), no()],
	});

export const NOTES = 'notes on cards, orders, buylists and customers';
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
	collection('buylist_lines', 'shop', {
		create: [no(), BOOKS],
		read: [no('through /deckhand/buylists/:id: the offers of open buylists and of those closed today'), yes()],
		update: [no(), BOOKS],
		delete: [no(), BOOKS],
	}),
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
	collection('directus_activity', 'system', {
		create: [none(LOG), none(LOG)],
		read: [no(), yes()],
		update: [none(LOG), none(LOG)],
		delete: [none(LOG), none(LOG)],
	}),
	collection('directus_revisions', 'system', {
		create: [none(LOG), none(LOG)],
		read: [no(), yes()],
		update: [none(LOG), none(LOG)],
		delete: [none(LOG), none(LOG)],
	}),
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
	hidden('refused_cash'),
	hidden('buylist_events'),
	hidden('import_jobs'),
	hidden('import_rows'),
	hidden('market_prices'),
	hidden('price_reviews'),
	hidden('idempotency_keys'),
	hidden('card_day_sales'),
	hidden('sku_stock'),
	hidden('sku_tally'),
	hidden('parked_sales'),
	hidden('schema_fingerprint'),
	hidden('catalogue_runs'),
	hidden('catalogue_entries'),
	hidden('catalogue_rows'),
	hidden('market_quotes'),
	hidden('catalogue_sources'),
	hidden('market_quote_changes'),
	hidden('deckhand_migrations'),
	hidden('deckhand_migrations_lock'),
];
