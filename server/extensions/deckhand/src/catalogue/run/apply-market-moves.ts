import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { CatalogueRunCounts } from '@deckhand/contract/catalogue/catalogue-run.ts';
import { queueMarketReviews } from '../../ledger/market-reviews.ts';
import { conditionLadder, readShopSettings } from '../../settings/shop-settings.ts';

/**
 * After a run's quotes are written: how many changes of the market it kept, and the reviews its
 * large moves queue. Only a source the shop follows (or any, when it follows the newest of all)
 * moves the price the shop follows, and only with a review threshold set (Settings → Review
 * threshold; empty: the market's moves queue nothing). Nothing of the shop's prices changes here.
 */
export async function applyMarketMoves(
	trx: Knex.Transaction,
	run: number,
	source: string,
	now: number | Date,
): Promise<NonNullable<CatalogueRunCounts['moves']>> {
	const counted = await trx('market_quote_changes').where({ run }).count({ n: '*' }).first();
	const recorded = Number(counted?.['n'] ?? 0);
	const settings = await readShopSettings(trx);
	const followed = settings.market_source === null || settings.market_source === source;
	if (recorded === 0 || !followed || settings.review_above_percent === null) return { recorded, reviews: 0 };
	const starter = await trx('catalogue_runs').where({ id: run }).first('user_created');
	const reviews = await queueMarketReviews(trx, {
		run,
		reviewRun: randomUUID(),
		currency: settings.currency,
		abovePercent: settings.review_above_percent,
		conditionPercent: conditionLadder(settings),
		user: (starter?.user_created as string | null | undefined) ?? null,
		now,
	});
	return { recorded, reviews };
}
