import type { Knex } from 'knex';
import { lockingRead } from '../db.ts';
import { invalid } from '../errors.ts';
import { appendBuylistEvent } from '../ledger/buylists.ts';
import { recordCash, sessionAtTill } from '../ledger/cash.ts';
import type { Books } from '../ledger/command.ts';
import { receiveCost } from '../ledger/costs.ts';
import { coverFromDrawer } from '../ledger/refused-cash.ts';
import { postCredit } from '../ledger/credit.ts';
import { moveStocks } from '../ledger/stock.ts';
import { readShopSettings } from '../settings/shop-settings.ts';
import { findOrCreateSku } from '../stock/find-or-create-sku.ts';
import type { PayoutMethod } from '@deckhand/contract/buylists/buylist-states.ts';
import { checkApprovedPayout } from './approval-queue.ts';
import { updateBuylist, type BuylistRow } from './buylist-row.ts';
import { loadCardFacts } from './card-facts.ts';
import { limitAllowance } from './offers.ts';
import { storedLines, type StoredLine } from './recompute-offers.ts';
import { passSkippedStates } from './skipped-states.ts';
import { checkStaffLimits, lockPayees } from './staff-limits.ts';
import { SERVER_NOTES } from '@deckhand/contract/domain/server-notes.ts';

export interface Completion {
	payout: PayoutMethod | null;
	till: number | null;
	note: string | null;
}

/**
 * Locks the cards the buylist takes copies of, in id order (two completions of the same cards
 * then wait for each other on PostgreSQL instead of deadlocking), and checks each buy limit again
 * against what the shop holds now: a line taking copies above what the limit still allows is
 * refused, naming the card, what the shop holds and what it still buys.
 */
async function checkLimitsUnderLock(trx: Knex.Transaction, lines: StoredLine[]): Promise<void> {
	const cards = [...new Set(lines.filter((line) => line.offer.buy_quantity > 0).map((line) => line.card))].sort(
		(a, b) => a - b,
	);
	if (cards.length === 0) return;
	await lockingRead(trx, trx('cards').select('id').whereIn('id', cards).orderBy('id'));
	const facts = await loadCardFacts(trx, cards);
	const left = new Map<number, number>();
	for (const [index, line] of lines.entries()) {
		const card = facts.get(line.card);
		const limit = card?.rule?.limit;
		if (!card || !limit || line.offer.buy_quantity === 0 || card.rule?.notBuying) continue;
		const allowance = left.get(line.card) ?? limitAllowance(limit, card.held);
		if (line.offer.buy_quantity > allowance) {
			const name =
				(await trx('cards').select('name').where('id', line.card).first())?.name ?? `card #${line.card}`;
			throw invalid(
				`lines[${index}].quantity`,
				`Line ${index + 1}: the shop now holds ${card.held} of ${name}, and its buy limit ("at most ${limit.buyLimit} while we hold ${limit.holdThreshold} or more") lets it take ${allowance} more, not ${line.offer.buy_quantity}. Change the line and offer again.`,
				{ max: allowance },
			);
		}
		left.set(line.card, allowance - line.offer.buy_quantity);
	}
}

/**
 * A buylist is offered or completed with lines, each line taking copies with an offer. Where the
 * card has no price to derive one from, the refusal says where it is set: the card page's price
 * (or the line's own offer) for an administrator, the owner for a clerk, who can set neither.
 */
export function checkOffers(buylist: BuylistRow, lines: StoredLine[], admin: boolean): void {
	if (lines.length === 0)
		throw invalid('lines', `Buylist ${buylist.number} has no lines yet: add the cards the customer brought.`, {
			min: 1,
		});
	for (const [index, line] of lines.entries())
		if (line.offer.buy_quantity > 0 && (line.offer.cash_unit === null || line.offer.credit_unit === null))
			throw invalid(
				`lines[${index}].offer`,
				admin
					? `Line ${index + 1}: the card has no price in ${line.finish} ${line.language} to offer from. Set its price on the card page, or the line's offer.`
					: `Line ${index + 1}: the card has no price in ${line.finish} ${line.language} to offer from; the owner sets its price on the card page first.`,
			);
}

