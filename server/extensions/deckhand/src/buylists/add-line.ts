import { invalid } from '../errors.ts';
import type { Books } from '../ledger/command.ts';
import type { NewLine } from '@deckhand/contract/buylists/buylist-input.ts';
import { BUYLIST_LIMITS, EDITABLE_STATUSES } from '@deckhand/contract/buylists/buylist-states.ts';
import { refuseChangeUnless } from './approval-queue.ts';
import { lockBuylist } from './buylist-row.ts';
import { buylistView } from './buylist-view.ts';
import { recomputeOffers } from './recompute-offers.ts';
import type { BuylistView } from '@deckhand/contract/buylists/buylist-view.ts';

/** The card, condition, finish and language a new line is: the SKU's, or as given (the card must exist). */
async function identityOf(books: Books, line: NewLine) {
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

/** `POST /deckhand/buylists/:id/lines`: one more line, last, while the buylist is a draft or offered; every offer worked out again. */
export async function addLine(books: Books, id: number, line: NewLine): Promise<BuylistView> {
	const buylist = await lockBuylist(books.trx, id);
	refuseChangeUnless(buylist, EDITABLE_STATUSES, 'lines', 'its lines can no longer change.');
	const identity = await identityOf(books, line);
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
		quantity: line.quantity,
		buy_quantity: 0,
		line_cash: 0,
		line_credit: 0,
		overridden: false,
		sku: null,
		offer_unit: null,
		line_total: null,
	});
	await recomputeOffers(books, id);
	return buylistView(books.trx, id, books.actor);
}
