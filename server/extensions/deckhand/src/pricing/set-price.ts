import type { Knex } from 'knex';
import { lockingRead } from '../db.ts';
import { invalid } from '../errors.ts';
import type { Books } from '../ledger/command.ts';
import { changePrices, type PriceChangeContext } from '../ledger/prices.ts';
import type { PriceEdit, PriceSet } from '@deckhand/contract/pricing/price-commands.ts';

/** The SKU's price now, its row locked on PostgreSQL until the command ends. */
async function currentPrice(trx: Knex.Transaction, sku: number): Promise<number | null> {
	const query = trx('skus').select('price').where('id', sku);
	const row = await lockingRead(trx, query).first();
	if (!row) throw invalid('sku', `There is no SKU #${sku}.`);
	return row.price === null ? null : Number(row.price);
}

async function setPrice(books: Books, edit: PriceEdit, context: PriceChangeContext): Promise<PriceSet> {
	const old = await currentPrice(books.trx, edit.sku);
	const [change] = await changePrices(books, [{ sku: edit.sku, old, price: edit.price }], context);
	return { sku: edit.sku, price: edit.price, change: change ?? null };
}

/** `POST /deckhand/prices/set`: an administrator's price edit, recorded in the price ledger (nothing when the price is unchanged). */
export function editPrice(books: Books, edit: PriceEdit): Promise<PriceSet> {
	return setPrice(books, edit, { reason: 'edit' });
}

/** `POST /deckhand/prices/restore`: the price an earlier change set comes back, as a new change that names it. */
export async function restorePrice(books: Books, change: number): Promise<PriceSet> {
	const earlier = await books.trx('price_changes').select('sku', 'new_price').where('id', change).first();
	if (!earlier) throw invalid('change', `There is no price change #${change}.`);
	const price = earlier.new_price === null ? null : Number(earlier.new_price);
	return setPrice(books, { sku: Number(earlier.sku), price }, { reason: 'restore', restoredFrom: change });
}