/** The payout's checks: a credit payout needs the customer whose credit it is; a cash one the till paying it (checked when paid). */
function checkPayout(buylist: BuylistRow, completion: Completion): PayoutMethod {
	const { payout } = completion;
	if (payout === null) throw invalid('payout', 'Choose how the customer is paid: cash or credit.');
	if (payout === 'credit' && buylist.customer === null)
		throw invalid('customer', 'Store credit is paid to a customer: choose the customer first, or pay cash.');
	if (payout === 'cash' && completion.till === null)
		throw invalid('till', 'Cash comes out of a till: choose the till that pays it.');
	return payout;
}

/**
 * Completes a buylist in the caller's transaction (a transition, or a trade-in at checkout): the
 * customer (and a clerk) locked first, the limits checked again under lock, a clerk's payout over
 * a staff limit refused (BUYLIST_LIMIT_EXCEEDED, before anything is written; `staff-limits.ts`),
 * an approval held to the payout it waits with, then each line's copies in on their SKU
 * (created unpriced when the shop has none) as `buylist_intake` movements, each SKU's average
 * cost moved by the copies' offer, the payout recorded (cash out of the till's open session, or
 * store credit in the ledger), the lines' and buylist's payout figures set and the events appended
 * (a counter trade-in completed from draft or offered passes the states between: `skipped-states.ts`).
 */
export async function completeBuylist(books: Books, buylist: BuylistRow, completion: Completion) {
	const { trx, actor } = books;
	const payout = checkPayout(buylist, completion);
	checkApprovedPayout(buylist, payout);
	const payees = await lockPayees(books, buylist);
	const lines = await storedLines(trx, buylist.id);
	await checkLimitsUnderLock(trx, lines);
	checkOffers(buylist, lines, actor.admin);
	const unit = (line: StoredLine) => (payout === 'cash' ? line.offer.cash_unit : line.offer.credit_unit);
	const total = payout === 'cash' ? buylist.total_cash : buylist.total_credit;
	const settings = await readShopSettings(trx);
	await checkStaffLimits(books, buylist, { method: payout, total }, payees, settings);
	const session = payout === 'cash' ? await sessionAtTill(trx, completion.till, true) : null;
	if (session)
		await coverFromDrawer(books, session, {
			kind: 'buylist_payout',
			amount: total,
			buylist: buylist.id,
			field: 'till',
		});

	const taken = lines.filter((line) => line.offer.buy_quantity > 0);
	const skus: number[] = [];
	for (const { card, condition, finish, language } of taken)
		skus.push((await findOrCreateSku(books, { card, condition, finish, language }, 'card')).id);
	const moves = taken.map((line, index) => ({
		sku: skus[index]!,
		delta: line.offer.buy_quantity,
		reason: 'buylist_intake' as const,
		buylist: buylist.id,
	}));
	const moved = await moveStocks(books, moves);
	// Costs move in the order the copies arrived (SKU order, as `moveStocks` moves them), each from the quantity before its own copies.
	for (const index of [...moves.keys()].sort((a, b) => moves[a]!.sku - moves[b]!.sku)) {
		const move = moves[index]!;
		await receiveCost(books, move.sku, {
			quantity: move.delta,
			unitCost: unit(taken[index]!)!,
			onHandBefore: moved[index]!.quantity - move.delta,
		});
	}
	for (const line of lines) {
		const taking = taken.indexOf(line);
		const offerUnit = unit(line);
		const values = {
			sku: taking >= 0 ? skus[taking]! : line.offer.sku,
			offer_unit: offerUnit,
			line_total: (offerUnit ?? 0) * line.offer.buy_quantity,
		};
		await trx('buylist_lines').where('id', line.id).update(values);
		books.updated('buylist_lines', [line.id], values);
	}
	if (payout === 'cash')
		await recordCash(books, session!.id, [{ kind: 'buylist_payout', amount: -total, buylist: buylist.id }]);
	else if (total > 0)
		await postCredit(
			books,
			{
				customer: buylist.customer!,
				amount: total,
				reason: 'buylist_payout',
				buylist: buylist.id,
				note: SERVER_NOTES.tradeIn(buylist.number),
			},
			{ field: 'payout' },
		);
	await updateBuylist(books, buylist, {
		status: 'completed',
		payout_method: payout,
		total_offer: total,
		till_session: session?.id ?? null,
		staff_paid: !actor.admin,
	});
	await appendBuylistEvent(books, buylist.id, await passSkippedStates(books, buylist), 'completed', completion.note);
}
