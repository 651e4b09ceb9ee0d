import type { Knex } from 'knex';
import { invalid } from '../errors.ts';
import type { Books } from '../ledger/command.ts';
import { moveStocks, pairMovements } from '../ledger/stock.ts';
import { skuKey } from '../hooks/sku-rules.ts';
import { receiveCost } from '../ledger/costs.ts';
import { findOrCreateSku, type SkuIdentity } from './find-or-create-sku.ts';
import type { Regrade, Regraded } from '@deckhand/contract/stock/regrade-input.ts';

const IDENTITY = ['card', 'condition', 'finish', 'language', 'edition'] as const;

async function identityOf(trx: Knex.Transaction, sku: number): Promise<SkuIdentity> {
	const row = await trx('skus')
		.select(...IDENTITY)
		.where('id', sku)
		.first();
	if (!row) throw invalid('sku', `There is no SKU #${sku}.`);
	return {
		card: Number(row.card),
		condition: row.condition,
		finish: row.finish,
		language: row.language,
		edition: row.edition ?? null,
	};
}

/** Copies moved bring the cost they had; copies with no known cost leave the target's as it is. */
async function carryCost(
	books: Books,
	from: number,
	to: number,
	quantity: number,
	onHandBefore: number,
): Promise<void> {
	const source = await books.trx('sku_costs').select('unit_cost').where('sku', from).first();
	if (source) await receiveCost(books, to, { quantity, unitCost: Number(source.unit_cost), onHandBefore });
}

/**
 * `POST /deckhand/stock/regrade`: copies of one SKU are really another (a regrade, a wrong
 * condition or printing). A SKU's identity never changes, so the copies move: −n from the
 * old SKU and +n to the target, two `regrade` movements that name each other, the cost
 * carried with them, in one transaction.
 */
export async function regradeStock(books: Books, regrade: Regrade): Promise<Regraded> {
	const source = await identityOf(books.trx, regrade.sku);
	const identity = { ...source, ...regrade.to };
	if (skuKey({ ...identity }) === skuKey({ ...source }))
		throw invalid(
			'to',
			'The copies would stay on the same SKU: choose another condition, finish, language or card.',
		);
	const target = await findOrCreateSku(books, identity, 'to.card');
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
