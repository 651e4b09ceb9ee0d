/**
 * One line of the activity screen, whatever book it comes from, and the page of them that
 * `GET /deckhand/activity` answers. Shared with the dashboard (types only).
 */

/** Where a line comes from: Directus's own activity, or one of Deckhand's ledgers. */
export const ACTIVITY_KINDS = [
	'directus',
	'stock',
	'credit',
	'prices',
	'order_events',
	'payments',
	'cash',
	'buylist_events',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface ActivityPerson {
	id: string;
	first_name: string | null;
	last_name: string | null;
	email: string;
}

/** The dashboard page a line leads to. */
export type ActivityLink =
	| { page: 'order' | 'customer' | 'card'; id: number }
	| { page: 'games' | 'pictures' }
	| { page: 'till_session'; till: number; session: number };

/** A SKU as a line names it (the dashboard words it: "Charizard ex · NM · foil · EN"). */
export interface ActivitySku {
	id: number;
	card: { id: number; name: string };
	condition: string;
	finish: string;
	language: string;
}

/** A revision's fields before and after the change; `before` is null when no earlier revision is kept (a creation, or one older than Directus keeps). */
export interface RevisionChange {
	fields: string[];
	before: Record<string, unknown> | null;
	after: Record<string, unknown>;
}

export type ActivityDetail =
	| { kind: 'directus'; action: string; collection: string; item: string | null; revision: RevisionChange | null }
	| { kind: 'stock'; reason: string; sku: ActivitySku; delta: number; note: string | null; order: number | null }
	| {
			kind: 'credit';
			reason: string;
			customer: { id: number; name: string };
			amount: number;
			balance_after: number;
			note: string | null;
			order: number | null;
	  }
	| { kind: 'prices'; reason: string; sku: ActivitySku; old_price: number | null; new_price: number | null }
	| {
			kind: 'order_events';
			order: { id: number; number: string };
			from_status: string | null;
			to_status: string;
			note: string | null;
	  }
	| { kind: 'payments'; order: { id: number; number: string }; method: string; amount: number }
	| {
			kind: 'buylist_events';
			buylist: { id: number; number: string };
			customer: { id: number; name: string } | null;
			from_status: string | null;
			to_status: string;
			note: string | null;
	  }
	| {
			kind: 'cash';
			cash_kind: string;
			till: { id: number; name: string };
			session: number;
			amount: number;
			reason: string | null;
			order: { id: number; number: string } | null;
	  };

export interface ActivityEntry {
	kind: ActivityKind;
	id: number;
	/** ISO time. */
	at: string;
	who: ActivityPerson | null;
	link: ActivityLink | null;
	detail: ActivityDetail;
}

export interface ActivityPage {
	items: ActivityEntry[];
	/** The cursor of the next (older) page; null on the last page. */
	next: string | null;
	/** How many days of Directus's own activity the server keeps readable (30 on Core); null when all of it. */
	directus_days: number | null;
}
