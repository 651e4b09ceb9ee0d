import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What the signed-in user may use, computed only from what the server says (`/policies/me/globals`
 * and `/permissions/me`), never from role names or ids. The navigation, the route guards and
 * the disabled-with-a-reason buttons all read this one map. The UI only advises: the server decides.
 */
export type Capability =
	| 'home'
	| 'catalog'
	| 'checkout'
	| 'buylists'
	| 'overrideOffers'
	| 'approveBuylists'
	| 'buyingRules'
	| 'manageBuyingRules'
	| 'tills'
	| 'manageTills'
	| 'closeAnyTill'
	| 'orders'
	| 'refundOrders'
	| 'serverStatus'
	| 'checkBooks'
	| 'seeBackups'
	| 'seeCosts'
	| 'changePrices'
	| 'marketPricing'
	| 'deleteCatalog'
	| 'viewPriceHistory'
	| 'manageStaff'
	| 'viewActivity'
	| 'viewReports'
	| 'managePictures'
	| 'editSettings'
	| 'importExport'
	| 'catalogueSources'
	| 'customers'
	| 'adjustCredit';

export type Action = 'create' | 'read' | 'update' | 'delete' | 'share';
/** The shape of `/permissions/me`: per collection, per action, whether any access is granted. */
export type PermissionMap = Record<string, Partial<Record<Action, { access: 'none' | 'partial' | 'full' }>>>;

export interface ServerAccess {
	admin: boolean;
	permissions: PermissionMap;
}

const can = (access: ServerAccess, collection: string, action: Action) =>
	access.admin || (access.permissions[collection]?.[action]?.access ?? 'none') !== 'none';

/**
 * Each capability with the server fact it stands on, and why, for the reason shown when it is
 * missing (translated when shown: the map is built once, the language can change). Home is
 * everyone's, so it needs no reason.
 */
