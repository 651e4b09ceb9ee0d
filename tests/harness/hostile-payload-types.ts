// How a command of `hostile-payload-routes.ts` is described for the semantic hostile payloads: its fields' kinds and
// bounds, the shop a test sets up for it, and the requests that name other records.

export type FieldKind =
	'id' | 'integer' | 'money' | 'enum' | 'text' | 'name' | 'secret' | 'boolean' | 'list' | 'object';

export interface Field {
	kind: FieldKind;
	/** Numbers: the least and the most the command takes; text: the most characters. */
	min?: number;
	max?: number;
	/** A number that may not be 0 though 0 lies within its bounds (a change of stock or credit). */
	nonZero?: boolean;
	/** May be left out or null. */
	optional?: boolean;
	/** May be null, not left out. */
	nullable?: boolean;
}

/** The records a test sets up for the payloads to name: every id real, so a payload let through would write. */
export interface PayloadShop {
	/** Priced, five in stock. */
	sku: number;
	/** The id of a SKU deleted again: it existed, no longer. */
	deletedSku: number;
	customer: number;
	otherCustomer: number;
	/** The id of a customer deleted again. */
	deletedCustomer: number;
	/** Open, with its session. */
	till: number;
	session: number;
	/** Another open till, with its session. */
	otherTill: number;
	otherSession: number;
	/** A till with no open session, to be opened. */
	closedTill: number;
	/** A till taken out of use. */
	retiredTill: number;
	/** A completed counter sale of one copy of `sku`, paid in cash at `till`, and its line. */
	order: number;
	orderLine: number;
	/** Another completed order (refunded line by line, while the first is refunded whole), and its line. */
	otherOrder: number;
	otherOrderLine: number;
	/** A draft buylist of `customer` with one line, and another draft (of no customer) with a line of its own. */
	buylist: number;
	buylistLine: number;
	otherBuylist: number;
	otherBuylistLine: number;
	/** A pending price review, and one decided already. */
	review: number;
	decidedReview: number;
	/** A reprice run that changed a price, and a price change of the ledger. */
	run: string;
	priceChange: number;
	/** A staged import. */
	importJob: number;
	/** The clerk's password. */
	clerkPassword: string;
}

export type Role = 'anonymous' | 'staff' | 'admin';

/** A request that names records: its path parameters and the fields of its body it sets (dotted paths). */
export interface Variant {
	label: string;
	params?: Record<string, number | string>;
	set?: Record<string, unknown>;
}

export interface PayloadRoute {
	method: 'POST' | 'PATCH';
	/** As declared, `:name` a path parameter (as in `HOSTILE_ROUTES`). */
	path: string;
	/** A request the command accepts, for this shop. */
	valid: (shop: PayloadShop) => { params: Record<string, number | string>; body: Record<string, unknown> };
	/** Each field of the body by its dotted path (`lines[0].sku`), with its kind. */
	fields: Record<string, Field>;
	/** Ids that exist but belong elsewhere (or no longer exist) put where the valid request has its own. */
	others?: (shop: PayloadShop) => Variant[];
	/** The same line given twice where that matters: more than the stock, one line restocked twice. */
	duplicates?: (shop: PayloadShop) => Variant[];
	/** Who is sent the payloads (all three when not said). */
	roles?: Role[];
	/** Who may send the valid request to see it accepted once the payloads are refused; none when accepting it would change what other tests rely on. */
	validAs: Role | null;
}
