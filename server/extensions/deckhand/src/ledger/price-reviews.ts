import type { ReviewStatus } from '@deckhand/contract/ledger/price-reviews.ts';
import type { RepriceMarket } from '@deckhand/contract/pricing/reprice.ts';
import { dbTime } from '../db.ts';
import type { Books } from './command.ts';

export interface ProposedMove {
	sku: number;
	old: number | null;
	proposed: number;
	/** The market price it was priced from (a reprice from the market), else null. */
	market: RepriceMarket | null;
}

const CHUNK = 500;

/**
 * The one writer of `price_reviews`. A run's moves too large to apply unseen wait here as
 * `pending` until the owner decides. A SKU has at most one pending review (a partial unique
 * index holds it): a newer run that prices the SKU supersedes it, whatever it finds.
 */
export async function queueReviews(books: Books, run: string, moves: readonly ProposedMove[]): Promise<void> {
	for (const move of moves)
		await books.insert('price_reviews', {
			sku: move.sku,
			run,
			old_price: move.old,
			proposed_price: move.proposed,
			status: 'pending',
			market_price: move.market?.market ?? null,
			market_source: move.market?.source ?? null,
			market_at: move.market ? dbTime(books.trx, Date.parse(move.market.priced_at)) : null,
			user_created: books.actor.user,
			date_created: books.now,
		});
}

/**
 * The pending reviews of these SKUs become `superseded`: the run giving this command priced
 * them afresh (applied, queued again, or found right as they are), so an older proposal must not
 * be accepted over it. Who ran the newer run and when are recorded as the decision. Answers how many.
 */
export async function supersedeReviews(books: Books, skus: readonly number[]): Promise<number> {
	let count = 0;
	for (let i = 0; i < skus.length; i += CHUNK) {
		const ids = (
			await books
				.trx('price_reviews')
				.where('status', 'pending')
				.whereIn('sku', skus.slice(i, i + CHUNK))
				.pluck('id')
		).map(Number);
		count += await closeReviews(books, ids, 'superseded');
	}
	return count;
}

/** Records the owner's decision (or a supersession) on pending reviews: who and when. Answers how many rows changed. */
export async function closeReviews(
	books: Books,
	ids: readonly number[],
	status: Exclude<ReviewStatus, 'pending'>,
): Promise<number> {
	if (ids.length === 0) return 0;
	const decision = { status, decided_by: books.actor.user, date_decided: books.now };
	const updated = await books.trx('price_reviews').whereIn('id', ids).where('status', 'pending').update(decision);
	books.updated('price_reviews', [...ids], decision);
	return updated;
}
