import type { Knex } from 'knex';
import { conditionShareSql } from '../pricing/market-basis.ts';

/** What decides which moves of a catalogue run's quotes wait for the owner's review. */
export interface MarketReviewTerms {
	/** The catalogue run (`market_quote_changes.run`) and its uuid as the reviews' run. */
	run: number;
	reviewRun: string;
	currency: string;
	/** A move larger than this percentage of the quote before is queued. */
	abovePercent: number;
	conditionPercent: Readonly<Record<string, number>>;
	/** Who started the run: the reviews are proposed by them, and the pending ones they replace decided by them. */
	user: string | null;
	now: number | Date;
}

/**
 * The SKUs with copies on hand whose followed quote the run moved by more than the threshold:
 * one row per SKU, its price, the proposal (the new quote × its condition's share, as a reprice
 * from the market and an offer take it), the quote before and after. The quote followed is a
 * card and finish's quote for any edition when there is one (as `followedQuotes` prefers it).
 * A SKU whose price already is the proposal has nothing to decide.
 */
function movedSkus(terms: MarketReviewTerms): { sql: string; bindings: Array<string | number> } {
	const share = conditionShareSql('s.condition', terms.conditionPercent);
	return {
		sql: `SELECT sku, old_price, proposed, previous, market, source FROM (
			SELECT s.id AS sku, s.price AS old_price, (c.market * ${share.sql}) / 100 AS proposed, c.previous, c.market, c.source,
				ROW_NUMBER() OVER (PARTITION BY s.id ORDER BY CASE WHEN c.edition = '' THEN 0 ELSE 1 END, c.id DESC) AS place
			FROM market_quote_changes c
			JOIN skus s ON s.card = c.card AND s.finish = c.finish AND s.quantity > 0
			WHERE c.run = ? AND c.currency = ? AND c.previous > 0
				AND (c.edition = '' OR NOT EXISTS (SELECT 1 FROM market_quotes q WHERE q.card = c.card AND q.finish = c.finish
					AND q.source = c.source AND q.currency = c.currency AND q.edition = ''))
		) ranked
		WHERE place = 1 AND ABS(market - previous) * 100 > ? * previous AND (old_price IS NULL OR old_price <> proposed)`,
		bindings: [...share.bindings, terms.run, terms.currency, terms.abovePercent],
	};
}

/**
 * Queues a review for each SKU a catalogue run's move of the market concerns (`movedSkus`), in
 * the run's transaction and in two statements whatever their number: the SKU's pending review is
 * superseded (a newer market makes its proposal stale), then the market's is queued, kind
 * `market`, with the quote before and after. Nothing of the shop's prices changes: the owner
 * accepts (the price becomes the proposal) or rejects. Answers how many were queued.
 */
export async function queueMarketReviews(trx: Knex.Transaction, terms: MarketReviewTerms): Promise<number> {
	const moved = movedSkus(terms);
	await trx.raw(
		`UPDATE price_reviews SET status = 'superseded', decided_by = ?, date_decided = ?
		WHERE status = 'pending' AND sku IN (SELECT sku FROM (${moved.sql}) AS moved)`,
		[terms.user, terms.now, ...moved.bindings],
	);
	await trx.raw(
		`INSERT INTO price_reviews (sku, run, old_price, proposed_price, status, user_created, date_created,
			kind, market_before, market_price, market_source, market_at)
		SELECT sku, ?, old_price, proposed, 'pending', ?, ?, 'market', previous, market, source, ? FROM (${moved.sql}) AS moved`,
		[terms.reviewRun, terms.user, terms.now, terms.now, ...moved.bindings],
	);
	const counted = await trx('price_reviews')
		.where({ run: terms.reviewRun, kind: 'market' })
		.count({ n: '*' })
		.first();
	return Number(counted?.['n'] ?? 0);
}
