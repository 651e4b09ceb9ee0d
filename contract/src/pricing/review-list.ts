import type { ReviewKind, ReviewStatus } from '../ledger/price-reviews.ts';

/** Who proposed or decided, as the dashboard names people (a Directus user always has an email here: people sign in with it). */
export type Person = { first_name: string | null; last_name: string | null; email: string };

/** One review as the Price review screen shows it: the card and SKU, old → proposed, the move, the run, who and when. */
/**
 * The market price a review was priced from: a market move's quote before and after (`before`),
 * or the figure a reprice from the market took; its source, when it was quoted, and whether that
 * is stale by the server's clock now.
 */
export interface ReviewMarket {
	before: number | null;
	price: number;
	source: string;
	quoted_at: string;
	stale: boolean;
}

export interface ReviewRow {
	id: number;
	status: ReviewStatus;
	/** `market`: the market moved (no run priced it); accepting reprices to the new market price × the condition's share. */
	kind: ReviewKind;
	run: string;
	old_price: number | null;
	proposed_price: number;
	/** The SKU's price now: a pending review whose SKU was priced since can no longer be accepted. */
	current_price: number | null;
	change_percent: number | null;
	/** The market price it was priced from, when it was (a market move, a reprice from the market). */
	market: ReviewMarket | null;
	card: { id: number; name: string; set_code: string; collector_number: string | null };
	sku: { id: number; condition: string; finish: string; language: string; edition: string | null; quantity: number };
	proposed_by: Person | null;
	date_created: string;
	decided_by: Person | null;
	date_decided: string | null;
}

/** A page of the reviews in a status, and how many there are in all. */
export interface ReviewPage {
	total: number;
	rows: ReviewRow[];
}
