/** A SKU as the reprice's lists name it, in parts the dashboard says in the user's language: the card, its set and number, the SKU's identity. */
export interface RepricedSku {
	card: string;
	set_code: string;
	set_name: string;
	collector_number: string | null;
	kind: string;
	condition: string;
	finish: string;
	language: string;
	edition: string | null;
}

/**
 * The market price a SKU is repriced from: its figure for the SKU's condition, the source that
 * quoted it (a catalogue source, or an import's `tcgplayer`) and when.
 */
export interface RepriceMarket {
	market: number;
	source: string;
	priced_at: string;
}

export interface PriceChange {
	sku: number;
	/** In English, as the server's refusals name the SKU. */
	label: string;
	named: RepricedSku;
	old: number | null;
	new: number;
	/** The market price it was priced from (the market rule), else null. */
	market: RepriceMarket | null;
}

/** A move queued for the owner's review instead of applied. */
export interface ReviewedChange extends PriceChange {
	change_percent: number | null;
}

export interface RepriceResult {
	/** Applied (or, in a preview, to be applied). */
	changes: PriceChange[];
	/** Queued for review (or to be): moves larger than `reviewAbovePercent`. */
	reviews: ReviewedChange[];
	/** Market rule: SKUs whose market price is older than `staleDays`, left as they are. */
	stale: Array<{ sku: number; label: string; named: RepricedSku } & RepriceMarket>;
	/** Market rule: SKUs with no market price at all, left as they are. */
	no_market: Array<{ sku: number; label: string; named: RepricedSku }>;
	/** Other rules: SKUs with nothing to start from (a percent of an unpriced SKU, no NM price). */
	skipped: number;
	/** With a margin floor: SKUs priced with no cost known, so with the fixed floor only. */
	no_cost: number;
	/** Pending reviews of the priced SKUs that this run replaces (in a preview, would replace). */
	superseded: number;
	/** The retail value (price × copies on hand) of the SKUs whose price changes now, before and after. */
	retail: { before: number; after: number };
	/** The run's id once anything was applied or queued; null for a preview. */
	run: string | null;
}

/** What `POST /deckhand/prices/reprice` answers: the run's result, and whether anything was written. */
export type RepriceAnswer = RepriceResult & { applied: boolean };
