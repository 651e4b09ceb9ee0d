import type { Books } from '../ledger/command.ts';
import { CUSTOMER_STATUSES } from '@deckhand/contract/buylists/buylist-states.ts';
import { refuseChangeUnless } from './approval-queue.ts';
import { lockBuylist, updateBuylist } from './buylist-row.ts';
import { buylistView } from './buylist-view.ts';
import { checkCustomer } from './create-buylist.ts';
import type { BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';

/** `PATCH /deckhand/buylists/:id`: the buylist's customer, until it waits for approval, is completed, rejected or cancelled. */
export async function setCustomer(
	books: Books,
	id: number,
	request: { customer: number | null },
): Promise<BuylistView> {
	const buylist = await lockBuylist(books.trx, id);
	refuseChangeUnless(buylist, CUSTOMER_STATUSES, 'customer', 'its customer can no longer change.');
	await checkCustomer(books, request.customer);
	await updateBuylist(books, buylist, { customer: request.customer });
	return buylistView(books.trx, id, books.actor);
}
