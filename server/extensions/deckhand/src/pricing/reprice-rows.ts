import type { Knex } from 'knex';
import { dbNumberOrNull, isoTime, lockingRead } from '../db.ts';
import type { RepricedSku, RepriceMarket } from '@deckhand/contract/pricing/reprice.ts';
import { followedQuotes, quoteKey, type QuoteFollowing } from './followed-quotes.ts';
import { conditionPrice } from './market-basis.ts';

/** One SKU of a reprice selection, with what the rules price it from. */
export interface RepriceRow {
	id: number;
	label: string;
	named: RepricedSku;
	price: number | null;
	quantity: number;
	condition: string;
	/** The NM price of the same card, finish, language and edition. */
	nmPrice: number | null;
	/** Average unit cost (read only when a margin floor is asked for). */
	cost: number | null;
	/** The market price it follows (read only for the market rule), for its condition, with its source and when it was quoted. */
	market: RepriceMarket | null;
}

/** What a reprice from the market reads: the quotes the shop follows, and its condition ladder to price a condition from them. */
export interface MarketFollowing {
	following: QuoteFollowing;
	conditionPercent: Record<string, number>;
}

const CHUNK = 500;

/** A SKU as the reprice's answers name it: "Charizard ex (NM, foil, EN)", with its edition when it has one. */
export const skuLabel = (row: {
	name: string;
	condition: string;
	finish: string;
	language: string;
	edition: string | null;
}) => `${row.name} (${[row.condition, row.finish, row.language, row.edition].filter(Boolean).join(', ')})`;

/**
 * The selection's SKUs, in SKU order, `ids` being sorted. A reprice that writes locks them first
 * (PostgreSQL; in SKU order, as every command that changes several prices), so what it reads is
 * what it changes and queues: a second run or a review decided meanwhile waits for it.
 */
export async function repriceRows(
	trx: Knex.Transaction,
	ids: number[],
	needs: { cost: boolean; market: MarketFollowing | null; lock: boolean },
): Promise<RepriceRow[]> {
	const rows: RepriceRow[] = [];
	for (let i = 0; i < ids.length; i += CHUNK) {
		const chunk = ids.slice(i, i + CHUNK);
		if (needs.lock) await lockingRead(trx, trx('skus').whereIn('id', chunk).orderBy('id').select('id'));
		const skus = await trx('skus as s')
			.join('cards as c', 'c.id', 's.card')
			.join('sets as t', 't.id', 'c.set')
			.leftJoin('skus as nm', (join) =>
				join
					.on('nm.card', 's.card')
					.andOn('nm.finish', 's.finish')
					.andOn('nm.language', 's.language')
					.andOnVal('nm.condition', 'NM')
					// One NM SKU per edition: a 1st Edition LP is priced from the 1st Edition NM.
					.andOn((edition) =>
						edition
							.on('nm.edition', 's.edition')
							.orOn((none) => none.onNull('nm.edition').andOnNull('s.edition')),
					),
			)
			.whereIn('s.id', chunk)
			.select(
				's.id',
				's.card',
				's.price',
				's.quantity',
				's.condition',
				's.finish',
				's.language',
				's.edition',
				'c.name',
				'c.kind',
				'c.collector_number',
				't.code as set_code',
				't.name as set_name',
				'nm.price as nm_price',
			)
			.orderBy('s.id');
		const costs = needs.cost
			? new Map(
					(await trx('sku_costs').whereIn('sku', chunk).select('sku', 'unit_cost')).map((row) => [
						Number(row.sku),
						Number(row.unit_cost),
					]),
				)
			: new Map<number, number>();
		const markets = needs.market ? await marketsOf(trx, skus, needs.market) : new Map<number, RepriceMarket>();
		for (const sku of skus) {
			const id = Number(sku.id);
			rows.push({
				id,
				label: skuLabel(sku),
				named: {
					card: sku.name,
					set_code: sku.set_code,
					set_name: sku.set_name,
					collector_number: sku.collector_number ?? null,
					kind: sku.kind,
					condition: sku.condition,
					finish: sku.finish,
					language: sku.language,
					edition: sku.edition ?? null,
				},
				price: dbNumberOrNull(sku.price),
				quantity: Number(sku.quantity),
				condition: sku.condition,
				nmPrice: dbNumberOrNull(sku.nm_price),
				cost: costs.get(id) ?? null,
				market: markets.get(id) ?? null,
			});
		}
	}
	return rows;
}

/**
 * The market price each SKU is repriced from: the quote the shop follows for its card and finish
 * (an NM price: × the condition's share, as a trade-in's offer takes it), else the newest of the
 * SKU's own imported market prices (`market_prices`, already the SKU's condition). The followed
 * quote wins even when stale: the shop chose its source, and a stale price is listed, not
 * replaced by another source's.
 */
async function marketsOf(
	trx: Knex.Transaction,
	skus: ReadonlyArray<{ id: unknown; card: unknown; finish: string; condition: string }>,
	market: MarketFollowing,
): Promise<Map<number, RepriceMarket>> {
	const markets = new Map<number, RepriceMarket>();
	const quotes = await followedQuotes(
		trx,
		skus.map((sku) => Number(sku.card)),
		market.following,
	);
	for (const sku of skus) {
		const quote = quotes.get(quoteKey(Number(sku.card), sku.finish));
		if (quote)
			markets.set(Number(sku.id), {
				market: conditionPrice(quote.price, sku.condition, market.conditionPercent),
				source: quote.source,
				priced_at: quote.quoted_at,
			});
	}
	const imported = skus.map((sku) => Number(sku.id)).filter((id) => !markets.has(id));
	for (const row of await trx('market_prices')
		.whereIn('sku', imported)
		.select('sku', 'source', 'price', 'priced_at')) {
		const pricedAt = isoTime(row.priced_at);
		const known = markets.get(Number(row.sku));
		if (!known || known.priced_at < pricedAt)
			markets.set(Number(row.sku), {
				market: Number(row.price),
				source: String(row.source),
				priced_at: pricedAt,
			});
	}
	return markets;
}