const RULES: Record<Capability, { allowed: (access: ServerAccess) => boolean; reason?: MessageDescriptor }> = {
	home: { allowed: () => true },
	catalog: { allowed: (a) => can(a, 'skus', 'read'), reason: msg`The catalog needs permission to read SKUs.` },
	// The till reads SKUs and the shop's tax and discount settings; the sale itself goes through the checkout command.
	checkout: {
		allowed: (a) => can(a, 'skus', 'read') && can(a, 'shop_settings', 'read'),
		reason: msg`The till needs permission to read SKUs and the shop settings.`,
	},
	// Trade-ins: the screens read buylists, and their lines through the buylist routes (which keep past offers from
	// staff); taking, offering and completing go through the buylist commands.
	buylists: {
		allowed: (a) => can(a, 'buylists', 'read'),
		reason: msg`Buylists need permission to read buylists.`,
	},
	// The price the shop pays is the owner's: staff offer what the settings and buying rules say (PRODUCT.md §1).
	overrideOffers: { allowed: (a) => a.admin, reason: msg`Only an administrator can change an offer.` },
	// A trade-in above the staff limit waits for an administrator (PRODUCT.md §4).
	approveBuylists: {
		allowed: (a) => a.admin,
		reason: msg`Only an administrator can approve a buylist above the staff limit.`,
	},
	// Staff read the buying rules: they explain an offer to the customer across the counter.
	buyingRules: {
		allowed: (a) => can(a, 'buying_rules', 'read'),
		reason: msg`Buying rules need permission to read them.`,
	},
	manageBuyingRules: {
		allowed: (a) => can(a, 'buying_rules', 'create') && can(a, 'buying_rules', 'update'),
		reason: msg`Buying rules are set by administrators.`,
	},
	// Opening, counting and closing go through the till commands; the screen reads the tills and their sessions.
	tills: {
		allowed: (a) => can(a, 'tills', 'read') && can(a, 'till_sessions', 'read'),
		reason: msg`Tills need permission to read tills and their sessions.`,
	},
	// Adding, renaming, retiring a till: the owner's registers (staff read them; the server refuses their writes).
	manageTills: {
		allowed: (a) => can(a, 'tills', 'create') && can(a, 'tills', 'update'),
		reason: msg`Tills are added, renamed and retired by administrators.`,
	},
	// A session is closed by whoever opened it; an administrator closes any (the server refuses a clerk another's).
	closeAnyTill: {
		allowed: (a) => a.admin,
		reason: msg`Whoever opened the till closes it, or an administrator.`,
	},
	orders: { allowed: (a) => can(a, 'orders', 'read'), reason: msg`Orders need permission to read orders.` },
	// Staff fulfil orders (pay, ship, complete, cancel); money back after a completed sale is the owner's call (PRODUCT.md §1, §4), up to the staff refund limit the owner sets.
	refundOrders: {
		allowed: (a) => a.admin,
		reason: msg`Only an administrator can refund an order that took money: the staff refund limit is 0.`,
	},
	serverStatus: { allowed: (a) => a.admin, reason: msg`Server status is for administrators.` },
	// The books checker lists offending orders and customers across the shop; the server answers administrators only.
	checkBooks: { allowed: (a) => a.admin, reason: msg`The books check is for administrators.` },
	// Where the backups lie and whether they hold is the owner's to act on; the server answers administrators only.
	seeBackups: { allowed: (a) => a.admin, reason: msg`Backups are for administrators.` },
	seeCosts: { allowed: (a) => can(a, 'sku_costs', 'read'), reason: msg`Costs and margins are for administrators.` },
	changePrices: { allowed: (a) => a.admin, reason: msg`Only an administrator can change prices.` },
	// Market prices and the moves waiting for review are the owner's pricing desk; the server answers administrators only.
	marketPricing: { allowed: (a) => a.admin, reason: msg`Market prices and the price review are for administrators.` },
	deleteCatalog: {
		allowed: (a) => can(a, 'cards', 'delete'),
		reason: msg`Only an administrator can delete from the catalog.`,
	},
	// Prices are no secret at the counter: whoever reads SKUs reads their price ledger (never revisions, which hold costs).
	viewPriceHistory: {
		allowed: (a) => can(a, 'skus', 'read'),
		reason: msg`Price history needs permission to read SKUs.`,
	},
	manageStaff: {
		allowed: (a) => can(a, 'directus_users', 'create'),
		reason: msg`Staff accounts are managed by administrators.`,
	},
	viewActivity: {
		allowed: (a) => can(a, 'directus_activity', 'read'),
		reason: msg`The activity log is for administrators.`,
	},
	// The reports hold the shop's takings, tax and cash counts day by day; the server answers administrators only.
	viewReports: { allowed: (a) => a.admin, reason: msg`Reports are for administrators.` },
	// Staff upload card pictures but delete none: deletions of catalog rows and files are the owner's (the server refuses staff).
	managePictures: {
		allowed: (a) => can(a, 'directus_files', 'delete'),
		reason: msg`The picture library is for administrators.`,
	},
	editSettings: {
		allowed: (a) => can(a, 'shop_settings', 'update'),
		reason: msg`Shop settings are for administrators.`,
	},
	// An import writes stock, prices and costs for the whole shop at once; the server answers administrators only.
	importExport: { allowed: (a) => a.admin, reason: msg`Imports and exports are for administrators.` },
	// A run writes games, sets, cards and market prices for the whole shop; the server answers administrators only.
	catalogueSources: { allowed: (a) => a.admin, reason: msg`The catalogue sources are for administrators.` },
	customers: {
		allowed: (a) => can(a, 'customers', 'read'),
		reason: msg`Customers need permission to read customer records.`,
	},
	// Staff change credit only through sales and trade-ins; a correction by hand is the owner's call (PRODUCT.md §1).
	adjustCredit: { allowed: (a) => a.admin, reason: msg`Only an administrator can adjust store credit.` },
	// A file holds costs, customers and takings at once, whatever a role may read one by one: the server refuses staff every export.
};

export type Capabilities = Record<Capability, boolean>;

export function capabilitiesOf(access: ServerAccess): Capabilities {
	return Object.fromEntries(
		Object.entries(RULES).map(([name, rule]) => [name, rule.allowed(access)]),
	) as Capabilities;
}

/** Why the user may not use a capability, in the language spoken, for the disabled control's tooltip or the "Not allowed" page. */
export function reasonWhyNot(capability: Capability): string {
	const reason = RULES[capability].reason;
	return reason ? i18n._(reason) : '';
}
