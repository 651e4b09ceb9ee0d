import { BuylistTransitionError } from '../errors.ts';
import { appendBuylistEvent } from '../ledger/buylists.ts';
import type { Books } from '../ledger/command.ts';
import type { BuylistTransition } from './buylist-input.ts';
import {
	BUYLIST_TRANSITIONS,
	canTransition,
	isBuylistStatus,
	refusalSentence,
} from '@deckhand/contract/buylists/buylist-states.ts';
import { lockBuylist, updateBuylist, type BuylistRow } from './buylist-row.ts';
import { buylistView } from './buylist-view.ts';
import { checkOffers, completeBuylist } from './complete-buylist.ts';
import { storedLines } from './recompute-offers.ts';
import type { BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';

/** The buylist, refused with INVALID_TRANSITION unless the change is allowed from where it stands (for this caller). */
export async function buylistFor(
	books: Books,
	id: number,
	request: Pick<BuylistTransition, 'to'>,
): Promise<BuylistRow> {
	const buylist = await lockBuylist(books.trx, id);
	const from = buylist.status;
	if (!isBuylistStatus(from) || !canTransition(from, request.to, books.actor.admin))
		throw new BuylistTransitionError(
			isBuylistStatus(from)
				? refusalSentence(buylist.number, from, request.to, books.actor.admin)
				: `Buylist ${buylist.number}: its status "${String(from)}" is unknown.`,
			{
				buylist: id,
				from: String(from),
				to: request.to,
				allowed: isBuylistStatus(from)
					? BUYLIST_TRANSITIONS[from].filter((to) => canTransition(from, to, books.actor.admin))
					: [],
			},
		);
	return buylist;
}

/**
 * `POST /deckhand/buylists/:id/transition`: one status change in one transaction, with its
 * event; a completion with everything it moves (`complete-buylist.ts`). The status is changed by
 * a guarded update, so of two people changing the same buylist at once only one wins.
 */
export async function transitionBuylist(books: Books, id: number, request: BuylistTransition): Promise<BuylistView> {
	const buylist = await buylistFor(books, id, request);
	if (request.to === 'completed') await completeBuylist(books, buylist, request);
	else {
		if (request.to === 'offered') checkOffers(buylist, await storedLines(books.trx, id), books.actor.admin);
		await updateBuylist(books, buylist, { status: request.to });
		await appendBuylistEvent(books, id, buylist.status, request.to, request.note);
	}
	return buylistView(books.trx, id, books.actor);
}
