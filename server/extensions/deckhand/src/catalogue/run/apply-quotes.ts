import type { CatalogueRunCounts } from '@deckhand/contract/catalogue/catalogue-run.ts';
import { isSqlite, rawRows } from '../../db.ts';
import type { Knex } from 'knex';

const QUOTES = "catalogue_rows.run = ? AND catalogue_rows.kind = 'quote'";

/**
 * How a quote finds its cards: a card of the source by its entry, written into the quote's row
 * (`target`: when it is read, for a card the source gave before; by `targetNewCards` for the cards
 * of this run), or the shop's cards with that TCGplayer or Cardmarket product id (several
 * printings may share one).
 */
const CARDS_OF_QUOTE: Readonly<Record<string, string>> = {
	source: 'JOIN cards ON cards.id = catalogue_rows.target',
	tcgplayer: 'JOIN cards ON cards.tcgplayer_id = catalogue_rows.source_id',
	cardmarket: 'JOIN cards ON cards.cardmarket_id = catalogue_rows.source_id',
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
	await targetNewCards(trx, run, source);
	let applied = 0;
	let matched = 0;
	for (const [system, join] of Object.entries(CARDS_OF_QUOTE)) {
		const from = `FROM catalogue_rows ${join} WHERE ${QUOTES} AND catalogue_rows.parent = ?`;
		const bindings = [run, system];
		await recordQuoteChanges(trx, { run, source, now }, from, bindings);
		await writeQuotes(trx, { source, now }, from, bindings);
		// A quote of the source's own finds one card, its entry's: its rows need no sort for DISTINCT.
		const quotes = system === 'source' ? 'COUNT(*)' : 'COUNT(DISTINCT catalogue_rows.seq)';
		const [counted] = rawRows<{ quotes: unknown; prices: unknown }>(
			await trx.raw(`SELECT ${quotes} AS quotes, COUNT(*) AS prices ${from}`, bindings),
		);
		matched += Number(counted?.quotes ?? 0);
		applied += Number(counted?.prices ?? 0);
	}
	const total = await trx('catalogue_rows').count({ n: '*' }).where({ run, kind: 'quote' }).first();
	return { applied, unmatched: Number(total?.n ?? 0) - matched };
}

/** The run's figure of each card, finish, edition and currency the quotes found (`from`): their highest. */
const freshQuotes = (from: string) =>
	`(SELECT cards.id AS card, catalogue_rows.finish AS finish, catalogue_rows.edition AS edition,
		catalogue_rows.currency AS currency, MAX(catalogue_rows.market) AS market, MAX(catalogue_rows.low) AS low
	${from}
	GROUP BY cards.id, catalogue_rows.finish, catalogue_rows.edition, catalogue_rows.currency) fresh`;

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
async function targetNewCards(trx: Knex.Transaction, run: number, source: string): Promise<void> {
	const entry = `catalogue_entries.source = ? AND catalogue_entries.kind = 'card' AND catalogue_entries.source_id = catalogue_rows.source_id`;
	await trx.raw(
		`UPDATE catalogue_rows SET target = (SELECT catalogue_entries.target FROM catalogue_entries WHERE ${entry})
		WHERE ${QUOTES} AND catalogue_rows.parent = 'source' AND catalogue_rows.target IS NULL`,
		[source, run],
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
