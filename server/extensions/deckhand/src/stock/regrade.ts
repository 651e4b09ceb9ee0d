import type { Knex } from 'knex';
import { invalid } from '../errors.ts';
import type { Books } from '../ledger/command.ts';
import { moveStocks, pairMovements } from '../ledger/stock.ts';
import { skuKey } from '../hooks/sku-rules.ts';
import type { Regrade, SkuIdentity } from './regrade-input.ts';

const IDENTITY = ['card', 'condition', 'finish', 'language'] as const;

async function identityOf(trx: Knex.Transaction, sku: number): Promise<SkuIdentity> {
	const row = await trx('skus').select(...IDENTITY).where('id', sku).first();
	if (!row) throw invalid('sku', `There is no SKU #${sku}.`);
	return { card: Number(row.card), condition: row.condition, finish: row.finish, language: row.language };
}

/** The SKU with that identity, created unpriced with nothing on hand when the shop has none yet. */
async function findOrCreateSku(books: Books, identity: SkuIdentity): Promise<{ id: number; created: boolean }> {
	const key = skuKey({ ...identity });
	const existing = await books.trx('skus').select('id').where('sku_key', key).first();
	if (existing) return { id: Number(existing.id), created: false };
	if (!(await books.trx('cards').select('id').where('id', identity.card).first())) throw invalid('to.card', `There is no card #${identity.card}.`);
	return books.insertOrFind('skus', { ...identity, price: null, quantity: 0, bin: null, barcode: null, sku_key: key, date_updated: books.now }, 'sku_key');
}

/**
 * Average unit cost after copies arrive: the copies bring the cost they had (an average cost
 * does not change when copies leave). Copies with no known cost leave the target's as it is.
 */
async function carryCost(books: Books, from: number, to: number, quantity: number, onHandBefore: number): Promise<void> {
	const { trx } = books;
	const source = await trx('sku_costs').select('unit_cost').where('sku', from).first();
	if (!source) return;
	const target = await trx('sku_costs').select('id', 'unit_cost').where('sku', to).first();
	const sourceCost = Number(source.unit_cost);
	if (!target) {
		await books.insert('sku_costs', { sku: to, unit_cost: sourceCost });
		return;
	}
	const unitCost = Math.round((Number(target.unit_cost) * onHandBefore + sourceCost * quantity) / (onHandBefore + quantity));
	await trx('sku_costs').where('id', target.id).update({ unit_cost: unitCost });
	books.updated('sku_costs', [Number(target.id)], { unit_cost: unitCost });
}

/**
 * `POST /deckhand/stock/regrade`: copies of one SKU are really another (a regrade, a wrong
 * condition or printing). A SKU's identity never changes, so the copies move: −n from the
 * old SKU and +n to the target, two `regrade` movements that name each other, the cost
 * carried with them, in one transaction.
 */
export async function regradeStock(books: Books, regrade: Regrade) {
	const source = await identityOf(books.trx, regrade.sku);
	const identity = { ...source, ...regrade.to };
	if (skuKey({ ...identity }) === skuKey({ ...source }))
		throw invalid('to', 'The copies would stay on the same SKU: choose another condition, finish, language or card.');
	const target = await findOrCreateSku(books, identity);
	const [out, into] = await moveStocks(books, [
		{ sku: regrade.sku, delta: -regrade.quantity, reason: 'regrade', note: regrade.note, field: 'quantity' },
		{ sku: target.id, delta: regrade.quantity, reason: 'regrade', note: regrade.note },
	]);
	await pairMovements(books, out!.movement, into!.movement);
	const onHandBefore = into!.quantity - regrade.quantity;
	await carryCost(books, regrade.sku, target.id, regrade.quantity, onHandBefore);
	return {
		from: { sku: regrade.sku, quantity: out!.quantity, movement: out!.movement },
		to: { sku: target.id, quantity: into!.quantity, movement: into!.movement, created: target.created },
	};
}
