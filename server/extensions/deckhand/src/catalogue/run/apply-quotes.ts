import type { CatalogueRunCounts } from '@deckhand/contract/catalogue/catalogue-run.ts';
import { isSqlite, rawRows, refreshStatistics } from '../../db.ts';
import type { Knex } from 'knex';
import { STAGED_COLUMNS } from './staged-columns.ts';
import { jsonRows, stagedValuesOf } from './staging-rows.ts';

/** The run's quotes, read out of their batches for the apply (`unpackQuotes`): a table of its transaction's own. */
const RUN_QUOTES = 'run_quotes';

/**
 * How a quote finds its cards: a card of the source by its entry, written into the quote
 * (`target`: when it is read, for a card the source gave before; by `targetNewCards` for the cards
 * of this run), or the shop's cards with that TCGplayer or Cardmarket product id (several
 * printings may share one).
 */
const CARDS_OF_QUOTE: Readonly<Record<string, string>> = {
	source: `JOIN cards ON cards.id = ${RUN_QUOTES}.target`,
	tcgplayer: `JOIN cards ON cards.tcgplayer_id = ${RUN_QUOTES}.source_id`,
	cardmarket: `JOIN cards ON cards.cardmarket_id = ${RUN_QUOTES}.source_id`,
};

/**
 * The run's quotes as each card's latest market price from this source, quoted now: one per
 * card, finish, edition and currency (a quote the source gives twice: its higher figure). Each
 * one that changes the figure of a card the shop has SKUs for is kept first (`recordQuoteChanges`).
 * Then the figures are written (`writeQuotes`).
 */
export async function applyQuotes(
	trx: Knex.Transaction,
	run: number,
	source: string,
	now: number | Date,
): Promise<CatalogueRunCounts['quotes']> {
	await unpackQuotes(trx, run);
	await targetNewCards(trx, source);
	// PostgreSQL plans the joins below by the quotes' statistics, their cards included: without them
	// it took a load's 80 000 quotes for none and looked each up in every market price it had.
	await refreshStatistics(trx, [RUN_QUOTES]);
	let applied = 0;
	let matched = 0;
	for (const [system, join] of Object.entries(CARDS_OF_QUOTE)) {
		const from = `FROM ${RUN_QUOTES} ${join} WHERE ${RUN_QUOTES}.parent = ?`;
		const bindings = [system];
		await recordQuoteChanges(trx, { run, source, now }, from, bindings);
		await writeQuotes(trx, { source, now }, from, bindings);
		// A quote of the source's own finds one card, its entry's: its rows need no sort for DISTINCT.
		const quotes = system === 'source' ? 'COUNT(*)' : `COUNT(DISTINCT ${RUN_QUOTES}.seq)`;
		const [counted] = rawRows<{ quotes: unknown; prices: unknown }>(
			await trx.raw(`SELECT ${quotes} AS quotes, COUNT(*) AS prices ${from}`, bindings),
		);
		matched += Number(counted?.quotes ?? 0);
		applied += Number(counted?.prices ?? 0);
	}
	const total = await trx(RUN_QUOTES).count({ n: '*' }).first();
	// SQLite keeps a temporary table for as long as its connection: it goes with the apply.
	if (isSqlite(trx)) await trx.schema.dropTable(RUN_QUOTES);
	return { applied, unmatched: Number(total?.n ?? 0) - matched };
}

/**
 * The run's quotes read out of their batches (`writeStagingRows`) into a temporary table, once,
 * for the apply's statements to join: on PostgreSQL dropped at the transaction's end; either way
 * gone with a rollback.
 */
async function unpackQuotes(trx: Knex.Transaction, run: number): Promise<void> {
	const sqlite = isSqlite(trx);
	const values = stagedValuesOf('quote', sqlite).map((value, at) => `${value} AS ${STAGED_COLUMNS.quote[at]}`);
	await trx.raw(
		`CREATE TEMPORARY TABLE ${RUN_QUOTES} ${sqlite ? '' : 'ON COMMIT DROP'} AS
		SELECT ${values.join(', ')} FROM catalogue_rows, ${jsonRows('catalogue_rows.batch', sqlite)}
		WHERE catalogue_rows.run = ? AND catalogue_rows.kind = 'quote'`,
		[run],
	);
}

