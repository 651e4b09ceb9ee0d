import { randomBytes } from 'node:crypto';
import { invalid } from '../errors.ts';
import { appendBuylistEvent } from '../ledger/buylists.ts';
import type { Books } from '../ledger/command.ts';
import { buylistNumber } from '@deckhand/contract/buylists/buylist-states.ts';
import { buylistView } from './buylist-view.ts';
import type { BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';

/** The customer a buylist names must exist; none (a walk-in) is fine until a credit payout. */
export async function checkCustomer(books: Books, customer: number | null): Promise<void> {
	if (customer !== null && !(await books.trx('customers').select('id').where('id', customer).first()))
		throw invalid('customer', `There is no customer #${customer}.`);
}

/**
 * The caller's own draft for the same customer (or none) that has no line yet: "New buylist"
 * clicked again, or left before a card was added, opens it again instead of starting another.
 */
async function emptyDraftOf(books: Books, customer: number | null): Promise<number | null> {
	const row = await books
		.trx('buylists')
		.select('id')
		.where({ status: 'draft', user_created: books.actor.user })
		.where((query) => (customer === null ? query.whereNull('customer') : query.where('customer', customer)))
		.whereNotExists((query) =>
			query.select('id').from('buylist_lines').whereRaw('buylist_lines.buylist = buylists.id'),
		)
		.orderBy('id', 'desc')
		.first();
	return row ? Number(row.id) : null;
}

/**
 * `POST /deckhand/buylists`: a new draft (its number follows its id, as an order's does) and its
 * first event, or the caller's empty draft for the same customer again (`emptyDraftOf`), so
 * clicks do not pile up empty drafts.
 */
export async function createBuylist(books: Books, request: { customer: number | null }): Promise<BuylistView> {
	await checkCustomer(books, request.customer);
	const empty = await emptyDraftOf(books, request.customer);
	if (empty !== null) return buylistView(books.trx, empty, books.actor);
	const row = {
		// A unique placeholder holds the number until the id is known.
		number: `~${randomBytes(9).toString('hex')}`,
		customer: request.customer,
		status: 'draft',
		payout_method: null,
		total_cash: 0,
		total_credit: 0,
		total_offer: 0,
		till_session: null,
		user_created: books.actor.user,
		date_created: books.now,
	};
	const id = await books.insert('buylists', row);
	const number = buylistNumber(id);
	await books.trx('buylists').where('id', id).update({ number });
	books.updated('buylists', [id], { number });
	await appendBuylistEvent(books, id, null, 'draft', null);
	return buylistView(books.trx, id, books.actor);
}
