import { AdminOnlyError, invalid } from '../errors.ts';
import type { Books } from '../ledger/command.ts';
import type { LineChange } from '@deckhand/contract/buylists/buylist-input.ts';
import { EDITABLE_STATUSES } from '@deckhand/contract/buylists/buylist-states.ts';
import { refuseChangeUnless } from './approval-queue.ts';
import { lockBuylist } from './buylist-row.ts';
import { buylistView } from './buylist-view.ts';
import { recomputeOffers } from './recompute-offers.ts';
import { isHeld, trimHeldLine, trimmedQuantity } from './trim-held.ts';
import type { BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';

/** The line of this buylist, or a refusal naming `line`. */
export async function lineOf(books: Books, buylist: number, line: number): Promise<Record<string, unknown>> {
	const row = await books
		.trx('buylist_lines')
		.select('id', 'condition', 'finish', 'language', 'quantity')
		.where({ id: line, buylist })
		.first();
	if (!row) throw invalid('line', `Buylist #${buylist} has no line #${line}.`);
	return row;
}

const REGRADE = ['condition', 'finish', 'language'] as const;

/**
 * `PATCH /deckhand/buylists/:id/lines/:line`: a line regraded (condition, finish, language), its
 * quantity changed, or its offer set by an administrator (null: the computed offer again). A
 * regrade is another card as brought, so it takes away an administrator's offer unless the same
 * request sets one. Every offer of the buylist is worked out again. A buylist awaiting approval
 * only takes fewer copies (`trim-held.ts`).
 */
export async function changeLine(books: Books, id: number, lineId: number, change: LineChange): Promise<BuylistView> {
	if (change.offer !== undefined && !books.actor.admin)
		throw new AdminOnlyError("Only an administrator can set a line's offer.", { field: 'offer' });
	const buylist = await lockBuylist(books.trx, id);
	if (!isHeld(buylist)) refuseChangeUnless(buylist, EDITABLE_STATUSES, 'line', 'its lines can no longer change.');
	const line = await lineOf(books, id, lineId);
	if (isHeld(buylist)) {
		const quantity = trimmedQuantity(buylist, { quantity: Number(line['quantity']) }, change);
		await trimHeldLine(books, buylist, lineId, quantity);
		return buylistView(books.trx, id, books.actor);
	}
	const regraded = REGRADE.some((field) => change[field] !== undefined && change[field] !== line[field]);
	const values: Record<string, unknown> = {};
	for (const field of [...REGRADE, 'quantity'] as const)
		if (change[field] !== undefined) values[field] = change[field];
	if (change.offer)
		Object.assign(values, {
			overridden: true,
			cash_unit: change.offer.cash_unit,
			credit_unit: change.offer.credit_unit,
		});
	else if (change.offer === null || regraded) values['overridden'] = false;
	await books.trx('buylist_lines').where('id', lineId).update(values);
	books.updated('buylist_lines', [lineId], values);
	await recomputeOffers(books, id);
	return buylistView(books.trx, id, books.actor);
}