/** The run's figure of each card, finish, edition and currency the quotes found (`from`): their highest. */
const freshQuotes = (from: string) =>
	`(SELECT cards.id AS card, ${RUN_QUOTES}.finish AS finish, ${RUN_QUOTES}.edition AS edition,
		${RUN_QUOTES}.currency AS currency, MAX(${RUN_QUOTES}.market) AS market, MAX(${RUN_QUOTES}.low) AS low
	${from}
	GROUP BY cards.id, ${RUN_QUOTES}.finish, ${RUN_QUOTES}.edition, ${RUN_QUOTES}.currency) fresh`;

/** The source's figure of the card, finish, edition and currency of `fresh`. */
const SAME_QUOTE =
	'market_quotes.card = fresh.card AND market_quotes.finish = fresh.finish AND market_quotes.edition = fresh.edition AND market_quotes.source = ? AND market_quotes.currency = fresh.currency';

/**
 * The run's figures written. PostgreSQL updates those the source gave before in one join, then
 * inserts the new ones: its upsert looks every row up on its own, 3.5 s for a day of Scryfall's
 * 329 000 quotes where the join and the insert take 2.1. SQLite's upsert is the quicker there
 * (0.5 s, against 0.85), and it holds the one connection the sales wait for.
 */
async function writeQuotes(
	trx: Knex.Transaction,
	at: { source: string; now: number | Date },
	from: string,
	bindings: readonly unknown[],
): Promise<void> {
	if (isSqlite(trx)) {
		await trx.raw(
			`INSERT INTO market_quotes (card, finish, edition, source, currency, market, low, quoted_at)
			SELECT fresh.card, fresh.finish, fresh.edition, ?, fresh.currency, fresh.market, fresh.low, ?
			FROM ${freshQuotes(from)} WHERE true
			ON CONFLICT (card, finish, edition, source, currency) DO UPDATE SET market = excluded.market, low = excluded.low, quoted_at = excluded.quoted_at`,
			[at.source, at.now, ...bindings] as Knex.RawBinding[],
		);
		return;
	}
	await trx.raw(
		`UPDATE market_quotes SET market = fresh.market, low = fresh.low, quoted_at = ?
		FROM ${freshQuotes(from)}
		WHERE ${SAME_QUOTE}`,
		[at.now, ...bindings, at.source] as Knex.RawBinding[],
	);
	await trx.raw(
		`INSERT INTO market_quotes (card, finish, edition, source, currency, market, low, quoted_at)
		SELECT fresh.card, fresh.finish, fresh.edition, ?, fresh.currency, fresh.market, fresh.low, ?
		FROM ${freshQuotes(from)}
		WHERE NOT EXISTS (SELECT 1 FROM market_quotes WHERE ${SAME_QUOTE})`,
		[at.source, at.now, ...bindings, at.source] as Knex.RawBinding[],
	);
}

/** The quotes of the source's cards new to it in this run given their card, from the entries just written. */
async function targetNewCards(trx: Knex.Transaction, source: string): Promise<void> {
	const entry = `catalogue_entries.source = ? AND catalogue_entries.kind = 'card' AND catalogue_entries.source_id = ${RUN_QUOTES}.source_id`;
	await trx.raw(
		`UPDATE ${RUN_QUOTES} SET target = (SELECT catalogue_entries.target FROM catalogue_entries WHERE ${entry})
		WHERE ${RUN_QUOTES}.parent = 'source' AND ${RUN_QUOTES}.target IS NULL`,
		[source],
	);
}

/**
 * Keeps the run's quotes that change a card's figure (or are its first), for the cards the shop
 * has SKUs for, with the figure before: the market's history beside the shop's prices, and the
 * moves that may wait for review. A quote the source repeats is not kept again, and neither are
 * the cards the shop never had: a year of every card's daily quotes would be tens of millions of
 * rows. One statement, before the quotes are written over.
 */
async function recordQuoteChanges(
	trx: Knex.Transaction,
	at: { run: number; source: string; now: number | Date },
	from: string,
	bindings: readonly unknown[],
): Promise<void> {
	await trx.raw(
		`INSERT INTO market_quote_changes (card, finish, edition, source, currency, previous, market, quoted_at, run)
		SELECT fresh.card, fresh.finish, fresh.edition, ?, fresh.currency, market_quotes.market, fresh.market, ?, ?
		FROM ${freshQuotes(`${from} AND EXISTS (SELECT 1 FROM skus WHERE skus.card = cards.id)`)}
		LEFT JOIN market_quotes ON ${SAME_QUOTE}
		WHERE market_quotes.market IS NULL OR market_quotes.market <> fresh.market`,
		[at.source, at.now, at.run, ...bindings, at.source] as Knex.RawBinding[],
	);
}
