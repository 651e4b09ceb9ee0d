import type { Books } from '../ledger/command.ts';
import { appendBuylistEvent } from '../ledger/buylists.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import type { LineChange } from '@deckhand/contract/buylists/buylist-input.ts';
import type { BuylistStatus } from '@deckhand/contract/buylists/buylist-states.ts';
import { stateRefusal, updateBuylist, type BuylistRow } from './buylist-row.ts';
import { firstBreach } from './staff-limits.ts';

const WAITS = 'what waits for approval is what an administrator approves';

/** A buylist waiting for approval: its lines may only be trimmed, by anyone who may change it. */
export const isHeld = (buylist: BuylistRow) => buylist.status === 'awaiting_approval';

const refuse = (buylist: BuylistRow, field: string, sentence: string) =>
	stateRefusal(buylist, buylist.status, sentence, field);

/**
 * The copies a held buylist's line is trimmed to, or a refusal (INVALID_TRANSITION, naming the
 * field) of any change that is not fewer copies: a regrade, an offer or more copies could make it
 * pay more than what waits for approval.
 */
export function trimmedQuantity(buylist: BuylistRow, line: { quantity: number }, change: LineChange): number {
	const { quantity, ...rest } = change;
	if (Object.values(rest).some((value) => value !== undefined) || quantity === undefined)
		throw refuse(buylist, 'line', `${WAITS}, so nothing of it changes but fewer copies or a line taken off.`);
	if (quantity >= line.quantity)
		throw refuse(
			buylist,
			'quantity',
			`${WAITS}, so a line's copies can only go down: this line has ${line.quantity}, at most ${line.quantity - 1} (or take the line off).`,
		);
	return quantity;
}

/** A held buylist's line is taken off while another remains; its last line is not (the buylist is cancelled instead). */
export function refuseLastLine(buylist: BuylistRow, lines: number): void {
	if (lines <= 1)
		throw refuse(buylist, 'line', `${WAITS}; this is its last line: cancel the buylist to turn all of it away.`);
}

/**
 * A held line trimmed to `quantity` (0: taken off). Its offer per copy stays what was held (no
 * price read again), and it takes no more copies than before: a trim never raises what is paid.
 */
export async function trimHeldLine(books: Books, buylist: BuylistRow, lineId: number, quantity: number) {
	const { trx } = books;
	if (quantity === 0) await trx('buylist_lines').where('id', lineId).delete();
	else {
		const line = await trx('buylist_lines')
			.select('buy_quantity', 'cash_unit', 'credit_unit')
			.where('id', lineId)
			.first();
		const buy = Math.min(Number(line.buy_quantity), quantity);
		const values = {
			quantity,
			buy_quantity: buy,
			line_cash: Number(line.cash_unit ?? 0) * buy,
			line_credit: Number(line.credit_unit ?? 0) * buy,
		};
		await trx('buylist_lines').where('id', lineId).update(values);
		books.updated('buylist_lines', [lineId], values);
	}
	const sums = await trx('buylist_lines')
		.where('buylist', buylist.id)
		.sum({ cash: 'line_cash', credit: 'line_credit' })
		.first();
	await settleHold(books, buylist, { cash: Number(sums?.['cash'] ?? 0), credit: Number(sums?.['credit'] ?? 0) });
}

/**
 * After a trim, the hold is weighed again with the same sums a completion reads, for the clerk who
 * asked approval: back under every staff limit, the buylist returns to where it stood before it
 * waited (the clerk completes it as any other); still above, it keeps waiting with its new figures.
 */
async function settleHold(books: Books, buylist: BuylistRow, totals: { cash: number; credit: number }) {
	const { trx } = books;
	const held = await trx('buylist_events')
		.select('from_status', 'user_created')
		.where({ buylist: buylist.id, to_status: 'awaiting_approval' })
		.orderBy('id', 'desc')
		.first();
	const payout = buylist.payout_method ?? 'cash';
	const total = totals[payout];
	const settings = await readShopSettings(trx);
	const breach = await firstBreach(
		{ trx, now: books.now, clerk: String(held?.user_created ?? books.actor.user) },
		buylist,
		total,
		settings,
	);
	const values = { total_cash: totals.cash, total_credit: totals.credit, total_offer: total };
	if (breach) {
		const hold = {
			held_by_limit: breach.rule,
			held_spent_today: breach.spentToday,
			held_limit_amount: breach.limit,
		};
		return updateBuylist(books, buylist, { ...values, ...hold });
	}
	const back = (held?.from_status ?? 'accepted') as BuylistStatus;
	// As it stood before it waited: no payout chosen, nothing offered in total, no hold.
	const released = { status: back, payout_method: null, total_offer: 0, held_by_limit: null, held_spent_today: null };
	await updateBuylist(books, buylist, { ...values, ...released, held_limit_amount: null });
	await appendBuylistEvent(books, buylist.id, buylist.status, back, null);
}
