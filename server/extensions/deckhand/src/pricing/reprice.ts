import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { RepriceAnswer, RepriceResult } from '@deckhand/contract/pricing/reprice.ts';
import { invalid } from '../errors.ts';
import { LIMITS } from '@deckhand/contract/domain/limits.ts';
import { applyFilters } from '../inventory/inventory-filters.ts';
import type { Books } from '../ledger/command.ts';
import { changePrices } from '../ledger/prices.ts';
import { queueReviews, supersedeReviews } from '../ledger/price-reviews.ts';
import { conditionLadder, readShopSettings } from '../settings/shop-settings.ts';
import { followingOf } from './followed-quotes.ts';
import { MAX_SELECTION } from '@deckhand/contract/pricing/reprice-input.ts';
import type { RepriceRequest } from './reprice-input.ts';
import { changePercent, isStale, needsReview, newPrice } from './reprice-rules.ts';
import { repriceRows, type RepriceRow } from './reprice-rows.ts';

export function repriceAnswer(result: RepriceResult): RepriceAnswer {
	return { ...result, applied: result.run !== null };
}

async function selectedIds(database: Knex, request: RepriceRequest, lowStockThreshold: number): Promise<number[]> {
	if ('skus' in request.selection) {
		const found = await database('skus').whereIn('id', request.selection.skus).pluck('id');
		const missing = request.selection.skus.filter((id) => !found.includes(id));
		if (missing.length > 0)
			throw invalid(
				'selection.skus',
				`There is no SKU #${missing.slice(0, 5).join(', #')}; nothing was changed.`,
			);
		return request.selection.skus;
	}
	const ids = await applyFilters(database('skus'), database, request.selection.filter, lowStockThreshold)
		.limit(MAX_SELECTION + 1)
		.pluck('skus.id');
	if (ids.length > MAX_SELECTION)
		throw invalid('selection.filter', `The filter matches more than ${MAX_SELECTION} SKUs; narrow it down.`, {
			max: MAX_SELECTION,
		});
	return ids;
}

/** Counts the pending reviews a preview's priced SKUs have, which applying would supersede. */
async function pendingOf(trx: Knex.Transaction, skus: number[]): Promise<number> {
	let count = 0;
	for (let i = 0; i < skus.length; i += 500)
		count += Number(
			(
				await trx('price_reviews')
					.where('status', 'pending')
					.whereIn('sku', skus.slice(i, i + 500))
					.count({ n: '*' })
					.first()
			)?.['n'] ?? 0,
		);
	return count;
}

/**
 * Reprices a selection in one command. Every new price is computed first; if any is out of
 * bounds the whole request is refused and nothing is written. Each applied change goes into the
 * price ledger (`ledger/prices.ts`) under one run id, and each move larger than the review
 * threshold into the review queue under the same id. From the market (the quote the shop follows,
 * else the SKU's imported price: `repriceRows`), a SKU without a market price or with a stale one
 * (older than `staleDays`, a catalogue quote as an imported price) is left as it is and listed,
 * never priced from a guess.
 */
export async function reprice(books: Books, request: RepriceRequest): Promise<RepriceResult> {
	const { trx } = books;
	const settings = await readShopSettings(trx);
	const ladder = conditionLadder(settings);
	const fromMarket = request.rule.kind === 'market';
	// In SKU order: the preview reads the same every time, and rows are locked and prices changed in one order.
	const ids = (await selectedIds(trx, request, settings.low_stock_threshold)).sort((a, b) => a - b);
	const rows = await repriceRows(trx, ids, {
		cost: request.floors.marginPercent !== null,
		market: fromMarket ? { following: followingOf(settings), conditionPercent: ladder } : null,
		lock: !request.preview,
	});
	const now = new Date(books.now).getTime();
	const result: RepriceResult = {
		changes: [],
		reviews: [],
		stale: [],
		no_market: [],
		skipped: 0,
		no_cost: 0,
		superseded: 0,
		retail: { before: 0, after: 0 },
		run: null,
	};
	const priced: number[] = [];
	for (const row of rows) {
		if (fromMarket && !usableMarket(row, request, now, result)) continue;
		const price = newPrice(
			{ ...row, market: row.market?.market ?? null },
			request.rule,
			request.rounding,
			request.floors,
			ladder,
		);
		if (price === null) {
			result.skipped++;
			continue;
		}
		if (price > LIMITS.priceMax)
			throw invalid(
				'rule',
				`${row.label} would cost ${price}, above the highest price ${LIMITS.priceMax}; nothing was changed.`,
				{ max: LIMITS.priceMax },
			);
		priced.push(row.id);
		if (request.floors.marginPercent !== null && row.cost === null) result.no_cost++;
		if (price === row.price) continue;
		const change = {
			sku: row.id,
			label: row.label,
			named: row.named,
			old: row.price,
			new: price,
			market: row.market,
		};
		if (needsReview(row.price, price, request.reviewAbovePercent)) {
			result.reviews.push({ ...change, change_percent: changePercent(row.price, price) });
			continue;
		}
		result.changes.push(change);
		result.retail.before += (row.price ?? 0) * row.quantity;
		result.retail.after += price * row.quantity;
	}
	if (request.preview) return { ...result, superseded: await pendingOf(trx, priced) };
	result.superseded = await supersedeReviews(books, priced);
	if (result.changes.length === 0 && result.reviews.length === 0) return result;
	const run = randomUUID();
	await changePrices(
		books,
		result.changes.map((change) => ({ sku: change.sku, old: change.old, price: change.new })),
		{ reason: 'reprice', run },
	);
	await queueReviews(
		books,
		run,
		result.reviews.map((review) => ({
			sku: review.sku,
			old: review.old,
			proposed: review.new,
			market: review.market,
		})),
	);
	return { ...result, run };
}

/** Whether the row's market price may be priced from; if not, lists it (no market price, or a stale one) in the result. */
function usableMarket(row: RepriceRow, request: RepriceRequest, now: number, result: RepriceResult): boolean {
	if (row.market === null) {
		result.no_market.push({ sku: row.id, label: row.label, named: row.named });
		return false;
	}
	if (isStale(Date.parse(row.market.priced_at), now, request.staleDays)) {
		result.stale.push({ sku: row.id, label: row.label, named: row.named, ...row.market });
		return false;
	}
	return true;
}
