import { invalid } from '../errors.ts';
import type { Books } from '../ledger/command.ts';
import type { NewLine } from '@deckhand/contract/buylists/buylist-input.ts';
import { BUYLIST_LIMITS, EDITABLE_STATUSES } from '@deckhand/contract/buylists/buylist-states.ts';
import { refuseChangeUnless } from './approval-queue.ts';
import { lockBuylist } from './buylist-row.ts';
import { buylistView } from './buylist-view.ts';
import { recomputeOffers } from './recompute-offers.ts';
import type { BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';

interface LineIdentity {
	card: number;
	condition: string;
	finish: string;
	language: string;
}

/** The card, condition, finish and language a new line is: the SKU's, or as given (the card must exist). */
async function identityOf(books: Books, line: NewLine): Promise<LineIdentity> {
	const { trx } = books;
	if ('sku' in line) {
		const sku = await trx('skus').select('card', 'condition', 'finish', 'language').where('id', line.sku).first();
		if (!sku) throw invalid('sku', `There is no SKU #${line.sku}.`);
		return {
			card: Number(sku.card),
			condition: String(sku.condition),
			finish: String(sku.finish),
			language: String(sku.language),
		};
	}
	if (!(await trx('cards').select('id').where('id', line.card).first()))
		throw invalid('card', `There is no card #${line.card}.`);
	return { card: line.card, condition: line.condition, finish: line.finish, language: line.language };
}

/**
 * The same card as brought (card, condition, finish, language) scanned again adds to its line: one
 * line per SKU, so a stack is read by its copies, not by its scans. Its quantity stays within the
 * line's bound, counted with the copies already on the line.
 */
async function addToSameLine(books: Books, id: number, identity: LineIdentity, quantity: number) {
	const same = await books
		.trx('buylist_lines')
		.select('id', 'quantity')
		.where({ buylist: id, ...identity })
		.first();
	if (!same) return false;
	const total = Number(same['quantity']) + quantity;
	if (total > BUYLIST_LIMITS.quantityMax)
		throw invalid(
			'quantity',
			`This card is on the buylist with ${Number(same['quantity'])} copies already; a line holds at most ${BUYLIST_LIMITS.quantityMax}.`,
			{ max: BUYLIST_LIMITS.quantityMax - Number(same['quantity']) },
		);
	const values = { quantity: total };
	await books.trx('buylist_lines').where('id', same['id']).update(values);
	books.updated('buylist_lines', [Number(same['id'])], values);
	return true;
}

/**
 * `POST /deckhand/buylists/:id/lines`: one more line, last, or more copies on the line of the same
 * card as brought, while the buylist is a draft or offered; every offer worked out again.
 */
export async function addLine(books: Books, id: number, line: NewLine): Promise<BuylistView> {
	const buylist = await lockBuylist(books.trx, id);
	refuseChangeUnless(buylist, EDITABLE_STATUSES, 'lines', 'its lines can no longer change.');
	const identity = await identityOf(books, line);
	if (!(await addToSameLine(books, id, identity, line.quantity)))
		await insertLine(books, id, identity, line.quantity);
	await recomputeOffers(books, id);
	return buylistView(books.trx, id, books.actor);
}

async function insertLine(books: Books, id: number, identity: LineIdentity, quantity: number) {
	const count = Number((await books.trx('buylist_lines').where('buylist', id).count({ n: '*' }).first())?.['n'] ?? 0);
	if (count >= BUYLIST_LIMITS.linesMax)
		throw invalid(
			'lines',
			`A buylist holds at most ${BUYLIST_LIMITS.linesMax} lines; start another for the rest.`,
			{ max: BUYLIST_LIMITS.linesMax },
		);
	await books.insert('buylist_lines', {
		buylist: id,
		...identity,
		quantity,
		buy_quantity: 0,
		line_cash: 0,
		line_credit: 0,
		overridden: false,
		sku: null,
		offer_unit: null,
		line_total: null,
	});
}
