import { invalid } from '../errors.ts';
import type { Books } from '../ledger/command.ts';
import { TRADE_IN_STATUSES } from '@deckhand/contract/buylists/buylist-states.ts';
import { lockBuylist, refuseUnless, type BuylistRow } from '../buylists/buylist-row.ts';

/** The buylist a sale's trade-in names: the sale customer's, not yet accepted past (draft, offered or accepted), locked for the sale. */
export async function tradeInFor(books: Books, id: number, customer: number): Promise<BuylistRow> {
	const buylist = await lockBuylist(books.trx, id, 'trade_in');
	if (buylist.customer !== customer)
		throw invalid(
			'trade_in',
			`Buylist ${buylist.number} is not this customer's: a trade-in pays the customer who brought the cards.`,
		);
	refuseUnless(buylist, TRADE_IN_STATUSES, 'completed', 'it cannot be traded in at the till.');
	return buylist;
}
