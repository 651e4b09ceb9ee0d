import { appendBuylistEvent } from '../ledger/buylists.ts';
import type { Books } from '../ledger/command.ts';
import { SKIPPED_TO_COMPLETE, type BuylistStatus } from '@deckhand/contract/buylists/buylist-states.ts';

/**
 * A buylist completed in one step from draft or offered: the states it
 * passes on the way are written to its history first, by the same person at the same moment, in
 * the same transaction. Answers the state its last event starts from.
 */
export async function passSkippedStates(
	books: Books,
	buylist: { id: number; status: BuylistStatus },
): Promise<BuylistStatus> {
	let from = buylist.status;
	for (const to of SKIPPED_TO_COMPLETE[from] ?? []) {
		await appendBuylistEvent(books, buylist.id, from, to, null);
		from = to;
	}
	return from;
}
