import type { Knex } from 'knex';
import { dbNumberOrNull, isoTime, lockingRead } from '../db.ts';
import type { RepricedSku } from '@deckhand/contract/pricing/reprice.ts';

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
	/** The newest market price of any source (read only for the market rule), with when it was taken. */
	market: { price: number; pricedAt: string } | null;
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
	needs: { cost: boolean; market: boolean; lock: boolean },
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
		const markets = new Map<number, { price: number; pricedAt: string }>();
		if (needs.market)
			for (const row of await trx('market_prices').whereIn('sku', chunk).select('sku', 'price', 'priced_at')) {
				const pricedAt = isoTime(row.priced_at);
				const known = markets.get(Number(row.sku));
				if (!known || known.pricedAt < pricedAt)
					markets.set(Number(row.sku), { price: Number(row.price), pricedAt });
			}
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
