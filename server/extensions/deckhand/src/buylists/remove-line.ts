import type { Books } from '../ledger/command.ts';
import { EDITABLE_STATUSES } from '@deckhand/contract/buylists/buylist-states.ts';
import { refuseChangeUnless } from './approval-queue.ts';
import { lockBuylist } from './buylist-row.ts';
import { buylistView } from './buylist-view.ts';
import { lineOf } from './change-line.ts';
import { recomputeOffers } from './recompute-offers.ts';
import { isHeld, refuseLastLine, trimHeldLine } from './trim-held.ts';
import type { BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';

/**
 * `DELETE /deckhand/buylists/:id/lines/:line`: the line taken off while the buylist is a draft or
 * offered, every offer worked out again; or a trim of one awaiting approval (`trim-held.ts`).
 */
export async function removeLine(books: Books, id: number, lineId: number): Promise<BuylistView> {
	const buylist = await lockBuylist(books.trx, id);
	if (!isHeld(buylist)) refuseChangeUnless(buylist, EDITABLE_STATUSES, 'line', 'its lines can no longer change.');
	await lineOf(books, id, lineId);
	if (isHeld(buylist)) {
		const lines = await books.trx('buylist_lines').where('buylist', id).count({ lines: '*' }).first();
		refuseLastLine(buylist, Number(lines?.['lines'] ?? 0));
		await trimHeldLine(books, buylist, lineId, 0);
		return buylistView(books.trx, id, books.actor);
	}
	await books.trx('buylist_lines').where('id', lineId).delete();
	await recomputeOffers(books, id);
	return buylistView(books.trx, id, books.actor);
}
