import type { StockReason } from '../schema/choices.ts';

/** The bounds of PRODUCT.md §5, in one place for the server and the dashboard's forms. */
export const LIMITS = {
	priceMax: 10_000_000,
	movementDeltaMax: 10_000,
	cardNameMax: 200,
	collectorNumberMax: 20,
	rarityMax: 40,
	gameNameMax: 100,
	setNameMax: 200,
	/** Game and set codes. */
	codeMax: 20,
	languageMax: 8,
	binMax: 40,
	barcodeMax: 64,
	/** An id another system gives a card or SKU (TCGplayer, Scryfall, Cardmarket). */
	externalIdMax: 40,
	/** Scryfall's id of a card (a UUID; its column holds 64). */
	scryfallIdMax: 64,
	taxRateMaxBasisPoints: 3_000,
	customerNameMax: 200,
	phoneMax: 40,
	/** The longest address mail servers carry (RFC 5321). */
	emailMax: 254,
	noteMax: 1_000,
	/** The shop's address as a receipt prints it: a few lines. */
	addressMax: 300,
	/** A receipt's header or footer (opening hours, returns policy): a short paragraph. */
	receiptTextMax: 500,
	lowStockThresholdMax: 10_000,
	/** The shop's name (Directus's project name, a column of 100). */
	shopNameMax: 100,
	/** A person's first or last name (Directus's user columns). */
	personNameMax: 50,
	tillNameMax: 60,
	/** A reprice by percent: down to nothing, up to eleven times the price. */
	repricePercentMin: -100,
	repricePercentMax: 1_000,
	/** A reprice from the market: market × N %, from 1 % to ten times the market. */
	marketPercentMin: 1,
	marketPercentMax: 1_000,
	/** The margin a price keeps over the SKU's cost, and the move a reprice applies without review. */
	marginFloorPercentMax: 1_000,
	reviewAbovePercentMax: 1_000,
	/** How old a market price a reprice may use: a day to a year. */
	staleDaysMax: 365,
	/** A buying rule: a hot card is offered up to twice its basis; "buy at most N while we hold M or more". */
	hotPercentMax: 100,
	buyLimitMax: 10_000,
	holdThresholdMax: 100_000,
	buyingRuleNoteMax: 200,
	/** Minutes between scheduled backups: on SQLite the most a failing disk loses; a backup takes seconds, a day is the longest a shop waits. */
	backupIntervalMinutesMin: 5,
	backupIntervalMinutesMax: 1_440,
	/** Backups kept of each period (hourly, daily, monthly). */
	backupKeepMax: 1_000,
} as const;

/**
 * A market price older than this many days is stale: the card page flags it, and a reprice from
 * the market skips it unless told another age (TCGplayer's market price moves daily; a week-old
 * one is still a fair guide, a month-old one is not).
 */
export const MARKET_STALE_DAYS = 7;

/** A SKU's conditions, finishes and editions: the snapshot's choices, generated with the collections. */
export { CONDITIONS, EDITIONS, FINISHES } from '../schema/choices.ts';

/** Reasons a person may give for a manual stock adjustment; the others are written by sales and buylists. */
export const MANUAL_STOCK_REASONS = ['count', 'damage', 'adjustment'] as const satisfies readonly StockReason[];
