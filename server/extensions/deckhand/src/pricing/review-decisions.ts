import type { ReviewDecisions } from '@deckhand/contract/pricing/review-decisions.ts';
import { dbNumberOrNull, lockingRead } from '../db.ts';
import { invalid, ReviewDecidedError } from '../errors.ts';
import type { Books } from '../ledger/command.ts';
import { closeReviews } from '../ledger/price-reviews.ts';
import { changePrices } from '../ledger/prices.ts';
import { skuLabel } from './reprice-rows.ts';

interface ReviewRow {
	id: number;
	sku: number;
	run: string;
	old: number | null;
	proposed: number;
	status: string;
	label: string;
}

/**
 * `POST /deckhand/prices/reviews/decide`: the owner accepts or rejects reviews, in one command.
 * Unknown reviews, or one decided already, refuse the whole request (the screen is out of date).
 * Accepting applies each proposal through the price ledger (reason `reprice`, under its run's
 * id, so undoing the run takes it back too), guarded: a SKU priced since the proposal is not
 * overwritten; that review is named, stays pending, and the others are applied.
 */
export async function decideReviews(books: Books, ids: number[], accept: boolean): Promise<ReviewDecisions> {
	const { trx } = books;
	const skus = [...new Set((await trx('price_reviews').whereIn('id', ids).pluck('sku')).map(Number))].sort(
		(a, b) => a - b,
	);
	// The SKUs' rows first, in SKU order (as a reprice run locks them), then the reviews: decisions and runs wait for each other.
	const prices = new Map(
		(await lockingRead(trx, trx('skus').whereIn('id', skus).orderBy('id').select('id', 'price'))).map(
			(row: { id: number; price: unknown }) => [Number(row.id), dbNumberOrNull(row.price)],
		),
	);
	const reviews = await readReviews(books, ids);
	const missing = ids.filter((id) => !reviews.some((review) => review.id === id));
	if (missing.length > 0)
		throw invalid('ids', `There is no price review #${missing.slice(0, 5).join(', #')}; nothing was decided.`);
	const decided = reviews.find((review) => review.status !== 'pending');
	if (decided)
		throw new ReviewDecidedError(
			`The price review #${decided.id} of ${decided.label} was already ${decided.status}; nothing was decided. Look at the queue again.`,
			{
				field: 'ids',
				review: decided.id,
				status: decided.status,
			},
		);
	if (!accept) {
		await closeReviews(books, ids, 'rejected');
		return { accepted: [], rejected: ids, refused: [] };
	}
	const refused: ReviewDecisions['refused'] = [];
	const byRun = new Map<string, ReviewRow[]>();
	for (const review of reviews) {
		if (prices.get(review.sku) !== review.old) {
			refused.push({
				review: review.id,
				sku: review.sku,
				message: `The price of ${review.label} was changed after review #${review.id} proposed it; it was not applied and stays pending (reject it, or reprice again).`,
			});
			continue;
		}
		byRun.set(review.run, [...(byRun.get(review.run) ?? []), review]);
	}
	for (const [run, moves] of byRun)
		await changePrices(
			books,
			moves.map((move) => ({ sku: move.sku, old: move.old, price: move.proposed })),
			{ reason: 'reprice', run },
		);
	const accepted = [...byRun.values()]
		.flat()
		.map((review) => review.id)
		.sort((a, b) => a - b);
	await closeReviews(books, accepted, 'accepted');
	return { accepted, rejected: [], refused };
}

/** The reviews with their SKU's label, in SKU order; their rows locked (PostgreSQL) until the command ends. */
async function readReviews(books: Books, ids: number[]): Promise<ReviewRow[]> {
	const { trx } = books;
	await lockingRead(trx, trx('price_reviews').whereIn('id', ids).orderBy('id').select('id'));
	const rows: Array<{
		id: unknown;
		sku: unknown;
		run: string;
		old_price: unknown;
		proposed_price: unknown;
		status: string;
		name: string;
		condition: string;
		finish: string;
		language: string;
		edition: string | null;
	}> = await trx('price_reviews as r')
		.join('skus as s', 's.id', 'r.sku')
		.join('cards as c', 'c.id', 's.card')
		.whereIn('r.id', ids)
		.orderBy('r.sku')
		.select(
			'r.id',
			'r.sku',
			'r.run',
			'r.old_price',
			'r.proposed_price',
			'r.status',
			'c.name',
			's.condition',
			's.finish',
			's.language',
			's.edition',
		);
	return rows.map((row) => ({
		id: Number(row.id),
		sku: Number(row.sku),
		run: row.run,
		old: dbNumberOrNull(row.old_price),
		proposed: Number(row.proposed_price),
		status: row.status,
		label: skuLabel(row),
	}));
}
