import type { Books } from '../ledger/command.ts';
import { OPEN_STATUSES } from '@deckhand/contract/buylists/buylist-states.ts';
import { lockBuylist, refuseUnless, updateBuylist } from './buylist-row.ts';
import { buylistView } from './buylist-view.ts';
import { checkCustomer } from './create-buylist.ts';
import type { BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';

/** `PATCH /deckhand/buylists/:id`: the buylist's customer, until it is completed, rejected or cancelled. */
export async function setCustomer(
	books: Books,
	id: number,
	request: { customer: number | null },
): Promise<BuylistView> {
	const buylist = await lockBuylist(books.trx, id);
	refuseUnless(buylist, OPEN_STATUSES, buylist.status, 'its customer can no longer change.');
	await checkCustomer(books, request.customer);
	await updateBuylist(books, buylist, { customer: request.customer });
	return buylistView(books.trx, id);
}
